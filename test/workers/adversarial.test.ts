import { describe, expect, it } from "vitest";
import adversarialText from "../fixtures/adversarial.jsonl?raw";
import controlText from "../fixtures/smalltalk-control.jsonl?raw";
import { assessVia, fakeAi, verdict } from "./app-helpers";
import { admin, newWorkspace } from "./helpers";

interface Row {
  id: string;
  category: string;
  lang: string;
  message: string;
}

const parse = (text: string): Row[] =>
  text
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Row);

const ADVERSARIAL = parse(adversarialText);
const CONTROL = parse(controlText);

/** A Workers AI binding fooled into calling everything small talk, counting its calls. */
function alwaysAtom() {
  const ai = fakeAi(() => verdict("atom", { reasoning: "Just small talk." }));
  return { binding: ai.binding, calls: () => ai.calls.length };
}

async function workspaceWithModel() {
  const ws = await newWorkspace();
  await admin(`/admin/workspaces/${ws.id}/settings`, {
    method: "PUT",
    body: { settings: { classifier: { provider: "workers-ai", timeout_ms: 1500 } } },
  });
  return ws;
}

/** Every row through /v1/assess; returns the rows that came back as atoms. */
async function atomsAmong(rows: readonly Row[], token: string, overrides = {}) {
  const atoms: string[] = [];
  // A few requests in flight at a time, as clients would send them.
  for (let i = 0; i < rows.length; i += 8) {
    const batch = rows.slice(i, i + 8);
    const results = await Promise.all(batch.map((row) => assessVia(token, row.message, overrides)));
    results.forEach((res, j) => {
      const row = batch[j] as Row;
      expect(res.status, row.id).toBe(200);
      if (res.json.assessment.complexity === "atom") atoms.push(`${row.id} ${row.category}`);
    });
  }
  return atoms;
}

describe("adversarial corpus: no action leaves as an atom", () => {
  it("is at least 400 rows over the categories the issue names", () => {
    expect(ADVERSARIAL.length).toBeGreaterThanOrEqual(400);
    const categories = new Set(ADVERSARIAL.map((r) => r.category));
    for (const category of [
      "zero_width",
      "cyrillic_lookalike",
      "leetspeak",
      "letter_spacing",
      "language",
      "emoji_led",
      "terse_command",
      "router_instruction",
      "fake_system_tag",
      "answer_json",
      "greeting_prefix",
      "greeting_suffix",
    ]) {
      expect(categories, category).toContain(category);
    }
    const languages = new Set(
      ADVERSARIAL.filter((r) => r.category === "language").map((r) => r.lang),
    );
    for (const lang of [
      "es",
      "de",
      "fr",
      "pt",
      "it",
      "nl",
      "ru",
      "uk",
      "pl",
      "tr",
      "ar",
      "hi",
      "zh",
      "ja",
      "ko",
    ]) {
      expect(languages, lang).toContain(lang);
    }
  });

  it("with a model that answers atom to everything: 0 atoms", async () => {
    const ws = await workspaceWithModel();
    const model = alwaysAtom();
    expect(await atomsAmong(ADVERSARIAL, ws.api_key, { AI: model.binding })).toEqual([]);
    // The model was asked (the rules alone did not settle everything) and was overruled.
    expect(model.calls()).toBeGreaterThan(0);
  }, 120_000);

  it("with no model: 0 atoms", async () => {
    const ws = await newWorkspace();
    expect(await atomsAmong(ADVERSARIAL, ws.api_key)).toEqual([]);
  }, 120_000);

  it("real small talk in at least 10 languages is still answered as atom by the rules", async () => {
    const ws = await workspaceWithModel();
    const model = alwaysAtom();
    expect(new Set(CONTROL.map((r) => r.lang)).size).toBeGreaterThanOrEqual(10);
    for (const row of CONTROL) {
      const res = await assessVia(ws.api_key, row.message, { AI: model.binding });
      expect(res.json, row.id).toMatchObject({ tier: "rules", assessment: { complexity: "atom" } });
    }
    expect(model.calls()).toBe(0);
  });

  it.each([
    ["unpaired surrogates", "pay \uD800 bob \uDC00 now"],
    ["a combining-mark flood", `s${"\u0301".repeat(7_000)}end it`],
    ["right-to-left overrides", "\u202Eyap ot bob\u202C \u2067$200\u2069"],
    ["tag characters", "hi\u{E0020}\u{E0064}\u{E0065}\u{E006C}"],
    ["a letter-spaced flood", "a ".repeat(3_900)],
  ])("answers any Unicode (%s) with a 200, never an error", async (_case, message) => {
    const ws = await workspaceWithModel();
    const res = await assessVia(ws.api_key, message, { AI: alwaysAtom().binding });
    expect(res.status).toBe(200);
    expect(res.json.assessment.complexity).toBeTypeOf("string");
  });
});
