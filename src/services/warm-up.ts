import { warmTier1 } from "../assess/warm";

/** Whether this isolate has scheduled its warm-up: once is enough. */
let scheduled = false;

/** A macrotask turn: the response in hand goes out before the next step runs. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * After an isolate's first assessed message, compiles tier 1's joined screens
 * in `waitUntil` (README, "Cold isolates"), so that neither the first message
 * nor any later one waits on it. Later calls do nothing.
 *
 * @example
 * warmAfterFirstMessage((p) => c.executionCtx.waitUntil(p));
 */
export function warmAfterFirstMessage(waitUntil: (work: Promise<unknown>) => void): void {
  if (scheduled) return;
  scheduled = true;
  waitUntil(
    warmTier1(nextTurn).catch((error: unknown) => {
      // Screens not warmed stay correct (pattern by pattern); say why, and try again next time.
      scheduled = false;
      console.error("tier-1 warm-up failed", error);
    }),
  );
}
