import type { ChatEvent, RunStatus, SequencedEvent } from "../stream/events";

/** A run as its Durable Object records it. */
export interface RunRecord {
  id: string;
  workspace_id: string;
  source: "chat" | "api";
  status: RunStatus;
  error: string | null;
  created_at: string;
  updated_at: string;
  last_seq: number;
}

/**
 * The run's SQLite storage: one row for the run, one per event. Events are
 * append-only and numbered; that log is what resumption replays.
 */
export class RunStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS run (
      id TEXT PRIMARY KEY,
      workspace_id TEXT NOT NULL,
      source TEXT NOT NULL,
      status TEXT NOT NULL,
      error TEXT,
      input TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    )`);
    sql.exec(`CREATE TABLE IF NOT EXISTS events (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      type TEXT NOT NULL,
      data TEXT NOT NULL,
      at TEXT NOT NULL
    )`);
  }

  get(): RunRecord | null {
    const row = this.sql
      .exec<Omit<RunRecord, "last_seq">>(
        "SELECT id, workspace_id, source, status, error, created_at, updated_at FROM run LIMIT 1",
      )
      .toArray()[0];
    if (!row) return null;
    return { ...row, last_seq: this.lastSeq() };
  }

  input<T>(): T | null {
    const row = this.sql.exec<{ input: string }>("SELECT input FROM run LIMIT 1").toArray()[0];
    return row ? (JSON.parse(row.input) as T) : null;
  }

  create(run: {
    id: string;
    workspace_id: string;
    source: RunRecord["source"];
    input: unknown;
  }): void {
    const at = new Date().toISOString();
    this.sql.exec(
      "INSERT INTO run (id, workspace_id, source, status, error, input, created_at, updated_at) VALUES (?, ?, ?, 'running', NULL, ?, ?, ?)",
      run.id,
      run.workspace_id,
      run.source,
      JSON.stringify(run.input),
      at,
      at,
    );
  }

  setStatus(status: RunStatus, error: string | null = null): void {
    this.sql.exec(
      "UPDATE run SET status = ?, error = ?, updated_at = ?",
      status,
      error,
      new Date().toISOString(),
    );
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
    return { seq: row.seq, event };
  }

  eventsAfter(after: number): SequencedEvent[] {
    return this.sql
      .exec<{ seq: number; data: string }>(
        "SELECT seq, data FROM events WHERE seq > ? ORDER BY seq",
        after,
      )
      .toArray()
      .map((row) => ({ seq: row.seq, event: JSON.parse(row.data) as ChatEvent }));
  }

  lastSeq(): number {
    return (
      this.sql.exec<{ seq: number | null }>("SELECT MAX(seq) AS seq FROM events").one().seq ?? 0
    );
  }
}
