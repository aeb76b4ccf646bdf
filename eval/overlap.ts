/**
 * `npm run eval:overlap`: the held-out set must stay held out. Lists every row
 * of eval/dataset.jsonl whose text, after normalisation, is also
 *  - in a phrase table (an expanded phrase, alone or with one filler word),
 *  - a string in the tests (test/**: literals and fixture rows), or
 *  - a training row (HWU64 and train/own/*.jsonl).
 * It also lists every message the issues quote from the corpora checked
 * outside the repository (eval/outside-quotes.txt) that a training row or a
 * phrase table contains. `--check` exits 1 on any overlap (CI runs it).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import * as atoms from "../src/assess/lexicon-atoms";
import * as work from "../src/assess/lexicon-work";
import { expand } from "../src/assess/phrases";
import { PLATFORM_QUERIES } from "../src/assess/platform";
import { normalize, stripEmoji } from "../src/assess/text";
import { loadDomainRows, loadTrainingRows } from "../train/data";
import { loadDataset } from "./load";

/** Lower case, NFKC, emoji and punctuation dropped, spaces collapsed. */
export function overlapKey(text: string): string {
  return stripEmoji(normalize(text))
    .replace(/[\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function tablePhrases(): Set<string> {
  const out = new Set<string>();
  const phrases: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === "string") phrases.push(...expand(value));
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object" && !(value instanceof RegExp))
      Object.values(value).forEach(visit);
  };
  visit([atoms, work, PLATFORM_QUERIES]);
  const fillers = atoms.ATOM_FILLERS as readonly string[];
  for (const phrase of phrases) {
    const key = overlapKey(phrase);
    if (!key) continue;
    out.add(key);
    for (const filler of fillers) {
      out.add(`${key} ${filler}`);
      out.add(`${filler} ${key}`);
    }
  }
  return out;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** String literals of the test sources and the text fields of their fixtures. */
function testStrings(): Set<string> {
  const out = new Set<string>();
  const literal = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;
  for (const path of files("test")) {
    const text = readFileSync(path, "utf8");
    if (path.endsWith(".jsonl")) {
      for (const line of text.split("\n").filter((l) => l.trim())) {
        const row = JSON.parse(line) as Record<string, unknown>;
        for (const v of [row.text, row.message]) if (typeof v === "string") out.add(overlapKey(v));
      }
      continue;
    }
    for (const m of text.matchAll(literal)) {
      const raw = m[1] ?? m[2] ?? m[3] ?? "";
      let value = raw;
      try {
        value = JSON.parse(
          `"${raw.replace(/"/g, '\\"').replace(/\\'/g, "'").replace(/\\`/g, "`")}"`,
        );
      } catch {
        value = raw; // a template literal with ${…}: compare it as written
      }
      const key = overlapKey(value);
      if (key) out.add(key);
    }
  }
  return out;
}

/** Every text the learned tier trains on, both heads. */
function trainingTexts(): string[] {
  return [...loadTrainingRows(), ...loadDomainRows()].map((r) => r.text);
}

export function findOverlaps() {
  const sources = {
    phrase_tables: tablePhrases(),
    tests: testStrings(),
    training: new Set(trainingTexts().map(overlapKey)),
  };
  const hits: { id: string; message: string; sources: string[] }[] = [];
  for (const row of loadDataset()) {
    const texts = [
      row.message,
      ...(row.history ?? []).filter((t) => t.role === "user").map((t) => t.content),
    ];
    const key = overlapKey(row.message);
    const found = Object.entries(sources)
      .filter(([, set]) => set.has(key))
      .map(([name]) => name);
    if (found.length) hits.push({ id: row.id, message: texts[0] as string, sources: found });
  }
  return hits;
}

/** Quotes from the outside corpora that a training row or a phrase table contains. */
export function findOutsideQuotes(tables = tablePhrases()) {
  const quotes = readFileSync("eval/outside-quotes.txt", "utf8")
    .split("\n")
    .filter((l) => l.trim() && !l.startsWith("#"))
    .map((l) => ({ quote: l.trim(), key: overlapKey(l) }));
  const training = trainingTexts().map(overlapKey);
  const contains = (text: string, key: string) => ` ${text} `.includes(` ${key} `);
  return quotes.flatMap(({ quote, key }) => {
    const where = [
      ...(training.some((t) => contains(t, key)) ? ["training"] : []),
      ...([...tables].some((t) => contains(t, key)) ? ["phrase_tables"] : []),
    ];
    return where.length ? [{ quote, where }] : [];
  });
}

if (process.argv[1]?.endsWith("overlap.ts")) {
  const outside = findOutsideQuotes();
  for (const o of outside) console.log(`outside quote\t${o.where.join(",")}\t${o.quote}`);
  console.log(
    `${outside.length} quotes from the outside corpora found in training or phrase tables`,
  );
  const hits = findOverlaps();
  for (const h of hits) console.log(`${h.id}\t${h.sources.join(",")}\t${h.message}`);
  const by = (s: string) => hits.filter((h) => h.sources.includes(s)).length;
  console.log(
    `\n${hits.length} held-out rows overlap: phrase tables ${by("phrase_tables")}, tests ${by("tests")}, training ${by("training")}`,
  );
  if (process.argv.includes("--check") && hits.length + outside.length > 0) process.exit(1);
}
