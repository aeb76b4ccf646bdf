import { z } from "zod";
import { Task } from "../delegation/task";
import { DelegationDecisionSchema } from "./delegation";

const StageSchema = z.object({
  index: z.int(),
  role: z
    .string()
    .describe('The specialist role, or "primary" for the direct work or the final answer.'),
  skill: z.string(),
  agent: z.object({ id: z.string(), name: z.string() }).nullable(),
  final: z.boolean().describe("Whether this stage's text is the run's answer."),
  status: z.enum(["pending", "running", "succeeded", "failed", "cancelled"]),
  attempts: z.int(),
  summary: z.string().nullable().describe("The start of an intermediate stage's text."),
  error: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  origin_ms: z
    .int()
    .nullable()
    .describe("Time the origin took for the stage; the rest of the stage's time is the router's."),
});

export const RunSchema = z.object({
  id: z.string(),
  version: z.int().describe("Bumped by every stage transition; send it to step."),
  status: z.enum(["running", "blocked", "succeeded", "failed", "cancelled"]),
  source: z.enum(["chat", "api"]),
  drive: z.enum(["auto", "manual"]),
  delegation: DelegationDecisionSchema.nullable().describe(
    "The persisted decision; a repeated start returns it unchanged.",
  ),
  stages: z.array(StageSchema),
  usage: z.object({ input_tokens: z.int(), output_tokens: z.int(), model_calls: z.int() }),
  error: z.string().nullable(),
  task_id: z.string().nullable(),
  rerun_of: z.string().nullable(),
  checkpoints: z.array(
    z.object({
      decision: z.string(),
      accepted: z.boolean(),
      reason: z.string().nullable(),
      at: z.string(),
    }),
  ),
  last_seq: z.int().describe("The last event's sequence number, for GET …/stream?after="),
  created_at: z.string(),
  updated_at: z.string(),
});

export const RunListItem = RunSchema.pick({
  id: true,
  version: true,
  status: true,
  source: true,
  delegation: true,
  task_id: true,
  rerun_of: true,
  created_at: true,
  updated_at: true,
});

export const StartRunBody = z.strictObject({
  task: Task,
  drive: z
    .enum(["auto", "manual"])
    .default("manual")
    .describe(
      "manual: advance with POST …/step (the seed's start/step flow); auto: the run advances itself.",
    ),
});

export const StepBody = z.strictObject({ version: z.int().min(0) });

export const CheckpointBody = z.strictObject({
  decision: z.enum(["accept", "reject", "revise"]),
  evidence: z
    .strictObject({
      diff: z.string().max(200_000).optional(),
      delegation: Task.shape.delegation,
    })
    .default({}),
});

export const RunIdParam = z.object({ id: z.string().regex(/^run_[0-9a-f]{32}$/, "not a run id") });
