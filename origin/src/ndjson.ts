const encoder = new TextEncoder();

/** How a stream ended, for the run log. */
export type StreamOutcome = "finished" | "cancelled" | "aborted";

/** How `ndjsonStream` paces and stops. */
export interface NdjsonOptions {
  /** Pause before each line after the first. */
  delayMs: number;
  /** The request's signal: once it aborts, no further line is produced. */
  signal: AbortSignal;
  /** Called once when the stream ends: all lines sent, cancelled by the reader, or aborted. */
  onEnd: (outcome: StreamOutcome) => void;
  /** Rewrites a line just before it is sent (the `done` line gets the origin's timing). */
  stamp?: (line: string) => string;
}

/**
 * Streams lines as NDJSON, one line per pull, so each is flushed as soon as it is
 * produced and nothing is computed ahead of a reader that went away. Production
 * stops when the reader cancels (the router closed the connection) or the request
 * is aborted.
 *
 * @example
 * new Response(ndjsonStream(['{"type":"text","delta":"hi"}'], options));
 */
export function ndjsonStream(
  lines: readonly string[],
  options: NdjsonOptions,
): ReadableStream<Uint8Array> {
  const cancelled = new AbortController();
  const stop = AbortSignal.any([options.signal, cancelled.signal]);
  let next = 0;
  let ended = false;
  const end = (outcome: StreamOutcome) => {
    if (ended) return;
    ended = true;
    options.onEnd(outcome);
  };

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const line = lines[next];
      if (line === undefined) {
        end("finished");
        controller.close();
        return;
      }
      const waited = next > 0 && options.delayMs > 0 ? await sleep(options.delayMs, stop) : true;
      if (!waited || stop.aborted) {
        end(cancelled.signal.aborted ? "cancelled" : "aborted");
        // After a cancel the stream is already closed; after an abort it must fail, not
        // end cleanly, or a reader still attached would take the truncation for success.
        if (!cancelled.signal.aborted) controller.error(stop.reason);
        return;
      }
      next++;
      controller.enqueue(encoder.encode(`${options.stamp ? options.stamp(line) : line}\n`));
    },
    cancel(reason) {
      cancelled.abort(reason);
      end("cancelled");
    },
  });
}

/**
 * Waits `ms`, or less if the signal aborts first.
 * @returns true when the full time passed, false when the wait was aborted
 */
export async function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return false;
  if (ms <= 0) return true;
  try {
    await scheduler.wait(ms, { signal });
    return true;
  } catch (error) {
    if (signal.aborted) return false;
    throw error;
  }
}
