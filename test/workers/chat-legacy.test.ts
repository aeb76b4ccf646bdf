import { exports } from "cloudflare:workers";
import { callChatApi, processDataStream, type UIMessage as V4Message } from "ai-sdk-ui-utils-v4";
import { describe, expect, it } from "vitest";
import { BASE, chatBody, postChat } from "./chat-helpers";
import { admin, newWorkspace } from "./helpers";
import { staffedWorkspace } from "./runs-helpers";

/** Parses a response with AI SDK 4's own data stream parser, recording every part. */
async function readLegacy(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("x-vercel-ai-data-stream")).toBe("v1");
  const parts: { kind: string; value: unknown }[] = [];
  const record = (kind: string) => (value: unknown) => {
    parts.push({ kind, value });
  };
  await processDataStream({
    stream: res.body as ReadableStream<Uint8Array>,
    onTextPart: record("text"),
    onDataPart: record("data"),
    onErrorPart: record("error"),
    onToolCallPart: record("tool-call"),
    onToolResultPart: record("tool-result"),
    onStartStepPart: record("start-step"),
    onFinishStepPart: record("finish-step"),
    onFinishMessagePart: record("finish-message"),
  });
  const text = parts
    .filter((p) => p.kind === "text")
    .map((p) => p.value)
    .join("");
  const data = parts.filter((p) => p.kind === "data").flatMap((p) => p.value as { type: string }[]);
  return { parts, text, data };
}

describe("POST /v1/chat?protocol=data: the AI SDK 4 data stream", () => {
  it("answers an atom with start, the assessment as data, the text and both finishes", async () => {
    const ws = await newWorkspace();
    const { parts, text, data } = await readLegacy(
      await postChat(ws.api_key, chatBody("hello!"), "?protocol=data"),
    );
    expect(parts[0]?.kind).toBe("start-step");
    expect(data[0]).toMatchObject({ type: "assessment", path: "atom-template" });
    expect(text).toBe("Hi! What can I do for you?");
    expect(parts.slice(-2).map((p) => p.kind)).toEqual(["finish-step", "finish-message"]);
    expect(parts.at(-1)?.value).toMatchObject({ finishReason: "stop" });
  });

  it("carries a delegated run's tool calls, results and run events; the header selects it too", async () => {
    const ws = await newWorkspace();
    await admin(`/admin/workspaces/${ws.id}/tools`, {
      method: "PUT",
      body: [
        { name: "JIRA_CREATE_ISSUE", description: "Create a Jira issue.", category: "issues" },
      ],
    });
    const res = await postChat(ws.api_key, chatBody("open a jira ticket for the login bug"), "", {
      headers: { "x-stream-protocol": "data" },
    });
    const { parts, text, data } = await readLegacy(res);
    expect(data.map((d) => d.type)).toEqual(expect.arrayContaining(["assessment", "run"]));
    expect(text).toContain("jira");
    const call = parts.find((p) => p.kind === "tool-call")?.value as {
      toolCallId: string;
      toolName: string;
    };
    const result = parts.find((p) => p.kind === "tool-result")?.value as { toolCallId: string };
    expect(call.toolName).toBe("JIRA_CREATE_ISSUE");
    expect(result.toolCallId).toBe(call.toolCallId);
    expect(parts.at(-1)).toMatchObject({ kind: "finish-message", value: { finishReason: "stop" } });
  });

  it("carries a workflow's progress as data parts, then the answer", async () => {
    const ws = await staffedWorkspace();
    const { data, text, parts } = await readLegacy(
      await postChat(
        ws.api_key,
        chatBody("refactor auth across all services and rotate the session secrets"),
        "?protocol=data",
      ),
    );
    const updates = data.filter((d) => d.type === "workflow-update") as unknown as {
      stage: string;
      status: string;
    }[];
    expect(updates.filter((u) => u.status === "started").length).toBeGreaterThan(1);
    expect(updates.at(-1)).toMatchObject({ stage: "answer", status: "complete" });
    expect(text.length).toBeGreaterThan(0);
    expect(parts.at(-1)).toMatchObject({ kind: "finish-message", value: { finishReason: "stop" } });
  });

  it("reports an origin failure as an error part, then finishes", async () => {
    const ws = await newWorkspace();
    const { parts } = await readLegacy(
      await postChat(
        ws.api_key,
        chatBody("open a jira ticket for the login bug [origin:fail]"),
        "?protocol=data",
      ),
    );
    expect(parts.find((p) => p.kind === "error")?.value).toMatch(/answered 503/);
    expect(parts.at(-1)).toMatchObject({
      kind: "finish-message",
      value: { finishReason: "error" },
    });
  });

  it("gives AI SDK 4's useChat the message metadata as a `metadata` annotation", async () => {
    const ws = await newWorkspace();
    let last: V4Message | undefined;
    await callChatApi({
      api: `${BASE}/v1/chat?protocol=data`,
      body: {
        id: "legacy-meta",
        messages: [{ id: "u1", role: "user", content: "open a jira ticket for the login bug" }],
      },
      streamProtocol: "data",
      credentials: undefined,
      headers: { authorization: `Bearer ${ws.api_key}` },
      abortController: () => null,
      restoreMessagesOnFailure: () => {
        throw new Error("the request failed");
      },
      onResponse: undefined,
      onUpdate: ({ message }) => {
        last = message;
      },
      onFinish: undefined,
      onToolCall: undefined,
      generateId: () => crypto.randomUUID(),
      fetch: ((url: RequestInfo | URL, init?: RequestInit) =>
        exports.default.fetch(String(url), init)) as typeof fetch,
      lastMessage: undefined,
    });
    const metadata = (last?.annotations ?? []).filter(
      (a) => (a as { type?: string }).type === "metadata",
    ) as Record<string, any>[];
    expect(metadata.length).toBe(2);
    expect(metadata[0]).toMatchObject({ path: "delegate", tier: "rules", chat_id: "legacy-meta" });
    const final = metadata.at(-1) as Record<string, any>;
    expect(final).toMatchObject({
      path: "delegate",
      complexity: expect.any(String),
      run_id: expect.stringMatching(/\S/),
      run_status: "succeeded",
      timings: { assess_ms: expect.any(Number), total_ms: expect.any(Number) },
    });
    expect(final.usage.output_tokens).toBeGreaterThan(0);
  });
});
