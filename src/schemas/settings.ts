import { z } from "zod";
import { DEFAULT_POLICY, DelegationPolicy } from "../delegation/policy";
import { LIMITS } from "../limits";
import { Name } from "./common";

/** Providers the classifier tier can use; `none` is the offline default. */
export const CLASSIFIER_PROVIDERS = ["none", "workers-ai", "openai-compatible"] as const;

export const DEFAULT_CLASSIFIER_MODEL = "@cf/meta/llama-3.1-8b-instruct";

export const ClassifierSettings = z
  .strictObject({
    provider: z.enum(CLASSIFIER_PROVIDERS).default("none"),
    model: z.string().min(1).max(200).default(DEFAULT_CLASSIFIER_MODEL),
    base_url: z
      .url({ protocol: /^https?$/ })
      .optional()
      .describe(
        "OpenAI-compatible endpoint, e.g. http://127.0.0.1:11434/v1. Required for openai-compatible.",
      ),
    api_key_secret: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]{0,63}$/, "must name a Worker secret, e.g. CLASSIFIER_API_KEY")
      .optional()
      .describe(
        "Name of the Worker secret holding the endpoint's API key; the key never enters D1.",
      ),
    timeout_ms: z.int().min(100).max(10_000).default(1_500),
  })
  .refine((s) => s.provider !== "openai-compatible" || s.base_url, {
    message: "base_url is required when provider is openai-compatible",
    path: ["base_url"],
  });

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

/** A workspace's settings. Every change is stored as a new version. */
export const WorkspaceSettings = z.strictObject({
  classifier: ClassifierSettings.default({
    provider: "none",
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
