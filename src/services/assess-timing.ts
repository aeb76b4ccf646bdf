import type { LanguageModelV4 } from "@ai-sdk/provider";
import type { AssessPorts } from "../assess/pipeline";
import type { AssessResponse } from "../assess/schema";
import type { AssessTimings } from "../decisions/record";

/**
 * Timings travel beside the result, not in it: the response schema stays the
 * contract's, and a caller that records the decision finds them here.
 */
const TIMINGS = new WeakMap<AssessResponse, AssessTimings>();

/** Attaches `timings` to `result` for `timingsOf`; returns the result. */
export function rememberTimings(result: AssessResponse, timings: AssessTimings): AssessResponse {
  TIMINGS.set(result, timings);
  return result;
}

/** What the service measured for this result, if it was assessed here. */
export function timingsOf(result: AssessResponse): AssessTimings | undefined {
  return TIMINGS.get(result);
}

/**
 * Wraps the cache and classifier ports with clocks. The rules tier (and the
 * tool ranking after any tier) is the total less the time in those ports.
 *
 * @example
 * const timed = timedPorts(ports);
 * const result = await assess(input, timed.ports);
 * const timings = timed.finish(elapsedMs, null);
 */
export function timedPorts(ports: AssessPorts) {
  let cacheMs = 0;
  let modelMs = 0;
  let cacheLookup = false;
  let modelCalled = false;
  const wrapped: AssessPorts = { ...ports };
  const { cache, classifier } = ports;
  if (cache) {
    wrapped.cache = {
      async get(outcome) {
        cacheLookup = true;
        const t0 = performance.now();
        try {
          return await cache.get(outcome);
        } finally {
          cacheMs += performance.now() - t0;
        }
      },
      put: (outcome, verdict) => cache.put(outcome, verdict),
    };
  }
  if (classifier) {
    wrapped.classifier = {
      // The learned tier's domain hints go on to the model's prompt.
      async classify(input, outcome, hints) {
        modelCalled = true;
        const t0 = performance.now();
        try {
          return await classifier.classify(input, outcome, hints);
        } finally {
          modelMs += performance.now() - t0;
        }
      },
    };
  }
  return {
    ports: wrapped,
    finish(totalMs: number, modelTokens: number | null): AssessTimings {
      const us = (ms: number) => Math.round(ms * 1000);
      const tierUs: AssessTimings["tierUs"] = {
        rules: us(Math.max(0, totalMs - cacheMs - modelMs)),
      };
      if (cacheLookup) tierUs.cache = us(cacheMs);
      if (modelCalled) tierUs.model = us(modelMs);
      return { totalUs: us(totalMs), tierUs, modelCalled, cacheLookup, modelTokens };
    },
  };
}

/** Counts the tokens a model reports into `into.total`, for the decision record. */
export function countTokens(
  model: LanguageModelV4,
  into: { total: number | null },
): LanguageModelV4 {
  // Written out rather than with the AI SDK's wrapLanguageModel, so this path
  // does not load the SDK at startup.
  return {
    specificationVersion: model.specificationVersion,
    provider: model.provider,
    modelId: model.modelId,
    get supportedUrls() {
      return model.supportedUrls;
    },
    async doGenerate(options) {
      const result = await model.doGenerate(options);
      const used = (result.usage.inputTokens.total ?? 0) + (result.usage.outputTokens.total ?? 0);
      if (used > 0) into.total = (into.total ?? 0) + used;
      return result;
    },
    doStream: (options) => model.doStream(options),
  };
}
