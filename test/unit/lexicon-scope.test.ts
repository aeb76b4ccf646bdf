import { describe, expect, it } from "vitest";
import { decodeModel } from "../../src/assess/learned/codec";
import { consult, fallbackLevel, guardVeto, heldToOneAgent } from "../../src/assess/learned/tier";
import { learnedWeights } from "../../src/assess/learned/weights-node";
import { asksForWords, namesParty, worldQuestion } from "../../src/assess/lexicon-scope";
import { assess } from "../../src/assess/pipeline";
import { applyRules } from "../../src/assess/rules";
import { normalize } from "../../src/assess/text";
import { Catalog } from "../../src/catalog/catalog";

const named = (message: string) => namesParty(normalize(message));
const asks = (message: string) => asksForWords(normalize(message));

describe("namesParty", () => {
  it("finds a team, function or role that could own a step, in several languages", () => {
    // biome-ignore format: table
    const parties = ["have procurement check the terms", "loop in the CX team", "report to the CFO",
      "ask sales to sign off", "with legal and finance", "fai approvare il budget dalla finanza",
      "demande à l'équipe data de les segmenter", "o jurídico local revisando", "lass den Einkauf die Konditionen prüfen",
      "fais vérifier les conditions par les achats", "survey five vendors", "have local counsel confirm",
      "la personalabteilung soll das prüfen", "让法务审核合同"];
    for (const message of parties) expect(named(message), message).toBe(true);
    // Everyday units in a list, and a team handed a step.
    expect(named("retrain sales and support on the new crm")).toBe(true);
    expect(named("write it up and have the team review it")).toBe(true);
  });

  it("does not take everyday nouns for a team", () => {
    // biome-ignore format: table
    const none = ["build a pivot table of sales by region", "is it safe to take ibuprofen", "what are the product details",
      "it works now", "write a text to my landlord", "explain the offside rule in soccer", "my shopping list for the week",
      "la lista de compras", "the data looks odd", "security cameras for a small flat",
      "explain reverse engineering in simple terms", "personal finance basics", "content marketing tips",
      "how is my fantasy football team doing", "help me get it done", "give an example to go with it",
      "explain the 24 hr fasting protocol", "is it legal to record a phone call"];
    for (const message of none) expect(named(message), message).toBe(false);
  });
});

describe("asksForWords", () => {
  it("reads questions and requests for a text or an explanation", () => {
    // biome-ignore format: table
    const answers = ["explain the offside rule in soccer", "can you write a toast for my sister's wedding",
      "what's our policy on expensing home office equipment?", "summarize the pros and cons of index funds",
      "schreib mir ein Gedicht über den Herbst", "京都のおすすめの観光地を教えて", "offside rule in football, explained simply?"];
    for (const message of answers) expect(asks(message), message).toBe(true);
  });

  it("does not read a goal handed over as a request for words", () => {
    // biome-ignore format: table
    const goals = ["get the SOC 2 report done", "run the annual budget process", "plan the company offsite",
      "localize the app into Japanese and ship it", "migrate the billing service to the new cluster"];
    for (const message of goals) expect(asks(message), message).toBe(false);
  });
});

describe("the hold's limits", () => {
  it("asks for words only when nothing reaches over many things", () => {
    const opinion = (message: string) =>
      consult(decodeModel(learnedWeights()), message, applyRules({ message }), "none");
    expect(
      opinion("what would it take to move all 12 offices and retrain everyone?").oneAgentAsk,
    ).toBe(false);
    expect(opinion("explain the offside rule in soccer").oneAgentAsk).toBe(true);
  });
});

describe("worldQuestion", () => {
  const world = (message: string) => worldQuestion(normalize(message));

  it("reads a question about the world, whatever words of memory it uses", () => {
    // biome-ignore format: table
    const questions = ["What's the usual tip percentage at restaurants in the US?", "is ibuprofen the same as acetaminophen",
      "what was the last album the Beatles recorded", "which city hosted the Summer Olympics before Paris 2024?",
      "how long is the usual processing time for a passport renewal"];
    for (const message of questions) expect(world(message), message).toBe(true);
  });

  it("leaves questions that point at the chat, continue it, or come in another language", () => {
    // biome-ignore format: table
    const references = ["what was the restaurant we picked for friday", "what budget did I give you for the flowers?",
      "and the remaining chapters?", "what about tuesday?", "what was it again", "is it the same price on amazon",
      "what did the previous version say", "tell me again what the plumber quoted", "¿qué hotel elegimos al final?",
      "which one was cheaper", "what were the other options",
      "what was the name of the guy\nthe one we talked about"];
    for (const message of references) expect(world(message), message).toBe(false);
  });
});

describe("the fallback's organ for one agent's ask", () => {
  const model = decodeModel(learnedWeights());
  const opinionFor = (message: string, level: "organ" | "organism") => {
    const rules = applyRules({ message });
    const opinion = consult(model, message, rules, "none");
    const p = { atom: 0.05, molecule: 0.2, cell: 0.15, organ: 0.3, organism: 0.3 };
    p[level] += 0.1;
    return {
      ...opinion,
      prediction: {
        ...opinion.prediction,
        level,
        probability: p[level],
        probabilities: p,
        confident: false,
      },
      decides: null,
    };
  };

  it("holds an unsure organ to one agent when the message asks for words and names no one", () => {
    const opinion = opinionFor("write a cover letter for a junior data analyst role", "organ");
    expect(heldToOneAgent(opinion)).toBe(true);
    expect(fallbackLevel(opinion, null)).toBe("molecule");
    // Memory needs the rules' evidence, not the tier's lean: "explain the french revolution" is no cell.
    const leaning = {
      ...opinion,
      prediction: {
        ...opinion.prediction,
        probabilities: { ...opinion.prediction.probabilities, cell: 0.25 },
      },
    };
    expect(fallbackLevel(leaning, null)).toBe("molecule");
    expect(fallbackLevel({ ...opinion, recalls: true }, null)).toBe("cell");
    // A floor from the rules raises it whatever the hold says.
    expect(fallbackLevel(opinion, "organ")).toBe("organ");
  });

  it("keeps the organ when a team is named or the message hands over a goal", () => {
    const withTeam = opinionFor("write the launch plan with marketing and legal", "organ");
    expect(heldToOneAgent(withTeam)).toBe(false);
    expect(fallbackLevel(withTeam, null)).toBe("organ");
    const goal = opinionFor("get the soc 2 report done", "organism");
    expect(heldToOneAgent(goal)).toBe(false);
    expect(fallbackLevel(goal, null)).toBe("organism");
  });

  it("says so in the fallback's reasoning and signals", async () => {
    const catalog = new Catalog([], []);
    // The shipped model's features, with an unsure organ in place of its reading.
    const learned: typeof model = Object.create(model);
    learned.predict = (text, features) => {
      const real = model.predict(text, features);
      const probabilities = { atom: 0.05, molecule: 0.25, cell: 0.1, organ: 0.45, organism: 0.15 };
      return { ...real, level: "organ", probability: 0.45, probabilities, confident: false };
    };
    const result = await assess(
      { message: "explain the offside rule in soccer" },
      { catalog, learned },
    );
    expect(result.tier).toBe("fallback");
    expect(result.assessment.complexity).toBe("molecule");
    expect(result.assessment.needs_multi_agent).toBe(false);
    expect(result.assessment.reasoning).toMatch(/leaned organ.*names no other team/);
    expect(result.signals.map((s) => s.name)).toContain("fallback:one_agent_ask");
  });

  it("takes no cell for a question about the world, from the tier or the fallback", () => {
    const message = "what's the usual tip in restaurants in japan";
    const rules = applyRules({ message });
    expect(guardVeto("cell", message, rules, "none")).toMatch(/question about the world/);
    const opinion = consult(model, message, rules, "none");
    const cell = {
      ...opinion,
      prediction: { ...opinion.prediction, level: "cell" as const, confident: false },
      decides: null,
    };
    expect(cell.aboutTheWorld).toBe(true);
    expect(fallbackLevel(cell, null)).toBe("molecule");
    // A question about earlier turns keeps its cell.
    const earlier = "what was the restaurant we picked for friday";
    expect(guardVeto("cell", earlier, applyRules({ message: earlier }), "none")).toBeNull();
  });
});
