/**
 * Work given as a goal and a list of deliverables: "get us ready for the SOC 2
 * audit: gap analysis, policy drafts, evidence collection, auditor
 * scheduling". Its steps are nouns, so the step-verb count (evidence.ts) sees
 * one clause; this counts the list's items that name a piece of work. Pure.
 */
import { lazy } from "../lib/lazy";
import { STEP_VERBS } from "./lexicon-work";
import { words } from "./text";

/**
 * A goal, then a colon or a dash, then the rest. Bounded so a long message
 * costs one scan; a colon between digits is a clock time ("at 10:30"), not a
 * goal's.
 */
const HEADED = /^([^:\n—–]{3,150}?)\s*(?:(?<!\d):|\s[—–-]\s|—|–)\s*([^\n]{5,600})$/u;
/**
 * Goals whose list is one errand's objects, not steps: a topic list ("draft an
 * email to the team about: …"), reminders, items for a list, things to
 * translate or sum up ("remind me tomorrow: dentist appointment, car
 * registration, license renewal").
 */
const ERRAND_HEAD =
  /(?:^|\s)(?:about|on|re|regarding|covering|including|for|with|into|to)$|^(?:(?:now|ok|okay|so|pls|please|can you|could you) )*(?:remind|add|translate|summari[sz]e|list|note|save|email|text|message|write down|jot down|tell|ask|include|put|define|explain)\b|\b(?:list|reminders?|agenda)\b/u;
const ITEM_BREAK = /\s*(?:[,;]|\band\b|&)\s*/u;
/** An item longer than this is a sentence of a payload ("summarize this: the council voted…"), not a deliverable. */
const MAX_ITEM_WORDS = 8;

/**
 * Nouns of deliverables and the work that makes them, singular (a trailing "s"
 * is dropped before the lookup). Not goods or people ("milk", "mom"): a list of
 * those after a colon is one errand's payload.
 */
// biome-ignore format: a word list
const WORK_NOUNS = new Set([
  "analysis", "analyse", "review", "assessment", "draft", "collection", "scheduling", "report", "memo",
  "reconciliation", "accrual", "plan", "audit", "approval", "signoff", "sign-off", "onboarding", "training",
  "migration", "testing", "test", "model", "modeling", "modelling", "estimate", "quote", "financial",
  "exposure", "retention", "finding", "response", "recommendation", "rollout", "communication",
  "announcement", "registration", "sponsorship", "budget", "contract", "negotiation", "interview", "scorecard",
  "timeline", "kickoff", "survey", "documentation", "policy", "policie", "pentest", "evaluation", "selection",
  "procurement", "installation", "setup", "integration", "deployment", "launch", "briefing", "forecast",
  "proposal", "checklist", "runbook", "postmortem", "diligence", "inventory", "mapping", "benchmark",
  "research", "outreach", "campaign", "shortlist", "brief", "deck", "presentation", "sign", "handover", "handoff",
  "notification", "follow-up", "followup", "agenda", "invite", "invitation", "catering", "booking",
  "reservation", "permit", "license", "licence", "certification", "compliance", "controls", "control",
  "hiring", "recruiting", "offboarding", "cleanup", "backup", "rehearsal", "run-of-show", "itinerary",
]);

/** Work reported as done, the way a list of outcomes names its steps: "lease signed, network installed". */
// biome-ignore format: a word list
const DONE = new Set([
  "signed", "installed", "issued", "delivered", "onboarded", "approved", "reviewed", "completed", "booked",
  "sent", "scheduled", "finalized", "finalised", "configured", "migrated", "tested", "deployed", "hired",
  "trained", "published", "announced", "updated", "drafted", "submitted", "filed", "negotiated", "ordered",
]);
const stepVerbs = lazy(() => new Set<string>(STEP_VERBS));

function isWorkNoun(word: string): boolean {
  return WORK_NOUNS.has(word) || (word.endsWith("s") && WORK_NOUNS.has(word.slice(0, -1)));
}

/** An item that names a step: it opens with a verb of work, or names a deliverable or work done. */
function namesStep(ws: readonly string[]): boolean {
  return stepVerbs().has(ws[0] ?? "") || ws.some((w) => isWorkNoun(w) || DONE.has(w));
}

/**
 * How many items of a goal's list name a step (a verb of work first, a
 * deliverable, or work done), or 0 when the text is no goal with a list of
 * three items or more.
 *
 * @example
 * headedWorkItems("run the month-end close: accruals, reconciliations, review by the controller, and a flash report") // 4
 * headedWorkItems("add to my list: milk, eggs, bread") // 0
 */
export function headedWorkItems(normalized: string): number {
  // A question asks about a list ("what's on the agenda today - budget review, training?").
  if (normalized.includes("?")) return 0;
  const headed = HEADED.exec(normalized);
  if (!headed || ERRAND_HEAD.test(headed[1] ?? "")) return 0;
  const items = (headed[2] ?? "")
    .split(ITEM_BREAK)
    .map((item) => words(item))
    .filter((ws) => ws.length > 0);
  if (items.length < 3 || items.some((ws) => ws.length > MAX_ITEM_WORDS)) return 0;
  return items.filter(namesStep).length;
}
