// The same weights for Node (unit tests, eval, bench, training checks), read
// from the file the Worker bundles, on first use: a missing file switches the
// tier off in shippedModel() and fails the build's check, not the module graph.
// Chosen by the "#learned-weights" import map in package.json: workerd takes
// weights-workerd.ts.
import { readFileSync } from "node:fs";

export function learnedWeights(): Uint8Array {
  return new Uint8Array(readFileSync(new URL("./weights.bin", import.meta.url)));
}
