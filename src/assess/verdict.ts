import { Assessment } from "./schema";

/**
 * What the classifier model must return: the decision fields of the response's
 * own `Assessment` schema, so one schema validates the model and the API.
 */
export const ModelVerdict = Assessment.pick({
  complexity: true,
  action: true,
  reasoning: true,
  needs_memory: true,
  needs_multi_agent: true,
  tool_hints: true,
});
export type ModelVerdict = typeof ModelVerdict._output;

/** Why a model call produced no usable verdict; becomes the fallback's reason. */
export class ClassifierFailure extends Error {
  readonly kind: "timeout" | "invalid_output" | "provider_error" | "not_configured";

  constructor(kind: ClassifierFailure["kind"], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ClassifierFailure";
    this.kind = kind;
  }
}
