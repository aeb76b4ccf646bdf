import { describe, expect, it } from "vitest";
import { anyOf, firstMatch } from "../../src/assess/any-of";
import { ATOM_PATTERNS, FACT_PATTERNS, SMALL_TALK_PATTERNS } from "../../src/assess/lexicon-atoms";
import { ASSISTANT_ACTS, REPLY_WORK } from "../../src/assess/lexicon-chat";
import { WORK_SHAPES } from "../../src/assess/lexicon-guard";
import {
  ACTION_VERBS,
  BREADTH,
  DOMAINS,
  type LexiconEntry,
  MEMORY_REFERENCES,
  MULTI_STEP,
} from "../../src/assess/lexicon-work";
import { normalize, words } from "../../src/assess/text";
import { loadDomainRows, loadTrainingRows } from "../../train/data";

/**
 * Tier 1 tests each table through one joined expression (src/assess/any-of.ts).
 * Joined, a table must match exactly the texts one of its patterns matches:
 * checked on the training rows (HWU64, own and domain rows; not the held-out set), on every
 * word of them (ATOM_PATTERNS read words), and on texts that exercise anchors.
 */
const TEXTS = (() => {
  const texts = new Set<string>([
    "",
    "same again",
    "hahaha",
    "do that for the sales team",
    "the draft you wrote, but shorter",
  ]);
  for (const row of [...loadTrainingRows(), ...loadDomainRows()]) {
    const text = normalize(row.text);
    texts.add(text);
    for (const word of words(text)) texts.add(word);
  }
  return [...texts];
})();

const entryPatterns = (list: readonly LexiconEntry[]) =>
  list.flatMap((entry) => [...(entry.patterns ?? []), ...(entry.unlessPayload ?? [])]);

const TABLES: [string, readonly RegExp[]][] = [
  ["ATOM_PATTERNS", ATOM_PATTERNS.map((p) => p.pattern)],
  ["FACT_PATTERNS", FACT_PATTERNS.map((p) => p.pattern)],
  ["SMALL_TALK_PATTERNS", SMALL_TALK_PATTERNS.map((p) => p.pattern)],
  ["ASSISTANT_ACTS", ASSISTANT_ACTS.map((p) => p.pattern)],
  ["REPLY_WORK", REPLY_WORK.map((p) => p.pattern)],
  ["WORK_SHAPES", WORK_SHAPES.map((p) => p.pattern)],
  ...[ACTION_VERBS, BREADTH, DOMAINS, MEMORY_REFERENCES, MULTI_STEP].flatMap((list) =>
    list.map((entry): [string, readonly RegExp[]] => [entry.name, entryPatterns([entry])]),
  ),
];

describe("anyOf", () => {
  it("reads enough training text to mean something", () => {
    expect(TEXTS.length).toBeGreaterThan(5000);
  });

  it.each(TABLES.filter(([, patterns]) => patterns.length > 1))(
    "%s joined matches where one of its patterns does",
    (_, patterns) => {
      const joined = anyOf(patterns);
      const differ = TEXTS.filter(
        (text) => joined?.test(text) !== patterns.some((pattern) => pattern.test(text)),
      );
      expect(differ).toEqual([]);
    },
  );

  it("joins patterns with their groups and anchors intact", () => {
    const joined = anyOf([/^(a|b)c$/u, /x(y)?z/u]);
    expect(joined?.test("bc")).toBe(true);
    expect(joined?.test("abc")).toBe(false);
    expect(joined?.test("--xz--")).toBe(true);
    expect(anyOf([])).toBeNull();
  });

  it("refuses what joining would change", () => {
    expect(() => anyOf([/a/u, /b/iu])).toThrow(/other flags/);
    expect(() => anyOf([/a/gu, /b/gu])).toThrow(/other flags/);
    expect(() => anyOf([/a/u, /(b)\1/u])).toThrow(/backreference/);
    expect(() => anyOf([/a/u, /(?<x>b)\k<x>/u])).toThrow(/backreference/);
    // An escaped backslash before a digit is no backreference.
    expect(anyOf([/a/u, /\\1/u])?.test("\\1")).toBe(true);
  });
});

describe("firstMatch", () => {
  it("finds the row rows.find would, behind the screen", () => {
    const act = firstMatch(ASSISTANT_ACTS);
    for (const text of TEXTS) {
      expect(act(text)).toBe(ASSISTANT_ACTS.find((row) => row.pattern.test(text)));
    }
  });
});
