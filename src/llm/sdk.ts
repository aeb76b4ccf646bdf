/**
 * The AI SDK and its providers, imported dynamically (`await import("./sdk")`)
 * by the model paths only: most requests never call a model, so the isolate
 * evaluates these packages on the first call that does, not at startup. Named
 * re-exports, so the bundle keeps only what is used.
 */
export { createOpenAICompatible } from "@ai-sdk/openai-compatible";
export {
  generateText,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  streamText,
} from "ai";
export { createWorkersAI } from "workers-ai-provider";
