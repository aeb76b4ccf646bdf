import { describe, expect, it } from "vitest";
import {
  atomDoubt,
  guardAtom,
  LEARNED_ATOM_THRESHOLD,
  learnedAtomDoubt,
  runOnCommand,
} from "../../src/assess/atom-guard";

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
    // a time in a telling of the past is no plan; asked, planned or wanted, it is one
    ["i got a promotion today", null],
    ["my exam went great yesterday", null],
    ["i finished early today, gonna nap tomorrow", "time_reference"],
    ["worked late yesterday and will again tonight", "time_reference"],
    ["i wanted to see ana tomorrow", "time_reference"],
    ["i planned dinner with ana friday", "time_reference"],
    ["the speed dating thing tonight", "time_reference"],
    ["i passed, can we celebrate tonight", "time_reference"],
    ["wipe everything", "imperative"],
    ["grab me a coffee", "imperative"],
    // a clause that opens like a statement may still be a hint or run into a command (a review, 2026-12-03)
    ["kids are home unlock the door", "imperative"],
    ["work was awful play something calming", "imperative"],
    ["hallway is too dark", "imperative"],
    ["missed calls", "imperative"],
    ["het is hier veel te donker", "imperative"],
    // a verb that opens a small-talk phrase opens small talk only with the whole phrase
    ["take me home", "imperative"],
    ["catch me up", "imperative"],
    ["chat the team that I'm out sick", "imperative"],
    ["take care of yourself", null],
    ["catch you later", null],
    ["haha, come on", null],
    ["sounds like a plan", null],
    // an arrow points something somewhere
    ["📸➡️ family chat: the beach pics 🏖️", "arrow"],
    ["draft -> team channel", "arrow"],
    // a message for someone else, past the markers small talk opens with
    ["ok tell sean i appreciate him", "relay"],
    ["haha let sam know im running late", "relay"],
    ["a little brighter thanks", "adjust"],
    ["i can barely hear you", "adjust"],
    ["i'm looking for a bar do you know a good one", "request"],
    ["c'est combien l'euro en dollars là", "object"],
    // a thing wanted, named without a verb; a wish; words asked for in a language
    ["the golf leaderboard", "fragment"],
    ["my landlord about the leak", "fragment"],
    ["o próximo episódio", "fragment"],
    ["a warmer bedroom would be nice", "wish"],
    ["thank you in japanese", "translation"],
    ["good night in french lol", "translation"],
    ["i wanna watch netflix", "wish"],
    ["i'm craving tacos", "craving"],
    ["thai food would hit the spot", "craving"],
    ["good night routine", "object"],
    ["the weather is lovely", null],
    ["my cat's so cute", null],
    ["i just woke up", null],
    ["Τα λέμε αύριο στο γραφείο με την ομάδα", "unsupported_script"],
    [
      "honestly it was such a lovely long walk along the river with the dog and the kids today",
      "long",
    ],
  ])("%j → %s", (message, doubt) => {
    expect(atomDoubt({ message, signals: [] })).toBe(doubt);
  });

  it.each([
    ["do you reckon AI will ever dream", null],
    ["lol OK fair", null],
    ["ok tell dad good night", "relay"],
    ["ask away", null],
    ["tell me about yourself", null],
    ["so tell me something fun", null],
    ["i could ping Dana about it", "proper_noun"],
    ["📸➡️ family chat: the beach pics 🏖️", "arrow"],
    ["pad thai would hit so hard rn", "craving"],
    ["i'm looking for a bar do you know a good one", "seeking"],
    ["wat is het laatste nieuws", "object"],
    ["where is a great pub", "seeking"],
    ["when is taco bell going to arrive", "arrival"],
    ["where are you from", null],
    ["what are you looking for in life", null],
    ["a nap would be nice", null],
    ["monday again :( <3", null],
    // German capitalises its nouns: no name there.
    ["hast du heute schon Kaffee getrunken?", null],
    ["bist du eigentlich ein Roboter", null],
  ])("the learned tier's atom: %j → %s (acronyms of small talk are no names)", (message, doubt) => {
    expect(learnedAtomDoubt(message)).toBe(doubt);
  });

  it.each([
    ["i'm craving tacos", "craving"],
    ["where is a great pub", "seeking"],
    ["when is taco bell going to arrive", "arrival"],
    ["the super bowl odds", "live_data"],
    ["de melk is weer op", "shortage"],
    ["zimno tu trochę", "room"],
    ["kinda stranded outside the stadium lol", "stranded"],
    ["fala pro meu pai boa noite", "relay_intl"],
  ])(
    "the margin shape in %j vetoes a learned atom but stays out of calibration",
    (message, shape) => {
      expect(learnedAtomDoubt(message)).toBe(shape);
      expect(learnedAtomDoubt(message, undefined, { margin: false })).toBe(null);
      // A calibrated shape is seen either way.
      expect(learnedAtomDoubt("ok tell dad good night", undefined, { margin: false })).toBe(
        "relay",
      );
    },
  );

  it("any positive rule signal is work evidence", () => {
    expect(atomDoubt({ message: "hmm", signals: [{ name: "action:money", weight: 3 }] })).toBe(
      "work_evidence",
    );
  });

  it("the learned tier over its threshold is independent agreement, in Latin letters", () => {
    const message = "wild ride that was";
    expect(atomDoubt({ message, signals: [] })).toBe("imperative");
    expect(
      atomDoubt({ message, signals: [], learnedAtomProbability: LEARNED_ATOM_THRESHOLD }),
    ).toBe(null);
    expect(atomDoubt({ message, signals: [], learnedAtomProbability: 0.5 })).toBe("imperative");
  });

  it("the learned tier's agreement goes only as far as its own atom would: its vetoes hold", () => {
    const sure = { signals: [], learnedAtomProbability: 0.9 };
    expect(atomDoubt({ message: "haha you're the best, the tv is way too loud", ...sure })).toBe(
      "object",
    );
    expect(atomDoubt({ message: "lol ok tell dad good night", ...sure })).toBe("relay");
    expect(atomDoubt({ message: "i'm craving tacos so bad", ...sure })).toBe("craving");
    expect(atomDoubt({ message: "haha you're the best", ...sure })).toBe(null);
  });

  it.each([
    "my car broke down last summer",
    "the train was late again this morning lol",
    "i got stranded at the airport once",
    "we ran out of wine at the party last night",
    "it was super loud in here during the party",
  ])("a remark about the past asks for nothing now: %j", (message) => {
    expect(learnedAtomDoubt(message)).toBe(null);
  });

  it('a remark about now still vetoes, even with a word in -ed or a "won\'t" in it', () => {
    expect(learnedAtomDoubt("my car won't start and i'm at the mall")).toBe("stranded");
    expect(learnedAtomDoubt("kinda stranded outside the stadium lol")).toBe("stranded");
    expect(learnedAtomDoubt("the ferry was cancelled and i'm stranded")).not.toBe(null);
  });

  it("a room to put right is a request said as a remark, whatever the learned tier leans to", () => {
    expect(atomDoubt({ message: "it's way too loud in here", signals: [] })).toBe("room");
    // A sign of work found first keeps its own name: the remark shapes come last.
    expect(atomDoubt({ message: "catch me up", signals: [] })).toBe("imperative");
  });

  it("a hint with nothing else of work is refused when the learned tier leans to work", () => {
    const message = "the music is kinda quiet";
    expect(atomDoubt({ message, signals: [] })).toBe(null);
    expect(atomDoubt({ message, signals: [], learnedLevel: "molecule" })).toBe("learned_disagrees");
    expect(atomDoubt({ message, signals: [], learnedLevel: "atom" })).toBe(null);
    // The rules' own atom stands whatever the learned tier leans to.
    expect(atomDoubt({ message: "thanks a lot", signals: [], learnedLevel: "molecule" })).toBe(
      null,
    );
  });

  it.each([
    ["the tv is way too loud", "object"],
    ["we're out of paper towels again", "object"],
    ["a luz da sala tá forte demais", "object"],
    ["die tandartsafspraak moet er echt eens van komen", "object"],
    ["une pizza ce soir ça me tenterait bien", "object"],
    ["my cat is so cute", null],
    ["i love music", null],
    ["that song slaps", null],
    ["i'm a big fan of yours", null],
    ["i got a birthday card from my gran lol", null],
  ])(
    "things the assistant acts on veto even a confident learned atom: %j → %s",
    (message, doubt) => {
      expect(learnedAtomDoubt(message)).toBe(doubt);
    },
  );

  it.each([
    ["yarın istanbul'da yağmur var mı", "question"],
    ["mon colis arrive quand", "question"],
    ["se vemos el jueves", "time_reference"],
  ])("closing question words and time words of other languages: %j → %s", (message, doubt) => {
    expect(atomDoubt({ message, signals: [] })).toBe(doubt);
  });

  it("outside Latin letters only the phrase tables confirm an atom", () => {
    const sure = { signals: [], learnedAtomProbability: 0.99 };
    expect(atomDoubt({ message: "Τα λέμε αύριο!", ...sure })).toBe("unsupported_script");
    expect(atomDoubt({ message: "выключи свет в спальне", ...sure })).toBe("unconfirmed_script");
    expect(atomDoubt({ message: "购物清单里加上鸡蛋", ...sure })).toBe("unconfirmed_script");
    expect(atomDoubt({ message: "спасибо большое", signals: [] })).toBe(null);
    expect(atomDoubt({ message: "谢谢你啊", signals: [] })).toBe(null);
  });

  it("reads past discourse markers and looks at every clause", () => {
    const doubt = (message: string) => atomDoubt({ message, signals: [] });
    expect(doubt("ok shoot a quick note to the landlord")).toBe("imperative");
    expect(doubt("tbh start the dishwasher")).toBe("imperative");
    expect(doubt("so when does the couch get delivered")).toBe("question");
    expect(doubt("not gonna lie whats tesla at")).toBe("question");
    expect(doubt("not gonna lie whats bitcoin at")).toBe("object");
    expect(doubt("the rice is done, stop the stove")).toBe("imperative");
    expect(doubt("au fait éteins tout en bas")).toBe("imperative");
    // Markers alone, or before an opener, are still small talk; an auxiliary after a comma is a reply.
    expect(doubt("lol same")).toBe(null);
    expect(doubt("thanks, will do")).toBe(null);
    expect(doubt("haha, come on")).toBe(null);
    expect(doubt("ok so i just got back from the beach")).toBe(null);
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

describe("a request run on after small talk", () => {
  // biome-ignore format: table
  it.each([
    "alright thanks call dad", "you're useless just call my wife",
    "i'm so bored find me something to watch on netflix", "lol ok play a song", "thanks now turn off the lights",
    // The assistant's name between the small talk and the verb.
    "bye olly stop the music", "i love you olly call my sister",
  ])("%j is a request", (message) => {
    expect(runOnCommand(message)).toBe(true);
    expect(atomDoubt({ message, signals: [] })).not.toBeNull();
  });

  // biome-ignore format: table
  it.each([
    "thanks that was helpful", "haha tell me another one", "ok pick a number", "call me later",
    "good morning", "i'm bored", "thanks for the help", "good night olly", "thanks olly you're a star",
    // A word before the verb is a name only after small talk: here nothing before it is small talk.
    "weather olly play the news", "the sunset olly call it magic",
  ])("%j is not", (message) => {
    expect(runOnCommand(message)).toBe(false);
  });
});
