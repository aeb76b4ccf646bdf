import type { OriginEvent } from "./protocol";

// Test directives: tokens like `[origin:fail]` in the last user message that make
// the reference origin misbehave on purpose, so the router's failure handling can
// be tested end to end. A real origin has none of this.

/** What the last user message asked the reference origin to do wrong. */
export interface Directives {
  /** Answer 503 before streaming. */
  fail: boolean;
  /** Milliseconds to wait before sending response headers. */
  delayFirstByteMs: number;
  /** Milliseconds to wait before each event after the first. */
  delayEventsMs: number;
  /** How the stream ends when it should not end well; null for a normal run. */
  ending: "break-midstream" | "error-event" | "malformed" | null;
  /** Add an event of a type no router knows, before `done`. */
  unknownEvent: boolean;
}

/** Longer delays would only tie up the test that asked for them. */
export const MAX_DELAY_MS = 60_000;

const TOKEN = /\[origin:([a-z-]+)(?:=(\d+))?\]/g;
// With the blanks before it, so removing a token leaves no double space behind.
const TOKEN_AND_BLANKS = /[ \t]*\[origin:[a-z-]+(?:=\d+)?\]/g;

/**
 * Reads the directives in a message. Unknown or malformed tokens are ignored;
 * when several endings are asked for, error-event wins over malformed, which
 * wins over break-midstream.
 *
 * @example
 * parseDirectives("hi [origin:delay-events=200] [origin:break-midstream]");
 * // { fail: false, delayFirstByteMs: 0, delayEventsMs: 200, ending: "break-midstream", unknownEvent: false }
 */
export function parseDirectives(message: string): Directives {
  const found = new Map<string, string | undefined>();
  for (const match of message.matchAll(TOKEN)) {
    if (match[1]) found.set(match[1], match[2]);
  }
  const endings = ["error-event", "malformed", "break-midstream"] as const;
  return {
    fail: found.has("fail"),
    delayFirstByteMs: delay(found.get("delay-first-byte")),
    delayEventsMs: delay(found.get("delay-events")),
    ending: endings.find((name) => found.has(name)) ?? null,
    unknownEvent: found.has("unknown-event"),
  };
}

/** The message without its directive tokens, so agents do not echo them. */
export function stripDirectives(message: string): string {
  return message.replace(TOKEN_AND_BLANKS, "").trim();
}

function delay(value: string | undefined): number {
  if (value === undefined) return 0;
  return Math.min(Number.parseInt(value, 10), MAX_DELAY_MS);
}

/** A line no JSON parser accepts: a truncated event, as a crashed writer would leave. */
export const MALFORMED_LINE = '{"type":"text","delta":"this line is cut sh';

/** The event a v1 router has never heard of and must skip. */
export const UNKNOWN_EVENT = { type: "future-thing", x: 1 } as const;

/**
 * The lines to stream: the agent's events, bent by the directives. A failure
 * ending keeps only the first text events and ends without `done`; the unknown
 * event goes just before `done` (or after the first event when there is none).
 */
export function shapeStream(events: readonly OriginEvent[], directives: Directives): string[] {
  let shaped: (OriginEvent | typeof UNKNOWN_EVENT | string)[] = [...events];
  const texts = events.filter((event) => event.type === "text");
  switch (directives.ending) {
    case "break-midstream":
      shaped = texts.slice(0, 2);
      break;
    case "error-event":
      shaped = [
        ...texts.slice(0, 1),
        { type: "error", message: "reference origin reported an error" },
      ];
      break;
    case "malformed":
      shaped = [...texts.slice(0, 1), MALFORMED_LINE];
      break;
    case null:
      break;
  }
  if (directives.unknownEvent) {
    const done = shaped.findIndex((line) => typeof line !== "string" && line.type === "done");
    shaped.splice(done === -1 ? Math.min(1, shaped.length) : done, 0, UNKNOWN_EVENT);
  }
  return shaped.map((line) => (typeof line === "string" ? line : JSON.stringify(line)));
}
