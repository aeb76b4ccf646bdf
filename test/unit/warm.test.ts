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
 * held-out set) and on conversations, before and after warming.
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

describe("warming tier 1", () => {
  it("changes no outcome, and leaves every screen warm", async () => {
    expect(TEXTS.length).toBeGreaterThan(4000);
    const cold = outcomes();
    expect(screenCounts().warm).toBe(0);
    const pauses: number[] = [];
    const warmed = await warmTier1(async () => {
      pauses.push(1);
    });
    expect(warmed).toBeGreaterThan(10);
    expect(screenCounts()).toEqual({ total: screenCounts().total, warm: screenCounts().total });
    // It yields before its first step and between screens, so no step holds the isolate long.
    expect(pauses.length).toBe(warmed + 1);
    expect(outcomes()).toEqual(cold);
  });

  it("a Screen answers as its patterns do, pattern by pattern and joined", async () => {
    const tables = [
      SMALL_TALK_PATTERNS.map((p) => p.pattern),
      (MEMORY_REFERENCES[0]?.patterns ?? []).filter((p): p is RegExp => p instanceof RegExp),
    ];
    for (const patterns of tables) {
      const screen = new Screen(patterns);
      const some = (text: string) => patterns.some((p) => p.test(text));
      const before = TEXTS.map((text) => screen.test(text));
      expect(before).toEqual(TEXTS.map(some));
      expect(await warmScreens(() => Promise.resolve())).toBe(1);
      expect(screen.ready).toBe(true);
      expect(TEXTS.map((text) => screen.test(text))).toEqual(before);
      expect(before.some(Boolean)).toBe(true);
    }
  });
});
