import { exports } from "cloudflare:workers";
import type { UIMessage } from "ai";
import { callChatApi, type UIMessage as V4Message } from "ai-sdk-ui-utils-v4";
import { describe, expect, it } from "vitest";
import { BASE, chatBody, postChat, readChat, sendWithTransport } from "./chat-helpers";
import { admin, newWorkspace } from "./helpers";
import { getRun, staffedWorkspace, waitFor } from "./runs-helpers";

const ORGANISM = "refactor auth across all services and rotate the session secrets";
const TOOLS = [
  {
    name: "GITHUB_OPEN_PULL_REQUEST",
    description: "Open a pull request to refactor code across services.",
    category: "code",
  },
  {
    name: "VAULT_ROTATE_SECRETS",
    description: "Rotate session secrets and auth keys.",
    category: "secrets",
  },
];

/** A staffed workspace whose catalog offers tools, so every stage's origin call makes a tool call. */
async function toolingWorkspace() {
  const ws = await staffedWorkspace();
  await admin(`/admin/workspaces/${ws.id}/tools`, { method: "PUT", body: TOOLS });
  return ws;
}

type ToolPart = { type: string; toolCallId: string; state: string };

const fetchWorker = ((url: RequestInfo | URL, init?: RequestInit) =>
  exports.default.fetch(String(url), init)) as typeof fetch;

describe("UI stream correctness: what the AI SDK's own clients build from a multi-agent run", () => {
  it("gives every stage's tool call its own id, the same on replay", async () => {
    const ws = await toolingWorkspace();
    const res = await postChat(ws.api_key, chatBody(ORGANISM));
    const runId = res.headers.get("x-run-id") as string;
    const live = await readChat(res);
    expect(live.errors).toEqual([]);
    const calls = live.chunks.filter(
      (c) => c.type === "tool-input-available",
    ) as unknown as ToolPart[];
    const stages = (await getRun(ws.api_key, runId)).stages.length;
    expect(stages).toBeGreaterThan(2);
    // The origin numbers each call "call_1"; relayed as-is, the client kept one tool part of `stages`.
    expect(calls.length).toBe(stages);
    expect(new Set(calls.map((c) => c.toolCallId)).size).toBe(stages);
    const tools = (live.message?.parts ?? []).filter(
      (p) => p.type === "dynamic-tool",
    ) as unknown as ToolPart[];
    expect(tools.length).toBe(stages);
    expect(tools.every((t) => t.state === "output-available")).toBe(true);

    const replay = await readChat(
      await exports.default.fetch(`${BASE}/v1/runs/${runId}/stream`, {
        headers: { authorization: `Bearer ${ws.api_key}` },
      }),
    );
    const replayed = replay.chunks.filter(
      (c) => c.type === "tool-input-available",
    ) as unknown as ToolPart[];
    expect(replayed.map((c) => c.toolCallId)).toEqual(calls.map((c) => c.toolCallId));
  });

  it("keeps a stage's text blocks apart in its summary (the text before and after a tool call)", async () => {
    const ws = await toolingWorkspace();
    const { message, errors } = await sendWithTransport(ws.api_key, ORGANISM, "summary-chat");
    expect(errors).toEqual([]);
    const steps = (message?.parts ?? [])
      .filter((p) => p.type === "data-workflow-update")
      .map((p) => (p as unknown as { data: { stage: string; step?: string } }).data)
      .filter((d) => d.stage !== "plan" && d.stage !== "answer");
    expect(steps.length).toBeGreaterThan(1);
    // The reference origin says what it is working on, calls a tool, then says "Done.".
    for (const { step } of steps) expect(step).toMatch(/\S\. Done\.$/);
  });

  it("leaves no tool call stuck in state `call` in AI SDK 4's useChat (legacy stream)", async () => {
    const ws = await toolingWorkspace();
    let last: V4Message | undefined;
    const data: unknown[] = [];
    await callChatApi({
      api: `${BASE}/v1/chat?protocol=data`,
      // AI SDK 4's useChat body: messages with `content` and no `parts`.
      body: { id: "legacy-chat", messages: [{ id: "u1", role: "user", content: ORGANISM }] },
      streamProtocol: "data",
      credentials: undefined,
      headers: { authorization: `Bearer ${ws.api_key}` },
      abortController: () => null,
      restoreMessagesOnFailure: () => {
        throw new Error("the request failed");
      },
      onResponse: (response) => {
        expect(response.status).toBe(200);
      },
      onUpdate: ({ message, data: d }) => {
        last = message;
        if (d) data.splice(0, data.length, ...d);
      },
      onFinish: undefined,
      onToolCall: undefined,
      generateId: () => crypto.randomUUID(),
      fetch: fetchWorker,
      lastMessage: undefined,
    });
    const invocations = last?.toolInvocations ?? [];
    expect(invocations.length).toBeGreaterThan(2);
    expect(invocations.filter((t) => t.state === "call")).toEqual([]);
    expect(invocations.every((t) => t.state === "result")).toBe(true);
    expect(data.some((d) => (d as { type: string }).type === "workflow-update")).toBe(true);
  });

  it("shows the plan first, then one part per stage updated in place, even for a single direct stage", async () => {
    const ws = await newWorkspace();
    const { message, errors } = await sendWithTransport(
      ws.api_key,
      "Research the bug, plan a fix, open a PR",
      "direct-chat",
    );
    expect(errors).toEqual([]);
    const parts = message?.parts ?? [];
    const assessment = parts.find((p) => p.type === "data-assessment") as {
      data: { path: string };
    };
    expect(assessment.data.path).toBe("workflow");
    const updates = parts.filter((p) => p.type === "data-workflow-update") as unknown as {
      id: string;
      data: { stage: string; status: string; step?: string };
    }[];
    expect(updates.map((u) => u.id)).toEqual(["plan", "stage-1"]);
    expect(updates[0]?.data.step).toMatch(/^direct: score \d+ of 3, no specialist needed$/);
    expect(updates[1]?.data).toMatchObject({ stage: "answer", status: "complete" });
    // The plan comes before any text.
    expect(parts.findIndex((p) => p.type === "data-workflow-update")).toBeLessThan(
      parts.findIndex((p) => p.type === "text"),
    );
  });

  it("ends every stage a failed run showed with a final status", async () => {
    const ws = await staffedWorkspace();
    const res = await postChat(ws.api_key, chatBody(`${ORGANISM} [origin:fail]`));
    const runId = res.headers.get("x-run-id") as string;
    await readChat(res);
    await waitFor(
      () => getRun(ws.api_key, runId),
      (r) => r.status !== "running",
      20_000,
    );
    const replay = await readChat(
      await exports.default.fetch(`${BASE}/v1/runs/${runId}/stream`, {
        headers: { authorization: `Bearer ${ws.api_key}` },
      }),
    );
    const stages = (replay.message?.parts ?? []).filter(
      (p) => p.type === "data-workflow-update" && (p as { id?: string }).id !== "plan",
    ) as unknown as { data: { status: string } }[];
    expect(stages.length).toBe((await getRun(ws.api_key, runId)).stages.length);
    // The stage that failed says so; the stages it never reached are cancelled.
    expect(stages.map((s) => s.data.status)).toEqual([
      "failed",
      ...stages.slice(1).map(() => "cancelled"),
    ]);
  });
});

describe("message metadata", () => {
  it("carries path, tier, complexity, run id on start, and usage and timings on finish", async () => {
    const ws = await toolingWorkspace();
    const res = await postChat(
      ws.api_key,
      chatBody("send an email about the secrets rotation to dana@acme.com"),
    );
    const chat = await readChat(res);
    const start = chat.chunks.find((c) => c.type === "start") as {
      messageMetadata: Record<string, unknown>;
    };
    expect(start.messageMetadata).toMatchObject({
      path: "delegate",
      tier: "rules",
      complexity: "molecule",
      run_id: res.headers.get("x-run-id"),
      chat_id: "chat_1",
      trimmed: null,
      timings: { assess_ms: expect.any(Number) },
    });
    const metadata = (chat.message as UIMessage).metadata as Record<string, any>;
    expect(metadata.usage.output_tokens).toBeGreaterThan(0);
    expect(metadata.timings.total_ms).toEqual(expect.any(Number));
    expect(metadata.run_status).toBe("succeeded");
  });

  it("trims a long chat to the newest turns instead of refusing it, and says so", async () => {
    const ws = await newWorkspace();
    const history = Array.from({ length: 200 }, (_, i) => ({
      role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
      content: i === 199 ? "x".repeat(9_000) : `turn ${i}`,
    }));
    const chat = await readChat(await postChat(ws.api_key, chatBody("thanks!", history)));
    const metadata = (chat.message as UIMessage).metadata as Record<string, any>;
    expect(metadata.trimmed).toEqual({ turns_received: 200, turns_kept: 50, turns_shortened: 1 });
    expect(metadata.path).toBe("atom-template");
  });
});
