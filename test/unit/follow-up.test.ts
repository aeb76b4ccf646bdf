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

  it.each(["no thanks", "nah", "thanks!", "haha"])("%j accepts nothing", (message) => {
    expect(names(applyRules({ message, history: offer }))).not.toContain(
      "conversation:accepts_offer",
    );
  });

  it("a service question offers nothing in particular", () => {
    const open = chat("how are you?", "Doing great, thanks! Anything I can do for you?");
    expect(applyRules({ message: "sure", history: open }).decision?.complexity).toBe("atom");
  });
});
