import { decodeModel, type LearnedModel } from "./model";
import { LEARNED_WEIGHTS_BASE64 } from "./weights.gen";

let loaded: LearnedModel | null | undefined;

/**
 * The shipped model, decoded once per isolate on first use (startup stays
 * cheap). A damaged artifact is refused: the tier is then absent (`null`) and
 * the other tiers answer; the build and the tests fail on it, requests never do.
 *
 * @example
 * const model = shippedModel();
 * model?.predict("tell me a joke").level; // "atom"
 */
export function shippedModel(log: (message: string) => void = console.error): LearnedModel | null {
  if (loaded !== undefined) return loaded;
  try {
    loaded = decodeModel(base64ToBytes(LEARNED_WEIGHTS_BASE64));
  } catch (error) {
    log(`learned tier disabled: ${(error as Error).message}`);
    loaded = null;
  }
  return loaded;
}

export function base64ToBytes(b64: string): Uint8Array {
  const binary = atob(b64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}
