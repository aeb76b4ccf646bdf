import type { Context } from "hono";
import type { AppEnv } from "../env";
import type { SequencedEvent } from "../stream/events";
import { LEGACY_STREAM_HEADERS, legacyDataStream } from "../stream/legacy";
import { encodeUiMessages, UI_STREAM_HEADERS, uiMessageStream } from "../stream/ui";

export type StreamProtocol = "ui" | "data";

export interface StreamOptions {
  protocol: StreamProtocol;
  messageId: string;
  headers?: Record<string, string>;
  /** The UI message's metadata on start (path, tier, run id…); the finish adds usage and timings. */
  metadata?: Record<string, unknown>;
  /** When the message began (ms since the epoch), for `timings.total_ms`; a resumed run's start. Default: now. */
  began?: number;
}

/**
 * The wire format a client asked for: the AI SDK 5+ UI message stream by
 * default; the AI SDK 4 data stream with `?protocol=data` or
 * `x-stream-protocol: data`.
 */
export function requestedProtocol(c: Context<AppEnv>): StreamProtocol {
  const asked = c.req.query("protocol") ?? c.req.header("x-stream-protocol");
  return asked === "data" ? "data" : "ui";
}

/**
 * Encodes events in the requested protocol as a response. Events known up front
 * (a templated atom) are encoded into one body, so the reply leaves in a single
 * write instead of a chunk per part; live events stream as they come.
 */
export async function encodeResponse(
  events: readonly SequencedEvent[],
  options: StreamOptions,
): Promise<Response> {
  if (options.protocol === "ui") {
    return new Response(encodeUiMessages(options.messageId, events, options.metadata), {
      status: 200,
      headers: { ...UI_STREAM_HEADERS, ...options.headers },
    });
  }
  const source = new ReadableStream<SequencedEvent>({
    start(controller) {
      for (const event of events) controller.enqueue(event);
      controller.close();
    },
  });
  const body = await new Response(streamResponse(source, options).body).arrayBuffer();
  return new Response(body, {
    status: 200,
    headers: { ...LEGACY_STREAM_HEADERS, ...options.headers },
  });
}

/** Encodes live events in the requested protocol as a streaming response. */
export function streamResponse(
  events: ReadableStream<SequencedEvent>,
  options: StreamOptions,
): Response {
  const encoded =
    options.protocol === "data"
      ? events.pipeThrough(legacyDataStream(options.messageId, options.metadata, options.began))
      : events.pipeThrough(uiMessageStream(options.messageId, options.metadata, options.began));
  const base = options.protocol === "data" ? LEGACY_STREAM_HEADERS : UI_STREAM_HEADERS;
  return new Response(encoded, { status: 200, headers: { ...base, ...options.headers } });
}

/**
 * A chat reply as a response in the requested protocol: one write when its
 * events are known up front, a stream otherwise.
 *
 * @example
 * return replyResponse(await answerTurn(c, turn), requestedProtocol(c));
 */
export async function replyResponse(
  reply: {
    events: readonly SequencedEvent[] | ReadableStream<SequencedEvent>;
    messageId: string;
    headers: Record<string, string>;
    start: object;
  },
  protocol: StreamProtocol,
): Promise<Response> {
  const options = {
    protocol,
    messageId: reply.messageId,
    headers: reply.headers,
    metadata: { ...reply.start },
  };
  return reply.events instanceof ReadableStream
    ? streamResponse(reply.events, options)
    : encodeResponse(reply.events, options);
}
