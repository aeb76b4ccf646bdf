import { lazy } from "../lib/lazy";
import { foreignActions, universalEvidence } from "./actions-i18n";
import { Screen } from "./any-of";
import {
  ACTION_VERBS,
  BREADTH,
  DOMAINS,
  type GatedPattern,
  IDENTIFIERS,
  INJECTION_MARKERS,
  type LexiconEntry,
  MEMORY_REFERENCES,
  MULTI_STEP,
  NOT_WORK,
  PAYLOAD,
  STEP_VERBS,
} from "./lexicon-work";
import { fold, PhraseMatcher } from "./phrases";
import type { Signal } from "./schema";
import { words } from "./text";
import { headedWorkItems } from "./work-list";

/** What the rule tables found in one piece of text. */
export interface Evidence {
  /** Distinct action-verb groups, e.g. communicate, money. */
  actions: string[];
  /** Clauses that each carry an action verb: separate steps in one message. */
  actionClauses: number;
  /** Clauses of any kind (split at commas, semicolons, "and", "then"…). */
  clauses: number;
  /** Clauses that open with a verb of work (STEP_VERBS) or carry an action: the steps of a plan. */
  stepClauses: number;
  domains: string[];
  identifiers: string[];
  memory: string[];
  multiStep: string[];
  breadth: string[];
  injection: string[];
  signals: Signal[];
}

const TABLES = {
  action: ACTION_VERBS,
  domain: DOMAINS,
  memory: MEMORY_REFERENCES,
  multi_step: MULTI_STEP,
  breadth: BREADTH,
} as const satisfies Record<string, readonly LexiconEntry[]>;
type TableName = keyof typeof TABLES;

/** Table terms in scripts written without spaces: found as substrings ("明日の東京の天気は"). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * What an earlier turn is read for: whether it asked for work, on what, and how
 * broadly (Conversation in conversation.ts, guessLevel in rules.ts). Its
 * references to yet earlier work and its hand-offs never decide anything, and
 * their patterns are the costliest part of the tables (`earlier_turn` has
 * over 60).
 */
const TURN_TABLES: ReadonlySet<TableName> = new Set(["action", "domain", "breadth"]);

/** The tables indexed for matching, built on the first message (once per isolate), not at startup. */
const tables = lazy(() => {
  /** Every entry of every table, in table order; the matcher reports hits by index into this list. */
  const entries: readonly { table: TableName; entry: LexiconEntry; signal: string }[] = (
    Object.entries(TABLES) as [TableName, readonly LexiconEntry[]][]
  ).flatMap(([table, list]) =>
    list.map((entry) => ({ table, entry, signal: `${table}:${entry.name}` })),
  );
  return {
    entries,
    /** Every phrase of every table. */
    matcher: new PhraseMatcher(
      entries.map(({ table, entry }) => ({ table, name: entry.name, terms: entry.terms })),
    ),
    /** The few entries that need regular expressions, each with its ungated patterns as one. */
    patternEntries: entries.flatMap(({ entry }, index) =>
      entry.patterns || entry.raw || entry.unlessPayload
        ? [{ index, entry, ...screens(entry) }]
        : [],
    ),
    unspacedTerms: entries.flatMap(({ entry }, index) =>
      entry.terms.filter((term) => UNSPACED.test(term)).map((term) => ({ index, term })),
    ),
    /** 1 for the entries an earlier turn is read for (TURN_TABLES), by index. */
    turnEntries: Uint8Array.from(entries, ({ table }) => (TURN_TABLES.has(table) ? 1 : 0)),
    emailDomain: entries.findIndex(
      ({ table, entry }) => table === "domain" && entry.name === "email",
    ),
  };
});

/** Quoted text is payload ("tell him: 'same time as before'"), not instructions about the work. */
const QUOTED = /"[^"]*"|«[^»]*»|(^|\s)'[^']{12,}'(?=[\s.,!?;:]|$)/gu;
/**
 * What ends a step: punctuation, arrows, a sentence's end (not "dr." or "e.g."),
 * a spaced dash (not "3 - 4pm") or a list marker ("1. …", "b) …"); the words
 * below end one too.
 */
const STEP_PUNCTUATION =
  /[,;:\n]+|\s*(?:->|→|=>)\s*|(?<![\s.]\p{L}{1,2})\.\s+|(?<!\d)\s-\s|\s-\s(?!\d)|(?:^|\s)(?:\d{1,2}|[a-h])[.)]\s/u;
/** STEP_VERBS folded as the text's words are. */
const stepVerbs = lazy(() => new Set(STEP_VERBS.map(fold)));
// biome-ignore format: a word list
const STEP_WORDS = new Set(["and", "then", "y", "et", "und", "e", "luego", "puis", "dann", "after", "also", "plus"]);

/**
 * What the text is: the message being assessed (every table), or an earlier
 * turn of the conversation (TURN_TABLES only: its `memory`, `multiStep` and
 * `injection` stay empty).
 */
export type EvidenceScope = "message" | "turn";

/**
 * Runs every rule table over the text in one pass and returns what matched,
 * with weights. `raw` keeps case for patterns where case carries meaning.
 *
 * @example
 * collectEvidence("refund order 88123", "refund order 88123").actions // ["money"]
 */
export function collectEvidence(
  normalized: string,
  raw: string,
  scope: EvidenceScope = "message",
): Evidence {
  const unquoted = maskNotWork(stripQuotes(normalized));
  const whole = tokenize(unquoted);
  const { seen, ...marked } = markEntries(unquoted, raw, whole.tokens, whole.clauseOf, scope);
  const instruction = scope === "message" ? instructionOverText(unquoted) : null;
  const { tokens, clauseOf, actionClauses, stepText } =
    instruction === null
      ? { ...whole, ...marked, stepText: unquoted }
      : stepsOfInstruction(instruction, raw, seen);
  const identifiers: string[] = [];
  for (const identifier of IDENTIFIERS) {
    if (identifierMatches(identifier, raw)) identifiers.push(identifier.name);
  }
  // An address is a mailbox even when no mail word is used ("ping ana@acme.com").
  if (identifiers.includes("email_address")) seen[tables().emailDomain] = 1;

  const evidence: Evidence = {
    actions: [],
    actionClauses: actionClauses.size,
    clauses: clauseOf[clauseOf.length - 1] ?? 0,
    stepClauses: stepCount(stepText, countStepClauses(tokens, clauseOf, actionClauses)),
    domains: [],
    identifiers,
    memory: [],
    multiStep: [],
    breadth: [],
    injection: [],
    signals: [],
  };
  listEntries(evidence, seen);
  for (const identifier of IDENTIFIERS) {
    if (identifiers.includes(identifier.name)) {
      evidence.signals.push({ name: `identifier:${identifier.name}`, weight: identifier.weight });
    }
  }
  addLanguageFree(evidence, unquoted, normalized);
  if (actionClauses.size >= 2)
    evidence.signals.push({ name: "multi_step:action_clauses", weight: actionClauses.size });
  if (scope === "message") addInjection(evidence, normalized);
  return evidence;
}

/**
 * A request to rewrite, explain or summarise the text after its colon:
 * "summarize this paragraph in one sentence: the council voted…", "turn
 * these notes into bullet points: buy milk, call mom…". The text after the
 * colon is what the one agent works on, not steps of the work. The
 * instruction must name the text ("this", "these", "the following"), a
 * language or a length; a colon inside a time or an address is none, and a
 * line break counts only after "this" or "the following".
 */
const INSTRUCTION_HEAD =
  /^(?:(?:please|pls|can you|could you|would you)\s+)?(?:summari[sz]e|tl;?dr|proofread|rewrite|rephrase|paraphrase|reword|revise|shorten|simplify|translate|correct|fix (?:the )?(?:grammar|spelling|typos|punctuation|wording)|(?:turn|convert|format|reformat|refactor|clean up) (?:this|these|that|the following|my)|edit|polish|condense|explain)(?![\p{L}-])([^:\n]{0,120}?)(:\s+|\s*\n\s*)(?=\S)/u;
/** A plan goes on after the colon: "summarize the contract: then send it to legal". */
const PLAN_GOES_ON = /^(?:then|after that|afterwards|next|and|also)\b/u;
const NAMES_TEXT = /\b(?:this|these|that|it|the following|below)\b/u;
const LENGTH_OR_LANGUAGE =
  /^\s*(?:in (?:one|a|two|three|\d+) (?:sentences?|lines?|words|paragraphs?|bullet points?)|briefly|for me|please)?\s*$|\b(?:to|into) \p{L}+\s*$/u;

/** The instruction of a message that asks for work on the text after its colon, else null. */
function instructionOverText(unquoted: string): string | null {
  const head = INSTRUCTION_HEAD.exec(unquoted);
  if (!head) return null;
  const [whole, tail = "", separator = ""] = head;
  if (PLAN_GOES_ON.test(unquoted.slice(whole.length))) return null;
  const instruction = whole.slice(0, whole.length - separator.length);
  const named = NAMES_TEXT.test(instruction);
  const fits = separator.includes(":") ? named || LENGTH_OR_LANGUAGE.test(tail) : named;
  return fits ? instruction : null;
}

/** Tables whose evidence raises the level to several agents: only the instruction's count. */
const LEVEL_TABLES: ReadonlySet<TableName> = new Set(["multi_step", "breadth"]);

/**
 * The steps of an instruction over text: its own clauses, actions and
 * multi-step and breadth entries (those of the text after it are cleared
 * from `seen`); its actions, domains and identifiers still count from the
 * whole message, so tools and the floor see the text.
 */
function stepsOfInstruction(instruction: string, raw: string, seen: Uint8Array) {
  const { tokens, clauseOf } = tokenize(instruction);
  const head = markEntries(instruction, raw, tokens, clauseOf, "message");
  const { entries } = tables();
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (entry && LEVEL_TABLES.has(entry.table)) seen[i] = head.seen[i] ?? 0;
  }
  return { tokens, clauseOf, actionClauses: head.actionClauses, stepText: instruction };
}

/** Which table entries the text matches (by word sequence, pattern or unspaced term), and the clauses actions sit in. */
function markEntries(
  unquoted: string,
  raw: string,
  tokens: ReturnType<typeof tokenize>["tokens"],
  clauseOf: ReturnType<typeof tokenize>["clauseOf"],
  scope: EvidenceScope,
): { seen: Uint8Array; actionClauses: Set<number> } {
  const { entries, matcher, patternEntries, unspacedTerms, turnEntries } = tables();
  const seen = new Uint8Array(entries.length);
  const actionClauses = new Set<number>();
  for (const hit of matcher.match(tokens)) {
    seen[hit.index] = 1;
    if (hit.table === "action") actionClauses.add(clauseOf[hit.position] ?? 0);
  }
  let hasPayload: boolean | undefined;
  const payload = () => {
    hasPayload ??= PAYLOAD.test(unquoted);
    return hasPayload;
  };
  const turn = scope === "turn";
  for (const item of patternEntries) {
    if (turn && !turnEntries[item.index]) continue;
    if (!seen[item.index] && matchesPatterns(item, unquoted, raw, payload)) seen[item.index] = 1;
  }
  if (unspacedTerms.length > 0 && UNSPACED.test(unquoted)) {
    for (const { index, term } of unspacedTerms) if (unquoted.includes(term)) seen[index] = 1;
  }
  // A turn's own references to earlier work and hand-offs are not what it is read for.
  if (turn) for (let i = 0; i < seen.length; i++) if (!turnEntries[i]) seen[i] = 0;
  return { seen, actionClauses };
}

/** Files each matched entry under its table's list, with its signal, in table order. */
function listEntries(evidence: Evidence, seen: Uint8Array): void {
  const { entries } = tables();
  const lists: Record<TableName, string[]> = {
    action: evidence.actions,
    domain: evidence.domains,
    memory: evidence.memory,
    multi_step: evidence.multiStep,
    breadth: evidence.breadth,
  };
  for (let i = 0; i < entries.length; i++) {
    const item = entries[i];
    if (!seen[i] || !item) continue;
    lists[item.table].push(item.entry.name);
    evidence.signals.push({ name: item.signal, weight: item.entry.weight });
  }
}

function addInjection(evidence: Evidence, normalized: string): void {
  for (const marker of INJECTION_MARKERS) {
    if (includesAny(normalized, marker.gate) && marker.pattern.test(normalized)) {
      evidence.injection.push(marker.name);
      // Suspicion only ever raises the stakes; it is never evidence of small talk.
      evidence.signals.push({ name: `injection:${marker.name}`, weight: 3 });
    }
  }
}

/**
 * Action groups that alone touch no external system: looking things up, and
 * knowledge work ("compare", "recommend") that a question can name too. They
 * still count as steps of a larger task.
 */
export const SOFT_ACTIONS: ReadonlySet<string> = new Set(["retrieve", "analyse"]);

/** True when the text asks for work on an external system in any way. */
export function hasWorkEvidence(e: Evidence): boolean {
  return (
    e.domains.length > 0 || e.identifiers.length > 0 || e.actions.some((a) => !SOFT_ACTIONS.has(a))
  );
}

/**
 * Verbs of other languages and evidence that needs no language (amounts, commands,
 * addresses, paths, identifiers) set the same floor as the English tables.
 */
function addLanguageFree(evidence: Evidence, unquoted: string, normalized: string): void {
  const foreign = foreignActions(unquoted);
  for (const hit of foreign) {
    if (!evidence.actions.includes(hit.group)) evidence.actions.push(hit.group);
    evidence.signals.push({ name: `action_i18n:${hit.lang}:${hit.verb}`, weight: hit.weight });
  }
  if (foreign.length > 0 && evidence.actionClauses === 0) evidence.actionClauses = 1;
  for (const found of universalEvidence(normalized)) {
    if (evidence.identifiers.includes(found.name)) continue;
    evidence.identifiers.push(found.name);
    evidence.signals.push({ name: `identifier:${found.name}`, weight: found.weight });
  }
}

/**
 * The steps of a goal and its list of deliverables ("get us ready for the
 * audit: gap analysis, policy drafts, evidence collection"): the goal and each
 * item that names a step, when that is more than the clauses' count.
 */
function stepCount(unquoted: string, clauses: number): number {
  const items = headedWorkItems(unquoted);
  return items >= 2 ? Math.max(clauses, 1 + items) : clauses;
}

/** Clauses with an action, or of two words or more that open with a verb of work. */
function countStepClauses(
  tokens: readonly string[],
  clauseOf: readonly number[],
  actionClauses: ReadonlySet<number>,
): number {
  const verbs = stepVerbs();
  const steps = new Set(actionClauses);
  let opened = -1;
  for (let i = 0; i < tokens.length; i++) {
    const clause = clauseOf[i] ?? 0;
    const token = tokens[i] ?? "";
    // The clause's first word after "and", "then"…; the step needs a word after the verb.
    if (clause === opened || STEP_WORDS.has(token)) continue;
    opened = clause;
    if (clauseOf[i + 1] === clause && verbs.has(token)) steps.add(clause);
  }
  return steps.size;
}

function maskNotWork(text: string): string {
  let out = text;
  for (const { gate, pattern } of NOT_WORK) if (out.includes(gate)) out = out.replace(pattern, " ");
  return out;
}

function stripQuotes(normalized: string): string {
  return normalized.includes('"') || normalized.includes("'") || normalized.includes("«")
    ? normalized.replace(QUOTED, " ")
    : normalized;
}

/** Folded words, each with the number of the step (clause) it belongs to. */
function tokenize(text: string): { tokens: string[]; clauseOf: number[] } {
  const tokens: string[] = [];
  const clauseOf: number[] = [];
  let clause = 0;
  for (const segment of text.split(STEP_PUNCTUATION)) {
    clause++;
    for (const word of words(segment)) {
      if (STEP_WORDS.has(word)) clause++;
      tokens.push(fold(word));
      clauseOf.push(clause);
    }
  }
  return { tokens, clauseOf };
}

/**
 * An entry's patterns for matching: those with no `needs` gate as one Screen,
 * so that once warm the text is scanned once per entry rather than once per
 * pattern (`earlier_turn` has over 60); the gated ones stay apart, skipped by a
 * substring check.
 */
function screens(entry: LexiconEntry): {
  ungated: Screen | null;
  gated: readonly GatedPattern[];
  unlessPayload: Screen | null;
} {
  const patterns = entry.patterns ?? [];
  const ungated = patterns.filter((pattern) => !pattern.needs);
  return {
    ungated: ungated.length > 0 ? new Screen(ungated) : null,
    gated: patterns.filter((pattern) => pattern.needs),
    unlessPayload: entry.unlessPayload?.length ? new Screen(entry.unlessPayload) : null,
  };
}

function matchesPatterns(
  item: { entry: LexiconEntry } & ReturnType<typeof screens>,
  unquoted: string,
  raw: string,
  payload: () => boolean,
): boolean {
  const { entry } = item;
  if (item.ungated?.test(unquoted)) return true;
  for (const pattern of item.gated)
    if (unquoted.includes(pattern.needs ?? "") && pattern.test(unquoted)) return true;
  // One check for the message, not one scan for a colon per pattern.
  if (item.unlessPayload && !payload()) {
    if (item.unlessPayload.test(unquoted)) return true;
    // The edit may follow what it is about: "following up on the proposal, tighten the intro".
    for (const clause of laterClauses(unquoted)) if (item.unlessPayload.test(clause)) return true;
  }
  if (entry.raw && (!entry.rawNeeds || raw.includes(entry.rawNeeds))) {
    for (const pattern of entry.raw) if (pattern.test(raw)) return true;
  }
  return false;
}

/** The clauses after the first, split at a comma, semicolon or sentence end: at most MAX_LATER_CLAUSES. */
function laterClauses(text: string): string[] {
  if (!LATER_CLAUSE_BREAK.test(text)) return [];
  return text
    .split(LATER_CLAUSE_BREAK)
    .slice(1, 1 + MAX_LATER_CLAUSES)
    .map((c) => c.trim());
}

const LATER_CLAUSE_BREAK = /[,;]\s+|[.!?]\s+(?=\p{L})/u;
const MAX_LATER_CLAUSES = 3;

function includesAny(text: string, needles: readonly string[]): boolean {
  for (const needle of needles) if (text.includes(needle)) return true;
  return false;
}

const HAS_DIGIT = /\d/;

function identifierMatches(identifier: (typeof IDENTIFIERS)[number], raw: string): boolean {
  const hint = identifier.hint;
  if (hint === "#digit" ? !HAS_DIGIT.test(raw) : !raw.includes(hint)) return false;
  return identifier.pattern.test(raw);
}
