/**
 * Fresh probes (eval/fresh/*.txt): 775 messages written on 2026-12-01 by a
 * separate session that read nothing of this repository, kept as written and
 * never tuned on: no phrase, pattern or training row was added because one of
 * them missed. Small talk should be answered atom; work (a tool, data, memory,
 * current information) never. A second, independent reading of what the
 * held-out set measures.
 */
import { readFileSync } from "node:fs";
import type { LearnedModel } from "../src/assess/learned/model";
import { type AssessPorts, assess } from "../src/assess/pipeline";
import { loadDomainRows, loadTrainingRows } from "../train/data";
import { loadDemoCatalog } from "./load";
import { overlapKey } from "./overlap";

export interface FreshScore {
  file: string;
  /** Its CI gate's name in eval/run.ts's GATES. */
  gate: (typeof FRESH_FILES)[number]["gate"];
  /** What every message of the file should be: an atom, or anything but. */
  want: "atom" | "work";
  n: number;
  right: number;
  /** Of the right answers, how many the rules gave (the rest: the learned tier or a model). */
  byRules: number;
  /**
   * The messages no training row equals after normalisation (overlapKey), and how
   * many of them were right: short small talk ("thanks so much!") was also
   * written into the training data, and a learned row is no probe.
   */
  unseen: number;
  unseenRight: number;
}

export const FRESH_FILES = [
  { file: "eval/fresh/smalltalk-en.txt", want: "atom", gate: "freshSmallTalkEn" },
  { file: "eval/fresh/smalltalk-intl.txt", want: "atom", gate: "freshSmallTalkIntl" },
  { file: "eval/fresh/work.txt", want: "work", gate: "freshWorkNotAtom" },
] as const;

export async function runFresh(
  learned: LearnedModel | null,
  classifier?: AssessPorts["classifier"],
): Promise<FreshScore[]> {
  const { catalog, coreTools } = loadDemoCatalog();
  const trained = new Set(
    [...loadTrainingRows(), ...loadDomainRows()].map((row) => overlapKey(row.text)),
  );
  const scores: FreshScore[] = [];
  for (const { file, want, gate } of FRESH_FILES) {
    const lines = readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "");
    const score: FreshScore = {
      file,
      gate,
      want,
      n: lines.length,
      right: 0,
      byRules: 0,
      unseen: 0,
      unseenRight: 0,
    };
    for (const message of lines) {
      const result = await assess({ message }, { catalog, coreTools, learned, classifier });
      const unseen = !trained.has(overlapKey(message));
      if (unseen) score.unseen++;
      const atom = result.assessment.complexity === "atom";
      if (atom !== (want === "atom")) continue;
      score.right++;
      if (unseen) score.unseenRight++;
      if (result.tier === "rules") score.byRules++;
    }
    scores.push(score);
  }
  return scores;
}
