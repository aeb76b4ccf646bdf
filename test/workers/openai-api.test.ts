import { exports } from "cloudflare:workers";
import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { BASE } from "./chat-helpers";
import { admin, call, newWorkspace } from "./helpers";
import { getRun, staffedWorkspace } from "./runs-helpers";

/** OpenAI's official client, pointed at the worker's own fetch handler. */
function client(apiKey: string) {
  return new OpenAI({
    apiKey,
    baseURL: `${BASE}/v1`,
    maxRetries: 0,
    fetch: ((url: RequestInfo | URL, init?: RequestInit) =>
      exports.default.fetch(String(url), init)) as typeof fetch,
  });
}

async function mailWorkspace() {
  const ws = await newWorkspace();
  await admin(`/admin/workspaces/${ws.id}/tools`, {
    method: "PUT",
    body: [
      { name: "GMAIL_SEND_EMAIL", description: "Send an email from Gmail.", category: "email" },
    ],
  });
  await admin(`/admin/workspaces/${ws.id}/agents`, {
    method: "PUT",
    body: [
      { name: "mail-assistant", description: "Drafts and sends email.", skills: ["email"] },
      { name: "retired-bot", description: "Old.", is_active: false },
    ],
  });
  return ws;
}

describe("OpenAI-compatible API, through OpenAI's own client", () => {
  it("lists auto and the workspace's active agents as models", async () => {
    const ws = await mailWorkspace();
    const ids: string[] = [];
    for await (const model of client(ws.api_key).models.list()) ids.push(model.id);
    expect(ids).toEqual(["auto", "agent:mail-assistant"]);
  });

  it("answers an atom at the edge, not streamed, with the tier in a header and no run", async () => {
    const ws = await newWorkspace();
    const { data, response } = await client(ws.api_key)
      .chat.completions.create({ model: "auto", messages: [{ role: "user", content: "hi!" }] })
      .withResponse();
    expect(data.object).toBe("chat.completion");
    expect(data.choices[0]?.message.content?.length).toBeGreaterThan(0);
    expect(data.choices[0]?.finish_reason).toBe("stop");
    expect(data.usage).toEqual({ prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 });
    expect(response.headers.get("x-assess-tier")).toBe("rules");
    expect(response.headers.get("x-assess-complexity")).toBe("atom");
    expect(response.headers.get("x-run-id")).toBeNull();
  });

  it("delegates work through a run and streams it as chunks, with usage when asked", async () => {
    const ws = await mailWorkspace();
    const { data: stream, response } = await client(ws.api_key)
      .chat.completions.create({
        model: "auto",
        messages: [
          { role: "system", content: "You are terse." },
          { role: "user", content: "send an email to dana@acme.com about the launch" },
        ],
        stream: true,
        stream_options: { include_usage: true },
      })
      .withResponse();
    const runId = response.headers.get("x-run-id");
    expect(runId).toMatch(/^run_[0-9a-f]{32}$/);
    expect(response.headers.get("x-assess-complexity")).toBe("molecule");
    let text = "";
    const finishes: (string | null)[] = [];
    let usage: OpenAI.CompletionUsage | null | undefined;
    for await (const chunk of stream) {
      expect(chunk.object).toBe("chat.completion.chunk");
      for (const choice of chunk.choices) {
        text += choice.delta.content ?? "";
        if (choice.finish_reason) finishes.push(choice.finish_reason);
        // The origin's agents ran their tools: an OpenAI client must never be asked to.
        expect(choice.delta.tool_calls).toBeUndefined();
      }
      if (chunk.usage) usage = chunk.usage;
    }
    expect(text).toContain("mail-assistant");
    expect(finishes).toEqual(["stop"]);
    expect(usage?.completion_tokens).toBeGreaterThan(0);
    expect(usage?.total_tokens).toBe((usage?.prompt_tokens ?? 0) + (usage?.completion_tokens ?? 0));
    expect((await getRun(ws.api_key, runId as string)).status).toBe("succeeded");
  });

  it("sends no usage chunk unless asked, and ends the raw stream with [DONE]", async () => {
    const ws = await mailWorkspace();
    const res = await call("/v1/chat/completions", {
      token: ws.api_key,
      body: { model: "auto", stream: true, messages: [{ role: "user", content: "thanks!" }] },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    expect(res.text.trimEnd().endsWith("data: [DONE]")).toBe(true);
    expect(res.text).not.toContain('"usage"');
  });

  it("goes straight to a named agent with agent:<name>, skipping assessment", async () => {
    const ws = await staffedWorkspace();
    const { data, response } = await client(ws.api_key)
      .chat.completions.create({
        model: "agent:sec-bot",
        messages: [
          { role: "user", content: "hello" },
          { role: "assistant", content: "Hi, what should I review?" },
          { role: "user", content: [{ type: "text", text: "hi" }] },
        ],
      })
      .withResponse();
    expect(response.headers.get("x-assess-tier")).toBe("skipped");
    expect(data.choices[0]?.message.content).toContain("sec-bot");
    expect(data.usage?.total_tokens).toBeGreaterThan(0);
    const run = await getRun(ws.api_key, response.headers.get("x-run-id") as string);
    expect(run.stages[0].agent.name).toBe("sec-bot");
  });

  it("answers an unknown or inactive model with a 404 in OpenAI's shape, which the client raises", async () => {
    const ws = await mailWorkspace();
    for (const model of ["gpt-4o", "agent:nobody", "agent:retired-bot"]) {
      const error = await client(ws.api_key)
        .chat.completions.create({ model, messages: [{ role: "user", content: "hi" }] })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OpenAI.NotFoundError);
      expect((error as InstanceType<typeof OpenAI.NotFoundError>).code).toBe("model_not_found");
    }
    const raw = await call("/v1/chat/completions", {
      token: ws.api_key,
      body: { model: "gpt-4o", messages: [{ role: "user", content: "hi" }] },
    });
    expect(raw.status).toBe(404);
    expect(raw.json).toEqual({
      error: {
        message: expect.stringContaining("GET /v1/models"),
        type: "invalid_request_error",
        code: "model_not_found",
        param: null,
      },
    });
  });

  it("answers bad keys and bad bodies in OpenAI's shape", async () => {
    const bad = await client("not-a-key")
      .chat.completions.create({ model: "auto", messages: [{ role: "user", content: "hi" }] })
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(OpenAI.AuthenticationError);
    const ws = await newWorkspace();
    for (const body of [
      { model: "auto", messages: [] },
      { model: "auto", messages: [{ role: "assistant", content: "hi" }] },
      { messages: [{ role: "user", content: "hi" }] },
    ]) {
      const res = await call("/v1/chat/completions", { token: ws.api_key, body });
      expect(res.status, res.text).toBe(400);
      expect(res.json.error).toMatchObject({
        type: "invalid_request_error",
        message: expect.any(String),
      });
    }
    const malformed = await call("/v1/chat/completions", {
      token: ws.api_key,
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.type).toBe("invalid_request_error");
  });

  it("raises a failed delegated run: 502 when not streamed, an error the client throws when streamed", async () => {
    const ws = await mailWorkspace();
    const messages = [
      { role: "user" as const, content: "send an email to dana@acme.com [origin:fail]" },
    ];
    const error = await client(ws.api_key)
      .chat.completions.create({ model: "auto", messages })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect((error as InstanceType<typeof OpenAI.APIError>).status).toBe(502);
    const stream = await client(ws.api_key).chat.completions.create({
      model: "auto",
      messages,
      stream: true,
    });
    const thrown = await (async () => {
      for await (const _chunk of stream) {
        // drain
      }
    })().catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(OpenAI.APIError);
    expect(String((thrown as Error).message)).toMatch(/could not complete/);
  });
});
