import type { ChatEvent, SequencedEvent } from "./events";
import { MessageMetadata } from "./metadata";

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
 * The UI message stream encoder's state machine, as plain text: `start()`,
 * `push()` per event, `end()`. Text arrives as deltas; this keeps one text part
 * open and closes it before anything that is not text, as the SDK's reader
 * requires, and always ends finished.
 */
export class UiMessageEncoder {
  private openText: string | null = null;
  private textParts = 0;
  private finished = false;
  /** What the message is (path, tier, run id…): sent on start, completed from the log, repeated on finish. */
  private readonly metadata: MessageMetadata;

  constructor(
    private readonly messageId: string,
    metadata: Record<string, unknown> = {},
    began?: number,
  ) {
    this.metadata = new MessageMetadata(metadata, began);
  }

  start(): string {
    return sse({ type: "start", messageId: this.messageId, messageMetadata: this.metadata.value });
  }

  push({ seq, event }: SequencedEvent): string {
    if (this.finished) return "";
    let out = event.type === "text" ? "" : this.closeText();
    this.metadata.learn(event);
    for (const chunk of toChunks(event, this.metadata.value)) {
      if (chunk.type === "text-delta") {
        if (!this.openText) {
          this.openText = `text_${++this.textParts}`;
          out += sse({ type: "text-start", id: this.openText });
        }
        out += sse({ ...chunk, id: this.openText }, seq);
      } else {
        // One SSE id per event: the metadata that rides with an assessment takes none.
        out += sse(chunk, chunk.type === "message-metadata" ? undefined : seq);
      }
    }
    if (event.type === "finish") this.finished = true;
    return out;
  }

  end(): string {
    // A stream must always end finished, even when its source stopped early.
    const unfinished = this.finished ? "" : sse({ type: "finish", finishReason: "other" });
    return `${this.closeText()}${unfinished}data: [DONE]\n\n`;
  }

  private closeText(): string {
    const out = this.openText ? sse({ type: "text-end", id: this.openText }) : "";
    this.openText = null;
    return out;
  }
}

/**
 * Encodes chat events as an AI SDK UI message stream: SSE `data:` lines that
 * `readUIMessageStream` and `DefaultChatTransport` parse unmodified, ending with
 * `data: [DONE]`. Run events carry their sequence number as the SSE `id:`, so a
 * client can resume with Last-Event-ID.
 *
 * @example
 * events.pipeThrough(uiMessageStream("msg_1")).pipeTo(writable);
 */
export function uiMessageStream(
  messageId: string,
  metadata: Record<string, unknown> = {},
  began?: number,
): TransformStream<SequencedEvent, Uint8Array> {
  const state = new UiMessageEncoder(messageId, metadata, began);
  const write = (controller: TransformStreamDefaultController<Uint8Array>, text: string) => {
    if (text) controller.enqueue(encoder.encode(text));
  };
  return new TransformStream({
    start: (controller) => write(controller, state.start()),
    transform: (event, controller) => write(controller, state.push(event)),
    flush: (controller) => write(controller, state.end()),
  });
}

/** The whole UI message stream of events known up front, as one string. */
export function encodeUiMessages(
  messageId: string,
  events: readonly SequencedEvent[],
  metadata: Record<string, unknown> = {},
): string {
  const state = new UiMessageEncoder(messageId, metadata);
  return state.start() + events.map((e) => state.push(e)).join("") + state.end();
}

function sse(chunk: object, seq?: number): string {
  return `${seq ? `id: ${seq}\n` : ""}data: ${JSON.stringify(chunk)}\n\n`;
}

type Chunk = { type: string; [key: string]: unknown };

function toChunks(event: ChatEvent, metadata: Record<string, unknown>): Chunk[] {
  switch (event.type) {
    case "assessment": {
      const part: Chunk = { type: "data-assessment", data: event.data };
      // The decision id also rides in the message's metadata, where useChat keeps it per message.
      const id = event.data.decision_id;
      return id
        ? [part, { type: "message-metadata", messageMetadata: { decision_id: id } }]
        : [part];
    }
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
      // The id makes a client replace the stage's part in place instead of adding one per update.
      return [
        {
          type: "data-workflow-update",
          id: event.data.id ?? `stage:${event.data.stage}`,
          data: event.data,
        },
      ];
    case "error":
      return [{ type: "error", errorText: event.message }];
    case "finish":
      return [{ type: "finish", finishReason: event.reason, messageMetadata: { ...metadata } }];
  }
}
