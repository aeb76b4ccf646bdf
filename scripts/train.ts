/**
 * `npm run train`: trains the learned tier from the committed data (HWU64 via
 * train/hwu64-map.ts, plus train/own/*.jsonl, plus any `--extra <file>` in the
 * same format, e.g. the feedback export; train/domains/*.jsonl teach the domain head only) and writes the artifact
 * src/assess/learned/weights.bin (bundled as a Data module). Fixed seed: the same data gives the same
 * bytes, which CI checks. `--check` compares instead of writing.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { decodeModel } from "../src/assess/learned/codec";
import { loadDomainRows, loadTrainingRows } from "../train/data";
import { CALIBRATION_FOLDS, train } from "../train/trainer";

const OUT = "src/assess/learned/weights.bin";
const argv = process.argv.slice(2);
const extra = argv.flatMap((a, i) =>
  a === "--extra" && argv[i + 1] ? [argv[i + 1] as string] : [],
);
const started = Date.now();
const rows = loadTrainingRows(extra);
const domainRows = loadDomainRows();
const { bytes, outOfFold, calibratedOtherScriptsAtom } = train(
  rows,
  `${rows.length} rows: ${summary(rows)}; ${domainRows.length} domain-only`,
  undefined,
  domainRows,
);
const model = decodeModel(bytes);

if (argv.includes("--check")) {
  const committed = readFileSync(OUT);
  if (!committed.equals(Buffer.from(bytes))) {
    console.error(
      `${OUT} is not what npm run train produces from the committed data: run npm run train.`,
    );
    process.exit(1);
  }
  console.log(`${OUT} matches the committed data.`);
} else {
  writeFileSync(OUT, bytes);
  console.log(`wrote ${OUT}`);
}
console.log(
  `rows: ${rows.length} (${summary(rows)}) and ${domainRows.length} domain-only (train/domains); calibrated out of ${CALIBRATION_FOLDS} folds`,
);
console.log(
  `temperature ${model.header.temperature}; thresholds ${JSON.stringify(model.header.thresholds)}, atom outside plain Latin ${model.header.atomOtherScripts} (never decided; calibration alone would say ${calibratedOtherScriptsAtom})`,
);
console.log(
  `out of fold (learned tier alone, guards applied): decides ${pct(outOfFold.decided)} at ${pct(outOfFold.precision)} precision; atoms decided ${pct(outOfFold.atomRecall)}`,
);
console.log(
  `artifact: ${(bytes.length / 1024).toFixed(1)} KiB, ${(gzipSync(bytes).length / 1024).toFixed(1)} KiB gzip; ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

function summary(list: readonly { source: string }[]): string {
  const counts = new Map<string, number>();
  for (const r of list) counts.set(r.source, (counts.get(r.source) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${s} ${n}`).join(", ");
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}
