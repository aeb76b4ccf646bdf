import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DOMAIN_NAMES, type LearnedDomain } from "../src/assess/learned/domains";
import { COMPLEXITY_LEVELS, type Complexity } from "../src/assess/schema";
import { HWU64_MAP, scenarioOf } from "./hwu64-map";

/** One training row, whatever its source. */
export interface TrainRow {
  text: string;
  level: Complexity;
  domains: LearnedDomain[];
  /** hwu64, own, or the name of an --extra file. */
  source: string;
  /** HWU64 scenario (for leave-one-scenario-out) or the own file's category. */
  group: string;
}

/**
 * A reply to the assistant's previous turn ("yes", "no that's wrong", "say it
 * again", "tuesday works better"): work only after a work turn, where the
 * tier never answers atom (tier.ts). Alone it continues nothing, so calibration
 * does not count an atom for it as a false atom, and evaluation tests it
 * after a work exchange.
 */
export function isReply(r: TrainRow): boolean {
  return (
    r.level === "cell" &&
    ((r.source === "hwu64" && r.group === "general") || r.group === "continuation")
  );
}

function jsonl(path: string): Record<string, unknown>[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l, i) => {
      try {
        return JSON.parse(l) as Record<string, unknown>;
      } catch (error) {
        throw new Error(`${path}:${i + 1}: ${(error as Error).message}`);
      }
    });
}

/** HWU64 through the intent table; intents mapped to null are left out. */
export function loadHwu64(path = "data/hwu64/hwu64.jsonl"): TrainRow[] {
  const rows: TrainRow[] = [];
  for (const r of jsonl(path)) {
    const intent = String(r.intent) as keyof typeof HWU64_MAP;
    const label = HWU64_MAP[intent];
    if (!label) throw new Error(`HWU64 intent ${intent} has no row in train/hwu64-map.ts`);
    if (label.level === null) continue;
    rows.push({
      text: String(r.text),
      level: label.level,
      domains: [...label.domains],
      source: "hwu64",
      group: scenarioOf(intent),
    });
  }
  return rows;
}

/** Rows in the training format: {text, level, domains?, category?}. Validated strictly. */
export function loadRows(path: string, source: string): TrainRow[] {
  return jsonl(path).map((r, i) => {
    const level = r.level as Complexity;
    if (typeof r.text !== "string" || !COMPLEXITY_LEVELS.includes(level))
      throw new Error(`${path}:${i + 1}: needs text and a level`);
    const domains = (Array.isArray(r.domains) ? r.domains : []) as LearnedDomain[];
    for (const d of domains)
      if (!DOMAIN_NAMES.includes(d)) throw new Error(`${path}:${i + 1}: unknown domain ${d}`);
    return { text: r.text, level, domains, source, group: String(r.category ?? source) };
  });
}

/**
 * A row that teaches only the domain head: a request whose domain is plain
 * ("did nvidia go up today" is finance) but whose level is the product's call,
 * not the row writer's (a definition is an atom to the rules, a dictionary
 * lookup to a catalog). The level head never sees these rows, so its weights,
 * calibration and every level figure are the same with or without them.
 */
export interface DomainRow {
  text: string;
  domains: LearnedDomain[];
  source: string;
}

/** train/domains/*.jsonl: {text, domains}, at least one known domain per row. */
export function loadDomainRows(dir = "train/domains"): DomainRow[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".jsonl"))
    .sort()
    .flatMap((f) =>
      jsonl(join(dir, f)).map((r, i) => {
        const domains = (Array.isArray(r.domains) ? r.domains : []) as LearnedDomain[];
        if (typeof r.text !== "string" || domains.length === 0)
          throw new Error(`${dir}/${f}:${i + 1}: needs text and at least one domain`);
        for (const d of domains)
          if (!DOMAIN_NAMES.includes(d))
            throw new Error(`${dir}/${f}:${i + 1}: unknown domain ${d}`);
        return { text: r.text, domains, source: "domains" };
      }),
    );
}

/** Every committed training row: HWU64 plus the files in train/own/, in a stable order. */
export function loadTrainingRows(extra: readonly string[] = []): TrainRow[] {
  const own = readdirSync("train/own")
    .filter((f) => f.endsWith(".jsonl"))
    .sort()
    .flatMap((f) => loadRows(join("train/own", f), "own"));
  return [...loadHwu64(), ...own, ...extra.flatMap((p) => loadRows(p, `extra:${p}`))];
}
