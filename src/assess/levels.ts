import { type Action, type Complexity, levelIndex } from "./schema";

/** The action each level implies (platform and memory-recall answers override to respond). */
export function actionFor(level: Complexity): Action {
  if (level === "atom") return "respond";
  if (level === "molecule" || level === "cell") return "delegate";
  return "workflow";
}

export function maxLevel(a: Complexity, b: Complexity | null | undefined): Complexity {
  if (!b) return a;
  return levelIndex(a) >= levelIndex(b) ? a : b;
}

export function atLeast(level: Complexity, floor: Complexity | null | undefined): boolean {
  return !floor || levelIndex(level) >= levelIndex(floor);
}
