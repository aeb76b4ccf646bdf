/** "List my agents", "is slack connected?": questions about the platform itself. */
export const PLATFORM_QUERIES = [
  {
    kind: "agents",
    why: "the workspace's agents are platform data",
    pattern:
      /\b(list|show|what|which|see|display|view|how many)\b.{0,40}\bagents?\b|\bwhat can the [\w-]+ agent do\b/u,
  },
  {
    kind: "tools",
    why: "the tool catalog is platform data",
    pattern:
      /\b(list|show|what|which|see|display|view|how many)\b.{0,30}\btools?\b|\bdo (we|i) have a tool\b/u,
  },
  {
    kind: "workflows",
    why: "saved workflows are platform data",
    pattern:
      /\b(list|show|what|which|see|display|view|how many)\b.{0,30}\b(workflows?|automations?)\b/u,
  },
  {
    kind: "integrations",
    why: "connection state is platform data",
    pattern:
      /\b(list|show|what|which|see|display|view|how many)\b.{0,30}\b(integrations?|connectors?|connections?|connected apps)\b|\b(is|are)\b.{1,30}\b(connected|disconnected|integrated|hooked up|linked)\b|\bwhich\b.{0,20}\b(disconnected|connected)\b/u,
  },
] as const;

export type PlatformKind = (typeof PLATFORM_QUERIES)[number]["kind"];

/** The platform question asked, if any. */
export function platformQuery(normalized: string): PlatformKind | null {
  return PLATFORM_QUERIES.find((q) => q.pattern.test(normalized))?.kind ?? null;
}

/**
 * The catalog tool that answers a platform question: a name with LIST and the
 * kind in it (PLATFORM_LIST_AGENTS, list_agents, …), or none.
 */
export function platformTool(kind: PlatformKind, catalogNames: readonly string[]): string[] {
  const stem = kind.replace(/s$/, "").toUpperCase();
  const found = catalogNames.find((name) => {
    const upper = name.toUpperCase();
    return upper.includes("LIST") && upper.includes(stem);
  });
  return found ? [found] : [];
}
