// The learned tier's weights as the Worker loads them: a Data module (an
// ArrayBuffer the runtime hands over, nothing to parse), written by `npm run train`.
import weights from "./weights.bin";

export function learnedWeights(): Uint8Array {
  return new Uint8Array(weights);
}
