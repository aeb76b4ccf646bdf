/**
 * One fresh isolate's first messages through tier 1, in production's order,
 * for `npm run bench` (which runs this in new processes and takes medians):
 * the first held-out message cold, then the warm-up that production runs in
 * `waitUntil` after it (services/warm-up.ts), then the next two messages,
 * each run for the first time. Prints JSON.
 */
import { loadDataset, loadDemoCatalog } from "../eval/load";
import { applyRules } from "../src/assess/rules";
import { warmTier1 } from "../src/assess/warm";

const { catalog } = loadDemoCatalog();
const inputs = loadDataset()
  .slice(0, 3)
  .map((e) => ({
    message: e.message,
    history: e.history as never[] | undefined,
    catalogNames: catalog.toolNames,
    vendors: catalog.vendors,
  }));
const ms = (run: () => unknown) => {
  const started = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - started) / 1e6;
};
const [first, ...next] = inputs;
const firstMs = first ? ms(() => applyRules(first)) : 0;
const warmUpStarted = process.hrtime.bigint();
// No pause between steps: nothing else runs in this process.
await warmTier1(() => Promise.resolve());
const warmUpMs = Number(process.hrtime.bigint() - warmUpStarted) / 1e6;
const nextMs = next.map((input) => ms(() => applyRules(input)));
console.log(JSON.stringify({ firstMs, warmUpMs, nextMs }));
