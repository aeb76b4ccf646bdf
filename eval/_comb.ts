import { applyRules } from "../src/assess/rules";
import { loadTrainingRows } from "../train/data";
import { HYPER, rng, shuffled } from "../train/trainer";
import { trainModel } from "./learned";

const rows = loadTrainingRows();
const order = shuffled(rows, rng(7));
const test = order.filter((_, i) => i % 5 === 0),
  train = order.filter((_, i) => i % 5 !== 0);
const m = trainModel(train, { ...HYPER, ...JSON.parse(process.argv[2] ?? "{}") });
const data = test.map((r) => {
  const rules = applyRules({ message: r.text });
  const p = m.predict(r.text);
  const quiet =
    !rules.floor &&
    !rules.suspicious &&
    rules.domains.length === 0 &&
    !rules.signals.some((s) => s.weight > 0);
  return { r, p, rules, quiet };
});
const undecided = data.filter((d) => !d.rules.decision);
console.log(
  "rows",
  test.length,
  "rules undecided",
  undecided.length,
  "quiet",
  undecided.filter((d) => d.quiet).length,
);
for (const q of [0.4, 0.5, 0.6, 0.7, 0.8, 0.9]) {
  for (const needQuiet of [false, true]) {
    const sel = undecided.filter(
      (d) =>
        d.p.level === "atom" &&
        d.p.probabilities.atom >= q &&
        !d.rules.floor &&
        !d.rules.suspicious &&
        (!needQuiet || d.quiet),
    );
    const fa = sel.filter((d) => d.r.level !== "atom").length;
    const atoms = undecided.filter((d) => d.r.level === "atom").length;
    console.log(
      `p>=${q} quiet=${needQuiet} decided ${sel.length} false ${fa} prec ${(1 - fa / Math.max(1, sel.length)).toFixed(3)} atomRecall(undecided) ${((sel.length - fa) / atoms).toFixed(3)}`,
    );
  }
}
const fas = undecided.filter(
  (d) =>
    d.p.level === "atom" &&
    d.p.probabilities.atom >= 0.5 &&
    !d.rules.floor &&
    d.quiet &&
    d.r.level !== "atom",
);
for (const d of fas.slice(0, 25))
  console.log("FA", d.r.level, d.r.source, d.p.probability.toFixed(2), d.r.text);
