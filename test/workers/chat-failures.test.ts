import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../src/app";
import { runStub } from "../../src/chat/delegate";
import { chatBody, dataPart, postChat, readChat } from "./chat-helpers";
import { admin, expectError, newWorkspace } from "./helpers";

async function workspace() {
  const ws = await newWorkspace();
  await admin(`/admin/workspaces/${ws.id}/tools`, {
    method: "PUT",
    body: [{ name: "JIRA_CREATE_ISSUE", description: "Create a Jira issue.", category: "issues" }],
  });
  return ws;
}

// A request the rules send to delegation, plus a directive for the reference origin.
const delegated = (directive: string) => `open a jira ticket for the login bug ${directive}`;

async function failedRun(token: string, directive: string) {
  const res = await postChat(token, chatBody(delegated(directive)));
  const runId = res.headers.get("x-run-id") as string;
  const chat = await readChat(res);
  const run = await runStub(env, runId).get();
  return { chat, run };
}

describe("POST /v1/chat: origin failures end the stream with an error part and a finish, never a hang", () => {
  it.each([
    ["the origin refuses the run", "[origin:fail]", /answered 503/],
    [
      "the origin is slow to its first byte",
      "[origin:delay-first-byte=3000]",
      /no response within 600 ms/,
    ],
    [
      "the origin breaks mid-stream",
      "[origin:break-midstream]",
      /ended its stream without finishing/,
    ],
    ["the origin reports an error", "[origin:error-event]", /reported an error/],
    ["the origin sends a line that is not JSON", "[origin:malformed]", /not JSON/],
    [
      "the origin goes silent between events",
      "[origin:delay-events=2000]",
      /went silent for 600 ms/,
    ],
  ])("%s", async (_case, directive, reason) => {
    const ws = await workspace();
    const { chat, run } = await failedRun(ws.api_key, directive);
    expect(chat.errors).toHaveLength(1);
    expect(chat.errors[0]).toMatch(reason);
    const error = chat.chunks.find((c) => c.type === "error") as { errorText: string };
    expect(error.errorText).toMatch(reason);
    expect(chat.chunks.at(-1)).toMatchObject({ type: "finish", finishReason: "error" });
    expect(dataPart(chat.chunks, "data-run").at(-1)).toMatchObject({ status: "failed" });
    expect(run).toMatchObject({ status: "failed", error: expect.stringMatching(reason) });
  });

  it("ignores event types it does not know", async () => {
    const ws = await workspace();
    const chat = await readChat(
      await postChat(ws.api_key, chatBody(delegated("[origin:unknown-event]"))),
    );
    expect(chat.errors).toEqual([]);
    expect(chat.chunks.at(-1)).toMatchObject({ type: "finish", finishReason: "stop" });
  });

  it("bounds a run by the total timeout even when events keep coming", async () => {
    const ws = await workspace();
    const { chat, run } = await failedRun(ws.api_key, "[origin:delay-events=500]");
    expect(run?.status).toBe("failed");
    expect(chat.errors[0]).toMatch(/did not finish within 4000 ms|went silent/);
  });

  it("reports an unreachable origin", async () => {
    const ws = await workspace();
    const ctx = createExecutionContext();
    const res = await app.request(
      "/v1/chat",
      {
        method: "POST",
        headers: { authorization: `Bearer ${ws.api_key}`, "content-type": "application/json" },
        body: JSON.stringify(chatBody(delegated(""))),
      },
      { ...env, ORIGIN: undefined, ORIGIN_URL: "http://127.0.0.1:9/" },
      ctx,
    );
    const chat = await readChat(res);
    await waitOnExecutionContext(ctx);
    expect(chat.errors[0]).toMatch(/could not be reached|no response within/);
    expect(chat.chunks.at(-1)).toMatchObject({ type: "finish", finishReason: "error" });
  });
});

describe("POST /v1/chat: malformed and oversize bodies", () => {
  it.each([
    ["no messages", { id: "c" }],
    ["messages not an array", { id: "c", messages: "hi" }],
    ["an empty conversation", { id: "c", messages: [] }],
    ["a message without parts", { id: "c", messages: [{ id: "1", role: "user" }] }],
    ["an unknown role", { id: "c", messages: [{ id: "1", role: "tool", parts: [] }] }],
    [
      "no chat id",
      { messages: [{ id: "1", role: "user", parts: [{ type: "text", text: "hi" }] }] },
    ],
    [
      "an assistant message last",
      chatBody("x", [], {}).messages && {
        id: "c",
        messages: [{ id: "1", role: "assistant", parts: [{ type: "text", text: "hi" }] }],
      },
    ],
    [
      "a user message with no text",
      { id: "c", messages: [{ id: "1", role: "user", parts: [{ type: "file", url: "x" }] }] },
    ],
    ["too long a message", chatBody("x".repeat(8001))],
  ])("rejects %s with 400", async (_case, body) => {
    const ws = await newWorkspace();
    const res = await postChat(ws.api_key, body);
    expectError(
      {
        status: res.status,
        headers: res.headers,
        text: await res.clone().text(),
        json: await res.json(),
      },
      400,
      expect.stringMatching(/validation_failed|invalid_json/) as unknown as string,
    );
  });

  it("accepts a long conversation up to the chat body limit, and answers 413 past it", async () => {
    const ws = await newWorkspace();
    const history = Array.from({ length: 60 }, (_, i) => ({
      role: (i % 2 ? "assistant" : "user") as "user" | "assistant",
      content: "x".repeat(2000),
    }));
    expect((await postChat(ws.api_key, chatBody("thanks!", history))).status).toBe(200);
    const huge = Array.from({ length: 100 }, () => ({
      role: "assistant" as const,
      content: "y".repeat(6000),
    }));
    const res = await postChat(ws.api_key, chatBody("thanks!", huge));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: "payload_too_large" } });
  });
});
