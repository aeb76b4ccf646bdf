/**
 * `npm run eval`: the labelled set (eval/dataset.jsonl) through the real
 * assessment pipeline, offline with no model (so undecided messages take the
 * fallback), against the demo catalog. `--check` exits 1 when a target is missed.
 */
import { assess } from "../src/assess/pipeline";
import { COMPLEXITY_LEVELS, type Complexity, type Tier } from "../src/assess/schema";
import { loadDataset, loadDemoCatalog } from "./load";
import { evalModel } from "./models";

const TARGETS = {
  falseAtomRate: 0.005,
  chitchatAtomRecall: 0.9,
  decidedWithoutModel: 0.6,
} as const;

const CHITCHAT = new Set([
  "greeting",
  "thanks",
  "goodbye",
  "chitchat",
  "emoji",
  "multilingual_chitchat",
  "multi_turn_chitchat",
]);

const examples = loadDataset();
const { catalog, coreTools } = loadDemoCatalog();
const model = evalModel(process.argv);
const confusion = new Map<string, number>();
const tiers = new Map<Tier, number>();
let needTool = 0;
let falseAtoms = 0;
let chitchat = 0;
let chitchatAtoms = 0;
let expected = 0;
let at3 = 0;
let at15 = 0;
const falseAtomExamples: string[] = [];
const verbose = process.argv.includes("--verbose");

for (const ex of examples) {
  const result = await assess(
    { message: ex.message, history: ex.history },
    { catalog, coreTools, classifier: model.classifier },
  );
  const got = result.assessment.complexity;
  confusion.set(`${ex.level}>${got}`, (confusion.get(`${ex.level}>${got}`) ?? 0) + 1);
  tiers.set(result.tier, (tiers.get(result.tier) ?? 0) + 1);
  if (ex.needs_tool) {
    needTool++;
    if (got === "atom") {
      falseAtoms++;
      falseAtomExamples.push(`${ex.id}: ${ex.message}`);
    }
  }
  if (CHITCHAT.has(ex.category) && ex.level === "atom") {
    chitchat++;
    if (got === "atom") chitchatAtoms++;
  }
  for (const tool of ex.expected_tools) {
    expected++;
    if (result.tools.slice(0, 3).includes(tool)) at3++;
    if (result.tools.slice(0, 15).includes(tool)) at15++;
  }
  if (verbose && got !== ex.level) {
    console.log(
      `MISS ${ex.category} want=${ex.level} got=${got} tier=${result.tier} | ${ex.message.slice(0, 100)}`,
    );
  }
}

const n = examples.length;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const count = (want: Complexity, got: Complexity) => confusion.get(`${want}>${got}`) ?? 0;

console.log(
  `Examples: ${n} (eval/dataset.jsonl), catalog: ${catalog.tools.length} tools, model: ${model.name}\n`,
);
console.log("Confusion matrix (rows: label, columns: assessed)");
console.log(`${"".padEnd(10)}${COMPLEXITY_LEVELS.map((l) => l.padStart(10)).join("")}`);
for (const want of COMPLEXITY_LEVELS) {
  console.log(
    `${want.padEnd(10)}${COMPLEXITY_LEVELS.map((got) => String(count(want, got)).padStart(10)).join("")}`,
  );
}
console.log("\nPer level        precision   recall   support");
for (const level of COMPLEXITY_LEVELS) {
  const tp = count(level, level);
  const predicted = COMPLEXITY_LEVELS.reduce((s, want) => s + count(want, level), 0);
  const actual = COMPLEXITY_LEVELS.reduce((s, got) => s + count(level, got), 0);
  console.log(
    `${level.padEnd(15)}${(predicted ? pct(tp / predicted) : "n/a").padStart(10)}${(actual ? pct(tp / actual) : "n/a").padStart(9)}${String(actual).padStart(10)}`,
  );
}
const accuracy = COMPLEXITY_LEVELS.reduce((s, l) => s + count(l, l), 0) / n;
const falseAtomRate = needTool ? falseAtoms / needTool : 0;
const chitchatRecall = chitchat ? chitchatAtoms / chitchat : 0;
const withoutModel = ((tiers.get("rules") ?? 0) + (tiers.get("cache") ?? 0)) / n;

console.log(`\nAccuracy: ${pct(accuracy)}`);
console.log(
  `False-atom rate (needs a tool, answered as atom): ${pct(falseAtomRate)} (${falseAtoms}/${needTool})`,
);
for (const line of falseAtomExamples) console.log(`  false atom: ${line}`);
console.log(`Atom recall on chitchat: ${pct(chitchatRecall)} (${chitchatAtoms}/${chitchat})`);
console.log(
  `Tool recall@3: ${pct(expected ? at3 / expected : 0)}, @15: ${pct(expected ? at15 / expected : 0)} (${expected} expected tools)`,
);
console.log(`Decided by tier: ${[...tiers].map(([t, c]) => `${t} ${pct(c / n)}`).join(", ")}`);
console.log(`Decided without a model call (rules or cache): ${pct(withoutModel)}`);

if (process.argv.includes("--check")) {
  const failures = [
    falseAtomRate > TARGETS.falseAtomRate &&
      `false-atom rate ${pct(falseAtomRate)} > ${pct(TARGETS.falseAtomRate)}`,
    chitchatRecall < TARGETS.chitchatAtomRecall &&
      `chitchat atom recall ${pct(chitchatRecall)} < ${pct(TARGETS.chitchatAtomRecall)}`,
    withoutModel < TARGETS.decidedWithoutModel &&
      `decided without model ${pct(withoutModel)} < ${pct(TARGETS.decidedWithoutModel)}`,
  ].filter(Boolean);
  if (failures.length > 0) {
    console.error(`\nTargets missed: ${failures.join("; ")}`);
    process.exit(1);
  }
  console.log("\nAll targets met.");
}
