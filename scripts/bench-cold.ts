/**
 * One fresh isolate's first messages through tier 1, for `npm run bench`
 * (which runs this in new processes and takes medians): the first three
 * held-out messages as the isolate's first, second and third, then the same
 * three again after `warmTier1` (what every later message sees). Prints JSON.
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
const cold = inputs.map((input) => ms(() => applyRules(input)));
const warmUpStarted = process.hrtime.bigint();
/** No pause between steps: nothing else runs here. */
const noPause = () => Promise.resolve();
await warmTier1(noPause);
const warmUpMs = Number(process.hrtime.bigint() - warmUpStarted) / 1e6;
const warm = inputs.map((input) => ms(() => applyRules(input)));
console.log(JSON.stringify({ cold, warmUpMs, warm }));
