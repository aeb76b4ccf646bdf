/**
 * The delegation gate's vocabulary as data: roles, their skills, which domain
 * calls for which specialist, and the integer weights of the score. Pure.
 */

/** Roles a workspace's agents can fill, with the skills each may apply. */
export const ROLE_SKILLS = {
  architect: ["architecture-review"],
  "security-reviewer": ["security-review"],
  "performance-reviewer": ["resource-review"],
  "ux-reviewer": ["ui-ux-review"],
  "documentation-reviewer": ["release-review"],
  analyst: ["analysis", "exploration"],
  implementer: ["implementation"],
} as const satisfies Record<string, readonly string[]>;

export type Role = keyof typeof ROLE_SKILLS;
export type Skill = (typeof ROLE_SKILLS)[Role][number];
export const ROLES = Object.keys(ROLE_SKILLS) as Role[];
export const SKILLS = [...new Set(Object.values(ROLE_SKILLS).flat())] as Skill[];

/** The risk domains a task can raise, by flag or by diff evidence. */
export const DOMAINS = [
  "security",
  "dependencies",
  "resources",
  "architecture",
  "ui",
  "release",
] as const;
export type Domain = (typeof DOMAINS)[number];

/** When a required review applies: always, or when its domain is raised. */
export const REVIEW_CONDITIONS = ["always", ...DOMAINS] as const;
export type ReviewCondition = (typeof REVIEW_CONDITIONS)[number];

/** Domain → the specialist whose advice it calls for (the spec's table). */
export const DOMAIN_SPECIALIST = {
  architecture: { role: "architect", skill: "architecture-review" },
  security: { role: "security-reviewer", skill: "security-review" },
  // Dependency risk is a security question: supply chain, licences, known CVEs.
  dependencies: { role: "security-reviewer", skill: "security-review" },
  resources: { role: "performance-reviewer", skill: "resource-review" },
  ui: { role: "ux-reviewer", skill: "ui-ux-review" },
  release: { role: "documentation-reviewer", skill: "release-review" },
} as const satisfies Record<Domain, { role: Role; skill: Skill }>;

export const TASK_KINDS = [
  "review_change",
  "implement_issue",
  "investigate",
  "research",
  "answer",
] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export const TASK_COMPLEXITY = ["simple", "moderate", "complex"] as const;
export type TaskComplexity = (typeof TASK_COMPLEXITY)[number];

/**
 * Roles a task kind is suited to, beyond the domain specialists: a kind maps to
 * adapters, not to a fixed direct/workflow verdict.
 */
export const KIND_ROLES = {
  review_change: [],
  implement_issue: [{ role: "implementer", skill: "implementation" }],
  investigate: [{ role: "analyst", skill: "analysis" }],
  research: [{ role: "analyst", skill: "exploration" }],
  answer: [],
} as const satisfies Record<TaskKind, readonly { role: Role; skill: Skill }[]>;

/**
 * The score's integer contributions, each with why it exists. Small on purpose:
 * the score is a routing heuristic, not a calibrated probability.
 */
export const WEIGHTS = {
  flag_security: { weight: 2, why: "the caller declared a security risk" },
  flag_dependencies: { weight: 2, why: "the caller declared a dependency change" },
  flag_resources: { weight: 2, why: "the caller declared a resource-cost risk" },
  flag_architecture: { weight: 2, why: "the caller declared an architectural change" },
  flag_ui: { weight: 1, why: "the caller declared a user-facing change" },
  flag_release: { weight: 1, why: "the caller declared release impact" },
  dependency_manifest_changed: { weight: 2, why: "the diff touches a dependency manifest" },
  sensitive_path_changed: {
    weight: 2,
    why: "the diff touches auth, security, secrets or permissions code",
  },
  ui_file_changed: { weight: 1, why: "the diff touches UI files" },
  moderate_complexity: { weight: 1, why: "moderate work benefits from a second view" },
  complex_complexity: { weight: 2, why: "complex work benefits from independent views" },
  kind_review_change: { weight: 1, why: "a review is more credible when independent" },
  kind_implement_issue: { weight: 1, why: "implementation has checkpoints worth separating" },
  kind_investigate: { weight: 1, why: "investigation can split exploration from analysis" },
  kind_answer: { weight: -2, why: "answers are direct by nature" },
  several_concerns: { weight: 1, why: "independent concerns can be examined in parallel" },
  large_diff: { weight: 1, why: "a diff touching many files has more to check" },
} as const satisfies Record<string, { weight: number; why: string }>;

export type ReasonName = keyof typeof WEIGHTS;

/** Files in a diff at which a change counts as large. */
export const LARGE_DIFF_FILES = 10;

/** Token reservations for one model call, first pass (retries excluded). */
export const RESERVATIONS = {
  /** Instructions, role prompt and framing around the task's own text. */
  baseInputTokens: 1_500,
  /** Output reserved per call. */
  outputTokens: 800,
  /** Characters per token when estimating the task's text. */
  charsPerToken: 4,
} as const;
