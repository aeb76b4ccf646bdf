import { exports } from "cloudflare:workers";
import {
  DefaultChatTransport,
  parseJsonEventStream,
  readUIMessageStream,
  type UIMessage,
  type UIMessageChunk,
  uiMessageChunkSchema,
} from "ai";
import { expect } from "vitest";

export const BASE = "http://router.test";

/** A `useChat`-shaped body: the conversation as UI messages, the last one the user's. */
export function chatBody(
  latest: string,
  history: { role: "user" | "assistant"; content: string }[] = [],
  extra: object = {},
) {
  const messages = [...history, { role: "user" as const, content: latest }].map((m, i) => ({
    id: `m${i}`,
    role: m.role,
    parts: [{ type: "text", text: m.content }],
  }));
  return { id: "chat_1", messages, trigger: "submit-message", ...extra };
}

export function postChat(token: string, body: unknown, query = "", init: RequestInit = {}) {
  return exports.default.fetch(`${BASE}/v1/chat${query}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      ...(init.headers as object),
    },
    body: JSON.stringify(body),
    signal: init.signal,
  });
}

/**
 * Reads a UI message stream the way the AI SDK's client does: its own SSE
 * parser and chunk schema, then `readUIMessageStream` to build the message.
 * Also returns the raw chunks and the SSE text for wire-level checks.
 */
export async function readChat(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");
  expect(res.headers.get("content-type")).toBe("text/event-stream");
  const text = await res.text();
  expect(text.trimEnd().endsWith("data: [DONE]")).toBe(true);
  const chunks = await parseChunks(text);
  const errors: string[] = [];
  let message: UIMessage | undefined;
  for await (const snapshot of readUIMessageStream({
    // The reader updates data parts in place (by id), mutating the chunks it was given.
    stream: toStream(structuredClone(chunks)),
    onError: (error) => errors.push(error instanceof Error ? error.message : String(error)),
  })) {
    message = snapshot;
  }
  return { text, chunks, message, errors, textOf: () => textOf(message) };
}

export async function parseChunks(sse: string): Promise<UIMessageChunk[]> {
  const stream = new Response(sse).body as ReadableStream<Uint8Array>;
  const chunks: UIMessageChunk[] = [];
  const reader = parseJsonEventStream({ stream, schema: uiMessageChunkSchema }).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!value.success) throw value.error;
    chunks.push(value.value as UIMessageChunk);
  }
  return chunks;
}

function toStream<T>(items: T[]): ReadableStream<T> {
  return new ReadableStream({
    start(controller) {
      for (const item of items) controller.enqueue(item);
      controller.close();
    },
  });
}

export function textOf(message: UIMessage | undefined): string {
  return (message?.parts ?? [])
    .filter((p): p is { type: "text"; text: string } => p.type === "text")
    .map((p) => p.text)
    .join("");
}

export function dataPart<T = any>(chunks: UIMessageChunk[], type: string): T[] {
  return chunks.filter((c) => c.type === type).map((c) => (c as { data: T }).data);
}

/** SSE event ids (run sequence numbers) in order. */
export function eventIds(sse: string): number[] {
  return [...sse.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
}

/**
 * Sends one user message the way a frontend's `useChat` does, through the AI
 * SDK's own `DefaultChatTransport`, and builds the reply with `readUIMessageStream`.
 */
export async function sendWithTransport(token: string, text: string, chatId = "chat_1") {
  const transport = new DefaultChatTransport<UIMessage>({
    api: `${BASE}/v1/chat`,
    headers: { authorization: `Bearer ${token}` },
    fetch: ((url: RequestInfo | URL, init?: RequestInit) =>
      exports.default.fetch(String(url), init)) as typeof fetch,
  });
  const chunks = await transport.sendMessages({
    trigger: "submit-message",
    chatId,
    messageId: undefined,
    abortSignal: undefined,
    messages: [{ id: "u1", role: "user", parts: [{ type: "text", text }] }],
  });
  const errors: unknown[] = [];
  let message: UIMessage | undefined;
  for await (const snapshot of readUIMessageStream({
    stream: chunks,
    onError: (e) => errors.push(e),
  })) {
    message = snapshot;
  }
  return { message, errors };
}
