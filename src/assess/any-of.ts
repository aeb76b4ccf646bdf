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
 * The first row of a table whose pattern matches, as `rows.find(…)` would
 * find it, behind one joined screen (built on first use) that rules out most
 * texts in a single scan.
 *
 * @example
 * const act = firstMatch(ASSISTANT_ACTS);
 * act("want me to set a reminder?")?.reason // "offer"
 */
export function firstMatch<T extends { readonly pattern: RegExp }>(
  rows: readonly T[],
): (text: string) => T | undefined {
  const screen = lazy(() => anyOf(rows.map((row) => row.pattern)));
  return function firstMatching(text) {
    if (!screen()?.test(text)) return undefined;
    for (const row of rows) if (row.pattern.test(text)) return row;
    return undefined;
  };
}
