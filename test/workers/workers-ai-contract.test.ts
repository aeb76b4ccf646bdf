/**
 * Contract test: what the model tier really sends to the Workers AI binding
 * (`env.AI.run`) through `workers-ai-provider` + AI SDK `Output.object`, checked
 * against Cloudflare's documented JSON-mode request and response shapes.
 *
 * Sources:
 * - JSON Mode (request `response_format: { type: "json_schema", json_schema: <bare JSON Schema> }`,
 *   response `{ "response": { ...object } }`, supported models, "JSON Mode couldn't be met",
 *   no streaming): https://developers.cloudflare.com/workers-ai/features/json-mode/
 *   (source: https://github.com/cloudflare/cloudflare-docs/blob/production/src/content/docs/workers-ai/features/json-mode.mdx)
 * - Model output schema, `response` typed as a string; `max_tokens` default 256:
 *   https://developers.cloudflare.com/ai/models/@cf/meta/llama-3.1-8b-instruct-fast/
 *   (source: cloudflare-docs src/content/workers-ai-models/llama-3.1-8b-instruct-fast.json)
 * - `@cf/meta/llama-3.1-8b-instruct` deprecated on 2026-05-30; `-fast` stays active:
 *   https://developers.cloudflare.com/changelog/post/2026-05-08-planned-model-deprecations/
 * - Provider sends a bare schema (not OpenAI's {name, schema, strict} envelope) on purpose:
 *   https://github.com/cloudflare/ai/issues/559, https://github.com/cloudflare/ai/pull/576
 *
 * Runs in the `workers` project:
 *   npx vitest run --project workers test/workers/workers-ai-contract.test.ts
 */
import { describe, expect, it } from "vitest";
import { createWorkersAI } from "workers-ai-provider";
import { ModelVerdict } from "../../src/assess/verdict";
import { classifyWith as classifyModel, failure, VERDICT } from "./classifier-helpers";

interface RunCall {
  model: string;
  inputs: Record<string, any>;
  options: Record<string, any> | undefined;
}

/** A fake `AI` binding: records every `run(model, inputs, options)` and answers with `answer()`. */
function fakeBinding(answer: () => unknown) {
  const calls: RunCall[] = [];
  const binding = {
    async run(model: string, inputs: Record<string, any>, options?: Record<string, any>) {
      calls.push({ model, inputs, options });
      return answer();
    },
  };
  return { calls, binding: binding as unknown as Ai };
}

const REQUIRED = Object.keys(ModelVerdict.shape).sort();
const usage = { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 };

function classifyWith(binding: Ai, model = "@cf/meta/llama-3.1-8b-instruct") {
  return classifyModel(createWorkersAI({ binding })(model), 2_000);
}

describe("Workers AI JSON-mode contract (workers-ai-provider -> env.AI.run)", () => {
  it.each(["@cf/meta/llama-3.1-8b-instruct", "@cf/meta/llama-3.1-8b-instruct-fast"])(
    "sends %s a documented JSON-mode request and parses the documented object response",
    async (modelId) => {
      // The JSON Mode page's response example: `response` is the parsed object.
      const ai = fakeBinding(() => ({ response: VERDICT, usage }));
      expect(await classifyWith(ai.binding, modelId)).toEqual(VERDICT);

      expect(ai.calls).toHaveLength(1);
      const [call] = ai.calls;
      expect(call?.model).toBe(modelId);
      const inputs = call?.inputs ?? {};

      // Request shape: response_format = { type: "json_schema", json_schema: <bare JSON Schema> }.
      expect(Object.keys(inputs.response_format).sort()).toEqual(["json_schema", "type"]);
      expect(inputs.response_format.type).toBe("json_schema");
      const schema = inputs.response_format.json_schema;
      // Bare schema as in the docs' example, not OpenAI's { name, schema, strict } envelope.
      expect(schema).not.toHaveProperty("schema");
      expect(schema).not.toHaveProperty("strict");
      expect(schema.type).toBe("object");
      expect([...schema.required].sort()).toEqual(REQUIRED);
      expect(Object.keys(schema.properties).sort()).toEqual(REQUIRED);
      expect(schema.properties.complexity.enum).toEqual([
        "atom",
        "molecule",
        "cell",
        "organ",
        "organism",
      ]);
      expect(schema.properties.action.enum).toEqual(["respond", "delegate", "workflow"]);
      expect(schema.properties.needs_memory.type).toBe("boolean");
      expect(schema.properties.tool_hints.type).toBe("array");
      // Output.object's `name` is folded into the schema as its title (provider >= 3.2, PR #576).
      expect(schema.title).toBe("assessment");

      // Scoped-prompt messages: one system, one user, string contents.
      expect(inputs.messages.map((m: { role: string }) => m.role)).toEqual(["system", "user"]);
      for (const m of inputs.messages) expect(typeof m.content).toBe("string");
      expect(inputs.messages[1].content).toContain("could you deal with the thing from Dana");

      // Non-streaming (JSON Mode does not support streaming), no tools, deterministic.
      expect(inputs.stream).toBeUndefined();
      expect(inputs.tools).toBeUndefined();
      expect(inputs.tool_choice).toBeUndefined();
      expect(inputs.temperature).toBe(0);
      // The third argument carries only run options (the abort signal), not model inputs.
      expect(call?.options?.signal).toBeInstanceOf(AbortSignal);
      expect(call?.options).not.toHaveProperty("response_format");
    },
  );

  it("also parses the model schema's string form: { response: '<json text>' }", async () => {
    const ai = fakeBinding(() => ({ response: JSON.stringify(VERDICT), usage }));
    expect(await classifyWith(ai.binding)).toEqual(VERDICT);
  });

  it.each([
    ["malformed JSON text", { response: "{complexity: atom" }],
    ["prose instead of JSON", { response: "I think this is a molecule." }],
    ["an object that breaks the schema", { response: { ...VERDICT, complexity: "gigantic" } }],
    ["no response field", { usage }],
  ])("rejects %s with an invalid_output ClassifierFailure", async (_case, output) => {
    const ai = fakeBinding(() => output);
    const error = await failure(classifyWith(ai.binding));
    expect(error.kind).toBe("invalid_output");
    expect(ai.calls).toHaveLength(1);
  });

  it('turns the documented "JSON Mode couldn\'t be met" error into a provider_error failure', async () => {
    const ai = fakeBinding(() => {
      throw new Error("JSON Mode couldn't be met");
    });
    const error = await failure(classifyWith(ai.binding));
    expect(error.kind).toBe("provider_error");
    expect(error.message).toContain("JSON Mode couldn't be met");
  });
});
