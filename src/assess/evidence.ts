import {
  ACTION_VERBS,
  BREADTH,
  DOMAINS,
  IDENTIFIERS,
  INJECTION_MARKERS,
  MEMORY_REFERENCES,
  MULTI_STEP,
} from "./lexicon-work";
import type { Signal } from "./schema";

/** What the rule tables found in one piece of text. */
export interface Evidence {
  /** Distinct action-verb groups, e.g. communicate, money. */
  actions: string[];
  /** Distinct verbs matched. */
  verbs: string[];
  /** Clauses that each carry an action verb: separate steps in one message. */
  actionClauses: number;
  domains: string[];
  identifiers: string[];
  memory: string[];
  multiStep: string[];
  breadth: string[];
  injection: string[];
  signals: Signal[];
}

const QUOTED = /"[^"]*"|«[^»]*»|'[^']{12,}'/gu;
/** Where one step ends and the next begins: commas, semicolons, and/then in several languages. */
const STEP_BOUNDARY = /[,;:\n]|\b(and then|then|and|after that|y|et|und|e|luego|puis|dann)\b/gu;

/** How many step segments (between boundaries) hold at least one action verb. */
function countSegments(text: string, positions: number[]): number {
  const boundaries = [...text.matchAll(STEP_BOUNDARY)].map((m) => m.index);
  const segments = new Set<number>();
  for (const position of positions) {
    let segment = 0;
    while (segment < boundaries.length && (boundaries[segment] ?? 0) < position) segment++;
    segments.add(segment);
  }
  return segments.size;
}

/** One alternation of every domain and non-retrieval action: a cheap "is this about work?" test. */
const WORK_ANY = new RegExp(
  [
    ...DOMAINS.map((d) => d.pattern.source),
    ...ACTION_VERBS.filter((v) => v.name !== "retrieve").map((v) => v.pattern.source),
  ].join("|"),
  "u",
);

/** Cheap screen used on history turns: the same evidence as `hasWorkEvidence`, without the bookkeeping. */
export function looksLikeWork(normalized: string, raw: string): boolean {
  return (
    WORK_ANY.test(normalized) ||
    IDENTIFIERS.some((i) => {
      const needs = IDENTIFIER_HINTS[i.name];
      return (!needs || raw.includes(needs)) && i.pattern.test(raw);
    })
  );
}

const ACTION_VERBS_GLOBAL = ACTION_VERBS.map((verb) => ({
  ...verb,
  global: new RegExp(verb.pattern.source, "gu"),
}));

/**
 * Runs every rule table over the text and returns what matched, with weights.
 * `raw` keeps case for patterns where case carries meaning (ticket keys).
 */
export function collectEvidence(normalized: string, raw: string): Evidence {
  const signals: Signal[] = [];
  // Quoted text is payload ("tell him: 'same time as before'"), not instructions
  // about the work, so structure and memory are read without it.
  const unquoted = normalized.replace(QUOTED, " ");
  const actions: string[] = [];
  const verbs = new Set<string>();
  const verbPositions: number[] = [];
  for (const verb of ACTION_VERBS_GLOBAL) {
    let found = false;
    for (const match of unquoted.matchAll(verb.global)) {
      found = true;
      verbs.add(match[0]);
      verbPositions.push(match.index);
    }
    if (found) {
      actions.push(verb.name);
      signals.push({ name: `action:${verb.name}`, weight: verb.weight });
    }
  }
  const domains: string[] = [];
  for (const domain of DOMAINS) {
    if (domain.pattern.test(normalized) || (domain.name === "issues" && domain.pattern.test(raw))) {
      domains.push(domain.name);
      signals.push({ name: `domain:${domain.name}`, weight: 2 });
    }
  }
  const identifiers = matchTable(IDENTIFIERS, raw, signals, "identifier", IDENTIFIER_HINTS);
  const memory = matchTable(MEMORY_REFERENCES, unquoted, signals, "memory");
  const multiStep = matchTable(MULTI_STEP, unquoted, signals, "multi_step");
  const breadth = matchTable(BREADTH, unquoted, signals, "breadth");
  const actionClauses =
    verbPositions.length > 1 ? countSegments(unquoted, verbPositions) : verbPositions.length;
  if (actionClauses >= 2)
    signals.push({ name: "multi_step:action_clauses", weight: actionClauses });
  const injection: string[] = [];
  for (const marker of INJECTION_MARKERS) {
    if (marker.pattern.test(normalized)) {
      injection.push(marker.name);
      // Suspicion only ever raises the stakes; it is never evidence of small talk.
      signals.push({ name: `injection:${marker.name}`, weight: 3 });
    }
  }
  return {
    actions,
    verbs: [...verbs],
    actionClauses,
    domains,
    identifiers,
    memory,
    multiStep,
    breadth,
    injection,
    signals,
  };
}

/** Characters an identifier cannot match without: a cheap test that skips the regex. */
const IDENTIFIER_HINTS: Record<string, string> = {
  email_address: "@",
  repo_path: "/",
  url: "://",
  mention: "@",
  hash_ref: "#",
};

function matchTable(
  table: readonly { name: string; weight: number; pattern: RegExp }[],
  text: string,
  signals: Signal[],
  prefix: string,
  required: Record<string, string> = {},
): string[] {
  const names: string[] = [];
  for (const entry of table) {
    const needs = required[entry.name];
    if (needs && !text.includes(needs)) continue;
    if (entry.pattern.test(text)) {
      names.push(entry.name);
      signals.push({ name: `${prefix}:${entry.name}`, weight: entry.weight });
    }
  }
  return names;
}

/** True when the text asks for work on an external system in any way. */
export function hasWorkEvidence(e: Evidence): boolean {
  return (
    e.domains.length > 0 ||
    e.identifiers.length > 0 ||
    (e.actions.length > 0 && e.actions.some((a) => a !== "retrieve"))
  );
}
