import { z } from "zod";
import { LIMITS } from "../limits";

export const HistoryTurn = z.strictObject({
  role: z.enum(["user", "assistant"]),
  content: z.string().max(LIMITS.historyTurnChars),
});

export const AssessRequest = z.strictObject({
  message: z
    .string()
    .max(LIMITS.messageChars)
    .describe(`The user's latest message, at most ${LIMITS.messageChars} characters.`),
  history: z
    .array(HistoryTurn)
    .max(LIMITS.historyTurns)
    .optional()
    .describe(`Earlier turns, oldest first, at most ${LIMITS.historyTurns}.`),
});
export type AssessRequest = z.infer<typeof AssessRequest>;
