import { loadTrainingRows } from "../train/data";
import { HYPER, rng, shuffled } from "../train/trainer";
import { trainModel } from "./learned";

const rows = loadTrainingRows();
const order = shuffled(rows, rng(7));
const test = order.filter((_, i) => i % 5 === 0),
  train = order.filter((_, i) => i % 5 !== 0);
const m = trainModel(train, { ...HYPER, ...JSON.parse(process.argv[2] ?? "{}") });
console.log("T", m.header.temperature, JSON.stringify(m.header.thresholds));
const by = new Map<string, [number, number, number]>();
for (const r of test) {
  if (r.level !== "atom") continue;
  const p = m.predict(r.text);
  const k = `${r.source}:${r.group}`;
  const v = by.get(k) ?? [0, 0, 0];
  v[0]++;
  if (p.level === "atom") v[1]++;
  if (p.level === "atom" && p.confident) v[2]++;
  by.set(k, v);
}
for (const [k, v] of by)
  console.log(
    k.padEnd(30),
    v[0],
    "argmax",
    (v[1] / v[0]).toFixed(2),
    "decided",
    (v[2] / v[0]).toFixed(2),
  );
