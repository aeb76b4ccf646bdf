import { z } from "zod";

/**
 * Origin protocol v1, as docs/origin-protocol.md defines it: the run request the
 * router sends, the events an origin streams back, and the error body.
 */
export const PROTOCOL_VERSION = 1;

/** The media type of the event stream. */
export const NDJSON = "application/x-ndjson";

/** One turn of the conversation, oldest first in `messages`. */
export const RunMessage = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string(),
});
export type RunMessage = z.infer<typeof RunMessage>;

/** One stage of a multi-agent run. */
export const RunStage = z.object({
  index: z.int().min(0),
  role: z.string().min(1),
  skill: z.string().min(1),
  instructions: z.string(),
});
export type RunStage = z.infer<typeof RunStage>;

/**
 * The body of `POST /v1/runs`. Every key is required (null where allowed) so a
 * router that forgets one is caught here; unknown keys are ignored so a newer
 * router can add optional fields without breaking v1 origins.
 */
export const RunRequest = z.object({
  protocol: z.literal(PROTOCOL_VERSION),
  run_id: z.string().min(1).max(200),
  workspace_id: z.string().min(1).max(200),
  agent: z.object({ id: z.string().min(1), name: z.string().min(1) }).nullable(),
  tools: z.array(z.string().min(1)),
  // The origin only reads what it needs of the assessment; its full shape is the
  // router's business and may grow without a protocol bump.
  assessment: z.record(z.string(), z.unknown()).nullable(),
  messages: z
    .array(RunMessage)
    .min(1)
    .refine((messages) => messages.at(-1)?.role === "user", {
      message: "the last message must have role user",
    }),
  stage: RunStage.nullable(),
});
export type RunRequest = z.infer<typeof RunRequest>;

/** Why a successful run ended; `done` carries it. */
export type FinishReason = "stop" | "length" | "error" | "other";

/** One line of the response stream. */
export type OriginEvent =
  | { type: "text"; delta: string }
  | { type: "tool-call"; id: string; name: string; input: unknown }
  | { type: "tool-result"; id: string; name: string; output: unknown }
  | { type: "progress"; step: string }
  | { type: "error"; message: string }
  | {
      type: "done";
      finish_reason: FinishReason;
      usage?: { input_tokens: number; output_tokens: number };
      /** The origin's own time for the run, from the request's arrival to this line. */
      timing?: { origin_ms: number };
    };

/** The JSON body of every non-2xx answer. */
export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}
