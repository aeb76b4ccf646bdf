import type { Context } from "hono";
import type { AssessResponse } from "../assess/schema";
import type { AppEnv } from "../env";
import type { AssessRequest } from "../schemas/assess";

/** Placeholder pipeline until the three tiers land: every message gets the fallback. */
export async function assessForWorkspace(
  _c: Context<AppEnv>,
  _input: AssessRequest,
): Promise<AssessResponse> {
  return {
    assessment: {
      complexity: "molecule",
      action: "delegate",
      reasoning: "No classifier configured; defaulting to delegate.",
      confidence: 0.5,
      needs_memory: false,
      needs_multi_agent: false,
      tool_hints: [],
      matched_tools: [],
      target_agent_id: null,
      target_agent_name: null,
    },
    tier: "fallback",
    tools: [],
    signals: [],
  };
}
