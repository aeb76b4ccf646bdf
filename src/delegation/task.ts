import { z } from "zod";
import { WORKFLOW_MODES } from "./policy";
import { TASK_COMPLEXITY, TASK_KINDS } from "./tables";

/** Size bounds of a task, named so the API and the README agree. */
export const TASK_LIMITS = {
  objectiveChars: 4_000,
  contextChars: 20_000,
  diffChars: 200_000,
} as const;

export const TaskDelegation = z.strictObject({
  mode: z
    .enum(WORKFLOW_MODES)
    .optional()
    .describe("The caller's request; a non-auto workspace mode wins."),
  security: z.boolean().default(false),
  dependencies: z.boolean().default(false),
  resources: z.boolean().default(false),
  architecture: z.boolean().default(false),
  ui: z.boolean().default(false),
  release: z.boolean().default(false),
});

/** A unit of work for the delegation gate (the contract's Task). */
export const Task = z.strictObject({
  task_id: z.string().min(1).max(200),
  kind: z.enum(TASK_KINDS),
  objective: z.string().trim().min(1).max(TASK_LIMITS.objectiveChars),
  context: z.string().max(TASK_LIMITS.contextChars).default(""),
  diff: z
    .string()
    .max(TASK_LIMITS.diffChars)
    .optional()
    .describe("A unified diff; only its +++ paths are read, and only as counts."),
  complexity: z.enum(TASK_COMPLEXITY).default("moderate"),
  delegation: TaskDelegation.optional().describe(
    "Omitting it never bypasses the workspace's requirements.",
  ),
});
export type Task = z.infer<typeof Task>;
