import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CODEBOOK_SIZE, decodeModel, encodeModel } from "../../src/assess/learned/codec";
import { DOMAIN_BUCKETS, featurize, hash, LEVEL_BUCKETS } from "../../src/assess/learned/features";
import { shippedModel } from "../../src/assess/learned/load";
import { type LearnedModel, RUNNER_UP_SHARE } from "../../src/assess/learned/model";
import { isPlainLatin } from "../../src/assess/learned/script";
import { consult, fallbackLevel, guardVeto } from "../../src/assess/learned/tier";
import { learnedWeights } from "../../src/assess/learned/weights-node";
import { assess } from "../../src/assess/pipeline";
import { applyRules } from "../../src/assess/rules";
import { Catalog } from "../../src/catalog/catalog";
import { loadDomainRows, type TrainRow } from "../../train/data";
import { bootstrapMedian, fitModel, HYPER, lowestPrecise, train } from "../../train/trainer";

const bytes = learnedWeights();

/** A small model trained here from rows written for the test, so the tier's logic is checked apart from the shipped weights. */
function tinyModel() {
  const atoms = [
    "how are you doing",
    "tell me a joke",
    "you are funny",
    "what is your name",
    "good night",
  ];
  const work = [
    "email the report to sam",
    "turn off the lights",
    "what is the weather in oslo",
    "book a cab",
  ];
  const rows: TrainRow[] = [];
  for (let i = 0; i < 30; i++) {
    for (const text of atoms)
      rows.push({
        text: `${text} ${i % 3 ? "" : "please"}`.trim(),
        level: "atom",
        domains: [],
        source: "t",
        group: "t",
      });
    for (const text of work)
      rows.push({
        text: `${text}${i % 2 ? " now" : ""}`,
        level: "molecule",
        domains: text.includes("email") ? ["email"] : [],
        source: "t",
        group: "t",
      });
  }
  return decodeModel(train(rows, "test", { ...HYPER, epochs: 4 }).bytes);
}

describe("learned features", () => {
  it("keeps words in other scripts to the upper half of the domain head", () => {
    const f = featurize("выключи свет 今天 please");
    const half = DOMAIN_BUCKETS / 2;
    let others = 0;
    for (let i = 0; i < f.level.length; i++) {
      const d = f.domain[i] as number;
      if (d < 0 || i === 0) continue;
      const name = f.name(i);
      const latin = /^[uc]:<?[a-z]/.test(name);
      if (!latin) others++;
      expect(d).toBe(latin ? hash(name) % DOMAIN_BUCKETS : (hash(name) % half) + half);
    }
    // Two words with their prefixes, two characters of one letter each.
    expect(others).toBe(6);
  });

  it("names each feature by the string whose hash picks its bucket", () => {
    const f = featurize("Tell me a joke about 42 cats!");
    for (let i = 0; i < f.level.length; i++) {
      expect(hash(f.name(i)) % LEVEL_BUCKETS).toBe(f.level[i]);
      const d = f.domain[i] as number;
      if (d >= 0) expect(hash(f.name(i)) % DOMAIN_BUCKETS).toBe(d);
    }
    expect(f.name(2)).toBe("u:tell");
    expect(f.name(f.level.length - 1)).toBe("b:cats_</s>");
    // The domain head reads each word and its 4-character prefix, nothing else, in order.
    expect([...f.domain].filter((d) => d >= 0)).toEqual([...f.domainBuckets]);
    expect(
      [...f.domain.keys()].filter((i) => (f.domain[i] as number) >= 0).map((i) => f.name(i)),
    ).toEqual([
      "bias",
      "u:tell",
      "c:<tel",
      "u:me",
      "c:<me>",
      "u:a",
      "u:joke",
      "c:<jok",
      "u:about",
      "c:<abo",
      "u:0",
      "u:cats",
      "c:<cat",
    ]);
  });

  it("folds digits so numbers share a feature", () => {
    const a = featurize("refund order 88123");
    const b = featurize("refund order 4411");
    expect(a.level).toEqual(b.level);
  });

  it.each([
    ["empty", ""],
    ["8,000 characters", "a".repeat(8000)],
    ["8,000 words", "send ".repeat(1600)],
    ["all emoji", "🎉🎉🔥💯".repeat(200)],
    ["mixed script", "hola мир 你好 مرحبا こんにちは שלום 안녕 γεια".repeat(40)],
    ["unpaired surrogates and combining floods", `\ud800x\udfff${"e\u0301".repeat(3000)}`],
  ])("keeps the work bounded for %s input", (_, text) => {
    const f = featurize(text);
    expect(f.level.length).toBeLessThanOrEqual(2 + 64 * (2 + 24) + 1);
    expect(() => shippedModel()?.predict(text)).not.toThrow();
  });
});

describe("learned weights artifact", () => {
  it("loads, and was built for these features and labels", () => {
    const model = decodeModel(bytes);
    expect(model.header.levelBuckets).toBe(LEVEL_BUCKETS);
    expect(Object.keys(model.header.thresholds)).toHaveLength(5);
  });

  it.each([
    ["a wrong magic", (b: Uint8Array) => b.set([0, 0, 0, 0], 0)],
    [
      "a flipped weight",
      (b: Uint8Array) => b.set([(b[b.length - 10] as number) ^ 0xff], b.length - 10),
    ],
  ])("refuses an artifact with %s", (_, damage) => {
    const copy = bytes.slice();
    damage(copy);
    expect(() => decodeModel(copy)).toThrow(/learned weights/);
  });

  it.each([
    ['"levelReference":4', '"levelReference":0'],
    ['"atom":0.', '"atom":1.'],
  ])("refuses a header edited after training (%s → %s)", (from, to) => {
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain(from);
    // Same length, so only the checksum can tell.
    const edited = new TextEncoder().encode(text.replace(from, to));
    const copy = bytes.slice();
    const at = text.indexOf(from);
    copy.set(edited.subarray(at, at + to.length), at);
    expect(() => decodeModel(copy)).toThrow(/checksum mismatch/);
  });

  it("stores each weight as a nibble into its head's 16-value int8 codebook, empty level buckets as a bitmap", () => {
    const { header } = decodeModel(bytes);
    const k = header.levels.length;
    // Two nibbles to a byte; the reference level's column is left out (zero by
    // construction), and so is every level bucket whose stored indices are all 0.
    const dense = (LEVEL_BUCKETS * (k - 1) + DOMAIN_BUCKETS * header.domains.length) / 2;
    const headerBytes = 8 + new DataView(bytes.buffer, bytes.byteOffset).getUint32(4, true);
    const bitmap = bytes.subarray(headerBytes, headerBytes + LEVEL_BUCKETS / 8);
    const kept = bitmap.reduce((n, b) => n + b.toString(2).replaceAll("0", "").length, 0);
    expect(kept).toBeGreaterThan(LEVEL_BUCKETS / 2);
    expect(kept).toBeLessThan(LEVEL_BUCKETS);
    expect(bytes.length - headerBytes).toBe(
      dense - ((LEVEL_BUCKETS - kept) * (k - 1)) / 2 + bitmap.length,
    );
    for (const book of [header.levelCodebook, header.domainCodebook]) {
      expect(book).toHaveLength(CODEBOOK_SIZE);
      expect(book[0]).toBe(0); // an empty bucket's weights are exactly 0
    }
  });

  it("reads back every level bucket, the empty ones as codebook entry 0", () => {
    const { header } = decodeModel(bytes);
    const { checksum: _, ...rest } = header;
    const k = rest.levels.length;
    const ref = rest.levelReference;
    // Entry 0 is not 0 here, so an empty bucket that decoded as anything else shows.
    const levelCodebook = [3, -100, -60, -30, -10, -5, -2, 1, 2, 5, 10, 20, 40, 60, 90, 127];
    const texts = ["tell me a joke", "email the report to sam and book a cab"];
    const features = texts.map((t) => featurize(t).level);
    const level = new Uint8Array(LEVEL_BUCKETS * (k - 1));
    let seed = 7;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed >>> 16;
    };
    // About half the texts' buckets hold indices (a third of them 0), the rest stay empty.
    for (const b of features.flatMap((f) => [...f]))
      if (next() & 1)
        for (let j = 0; j < k - 1; j++) level[b * (k - 1) + j] = next() % 3 ? next() % 16 : 0;
    const domain = new Uint8Array(DOMAIN_BUCKETS * rest.domains.length);
    const model = decodeModel(
      encodeModel({ ...rest, levelCodebook, temperature: 1 }, level, domain),
    );
    for (const [t, text] of texts.entries()) {
      const z = rest.levels.map((_, j) => {
        if (j === ref) return rest.levelBias[j] as number;
        const col = j < ref ? j : j - 1;
        let sum = 0;
        for (const b of features[t] ?? [])
          sum += levelCodebook[level[b * (k - 1) + col] as number] as number;
        return sum * rest.levelScale + (rest.levelBias[j] as number);
      });
      const e = z.map((v) => Math.exp(v - Math.max(...z)));
      const total = e.reduce((a, b) => a + b, 0);
      const p = model.predict(text).probabilities;
      for (const [j, l] of rest.levels.entries())
        expect(p[l]).toBeCloseTo((e[j] as number) / total, 9);
    }
  });

  it("refuses the same high bit flipped in two bitmap bytes (rank shifted, size unchanged)", () => {
    const headerBytes = 8 + new DataView(bytes.buffer, bytes.byteOffset).getUint32(4, true);
    const copy = bytes.slice();
    for (const at of [headerBytes + 3, headerBytes + 4027]) copy[at] = (copy[at] as number) ^ 0x80;
    expect(() => decodeModel(copy)).toThrow(/learned weights/);
  });

  it("refuses a bitmap that does not match the weights after it", () => {
    const headerBytes = 8 + new DataView(bytes.buffer, bytes.byteOffset).getUint32(4, true);
    const copy = bytes.slice();
    const at = headerBytes + copy.subarray(headerBytes).findIndex((b) => b !== 0xff);
    copy[at] = 0xff; // more buckets claimed than stored
    expect(() => decodeModel(copy)).toThrow(/learned weights/);
  });

  it("expands indices through the codebook and refuses a codebook outside int8", () => {
    const { header } = decodeModel(bytes);
    const { checksum: _, ...rest } = header;
    const k = rest.levels.length;
    const ref = rest.levelReference;
    const stored = rest.levels.map((_, j) => j).filter((j) => j !== ref);
    // Level j's weight is codebook entry j in every bucket (the reference level's
    // is 0, not stored), so a message with n features gives level j the logit
    // (n · codebook[j] · scale + bias[j]) / T.
    const level = Uint8Array.from(
      { length: LEVEL_BUCKETS * (k - 1) },
      (_, i) => stored[i % (k - 1)] as number,
    );
    const domain = new Uint8Array(DOMAIN_BUCKETS * header.domains.length);
    const model = decodeModel(encodeModel(rest, level, domain));
    for (const text of ["x", "email the report to sam and book a cab"]) {
      const n = featurize(text).level.length;
      const z = rest.levels.map(
        (_, j) =>
          (n * (j === ref ? 0 : (rest.levelCodebook[j] as number)) * rest.levelScale +
            (rest.levelBias[j] as number)) /
          rest.temperature,
      );
      const e = z.map((v) => Math.exp(v - Math.max(...z)));
      const sum = e.reduce((a, b) => a + b, 0);
      const p = model.predict(text).probabilities;
      for (const [j, l] of rest.levels.entries())
        expect(p[l]).toBeCloseTo((e[j] as number) / sum, 6);
    }
    const bad = { ...rest, levelCodebook: [...rest.levelCodebook.slice(0, 15), 300] };
    expect(() => decodeModel(encodeModel(bad, level, domain))).toThrow(/bad codebook/);
    const short = { ...rest, domainCodebook: rest.domainCodebook.slice(0, 8) };
    expect(() => decodeModel(encodeModel(short, level, domain))).toThrow(/bad codebook/);
    for (const levelReference of [-1, k, 1.5])
      expect(() => decodeModel(encodeModel({ ...rest, levelReference }, level, domain))).toThrow(
        /bad reference level/,
      );
    expect(() => encodeModel(rest, level.fill(16), domain)).toThrow(/bad index/);
  });

  it("refuses an artifact without its thresholds", () => {
    const { header } = decodeModel(bytes);
    const { checksum: _, atomOtherScripts: __, ...rest } = header;
    const k = rest.levels.length;
    const level = new Uint8Array(LEVEL_BUCKETS * (k - 1));
    const domain = new Uint8Array(DOMAIN_BUCKETS * header.domains.length);
    expect(() =>
      decodeModel(encodeModel(rest as Omit<typeof header, "checksum">, level, domain)),
    ).toThrow(/missing thresholds/);
  });

  it("holds an atom outside plain Latin letters to its own threshold", () => {
    const { header } = decodeModel(bytes);
    const { checksum: _, ...rest } = header;
    const level = new Uint8Array(LEVEL_BUCKETS * (rest.levels.length - 1));
    const domain = new Uint8Array(DOMAIN_BUCKETS * header.domains.length);
    // All weights 0: the bias alone picks the level, with the same probability for any text.
    const atomFirst = { ...rest, levelBias: [5, 0, 0, 0, 0], temperature: 1 };
    const model = decodeModel(
      encodeModel(
        { ...atomFirst, thresholds: { ...rest.thresholds, atom: 0.5 }, atomOtherScripts: 0.99 },
        level,
        domain,
      ),
    );
    const latin = model.predict("tell me a joke");
    const other = model.predict("расскажи анекдот");
    expect(latin.level).toBe("atom");
    expect(other.probability).toBeCloseTo(latin.probability, 9);
    expect(latin.probability).toBeGreaterThan(0.5);
    expect(latin.probability).toBeLessThan(0.99);
    expect(latin.confident).toBe(true);
    expect(other.confident).toBe(false);
  });

  /**
   * The shipped header with zero weights and each domain's bias set to give
   * probability `probabilityOf(j)`: the domain head's decisions on a chosen curve.
   */
  function domainsAt(probabilityOf: (j: number) => number) {
    const { header } = decodeModel(bytes);
    const { checksum: _, ...rest } = header;
    const level = new Uint8Array(LEVEL_BUCKETS * (rest.levels.length - 1));
    const domain = new Uint8Array(DOMAIN_BUCKETS * header.domains.length);
    const logit = (p: number) => Math.log(p / (1 - p));
    const domainBias = rest.domains.map((_, j) => logit(probabilityOf(j)));
    return decodeModel(encodeModel({ ...rest, domainBias }, level, domain)).predict(
      "how many euros would 200 pounds get me",
    );
  }
  const domainNames = decodeModel(bytes).header.domains;

  it("names its likeliest domain under the hint threshold, however unlikely", () => {
    const withBias = (top: number) => domainsAt((j) => (j === 3 ? top : 0.001));
    const weak = withBias(0.01);
    expect(weak.domains).toEqual([]);
    expect(weak.likelyDomain).toBe(domainNames[3]);
    const sure = withBias(0.9);
    expect(sure.domains).toEqual([domainNames[3]]);
    // A predicted domain is a hint already: no second guess beside it.
    expect(sure.likelyDomain).toBeNull();
    expect(sure.runnerUp).toBeNull();
  });

  it("names a runner-up beside a likeliest domain only when it is nearly as likely", () => {
    const withBias = (top: number, next: number) =>
      domainsAt((j) => (j === 3 ? top : j === 5 ? next : 0.001));
    const close = withBias(0.2, 0.2 * RUNNER_UP_SHARE + 0.01);
    expect(close.likelyDomain).toBe(domainNames[3]);
    expect(close.runnerUp).toBe(domainNames[5]);
    expect(withBias(0.2, 0.2 * RUNNER_UP_SHARE - 0.01).runnerUp).toBeNull();
  });

  it.each([
    ["tell me a joke", true],
    ["thanks 🙏🙏 that’s “great” — really…", true],
    ["café au lait, please", true],
    ["¿a cuánto está el dólar hoy?", false],
    ["आज डॉलर का रेट क्या है", false],
    ["расскажи анекдот", false],
    ["", true],
  ])("reads %j as plain Latin: %s", (text, plain) => {
    expect(isPlainLatin(text)).toBe(plain);
  });

  it("refuses a truncated artifact", () => {
    expect(() => decodeModel(bytes.subarray(0, bytes.length - 1))).toThrow(/learned weights/);
    expect(() => decodeModel(bytes.subarray(0, 4))).toThrow(/learned weights/);
  });
});

describe("learned tier", () => {
  const model = tinyModel();

  it("decides a confident atom and names its evidence", () => {
    const opinion = consult(
      model,
      "tell me a joke",
      applyRules({ message: "tell me a joke" }),
      "none",
    );
    expect(opinion.prediction.level).toBe("atom");
    expect(opinion.signals[0]?.name).toBe("learned:atom");
    expect(Number.isInteger(opinion.signals[0]?.weight)).toBe(true);
    expect(opinion.signals.some((s) => s.name.startsWith("learned_ngram:"))).toBe(true);
  });

  it("never answers an atom below the rules' floor, nor when the text steers the router", () => {
    const rules = { ...applyRules({ message: "tell me a joke" }), floor: "molecule" as const };
    expect(consult(model, "tell me a joke", rules, "none").decides).toBeNull();
    const steering = { ...applyRules({ message: "tell me a joke" }), suspicious: true };
    const opinion = consult(model, "tell me a joke", steering, "none");
    expect(opinion.decides).toBeNull();
    // Nor does the fallback take its atom where the text steers the router.
    expect(opinion.atomGuess).toBe(0);
    expect(fallbackLevel(opinion, null)).toBe("molecule");
  });

  it("vetoes its atom for a bare noun phrase unless it is very sure", () => {
    const veto = (message: string, probability: number) =>
      guardVeto("atom", message, applyRules({ message }), "none", probability);
    expect(veto("my workout mix", 0.94)).toMatch(/bare noun phrase/);
    expect(veto("a beautiful day", 0.98)).toBeNull();
    expect(veto("my cat is so cute", 0.94)).toBeNull();
  });

  it("lets the fallback take an unsure atom only from 85 %, above no floor", () => {
    const rules = applyRules({ message: "tell me a joke" });
    const opinion = consult(model, "tell me a joke", rules, "none");
    expect(opinion.atomGuess).toBe(opinion.prediction.probability);
    const unsure = (atomGuess: number) => ({
      ...opinion,
      prediction: { ...opinion.prediction, level: "atom" as const, confident: false },
      decides: null,
      atomGuess,
    });
    expect(fallbackLevel(unsure(0.86), null)).toBe("atom");
    expect(fallbackLevel(unsure(0.84), null)).toBe("molecule");
    expect(fallbackLevel(unsure(0.86), "cell")).toBe("cell");
    expect(consult(model, "tell me a joke", rules, "work").atomGuess).toBe(0);
  });

  it("offline, a reply in a conversation of small talk is an atom when the tier finds it likeliest", async () => {
    const catalog = new Catalog([], []);
    const learned = shippedModel();
    const history = [
      { role: "user" as const, content: "what's your favorite movie" },
      {
        role: "assistant" as const,
        content: "Hard to pick! I have a soft spot for Spirited Away. Yours?",
      },
    ];
    const message = "toy story, always";
    const reply = await assess({ message }, { catalog, learned });
    // Alone, the tier is unsure; after the small talk the conversation agrees with it.
    expect(reply.assessment.complexity).not.toBe("atom");
    // After a remark that asks nothing, only the fallback takes the tier's likeliest "atom".
    const remark = [
      history[0] as (typeof history)[number],
      {
        role: "assistant" as const,
        content: "Hard to pick! I have a soft spot for Spirited Away.",
      },
    ];
    const afterRemark = await assess({ message, history: remark }, { catalog, learned });
    expect([afterRemark.tier, afterRemark.assessment.complexity]).toEqual(["fallback", "atom"]);
    expect(afterRemark.signals.map((s) => s.name)).toContain("conversation:small_talk_so_far");
    // Answering the assistant's question, with no tool's domain in it: the tier decides.
    const inChat = await assess({ message, history }, { catalog, learned });
    expect([inChat.tier, inChat.assessment.complexity]).toEqual(["learned", "atom"]);
    expect(inChat.signals.map((s) => s.name)).toEqual(
      expect.arrayContaining(["conversation:answers_question", "learned:no_task_domain"]),
    );
    // A request in the same conversation is no reply: the rules see its command.
    const order = await assess(
      { message: "play back to the future for me", history },
      { catalog, learned },
    );
    expect(order.assessment.complexity).not.toBe("atom");
    // After a turn that only greeted, a bare name opens the chat: it may be a request.
    const greeted = [
      { role: "user" as const, content: "hey" },
      { role: "assistant" as const, content: "Hey there!" },
    ];
    for (const opening of ["jaws", "the matrix"]) {
      const afterGreeting = await assess(
        { message: opening, history: greeted },
        { catalog, learned },
      );
      expect(afterGreeting.assessment.complexity).not.toBe("atom");
      const answer = await assess({ message: opening, history }, { catalog, learned });
      expect(answer.assessment.complexity).toBe("atom");
    }
    // What the tier's own atom refuses (an arrow) and what the level head is very
    // sure is work ("the tracking number") are no answer either.
    for (const request of ["cat pics → family chat", "the tracking number"]) {
      const asked = await assess({ message: request, history }, { catalog, learned });
      expect(asked.signals.map((s) => s.name)).not.toContain("learned:no_task_domain");
      expect(asked.assessment.complexity).not.toBe("atom");
    }
    // A name the domain head reads as a tool's domain may be a request even as an
    // answer ("spotify": music): the tier does not decide it, a model would.
    const service = await assess({ message: "spotify", history }, { catalog, learned });
    expect(service.assessment.complexity).not.toBe("atom");
    expect(service.signals.map((s) => s.name)).not.toContain("learned:no_task_domain");
    // After a request for work, the same words continue nothing small.
    const work = [
      { role: "user" as const, content: "find me a film showing tonight" },
      { role: "assistant" as const, content: "Found three showings. Which one do you want?" },
    ];
    const afterWork = await assess({ message, history: work }, { catalog, learned });
    expect(afterWork.assessment.complexity).not.toBe("atom");
  });

  it("offline, the fallback's atom passes the atom guard as a model's would", async () => {
    const catalog = new Catalog([], []);
    const learned = shippedModel();
    // 86 %: a telling of the past, whose "today" points at no plan.
    const small = await assess({ message: "i got a promotion today" }, { catalog, learned });
    expect([small.tier, small.assessment.complexity]).toEqual(["fallback", "atom"]);
    expect(small.assessment.reasoning).toMatch(/learned classifier's likeliest level/);
    // Over six words an unsure "atom" (82 %) is not taken: a need stated as a remark.
    const remark = await assess(
      { message: "i'm starving and i don't feel like cooking" },
      { catalog, learned },
    );
    expect(remark.signals[0]).toEqual({ name: "learned:atom", weight: 82 });
    expect([remark.tier, remark.assessment.complexity]).toEqual(["fallback", "molecule"]);
    // Unsure "atoms" (89 % each) that the guard refuses: a question, a request.
    const refused: [string, string][] = [
      ["do fish get thirsty", "question"],
      ["yo can you hear me", "request"],
    ];
    for (const [message, doubt] of refused) {
      const result = await assess({ message }, { catalog, learned });
      expect(result.signals.find((s) => s.name.startsWith("learned:"))?.name).toBe("learned:atom");
      expect([result.tier, result.assessment.complexity]).toEqual(["fallback", "molecule"]);
      expect(result.signals.map((s) => s.name)).toContain(`atom_unconfirmed:${doubt}`);
    }
  });

  it("never decides an atom after a turn that asked for work, and is surer after small talk", () => {
    const rules = applyRules({ message: "you are funny" });
    expect(consult(model, "you are funny", rules, "none").decides).toBe("atom");
    const afterWork = consult(model, "you are funny", rules, "work");
    expect(afterWork.decides).toBeNull();
    const afterChat = consult(model, "you are funny", rules, "chat");
    expect(afterChat.decides).toBe(afterChat.prediction.probability >= 0.995 ? "atom" : null);
  });

  it("never calls a long message an atom", () => {
    const long = `tell me a joke ${"and how are you doing ".repeat(10)}`;
    expect(consult(model, long, applyRules({ message: long }), "none").decides).not.toBe("atom");
  });

  it("hands its domain hints to tool ranking when it decides work", async () => {
    const catalog = new Catalog(
      [
        { name: "MAILER_DELIVER", description: "Deliver a message by email.", category: "email" },
        { name: "LAMP_SWITCH", description: "Switch a lamp.", category: "home" },
      ],
      [],
    );
    const result = await assess(
      { message: "email the report to sam now" },
      { catalog, learned: model },
    );
    expect(result.tier).not.toBe("fallback");
    expect(result.assessment.tool_hints).toContain("email");
    expect(result.tools[0]).toBe("MAILER_DELIVER");
  });

  it("ranks first the shipped catalog tool in the message's domain when the words miss it", async () => {
    const catalog = new Catalog(
      [
        {
          name: "TICKER_QUOTE",
          description: "Return the latest trade price for a listed equity symbol.",
          category: null,
        },
        { name: "NOTES_ADD", description: "Add a note for today or tomorrow.", category: null },
      ],
      [],
    );
    const message = "how are apple shares doing today";
    const shipped = shippedModel();
    const withDomains = await assess({ message }, { catalog, learned: shipped });
    const wordsOnly = await assess({ message }, { catalog });
    expect(wordsOnly.tools[0]).toBe("NOTES_ADD");
    expect(withDomains.tools[0]).toBe("TICKER_QUOTE");
  });

  it("lends its domains to work the rules decided, whose level stands", async () => {
    const catalog = new Catalog(
      [
        {
          name: "MAILBOX_QUERY",
          description: "Search messages in the user's mailbox by sender and date.",
          category: null,
        },
        {
          name: "FAMILY_TREE",
          description: "List a person's relatives: dad, mum.",
          category: null,
        },
        { name: "NOTES_ADD", description: "Add a new note.", category: null },
      ],
      [],
    );
    const message = "any new mail from dad?";
    const withDomains = await assess({ message }, { catalog, learned: shippedModel() });
    const wordsOnly = await assess({ message }, { catalog });
    expect(withDomains.tier).toBe("rules");
    expect(withDomains.assessment.complexity).toBe(wordsOnly.assessment.complexity);
    expect(wordsOnly.tools[0]).not.toBe("MAILBOX_QUERY");
    expect(withDomains.tools[0]).toBe("MAILBOX_QUERY");
  });

  it("ranks by the catalog's domains, not by a weaker second domain's words", async () => {
    const catalog = new Catalog(
      [
        {
          name: "DELIVERY_ORDER",
          description: "Place a food delivery order from a restaurant menu.",
          category: "food",
        },
        {
          name: "RECIPE_SEARCH",
          description: "Search recipes by ingredient, diet and cooking time.",
          category: "food",
        },
        {
          name: "THERMOSTAT_SETPOINT",
          description: "Set the target setpoint of a connected thermostat.",
          category: "home",
        },
      ],
      [],
    );
    // The shipped model once read "food" as a weaker second domain here; a model that still
    // does is made from it, so the test does not hang on one training run's quirk.
    const message = "it's freezing, bump the heat up";
    const real = shippedModel();
    if (!real) throw new Error("the shipped model did not load");
    const secondDomain = <T extends { domains: string[] }>(text: string, p: T): T =>
      text === message ? { ...p, domains: ["smart_home", "food"] } : p;
    const learned = Object.create(real) as LearnedModel;
    learned.predict = (text, features) => secondDomain(text, real.predict(text, features));
    learned.domains = (text, features) => secondDomain(text, real.domains(text, features));
    const result = await assess({ message }, { catalog, learned });
    // Both domains stay in the answer's hints; only the ranking leaves their words out.
    expect(result.assessment.tool_hints).toEqual(expect.arrayContaining(["home", "food"]));
    expect(result.tools[0]).toBe("THERMOSTAT_SETPOINT");
  });

  it("makes the fallback take its likeliest level at or above the floor", async () => {
    const catalog = new Catalog([], []);
    const result = await assess({ message: "zzqx wibble frobnicate" }, { catalog, learned: model });
    if (result.tier === "fallback")
      expect(result.assessment.reasoning).toMatch(/learned classifier/);
    expect(fallbackLevel(null, "cell")).toBe("cell");
    expect(fallbackLevel(null, null)).toBe("molecule");
  });
});

describe("domain-only rows", () => {
  const rows: TrainRow[] = ["tell me a joke", "email sam the report", "book a cab"].map(
    (text, i) => ({
      text,
      level: i === 0 ? "atom" : "molecule",
      domains: i === 1 ? ["email"] : [],
      source: "t",
      group: "t",
    }),
  );
  const hyper = { ...HYPER, epochs: 3 };

  it("teach the domain head and leave the level head exactly as it was", () => {
    const plain = fitModel(rows, hyper);
    const withDomains = fitModel(rows, hyper, {
      domainRows: [{ text: "did nvidia go up today", domains: ["finance"], source: "domains" }],
    });
    // A plain loop: toEqual on 327,680 floats takes seconds.
    const firstDifference = (a: Float64Array, b: Float64Array) =>
      a.length === b.length ? a.findIndex((x, i) => x !== b[i]) : 0;
    expect(firstDifference(withDomains.level, plain.level)).toBe(-1);
    expect(firstDifference(withDomains.levelBias, plain.levelBias)).toBe(-1);
    expect(firstDifference(withDomains.domain, plain.domain)).not.toBe(-1);
    const model = decodeModel(
      train(rows, "test", hyper, [
        { text: "did nvidia go up today", domains: ["finance"], source: "domains" },
      ]).bytes,
    );
    expect(model.predict("did nvidia go up today").domains).toContain("finance");
    // train() fits five calibration folds: seconds on a loaded machine.
  }, 30_000);

  it("are refused without a known domain", () => {
    const dir = mkdtempSync(join(tmpdir(), "domains-"));
    writeFileSync(join(dir, "a.jsonl"), '{"text": "buy shares", "domains": ["stocks"]}\n');
    expect(() => loadDomainRows(dir)).toThrow(/a.jsonl:1: unknown domain stocks/);
    writeFileSync(join(dir, "a.jsonl"), '{"text": "buy shares", "domains": []}\n');
    expect(() => loadDomainRows(dir)).toThrow(/needs text and at least one domain/);
  });
});

describe("threshold calibration", () => {
  // 2,000 atom predictions from 1.0 down to 0.6: one in 50 wrong (exactly the 98 % target)
  // down to 0.8, one in 20 below; `extra` more errors near the top.
  const flat = (extra: number) =>
    Array.from({ length: 2000 }, (_, i) => {
      const probability = 1 - (0.4 * i) / 2000;
      const rate = probability >= 0.8 ? 50 : 20;
      const wrong = i % rate === rate - 1 || (i >= 100 && i < 100 + extra);
      return { probability, want: wrong ? ("molecule" as const) : ("atom" as const) };
    });

  it("takes the lowest probability that keeps the target precision", () => {
    expect(lowestPrecise(flat(0), "atom")).toBeCloseTo(0.796, 3);
    expect(lowestPrecise([], "atom")).toBeGreaterThan(1);
  });

  it("moves by small steps where the precision curve is flat", () => {
    // One more error: the single crossing jumps from 0.80 to 0.98, the median barely moves.
    expect(lowestPrecise(flat(1), "atom") - lowestPrecise(flat(0), "atom")).toBeGreaterThan(0.15);
    expect(bootstrapMedian(flat(1), "atom") - bootstrapMedian(flat(0), "atom")).toBeLessThan(0.01);
    expect(bootstrapMedian(flat(1), "atom")).toBe(bootstrapMedian(flat(1), "atom"));
  });
});

describe("shipped model", () => {
  it("is the artifact the loader serves", () => {
    expect(shippedModel()?.header.checksum).toBe(decodeModel(bytes).header.checksum);
  });

  it.each([
    ["¿qué tiempo hará el sábado en sevilla?", "weather"],
    ["выключи свет на кухне", "smart_home"],
    ["下周三东京天气怎么样", "weather"],
    ["reserviere einen tisch für vier um acht", "food"],
    ["마이클한테 메일 보내줘", "email"],
    ["इस महीने मेरी सैलरी कब आएगी", "hr"],
  ])("reads the domain of a request in another language or script: %j → %s", (text, domain) => {
    const model = shippedModel();
    if (!model) throw new Error("the shipped weights did not load");
    const r = model.domains(text);
    expect(r.domains[0] ?? r.likelyDomain).toBe(domain);
  });
});
