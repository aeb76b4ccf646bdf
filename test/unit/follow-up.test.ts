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

describe("a bare question proposes work only when it asks a detail of an action the user asked for", () => {
  const turns = (user: string, assistant: string) => [
    { role: "user" as const, content: user },
    { role: "assistant" as const, content: assistant },
  ];

  it.each<[string, string, string]>([
    // The assistant's question is about the user's day, whatever words it shares with work.
    ["just watched the finale", "No spoilers! How did you feel about the ending?", "cried tbh"],
    ["my sister's visiting", "Fun! Are you two close?", "yeah she's my best friend"],
    [
      "it's raining again",
      "Rainy days can be cozy. Are you staying in today?",
      "yeah blanket and tea",
    ],
    [
      "my cat is sitting on my keyboard",
      "Classic cat move! What's your cat's name?",
      "Mochi, she's a menace",
    ],
  ])("%j / %j / %j is no continuation", (user, assistant, reply) => {
    const outcome = applyRules({ message: reply, history: turns(user, assistant) });
    expect(outcome.signals.map((s) => s.name)).not.toContain(
      "conversation:continues_proposed_work",
    );
    expect(outcome.decision?.complexity).not.toBe("cell");
  });

  it.each<[string, string, string]>([
    ["email Dana the Q3 report", "Which Dana, Dana Lee or Dana Park?", "lee"],
    ["send the invoice to the client", "What's the address?", "billing@acme.io"],
    ["book a table for tonight", "Sure! How many people?", "four"],
  ])("%j / %j / %j continues the request", (user, assistant, reply) => {
    const outcome = applyRules({ message: reply, history: turns(user, assistant) });
    expect(outcome.decision?.complexity ?? outcome.floor).not.toBe("atom");
    expect(outcome.signals.map((s) => s.name)).toContain("conversation:continues_proposed_work");
  });
});

describe("a short yes to a lookup's clarifying question continues the lookup", () => {
  const turns = (user: string, assistant: string) => [
    { role: "user" as const, content: user },
    { role: "assistant" as const, content: assistant },
  ];

  it.each<[string, string, string]>([
    ["check my calendar", "Just for today?", "yeah"],
    ["what's the weather in paris", "Today?", "yes please"],
    ["look up flights to rome", "Economy?", "yep"],
    ["search my drive for the lease", "The apartment lease?", "yes"],
    ["find a plumber near me", "Is it urgent?", "very"],
    ["check my calendar", "Sure! Do you mean today?", "yes"],
  ])("%j / %j / %j is no atom", (user, assistant, reply) => {
    const outcome = applyRules({ message: reply, history: turns(user, assistant) });
    expect(outcome.decision?.complexity).not.toBe("atom");
    expect(outcome.signals.map((s) => s.name)).toContain("conversation:continues_proposed_work");
  });

  it.each(["same to lisa", "and lisa too", "lisa as well"])(
    "%j after a report does the same work again",
    (reply) => {
      const outcome = applyRules({
        message: reply,
        history: turns("send $20 to tom for lunch", "Sent $20 to Tom."),
      });
      expect(outcome.signals.map((s) => s.name)).toContain("conversation:continues_work");
      expect(outcome.decision?.complexity).toBe("cell");
    },
  );

  it.each(["you too", "lol you too", "me too"])("%j after a report is no continuation", (reply) => {
    const outcome = applyRules({
      message: reply,
      history: turns("send $20 to tom for lunch", "Sent $20 to Tom."),
    });
    expect(outcome.signals.map((s) => s.name)).not.toContain("conversation:continues_work");
  });
});

describe("the second review's requests stay work", () => {
  const turns = (user: string, assistant: string) => [
    { role: "user" as const, content: user },
    { role: "assistant" as const, content: assistant },
  ];

  it.each<[string, string, string]>([
    ["a table for tonight", "Lovely. Is it just you?", "yes"],
    ["flights to rome next friday", "Rome in spring, lovely! Are you flying alone?", "yes"],
    ["where's my package", "Oh no! Do you know who shipped it?", "yes"],
    ["text someone i'm late", "Okay! Who should I text?", "papa"],
    ["my package is late", "Ugh, annoying! Who's delivering it?", "ups"],
  ])("%j / %j / %j is no atom by the rules", (user, assistant, reply) => {
    expect(
      applyRules({ message: reply, history: turns(user, assistant) }).decision?.complexity,
    ).not.toBe("atom");
  });

  it("a report that ends asking proposes what it asks", () => {
    const outcome = applyRules({
      message: "duplicates only",
      history: turns(
        "clean up my downloads folder",
        "I found 340 files, including 85 duplicates. Delete the duplicates?",
      ),
    });
    expect(outcome.signals.map((s) => s.name)).toContain("conversation:continues_proposed_work");
  });

  it.each(["lol i'm broke too", "good night, sleep well too"])(
    "%j after a report does no work again",
    (reply) => {
      const outcome = applyRules({
        message: reply,
        history: turns("send $20 to tom for lunch", "Sent $20 to Tom."),
      });
      expect(outcome.signals.map((s) => s.name)).not.toContain("conversation:continues_work");
    },
  );
});
