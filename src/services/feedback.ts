import type { Complexity } from "../assess/schema";
import { feedbackForExport, putFeedback } from "../db/feedback";
import { decodeDecisionId } from "../decisions/decision-id";
import type { Env } from "../env";
import { AppError } from "../errors";
import { idSecret } from "../lib/id-secret";
import { decisionStore } from "./decisions";

/**
 * Stores a correction of one of the workspace's decisions. The store is asked
 * first; a decision it has not seen yet (Analytics Engine ingests with a
 * delay) is accepted when its id's MAC verifies for this workspace, with the
 * decided level the id carries (`src/decisions/decision-id.ts`). Another
 * workspace's decision is as unknown as a made-up one: both are a 404, and so
 * is an id from before ids were signed that the store does not have.
 *
 * @example
 * await giveFeedback(c.env, "ws_1", { decision_id: "dec_…", complexity: "cell" });
 */
export async function giveFeedback(
  env: Env,
  workspaceId: string,
  body: { decision_id: string; complexity: Complexity; note?: string },
) {
  const decision =
    (await decisionStore(env).find(workspaceId, body.decision_id)) ??
    (await signedDecision(workspaceId, body.decision_id));
  if (!decision)
    throw new AppError(
      "not_found",
      `No decision "${body.decision_id}" in this workspace. Use a decision_id from /v1/assess or the chat stream.`,
    );
  await putFeedback(env.DB, {
    decisionId: body.decision_id,
    workspaceId,
    complexity: body.complexity,
    decided: decision.complexity,
    note: body.note ?? null,
    atMs: Date.now(),
  });
  return {
    decision_id: body.decision_id,
    complexity: body.complexity,
    decided: decision.complexity,
    agrees: body.complexity === decision.complexity,
  };
}

async function signedDecision(workspaceId: string, id: string) {
  const complexity = await decodeDecisionId(await idSecret(), workspaceId, id);
  return complexity ? { complexity } : null;
}

/**
 * The workspace's feedback as JSONL in the learned tier's training format
 * (`{"text", "level", "source": "feedback"}`), for `npm run train -- --extra`.
 * Feedback whose text was not retained (or has expired) cannot train anything:
 * it is skipped and counted.
 */
export async function feedbackJsonl(
  env: Env,
  workspaceId: string,
): Promise<{ body: string; lines: number; skipped: number }> {
  const rows = await feedbackForExport(env.DB, workspaceId, Date.now());
  const lines: string[] = [];
  for (const row of rows) {
    if (row.text === null) continue;
    lines.push(JSON.stringify({ text: row.text, level: row.complexity, source: "feedback" }));
  }
  return {
    body: lines.length ? `${lines.join("\n")}\n` : "",
    lines: lines.length,
    skipped: rows.length - lines.length,
  };
}
