import { AppError } from "../errors";
import { LIMITS } from "../limits";
import type { ChatRequest } from "../schemas/chat";

export interface Turn {
  role: "user" | "assistant";
  content: string;
}

/**
 * The text of a `useChat` conversation: the latest user message, and the turns
 * before it. System messages are the frontend's own and are not forwarded;
 * non-text parts (files, tool calls) are not read.
 */
export function readConversation(body: ChatRequest): { latest: string; history: Turn[] } {
  const turns: Turn[] = [];
  for (const message of body.messages) {
    if (message.role === "system") continue;
    const content = message.parts
      .filter(
        (part): part is { type: "text"; text: string } =>
          part.type === "text" && typeof part.text === "string",
      )
      .map((part) => part.text)
      .join("\n")
      .trim();
    turns.push({ role: message.role, content });
  }
  const last = turns.at(-1);
  if (last?.role !== "user") {
    throw new AppError(
      "validation_failed",
      "Invalid request: the last message must be the user's.",
    );
  }
  if (!last.content) {
    throw new AppError(
      "validation_failed",
      "Invalid request: the last user message has no text part.",
    );
  }
  if (last.content.length > LIMITS.messageChars) {
    throw new AppError(
      "validation_failed",
      `Invalid request: the last user message is longer than ${LIMITS.messageChars} characters.`,
    );
  }
  return {
    latest: last.content,
    history: turns
      .slice(0, -1)
      .filter((t) => t.content)
      .slice(-LIMITS.forwardedTurns),
  };
}
