import { describe, expect, it } from "vitest";
import * as atomGuard from "../../src/assess/atom-guard";
import * as chatReply from "../../src/assess/chat-reply";
import * as conversation from "../../src/assess/conversation";
import * as followUp from "../../src/assess/follow-up";
import * as actionsI18n from "../../src/assess/lexicon-actions-i18n";
import * as atoms from "../../src/assess/lexicon-atoms";
import * as chat from "../../src/assess/lexicon-chat";
import * as guard from "../../src/assess/lexicon-guard";
import * as universal from "../../src/assess/lexicon-universal";
import * as work from "../../src/assess/lexicon-work";
import * as rules from "../../src/assess/rules";

/**
 * `\b` is ASCII-only in JavaScript, even with the `u` flag: next to "é" or
 * "ü" it needs an ASCII word character on the other side, so
 * `/on avait décidé\b/u` never matched "on avait décidé pour…" and
 * `/\b(à quelle heure)/u` never matched at all. Tier 1's patterns must test
 * letters with `(?![\p{L}])` or `(?<![\p{L}])` there.
 */
function patterns(): Map<RegExp, string> {
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
  const modules = {
    actionsI18n,
    atoms,
    chat,
    guard,
    universal,
    work,
    atomGuard,
    chatReply,
    conversation,
    followUp,
    rules,
  };
  for (const [name, module] of Object.entries(modules))
    for (const [key, value] of Object.entries(module)) walk(value, `${name}.${key}`, 0);
  return found;
}

const OUTSIDE_ASCII_LETTER = /[^\p{ASCII}\P{L}]/u;

/** The top-level alternatives of the group that opens at `open`. */
function branches(source: string, open: number): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = open + 1;
  if (source.startsWith("?:", start)) start += 2;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (c === "(") depth++;
    else if (c === ")" && --depth === 0) {
      out.push(source.slice(start, i));
      return out;
    } else if (c === "|" && depth === 1) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  return out;
}

/** Where the group that closes at `close` opens. */
function opening(source: string, close: number): number {
  let depth = 0;
  for (let i = close; i >= 0; i--) {
    if (source[i] === ")" && source[i - 1] !== "\\") depth++;
    else if (source[i] === "(" && source[i - 1] !== "\\" && --depth === 0) return i;
  }
  return -1;
}

/** Letters outside ASCII that can stand right after or right before a `\b`. */
function boundaryNeighbours(source: string): string[] {
  const bad: string[] = [];
  const firstOf = (text: string): string[] => {
    if (text.startsWith("(")) return branches(text, 0).flatMap(firstOf);
    if (text.startsWith("[")) return [text.slice(0, text.indexOf("]") + 1)];
    return [text.slice(0, 1)];
  };
  const lastOf = (text: string): string[] => {
    const trimmed = text.replace(/[?*+]+$/u, "").replace(/\{\d+(,\d*)?\}$/u, "");
    if (trimmed.endsWith(")")) {
      const open = opening(trimmed, trimmed.length - 1);
      return branches(trimmed, open).flatMap(lastOf);
    }
    if (trimmed.endsWith("]")) return [trimmed.slice(trimmed.lastIndexOf("["))];
    return [trimmed.slice(-1)];
  };
  for (let i = source.indexOf("\\b"); i >= 0; i = source.indexOf("\\b", i + 2)) {
    if (source[i - 1] === "\\") continue;
    for (const next of firstOf(source.slice(i + 2)))
      if (OUTSIDE_ASCII_LETTER.test(next)) bad.push(`\\b${next}`);
    for (const previous of lastOf(source.slice(0, i)))
      if (OUTSIDE_ASCII_LETTER.test(previous)) bad.push(`${previous}\\b`);
  }
  return bad;
}

describe("tier 1's patterns", () => {
  it("put no ASCII-only \\b next to a letter outside ASCII", () => {
    const all = patterns();
    expect(all.size).toBeGreaterThan(280);
    const wrong = [...all].flatMap(([p, path]) => {
      const bad = boundaryNeighbours(p.source);
      return bad.length ? [`${path}: ${bad.join(" ")}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it.each([
    [String.raw`\bon avait (retenu|décidé|dit|choisi)\b`, ["é\\b"]],
    [String.raw`\b(dit|décidé)?\b`, ["é\\b"]],
    [String.raw`caf[ée]\b`, ["[ée]\\b"]],
    [String.raw`\b(morgen|übermorgen)`, ["\\bü"]],
    [String.raw`\b(a qué hora|à quelle heure)\b`, ["\\bà"]],
    [String.raw`^(what|qué)\b`, ["é\\b"]],
    [String.raw`\bon avait (retenu|décidé)(?![\p{L}])`, []],
    [String.raw`\b(cafe|tea)\b`, []],
  ])("finds the boundaries in /%s/", (source, expected) => {
    expect(boundaryNeighbours(source)).toEqual(expected);
  });
});
