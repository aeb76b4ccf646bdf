import { describe, expect, it } from "vitest";
import { Screen, screenCounts, warmScreens } from "../../src/assess/any-of";
import { SMALL_TALK_PATTERNS } from "../../src/assess/lexicon-atoms";
import { MEMORY_REFERENCES } from "../../src/assess/lexicon-work";
import { applyRules } from "../../src/assess/rules";
import { warmTier1 } from "../../src/assess/warm";
import { loadTrainingRows } from "../../train/data";

/**
 * Tier 1 tests each table pattern by pattern until its screens are warmed
 * (after an isolate's first message), then through one joined expression.
 * The answers must not depend on which: checked on the training rows (not the
 * held-out set) and on conversations, before and after warming. (Each joined
 * table against its patterns, on every training row: any-of.test.ts.)
 */
const TEXTS = loadTrainingRows()
  .filter((_, i) => i % 4 === 0)
  .map((row) => row.text);
const CONVERSATIONS = [
  {
    message: "yes, send it",
    history: [
      { role: "user" as const, content: "email Dana the Q3 report" },
      { role: "assistant" as const, content: "I have drafted it. Want me to send it?" },
    ],
  },
  {
    message: "haha same, tired tho",
    history: [
      { role: "user" as const, content: "hey" },
      { role: "assistant" as const, content: "Hey! How's your evening going?" },
    ],
  },
];
const outcomes = () => [
  ...TEXTS.map((message) => JSON.stringify(applyRules({ message }))),
  ...CONVERSATIONS.map((input) => JSON.stringify(applyRules(input))),
];
const noPause = () => Promise.resolve();

/** A pattern that counts its own tests: a warm screen must not call it. */
class Counted extends RegExp {
  calls = 0;
  override test(text: string): boolean {
    this.calls++;
    return super.test(text);
  }
}

describe("warming tier 1", () => {
  it("changes no outcome, and leaves every screen warm", async () => {
    expect(TEXTS.length).toBeGreaterThan(4000);
    const cold = outcomes();
    expect(screenCounts().warm).toBe(0);
    let pauses = 0;
    const { warmed, refused } = await warmTier1(() => {
      pauses++;
      return Promise.resolve();
    });
    expect(refused).toEqual([]);
    expect(warmed).toBeGreaterThan(10);
    expect(screenCounts().warm).toBe(screenCounts().total);
    // It yields before its first step and between screens, so no step holds the isolate long.
    expect(pauses).toBe(warmed + 1);
    expect(outcomes()).toEqual(cold);
  });

  it("a warm screen answers through its joined expression, as its patterns do", async () => {
    const tables = [
      SMALL_TALK_PATTERNS.map((p) => p.pattern),
      (MEMORY_REFERENCES[0]?.patterns ?? []).filter((p): p is RegExp => p instanceof RegExp),
    ];
    for (const patterns of tables) {
      const counted = patterns.map((p) => new Counted(p.source, p.flags));
      const screen = new Screen(counted);
      const some = (text: string) => patterns.some((p) => p.test(text));
      const before = TEXTS.map((text) => screen.test(text));
      expect(before).toEqual(TEXTS.map(some));
      expect(before.some(Boolean)).toBe(true);
      expect((await warmScreens(noPause)).warmed).toBe(1);
      expect(screen.ready).toBe(true);
      const calls = counted.reduce((n, p) => n + p.calls, 0);
      expect(TEXTS.map((text) => screen.test(text))).toEqual(before);
      expect(counted.reduce((n, p) => n + p.calls, 0)).toBe(calls);
    }
  });

  it("a table that cannot be joined stays pattern by pattern, named, and is not retried", async () => {
    const screen = new Screen([/a/u, /(b)\1/u]);
    const result = await warmScreens(noPause);
    expect(result.warmed).toBe(0);
    expect(result.refused).toEqual([expect.stringMatching(/backreference/)]);
    expect(screen.ready).toBe(false);
    expect(screen.test("bb")).toBe(true);
    expect(screen.test("c")).toBe(false);
    expect(await warmScreens(noPause)).toEqual({ warmed: 0, refused: [] });
  });
});
