/**
 * `npm run eval`: quality, offline, with no model (undecided messages take the
 * fallback):
 *  1. the held-out set eval/dataset.jsonl through the real pipeline with the
 *     shipped learned tier, against the demo catalog: confusion matrix,
 *     accuracy by the tier that decided, tool recall with and without the
 *     core tools; then the fresh probes of eval/fresh (eval/fresh.ts);
 *  2. k-fold cross-validation of the learned tier over its training rows;
 *  3. leave-one-scenario-out on HWU64 (topics the model never saw).
 * `--model always-atom` answers every undecided message "atom", as a fooled
 * model would (see eval/models.ts). `--quick` skips 2 and 3; `--verbose` lists every miss; `--check` exits 1 on
 * a missed target (CI runs it).
 */
import { shippedModel } from "../src/assess/learned/load";
import { COMPLEXITY_LEVELS, TIERS } from "../src/assess/schema";
import { loadTrainingRows } from "../train/data";
import { type FreshScore, runFresh } from "./fresh";
import { accuracy, count, type HeldOut, runHeldOut, withoutModel } from "./heldout";
import { crossValidate, leaveOneScenarioOut, type ScenarioResult } from "./learned";
import { loadDemoCatalog } from "./load";
import { evalModel } from "./models";

/** The targets of the issue "assessment that generalises": reported as met or missed. */
export const TARGETS = {
  falseAtomRate: 0.005,
  chitchatAtomRecall: 0.97,
  decidedWithoutModel: 0.85,
  losoSmallTalkRecall: 0.85,
  losoActionableAsAtom: 0.005,
  // The issue's target for its unseen corpus; topics the learned tier never saw are the nearest here.
  losoDecidedWithoutModel: 0.7,
} as const;

/**
 * What `--check` (CI) enforces: no regression below what was measured on
 * 2026-11-30, less a small margin. Where a target above is met, its gate is the
 * target itself; where it is not yet, the gate holds the ground gained.
 */
export const GATES = {
  falseAtomRate: 0.005,
  // Lowered on purpose (73.7 % → 61.9 %, 86.7 % → 82.1 %, accuracy 85.4 % → 82.3 %): since
  // atoms outside plain Latin letters have their own threshold, which out of fold no
  // confident atom reaches at 98 % precision, the learned tier decides no multilingual
  // small talk (docs/assessment.md, "Thresholds"): 11 of its 104 such atoms were requests. The
  // business rows (work-business.jsonl) cost another 1.5 points of decided-without-a-model.
  // 68.6 %, 85.4 % and 84.8 % on 2026-12-01 with phrases in 15 languages, unspaced scripts
  // split into phrases and particles, and chat spellings folded (83.6 % and 82.9 % before);
  // 86.9 % decided with molecule's target precision at 95 %. 67.8 % and 86.5 % in the
  // second session (a fold fix: "wiring" finds "wire"; plans taken by the rules).
  // 75.4 % and 86.3 % on 2026-12-02 with the fallback's atom (docs/assessment.md,
  // "The fallback's atom").
  chitchatAtomRecall: 0.73,
  decidedWithoutModel: 0.86,
  accuracy: 0.85,
  toolRecallAt15NoCore: 0.88,
  toolRecallAt3NoCore: 0.7,
  // The issue's small talk: general_* rows mapped to atom (qa_* facts reported apart).
  // 41.8 % → 47.8 % with the small-talk patterns (SMALL_TALK_PATTERNS) and smalltalk-3.jsonl;
  // 52.7 % with the fallback's atom.
  losoSmallTalkRecall: 0.51,
  // 0.8 % before the out-of-fold calibration, 1.2 % after it (small talk 7.9 % → 22.5 %):
  // the misses are questions about things ("what does rice wine go with") in HWU64's
  // cooking and recommendation intents, labelled molecule. 1.3 % with 4-bit weights and 2^16 buckets,
  // 0.8 % with the look-alike work rows of work-lookalike-2.jsonl, 0.9 % at 16 epochs,
  // 1.1 % with the business rows, 0.8 % with work-lookalike-3.jsonl and the rules' new work words,
  // 0.9 % with the fallback's atom (HWU64's likings, "that's a good song", labelled molecule).
  // 0.8 % once a fact about live data or the user's own things is no atom (LIVE_OR_OWN).
  losoActionableAsAtom: 0.01,
  // 65.8 % when first reported (rules or learned tier, each row sent alone); 76.8 % with
  // molecule's target precision at 95 %, so the gate is the target.
  losoDecidedWithoutModel: 0.7,
  // eval/fresh, offline, 2026-12-01: 89.0 %, 75.6 %, 98.4 % (the four atoms: sums, a unit
  // conversion and a translation question, which the rules answer as simple facts).
  // Later that day 89.0 %, 85.8 %, 98.4 % with small talk in 14 languages in the tables.
  freshSmallTalkEn: 0.88,
  freshSmallTalkIntl: 0.84,
  freshWorkNotAtom: 0.98,
} as const;

const argv = process.argv.slice(2);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const failures: string[] = [];
const targetLines: string[] = [];
/** Records a figure against its issue target (if any) and its CI gate. */
function judge(name: keyof typeof GATES, value: number, higherIsBetter: boolean) {
  const meets = (bound: number) => (higherIsBetter ? value >= bound : value <= bound);
  const sign = higherIsBetter ? "≥" : "≤";
  const target = (TARGETS as Record<string, number>)[name];
  if (target !== undefined)
    targetLines.push(
      `  ${name.padEnd(24)}${pct(value).padStart(8)}   target ${sign} ${pct(target)}: ${meets(target) ? "met" : "NOT MET"}`,
    );
  if (!meets(GATES[name]))
    failures.push(`${name} ${pct(value)} (gate ${sign} ${pct(GATES[name])})`);
}

const learned = shippedModel();
// `--model always-atom`: a fooled model; only the rules' floor and the atom guard stand in its way.
const model = evalModel(argv);
const held = await runHeldOut(learned, model.classifier);
report(held);
reportFresh(await runFresh(learned, model.classifier));

if (!argv.includes("--quick")) {
  const rows = loadTrainingRows();
  const cv = crossValidate(rows);
  console.log(
    `\nLearned tier, 5-fold cross-validation over ${cv.n} training rows (learned tier alone):`,
  );
  console.log(
    `  argmax accuracy ${pct(cv.accuracy)}; decides ${pct(cv.decided)} at precision ${pct(cv.decidedPrecision)}; atoms decided ${pct(cv.atomRecall)}; non-atoms decided atom ${pct(cv.falseAtom)}`,
  );
  const loso = await leaveOneScenarioOut(loadDemoCatalog().catalog);
  reportLoso(loso);
}

console.log(`\nIssue targets:\n${targetLines.join("\n")}`);
if (argv.includes("--check")) {
  if (failures.length > 0) {
    console.error(`\nCI gates missed: ${failures.join("; ")}`);
    process.exit(1);
  }
  console.log("\nAll CI gates hold (GATES in eval/run.ts).");
}

function reportFresh(scores: FreshScore[]) {
  console.log(
    "\nFresh probes (eval/fresh: written without the repository, never tuned on), each message alone:",
  );
  for (const s of scores) {
    judge(s.gate, s.right / s.n, true);
    const what = s.want === "atom" ? "answered atom" : "not atom";
    console.log(
      `  ${s.file.padEnd(32)}${what.padEnd(15)}${pct(s.right / s.n).padStart(7)} (${s.right}/${s.n}; by the rules ${s.byRules}); equal to no training row: ${pct(s.unseenRight / Math.max(1, s.unseen))} (${s.unseenRight}/${s.unseen})`,
    );
  }
}

function report(h: HeldOut) {
  console.log(
    `Held-out: ${h.n} examples (eval/dataset.jsonl), demo catalog, model: ${model.name}, learned tier: ${learned ? "on" : "MISSING"}\n`,
  );
  console.log("Confusion matrix (rows: label, columns: assessed)");
  console.log(`${"".padEnd(10)}${COMPLEXITY_LEVELS.map((l) => l.padStart(10)).join("")}`);
  for (const want of COMPLEXITY_LEVELS)
    console.log(
      `${want.padEnd(10)}${COMPLEXITY_LEVELS.map((got) => String(count(h, want, got)).padStart(10)).join("")}`,
    );
  console.log("\nPer level        precision   recall   support");
  for (const level of COMPLEXITY_LEVELS) {
    const tp = count(h, level, level);
    const predicted = COMPLEXITY_LEVELS.reduce((s, want) => s + count(h, want, level), 0);
    const actual = COMPLEXITY_LEVELS.reduce((s, got) => s + count(h, level, got), 0);
    console.log(
      `${level.padEnd(15)}${(predicted ? pct(tp / predicted) : "n/a").padStart(10)}${(actual ? pct(tp / actual) : "n/a").padStart(9)}${String(actual).padStart(10)}`,
    );
  }
  console.log("\nBy the tier that decided     share   accuracy");
  for (const tier of TIERS) {
    const t = h.byTier.get(tier) ?? { n: 0, correct: 0 };
    if (t.n)
      console.log(
        `${tier.padEnd(26)}${pct(t.n / h.n).padStart(8)}${pct(t.correct / t.n).padStart(11)}  (${t.n})`,
      );
  }
  const acc = accuracy(h);
  const falseAtomRate = h.needTool ? h.falseAtoms.length / h.needTool : 0;
  const chitchat = h.chitchat ? h.chitchatAtoms / h.chitchat : 0;
  const without = withoutModel(h);
  const t = h.tools;
  const at3 = t.at3NoCore / t.expectedNoCore;
  const at15 = t.at15NoCore / t.expectedNoCore;
  console.log(`\nAccuracy: ${pct(acc)}`);
  console.log(
    `False-atom rate (needs a tool, answered as atom): ${pct(falseAtomRate)} (${h.falseAtoms.length}/${h.needTool})`,
  );
  for (const line of h.falseAtoms) console.log(`  false atom: ${line}`);
  console.log(`Atom recall on chitchat: ${pct(chitchat)} (${h.chitchatAtoms}/${h.chitchat})`);
  console.log(
    `Tool recall without core tools @3: ${pct(at3)}, @15: ${pct(at15)} (${t.expectedNoCore} expected); with core tools @3 ${pct(t.at3 / t.expected)}, @15 ${pct(t.at15 / t.expected)} (${t.expected})`,
  );
  console.log(`Decided without a model call (rules, learned or cache): ${pct(without)}`);
  if (argv.includes("--verbose")) for (const m of h.misses) console.log(`MISS ${m}`);
  judge("falseAtomRate", falseAtomRate, false);
  judge("chitchatAtomRecall", chitchat, true);
  judge("decidedWithoutModel", without, true);
  judge("accuracy", acc, true);
  judge("toolRecallAt15NoCore", at15, true);
  judge("toolRecallAt3NoCore", at3, true);
}

function reportLoso(results: ScenarioResult[]) {
  console.log(
    "\nLeave-one-scenario-out on HWU64 (trained without the scenario, whole offline pipeline):",
  );
  console.log(
    "  scenario        rows   label  answered atom   learned decided   decided w/o model",
  );
  for (const r of results)
    console.log(
      `  ${r.scenario.padEnd(15)}${String(r.n).padStart(5)}   ${r.label.padEnd(5)}${pct(r.answeredAtom).padStart(14)}${pct(r.learnedDecided).padStart(18)}${pct(r.decidedWithoutModel).padStart(20)}${r.answeredAtomAlone === undefined ? "" : `   (atom when sent alone: ${pct(r.answeredAtomAlone)})`}`,
    );
  const sum = (
    label: string,
    f: (r: ScenarioResult) => number,
    keep: (r: ScenarioResult) => boolean = () => true,
  ) => {
    const xs = results.filter((r) => r.label === label && keep(r));
    return (
      xs.reduce((s, r) => s + f(r) * r.n, 0) /
      Math.max(
        1,
        xs.reduce((s, r) => s + r.n, 0),
      )
    );
  };
  // The issue's small talk is general_* mapped to atom; qa_* facts are atoms too, reported apart.
  const isSmallTalk = (r: ScenarioResult) => r.scenario === "general";
  const smallTalk = sum("atom", (r) => r.answeredAtom, isSmallTalk);
  const facts = sum(
    "atom",
    (r) => r.answeredAtom,
    (r) => !isSmallTalk(r),
  );
  const actionable = sum("work", (r) => r.answeredAtom);
  // Topics the learned tier never saw: the nearest this repository has to the unseen corpus's share.
  const single = results.filter((r) => r.label !== "reply");
  const decided =
    single.reduce((s, r) => s + r.decidedWithoutModel * r.n, 0) /
    Math.max(
      1,
      single.reduce((s, r) => s + r.n, 0),
    );
  console.log(
    `  small talk (general_* atoms) answered as atom: ${pct(smallTalk)}; simple facts (qa_* atoms): ${pct(facts)}; actionable answered as atom: ${pct(actionable)}; replies after a work turn answered as atom: ${pct(sum("reply", (r) => r.answeredAtom))}`,
  );
  console.log(
    `  decided without a model on unseen topics (small talk, facts and work, sent alone): ${pct(decided)}`,
  );
  judge("losoDecidedWithoutModel", decided, true);
  judge("losoSmallTalkRecall", smallTalk, true);
  judge("losoActionableAsAtom", actionable, false);
}
