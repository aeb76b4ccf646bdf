import type { Context } from "hono";
import { runInput, runStub } from "../chat/delegate";
import type { Task } from "../delegation/task";
import type { AppEnv } from "../env";
import { sha256Hex } from "../lib/crypto";
import { budgetFromDecision, stagesFromDecision } from "../runs/plan";
import { signedRunId } from "../runs/run-id";
import { loadWorkspace } from "../workspace/context";
import { planForWorkspace } from "./delegation";

/** Attempts per stage of an API run: failing stages are retried with backoff. */
export const API_STAGE_ATTEMPTS = 3;

/** A task's run id: the same workspace and task_id always name the same run (and Durable Object). */
export async function taskRunId(workspaceId: string, taskId: string): Promise<string> {
  return signedRunId(await sha256Hex(`${workspaceId}\u0000${taskId}`));
}

/**
 * Starts a run for a task. Idempotent by task_id: the run's Durable Object is
 * named by it, so concurrent or repeated starts reach the same object, and the
 * first one's decision is the one kept.
 */
export async function startTaskRun(
  c: Context<AppEnv>,
  task: Task,
  drive: "auto" | "manual",
  rerunOf: string | null = null,
  id?: string,
) {
  const auth = c.var.auth;
  const runId = id ?? (await taskRunId(auth.workspaceId, task.task_id));
  const stub = runStub(c.env, runId);
  const existing = await stub.get();
  if (existing) return { created: false, run: strip(existing) };
  const [workspace, decision] = await Promise.all([
    loadWorkspace(c.env.DB, auth.workspaceId, auth.configVersion),
    planForWorkspace(c, task),
  ]);
  const evidence = [task.objective, task.context, task.diff ?? ""].filter(Boolean).join("\n\n");
  const lead = workspace.catalog.pickAgent(task.objective)?.agent ?? null;
  const blocked = decision.runnable
    ? null
    : `${decision.handoff?.reason ?? "The plan cannot run."} ${(decision.handoff?.blockers ?? []).join("; ")}`.trim();
  const { created, run } = await stub.start(
    runInput(c, {
      id: runId,
      source: "api",
      opening: [],
      origin: {
        agent: lead ? { id: lead.id, name: lead.name } : null,
        tools: workspace.catalog
          .rankTools({ text: task.objective, core: workspace.settings.core_tools })
          .map((t) => t.name),
        assessment: null,
        messages: [{ role: "user", content: evidence }],
        stage: null,
      },
      stages: stagesFromDecision(
        decision,
        workspace.catalog.agents,
        lead ? { id: lead.id, name: lead.name } : null,
      ),
      drive,
      max_attempts: API_STAGE_ATTEMPTS,
      budget: budgetFromDecision(decision),
      delegation: decision,
      policy: workspace.settings.policy,
      blocked_reason: blocked,
      task_id: task.task_id,
      task,
      rerun_of: rerunOf,
    }),
  );
  return { created, run: strip(run) };
}

function strip<T extends { workspace_id: string }>(run: T): Omit<T, "workspace_id"> {
  const { workspace_id: _workspace, ...view } = run;
  return view;
}
