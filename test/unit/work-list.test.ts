import { describe, expect, it } from "vitest";
import { applyRules } from "../../src/assess/rules";
import { levelIndex } from "../../src/assess/schema";
import { normalize } from "../../src/assess/text";
import { headedWorkItems } from "../../src/assess/work-list";

describe("a goal and its list of deliverables (work-list.ts)", () => {
  // biome-ignore format: table
  it.each([
    ["prep the board offsite: venue shortlist, agenda draft, pre-read deck, and catering booking", 4],
    ["open the new warehouse — lease signed, racking installed, staff hired, systems tested", 4],
    ["launch checklist: write the release notes, brief support, schedule the announcement", 3],
  ])("%j has %i steps in its list", (message, items) => {
    expect(headedWorkItems(normalize(message))).toBe(items);
    const level = applyRules({ message }).decision?.complexity;
    expect(level && levelIndex(level)).toBeGreaterThanOrEqual(levelIndex("organ"));
  });

  // biome-ignore format: table
  it.each([
    // an errand's payload: goods, people, or a sentence to work on
    "add to my shopping list: milk, eggs, bread and butter",
    "invite these people to the bbq: sam, priya, jo and the neighbours",
    "summarize this in one line: the council voted seven to two on tuesday to approve the new bike lanes, citing injuries",
    // two items are no plan, and a goal needs its colon or dash
    "for the offsite: the agenda and the deck", "gap analysis, policy drafts, evidence collection",
  ])("%j is no list of steps", (message) => {
    expect(headedWorkItems(normalize(message))).toBeLessThan(3);
  });

  it("reads a long line in bounded time and stops at the first line break", () => {
    const long = `plan: ${"review, ".repeat(2_000)}audit`;
    expect(headedWorkItems(long)).toBe(0);
    expect(headedWorkItems("goal: audit, review, report\nand more: x, y, z")).toBe(0);
  });
});
