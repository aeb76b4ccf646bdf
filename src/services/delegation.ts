import type { Context } from "hono";
import { type DelegationDecision, PolicyConflict, planDelegation } from "../delegation/gate";
import type { Task } from "../delegation/task";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { loadWorkspace } from "../workspace/context";
import { memoStageLatency } from "./latency-memo";

/**
 * Runs the delegation gate for this request's workspace: its policy (from the
 * current settings version), the roles its active agents fill, and its running
 * latency figure (memoised per isolate for a minute). A policy conflict is the contract's 409.
 */
export async function planForWorkspace(
  c: Context<AppEnv>,
  task: Task,
): Promise<DelegationDecision> {
  const auth = c.var.auth;
  const [workspace, stageLatencyMs] = await Promise.all([
    loadWorkspace(c.env.DB, auth.workspaceId, auth.configVersion),
    memoStageLatency(c.env.DB, auth.workspaceId),
  ]);
  const availableRoles = new Set(
    workspace.catalog.agents.filter((a) => a.is_active).flatMap((a) => a.roles ?? []),
  );
  try {
    return planDelegation({
      task,
      policy: workspace.settings.policy,
      policyVersion: String(workspace.settingsVersion),
      availableRoles,
      stageLatencyMs,
    });
  } catch (error) {
    if (error instanceof PolicyConflict)
      throw new AppError("policy_conflict", error.message, { cause: error });
    throw error;
  }
}
