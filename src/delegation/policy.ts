import { z } from "zod";
import { RESERVATIONS, REVIEW_CONDITIONS, ROLE_SKILLS, ROLES, type Role, SKILLS } from "./tables";

export const WORKFLOW_MODES = ["auto", "direct", "workflow"] as const;
export type WorkflowMode = (typeof WORKFLOW_MODES)[number];

export const RequiredReview = z.strictObject({
  role: z.string().min(1).max(64),
  skill: z.string().min(1).max(64),
  when: z.enum(REVIEW_CONDITIONS),
});

export const PolicyLimits = z.strictObject({
  max_roles: z
    .int()
    .min(1)
    .max(10)
    .default(5)
    .describe("Specialist roles in one plan, required ones included."),
  max_model_calls: z
    .int()
    .min(1)
    .max(200)
    .default(20)
    .describe("First-pass model calls of one plan."),
  max_tokens: z
    .int()
    .min(1_000)
    .max(5_000_000)
    .default(200_000)
    .describe("Input plus output tokens reserved by one plan."),
});

/** The policy's fields; DelegationPolicy adds the checks across them. */
const PolicyShape = z.strictObject({
  workflow_mode: z.enum(WORKFLOW_MODES).default("auto"),
  decomposition_threshold: z.int().min(1).max(20).default(3),
  required_reviews: z.array(RequiredReview).max(10).default([]),
  enabled_roles: z
    .array(z.string().min(1).max(64))
    .max(ROLES.length)
    .default([...ROLES])
    .describe("Roles the gate may select; required reviews must use enabled roles."),
  limits: PolicyLimits.default(PolicyLimits.parse({})),
});

/**
 * A workspace's delegation policy. Validated for meaning, not only shape:
 * unknown roles or skills, a skill the role cannot apply, a disabled role, or
 * limits that could never admit the mandated reviews are rejected by name.
 */
export const DelegationPolicy = PolicyShape.superRefine((policy, ctx) => {
  policy.enabled_roles.forEach((role, i) => {
    if (!isRole(role))
      ctx.addIssue({
        code: "custom",
        path: ["enabled_roles", i],
        message: `unknown role "${role}"; roles are ${ROLES.join(", ")}`,
      });
  });
  const seen = new Set<string>();
  policy.required_reviews.forEach((review, i) => {
    checkReview(policy, review, i, ctx);
    const key = `${review.role}/${review.skill}/${review.when}`;
    if (seen.has(key))
      ctx.addIssue({
        code: "custom",
        path: ["required_reviews", i],
        message: `duplicate required review ${key}`,
      });
    seen.add(key);
  });
  checkLimits(policy, ctx);
});

/** The policy as parsed, before its cross-field checks run. */
type PolicyInput = z.output<typeof PolicyShape>;

/** A required review names a known role and skill that role can apply, enabled, one skill per role. */
function checkReview(
  policy: PolicyInput,
  review: PolicyInput["required_reviews"][number],
  i: number,
  ctx: z.RefinementCtx,
): void {
  const at = ["required_reviews", i];
  if (!isRole(review.role)) {
    ctx.addIssue({
      code: "custom",
      path: [...at, "role"],
      message: `unknown role "${review.role}"; roles are ${ROLES.join(", ")}`,
    });
    return;
  }
  if (!(SKILLS as readonly string[]).includes(review.skill)) {
    ctx.addIssue({
      code: "custom",
      path: [...at, "skill"],
      message: `unknown skill "${review.skill}"; skills are ${SKILLS.join(", ")}`,
    });
    return;
  }
  if (!(ROLE_SKILLS[review.role] as readonly string[]).includes(review.skill)) {
    ctx.addIssue({
      code: "custom",
      path: [...at, "skill"],
      message: `role "${review.role}" cannot apply skill "${review.skill}"; it can apply ${ROLE_SKILLS[review.role].join(", ")}`,
    });
  }
  if (!policy.enabled_roles.includes(review.role)) {
    ctx.addIssue({
      code: "custom",
      path: [...at, "role"],
      message: `required role "${review.role}" is not in enabled_roles`,
    });
  }
  // A plan runs each role once, so a role can be required with one skill only.
  const other = policy.required_reviews.find(
    (r, j) => j < i && r.role === review.role && r.skill !== review.skill,
  );
  if (other)
    ctx.addIssue({
      code: "custom",
      path: [...at, "skill"],
      message: `role "${review.role}" is already required with skill "${other.skill}"; a plan runs each role once, so require one skill per role`,
    });
}

/** The limits must leave room for one direct call plus every mandated review, never dropped. */
function checkLimits(policy: PolicyInput, ctx: z.RefinementCtx): void {
  const mandated = new Set(policy.required_reviews.map((r) => `${r.role}/${r.skill}`)).size;
  if (mandated > policy.limits.max_roles) {
    ctx.addIssue({
      code: "custom",
      path: ["limits", "max_roles"],
      message: `max_roles ${policy.limits.max_roles} is below the ${mandated} required reviews, which are never dropped`,
    });
  }
  // Even the smallest task reserves this much per call; below it nothing could ever run.
  const minimum = (1 + mandated) * (RESERVATIONS.baseInputTokens + RESERVATIONS.outputTokens);
  if (policy.limits.max_tokens < minimum) {
    ctx.addIssue({
      code: "custom",
      path: ["limits", "max_tokens"],
      message: `max_tokens ${policy.limits.max_tokens} is below ${minimum}, the reservation of one direct call plus ${mandated} required reviews`,
    });
  }
  if (policy.limits.max_model_calls < 1 + mandated) {
    ctx.addIssue({
      code: "custom",
      path: ["limits", "max_model_calls"],
      message: `max_model_calls ${policy.limits.max_model_calls} cannot fit one direct call plus ${mandated} required reviews`,
    });
  }
}

export type DelegationPolicy = z.infer<typeof DelegationPolicy>;
export const DEFAULT_POLICY: DelegationPolicy = DelegationPolicy.parse({});

function isRole(role: string): role is Role {
  return (ROLES as readonly string[]).includes(role);
}
