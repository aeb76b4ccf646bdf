import { type Indicators, raisedDomains, readIndicators } from "./indicators";
import type { DelegationPolicy, WorkflowMode } from "./policy";
import {
  DOMAIN_SPECIALIST,
  DOMAINS,
  type Domain,
  KIND_ROLES,
  LARGE_DIFF_FILES,
  RESERVATIONS,
  type ReasonName,
  type ReviewCondition,
  type Role,
  type Skill,
  WEIGHTS,
} from "./tables";
import type { Task } from "./task";

export interface RoleSelection {
  role: Role;
  skill: Skill;
  required: boolean;
}

export interface RequiredReviewRecord {
  role: Role;
  skill: Skill;
  when: ReviewCondition;
  mandated: boolean;
}

/** The decision record: everything the gate decided and why, and nothing of the task's text. */
export interface DelegationDecision {
  primary_path: "direct" | "workflow";
  effective_mode: WorkflowMode;
  requested_mode: WorkflowMode | null;
  score: number;
  threshold: number;
  specialisation: "domain_advice" | "independent_review" | "non_simple_implementation" | null;
  reasons: { signal: string; weight: number }[];
  indicators: Indicators & Record<`flag_${Domain}`, boolean>;
  roles: RoleSelection[];
  required_reviews: RequiredReviewRecord[];
  estimates: {
    model_calls: number;
    input_tokens: number;
    output_tokens: number;
    latency_ms: number | null;
  };
  budget_fit: boolean;
  runnable: boolean;
  handoff: { reason: string; blockers: string[] } | null;
  policy_version: string;
}

export interface GateInput {
  task: Task;
  policy: DelegationPolicy;
  policyVersion: string;
  /** Roles the workspace's active agents can fill. */
  availableRoles: ReadonlySet<string>;
  /** Median time of one stage in this workspace's finished runs; null with no history. */
  stageLatencyMs: number | null;
}

/** A workspace forcing direct work and a caller asking for a workflow cannot both be honoured. */
export class PolicyConflict extends Error {
  constructor() {
    super(
      "The workspace's policy forces direct work, and the task asks for a workflow. Drop delegation.mode or change the policy.",
    );
    this.name = "PolicyConflict";
  }
}

/**
 * The deterministic delegation gate: prefers direct handling, decomposes only
 * for an explainable reason or a workspace requirement, and never makes a
 * model call. The same input always yields the same record.
 *
 * @example
 * const decision = planDelegation({ task, policy, policyVersion: "3", availableRoles, stageLatencyMs: null });
 * decision.primary_path; // "direct"
 */
export function planDelegation(input: GateInput): DelegationDecision {
  const { task, policy } = input;
  const requested = task.delegation?.mode ?? null;
  if (policy.workflow_mode === "direct" && requested === "workflow") throw new PolicyConflict();
  // A non-auto workspace mode takes precedence; omitting `delegation` never bypasses it.
  const effective: WorkflowMode =
    policy.workflow_mode !== "auto" ? policy.workflow_mode : (requested ?? "auto");

  const indicators = readIndicators(task.diff);
  const domains = raisedDomains(task, indicators);
  const reasons = scoreReasons(task, indicators, domains);
  const score = reasons.reduce((sum, r) => sum + r.weight, 0);
  const specialisation = specialisationCase(task, domains);
  const required = requiredReviews(policy, domains);

  const path = choosePath(input, effective, score, specialisation, domains, reasons);
  const staffed = staff(input, effective, path, required, reasons);
  const budget = fitBudget(input, effective, staffed, required, reasons);
  const handoff = handoffFor(task, staffed.blockers, budget, policy);

  return {
    primary_path: budget.primary,
    effective_mode: effective,
    requested_mode: requested,
    score,
    threshold: policy.decomposition_threshold,
    specialisation,
    reasons,
    indicators: { ...indicators, ...flags(task) },
    roles: budget.roles,
    required_reviews: required.map((r) => ({ ...r, mandated: true })),
    estimates: budget.estimates,
    budget_fit: budget.fit,
    runnable: budget.fit && handoff === null,
    handoff,
    policy_version: input.policyVersion,
  };
}

type Reason = { signal: string; weight: number };
type RoleSkill = { role: Role; skill: Skill };
type Path = { primary: DelegationDecision["primary_path"]; optional: RoleSkill[] };

/** Direct or workflow, by mode and score, with the optional specialists a workflow would use. */
function choosePath(
  { task, policy }: GateInput,
  effective: WorkflowMode,
  score: number,
  specialisation: DelegationDecision["specialisation"],
  domains: ReadonlySet<Domain>,
  reasons: Reason[],
): Path {
  const byMode = (mode: WorkflowMode) =>
    policy.workflow_mode === mode ? "mode_forced_by_policy" : "mode_requested_by_caller";
  if (effective === "workflow") {
    reasons.push({ signal: byMode("workflow"), weight: 0 });
    return { primary: "workflow", optional: forcedRoles(domains) };
  }
  if (effective === "direct") {
    reasons.push({ signal: byMode("direct"), weight: 0 });
    return { primary: "direct", optional: [] };
  }
  if (score < policy.decomposition_threshold) return { primary: "direct", optional: [] };
  if (!specialisation) {
    reasons.push({ signal: "threshold_met_without_specialisation", weight: 0 });
    return { primary: "direct", optional: [] };
  }
  const optional = autoRoles(task, domains);
  return { primary: optional.length > 0 ? "workflow" : "direct", optional };
}

/**
 * Roles the workspace disabled or cannot staff are dropped when optional, and
 * block when required. A forced workflow's structure is not optional: a role it
 * cannot staff blocks it.
 */
function staff(
  { policy, availableRoles }: GateInput,
  effective: WorkflowMode,
  path: Path,
  required: RoleSkill[],
  reasons: Reason[],
): { primary: Path["primary"]; roles: RoleSelection[]; blockers: string[] } {
  const usable = (r: { role: Role }) =>
    policy.enabled_roles.includes(r.role) && availableRoles.has(r.role);
  const dropped = path.optional.filter((r) => !usable(r));
  const structural = effective === "workflow" ? dropped : [];
  if (dropped.length > 0 && structural.length === 0) {
    reasons.push({ signal: "optional_specialist_unavailable", weight: 0 });
  }
  const optional = path.optional.filter(usable);
  const primary =
    effective === "auto" && path.primary === "workflow" && optional.length === 0
      ? "direct"
      : path.primary;
  const blockers = [
    ...required
      .filter((r) => !availableRoles.has(r.role))
      .map((r) => `no active agent fills the required ${r.role} (${r.skill}) review`),
    ...structural.map((r) =>
      policy.enabled_roles.includes(r.role)
        ? `no active agent fills ${r.role} (${r.skill}), which the forced workflow needs`
        : `${r.role} (${r.skill}) is needed by the forced workflow but not enabled by the policy`,
    ),
  ];
  return { primary, roles: mergeRoles(optional, required), blockers };
}

/** Optional decomposition yields to direct when it cannot fit the budget and direct can. */
function fitBudget(
  { task, policy, stageLatencyMs }: GateInput,
  effective: WorkflowMode,
  staffed: { primary: Path["primary"]; roles: RoleSelection[] },
  required: RoleSkill[],
  reasons: Reason[],
): {
  primary: Path["primary"];
  roles: RoleSelection[];
  estimates: DelegationDecision["estimates"];
  fit: boolean;
} {
  const estimates = estimate(task, staffed.roles, stageLatencyMs);
  const fit = fits(estimates, staffed.roles, policy);
  if (!fit && effective === "auto" && staffed.primary === "workflow") {
    const directRoles = mergeRoles([], required);
    const directEstimates = estimate(task, directRoles, stageLatencyMs);
    if (fits(directEstimates, directRoles, policy)) {
      reasons.push({ signal: "decomposition_over_budget", weight: 0 });
      return { primary: "direct", roles: directRoles, estimates: directEstimates, fit: true };
    }
  }
  return { primary: staffed.primary, roles: staffed.roles, estimates, fit };
}

/** Why the plan returns to the caller instead of running, or null when it can run. */
function handoffFor(
  task: Task,
  blockers: string[],
  budget: { roles: RoleSelection[]; estimates: DelegationDecision["estimates"]; fit: boolean },
  policy: DelegationPolicy,
): DelegationDecision["handoff"] {
  if (task.complexity === "complex" || isAmbiguous(task))
    return {
      reason:
        task.complexity === "complex"
          ? "Complex work returns for bounded scoping before any plan runs."
          : "The task is too ambiguous to plan; it returns for scoping.",
      blockers: [
        "split the work into bounded tasks, each with its own objective and context",
        ...blockers,
      ],
    };
  if (blockers.length > 0)
    return {
      reason:
        "A required specialist is unavailable; required reviews and forced structure are never skipped.",
      blockers,
    };
  if (!budget.fit)
    return {
      reason:
        "The plan does not fit the workspace's limits, and required work is never dropped to fit.",
      blockers: overBudget(budget.estimates, budget.roles, policy),
    };
  return null;
}

function scoreReasons(
  task: Task,
  indicators: Indicators,
  domains: ReadonlySet<Domain>,
): { signal: string; weight: number }[] {
  const names: ReasonName[] = [];
  for (const domain of DOMAINS) {
    if (task.delegation?.[domain]) names.push(`flag_${domain}`);
  }
  if (indicators.dependency_manifests > 0) names.push("dependency_manifest_changed");
  if (indicators.sensitive_paths > 0) names.push("sensitive_path_changed");
  if (indicators.ui_files > 0) names.push("ui_file_changed");
  if (task.complexity === "moderate") names.push("moderate_complexity");
  if (task.complexity === "complex") names.push("complex_complexity");
  if (task.kind === "review_change") names.push("kind_review_change");
  if (task.kind === "implement_issue") names.push("kind_implement_issue");
  if (task.kind === "investigate") names.push("kind_investigate");
  if (task.kind === "answer") names.push("kind_answer");
  if (specialistsFor(domains).length >= 2) names.push("several_concerns");
  if (indicators.changed_files >= LARGE_DIFF_FILES) names.push("large_diff");
  return names.map((signal) => ({ signal: signal as string, weight: WEIGHTS[signal].weight }));
}

/** Reaching the threshold is not enough: one of these must hold too. */
function specialisationCase(
  task: Task,
  domains: ReadonlySet<Domain>,
): DelegationDecision["specialisation"] {
  if (domains.size > 0) return "domain_advice";
  if (task.kind === "review_change") return "independent_review";
  if (task.kind === "implement_issue" && task.complexity !== "simple")
    return "non_simple_implementation";
  return null;
}

/** The specialists the raised domains call for, one per role/skill pair. */
function specialistsFor(domains: ReadonlySet<Domain>): { role: Role; skill: Skill }[] {
  return uniqueRoles([...domains].map((d) => DOMAIN_SPECIALIST[d]));
}

function autoRoles(task: Task, domains: ReadonlySet<Domain>): { role: Role; skill: Skill }[] {
  const specialists = specialistsFor(domains);
  const kind: { role: Role; skill: Skill }[] =
    task.kind === "implement_issue" && task.complexity === "simple"
      ? []
      : [...KIND_ROLES[task.kind]];
  // Several independent concerns keep the general analysis alongside the specialists;
  // a single concern is the specialist's alone. An independent review with no
  // domain concern is the analyst's.
  const general: { role: Role; skill: Skill }[] =
    specialists.length >= 2 || (specialists.length === 0 && task.kind === "review_change")
      ? [{ role: "analyst", skill: "analysis" }]
      : [];
  return uniqueRoles([...kind, ...general, ...specialists]);
}

/**
 * Forced decomposition: exploration plus analysis, with any raised domain's
 * specialist. The analyst explores; the analysis is the run's closing synthesis
 * stage, so the analyst is planned once, not twice.
 */
function forcedRoles(domains: ReadonlySet<Domain>): { role: Role; skill: Skill }[] {
  return uniqueRoles([{ role: "analyst", skill: "exploration" }, ...specialistsFor(domains)]);
}

function requiredReviews(policy: DelegationPolicy, domains: ReadonlySet<Domain>) {
  const seen = new Set<string>();
  const out: { role: Role; skill: Skill; when: ReviewCondition }[] = [];
  for (const review of policy.required_reviews) {
    if (review.when !== "always" && !domains.has(review.when)) continue;
    const key = `${review.role}/${review.skill}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ role: review.role as Role, skill: review.skill as Skill, when: review.when });
  }
  return out;
}

/**
 * Optional roles first, then required ones appended. A role already selected is
 * marked required, never repeated; when the required review names another skill
 * for it, the required skill replaces the optional one (a mandated review is
 * never dropped).
 */
function mergeRoles(
  optional: { role: Role; skill: Skill }[],
  required: { role: Role; skill: Skill }[],
): RoleSelection[] {
  const roles: RoleSelection[] = uniqueRoles(optional).map((r) => ({ ...r, required: false }));
  for (const r of uniqueRoles(required)) {
    const existing = roles.find((x) => x.role === r.role);
    if (existing) {
      existing.required = true;
      existing.skill = r.skill;
    } else roles.push({ role: r.role, skill: r.skill, required: true });
  }
  return roles;
}

/**
 * First-pass estimates: one call for the direct work or the final synthesis,
 * plus one per role. Each call reserves the task's
 * own text (specialists get the original evidence) plus framing, and an output
 * budget. Retries are excluded; unknown time stays null.
 */
function estimate(task: Task, roles: RoleSelection[], stageLatencyMs: number | null) {
  const calls = 1 + roles.length;
  const taskChars = task.objective.length + task.context.length + (task.diff?.length ?? 0);
  const inputPerCall =
    RESERVATIONS.baseInputTokens + Math.ceil(taskChars / RESERVATIONS.charsPerToken);
  return {
    model_calls: calls,
    input_tokens: calls * inputPerCall,
    output_tokens: calls * RESERVATIONS.outputTokens,
    // Stages run one after another: the direct or synthesis call and each role.
    latency_ms: stageLatencyMs === null ? null : Math.round(stageLatencyMs * calls),
  };
}

function fits(
  estimates: DelegationDecision["estimates"],
  roles: RoleSelection[],
  policy: DelegationPolicy,
): boolean {
  return overBudget(estimates, roles, policy).length === 0;
}

function overBudget(
  estimates: DelegationDecision["estimates"],
  roles: RoleSelection[],
  policy: DelegationPolicy,
): string[] {
  const out: string[] = [];
  if (roles.length > policy.limits.max_roles)
    out.push(`${roles.length} roles exceed max_roles ${policy.limits.max_roles}`);
  if (estimates.model_calls > policy.limits.max_model_calls) {
    out.push(
      `${estimates.model_calls} model calls exceed max_model_calls ${policy.limits.max_model_calls}`,
    );
  }
  const tokens = estimates.input_tokens + estimates.output_tokens;
  if (tokens > policy.limits.max_tokens)
    out.push(`${tokens} tokens exceed max_tokens ${policy.limits.max_tokens}`);
  return out;
}

/** Too little to plan from: a few words, no context, no diff. */
function isAmbiguous(task: Task): boolean {
  return (
    task.objective.split(/\s+/).filter(Boolean).length < 3 && !task.context.trim() && !task.diff
  );
}

function flags(task: Task): Record<`flag_${Domain}`, boolean> {
  return Object.fromEntries(
    DOMAINS.map((d) => [`flag_${d}`, task.delegation?.[d] ?? false]),
  ) as Record<`flag_${Domain}`, boolean>;
}

/**
 * One stage per role: the first pair of each role wins. A plan that named the
 * same role twice (analyst for exploration and again for analysis) would staff
 * the same agent twice and pay for two calls where one does both.
 */
function uniqueRoles<T extends { role: Role; skill: Skill }>(items: T[]): T[] {
  const seen = new Set<Role>();
  return items.filter((r) => {
    if (seen.has(r.role)) return false;
    seen.add(r.role);
    return true;
  });
}
