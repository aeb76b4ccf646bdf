import type { OriginEvent, RunRequest, RunStage } from "./protocol";

// Deterministic stand-ins for real agents: no model, no randomness, no clock, so
// the same request always streams the same bytes and tests can compare them.
// Styles differ by agent name so a test can see which agent a run reached.

interface Style {
  opening: (agent: string, quote: string) => string;
  step: string;
  summary: (tool: string, quote: string) => string;
}

const STYLES = {
  mail: {
    opening: (agent, quote) => `[${agent}] On it: ${quote}`,
    step: "Searching the inbox",
    summary: (tool, quote) => `${tool} prepared "${quote}"; nothing was sent (reference origin).`,
  },
  devops: {
    opening: (agent, quote) => `[${agent}] Plan of record for: ${quote}`,
    step: "Reading the repository",
    summary: (tool, quote) => `${tool} dry run for "${quote}" passed (reference origin).`,
  },
  generic: {
    opening: (agent, quote) => `[${agent}] Working on: ${quote}`,
    step: "Gathering what is needed",
    summary: (tool, quote) => `${tool} handled "${quote}" (reference origin, no side effects).`,
  },
} satisfies Record<string, Style>;

/** The agent name used when the router leaves the choice to the origin. */
export const DEFAULT_AGENT = "origin-default";

const QUOTE_CHARS = 120;
const SUMMARY_QUOTE_CHARS = 60;
const WORDS_PER_DELTA = 3;

/**
 * The events of a successful run, ending with `done`.
 *
 * @param request the validated run request
 * @param message the last user message, directive tokens already removed
 * @example
 * planRun(request, "send the Q3 report to Dana").map((e) => e.type);
 * // ["text", "text", …, "progress", "tool-call", "tool-result", "text", "done"]
 */
export function planRun(request: RunRequest, message: string): OriginEvent[] {
  const agent = request.agent?.name ?? DEFAULT_AGENT;
  const style = styleFor(agent);
  const quote = truncate(message.replace(/\s+/g, " ").trim(), QUOTE_CHARS) || "(empty message)";
  const opening = `${stagePrefix(request.stage)}${style.opening(agent, quote)}${endsSentence(quote) ? "" : "."}`;

  const events: OriginEvent[] = [];
  const tool = request.tools[0];
  if (tool) {
    events.push(...textDeltas(opening));
    events.push({ type: "progress", step: style.step });
    events.push({ type: "tool-call", id: "call_1", name: tool, input: { request: message } });
    events.push({
      type: "tool-result",
      id: "call_1",
      name: tool,
      output: {
        ok: true,
        tool,
        summary: style.summary(tool, truncate(quote, SUMMARY_QUOTE_CHARS)),
      },
    });
    events.push(...textDeltas("Done."));
  } else {
    events.push(...textDeltas(`${opening} Done.`));
  }

  const emitted = events.reduce((sum, e) => sum + (e.type === "text" ? e.delta.length : 0), 0);
  const received = request.messages.reduce((sum, m) => sum + m.content.length, 0);
  events.push({
    type: "done",
    finish_reason: "stop",
    usage: { input_tokens: Math.ceil(received / 4), output_tokens: Math.ceil(emitted / 4) },
  });
  return events;
}

function styleFor(agent: string): Style {
  const name = agent.toLowerCase();
  if (name.includes("mail")) return STYLES.mail;
  if (name.includes("devops") || name.includes("code")) return STYLES.devops;
  return STYLES.generic;
}

function stagePrefix(stage: RunStage | null): string {
  return stage ? `[${stage.role}] Using skill ${stage.skill}. ` : "";
}

/** A few words per delta, each delta after the first starting with its space, as models stream. */
function textDeltas(text: string): OriginEvent[] {
  const words = text.split(" ");
  const deltas: OriginEvent[] = [];
  for (let i = 0; i < words.length; i += WORDS_PER_DELTA) {
    const chunk = words.slice(i, i + WORDS_PER_DELTA).join(" ");
    deltas.push({ type: "text", delta: i === 0 ? chunk : ` ${chunk}` });
  }
  return deltas;
}

/** Cuts at code points, not UTF-16 units, so an emoji is never split in half. */
function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}

function endsSentence(text: string): boolean {
  return /[.!?…]$/.test(text);
}
