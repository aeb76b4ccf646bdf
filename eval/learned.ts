/**
 * The learned tier measured where it was not trained:
 *  - k-fold cross-validation over the training rows;
 *  - leave-one-scenario-out on HWU64: trained without every intent of one
 *    scenario (all `transport_*`, say), tested on them through the whole
 *    offline pipeline: how it does on topics it never saw.
 * Each model is built exactly as `npm run train` builds the shipped one
 * (fit on 9/10, temperature and thresholds from the remaining 1/10).
 */
import { decodeModel, type LearnedModel } from "../src/assess/learned/model";
import { assess } from "../src/assess/pipeline";
import type { Catalog } from "../src/catalog/catalog";
import { loadTrainingRows, type TrainRow } from "../train/data";
import { build, fitModel, HYPER, type Hyper, rng, shuffled, split } from "../train/trainer";

export function trainModel(rows: readonly TrainRow[], hyper: Hyper = HYPER): LearnedModel {
  const { fit, held } = split(rows, 10, hyper.seed);
  return decodeModel(build(fitModel(fit, hyper), held, "evaluation"));
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
  label: "atom" | "work";
  learnedDecided: number;
}

/** Leave-one-scenario-out over HWU64's scenarios. */
export async function leaveOneScenarioOut(
  catalog: Catalog,
  hyper: Hyper = HYPER,
): Promise<ScenarioResult[]> {
  const rows = loadTrainingRows();
  const scenarios = [
    ...new Set(rows.filter((r) => r.source === "hwu64").map((r) => r.group)),
  ].sort();
  const out: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    const isOut = (r: TrainRow) => r.source === "hwu64" && r.group === scenario;
    const model = trainModel(
      rows.filter((r) => !isOut(r)),
      hyper,
    );
    for (const label of ["atom", "work"] as const) {
      const test = rows.filter((r) => isOut(r) && (label === "atom") === (r.level === "atom"));
      if (test.length === 0) continue;
      let atoms = 0;
      let learned = 0;
      for (const r of test) {
        const result = await assess({ message: r.text }, { catalog, learned: model });
        if (result.assessment.complexity === "atom") atoms++;
        if (result.tier === "learned") learned++;
      }
      out.push({
        scenario,
        n: test.length,
        answeredAtom: atoms / test.length,
        label,
        learnedDecided: learned / test.length,
      });
    }
  }
  return out;
}
