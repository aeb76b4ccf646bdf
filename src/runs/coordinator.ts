import { DurableObject } from "cloudflare:workers";
import type { DelegationDecision } from "../delegation/gate";
import type { DelegationPolicy } from "../delegation/policy";
import type { Task } from "../delegation/task";
import type { Env } from "../env";
import { callOrigin, OriginFailure, type OriginRequest } from "../origin/client";
import { type OriginRoute, originTarget } from "../origin/target";
import type { ChatEvent, RunStatus } from "../stream/events";
import { type CheckpointRequest, checkpointOutcome } from "./checkpoint";
import { EventLog, line } from "./event-log";
import { type RunRecord, RunStore, type StageRecord } from "./store";
import { ToolCallIds } from "./tool-ids";
import { afterFinish, ensureIndexed, finishedAlarm, type UpkeepHost } from "./upkeep";

/** One stage of the plan, as the router hands it over. */
export interface StagePlan {
  role: string;
  skill: string;
  agent: { id: string; name: string } | null;
  final: boolean;
}

/** What the router hands a run. */
export interface RunInput {
  run_id: string;
  workspace_id: string;
  source: RunRecord["source"];
  request_id: string;
  /** Router events stored before the origin's (the assessment), so a resume replays them too. */
  opening: ChatEvent[];
  /** The request every stage sends, with its own `stage` filled in. */
  origin: OriginRequest;
  /** Where the worker that started the run reaches the origin: its service binding, or a URL. */
  via: OriginRoute;
  stages: StagePlan[];
  /** `auto`: alarms advance the stages; `manual`: the caller steps them. */
  drive: RunRecord["drive"];
  /** Attempts per stage; 1 for interactive chat, more for workflows. */
  max_attempts: number;
  /** Run-wide budget from the decision's estimates; null when no plan was made. */
  budget: { model_calls: number; tokens: number } | null;
  /** The persisted plan, when a gate decided it, and the policy it was decided under. */
  delegation: DelegationDecision | null;
  policy: Pick<DelegationPolicy, "required_reviews"> | null;
  /** Set when the plan needs the caller before anything runs. */
  blocked_reason: string | null;
  task_id: string | null;
  /** The task an API run was started from (a rerun re-plans it). */
  task: Task | null;
  rerun_of: string | null;
  /** The `useChat` chat the run answers, so `GET /v1/chat/{chat_id}/stream` finds it. */
  chat_id?: string | null;
  /** The end user a client token was minted for. */
  user_id?: string | null;
}

/** The run as the API shows it. */
export interface RunView extends RunRecord {
  stages: StageRecord[];
  delegation: DelegationDecision | null;
  task_id: string | null;
  rerun_of: string | null;
  checkpoints: ReturnType<RunStore["checkpoints"]>;
}

export type RunResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      code: "version_conflict" | "not_found" | "checkpoint_blocked" | "conflict";
      message: string;
    };

/** Extra time past the origin's total timeout before the watchdog declares a stage lost. */
const WATCHDOG_GRACE_MS = 15_000;
/** Backoff before retry n (1-based) of a failed stage. */
const RETRY_BACKOFF_MS = [500, 2_000, 8_000] as const;
/** Characters of an intermediate stage's text kept as its summary. */
const SUMMARY_CHARS = 400;

/** What one stage's steps share while it runs. */
interface StageRun {
  index: number;
  stage: StageRecord;
  input: RunInput;
  target: ReturnType<typeof originTarget>;
  request: OriginRequest;
  /** Whether the chat shows this run's stages (workflow-update parts). */
  shown: boolean;
  ids: ToolCallIds;
}

/**
 * One Durable Object per run, with SQLite storage. It executes the run's stages
 * in order, each one agent call through the origin protocol (specialists get the
 * original evidence, not earlier stages' conclusions), appends every event to a
 * numbered log, and fans events out to readers; a reader can join at any
 * sequence number and gets every later event exactly once, in order.
 *
 * Progress is driven by the object itself: the first stage starts at once,
 * later ones and retries from alarms, so a run goes on when its client leaves
 * and resumes after an eviction or restart (a stage cut off mid-flight counts as
 * a failed attempt and is retried).
 */
export class RunCoordinator extends DurableObject<Env> {
  private readonly store: RunStore;
  private readonly log: EventLog;
  private inFlight: Promise<void> | null = null;
  private abort: AbortController | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new RunStore(ctx.storage.sql);
    this.log = new EventLog(this.store, ctx.storage);
  }

  /** Index, history and retention bookkeeping (runs/upkeep.ts): never before the first byte. */
  private get upkeep(): UpkeepHost {
    return { store: this.store, env: this.env, storage: this.ctx.storage };
  }

  /** Creates the run unless it exists (idempotent by run id) and starts it; returns the view and whether it was new. */
  async start(input: RunInput): Promise<{ created: boolean; run: RunView }> {
    const created = this.begin(input);
    return { created, run: this.view() };
  }

  /** Starts the run if new, then streams its events after `after` (chat). */
  async open(input: RunInput, after = 0): Promise<ReadableStream<Uint8Array>> {
    // No view: the chat reads the stream only, and a view parses the stored input and every stage.
    this.begin(input);
    return this.read(after);
  }

  /** Creates and starts the run unless it exists; whether it was new. */
  private begin(input: RunInput): boolean {
    if (this.store.get()) return false;
    this.store.create({
      id: input.run_id,
      workspace_id: input.workspace_id,
      source: input.source,
      drive: input.drive,
      input,
      stages: input.stages,
    });
    for (const event of input.opening) this.store.append(event);
    if (input.blocked_reason) {
      this.store.setStatus("blocked", input.blocked_reason);
      this.store.closeStages("cancelled");
    } else {
      this.store.append({ type: "run", data: { run_id: input.run_id, status: "running" } });
    }
    const run = this.store.get() as RunRecord;
    // The D1 index is written after this returns (waitUntil, retried by the alarm):
    // the run is found by its signed id from the first byte, the list catches up.
    this.ctx.waitUntil(
      run.status === "blocked" ? afterFinish(this.upkeep) : ensureIndexed(this.upkeep),
    );
    if (run.status === "running" && input.drive === "auto") {
      // The first stage starts one task later, so the caller's reply (a chat's first
      // byte) is not held behind the stage: locally every object shares the worker's
      // thread, and the stage's storage commits would block it. The watchdog alarm is
      // set now, so a stage that never starts (an eviction in between) is started by it.
      void this.ctx.storage.setAlarm(
        Date.now() + originTarget(this.env, input.via).timeouts.totalMs + WATCHDOG_GRACE_MS,
      );
      this.ctx.waitUntil(
        new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
          if (this.store.get()?.status === "running" && !this.inFlight) this.launch(0);
        }),
      );
    }
    return true;
  }

  /**
   * A caller's resume in one call: the run's status and its events after
   * `after`, or why there is nothing to read (no run here, or another
   * workspace's). An object with no run is left without storage.
   */
  async resume(
    workspaceId: string,
    after = 0,
  ): Promise<
    | { found: "none" | "foreign" }
    | { found: "run"; status: RunStatus; log: ReadableStream<Uint8Array> }
  > {
    const run = this.store.get();
    if (!run) return { found: "none" };
    if (run.workspace_id !== workspaceId) return { found: "foreign" };
    const log = await this.read(after);
    return { found: "run", status: this.store.get()?.status ?? run.status, log };
  }

  /** The run's events after `after`, replayed from storage, then live until it ends. */
  async read(after = 0): Promise<ReadableStream<Uint8Array>> {
    this.recoverIfOrphaned();
    this.adoptRetention();
    // Events still waiting for their batch are written first, so the backlog has them.
    this.log.flush();
    const backlog = this.store.eventsAfter(after);
    const live = this.store.get()?.status === "running";
    let self: ReadableStreamDefaultController<Uint8Array> | undefined;
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        self = controller;
        for (const event of backlog) controller.enqueue(line(event));
        if (live) this.log.add(controller);
        else controller.close();
      },
      cancel: () => {
        this.log.remove(self);
      },
    });
  }

  async get(): Promise<RunView | null> {
    this.recoverIfOrphaned();
    this.adoptRetention();
    return this.store.get() ? this.view() : null;
  }

  /** The input the run was started with (for a rerun). */
  async startedWith(): Promise<RunInput | null> {
    return this.store.input<RunInput>();
  }

  /**
   * Advances one stage for a caller that drives the run itself. `version` must
   * be the current one; a stale version is a conflict, so two callers cannot
   * both advance the same stage.
   */
  async step(version: number): Promise<RunResult<RunView>> {
    const run = this.store.get();
    if (!run) return { ok: false, code: "not_found", message: "No such run." };
    if (run.version !== version) {
      return {
        ok: false,
        code: "version_conflict",
        message: `The run is at version ${run.version}, not ${version}. Read it again and retry.`,
      };
    }
    if (run.status !== "running")
      return {
        ok: false,
        code: "conflict",
        message: `The run is ${run.status}; there is nothing to step.`,
      };
    if (this.inFlight)
      return {
        ok: false,
        code: "conflict",
        message: "A stage is already running. Wait for it and read the run again.",
      };
    const next = this.store.stages().find((s) => s.status === "pending");
    if (!next) return { ok: false, code: "conflict", message: "Every stage has run." };
    this.launch(next.index);
    await this.inFlight;
    return { ok: true, value: this.view() };
  }

  /** Stops the run between or during stages; readers get an error and a finish. */
  async cancel(reason = "cancelled by the caller"): Promise<RunView | null> {
    const run = this.store.get();
    if (!run) return null;
    if (run.status === "running" || run.status === "blocked") {
      this.abort?.abort(new OriginFailure("midstream", reason));
      this.end("cancelled", `Run cancelled: ${reason}.`);
    }
    return this.view();
  }

  /**
   * Records the caller's decision at a checkpoint. When new evidence triggers a
   * required review the persisted plan lacks, acceptance is blocked: the caller
   * must scope a new task rather than accept unchecked work.
   */
  async checkpoint(request: CheckpointRequest): Promise<RunResult<RunView>> {
    const input = this.store.input<RunInput>();
    if (!input) return { ok: false, code: "not_found", message: "No such run." };
    const status = this.store.get()?.status;
    if (status === "succeeded" || status === "failed" || status === "cancelled") {
      // An ended run has nothing left to accept or reject; recording a decision would only mislead.
      return {
        ok: false,
        code: "conflict",
        message: `The run has ended (${status}); checkpoints apply to runs still in progress. Start a new run (or POST …/rerun) for new work.`,
      };
    }
    const outcome = checkpointOutcome(request, input.delegation, input.policy);
    this.store.recordCheckpoint(request.decision, outcome.accepted, outcome.reason);
    if (!outcome.accepted && request.decision === "accept") {
      return {
        ok: false,
        code: "checkpoint_blocked",
        message: outcome.reason ?? "Acceptance is blocked.",
      };
    }
    if (request.decision === "reject" && this.store.get()?.status === "running")
      this.end("cancelled", "Run rejected at a checkpoint.");
    return { ok: true, value: this.view() };
  }

  /** Watchdog and driver: runs the next stage, retries a lost one, or stops an overdue one. */
  override async alarm(): Promise<void> {
    const run = this.store.get();
    if (!run) return;
    if (run.status !== "running") {
      await finishedAlarm(this.upkeep);
      return;
    }
    this.ctx.waitUntil(ensureIndexed(this.upkeep));
    const stages = this.store.stages();
    const running = stages.find((s) => s.status === "running");
    if (running) {
      if (!this.inFlight) {
        this.stageFailed(running, "the stage was interrupted (its coordinator restarted)");
        return;
      }
      const deadline =
        Date.parse(running.started_at ?? "") +
        originTarget(this.env).timeouts.totalMs +
        WATCHDOG_GRACE_MS;
      if (Date.now() >= deadline)
        this.abort?.abort(new OriginFailure("timeout", "the stage did not finish in time"));
      else await this.ctx.storage.setAlarm(deadline);
      return;
    }
    const next = stages.find((s) => s.status === "pending");
    if (next && (run.drive === "auto" || next.attempts > 0)) this.launch(next.index);
    if (this.inFlight) await this.inFlight;
  }

  private launch(index: number): void {
    this.inFlight = this.runStage(index).finally(() => {
      this.inFlight = null;
    });
    this.ctx.waitUntil(this.inFlight);
  }

  /** One stage: announce it, stream the origin's answer through, then settle the run. */
  private async runStage(index: number): Promise<void> {
    const stage = await this.beginStage(index);
    const streamed = await this.streamStage(stage);
    if (streamed) await this.completeStage(stage, streamed);
  }

  /** Marks the stage started, arms the watchdog, and tells the chat when stages are shown. */
  private async beginStage(index: number): Promise<StageRun> {
    const input = this.store.input<RunInput>() as RunInput;
    const stages = this.store.stages();
    const stage = stages[index] as StageRecord;
    const target = originTarget(this.env, input.via);
    this.store.startStage(index);
    this.store.bumpVersion();
    const deadline = Date.now() + target.timeouts.totalMs + WATCHDOG_GRACE_MS;
    // The first stage's watchdog was armed by `begin` a moment ago; arming it again would be one
    // more storage commit. An alarm up to the grace early only re-arms itself (see `alarm`).
    const armed = await this.ctx.storage.getAlarm();
    if (armed === null || armed < deadline - WATCHDOG_GRACE_MS || armed > deadline)
      await this.ctx.storage.setAlarm(deadline);
    const shown = showsStages(input, stages);
    const attempt = (this.store.stages()[index] as StageRecord).attempts;
    if (shown) {
      this.log.publish({
        type: "workflow-update",
        data: {
          id: stageId(stage),
          stage: label(stage),
          status: "started",
          step: `Stage ${index + 1} of ${stages.length}${stage.agent ? `: ${stage.agent.name}` : ""}`,
        },
      });
    }
    const request: OriginRequest = {
      ...input.origin,
      agent: stage.agent ?? input.origin.agent,
      stage:
        stages.length > 1
          ? {
              index,
              role: stage.role,
              skill: stage.skill,
              instructions: instructions(stage, stages),
            }
          : null,
    };
    return {
      index,
      stage,
      input,
      target,
      request,
      shown,
      ids: new ToolCallIds(index + 1, attempt),
    };
  }

  /**
   * Streams the origin's events to the chat and keeps a summary of a non-final
   * stage's text. Null when the run stopped meanwhile or the stage failed (then
   * already handled: retried or the run failed).
   */
  private async streamStage(
    run: StageRun,
  ): Promise<{ summary: string; originMs: number | null } | null> {
    const { stage, input, ids, index } = run;
    this.abort = new AbortController();
    let summary = "";
    // Text blocks the origin separated (by a tool call, say) stay separate words in the summary.
    let textBreak = false;
    let originMs: number | null = null;
    const calledAt = Date.now();
    try {
      let finished = false;
      for await (const event of callOrigin(run.target, run.request, {
        signal: this.abort.signal,
        requestId: input.request_id,
      })) {
        if (this.store.get()?.status !== "running") return null;
        if (event.type === "finish") {
          // The origin's own figure when it reports one; otherwise the router's view, which includes its own time.
          originMs = event.origin_ms ?? Date.now() - calledAt;
          this.store.addUsage(event.usage ?? { input_tokens: 0, output_tokens: 0 }, 1);
          finished = true;
          break;
        }
        if (event.type === "error") throw new OriginFailure("rejected", event.message);
        if (event.type === "text" && !stage.final) {
          if (summary.length < SUMMARY_CHARS)
            summary += `${textBreak && /\S$/u.test(summary) ? " " : ""}${event.delta}`;
          textBreak = false;
          continue;
        }
        textBreak = true;
        if (event.type === "tool-call") this.log.stream({ ...event, id: ids.call(event.id) });
        else if (event.type === "tool-result")
          this.log.stream({ ...event, id: ids.result(event.id) });
        else this.log.stream(event);
      }
      if (!finished)
        throw new OriginFailure("midstream", "the origin ended its stream without finishing");
    } catch (error) {
      if (this.store.get()?.status !== "running") return null;
      const message = error instanceof Error ? error.message : String(error);
      console.error(
        JSON.stringify({ msg: "stage failed", run_id: input.run_id, stage: index, error: message }),
      );
      this.store.addUsage({ input_tokens: 0, output_tokens: 0 }, 1);
      this.stageFailed(this.store.stages()[index] as StageRecord, message);
      return null;
    } finally {
      this.abort = null;
    }
    return { summary, originMs };
  }

  /** Records the stage's success, then ends the run or moves it to the next stage. */
  private async completeStage(
    run: StageRun,
    { summary, originMs }: { summary: string; originMs: number | null },
  ): Promise<void> {
    const { stage, input, index } = run;
    this.store.finishStage(index, "succeeded", {
      summary: summary.trim().slice(0, SUMMARY_CHARS) || null,
      origin_ms: originMs,
    });
    this.store.bumpVersion();
    if (run.shown)
      this.log.publish({
        type: "workflow-update",
        data: {
          id: stageId(stage),
          stage: label(stage),
          status: "complete",
          ...(summary ? { step: summary.trim().slice(0, 200) } : {}),
        },
      });
    const over = this.overBudget(input);
    if (over) {
      this.end("failed", `The run stopped: ${over}.`);
      return;
    }
    const next = this.store.stages().find((s) => s.status === "pending");
    if (!next) {
      await this.succeed(input);
      return;
    }
    this.ctx.waitUntil(ensureIndexed(this.upkeep));
    if (this.store.get()?.drive === "auto") await this.ctx.storage.setAlarm(Date.now());
  }

  /** A failed attempt: retried with backoff while attempts remain, otherwise the run fails. */
  private stageFailed(stage: StageRecord, message: string): void {
    const input = this.store.input<RunInput>() as RunInput;
    if (stage.attempts < input.max_attempts) {
      const delay =
        RETRY_BACKOFF_MS[Math.min(stage.attempts, RETRY_BACKOFF_MS.length) - 1] ?? 1_000;
      this.store.finishStage(stage.index, "pending", { error: message });
      this.store.bumpVersion();
      this.log.publish({
        type: "workflow-update",
        data: {
          id: stageId(stage),
          stage: label(stage),
          status: "retrying",
          step: `Attempt ${stage.attempts} failed: ${message}`,
        },
      });
      this.ctx.waitUntil(this.ctx.storage.setAlarm(Date.now() + delay));
      return;
    }
    this.store.finishStage(stage.index, "failed", { error: message });
    const stages = this.store.stages();
    if (showsStages(input, stages))
      this.log.publish({
        type: "workflow-update",
        data: { id: stageId(stage), stage: label(stage), status: "failed", step: message },
      });
    this.end(
      "failed",
      stages.length > 1
        ? `Stage ${stage.index + 1} (${label(stage)}) failed after ${stage.attempts} attempt${stage.attempts === 1 ? "" : "s"}: ${message}.`
        : `The agent could not complete this request: ${message}.`,
    );
  }

  private async succeed(input: RunInput): Promise<void> {
    this.log.publish({ type: "run", data: { run_id: input.run_id, status: "succeeded" } });
    this.store.setStatus("succeeded");
    const run = this.store.get() as RunRecord;
    this.log.publish({
      type: "finish",
      reason: "stop",
      usage: { input_tokens: run.usage.input_tokens, output_tokens: run.usage.output_tokens },
    });
    this.log.close();
    // Replaces the watchdog alarm with the retention one.
    await afterFinish(this.upkeep);
  }

  /** The budget the decision estimated, enforced on what the run actually used. */
  private overBudget(input: RunInput): string | null {
    if (!input.budget) return null;
    const { usage } = this.store.get() as RunRecord;
    if (usage.model_calls > input.budget.model_calls)
      return `${usage.model_calls} model calls used, the budget was ${input.budget.model_calls}`;
    const tokens = usage.input_tokens + usage.output_tokens;
    if (tokens > input.budget.tokens)
      return `${tokens} tokens used, the budget was ${input.budget.tokens}`;
    return null;
  }

  /** Records a terminal state and tells every reader, in the order a client needs. */
  private end(
    status: Exclude<RunStatus, "running" | "succeeded" | "blocked">,
    message: string,
  ): void {
    const run = this.store.get();
    if (run?.status !== "running" && run?.status !== "blocked") return;
    this.store.setStatus(status, message);
    const input = this.store.input<RunInput>();
    const open = this.store
      .stages()
      .filter((s) => s.status === "pending" || s.status === "running");
    this.store.closeStages(status === "cancelled" ? "cancelled" : "failed");
    // Every stage ends with a final status, in place: one cut off failed, one never reached cancelled.
    if (input && showsStages(input, this.store.stages()) && run.status === "running") {
      for (const stage of open)
        this.log.publish({
          type: "workflow-update",
          data: {
            id: stageId(stage),
            stage: label(stage),
            status: stage.status === "running" && status === "failed" ? "failed" : "cancelled",
          },
        });
    }
    this.store.bumpVersion();
    this.log.publish({ type: "error", message });
    this.log.publish({ type: "run", data: { run_id: run.id, status } });
    this.log.publish({ type: "finish", reason: "error" });
    this.log.close();
    // Replaces the watchdog alarm with the retention one.
    this.ctx.waitUntil(afterFinish(this.upkeep));
  }

  /**
   * A stage marked running with no call in flight in this instance was cut off
   * by an eviction or restart: count it as a failed attempt (retried when
   * attempts remain) instead of leaving readers hanging.
   */
  private recoverIfOrphaned(): void {
    if (this.inFlight || this.store.get()?.status !== "running") return;
    const running = this.store.stages().find((s) => s.status === "running");
    if (running)
      this.stageFailed(
        running,
        "the run was interrupted (its coordinator restarted before the origin finished)",
      );
  }

  /**
   * A run that ended before retention existed has no expiry and no alarm: the
   * first read gives it both, off the request path, so it is deleted on time
   * from then on instead of never.
   */
  private adoptRetention(): void {
    const status = this.store.get()?.status;
    if (status && status !== "running" && this.store.meta("expires_at") === null)
      this.ctx.waitUntil(afterFinish(this.upkeep));
  }

  private view(): RunView {
    const input = this.store.input<RunInput>();
    return {
      ...(this.store.get() as RunRecord),
      stages: this.store.stages(),
      delegation: input?.delegation ?? null,
      task_id: input?.task_id ?? null,
      rerun_of: input?.rerun_of ?? null,
      checkpoints: this.store.checkpoints(),
    };
  }
}

/** A planned run shows each stage, even a single direct one; a plain delegation does not. */
function showsStages(input: Pick<RunInput, "delegation">, stages: readonly unknown[]): boolean {
  return stages.length > 1 || input.delegation !== null;
}

/** The id a stage's `data-workflow-update` parts share, so a client updates one part in place. */
function stageId(stage: Pick<StageRecord, "index">): string {
  return `stage-${stage.index + 1}`;
}

function label(stage: Pick<StageRecord, "role" | "skill" | "final">): string {
  return stage.role === "primary"
    ? stage.final
      ? "answer"
      : "direct work"
    : `${stage.role} (${stage.skill})`;
}

/** What a stage is asked to do. Specialists see the original evidence only; the answer stage hears what ran. */
function instructions(stage: StageRecord, stages: StageRecord[]): string {
  if (stage.role !== "primary") {
    return `Act as ${stage.role}, applying ${stage.skill}, to the original request and its evidence. Report findings; do not act on them.`;
  }
  const before = stages.filter((s) => s.index < stage.index && s.summary);
  return before.length === 0
    ? "Handle the request directly."
    : `Answer the user. Specialist findings: ${before.map((s) => `${label(s)}: ${s.summary}`).join(" | ")}`;
}
