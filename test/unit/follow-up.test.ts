import { describe, expect, it } from "vitest";
import { atomDoubt, guardAtom, LEARNED_ATOM_THRESHOLD } from "../../src/assess/atom-guard";
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

describe("atom guard: a later tier's atom needs positive evidence", () => {
  it.each([
    ["my cat is so cute", null],
    ["lol that's wild", null],
    ["I had a long day", null],
    ["will I need an umbrella in London this weekend?", "question"],
    ["what's the EUR to USD exchange rate today", "question"],
    ["remember that I prefer aisle seats", "request"],
    ["the usual for Dana", "proper_noun"],
    ["table for 4 at 8", "number"],
    ["dinner tomorrow with ana", "time_reference"],
    ["wipe everything", "imperative"],
    ["grab me a coffee", "imperative"],
    ["Τα λέμε αύριο στο γραφείο με την ομάδα", "unsupported_script"],
    [
      "honestly it was such a lovely long walk along the river with the dog and the kids today",
      "long",
    ],
  ])("%j → %s", (message, doubt) => {
    expect(atomDoubt({ message, signals: [] })).toBe(doubt);
  });

  it("any positive rule signal is work evidence", () => {
    expect(atomDoubt({ message: "hmm", signals: [{ name: "action:money", weight: 3 }] })).toBe(
      "work_evidence",
    );
  });

  it("the learned tier over its threshold is independent agreement", () => {
    const message = "Τα λέμε αύριο!";
    expect(atomDoubt({ message, signals: [] })).toBe("unsupported_script");
    expect(
      atomDoubt({ message, signals: [], learnedAtomProbability: LEARNED_ATOM_THRESHOLD }),
    ).toBe(null);
    expect(atomDoubt({ message, signals: [], learnedAtomProbability: 0.5 })).toBe(
      "unsupported_script",
    );
  });

  it("raises an unconfirmed atom to molecule/delegate with a signal, and leaves others alone", () => {
    const draft = { complexity: "atom" as const, action: "respond" as const, reasoning: "Chat." };
    const raised = guardAtom({ message: "pay Bob", signals: [] }, draft);
    expect(raised.draft).toMatchObject({ complexity: "molecule", action: "delegate" });
    expect(raised.draft.reasoning).toContain("an atom needs positive evidence");
    expect(raised.signals).toEqual([{ name: "atom_unconfirmed:proper_noun", weight: 0 }]);
    const molecule = { ...draft, complexity: "molecule" as const, action: "delegate" as const };
    expect(guardAtom({ message: "pay Bob", signals: [] }, molecule)).toEqual({
      draft: molecule,
      signals: [],
    });
    // With a floor the floor raises it and says so itself.
    expect(
      guardAtom({ message: "pay Bob", signals: [], floor: "molecule" }, draft).signals,
    ).toEqual([]);
  });
});
