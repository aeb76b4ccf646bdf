import { learnedWeights } from "#learned-weights";
import { decodeModel } from "./codec";
import type { LearnedModel } from "./model";

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
    loaded = decodeModel(learnedWeights());
  } catch (error) {
    log(`learned tier disabled: ${(error as Error).message}`);
    loaded = null;
  }
  return loaded;
}
