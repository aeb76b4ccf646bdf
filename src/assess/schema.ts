import { z } from "zod";

/** Complexity levels, smallest first; their order is used for floors and comparisons. */
export const COMPLEXITY_LEVELS = ["atom", "molecule", "cell", "organ", "organism"] as const;
export type Complexity = (typeof COMPLEXITY_LEVELS)[number];

export const ACTIONS = ["respond", "delegate", "workflow"] as const;
export type Action = (typeof ACTIONS)[number];

export const TIERS = ["rules", "learned", "cache", "model", "fallback"] as const;
export type Tier = (typeof TIERS)[number];

/** The assessment of one message: what it needs and why. */
export const Assessment = z.object({
  complexity: z.enum(COMPLEXITY_LEVELS).describe("Smallest pipeline that suffices."),
  action: z
    .enum(ACTIONS)
    .describe("respond: answer here; delegate: one agent; workflow: a multi-agent run."),
  reasoning: z.string().max(500).describe("One sentence on why."),
  confidence: z.number().min(0).max(1),
  needs_memory: z.boolean().describe("The message refers to earlier turns or saved preferences."),
  needs_multi_agent: z.boolean().describe("Only organ and organism work needs several agents."),
  tool_hints: z
    .array(z.string().max(40))
    .max(16)
    .describe("Short domain words (email, calendar, github) used to find tools."),
  matched_tools: z.array(z.string()).describe("Tools a rule matched directly (platform queries)."),
  target_agent_id: z.string().nullable(),
  target_agent_name: z.string().nullable(),
});
export type Assessment = z.infer<typeof Assessment>;

export const Signal = z.object({
  name: z.string().describe("What was seen, e.g. action_verb:send or tool_match:GMAIL_SEND_EMAIL."),
  weight: z
    .int()
    .describe("Its integer contribution; negative weights argue for a smaller pipeline."),
});
export type Signal = z.infer<typeof Signal>;

export const AssessResponse = z.object({
  assessment: Assessment,
  tier: z.enum(TIERS).describe("Which tier decided."),
  tools: z.array(z.string()).max(15).describe("Tools offered, best first; empty for atom."),
  signals: z.array(Signal).describe("The deterministic evidence, each with its weight."),
});
export type AssessResponse = z.infer<typeof AssessResponse>;

export function levelIndex(level: Complexity): number {
  return COMPLEXITY_LEVELS.indexOf(level);
}
