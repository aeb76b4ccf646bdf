import { expect } from "vitest";
import { admin, call, newWorkspace } from "./helpers";

/** A workspace whose agents fill the specialist roles, so plans can be staffed. */
export async function staffedWorkspace(policy?: object) {
  const ws = await newWorkspace();
  await admin(`/admin/workspaces/${ws.id}/agents`, {
    method: "PUT",
    body: [
      {
        name: "lead-engineer",
        description: "Implements and ships changes.",
        roles: ["implementer"],
        skills: ["code"],
      },
      { name: "sec-bot", description: "Reviews security.", roles: ["security-reviewer"] },
      { name: "arch-bot", description: "Reviews architecture.", roles: ["architect"] },
      { name: "analyst-bot", description: "Explores and analyses.", roles: ["analyst"] },
      { name: "perf-bot", description: "Reviews resource use.", roles: ["performance-reviewer"] },
    ],
  });
  if (policy)
    expect(
      (await admin(`/admin/workspaces/${ws.id}/policy`, { method: "PUT", body: policy })).status,
    ).toBe(200);
  return ws;
}

export const TASK = {
  task_id: "review-helper-1",
  kind: "review_change",
  objective: "Review whether the session helper still accepts negative inputs.",
  context: "Returning the supplied value unchanged is required.",
  diff: "--- a/src/auth/session.ts\n+++ b/src/auth/session.ts\n@@ -1 +1 @@\n-return value\n+return abs(value)\n",
  complexity: "moderate",
};

export const startRun = (token: string, task: object, drive?: "auto" | "manual") =>
  call("/v1/runs", { token, body: { task, ...(drive ? { drive } : {}) } });

export const getRun = async (token: string, id: string) =>
  (await call(`/v1/runs/${id}`, { token })).json.run;

/** Polls until `check` passes or the deadline passes. */
export async function waitFor<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  ms = 8_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}
