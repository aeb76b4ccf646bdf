import { warmScreens } from "./any-of";
import type { Turn } from "./conversation";
import { applyRules } from "./rules";

/**
 * Messages that walk tier 1's paths (greeting, fact, small talk, work, an
 * earlier-work reference, unspaced script, a reply to an offer, a reply to
 * small talk), so that every table is built and every screen made before the
 * screens are compiled.
 */
const WARM_UP: readonly { message: string; history?: Turn[] }[] = [
  { message: "hi there, how are you?" },
  { message: "what's the capital of france" },
  { message: "lol you're funny" },
  { message: "continue the report we started yesterday and send it to the finance team" },
  { message: "今日はいい天気ですね" },
  {
    message: "yes, send it",
    history: [
      { role: "user", content: "email Dana the Q3 report" },
      { role: "assistant", content: "I have drafted the email to Dana. Want me to send it?" },
    ],
  },
  {
    message: "pretty good, tired tho",
    history: [
      { role: "user", content: "hey" },
      { role: "assistant", content: "Hey! How's your evening going?" },
    ],
  },
];

/**
 * Prepares tier 1 for the isolate's later messages, off the user's path:
 * builds its tables by running it on WARM_UP, then compiles the joined
 * screens (any-of.ts) one at a time, awaiting `pause` between them. Returns
 * how many screens it compiled.
 *
 * @example
 * ctx.waitUntil(warmTier1(() => new Promise((resolve) => setTimeout(resolve, 0))));
 */
export async function warmTier1(pause: () => Promise<void>): Promise<number> {
  await pause();
  for (const input of WARM_UP) applyRules(input);
  return warmScreens(pause);
}
