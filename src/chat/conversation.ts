import { AppError } from "../errors";
import { LIMITS } from "../limits";
import type { ChatRequest } from "../schemas/chat";

export interface Turn {
  role: "user" | "assistant";
  content: string;
}

/** What was left out to fit the limits; null when nothing was. */
export interface Trimmed {
  /** Earlier turns with text that the chat carried. */
  turns_received: number;
  /** The newest of them, kept and forwarded. */
  turns_kept: number;
  /** Kept turns cut to LIMITS.historyTurnChars characters. */
  turns_shortened: number;
}

/** A message as either AI SDK generation sends it: `parts` (5+) or `content` (4). */
export interface AnyMessage {
  role: "system" | "user" | "assistant";
  parts?: { type: string; [key: string]: unknown }[];
  content?: string;
}

/**
 * The text of a `useChat` conversation: the latest user message, and the turns
 * before it. System messages are the frontend's own and are not forwarded;
 * non-text parts (files, tool calls) are not read. A long conversation is
 * trimmed to its newest LIMITS.forwardedTurns turns, each cut to
 * LIMITS.historyTurnChars, and `trimmed` says so.
 *
 * @example
 * readConversation({ messages: [{ role: "user", content: "hi" }] }).latest; // "hi"
 */
export function readConversation(
  body: Pick<ChatRequest, "messages"> | { messages: AnyMessage[] },
): {
  latest: string;
  history: Turn[];
  trimmed: Trimmed | null;
} {
  const turns: Turn[] = [];
  for (const message of body.messages as AnyMessage[]) {
    if (message.role === "system") continue;
    turns.push({ role: message.role, content: textOf(message) });
  }
  const last = turns.at(-1);
  if (last?.role !== "user") {
    throw new AppError(
      "validation_failed",
      "Invalid request: the last message must be the user's.",
    );
  }
  if (!last.content) {
    throw new AppError("validation_failed", "Invalid request: the last user message has no text.");
  }
  if (last.content.length > LIMITS.messageChars) {
    throw new AppError(
      "validation_failed",
      `Invalid request: the last user message is longer than ${LIMITS.messageChars} characters.`,
    );
  }
  const earlier = turns.slice(0, -1).filter((t) => t.content);
  const kept = earlier.slice(-LIMITS.forwardedTurns);
  let shortened = 0;
  const history = kept.map((t) => {
    if (t.content.length <= LIMITS.historyTurnChars) return t;
    shortened++;
    return { role: t.role, content: t.content.slice(0, LIMITS.historyTurnChars) };
  });
  const trimmed =
    kept.length < earlier.length || shortened > 0
      ? { turns_received: earlier.length, turns_kept: kept.length, turns_shortened: shortened }
      : null;
  return { latest: last.content, history, trimmed };
}

function textOf(message: AnyMessage): string {
  if (message.parts) {
    return message.parts
      .filter(
        (part): part is { type: "text"; text: string } =>
          part.type === "text" && typeof part.text === "string",
      )
      .map((part) => part.text)
      .join("\n")
      .trim();
  }
  return (message.content ?? "").trim();
}
