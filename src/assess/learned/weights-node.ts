// The same weights for Node (unit tests, eval, bench, training checks), read
// from the file the Worker bundles. Chosen by the "#learned-weights" import map
// in package.json: workerd takes weights-workerd.ts.
import { readFileSync } from "node:fs";

export const LEARNED_WEIGHTS = new Uint8Array(
  readFileSync(new URL("./weights.bin", import.meta.url)),
);
