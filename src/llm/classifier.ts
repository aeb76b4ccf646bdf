import type { LanguageModelV4 } from "@ai-sdk/provider";
import type { AssessInput } from "../assess/pipeline";
import type { RuleOutcome } from "../assess/rules";
import { ClassifierFailure, ModelVerdict } from "../assess/verdict";
import { buildPrompt, type WorkspaceBrief } from "./prompt";

export interface ClassifierOptions {
  model: LanguageModelV4;
  timeoutMs: number;
  brief: WorkspaceBrief;
}

/**
 * Tier 3: asks the model for a verdict through the AI SDK's structured output,
 * validated by the response's own schema. Every failure becomes a
 * `ClassifierFailure` saying what went wrong; the pipeline turns it into the
 * fallback, so the user is never blocked.
 *
 * @example
 * const classifier = modelClassifier({ model, timeoutMs: 1500, brief });
 * await classifier.classify({ message: "email Dana" }, outcome);
 */
export function modelClassifier(options: ClassifierOptions) {
  return {
    async classify(
      input: AssessInput,
      outcome: RuleOutcome,
      hints?: readonly string[],
    ): Promise<ModelVerdict> {
      const { instructions, prompt } = buildPrompt(input, outcome, options.brief, hints);
      // The AI SDK loads on the first model call, not at startup (once per isolate).
      const ai = await import("./sdk");
      const { generateText, Output } = ai;
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      // The race guards against a provider that ignores the abort signal.
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort(new DOMException("classifier timed out", "TimeoutError"));
          reject(
            new ClassifierFailure(
              "timeout",
              `the classifier timed out after ${options.timeoutMs} ms`,
            ),
          );
        }, options.timeoutMs);
      });
      try {
        const call = generateText({
          model: options.model,
          instructions,
          prompt,
          output: Output.object({ schema: ModelVerdict, name: "assessment" }),
          temperature: 0,
          maxRetries: 0,
          abortSignal: controller.signal,
        }).then((result) => result.output);
        call.catch(() => undefined); // The race below reports the failure; this only silences the loser.
        return await Promise.race([call, timeout]);
      } catch (error) {
        throw toFailure(ai, error, options.timeoutMs);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

function toFailure(
  ai: typeof import("./sdk"),
  error: unknown,
  timeoutMs: number,
): ClassifierFailure {
  if (error instanceof ClassifierFailure) return error;
  if (ai.NoObjectGeneratedError.isInstance(error) || ai.NoOutputGeneratedError.isInstance(error)) {
    return new ClassifierFailure(
      "invalid_output",
      `the classifier's output was not a valid assessment (${short(error)})`,
      {
        cause: error,
      },
    );
  }
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return new ClassifierFailure("timeout", `the classifier timed out after ${timeoutMs} ms`, {
      cause: error,
    });
  }
  if (error instanceof Error && error.name === "ZodError") {
    return new ClassifierFailure(
      "invalid_output",
      `the classifier's output failed validation (${short(error)})`,
      {
        cause: error,
      },
    );
  }
  return new ClassifierFailure("provider_error", `the classifier failed (${short(error)})`, {
    cause: error,
  });
}

function short(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, " ").slice(0, 160);
}
