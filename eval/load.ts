import { readFileSync } from "node:fs";
import type { Turn } from "../src/assess/conversation";
import type { Action, Complexity } from "../src/assess/schema";
import { Catalog } from "../src/catalog/catalog";

export interface Example {
  id: string;
  message: string;
  history?: Turn[];
  level: Complexity;
  action: Action;
  needs_tool: boolean;
  expected_tools: string[];
  category: string;
  lang: string;
}

export function loadDataset(path = "eval/dataset.jsonl"): Example[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Example);
}

/** The demo workspace's catalog, exactly as `npm run dev` seeds it. */
export function loadDemoCatalog(path = "seed/demo.json") {
  const seed = JSON.parse(readFileSync(path, "utf8"));
  const agents = seed.agents.map((a: { name: string; skills?: string[] }, i: number) => ({
    ...a,
    id: `agent_${i}`,
    skills: a.skills ?? [],
  }));
  const tools = seed.tools.map((t: { name: string; description: string; category?: string }) => ({
    name: t.name,
    description: t.description,
    category: t.category ?? null,
  }));
  return {
    catalog: new Catalog(tools, agents),
    coreTools: (seed.settings?.core_tools ?? []) as string[],
  };
}
