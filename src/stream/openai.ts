import type { FinishReason, SequencedEvent, Usage } from "./events";

/** Headers of OpenAI's streamed completions. */
export const OPENAI_STREAM_HEADERS = {
  "content-type": "text/event-stream",
  "cache-control": "no-cache",
  connection: "keep-alive",
  "x-accel-buffering": "no",
} as const;

export interface CompletionInfo {
  id: string;
  model: string;
  /** Unix seconds. */
  created: number;
  /** `stream_options.include_usage`: a last chunk with `usage` and no choices. */
  includeUsage: boolean;
}

const encoder = new TextEncoder();

/**
 * Chat events as OpenAI `chat.completion.chunk`s: the text as content deltas,
 * a last chunk with the finish reason, the usage chunk when asked for, then
 * `data: [DONE]`. Tool calls, progress and workflow updates are the router's
 * own (its agents ran the tools) and are not relayed: an OpenAI client would
 * take a tool call as one it must run. An error mid-stream is sent as an
 * `error` object, which OpenAI's clients raise.
 *
 * @example
 * events.pipeThrough(completionChunks({ id: "chatcmpl-1", model: "auto", created: 0, includeUsage: true }));
 */
export function completionChunks(
  info: CompletionInfo,
): TransformStream<SequencedEvent, Uint8Array> {
  let opened = false;
  let failed = false;
  let reason: FinishReason = "other";
  let usage: Usage | undefined;
  const chunk = (delta: object, finish: string | null) =>
    sse({
      id: info.id,
      object: "chat.completion.chunk",
      created: info.created,
      model: info.model,
      choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
      ...(info.includeUsage ? { usage: null } : {}),
    });
  const open = () => {
    if (opened) return "";
    opened = true;
    return chunk({ role: "assistant", content: "" }, null);
  };
  return new TransformStream({
    transform({ event }, controller) {
      if (failed) return;
      let out = "";
      if (event.type === "text" && event.delta)
        out = open() + chunk({ content: event.delta }, null);
      else if (event.type === "error") {
        failed = true;
        out = sse({
          error: { message: event.message, type: "api_error", code: "upstream_error", param: null },
        });
      } else if (event.type === "finish") {
        reason = event.reason;
        usage = event.usage;
      }
      if (out) controller.enqueue(encoder.encode(out));
    },
    flush(controller) {
      let out = "";
      if (!failed) {
        out += open() + chunk({}, finishReason(reason));
        if (info.includeUsage)
          out += sse({
            id: info.id,
            object: "chat.completion.chunk",
            created: info.created,
            model: info.model,
            choices: [],
            usage: completionUsage(usage),
          });
      }
      controller.enqueue(encoder.encode(`${out}data: [DONE]\n\n`));
    },
  });
}

/** The whole answer, for a non-streamed completion; an error ends it. */
export async function collectCompletion(
  events: AsyncIterable<SequencedEvent> | Iterable<SequencedEvent>,
) {
  let text = "";
  let reason: FinishReason = "other";
  let usage: Usage | undefined;
  for await (const { event } of events) {
    if (event.type === "text") text += event.delta;
    else if (event.type === "error") return { ok: false as const, message: event.message };
    else if (event.type === "finish") {
      reason = event.reason;
      usage = event.usage;
    }
  }
  return {
    ok: true as const,
    text,
    finish_reason: finishReason(reason),
    usage: completionUsage(usage),
  };
}

function finishReason(reason: FinishReason): "stop" | "length" {
  return reason === "length" ? "length" : "stop";
}

export function completionUsage(usage: Usage | undefined) {
  const prompt = usage?.input_tokens ?? 0;
  const completion = usage?.output_tokens ?? 0;
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
  };
}

function sse(value: object): string {
  return `data: ${JSON.stringify(value)}\n\n`;
}
