import { z } from "zod";
import { LIMITS } from "../limits";

/** One part of a UI message. Only text parts are read; others (tools, files, data) are carried as sent. */
const UIPart = z.looseObject({ type: z.string().min(1).max(100) });

/**
 * A chat message as `useChat` sends it: AI SDK 5+ messages carry `parts`; AI SDK
 * 4 messages carry `content` (a string) and may have no `parts`. Either is read.
 */
export const UIMessageSchema = z.looseObject({
  id: z.string().max(200).optional(),
  role: z.enum(["system", "user", "assistant"]),
  parts: z.array(UIPart).max(500).optional(),
  content: z.string().optional().describe("AI SDK 4's message text, read when `parts` is absent."),
});

/**
 * The body `useChat` (AI SDK 5+, `DefaultChatTransport`) sends. Extra fields a
 * frontend adds through the transport's `body` option are accepted and ignored,
 * except `agent_id`, which names the agent to delegate to. A long conversation
 * is trimmed (newest turns kept), not refused; the body limit bounds its size.
 */
export const ChatRequest = z.looseObject({
  id: z.string().min(1).max(200).describe("The chat's id."),
  messages: z
    .array(UIMessageSchema)
    .min(1)
    .describe(
      `The conversation, oldest first; the last message is the user's. The newest ${LIMITS.forwardedTurns} earlier turns are used; older ones are dropped and the reply's metadata says so.`,
    ),
  trigger: z.enum(["submit-message", "regenerate-message"]).optional(),
  messageId: z.string().max(200).optional(),
  agent_id: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .describe("Skip assessment and delegate to this active agent of the workspace."),
});
export type ChatRequest = z.infer<typeof ChatRequest>;
