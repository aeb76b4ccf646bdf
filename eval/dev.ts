/**
 * `npm run eval:dev`: the development sets of 2026-12-01 (eval/dev), written
 * by helper sessions that read nothing of this repository. Unlike the held-out
 * set and eval/fresh, their misses were read and the rules written against
 * them (the "-check-N" files excepted: written after the rules of their day,
 * read only as totals), so their figures show what a change did, not what
 * users will see. Files ending in -7 to -10 are of the second session that day,
 * -11 to -15 of the third, -16 of the fourth (tools-check-16 is a check set:
 * written before that session's changes, read only as totals), -17 of the
 * fifth (2026-12-01 evening: replies to the assistant's small talk,
 * conversation.ts and chat-reply.ts). multiturn-work-check-15 was read while
 * writing those rules, so it is a development set since; the -check-17 pair
 * was written before them and read only as totals, but its totals chose
 * between three variants of the rule, so it too is no longer untouched. The
 * -check-18 pair was written by a helper on 2026-12-01 (sixth session) before
 * that session's last changes and measured once as totals (docs/assessment.md,
 * "Replies to small talk: reviews and measurements"); its work
 * misses were then read and fixed, so it is a development set since.
 * smalltalk-19 and work-19 (2026-12-02) were written by a helper for that
 * session's changes (the fallback's atom, the guard's relay and adjust shapes,
 * phrases) and their misses read; the -check-19 pair, by another helper at the
 * same time, was measured only as totals (before, and after each change).
 * work-short-19 (400 requests of two to six words, written by a helper told
 * the guard's shapes so as to slip past them) was read: the guard's fragment,
 * wish and translation shapes were written against it. opener-work-20 and
 * opener-talk-20 (2026-12-02, second session: short requests and small talk
 * that open with a verb of a small-talk phrase, "take me home" against "take
 * care", written by a helper for the guard's whole-phrase openers) were read.
 * disguised-21 (300 requests disguised as small talk in issue 10's fifteen
 * categories, by a helper that read nothing here) was measured once, then its
 * one miss read (the guard's arrow shape). Its line 187 opened with "###"
 * and is bracketed here, or the loader would skip it as a comment.
 * smalltalk-22 and work-22 (2026-12-02, third session: 900 small-talk lines
 * and 700 single requests in a voice assistant's crowd style, by a helper
 * that read nothing here) were tried as training rows and not kept
 * (docs/quality.md, "Tried and not kept: the development set as training
 * rows"); their misses were read. The -check-22
 * sets were written at the same time by another helper: 400 small-talk lines
 * and 300 requests, which a third helper split by need into 273 that need a
 * tool (work-check-22) and 27 that general knowledge answers
 * (knowledge-check-22). Measured only as totals.
 * memory-27 and single-27 (2026-12-03, seventh session: 300 references to
 * earlier work and 200 requests that need none, by a helper that read nothing
 * here) were read and the earlier-work patterns written against them; the
 * -check-27 pair, by another helper at the same time, is read only as totals.
 * multiturn-*-28 (2026-12-03, eighth session: 200 conversations of small talk
 * ending in a reply in kind and 200 ending in a terse request, by a helper
 * that read nothing here) were read while writing that session's answers to
 * the assistant's questions (learned/tier.ts, answersInKind); the -check-28
 * pair (250 and 250, by another helper, written before those rules were
 * measured on it) is read only as totals.
 * tools-i18n-check-30 (2026-12-03, ninth session: a catalog of 70 tools and
 * 320 requests in 16 languages, by a helper that read nothing here, written
 * before that session's multilingual domain rows) is read only as totals.
 * indirect-33 and talk-lookalike-33 (2026-12-04: 400 requests said as remarks
 * in 16 languages, live data, a room to put right, something run out, stranded,
 * small talk glued to a request, a message for someone; and 300 lines of small
 * talk that share their words, by a helper that read nothing here) were read
 * while writing the guard's remark shapes (lexicon-hints.ts); the -check-33
 * pair (300 and 250, by another helper at the same time) is read only as totals.
 * memory-34 and single-34 (the same day: 300 references to earlier work and
 * 200 self-contained requests with the same words, by a helper that read
 * nothing here) were read while writing lexicon-recall.ts; the -check-34 pair
 * (150 and 100, by another helper) is read only as totals.
 * multipart-35 and single-35 (the same day: 250 requests of several steps
 * and teams and 150 single requests that look like them, by a helper that
 * read nothing here) were read while writing work-list.ts and the new step
 * verbs; the -check-35 pair (150 and 100, by another helper) is read only as
 * totals.
 * Reproduces the development figures docs/assessment.md and docs/quality.md quote.
 */
import { readFileSync } from "node:fs";
import type { Turn } from "../src/assess/conversation";
import { shippedModel } from "../src/assess/learned/load";
import { type AssessPorts, assess } from "../src/assess/pipeline";
import { levelIndex } from "../src/assess/schema";
import { Catalog } from "../src/catalog/catalog";
import { loadDemoCatalog } from "./load";
import { evalModel } from "./models";

const learned = shippedModel();
const { catalog, coreTools } = loadDemoCatalog();
const fooled = evalModel(["--model", "always-atom"]).classifier;

function lines(file: string): string[] {
  return readFileSync(`eval/dev/${file}`, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

async function count(
  file: string,
  pass: (r: Awaited<ReturnType<typeof assess>>) => boolean,
  classifier?: AssessPorts["classifier"],
): Promise<string> {
  const messages = lines(file);
  let n = 0;
  for (const message of messages) {
    if (pass(await assess({ message }, { catalog, coreTools, learned, classifier }))) n++;
  }
  return `${n}/${messages.length}`;
}

const atom = (r: Awaited<ReturnType<typeof assess>>) => r.assessment.complexity === "atom";

console.log("Small talk answered atom (offline / model answering atom to everything):");
for (const file of [
  "smalltalk-en-1.txt",
  "smalltalk-intl-1.txt",
  "smalltalk-3.txt",
  "smalltalk-crowd-7.txt",
  "smalltalk-check-7.txt",
  "smalltalk-intl-16.txt",
  "smalltalk-19.txt",
  "smalltalk-check-19.txt",
  "opener-talk-20.txt",
  "smalltalk-22.txt",
  "smalltalk-check-22.txt",
  "talk-lookalike-33.txt",
  "talk-lookalike-check-33.txt",
])
  console.log(
    `  ${file.padEnd(28)}${await count(file, atom)}   ${await count(file, atom, fooled)}`,
  );

console.log("Requests answered atom (offline / model answering atom to everything):");
for (const file of [
  "work-lookalike-1.txt",
  "work-3.txt",
  "work-guard-4.txt",
  "requests-indirect-7.txt",
  "requests-check-7.txt",
  "work-intl-16.txt",
  "work-19.txt",
  "work-check-19.txt",
  "work-short-19.txt",
  "opener-work-20.txt",
  "disguised-21.txt",
  "work-22.txt",
  "work-check-22.txt",
  // Knowledge questions ("define petrichor"): an atom is the product's call for them.
  "knowledge-check-22.txt",
  "indirect-33.txt",
  "indirect-check-33.txt",
])
  console.log(
    `  ${file.padEnd(28)}${await count(file, atom)}   ${await count(file, atom, fooled)}`,
  );

// Conversations: the last user message after 2–6 turns ({history, message, kind} per line).
console.log(
  "Conversations, last message answered atom (offline / model answering atom to everything):",
);
for (const file of [
  "multiturn-chat-13.jsonl",
  "multiturn-work-13.jsonl",
  "multiturn-chat-14.jsonl",
  "multiturn-work-14.jsonl",
  "multiturn-chat-check-15.jsonl",
  "multiturn-work-check-15.jsonl",
  "multiturn-chat-17.jsonl",
  "multiturn-work-17.jsonl",
  "multiturn-chat-check-17.jsonl",
  "multiturn-work-check-17.jsonl",
  "multiturn-chat-check-18.jsonl",
  "multiturn-work-check-18.jsonl",
  "multiturn-chat-28.jsonl",
  "multiturn-work-28.jsonl",
  "multiturn-chat-check-28.jsonl",
  "multiturn-work-check-28.jsonl",
]) {
  const rows = readFileSync(`eval/dev/${file}`, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as { history: Turn[]; message: string });
  let offline = 0;
  let fooledAtoms = 0;
  for (const { history, message } of rows) {
    const ports = { catalog, coreTools, learned };
    if (atom(await assess({ message, history }, ports))) offline++;
    if (atom(await assess({ message, history }, { ...ports, classifier: fooled }))) fooledAtoms++;
  }
  console.log(`  ${file.padEnd(32)}${offline}/${rows.length}   ${fooledAtoms}/${rows.length}`);
}

console.log("Earlier-work references as cell with memory; multi-team work as organ or more:");
const memory = (r: Awaited<ReturnType<typeof assess>>) =>
  levelIndex(r.assessment.complexity) >= 2 && r.assessment.needs_memory;
const organ = (r: Awaited<ReturnType<typeof assess>>) => levelIndex(r.assessment.complexity) >= 3;
const single = (r: Awaited<ReturnType<typeof assess>>) =>
  r.assessment.needs_memory || levelIndex(r.assessment.complexity) >= 3;
// In the order docs/assessment.md and docs/quality.md quote them: each day's development
// sets, then its check sets.
const LEVEL_SETS: [string, (r: Awaited<ReturnType<typeof assess>>) => boolean][] = [
  ["memory-5.txt", memory],
  ["multipart-5.txt", organ],
  ["memory-check-6.txt", memory],
  ["multipart-check-6.txt", organ],
  ["single-check-6.txt", single],
  ["memory-8.txt", memory],
  ["multipart-8.txt", organ],
  ["single-8.txt", single],
  ["memory-check-7.txt", memory],
  ["multipart-check-7.txt", organ],
  ["single-check-7.txt", single],
  ["memory-10.txt", memory],
  ["single-10.txt", single],
  ["memory-check-9.txt", memory],
  ["single-check-9.txt", single],
  // Written by a helper in the third session of 2026-12-01, after its rules; totals only.
  ["memory-check-12.txt", memory],
  ["single-check-12.txt", single],
  // Written by a helper in the fourth session of 2026-12-01, before its rules; misses read.
  ["memory-16.txt", memory],
  ["single-16.txt", single],
  // 2026-12-03, seventh session: a development pair (misses read) and a check pair (totals only),
  // by two helpers that read nothing here.
  ["memory-27.txt", memory],
  ["single-27.txt", single],
  ["memory-check-27.txt", memory],
  ["single-check-27.txt", single],
  // 2026-12-04: a development pair (misses read; lexicon-recall.ts) and a check pair (totals only),
  // by two helpers that read nothing here.
  ["memory-34.txt", memory],
  ["single-34.txt", single],
  ["memory-check-34.txt", memory],
  ["single-check-34.txt", single],
  ["multipart-35.txt", organ],
  ["single-35.txt", single],
  ["multipart-check-35.txt", organ],
  ["single-check-35.txt", single],
];
for (const [file, pass] of LEVEL_SETS) {
  const label = pass === single ? `${file}, taken for either: ` : file.padEnd(28);
  console.log(`  ${label}${await count(file, pass)}`);
}

/** Recall at 3 and 15 of the expected tools, over the rows `keep` selects. */
async function toolRecall(
  catalogFile: string,
  messagesFile: string,
  keep: (i: number) => boolean,
): Promise<string> {
  const tools = JSON.parse(readFileSync(`eval/dev/${catalogFile}`, "utf8")) as {
    name: string;
    description: string;
    category?: string;
  }[];
  const consumer = new Catalog(
    tools.map((t) => ({ name: t.name, description: t.description, category: t.category ?? null })),
    [],
  );
  const rows = readFileSync(`eval/dev/${messagesFile}`, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as { message: string; expected: string[] });
  let expected = 0;
  let at3 = 0;
  let at15 = 0;
  for (const [i, row] of rows.entries()) {
    if (!keep(i)) continue;
    const result = await assess({ message: row.message }, { catalog: consumer, learned });
    for (const name of row.expected) {
      expected++;
      const rank = result.tools.indexOf(name);
      if (rank >= 0 && rank < 3) at3++;
      if (rank >= 0) at15++;
    }
  }
  const pct = (x: number) => `${((100 * x) / expected).toFixed(1)}%`;
  return `recall@3 ${pct(at3)}, @15 ${pct(at15)} (${expected} expected)`;
}

// A consumer catalog of 60 tools; odd lines were the development half, even lines the other.
for (const [half, parity] of [
  ["development half (odd lines)", 0],
  ["other half (even lines)", 1],
] as const)
  console.log(
    `Consumer tools, ${half}: ${await toolRecall("tools-catalog.json", "tools-messages.jsonl", (i) => i % 2 === parity)}`,
  );
// Written by a helper after the second session's tool ranking: 70 tools, 220 messages, read only as totals.
console.log(
  `Consumer tools, check set 11: ${await toolRecall("tools-check-11-catalog.json", "tools-check-11-messages.jsonl", () => true)}`,
);
// Written by a helper on 2026-12-01 (fourth session): 90 vendor-style tools, 320 messages, misses read.
console.log(
  `Tools, development set 16: ${await toolRecall("tools-16-catalog.json", "tools-16-messages.jsonl", () => true)}`,
);
// Written by a helper on 2026-12-01 (fourth session) before that session's changes: 75 tools, 240 messages, totals only.
console.log(
  `Tools, check set 16: ${await toolRecall("tools-check-16-catalog.json", "tools-check-16-messages.jsonl", () => true)}`,
);
// Written by a helper on 2026-12-03 (ninth session) before that session's multilingual domain rows:
// 70 tools described in English, 320 requests in 16 other languages. Totals only.
console.log(
  `Tools in 16 languages, check set 30: ${await toolRecall("tools-i18n-check-30-catalog.json", "tools-i18n-check-30-messages.jsonl", () => true)}`,
);
// Written by a helper on 2026-12-04 (thirteenth session), reading nothing in the repository: 70 tools
// described in English, 320 requests in 15 languages and English, misses read.
console.log(
  `Tools in 16 languages, development set 36: ${await toolRecall("tools-i18n-36-catalog.json", "tools-i18n-36-messages.jsonl", () => true)}`,
);
