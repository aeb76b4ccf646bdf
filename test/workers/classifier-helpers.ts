// What the classifier tests share: one unsure message with its rules outcome,
// the workspace brief, a valid verdict, and the failure they expect.

import type { LanguageModelV4 } from "@ai-sdk/provider";
import { expect } from "vitest";
import { applyRules } from "../../src/assess/rules";
import { ClassifierFailure } from "../../src/assess/verdict";
import { modelClassifier } from "../../src/llm/classifier";

export const brief = { agents: [], domains: ["email"] };
export const input = { message: "could you deal with the thing from Dana" };
export const outcome = applyRules(input);

/** A valid verdict, as a model would answer it. */
export const VERDICT = {
  complexity: "molecule",
  action: "delegate",
  reasoning: "Needs the mail tool.",
  needs_memory: false,
  needs_multi_agent: false,
  tool_hints: ["email"],
};

/**
 * The model tier on `message` (the unsure `input` unless given), with `model` behind it.
 *
 * @example
 * const verdict = await classifyWith(new MockLanguageModelV4({ doGenerate: reply("{}") }));
 */
export function classifyWith(model: LanguageModelV4, timeoutMs: number, message = input) {
  const rules = message === input ? outcome : applyRules(message);
  return modelClassifier({ model, timeoutMs, brief }).classify(message, rules);
}

/**
 * Awaits `promise`, asserts it rejected with a ClassifierFailure, and returns it.
 *
 * @example
 * expect((await failure(classify(model))).reason).toBe("timeout");
 */
export async function failure(promise: Promise<unknown>): Promise<ClassifierFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ClassifierFailure);
  return error as ClassifierFailure;
}
