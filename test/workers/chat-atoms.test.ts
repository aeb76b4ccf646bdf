import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../src/app";
import { chatBody, dataPart, postChat, readChat } from "./chat-helpers";
import { admin, newWorkspace } from "./helpers";

describe("POST /v1/chat: atoms at the edge", () => {
  it("answers a greeting from the workspace's templates, assessment first, no run", async () => {
    const ws = await newWorkspace();
    const res = await postChat(ws.api_key, chatBody("hey there! 👋"));
    expect(res.headers.get("x-assess-tier")).toBe("rules");
    expect(res.headers.get("x-assess-complexity")).toBe("atom");
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect(res.headers.get("x-run-id")).toBeNull();
    const chat = await readChat(res);
    expect(chat.chunks[0]).toMatchObject({ type: "start" });
    expect(chat.chunks[1]).toMatchObject({ type: "data-assessment" });
    const [assessment] = dataPart(chat.chunks, "data-assessment");
    expect(assessment).toMatchObject({
      path: "atom-template",
      tier: "rules",
      assessment: { complexity: "atom" },
      tools: [],
    });
    expect(chat.textOf()).toBe("Hi! What can I do for you?");
    expect(chat.chunks.at(-1)).toMatchObject({ type: "finish", finishReason: "stop" });
    expect(chat.errors).toEqual([]);
    expect(dataPart(chat.chunks, "data-run")).toEqual([]);
    // The frontend keeps the assessment in the message, so it can show why.
    expect(chat.message?.parts.some((p) => p.type === "data-assessment")).toBe(true);
  });

  it.each([
    ["thanks so much!", "thanks"],
    ["ok bye!", "goodbye"],
    ["🙏", "reaction"],
  ])("answers %s with the %s template", async (message, kind) => {
    const ws = await newWorkspace();
    const templates = { greeting: ["G"], thanks: ["T"], goodbye: ["B"], reaction: ["R"] };
    await admin(`/admin/workspaces/${ws.id}/settings`, {
      method: "PUT",
      body: { settings: { atom_templates: templates } },
    });
    const chat = await readChat(await postChat(ws.api_key, chatBody(message)));
    expect(chat.textOf()).toBe({ thanks: "T", goodbye: "B", reaction: "R" }[kind]);
  });

  it("hands small talk that needs a model to the origin as a light delegation when none is configured", async () => {
    const ws = await newWorkspace();
    const res = await postChat(ws.api_key, chatBody("how are you today?"));
    expect(res.headers.get("x-run-id")).toMatch(/^run_/);
    const chat = await readChat(res);
    expect(dataPart(chat.chunks, "data-assessment")[0]).toMatchObject({
      path: "atom-origin",
      tools: [],
    });
    expect(chat.textOf().length).toBeGreaterThan(0);
    expect(chat.textOf()).not.toMatch(/no model|only answer greetings/i);
    expect(chat.errors).toEqual([]);
    expect(chat.chunks.at(-1)).toMatchObject({ type: "finish", finishReason: "stop" });
  });

  it("streams small talk from the workspace's model with a minimal prompt and no tools", async () => {
    const ws = await newWorkspace();
    await admin(`/admin/workspaces/${ws.id}/settings`, {
      method: "PUT",
      body: { settings: { classifier: { provider: "workers-ai" } } },
    });
    const calls: { inputs: { messages: { role: string; content: string }[]; tools?: unknown } }[] =
      [];
    const ai = {
      run: async (_model: string, inputs: (typeof calls)[number]["inputs"]) => {
        calls.push({ inputs });
        return {
          response: "Doing great, thanks for asking!",
          usage: { prompt_tokens: 40, completion_tokens: 8 },
        };
      },
    } as unknown as Ai;
    const ctx = createExecutionContext();
    const res = await app.request(
      "/v1/chat",
      {
        method: "POST",
        headers: { authorization: `Bearer ${ws.api_key}`, "content-type": "application/json" },
        body: JSON.stringify(chatBody("how are you today?")),
      },
      { ...env, AI: ai },
      ctx,
    );
    const chat = await readChat(res);
    await waitOnExecutionContext(ctx);
    expect(chat.textOf()).toBe("Doing great, thanks for asking!");
    expect(calls).toHaveLength(1);
    const system = calls[0]?.inputs.messages.find((m) => m.role === "system")?.content ?? "";
    expect(system.length).toBeLessThan(400); // ~100 tokens or fewer
    expect(calls[0]?.inputs.tools).toBeUndefined();
  });
});
