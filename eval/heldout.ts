/**
 * The held-out set (eval/dataset.jsonl) through the real pipeline, offline,
 * against the demo catalog. Returns every figure `npm run eval` reports.
 */
import type { LearnedModel } from "../src/assess/learned/model";
import { type AssessPorts, assess } from "../src/assess/pipeline";
import { COMPLEXITY_LEVELS, type Complexity, TIERS, type Tier } from "../src/assess/schema";
import { type Example, loadDataset, loadDemoCatalog } from "./load";

export const CHITCHAT = new Set([
  "greeting",
  "thanks",
  "goodbye",
  "chitchat",
  "emoji",
  "multilingual_chitchat",
  "multi_turn_chitchat",
]);

export interface HeldOut {
  n: number;
  confusion: Map<string, number>;
  byTier: Map<Tier, { n: number; correct: number }>;
  needTool: number;
  falseAtoms: string[];
  chitchat: number;
  chitchatAtoms: number;
  /** Tool recall counting only tools a workspace does not offer with every request. */
  tools: {
    expected: number;
    at3: number;
    at15: number;
    expectedNoCore: number;
    at3NoCore: number;
    at15NoCore: number;
  };
  misses: string[];
}

export async function runHeldOut(
  learned: LearnedModel | null,
  classifier?: AssessPorts["classifier"],
  examples: Example[] = loadDataset(),
): Promise<HeldOut> {
  const { catalog, coreTools } = loadDemoCatalog();
  const core = new Set(coreTools);
  const out: HeldOut = {
    n: examples.length,
    confusion: new Map(),
    byTier: new Map(TIERS.map((t) => [t, { n: 0, correct: 0 }])),
    needTool: 0,
    falseAtoms: [],
    chitchat: 0,
    chitchatAtoms: 0,
    tools: { expected: 0, at3: 0, at15: 0, expectedNoCore: 0, at3NoCore: 0, at15NoCore: 0 },
    misses: [],
  };
  for (const ex of examples) {
    const result = await assess(
      { message: ex.message, history: ex.history },
      { catalog, coreTools, learned, classifier },
    );
    const got = result.assessment.complexity;
    const key = `${ex.level}>${got}`;
    out.confusion.set(key, (out.confusion.get(key) ?? 0) + 1);
    const tier = out.byTier.get(result.tier) as { n: number; correct: number };
    tier.n++;
    if (got === ex.level) tier.correct++;
    else
      out.misses.push(
        `${ex.category} want=${ex.level} got=${got} tier=${result.tier} | ${ex.message.slice(0, 100)}`,
      );
    if (ex.needs_tool) {
      out.needTool++;
      if (got === "atom") out.falseAtoms.push(`${ex.id} (${result.tier}): ${ex.message}`);
    }
    if (CHITCHAT.has(ex.category) && ex.level === "atom") {
      out.chitchat++;
      if (got === "atom") out.chitchatAtoms++;
    }
    // Core tools are appended to every non-atom answer: they say nothing about ranking.
    const ranked = result.tools.filter((t) => !core.has(t));
    for (const tool of ex.expected_tools) {
      const t = out.tools;
      t.expected++;
      if (result.tools.slice(0, 3).includes(tool)) t.at3++;
      if (result.tools.slice(0, 15).includes(tool)) t.at15++;
      if (core.has(tool)) continue;
      t.expectedNoCore++;
      if (ranked.slice(0, 3).includes(tool)) t.at3NoCore++;
      if (ranked.slice(0, 15).includes(tool)) t.at15NoCore++;
    }
  }
  return out;
}

export function count(h: HeldOut, want: Complexity, got: Complexity): number {
  return h.confusion.get(`${want}>${got}`) ?? 0;
}

export function accuracy(h: HeldOut): number {
  return COMPLEXITY_LEVELS.reduce((s, l) => s + count(h, l, l), 0) / h.n;
}

export function withoutModel(h: HeldOut): number {
  const decided = (["rules", "learned", "cache"] as const).reduce(
    (s, t) => s + (h.byTier.get(t)?.n ?? 0),
    0,
  );
  return decided / h.n;
}
