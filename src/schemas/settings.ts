import { z } from "zod";
import { DEFAULT_POLICY, DelegationPolicy } from "../delegation/policy";
import { LIMITS } from "../limits";
import { Name } from "./common";

/**
 * Only Worker secrets with this prefix may be sent to a classifier endpoint: the
 * setting names a secret, so without a fixed prefix an admin (or a leaked admin
 * token) could point base_url at their own server and name ADMIN_TOKEN.
 */
export const CLASSIFIER_SECRET_PREFIX = "CLASSIFIER_KEY_";

/**
 * Providers the classifier tier can use. `auto` (the default) is Workers AI
 * where the deployment has an AI binding (production) and `none` where it has
 * not (local development, tests); the CLASSIFIER_DEFAULT_PROVIDER variable
 * overrides what `auto` means for a deployment.
 */
export const CLASSIFIER_PROVIDERS = ["auto", "none", "workers-ai", "openai-compatible"] as const;

/**
 * Llama 3.1 8B, its fast variant: Cloudflare deprecated the plain
 * `@cf/meta/llama-3.1-8b-instruct` on 2026-05-30 and keeps `-fast` (same
 * weights, FP8, 128k context; JSON mode as test/workers/workers-ai-contract.test.ts checks).
 */
export const DEFAULT_CLASSIFIER_MODEL = "@cf/meta/llama-3.1-8b-instruct-fast";

export const ClassifierSettings = z
  .strictObject({
    provider: z.enum(CLASSIFIER_PROVIDERS).default("auto"),
    model: z.string().min(1).max(200).default(DEFAULT_CLASSIFIER_MODEL),
    base_url: z
      .url({ protocol: /^https?$/ })
      .optional()
      .describe(
        "OpenAI-compatible endpoint, e.g. http://127.0.0.1:11434/v1. Required for openai-compatible.",
      ),
    api_key_secret: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]{0,63}$/, "must name a Worker secret, e.g. CLASSIFIER_KEY_OPENAI")
      .optional()
      .describe(
        `Name of the Worker secret holding the endpoint's API key; the key never enters D1. Only secrets named ${CLASSIFIER_SECRET_PREFIX}* may be used.`,
      ),
    timeout_ms: z.int().min(100).max(10_000).default(1_500),
  })
  .refine((s) => s.provider !== "openai-compatible" || s.base_url, {
    message: "base_url is required when provider is openai-compatible",
    path: ["base_url"],
  });

/** Hosts a plain-http classifier endpoint may use, in local development only. */
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * What is wrong with a classifier's endpoint and key for this deployment, or
 * null. Checked when settings are written and again before a call, so settings
 * stored before a rule existed cannot leak a secret either. Outside
 * `ENVIRONMENT=development` the endpoint must be https; in development plain
 * http is allowed to the loopback host only.
 *
 * @example
 * classifierEndpointProblem({ api_key_secret: "ADMIN_TOKEN" }, "production");
 * // "classifier.api_key_secret must start with CLASSIFIER_KEY_: …"
 */
export function classifierEndpointProblem(
  classifier: { base_url?: string | undefined; api_key_secret?: string | undefined },
  environment: string | undefined,
): string | null {
  const secret = classifier.api_key_secret;
  if (secret !== undefined && !secret.startsWith(CLASSIFIER_SECRET_PREFIX)) {
    return `classifier.api_key_secret must start with ${CLASSIFIER_SECRET_PREFIX}: only secrets named ${CLASSIFIER_SECRET_PREFIX}* may be sent to a classifier endpoint (got ${secret})`;
  }
  if (classifier.base_url === undefined) return null;
  const url = new URL(classifier.base_url);
  if (url.protocol === "https:") return null;
  if (environment === "development" && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return environment === "development"
    ? "classifier.base_url must be https, or http to 127.0.0.1 / localhost in local development"
    : "classifier.base_url must be https outside local development";
}

const Template = z.string().trim().min(1).max(500);

/** Replies to greetings, thanks, goodbyes and emoji reactions: answered with zero model tokens. */
export const AtomTemplates = z.strictObject({
  greeting: z
    .array(Template)
    .min(1)
    .max(LIMITS.atomTemplates)
    .default(["Hi! What can I do for you?"]),
  thanks: z.array(Template).min(1).max(LIMITS.atomTemplates).default(["You're welcome!"]),
  goodbye: z.array(Template).min(1).max(LIMITS.atomTemplates).default(["Bye! Come back any time."]),
  reaction: z.array(Template).min(1).max(LIMITS.atomTemplates).default(["🙂"]),
});

/** Message text kept with decisions (for feedback export), off by default and always with a TTL. */
export const RetainText = z.strictObject({
  enabled: z.boolean().default(false),
  ttl_days: z.int().min(1).max(LIMITS.retainTextDays).default(7),
});

/** The assumptions behind `tokens_avoided` in the stats (src/decisions/stats.ts). */
export const SavingsSettings = z.strictObject({
  baseline_tool_schemas: z
    .int()
    .min(0)
    .max(LIMITS.catalogTools)
    .default(40)
    .describe("Tool schemas the full pipeline would send with every message (the PRD: ~40)."),
  tokens_per_tool_schema: z.int().min(0).max(10_000).default(120),
  orchestration_tokens: z
    .int()
    .min(0)
    .max(100_000)
    .default(800)
    .describe("System prompt, memory and orchestration the full pipeline adds per message."),
  atom_prompt_tokens: z.int().min(0).max(10_000).default(100),
  classifier_tokens: z
    .int()
    .min(0)
    .max(100_000)
    .default(600)
    .describe("Assumed per classifier call when the provider reports no usage."),
});

/** A workspace's settings. Every change is stored as a new version. */
export const WorkspaceSettings = z.strictObject({
  classifier: ClassifierSettings.default({
    provider: "auto",
    model: DEFAULT_CLASSIFIER_MODEL,
    timeout_ms: 1_500,
  }),
  cache_ttl_seconds: z
    .int()
    .min(60)
    .max(30 * 86_400)
    .default(86_400)
    .describe("How long classifier decisions stay cached. KV's minimum TTL is 60 s."),
  run_retention_days: z
    .int()
    .min(1)
    .max(LIMITS.runRetentionMaxDays)
    .default(7)
    .describe(
      "Days a finished run (its events, index entry and history) is kept; then reading it is 404 expired.",
    ),
  atom_templates: AtomTemplates.default(AtomTemplates.parse({})),
  policy: DelegationPolicy.default(DEFAULT_POLICY).describe(
    "The delegation gate's policy; set it with PUT …/policy.",
  ),
  core_tools: z
    .array(Name)
    .max(LIMITS.toolsOffered)
    .default([])
    .describe("Tool names offered with every non-atom request, after the ranked ones."),
  learned_tier: z
    .boolean()
    .default(true)
    .describe(
      "Whether the learned classifier shipped in the Worker may decide. Off, every message the rules leave open goes to the cache and the model.",
    ),
  retain_text: RetainText.default({ enabled: false, ttl_days: 7 }).describe(
    "Keep message text with decision records (for the feedback export) for ttl_days.",
  ),
  savings: SavingsSettings.default(SavingsSettings.parse({})),
});

export type WorkspaceSettings = z.infer<typeof WorkspaceSettings>;

export const DEFAULT_SETTINGS: WorkspaceSettings = WorkspaceSettings.parse({});

export const SettingsEnvelope = z.object({
  version: z.int().describe("Settings version; send it back as expected_version to update safely."),
  settings: WorkspaceSettings,
});

export const PutSettingsBody = z.strictObject({
  settings: WorkspaceSettings,
  expected_version: z
    .int()
    .min(0)
    .optional()
    .describe("When given, the update fails with 409 unless this is the current version."),
});
