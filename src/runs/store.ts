import type { ChatEvent, RunStatus, SequencedEvent } from "../stream/events";

/** One stage of a run: one agent call through the origin protocol. */
export interface StageRecord {
  index: number;
  /** The specialist role, or "primary" for the direct work / final synthesis. */
  role: string;
  skill: string;
  agent: { id: string; name: string } | null;
  /** The stage whose text is the run's answer. */
  final: boolean;
  status: "pending" | "running" | "succeeded" | "failed" | "cancelled";
  attempts: number;
  summary: string | null;
  error: string | null;
  started_at: string | null;
  finished_at: string | null;
  /** Milliseconds the origin took for the stage's last attempt; the rest of the stage's time is the router's. */
  origin_ms: number | null;
}

/** A run as its Durable Object records it. */
export interface RunRecord {
  id: string;
  workspace_id: string;
  source: "chat" | "api";
  status: RunStatus;
  error: string | null;
  /** Bumped by every stage transition; `step` callers must send the current one. */
  version: number;
  /** `auto`: alarms advance the stages; `manual`: the caller steps them. */
  drive: "auto" | "manual";
  usage: { input_tokens: number; output_tokens: number; model_calls: number };
  created_at: string;
  updated_at: string;
  last_seq: number;
}

type RunRow = {
  id: string;
  workspace_id: string;
  source: RunRecord["source"];
  status: RunStatus;
  error: string | null;
  version: number;
  drive: RunRecord["drive"];
  input_tokens: number;
  output_tokens: number;
  model_calls: number;
  created_at: string;
  updated_at: string;
};

/** The run row without its input (the whole RunInput, read only by `input()`). */
const RUN_COLUMNS =
  "id, workspace_id, source, status, error, version, drive, input_tokens, output_tokens, model_calls, created_at, updated_at";

/** The run's columns added by schema 2: a new object creates them with the table, an older one gets them by ALTER TABLE. */
const RUN_V2_COLUMNS = [
  ["version", "INTEGER NOT NULL DEFAULT 0"],
  ["drive", "TEXT NOT NULL DEFAULT 'auto'"],
  ["input_tokens", "INTEGER NOT NULL DEFAULT 0"],
  ["output_tokens", "INTEGER NOT NULL DEFAULT 0"],
  ["model_calls", "INTEGER NOT NULL DEFAULT 0"],
] as const;

/** Bump when the tables below change; older Durable Objects are migrated on first use. */
const SCHEMA_VERSION = 2;

/**
 * The run's SQLite storage: the run, its stages, and its events. Events are
 * append-only and numbered; that log is what resumption replays.
 */
export class RunStore {
  /** Whether this object has run tables; a fresh or expired object has none and gets none until `create`. */
  private ready: boolean;
  /**
   * The run row and the last event's number as last read or written. This store
   * is the object's only writer and a Durable Object runs one call at a time, so
   * they stay true. The coordinator reads the run's status once per streamed
   * event, which re-read the whole row (its stored input too) and the events'
   * highest number every time. `undefined` means "read it again".
   */
  private row: RunRow | null | undefined;
  private seq: number | undefined;
  private parsedInput: unknown;

  constructor(private readonly sql: SqlStorage) {
    this.ready = false;
    this.hasTables();
  }

  /**
   * Whether the run tables exist (migrating them on first sight). Reading the
   * schema writes nothing: an object addressed for an unknown or expired run
   * stays without storage, where a write here would keep it forever.
   */
  private hasTables(): boolean {
    if (this.ready) return true;
    this.ready =
      this.sql
        .exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'meta'")
        .toArray().length > 0;
    if (this.ready) this.migrate();
    return this.ready;
  }

  private migrate(): void {
    const sql = this.sql;
    sql.exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
    const current = Number(
      sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'schema'").toArray()[0]
        ?.value ?? 0,
    );
    if (current < 1) {
      // A new object gets the current columns at once: five ALTER TABLEs per new run were schema rewrites on the first byte's path.
      sql.exec(`CREATE TABLE IF NOT EXISTS run (
        id TEXT PRIMARY KEY, workspace_id TEXT NOT NULL, source TEXT NOT NULL, status TEXT NOT NULL,
        error TEXT, input TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
        ${RUN_V2_COLUMNS.map(([name, type]) => `${name} ${type}`).join(", ")})`);
      sql.exec(`CREATE TABLE IF NOT EXISTS events (
        seq INTEGER PRIMARY KEY AUTOINCREMENT, type TEXT NOT NULL, data TEXT NOT NULL, at TEXT NOT NULL)`);
    }
    if (current < 2) {
      const columns = new Set(
        sql
          .exec<{ name: string }>("PRAGMA table_info(run)")
          .toArray()
          .map((c) => c.name),
      );
      for (const [name, type] of RUN_V2_COLUMNS)
        if (!columns.has(name)) sql.exec(`ALTER TABLE run ADD COLUMN ${name} ${type}`);
      sql.exec(`CREATE TABLE IF NOT EXISTS stages (
        idx INTEGER PRIMARY KEY, role TEXT NOT NULL, skill TEXT NOT NULL, agent TEXT, final INTEGER NOT NULL,
        status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, summary TEXT, error TEXT,
        started_at TEXT, finished_at TEXT, origin_ms INTEGER)`);
      sql.exec(`CREATE TABLE IF NOT EXISTS checkpoints (
        id INTEGER PRIMARY KEY AUTOINCREMENT, decision TEXT NOT NULL, accepted INTEGER NOT NULL,
        reason TEXT, at TEXT NOT NULL)`);
      sql.exec(
        "INSERT OR REPLACE INTO meta (key, value) VALUES ('schema', ?)",
        String(SCHEMA_VERSION),
      );
    }
  }

  /** Forgets that tables exist, after the object's storage was deleted (retention). */
  forget(): void {
    this.ready = false;
    this.stale();
  }

  /** A new or deleted run: nothing remembered of the last one holds. */
  private stale(): void {
    this.row = undefined;
    this.seq = undefined;
    this.parsedInput = undefined;
  }

  /** A bookkeeping value (index sync, retention), or null. */
  meta(key: string): string | null {
    if (!this.hasTables()) return null;
    return (
      this.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0]
        ?.value ?? null
    );
  }

  setMeta(key: string, value: string): void {
    if (this.hasTables())
      this.sql.exec("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", key, value);
  }

  get(): RunRecord | null {
    if (!this.hasTables()) return null;
    if (this.row === undefined)
      this.row =
        this.sql.exec<RunRow>(`SELECT ${RUN_COLUMNS} FROM run LIMIT 1`).toArray()[0] ?? null;
    const row = this.row;
    if (!row) return null;
    return {
      id: row.id,
      workspace_id: row.workspace_id,
      source: row.source,
      status: row.status,
      error: row.error,
      version: row.version,
      drive: row.drive,
      usage: {
        input_tokens: row.input_tokens,
        output_tokens: row.output_tokens,
        model_calls: row.model_calls,
      },
      created_at: row.created_at,
      updated_at: row.updated_at,
      last_seq: this.lastSeq(),
    };
  }

  /** What the run was started with; parsed once, never changed after `create` (callers must not mutate it). */
  input<T>(): T | null {
    if (!this.hasTables()) return null;
    if (this.parsedInput === undefined) {
      const row = this.sql.exec<{ input: string }>("SELECT input FROM run LIMIT 1").toArray()[0];
      this.parsedInput = row ? JSON.parse(row.input) : null;
    }
    return this.parsedInput as T | null;
  }

  create(run: {
    id: string;
    workspace_id: string;
    source: RunRecord["source"];
    drive: RunRecord["drive"];
    input: unknown;
    stages: Pick<StageRecord, "role" | "skill" | "agent" | "final">[];
  }): void {
    if (!this.hasTables()) {
      this.migrate();
      this.ready = true;
    }
    this.stale();
    const at = new Date().toISOString();
    this.sql.exec(
      `INSERT INTO run (id, workspace_id, source, status, error, input, created_at, updated_at, version, drive)
       VALUES (?, ?, ?, 'running', NULL, ?, ?, ?, 0, ?)`,
      run.id,
      run.workspace_id,
      run.source,
      JSON.stringify(run.input),
      at,
      at,
      run.drive,
    );
    run.stages.forEach((stage, index) => {
      this.sql.exec(
        "INSERT INTO stages (idx, role, skill, agent, final, status) VALUES (?, ?, ?, ?, ?, 'pending')",
        index,
        stage.role,
        stage.skill,
        stage.agent ? JSON.stringify(stage.agent) : null,
        stage.final ? 1 : 0,
      );
    });
  }

  setStatus(status: RunStatus, error: string | null = null): void {
    this.row = undefined;
    this.sql.exec(
      "UPDATE run SET status = ?, error = ?, updated_at = ?",
      status,
      error,
      new Date().toISOString(),
    );
  }

  /** Bumps the version; returns the new one. */
  bumpVersion(): number {
    this.row = undefined;
    return this.sql
      .exec<{ version: number }>(
        "UPDATE run SET version = version + 1, updated_at = ? RETURNING version",
        new Date().toISOString(),
      )
      .one().version;
  }

  addUsage(usage: { input_tokens: number; output_tokens: number }, calls = 0): void {
    this.row = undefined;
    this.sql.exec(
      "UPDATE run SET input_tokens = input_tokens + ?, output_tokens = output_tokens + ?, model_calls = model_calls + ?",
      usage.input_tokens,
      usage.output_tokens,
      calls,
    );
  }

  stages(): StageRecord[] {
    if (!this.hasTables()) return [];
    return this.sql
      .exec<{
        idx: number;
        role: string;
        skill: string;
        agent: string | null;
        final: number;
        status: StageRecord["status"];
        attempts: number;
        summary: string | null;
        error: string | null;
        started_at: string | null;
        finished_at: string | null;
        origin_ms: number | null;
      }>("SELECT * FROM stages ORDER BY idx")
      .toArray()
      .map((row) => ({
        index: row.idx,
        role: row.role,
        skill: row.skill,
        agent: row.agent ? (JSON.parse(row.agent) as StageRecord["agent"]) : null,
        final: row.final === 1,
        status: row.status,
        attempts: row.attempts,
        summary: row.summary,
        error: row.error,
        started_at: row.started_at,
        finished_at: row.finished_at,
        origin_ms: row.origin_ms,
      }));
  }

  startStage(index: number): void {
    this.sql.exec(
      "UPDATE stages SET status = 'running', attempts = attempts + 1, error = NULL, started_at = ? WHERE idx = ?",
      new Date().toISOString(),
      index,
    );
  }

  finishStage(
    index: number,
    status: StageRecord["status"],
    fields: { summary?: string | null; error?: string | null; origin_ms?: number | null } = {},
  ): void {
    this.sql.exec(
      "UPDATE stages SET status = ?, summary = COALESCE(?, summary), error = ?, origin_ms = COALESCE(?, origin_ms), finished_at = ? WHERE idx = ?",
      status,
      fields.summary ?? null,
      fields.error ?? null,
      fields.origin_ms ?? null,
      status === "pending" ? null : new Date().toISOString(),
      index,
    );
  }

  /** Marks every stage not yet finished with a terminal status (on cancel or failure). */
  closeStages(status: "cancelled" | "failed"): void {
    this.sql.exec(
      "UPDATE stages SET status = ?, finished_at = ? WHERE status IN ('pending', 'running')",
      status,
      new Date().toISOString(),
    );
  }

  recordCheckpoint(decision: string, accepted: boolean, reason: string | null): void {
    this.sql.exec(
      "INSERT INTO checkpoints (decision, accepted, reason, at) VALUES (?, ?, ?, ?)",
      decision,
      accepted ? 1 : 0,
      reason,
      new Date().toISOString(),
    );
  }

  checkpoints(): { decision: string; accepted: boolean; reason: string | null; at: string }[] {
    return this.sql
      .exec<{ decision: string; accepted: number; reason: string | null; at: string }>(
        "SELECT decision, accepted, reason, at FROM checkpoints ORDER BY id",
      )
      .toArray()
      .map((r) => ({ ...r, accepted: r.accepted === 1 }));
  }

  append(event: ChatEvent): SequencedEvent {
    const row = this.sql
      .exec<{ seq: number }>(
        "INSERT INTO events (type, data, at) VALUES (?, ?, ?) RETURNING seq",
        event.type,
        JSON.stringify(event),
        new Date().toISOString(),
      )
      .one();
    this.seq = row.seq;
    return { seq: row.seq, event };
  }

  eventsAfter(after: number): SequencedEvent[] {
    if (!this.hasTables()) return [];
    return this.sql
      .exec<{ seq: number; data: string }>(
        "SELECT seq, data FROM events WHERE seq > ? ORDER BY seq",
        after,
      )
      .toArray()
      .map((row) => ({ seq: row.seq, event: JSON.parse(row.data) as ChatEvent }));
  }

  lastSeq(): number {
    if (!this.hasTables()) return 0;
    this.seq ??=
      this.sql.exec<{ seq: number | null }>("SELECT MAX(seq) AS seq FROM events").one().seq ?? 0;
    return this.seq;
  }
}
