/**
 * Stand-in classifier models for `npm run eval -- --model <name>`: each is a
 * classifier port, so the eval runs the real pipeline with a model that answers
 * in a known way. `always-atom` is a fooled or broken model: it calls everything
 * small talk, and only the rules' floor and the atom guard stand in its way.
 */
import type { AssessPorts } from "../src/assess/pipeline";
import type { ModelVerdict } from "../src/assess/verdict";

const ALWAYS_ATOM: ModelVerdict = {
  complexity: "atom",
  action: "respond",
  reasoning: "Stub model: everything is small talk.",
  needs_memory: false,
  needs_multi_agent: false,
  tool_hints: [],
};

export const EVAL_MODELS = {
  "always-atom": { classify: async () => ALWAYS_ATOM },
} as const satisfies Record<string, NonNullable<AssessPorts["classifier"]>>;

export type EvalModel = keyof typeof EVAL_MODELS;

/**
 * The model named after `--model`, or none (offline) when the flag is absent.
 *
 * @example
 * evalModel(["--model", "always-atom"]) // { name: "always-atom", classifier }
 */
export function evalModel(argv: readonly string[]): {
  name: string;
  classifier?: AssessPorts["classifier"];
} {
  const at = argv.indexOf("--model");
  if (at === -1) return { name: "none (offline)" };
  const name = argv[at + 1] ?? "";
  if (!(name in EVAL_MODELS)) {
    throw new Error(`unknown --model "${name}"; known: ${Object.keys(EVAL_MODELS).join(", ")}`);
  }
  return { name, classifier: EVAL_MODELS[name as EvalModel] };
}
