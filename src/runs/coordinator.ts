import { DurableObject } from "cloudflare:workers";
import { recordRun } from "../db/run-history";
import type { Env } from "../env";
import { callOrigin, OriginFailure, type OriginRequest } from "../origin/client";
import { type OriginRoute, originTarget } from "../origin/target";
import type { ChatEvent, SequencedEvent } from "../stream/events";
import { type RunRecord, RunStore } from "./store";

/** What the router hands a run: the events that open it and the origin request. */
export interface RunInput {
  run_id: string;
  workspace_id: string;
  source: RunRecord["source"];
  request_id: string;
  /** Router events stored before the origin's (the assessment), so a resume replays them too. */
  opening: ChatEvent[];
  origin: OriginRequest;
  /** Where the worker that started the run reaches the origin: its service binding, or a URL. */
  via: OriginRoute;
}

/** Extra time past the origin's total timeout before the watchdog alarm declares a run lost. */
const WATCHDOG_GRACE_MS = 15_000;
const encoder = new TextEncoder();

/**
 * One Durable Object per run, with SQLite storage. It forwards the run to the
 * origin, appends every event to a numbered log as it arrives, and fans events
 * out to readers; a reader can join at any sequence number and gets every later
 * event exactly once, in order. The log and the run's record outlive the
 * instance; an alarm catches runs whose instance died mid-flight.
 */
export class RunCoordinator extends DurableObject<Env> {
  private readonly store: RunStore;
  private readonly readers = new Set<ReadableStreamDefaultController<Uint8Array>>();
  private forwarding: Promise<void> | null = null;
  private abort: AbortController | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new RunStore(ctx.storage.sql);
  }

  /**
   * Starts the run unless it already exists (idempotent by run id), then returns
   * its events after `after` as NDJSON of `SequencedEvent`, live until it ends.
   */
  async open(input: RunInput, after = 0): Promise<ReadableStream<Uint8Array>> {
    if (!this.store.get()) {
      this.store.create({
        id: input.run_id,
        workspace_id: input.workspace_id,
        source: input.source,
        input,
      });
      for (const event of input.opening) this.store.append(event);
      this.store.append({ type: "run", data: { run_id: input.run_id, status: "running" } });
      const target = originTarget(this.env, input.via);
      await this.ctx.storage.setAlarm(Date.now() + target.timeouts.totalMs + WATCHDOG_GRACE_MS);
      this.forwarding = this.forward(input);
      this.ctx.waitUntil(this.forwarding);
    }
    return this.read(after);
  }

  /** The run's events after `after`, replayed from storage, then live. */
  async read(after = 0): Promise<ReadableStream<Uint8Array>> {
    this.recoverIfOrphaned();
    const backlog = this.store.eventsAfter(after);
    const finished = this.store.get()?.status !== "running";
    let self: ReadableStreamDefaultController<Uint8Array> | undefined;
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        self = controller;
        for (const event of backlog) controller.enqueue(line(event));
        if (finished) controller.close();
        else this.readers.add(controller);
      },
      cancel: () => {
        if (self) this.readers.delete(self);
      },
    });
  }

  async get(): Promise<RunRecord | null> {
    this.recoverIfOrphaned();
    return this.store.get();
  }

  /** Stops the run; readers get an error and a finish. */
  async cancel(reason = "cancelled by the caller"): Promise<RunRecord | null> {
    const run = this.store.get();
    if (run?.status !== "running") return run;
    this.abort?.abort(new OriginFailure("midstream", reason));
    this.end("cancelled", `Run cancelled: ${reason}.`);
    return this.store.get();
  }

  /** Watchdog: a run still running this late has lost its origin call. */
  override async alarm(): Promise<void> {
    if (this.store.get()?.status === "running") {
      this.abort?.abort(new OriginFailure("timeout", "watchdog"));
      this.end("failed", "The run did not finish in time and was stopped.");
    }
  }

  private async forward(input: RunInput): Promise<void> {
    this.abort = new AbortController();
    try {
      for await (const event of callOrigin(originTarget(this.env, input.via), input.origin, {
        signal: this.abort.signal,
        requestId: input.request_id,
      })) {
        if (this.store.get()?.status !== "running") return;
        if (event.type === "finish") {
          this.publish({ type: "run", data: { run_id: input.run_id, status: "succeeded" } });
          this.store.setStatus("succeeded");
          this.publish(event);
          this.closeReaders();
          this.ctx.waitUntil(this.recordHistory());
          return;
        }
        if (event.type === "error") {
          this.end("failed", event.message);
          return;
        }
        this.publish(event);
      }
    } catch (error) {
      if (this.store.get()?.status !== "running") return;
      const message = error instanceof Error ? error.message : String(error);
      console.error(
        JSON.stringify({ msg: "origin call failed", run_id: input.run_id, error: message }),
      );
      this.end("failed", `The agent could not complete this request: ${message}.`);
    } finally {
      this.forwarding = null;
      this.abort = null;
    }
  }

  /** Adds the finished run to the workspace's history, which the delegation gate's latency estimate reads. */
  private async recordHistory(): Promise<void> {
    const run = this.store.get();
    if (!run) return;
    try {
      await recordRun(this.env.DB, {
        run_id: run.id,
        workspace_id: run.workspace_id,
        source: run.source,
        status: run.status,
        stages: 1,
        duration_ms: Date.parse(run.updated_at) - Date.parse(run.created_at),
      });
    } catch (error) {
      // History only sharpens estimates; losing a row must not fail the run.
      console.warn(
        JSON.stringify({ msg: "run history write failed", run_id: run.id, error: String(error) }),
      );
    }
  }

  /** Records a terminal state and tells every reader, in the order a client needs. */
  private end(status: "failed" | "cancelled", message: string): void {
    const run = this.store.get();
    if (run?.status !== "running") return;
    this.store.setStatus(status, message);
    this.publish({ type: "error", message });
    this.publish({ type: "run", data: { run_id: run.id, status } });
    this.publish({ type: "finish", reason: "error" });
    this.closeReaders();
  }

  /**
   * A run marked running with no call in flight in this instance was cut off by
   * an eviction or restart; say so instead of leaving readers hanging.
   */
  private recoverIfOrphaned(): void {
    if (this.store.get()?.status === "running" && !this.forwarding) {
      this.end(
        "failed",
        "The run was interrupted (its coordinator restarted before the origin finished). Send the message again",
      );
    }
  }

  private publish(event: ChatEvent): void {
    const sequenced = this.store.append(event);
    const bytes = line(sequenced);
    for (const reader of this.readers) {
      try {
        reader.enqueue(bytes);
      } catch (error) {
        // A reader that went away is dropped; the run and other readers go on.
        console.warn(JSON.stringify({ msg: "dropping run reader", error: String(error) }));
        this.readers.delete(reader);
      }
    }
  }

  private closeReaders(): void {
    for (const reader of this.readers) {
      try {
        reader.close();
      } catch (error) {
        console.warn(JSON.stringify({ msg: "closing run reader failed", error: String(error) }));
      }
    }
    this.readers.clear();
  }
}

function line(event: SequencedEvent): Uint8Array {
  return encoder.encode(`${JSON.stringify(event)}\n`);
}
