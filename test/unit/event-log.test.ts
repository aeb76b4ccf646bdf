import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EventLog, type EventStore, RUN_EVENT_BATCH_MS } from "../../src/runs/event-log";
import type { ChatEvent, SequencedEvent } from "../../src/stream/events";

/** The log's view of storage: numbered appends, and commits that end when the test says. */
function storage() {
  const stored: SequencedEvent[] = [];
  const commits: (() => void)[] = [];
  const store = {
    append(event: ChatEvent): SequencedEvent {
      const sequenced = { seq: stored.length + 1, event };
      stored.push(sequenced);
      return sequenced;
    },
  } satisfies EventStore;
  const sync = () => new Promise<void>((resolve) => commits.push(resolve));
  return { stored, commits, store, storage: { sync } };
}

function reader() {
  const lines: SequencedEvent[] = [];
  let closed = false;
  const controller = {
    enqueue: (bytes: Uint8Array) => lines.push(JSON.parse(new TextDecoder().decode(bytes))),
    close: () => {
      closed = true;
    },
  } as unknown as ReadableStreamDefaultController<Uint8Array>;
  return { lines, controller, closed: () => closed };
}

const text = (delta: string): ChatEvent => ({ type: "text", delta });
const deltas = (events: SequencedEvent[]) =>
  events.map((e) => (e.event.type === "text" ? e.event.delta : e.event.type));

/** Lets the commit and the batch window end, and the log write what waited. */
async function settle(commits: (() => void)[]) {
  for (const commit of commits.splice(0)) commit();
  await vi.advanceTimersByTimeAsync(RUN_EVENT_BATCH_MS);
}

describe("EventLog: origin events written in batches, in order, stored before read", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("writes an event at once when nothing is committing, then holds the next ones for one batch", async () => {
    const s = storage();
    const log = new EventLog(s.store, s.storage);
    const r = reader();
    log.add(r.controller);
    log.stream(text("a"));
    expect(deltas(s.stored)).toEqual(["a"]);
    log.stream(text("b"));
    log.stream(text("c"));
    // Neither stored nor sent while the first one commits.
    expect(deltas(s.stored)).toEqual(["a"]);
    expect(deltas(r.lines)).toEqual(["a"]);
    s.commits[0]?.();
    await vi.advanceTimersByTimeAsync(RUN_EVENT_BATCH_MS - 1);
    expect(deltas(s.stored)).toEqual(["a"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(deltas(s.stored)).toEqual(["a", "b", "c"]);
    expect(r.lines.map((l) => l.seq)).toEqual([1, 2, 3]);
    // One commit awaited for a, one for b and c together.
    expect(s.commits).toHaveLength(2);
  });

  it("waits for the commit, not only the window", async () => {
    const s = storage();
    const log = new EventLog(s.store, s.storage);
    log.stream(text("a"));
    log.stream(text("b"));
    await vi.advanceTimersByTimeAsync(RUN_EVENT_BATCH_MS * 10);
    expect(deltas(s.stored)).toEqual(["a"]);
    await settle(s.commits);
    expect(deltas(s.stored)).toEqual(["a", "b"]);
  });

  it("a router event is written after every origin event that arrived before it", () => {
    const s = storage();
    const log = new EventLog(s.store, s.storage);
    log.stream(text("a"));
    log.stream(text("b"));
    log.publish({ type: "finish", reason: "stop" });
    expect(deltas(s.stored)).toEqual(["a", "b", "finish"]);
  });

  it("closing the readers writes and sends what waited first", () => {
    const s = storage();
    const log = new EventLog(s.store, s.storage);
    const r = reader();
    log.add(r.controller);
    log.stream(text("a"));
    log.stream(text("b"));
    log.close();
    expect(deltas(r.lines)).toEqual(["a", "b"]);
    expect(r.closed()).toBe(true);
  });

  it("a flush before a replay puts waiting events in storage, so a joining reader misses none", () => {
    const s = storage();
    const log = new EventLog(s.store, s.storage);
    log.stream(text("a"));
    log.stream(text("b"));
    log.flush();
    expect(deltas(s.stored)).toEqual(["a", "b"]);
  });

  it("drops a reader that went away and keeps writing for the others", () => {
    const s = storage();
    const log = new EventLog(s.store, s.storage);
    const gone = {
      enqueue: () => {
        throw new TypeError("stream closed");
      },
    } as unknown as ReadableStreamDefaultController<Uint8Array>;
    const r = reader();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    log.add(gone);
    log.add(r.controller);
    log.publish(text("a"));
    log.publish(text("b"));
    expect(deltas(r.lines)).toEqual(["a", "b"]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("a failed commit is logged and the next batch is still written", async () => {
    const s = storage();
    const failing = { sync: () => Promise.reject(new Error("disk full")) };
    const log = new EventLog(s.store, failing);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    log.stream(text("a"));
    log.stream(text("b"));
    await vi.advanceTimersByTimeAsync(RUN_EVENT_BATCH_MS);
    expect(deltas(s.stored)).toEqual(["a", "b"]);
    expect(error.mock.calls[0]?.[0]).toContain("run event commit failed");
    error.mockRestore();
  });
});
