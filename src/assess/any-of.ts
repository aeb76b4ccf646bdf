import { lazy } from "../lib/lazy";

/**
 * One expression that matches wherever any of `patterns` does, or null for
 * none. Tier 1 tests dozens of table patterns per message, most of which fail;
 * one scan of the text costs a fraction of one call per pattern (the call
 * overhead dominates on short messages).
 *
 * Joining is exact only for patterns with the same flags and no
 * backreferences (joined, the groups are renumbered): anything else throws, so
 * a table that breaks the rule fails the unit tests, which build every screen.
 *
 * @example
 * anyOf([/\bredo\b/u, /^same\b/u])?.test("same again") // true
 */
export function anyOf(patterns: readonly RegExp[]): RegExp | null {
  const [first] = patterns;
  if (!first) return null;
  if (patterns.length === 1) return first;
  for (const pattern of patterns) {
    if (pattern.flags !== first.flags || pattern.global || pattern.sticky)
      throw new Error(`anyOf: /${pattern.source}/${pattern.flags} has other flags`);
    if (BACKREFERENCE.test(pattern.source))
      throw new Error(`anyOf: /${pattern.source}/ has a backreference`);
  }
  return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"), first.flags);
}

/** `\1` or `\k<name>` not itself escaped. */
const BACKREFERENCE = /(?<!\\)(?:\\\\)*\\(?:[1-9]|k<)/u;

/**
 * "Does any of these patterns match?", through one joined expression (anyOf)
 * once the screen is warm, and pattern by pattern before. V8 compiles a
 * joined expression in more time than its parts, and compiles it twice (to
 * bytecode on its first run, to machine code on its second): the joined
 * small-talk patterns took ~60 + 19 ms against ~15 ms apart on this machine,
 * and an isolate's first message paid that. `warmScreens` compiles them after
 * a response instead (services/warm-up.ts); the answer is the same either way.
 *
 * @example
 * const greets = new Screen([/^hi\b/u, /^hello\b/u]);
 * greets.test("hello there"); // true, one pattern at a time until warmed
 */
export class Screen {
  /** The joined expression, built on first use. */
  readonly expression = lazy(() => anyOf(this.patterns));
  /** Set by warmScreens once the joined expression is compiled. */
  ready = false;
  /** Why the patterns could not be joined (anyOf refused them): the screen stays pattern by pattern. */
  refused: string | null = null;

  constructor(readonly patterns: readonly RegExp[]) {
    SCREENS.push(this);
  }

  test(text: string): boolean {
    if (this.ready) return this.expression()?.test(text) ?? false;
    for (const pattern of this.patterns) if (pattern.test(text)) return true;
    return false;
  }
}

/** Every screen made so far, warmed or not: one list per isolate. */
const SCREENS: Screen[] = [];

/** Text for compiling a screen: what it matches does not matter, that it runs does. */
const WARM_TEXT = "hey, could you send the report we started yesterday? thanks!";

/**
 * Compiles each screen not yet warm (three runs: V8's bytecode, then its
 * machine code) and switches it to its joined expression, awaiting `pause`
 * between screens so that no single step holds the isolate longer than one
 * table's compilation (the small-talk table's is the longest, ~60–80 ms on
 * this machine). A table whose patterns cannot be joined stays pattern by
 * pattern, correct and slower, and is named in the result; the unit tests
 * build every screen, so that is a bug caught before a deploy.
 *
 * @example
 * await warmScreens(() => new Promise((resolve) => setTimeout(resolve, 0)));
 */
export async function warmScreens(
  pause: () => Promise<void>,
): Promise<{ warmed: number; refused: string[] }> {
  let warmed = 0;
  const refused: string[] = [];
  for (const screen of [...SCREENS]) {
    if (screen.ready || screen.refused) continue;
    await pause();
    try {
      const joined = screen.expression();
      for (let run = 0; run < 3; run++) joined?.test(WARM_TEXT);
    } catch (error) {
      screen.refused = error instanceof Error ? error.message : String(error);
      refused.push(screen.refused);
      continue;
    }
    screen.ready = true;
    warmed++;
  }
  return { warmed, refused };
}

/** Screens made and how many of them are warm, for tests and the bench. */
export function screenCounts(): { total: number; warm: number } {
  return { total: SCREENS.length, warm: SCREENS.filter((screen) => screen.ready).length };
}

/**
 * The first row of a table whose pattern matches, as `rows.find(…)` would
 * find it, behind a Screen of the table that, once warm, rules out most texts
 * in a single scan.
 *
 * @example
 * const act = firstMatch(ASSISTANT_ACTS);
 * act("want me to set a reminder?")?.reason // "offer"
 */
export function firstMatch<T extends { readonly pattern: RegExp }>(
  rows: readonly T[],
): (text: string) => T | undefined {
  const screen = new Screen(rows.map((row) => row.pattern));
  return function firstMatching(text) {
    if (screen.ready && !screen.test(text)) return undefined;
    for (const row of rows) if (row.pattern.test(text)) return row;
    return undefined;
  };
}
