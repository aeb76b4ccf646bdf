/**
 * Every input limit the router enforces, named once. The README's "Limits" table
 * is written from this file; change both together.
 */
export const LIMITS = {
  /** Request bodies on the public API; larger bodies get 413 before parsing. */
  bodyBytes: 64 * 1024,
  /** Admin bodies carry whole catalogs, so they get more room. */
  adminBodyBytes: 1024 * 1024,
  /** One chat message, in characters. Longer messages are a 400, not truncated. */
  messageChars: 8_000,
  /** Earlier turns accepted with a message. */
  historyTurns: 50,
  /** One history turn, in characters. */
  historyTurnChars: 8_000,
  /** Tools in one workspace catalog. */
  catalogTools: 2_000,
  /** Agents in one workspace. */
  agents: 200,
  /** Names of workspaces, agents and tools. */
  nameChars: 128,
  /** Descriptions of agents and tools. */
  descriptionChars: 2_000,
  /** Skills or roles listed on one agent. */
  agentTags: 32,
  /** Live API keys per workspace. */
  keysPerWorkspace: 20,
  /** Tool names a request may hint at (`tool_hints`). */
  toolHints: 16,
  /** Tools offered with one request: the contract's ceiling. */
  toolsOffered: 15,
  /** `/v1/chat` bodies carry whole conversations, so they get more room than other public routes. */
  chatBodyBytes: 512 * 1024,
  /** Task bodies carry diffs (up to 200,000 characters). */
  taskBodyBytes: 256 * 1024,
  /** Earlier turns forwarded to the origin with a delegated message (the newest ones). */
  forwardedTurns: 50,
  /** One NDJSON line from the origin, in bytes; a longer line is a protocol error, read no further. */
  originLineBytes: 1024 * 1024,
  /** Longest lifetime of a browser client token (POST /v1/client-tokens), in seconds. */
  clientTokenTtlSeconds: 3_600,
  /** Templates per kind in a workspace's atom replies. */
  atomTemplates: 20,
  /** Longest a workspace may keep finished runs (`run_retention_days`), in days. */
  runRetentionMaxDays: 365,
  /** A feedback note (`POST /v1/feedback`), in characters. */
  feedbackNoteChars: 1_000,
  /** Longest time a workspace may retain message text with its decisions (`retain_text.ttl_days`). */
  retainTextDays: 30,
  /** Latest decisions listed at once on the dashboard. */
  decisionsListed: 100,
  /** Decision records kept in D1 (local development, or production without Analytics Engine). */
  decisionRetentionDays: 8,
  /** Decision records written to D1 in one batch (local development and tests). */
  decisionBatch: 50,
  /** The dashboard's sign-in form body (a key and a window). */
  dashboardFormBytes: 4 * 1024,
} as const;
