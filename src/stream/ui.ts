import type { ChatEvent, SequencedEvent } from "./events";

/** The headers of an AI SDK UI message stream (what `createUIMessageStreamResponse` sends). */
export const UI_STREAM_HEADERS = {
  "content-type": "text/event-stream",
  "cache-control": "no-cache",
  connection: "keep-alive",
  "x-vercel-ai-ui-message-stream": "v1",
  "x-accel-buffering": "no",
} as const;

const encoder = new TextEncoder();

/**
 * Encodes chat events as an AI SDK UI message stream: SSE `data:` lines that
 * `readUIMessageStream` and `DefaultChatTransport` parse unmodified, ending with
 * `data: [DONE]`. Run events carry their sequence number as the SSE `id:`, so a
 * client can resume with Last-Event-ID.
 *
 * Text arrives as deltas; this keeps one text part open and closes it before
 * anything that is not text, as the SDK's reader requires.
 *
 * @example
 * events.pipeThrough(uiMessageStream("msg_1")).pipeTo(writable);
 */
export function uiMessageStream(messageId: string): TransformStream<SequencedEvent, Uint8Array> {
  let openText: string | null = null;
  let textParts = 0;
  let finished = false;
  const emit = (
    controller: TransformStreamDefaultController<Uint8Array>,
    chunk: object,
    seq?: number,
  ) => {
    const id = seq ? `id: ${seq}\n` : "";
    controller.enqueue(encoder.encode(`${id}data: ${JSON.stringify(chunk)}\n\n`));
  };
  const closeText = (controller: TransformStreamDefaultController<Uint8Array>) => {
    if (openText) emit(controller, { type: "text-end", id: openText });
    openText = null;
  };

  return new TransformStream({
    start(controller) {
      emit(controller, { type: "start", messageId });
    },
    transform({ seq, event }, controller) {
      if (finished) return;
      if (event.type !== "text") closeText(controller);
      for (const chunk of toChunks(event)) {
        if (chunk.type === "text-delta") {
          if (!openText) {
            openText = `text_${++textParts}`;
            emit(controller, { type: "text-start", id: openText });
          }
          emit(controller, { ...chunk, id: openText }, seq);
        } else {
          emit(controller, chunk, seq);
        }
      }
      if (event.type === "finish") finished = true;
    },
    flush(controller) {
      closeText(controller);
      // A stream must always end finished, even when its source stopped early.
      if (!finished) emit(controller, { type: "finish", finishReason: "other" });
      controller.enqueue(encoder.encode("data: [DONE]\n\n"));
    },
  });
}

type Chunk = { type: string; [key: string]: unknown };

function toChunks(event: ChatEvent): Chunk[] {
  switch (event.type) {
    case "assessment":
      return [{ type: "data-assessment", data: event.data }];
    case "run":
      return [{ type: "data-run", id: "run", data: event.data }];
    case "text":
      return event.delta ? [{ type: "text-delta", delta: event.delta }] : [];
    case "tool-call":
      return [
        {
          type: "tool-input-available",
          toolCallId: event.id,
          toolName: event.name,
          input: event.input,
          dynamic: true,
          providerExecuted: true,
        },
      ];
    case "tool-result":
      return [
        {
          type: "tool-output-available",
          toolCallId: event.id,
          output: event.output,
          dynamic: true,
          providerExecuted: true,
        },
      ];
    case "progress":
      return [{ type: "data-progress", data: { step: event.step }, transient: true }];
    case "workflow-update":
      return [{ type: "data-workflow-update", data: event.data }];
    case "error":
      return [{ type: "error", errorText: event.message }];
    case "finish":
      return [{ type: "finish", finishReason: event.reason }];
  }
}
