import { z } from "zod";
import { WORKFLOW_MODES } from "../delegation/policy";
import { REVIEW_CONDITIONS, ROLES, SKILLS } from "../delegation/tables";
import { Task } from "../delegation/task";

const RoleName = z.enum(ROLES as [string, ...string[]]);
const SkillName = z.enum(SKILLS as [string, ...string[]]);

/** The decision record, every field documented for the OpenAPI schema. */
export const DelegationDecisionSchema = z.object({
  primary_path: z
    .enum(["direct", "workflow"])
    .describe("Whether the work is handled directly or decomposed into roles."),
  effective_mode: z
    .enum(WORKFLOW_MODES)
    .describe("The mode that applied: a non-auto workspace mode beats the caller's."),
  requested_mode: z
    .enum(WORKFLOW_MODES)
    .nullable()
    .describe("What the caller asked for, if anything."),
  score: z.int().describe("Sum of the reasons' weights."),
  threshold: z
    .int()
    .describe(
      "The workspace's decomposition threshold; reaching it also needs a specialisation case.",
    ),
  specialisation: z
    .enum(["domain_advice", "independent_review", "non_simple_implementation"])
    .nullable()
    .describe("The positive case for decomposing, or null."),
  reasons: z
    .array(z.object({ signal: z.string(), weight: z.int() }))
    .describe(
      "Weighted reasons; weight-0 entries record decisions (mode forced, over budget, unavailable specialist).",
    ),
  indicators: z
    .record(z.string(), z.union([z.int(), z.boolean()]))
    .describe("Counts from the diff's +++ paths and the caller's flags. Never paths or text."),
  roles: z
    .array(z.object({ role: RoleName, skill: SkillName, required: z.boolean() }))
    .describe("Selected roles, optional ones first; required reviews appended, never duplicated."),
  required_reviews: z
    .array(
      z.object({
        role: RoleName,
        skill: SkillName,
        when: z.enum(REVIEW_CONDITIONS),
        mandated: z.boolean(),
      }),
    )
    .describe(
      "Reviews the workspace policy requires for this task, and whether policy mandated them.",
    ),
  estimates: z
    .object({
      model_calls: z.int(),
      input_tokens: z.int(),
      output_tokens: z.int(),
      latency_ms: z
        .int()
        .nullable()
        .describe("From the workspace's run history; null when there is none."),
    })
    .describe("First-pass reservations, retries excluded."),
  budget_fit: z.boolean().describe("Whether the plan fits the policy's limits."),
  runnable: z.boolean().describe("Fits and needs no handoff."),
  handoff: z
    .object({ reason: z.string(), blockers: z.array(z.string()) })
    .nullable()
    .describe(
      "Why the work returns to the caller instead of running: scoping, an unavailable required specialist, or budget.",
    ),
  policy_version: z.string().describe("The settings version whose policy this was decided under."),
});

export const PlanRequest = z.strictObject({ task: Task });
