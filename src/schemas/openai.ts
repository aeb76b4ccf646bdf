import { z } from "zod";
import type { ErrorCode } from "../errors";
import { LIMITS } from "../limits";

/** The routes that answer in OpenAI's shapes, errors included. */
export const OPENAI_ROUTES: readonly string[] = ["/v1/chat/completions", "/v1/models"];

/** A content part; only text is read, images and audio are carried as sent and ignored. */
const ContentPart = z.looseObject({
  type: z.string().min(1).max(100),
  text: z.string().optional(),
});

export const ChatCompletionMessage = z.looseObject({
  role: z.enum(["system", "developer", "user", "assistant", "tool", "function"]),
  content: z.union([z.string(), z.array(ContentPart).max(500), z.null()]).optional(),
  name: z.string().max(200).optional(),
});

/**
 * OpenAI's chat completions body. Sampling options (`temperature`, `tools`, …)
 * are accepted and ignored: the router decides the pipeline.
 */
export const ChatCompletionRequest = z.looseObject({
  model: z
    .string()
    .min(1)
    .max(200)
    .describe(
      "`auto` (assessed like /v1/chat) or `agent:<agent name>` (that agent, no assessment).",
    ),
  messages: z
    .array(ChatCompletionMessage)
    .min(1)
    .describe(
      `The conversation, oldest first; the last message is the user's. The newest ${LIMITS.forwardedTurns} earlier turns are used.`,
    ),
  stream: z.boolean().nullable().optional(),
  stream_options: z.looseObject({ include_usage: z.boolean().optional() }).nullable().optional(),
  user: z.string().max(200).optional(),
});
export type ChatCompletionRequest = z.infer<typeof ChatCompletionRequest>;

export const CompletionUsage = z.object({
  prompt_tokens: z.int(),
  completion_tokens: z.int(),
  total_tokens: z.int(),
});

export const ChatCompletion = z.object({
  id: z.string(),
  object: z.literal("chat.completion"),
  created: z.int(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.int(),
      message: z.object({
        role: z.literal("assistant"),
        content: z.string(),
        refusal: z.null(),
      }),
      finish_reason: z.enum(["stop", "length"]),
      logprobs: z.null(),
    }),
  ),
  usage: CompletionUsage,
});

export const ModelList = z.object({
  object: z.literal("list"),
  data: z.array(
    z.object({
      id: z.string().describe("`auto`, or `agent:<agent name>` for each active agent."),
      object: z.literal("model"),
      created: z.int(),
      owned_by: z.string(),
    }),
  ),
});

export const OpenAiErrorResponse = z
  .object({
    error: z.object({
      message: z.string(),
      type: z.string().describe("OpenAI's error type, e.g. `invalid_request_error`."),
      code: z.string().describe("The router's error code, or `model_not_found`."),
      param: z.string().nullable(),
    }),
  })
  .describe("Errors on the OpenAI-compatible routes, in OpenAI's shape.");

/** OpenAI's error type for each status class, so its clients raise the matching error class. */
function errorType(status: number): string {
  if (status === 401) return "authentication_error";
  if (status === 403) return "permission_error";
  if (status === 429) return "rate_limit_error";
  if (status >= 500) return "api_error";
  return "invalid_request_error";
}

/**
 * An error in OpenAI's shape.
 *
 * @example
 * openAiErrorBody("not_found", 404, "The model `x` does not exist."); // { error: { type: "invalid_request_error", … } }
 */
export function openAiErrorBody(code: ErrorCode, status: number, message: string) {
  return { error: { message, type: errorType(status), code, param: null } };
}

/** OpenAI's error responses for the statuses a route can answer with. */
export function openAiErrorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: `An error in OpenAI's shape (HTTP ${status}).`,
        content: { "application/json": { schema: OpenAiErrorResponse } },
      },
    ]),
  );
}
