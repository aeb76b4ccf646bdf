import { describe, expect, it } from "vitest";
import type { Turn } from "../../src/assess/conversation";
import { applyRules } from "../../src/assess/rules";

const chat = (...contents: string[]): Turn[] =>
  contents.map((content, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content }));

const REPORTED = chat(
  "hi",
  "Hi! How can I help?",
  "email Dana the Q3 report",
  "I have prepared the email to Dana.",
);
const ASKED = chat("email Dana the Q3 report", "Shall I send it to Dana now?");

describe("follow-ups keep their work, after a question or a report", () => {
  it.each(["yes, send it", "do it", "the second one", "make it Friday instead", "send it now"])(
    "%j after a report inherits the request's domain and at least its level",
    (reply) => {
      const outcome = applyRules({ message: reply, history: REPORTED });
      expect(outcome.decision?.complexity).toBe("cell");
      expect(outcome.decision?.action).toBe("delegate");
      expect(outcome.domains).toContain("email");
      expect(outcome.historyRelevant).toBe(true);
      expect(outcome.retrievalText).toContain("email Dana the Q3 report");
      expect(outcome.signals.map((s) => s.name)).toContain("conversation:continues_work");
    },
  );

  it("after a question the existing proposal path still answers", () => {
    const outcome = applyRules({ message: "yes, send it", history: ASKED });
    expect(outcome.signals.map((s) => s.name)).toContain("conversation:continues_proposed_work");
    expect(outcome.domains).toContain("email");
  });

  it.each(["thanks!", "ok", "great", "no, don't", "lol", "bye"])(
    "%j after a report is not a continuation",
    (reply) => {
      const outcome = applyRules({ message: reply, history: REPORTED });
      expect(outcome.signals.map((s) => s.name)).not.toContain("conversation:continues_work");
    },
  );

  it("needs earlier work: 'do it' after small talk continues nothing", () => {
    const outcome = applyRules({ message: "do it", history: chat("hi", "Hello! What's up?") });
    expect(outcome.signals.map((s) => s.name)).not.toContain("conversation:continues_work");
  });

  it("a long message is read on its own", () => {
    const outcome = applyRules({
      message: "do it, but first tell me what the weather will be in Porto on Saturday morning",
      history: REPORTED,
    });
    expect(outcome.signals.map((s) => s.name)).not.toContain("conversation:continues_work");
  });
});

describe("accepting the assistant's offer to act", () => {
  const offer = chat(
    "my favourite band is touring",
    "Exciting! Want me to check if they're playing near you?",
  );
  const names = (outcome: ReturnType<typeof applyRules>) => outcome.signals.map((s) => s.name);

  it("is at least a cell, ranked by the offer's words, left to the next tier", () => {
    const outcome = applyRules({ message: "yes please!", history: offer });
    expect(outcome.decision).toBeNull();
    expect(outcome.floor).toBe("cell");
    expect(outcome.needsMemory).toBe(true);
    expect(outcome.historyRelevant).toBe(true);
    expect(outcome.retrievalText).toContain("playing near you");
    expect(names(outcome)).toContain("conversation:accepts_offer");
  });

  it.each([
    "no thanks",
    "nah",
    "thanks!",
    "haha",
    "ok thanks",
    "sure, maybe later",
    "yeah no",
    "ok what's the capital of portugal",
    "sure, no thanks",
    "sure, but not now",
    "ok, no i'm good",
    "sure, but i'll do it myself",
    "ok and what's the capital of portugal",
    "yes, no worries",
  ])("%j accepts nothing", (message) => {
    expect(names(applyRules({ message, history: offer }))).not.toContain(
      "conversation:accepts_offer",
    );
  });

  it.each([
    ["Doing great, thanks! Anything I can do for you?", "sure"],
    ["I can relate!", "ok"],
    ["I could talk about this all day.", "sure"],
    ["Bye! Let me know if you'd like anything else.", "ok"],
    ["I can imagine! Long day?", "yeah"],
  ])("after %j, %j stays small talk", (said, reply) => {
    const outcome = applyRules({ message: reply, history: chat("hey", said) });
    expect(outcome.decision?.complexity).toBe("atom");
  });

  it.each([
    ["Would you like a list of nearby venues?", "yes please"],
    ["Shall we plan the route?", "sure, go ahead"],
    ["I'd be happy to book a table if you like.", "sounds great"],
    ["Want a reminder for that?", "perfect"],
    // Accepted with a detail, and offers made as statements.
    ["That reading you liked is tomorrow — want me to RSVP?", "yes, for two"],
    [
      "I could plan a week of simple dinners and build a grocery list from it.",
      "sounds good, no mushrooms",
    ],
    ["I can book the 7:30 table at Luigi's.", "sure, at 8 instead"],
  ])("after %j, %j is accepted", (said, reply) => {
    const outcome = applyRules({ message: reply, history: chat("i'm hungry", said) });
    // Accepted as an offer, or as proposed work when the offer names a system.
    expect(
      names(outcome).some(
        (n) => n === "conversation:accepts_offer" || n === "conversation:continues_proposed_work",
      ),
    ).toBe(true);
    expect(outcome.decision?.complexity).not.toBe("atom");
  });

  it("ranks the offered work's tool, not the memory tools", async () => {
    const { assess } = await import("../../src/assess/pipeline");
    const { Catalog } = await import("../../src/catalog/catalog");
    const catalog = new Catalog(
      [
        {
          name: "CONCERT_SEARCH",
          description: "Check concerts playing near a city.",
          category: null,
        },
        { name: "MEMORY_SAVE", description: "Save a memory.", category: "memory" },
      ],
      [],
    );
    const result = await assess(
      { message: "yes please!", history: offer },
      { catalog, coreTools: ["MEMORY_SAVE"] },
    );
    expect(result.tools[0]).toBe("CONCERT_SEARCH");
  });
});
