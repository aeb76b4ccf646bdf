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
    // one errand's objects: a topic list, reminders, list items, things to translate
    "draft an email to the team about: the budget, the timeline, and the launch",
    "remind me tomorrow: dentist appointment, car registration, and license renewal",
    "add these to my to-do list: tax report, insurance review, dentist booking",
    "translate into spanish: project plan, budget, timeline",
    // a question about a list, and a clock time's colon
    "what's on the agenda today - budget review, training, and hiring?",
    "set reminders at 10:30 for the standup, the review, and the report",
  ])("%j is no list of steps", (message) => {
    expect(headedWorkItems(normalize(message))).toBe(0);
  });

  // biome-ignore format: table
  it.each([
    "send the invoice to acme, talk soon, get some rest!", "look i get it, just send the file, talk later",
    "email sam at 9:15 about the report, the budget and the timeline",
  ])("%j stays one step", (message) => {
    const level = applyRules({ message }).decision?.complexity;
    expect(level && levelIndex(level)).toBeLessThan(levelIndex("organ"));
  });

  it("reads a long line in bounded time; a goal with a line break is not read (a gap, not a misfire)", () => {
    const long = `plan: ${"review, ".repeat(2_000)}audit`;
    expect(headedWorkItems(long)).toBe(0);
    expect(headedWorkItems("goal: audit, review, report\nand more: x, y, z")).toBe(0);
  });
});
