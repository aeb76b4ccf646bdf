import { exports } from "cloudflare:workers";
import { DefaultChatTransport, readUIMessageStream, type UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { BASE, chatBody, postChat } from "./chat-helpers";
import { call, newWorkspace } from "./helpers";
import { getRun, staffedWorkspace, waitFor } from "./runs-helpers";

/** The AI SDK's own transport, as `useChat({ resume: true })` uses it on load. */
function transport(token: string) {
  return new DefaultChatTransport<UIMessage>({
    api: `${BASE}/v1/chat`,
    headers: { authorization: `Bearer ${token}` },
    fetch: ((url: RequestInfo | URL, init?: RequestInit) =>
      exports.default.fetch(String(url), init)) as typeof fetch,
  });
}

const SLOW = "send an email to dana@acme.com about the launch [origin:delay-events=150]";

describe("GET /v1/chat/{chat_id}/stream: the AI SDK's resume convention", () => {
  it("is 204 for a chat with no run, and for a chat answered at the edge", async () => {
    const ws = await newWorkspace();
    expect((await call("/v1/chat/never-seen/stream", { token: ws.api_key })).status).toBe(204);
    await (await postChat(ws.api_key, chatBody("hi"))).text();
    expect((await call("/v1/chat/chat_1/stream", { token: ws.api_key })).status).toBe(204);
    expect(await transport(ws.api_key).reconnectToStream({ chatId: "chat_1" })).toBeNull();
  });

  it("streams the chat's active run from its start to a reconnecting useChat, then is 204 once it ended", async () => {
    const ws = await staffedWorkspace();
    const res = await postChat(ws.api_key, chatBody(SLOW, [], { id: "resumable" }));
    const runId = res.headers.get("x-run-id") as string;
    // The page reloads: the first response is dropped mid-run.
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.cancel();
    await new Promise((r) => setTimeout(r, 300));

    const resumedAt = Date.now();
    const chunks = await transport(ws.api_key).reconnectToStream({ chatId: "resumable" });
    expect(chunks).not.toBeNull();
    const errors: unknown[] = [];
    let message: UIMessage | undefined;
    for await (const snapshot of readUIMessageStream({
      stream: chunks as ReadableStream<never>,
      onError: (e) => errors.push(e),
    })) {
      message = snapshot;
    }
    const resumedForMs = Date.now() - resumedAt;
    expect(errors).toEqual([]);
    // The total counts from the run's start, as the live stream's did, not from the reconnect.
    const metadata = message?.metadata as { timings?: { total_ms: number } } | undefined;
    expect(metadata?.timings?.total_ms).toBeGreaterThan(resumedForMs + 200);
    const parts = message?.parts ?? [];
    expect(parts[0]?.type).toBe("data-assessment");
    expect(parts.some((p) => p.type === "text")).toBe(true);
    expect(message?.metadata).toMatchObject({ run_id: runId, chat_id: "resumable" });
    const run = parts.filter((p) => p.type === "data-run").at(-1) as { data: { status: string } };
    expect(run.data.status).toBe("succeeded");

    await waitFor(
      () => getRun(ws.api_key, runId),
      (r) => r.status !== "running",
    );
    expect((await call("/v1/chat/resumable/stream", { token: ws.api_key })).status).toBe(204);
  });

  it("is scoped to the workspace: another workspace's chat of the same id is 204", async () => {
    const ws = await staffedWorkspace();
    const other = await newWorkspace();
    const res = await postChat(ws.api_key, chatBody(SLOW, [], { id: "shared-id" }));
    const live = await call("/v1/chat/shared-id/stream", { token: other.api_key });
    expect(live.status).toBe(204);
    expect(live.text).toBe("");
    const mine = await exports.default.fetch(`${BASE}/v1/chat/shared-id/stream`, {
      headers: { authorization: `Bearer ${ws.api_key}` },
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("x-run-id")).toBe(res.headers.get("x-run-id"));
    await Promise.all([mine.text(), res.text()]);
  });

  it("needs credentials", async () => {
    expect((await call("/v1/chat/x/stream")).status).toBe(401);
  });
});
