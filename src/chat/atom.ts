import type { LanguageModelV4 } from "@ai-sdk/provider";
import type { Signal } from "../assess/schema";
import type { WorkspaceSettings } from "../schemas/settings";
import type { ChatEvent } from "../stream/events";
import type { Turn } from "./conversation";

/** The kinds of atom a template answers; anything else needs words, so a model. */
const TEMPLATED = ["greeting", "thanks", "goodbye", "ack", "emoji", "empty"] as const;
type TemplatedKind = (typeof TEMPLATED)[number];

/** About 60 tokens: enough for manners, nothing that invites tool use. */
export const ATOM_SYSTEM_PROMPT =
  "You are a friendly assistant in a chat app. Reply briefly and warmly in the user's language. " +
  "You have no tools and no memory here; for tasks, ask the user to describe what they need.";

/** The atom kinds the rules recorded as signals (`atom:greeting`, …). */
export function atomKinds(signals: readonly Signal[]): string[] {
  return signals.filter((s) => s.name.startsWith("atom:")).map((s) => s.name.slice(5));
}

/**
 * A template reply when every part of the message is templated (greetings,
 * thanks, goodbyes, emoji), chosen deterministically from the chat and turn.
 * Returns null when the message needs a model.
 */
export function templateReply(
  kinds: readonly string[],
  templates: WorkspaceSettings["atom_templates"],
  seed: string,
): string | null {
  if (kinds.length === 0 || !kinds.every((k) => (TEMPLATED as readonly string[]).includes(k)))
    return null;
  const kind = pickKind(kinds as TemplatedKind[]);
  const options = templates[kind];
  return options[hash(seed) % options.length] ?? options[0] ?? null;
}

/** A goodbye outranks thanks, thanks a greeting ("thanks, bye!" is a goodbye). */
function pickKind(kinds: readonly TemplatedKind[]): keyof WorkspaceSettings["atom_templates"] {
  if (kinds.includes("goodbye")) return "goodbye";
  if (kinds.includes("thanks")) return "thanks";
  if (kinds.includes("greeting")) return "greeting";
  return "reaction";
}

/**
 * Small talk the templates cannot answer, streamed from the workspace's model
 * with a minimal prompt and no tools. With no model, the reply says so plainly.
 */
export async function* modelAtom(
  model: LanguageModelV4,
  history: readonly Turn[],
  latest: string,
  signal: AbortSignal,
): AsyncGenerator<ChatEvent> {
  const failure: { error?: unknown } = {};
  // The AI SDK loads on the first model atom, not at startup (once per isolate).
  const { streamText } = await import("../llm/sdk");
  const result = streamText({
    model,
    instructions: ATOM_SYSTEM_PROMPT,
    messages: [...history.slice(-4), { role: "user" as const, content: latest }],
    maxOutputTokens: 300,
    abortSignal: signal,
    onError: ({ error }) => {
      failure.error = error;
    },
  });
  for await (const delta of result.textStream) yield { type: "text", delta };
  if (failure.error) {
    console.error(JSON.stringify({ msg: "atom model failed", error: String(failure.error) }));
    yield { type: "error", message: "The model could not answer just now. Try again in a moment." };
    yield { type: "finish", reason: "error" };
    return;
  }
  const usage = await result.usage;
  yield {
    type: "finish",
    reason: "stop",
    usage: { input_tokens: usage.inputTokens ?? 0, output_tokens: usage.outputTokens ?? 0 },
  };
}

/** FNV-1a: a stable, cheap string hash for picking a template. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
