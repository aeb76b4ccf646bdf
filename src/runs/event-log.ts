import type { ChatEvent, SequencedEvent } from "../stream/events";

const encoder = new TextEncoder();
/**
 * The shortest wait between two batches of origin events. Local storage
 * commits synchronously, so waiting for the commit alone batched almost
 * nothing there; 5 ms took a delegated message from 16 commits of its run's
 * database to 10 under `wrangler dev` (docs/performance.md,
 * "CPU per delegated message").
 * An origin streaming a model's tokens sends one every 10–50 ms, so its
 * events are rarely held, and never more than this.
 */
export const RUN_EVENT_BATCH_MS = 5;

/** Where events are numbered and kept (RunStore). */
export interface EventStore {
  append(event: ChatEvent): SequencedEvent;
}

/** The object's storage, for when its writes have committed (DurableObjectStorage). */
export interface Committer {
  sync(): Promise<void>;
}

/**
 * The run's numbered event log and its live readers. Every event is stored
 * before any reader sees it (the exactly-once resumable log needs that); a
 * Durable Object's output gate holds the bytes until the write has committed.
 *
 * Origin events are written in batches: one that arrives while the previous
 * write is committing, or less than `RUN_EVENT_BATCH_MS` after it, waits and
 * goes out with whatever else arrived meanwhile, in one commit. An event after
 * a pause is written at once; a fast stream makes one commit per batch instead
 * of one per event (locally each is a synchronous `fsync`, on the thread every
 * run of a `wrangler dev` shares).
 *
 * @example
 * const log = new EventLog(store, ctx.storage);
 * log.stream({ type: "text", delta: "Hel" }); // written now
 * log.stream({ type: "text", delta: "lo" }); // written when the first has committed
 * log.publish({ type: "finish", reason: "stop" }); // writes what waits, then this
 */
export class EventLog {
  private readonly readers = new Set<ReadableStreamDefaultController<Uint8Array>>();
  private waiting: ChatEvent[] = [];
  private committing = false;

  constructor(
    private readonly store: EventStore,
    private readonly storage: Committer,
  ) {}

  /** A router event (a stage's start or end, the run's end): written now, after anything waiting. */
  publish(event: ChatEvent): void {
    this.flush();
    this.write(event);
  }

  /** An origin event: written now when no write is committing, else with the next batch. */
  stream(event: ChatEvent): void {
    this.waiting.push(event);
    if (!this.committing) this.flush();
  }

  /** Writes the waiting events now (a stage ends, a reader joins). */
  flush(): void {
    if (this.waiting.length === 0) return;
    const events = this.waiting;
    this.waiting = [];
    for (const event of events) this.write(event);
  }

  /** Adds a live reader, after the backlog it was given from storage. */
  add(reader: ReadableStreamDefaultController<Uint8Array>): void {
    this.readers.add(reader);
  }

  remove(reader: ReadableStreamDefaultController<Uint8Array> | undefined): void {
    if (reader) this.readers.delete(reader);
  }

  /** Ends every live reader's stream (the run ended). */
  close(): void {
    this.flush();
    for (const reader of this.readers) {
      try {
        reader.close();
      } catch (error) {
        console.warn(JSON.stringify({ msg: "closing run reader failed", error: String(error) }));
      }
    }
    this.readers.clear();
  }

  private write(event: ChatEvent): void {
    const bytes = line(this.store.append(event));
    for (const reader of this.readers) {
      try {
        reader.enqueue(bytes);
      } catch (error) {
        // A reader that went away is dropped; the run and other readers go on.
        console.warn(JSON.stringify({ msg: "dropping run reader", error: String(error) }));
        this.readers.delete(reader);
      }
    }
    this.awaitCommit();
  }

  private awaitCommit(): void {
    if (this.committing) return;
    this.committing = true;
    Promise.all([
      this.storage.sync(),
      new Promise((resolve) => setTimeout(resolve, RUN_EVENT_BATCH_MS)),
    ])
      .catch((error: unknown) => {
        // The runtime resets an object whose write failed; until then the next batch is written as usual.
        console.error(JSON.stringify({ msg: "run event commit failed", error: String(error) }));
      })
      .finally(() => {
        this.committing = false;
        this.flush();
      });
  }
}

/** One event as a line of the run's NDJSON stream. */
export function line(event: SequencedEvent): Uint8Array {
  return encoder.encode(`${JSON.stringify(event)}\n`);
}
