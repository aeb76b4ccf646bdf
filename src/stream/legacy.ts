import type { ChatEvent, SequencedEvent } from "./events";
import { MessageMetadata } from "./metadata";

/**
 * Response headers of an AI SDK 4 data stream, as `toDataStreamResponse()` in `ai@4`
 * sends them; `x-vercel-ai-data-stream: v1` tells proxies and clients which protocol it is.
 *
 * @example
 * return new Response(body.pipeThrough(legacyDataStream(id)), { headers: LEGACY_STREAM_HEADERS });
 */
export const LEGACY_STREAM_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "content-type": "text/plain; charset=utf-8",
  "x-vercel-ai-data-stream": "v1",
  "cache-control": "no-cache",
});

/**
 * Encodes chat events as the AI SDK 4 data stream protocol: one `<code>:<JSON>\n`
 * line per part, with the codes and shapes of `@ai-sdk/ui-utils` 1.x.
 *
 * - first event: `f:{messageId}` (start step) before it
 * - `assessment`, `run`, `progress`, `workflow-update` → `2:[{type, ...}]` data parts.
 *   Not `d:`, which AI SDK 4 reads as the finish message; and not `8:` annotations,
 *   which `useChat` keeps in the message, while `2:` goes to its separate `data`.
 * - `text` → `0:"delta"`; `error` → `3:"message"`
 * - `tool-call` → `9:{toolCallId, toolName, args}`; `tool-result` → `a:{toolCallId, result}`
 * - `finish` → `e:{finishReason, usage, isContinued:false}` then `d:{finishReason, usage}`.
 * - the message's metadata (what the UI message stream sends as `messageMetadata`:
 *   path, tier, complexity, run id; usage and timings on finish) → `8:[{type:"metadata", …}]`,
 *   a message annotation, which AI SDK 4's `useChat` keeps in `message.annotations`:
 *   after `f:` when the caller knew some, and complete just before the finish.
 *   Without `event.usage`, `usage` is left out, as `ai@4` does with `sendUsage: false`:
 *   its client then reports unknown (NaN) rather than a made-up 0.
 *
 * Seq numbers are dropped: this protocol has no event ids.
 *
 * @example
 * events.pipeThrough(legacyDataStream("msg_1"));
 * // f:{"messageId":"msg_1"}\n0:"Hi"\n8:[{"type":"metadata",...}]\ne:{"finishReason":"stop",...}\nd:{...}\n
 */
export function legacyDataStream(
  messageId: string,
  metadata: Record<string, unknown> = {},
  began?: number,
): TransformStream<SequencedEvent, Uint8Array> {
  const encoder = new TextEncoder();
  const known = new MessageMetadata(metadata, began);
  let started = false;
  return new TransformStream({
    transform({ event }, controller) {
      let lines = "";
      if (!started) {
        lines += line("f", { messageId });
        if (Object.keys(metadata).length) lines += annotation(known);
      }
      started = true;
      known.learn(event);
      if (event.type === "finish") lines += annotation(known);
      lines += encode(event);
      // One chunk per event, ending on a newline: AI SDK 4's reader only parses
      // once a chunk ends with "\n".
      controller.enqueue(encoder.encode(lines));
    },
  });
}

function annotation(metadata: MessageMetadata): string {
  return line("8", [{ type: "metadata", ...metadata.value }]);
}

/** JSON.stringify escapes "\n" inside strings, so each part stays on one line. */
function line(code: string, value: unknown): string {
  return `${code}:${JSON.stringify(value)}\n`;
}

function encode(event: ChatEvent): string {
  switch (event.type) {
    case "assessment":
      return line("2", [{ type: "assessment", ...event.data }]);
    case "run":
      return line("2", [{ type: "run", run_id: event.data.run_id, status: event.data.status }]);
    case "progress":
      return line("2", [{ type: "progress", step: event.step }]);
    case "workflow-update": {
      const { id, stage, status, step } = event.data;
      return line("2", [
        {
          type: "workflow-update",
          ...(id === undefined ? {} : { id }),
          stage,
          status,
          ...(step === undefined ? {} : { step }),
        },
      ]);
    }
    case "text":
      return line("0", event.delta);
    case "tool-call":
      return line("9", { toolCallId: event.id, toolName: event.name, args: toolArgs(event.input) });
    case "tool-result":
      // The parser requires a `result` key, and JSON drops undefined ones.
      return line("a", { toolCallId: event.id, result: event.output ?? null });
    case "error":
      return line("3", event.message);
    case "finish": {
      const finishReason = event.reason;
      const usage = event.usage && {
        promptTokens: event.usage.input_tokens,
        completionTokens: event.usage.output_tokens,
      };
      return (
        line("e", { finishReason, usage, isContinued: false }) + line("d", { finishReason, usage })
      );
    }
  }
}

/** AI SDK 4's parser rejects a tool call whose `args` is missing or not an object. */
function toolArgs(input: unknown): unknown {
  if (input === undefined) return {};
  return typeof input === "object" ? input : { value: input };
}
