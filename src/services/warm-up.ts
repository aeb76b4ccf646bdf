import { warmTier1 } from "../assess/warm";

/** Whether this isolate has scheduled its warm-up: once is enough. */
let scheduled = false;

/** A macrotask turn: the response in hand goes out before the next step runs. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * After an isolate's first assessed message, compiles tier 1's joined screens
 * in `waitUntil` (README, "Cold isolates"), after the first response and one
 * table per macrotask: the first message does not wait on it, and a request
 * that arrives meanwhile waits at most one table's compilation. Later calls
 * do nothing.
 *
 * @example
 * warmAfterFirstMessage((p) => c.executionCtx.waitUntil(p));
 */
export function warmAfterFirstMessage(waitUntil: (work: Promise<unknown>) => void): void {
  if (scheduled) return;
  scheduled = true;
  // Once per isolate, failed or not: screens not warmed stay correct (pattern by pattern), and a
  // table that cannot be joined would fail again on every retry.
  waitUntil(
    warmTier1(nextTurn).then(
      ({ refused }) => {
        if (refused.length > 0) console.error("tier-1 warm-up: tables left unjoined", refused);
      },
      (error: unknown) => console.error("tier-1 warm-up failed", error),
    ),
  );
}
