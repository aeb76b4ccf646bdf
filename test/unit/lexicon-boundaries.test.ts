import { describe, expect, it } from "vitest";
import * as actionsI18n from "../../src/assess/lexicon-actions-i18n";
import * as atoms from "../../src/assess/lexicon-atoms";
import * as chat from "../../src/assess/lexicon-chat";
import * as guard from "../../src/assess/lexicon-guard";
import * as universal from "../../src/assess/lexicon-universal";
import * as work from "../../src/assess/lexicon-work";

/**
 * `\b` is ASCII-only in JavaScript, even with the `u` flag: after "é" or
 * before "ü" it needs a letter on the other side to be ASCII, so
 * `/on avait décidé\b/u` never matched "on avait décidé pour…". Table
 * patterns must test letters with `(?![\p{L}])` or `(?<![\p{L}])` there.
 */
function tablePatterns(): Map<RegExp, string> {
  const found = new Map<RegExp, string>();
  const walk = (value: unknown, path: string, depth: number) => {
    if (depth > 6 || value === null || value === undefined) return;
    if (value instanceof RegExp) {
      if (!found.has(value)) found.set(value, path);
    } else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, `${path}[${i}]`, depth + 1);
    } else if (typeof value === "object") {
      for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`, depth + 1);
    }
  };
  const modules = { actionsI18n, atoms, chat, guard, universal, work };
  for (const [name, module] of Object.entries(modules))
    for (const [key, value] of Object.entries(module)) walk(value, `${name}.${key}`, 0);
  return found;
}

/** A non-ASCII letter right before `\b` (through the ends of alternatives and groups), or right after one. */
const BEFORE = /[^\p{ASCII}\P{L}](?:\)|\|[^|()]*)*?\\b/u;
const AFTER = /\\b(?:\((?:\?:)?)?[^\p{ASCII}\P{L}]/u;

describe("rule table patterns", () => {
  it("put no ASCII-only \\b next to a letter outside ASCII", () => {
    const patterns = tablePatterns();
    expect(patterns.size).toBeGreaterThan(250);
    const wrong = [...patterns].filter(([p]) => BEFORE.test(p.source) || AFTER.test(p.source));
    expect(wrong.map(([p, path]) => `${path}: /${p.source.slice(0, 80)}/`)).toEqual([]);
  });

  it("would catch the pattern that had it", () => {
    expect(BEFORE.test(String.raw`\bon avait (retenu|décidé|dit|choisi)\b`)).toBe(true);
    expect(AFTER.test(String.raw`\bübermorgen`)).toBe(true);
    expect(BEFORE.test(String.raw`\bon avait (retenu|décidé|dit|choisi)(?![\p{L}])`)).toBe(false);
  });
});
