/**
 * The learned tier measured where it was not trained:
 *  - k-fold cross-validation over the training rows;
 *  - leave-one-scenario-out on HWU64: trained without every intent of one
 *    scenario (all `transport_*`, say), tested on them through the whole
 *    offline pipeline: how it does on topics it never saw.
 * Each model is built exactly as `npm run train` builds the shipped one
 * (weights fitted on its rows, temperature and thresholds out of fold).
 */

import type { Turn } from "../src/assess/conversation";
import { decodeModel } from "../src/assess/learned/codec";
import type { LearnedModel } from "../src/assess/learned/model";
import { assess } from "../src/assess/pipeline";
import type { Catalog } from "../src/catalog/catalog";
import { isReply, loadTrainingRows, type TrainRow } from "../train/data";
import { HYPER, type Hyper, rng, shuffled, train } from "../train/trainer";

export function trainModel(rows: readonly TrainRow[], hyper: Hyper = HYPER): LearnedModel {
  return decodeModel(train(rows, "evaluation", hyper).bytes);
}

export interface FoldScores {
  n: number;
  accuracy: number;
  decided: number;
  decidedPrecision: number;
  atomRecall: number;
  falseAtom: number;
}

/** Scores of a model on rows it never saw, by the learned tier alone (thresholds applied). */
export function score(model: LearnedModel, rows: readonly TrainRow[]): FoldScores {
  let correct = 0;
  let decided = 0;
  let decidedRight = 0;
  let atoms = 0;
  let atomsDecided = 0;
  let nonAtoms = 0;
  let falseAtoms = 0;
  for (const r of rows) {
    const p = model.predict(r.text);
    if (p.level === r.level) correct++;
    if (p.confident) {
      decided++;
      if (p.level === r.level) decidedRight++;
    }
    if (r.level === "atom") {
      atoms++;
      if (p.confident && p.level === "atom") atomsDecided++;
    } else {
      nonAtoms++;
      if (p.confident && p.level === "atom") falseAtoms++;
    }
  }
  return {
    n: rows.length,
    accuracy: correct / rows.length,
    decided: decided / rows.length,
    decidedPrecision: decided ? decidedRight / decided : 1,
    atomRecall: atoms ? atomsDecided / atoms : 1,
    falseAtom: nonAtoms ? falseAtoms / nonAtoms : 0,
  };
}

export function crossValidate(rows: readonly TrainRow[], k = 5, hyper: Hyper = HYPER): FoldScores {
  const order = shuffled(rows, rng(hyper.seed + 1));
  const folds: FoldScores[] = [];
  for (let f = 0; f < k; f++) {
    const test = order.filter((_, i) => i % k === f);
    const train = order.filter((_, i) => i % k !== f);
    folds.push(score(trainModel(train, hyper), test));
  }
  const n = folds.reduce((s, x) => s + x.n, 0);
  const mean = (key: keyof FoldScores) => folds.reduce((s, x) => s + x[key] * x.n, 0) / n;
  return {
    n,
    accuracy: mean("accuracy"),
    decided: mean("decided"),
    decidedPrecision: mean("decidedPrecision"),
    atomRecall: mean("atomRecall"),
    falseAtom: mean("falseAtom"),
  };
}

export interface ScenarioResult {
  scenario: string;
  n: number;
  /** Through the whole offline pipeline (rules, learned, fallback). */
  answeredAtom: number;
  /**
   * atom: small talk; work: needs a tool or live data; reply: answers the
   * assistant's previous turn (HWU64's general_confirm, _negate, _repeat...:
   * "yes", "no that's wrong", "say it again"), tested after a work exchange,
   * since alone it has nothing to continue.
   */
  label: "atom" | "work" | "reply";
  learnedDecided: number;
  /** Decided by the rules or the learned tier: what would not have cost a model call. */
  decidedWithoutModel: number;
  /** For replies: answered as atom when sent with no earlier turns. */
  answeredAtomAlone?: number;
}

/** The exchange a reply follows in leave-one-scenario-out. */
const WORK_EXCHANGE: Turn[] = [
  { role: "user", content: "set an alarm for six tomorrow and play the news when it rings" },
  { role: "assistant", content: "Alarm set for 6:00 with the news. Anything else?" },
];

/** Leave-one-scenario-out over HWU64's scenarios. */
export async function leaveOneScenarioOut(
  catalog: Catalog,
  hyper: Hyper = HYPER,
): Promise<ScenarioResult[]> {
  const rows = loadTrainingRows();
  const scenarios = [
    ...new Set(rows.filter((r) => r.source === "hwu64").map((r) => r.group)),
  ].sort();
  const labelOf = (r: TrainRow): ScenarioResult["label"] =>
    r.level === "atom" ? "atom" : isReply(r) ? "reply" : "work";
  const out: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    const isOut = (r: TrainRow) => r.source === "hwu64" && r.group === scenario;
    const model = trainModel(
      rows.filter((r) => !isOut(r)),
      hyper,
    );
    const run = async (text: string, history?: Turn[]) =>
      assess({ message: text, history }, { catalog, learned: model });
    for (const label of ["atom", "work", "reply"] as const) {
      const test = rows.filter((r) => isOut(r) && labelOf(r) === label);
      if (test.length === 0) continue;
      let atoms = 0;
      let alone = 0;
      let learned = 0;
      let decided = 0;
      for (const r of test) {
        const result = await run(r.text, label === "reply" ? WORK_EXCHANGE : undefined);
        if (result.assessment.complexity === "atom") atoms++;
        if (result.tier === "learned") learned++;
        if (result.tier === "learned" || result.tier === "rules") decided++;
        if (label === "reply" && (await run(r.text)).assessment.complexity === "atom") alone++;
      }
      out.push({
        scenario,
        n: test.length,
        answeredAtom: atoms / test.length,
        label,
        learnedDecided: learned / test.length,
        decidedWithoutModel: decided / test.length,
        ...(label === "reply" ? { answeredAtomAlone: alone / test.length } : {}),
      });
    }
  }
  return out;
}
