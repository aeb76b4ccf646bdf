import { z } from "zod";
import { LIMITS } from "../limits";
import { Description, Name } from "./common";

export const CreateWorkspaceBody = z.strictObject({ name: Name });

export const Workspace = z.object({
  id: z.string(),
  name: z.string(),
  config_version: z.int().describe("Bumped by every change to agents, tools or settings."),
  created_at: z.string(),
  updated_at: z.string(),
});

export const CreatedWorkspace = z.object({
  id: z.string(),
  name: z.string(),
  api_key: z.string().describe("Shown once; only its SHA-256 hash is stored."),
});

export const ToolInput = z.strictObject({
  name: Name.regex(/^[A-Za-z0-9_.:-]+$/, "use letters, digits, _ . : -"),
  description: Description.default(""),
  category: z.string().trim().min(1).max(64).optional(),
});

export const ToolsBody = z
  .array(ToolInput)
  .max(LIMITS.catalogTools)
  .superRefine(uniqueNames("tool"))
  .describe(`The whole catalog; replaces the previous one. At most ${LIMITS.catalogTools} tools.`);

export const Tool = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string().nullable(),
});

const Tag = z.string().trim().min(1).max(64);

export const AgentInput = z.strictObject({
  name: Name,
  description: Description.default(""),
  is_active: z.boolean().default(true),
  skills: z.array(Tag).max(LIMITS.agentTags).default([]),
  roles: z.array(Tag).max(LIMITS.agentTags).default([]),
});

export const AgentsBody = z
  .array(AgentInput)
  .max(LIMITS.agents)
  .superRefine(uniqueNames("agent"))
  .describe(`All the workspace's agents; replaces the previous set. At most ${LIMITS.agents}.`);

export const Agent = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  skills: z.array(z.string()),
  roles: z.array(z.string()),
});

export const CountResponse = z.object({ count: z.int() });

export const KEY_SCOPES = ["workspace", "admin"] as const;

export const CreateKeyBody = z.strictObject({
  scope: z
    .enum(KEY_SCOPES)
    .default("workspace")
    .describe("admin-scoped keys act for the workspace's operators (explicit delegation paths)."),
});

export const ApiKey = z.object({
  id: z.string(),
  prefix: z.string().describe("First characters of the key, to tell keys apart."),
  scope: z.enum(KEY_SCOPES),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});

export const CreatedKey = ApiKey.extend({
  api_key: z.string().describe("Shown once; only its SHA-256 hash is stored."),
});

export const KeyParams = z.object({
  id: z.string().min(1).max(64),
  key_id: z.string().min(1).max(64),
});

function uniqueNames(kind: string) {
  return (items: Array<{ name: string }>, ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const key = item.name.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: "custom",
          message: `duplicate ${kind} name "${item.name}"`,
          path: [index, "name"],
        });
      }
      seen.add(key);
    });
  };
}
