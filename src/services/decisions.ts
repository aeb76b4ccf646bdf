import type { Context } from "hono";
import type { AssessResponse } from "../assess/schema";
import { d1Decisions } from "../db/decisions";
import { retainText } from "../db/feedback";
import { encodeDecisionId } from "../decisions/decision-id";
import { buildRecord, type DecisionRecord } from "../decisions/record";
import type { DecisionStore } from "../decisions/store";
import type { AppEnv, Env } from "../env";
import { idSecret } from "../lib/id-secret";
import { randomHex } from "../lib/signed-ids";
import type { WorkspaceSettings } from "../schemas/settings";
import { loadWorkspace, type WorkspaceContext } from "../workspace/context";
import { analyticsEngineDecisions } from "./analytics-engine";
import { timingsOf } from "./assess-timing";

/** Production's optional bindings for Analytics Engine (wrangler.toml [env.production]). */
interface DecisionEnv {
  DECISIONS?: AnalyticsEngineDataset;
  DECISIONS_DATASET?: string;
  DECISIONS_ACCOUNT_ID?: string;
  DECISIONS_API_TOKEN?: string;
  DECISION_LOG?: string;
  DECISION_FLUSH_MS?: string;
}

/**
 * Where decisions go and are read from: Analytics Engine when the `DECISIONS`
 * dataset and the SQL API credentials are all set (production), D1 otherwise
 * (local development and tests). Never half of each, so stats read what was written.
 *
 * @example
 * const store = decisionStore(c.env);
 */
export function decisionStore(env: Env): DecisionStore {
  const e = env as Env & DecisionEnv;
  if (e.DECISIONS && e.DECISIONS_ACCOUNT_ID && e.DECISIONS_API_TOKEN) {
    return analyticsEngineDecisions({
      dataset: e.DECISIONS,
      datasetName: e.DECISIONS_DATASET ?? "router_decisions",
      accountId: e.DECISIONS_ACCOUNT_ID,
      apiToken: e.DECISIONS_API_TOKEN,
    });
  }
  return d1Decisions(env.DB, Number(e.DECISION_FLUSH_MS ?? DEFAULT_FLUSH_MS));
}

/** How long local D1 writes wait to be batched; a decision appears in the stats within this. */
const DEFAULT_FLUSH_MS = 1000;

export interface RecordOptions {
  /** `assess`, or the chat's path (`atom-template`, `delegate`, …), or the OpenAI route's. */
  path: string;
  runId?: string | null;
  /** The message; kept only when the workspace's `retain_text` is on, and only until its TTL. */
  text?: string;
}

/**
 * The id an assessment is recorded under, signed for the workspace and the
 * decided level (`src/decisions/decision-id.ts`), so feedback can trust it
 * before the store has it. One WebCrypto HMAC-SHA-256 (measured in
 * test/workers/decisions.test.ts and by `npm run bench -- --decisions-only`).
 *
 * @example
 * const decisionId = await signDecision(c, result);
 */
export async function signDecision(c: Context<AppEnv>, result: AssessResponse): Promise<string> {
  // Unrecorded (the bench's "off" arm) means unsigned too: signing is part of what recording costs.
  if (benchRecordingOff(c)) return `dec_${randomHex(12)}`;
  return encodeDecisionId(await idSecret(), c.var.auth.workspaceId, result.assessment.complexity);
}

/** `npm run bench` measures the route with recording on and off in one run; only development honours this. */
function benchRecordingOff(c: Context<AppEnv>): boolean {
  return c.env.ENVIRONMENT === "development" && c.req.header("x-bench-record") === "off";
}

/**
 * Records one assessment as a decision under `id` (from `signDecision`) and
 * returns the id. Any I/O happens in `waitUntil`: recording never delays or
 * fails the request, and a failed write is logged, not thrown. Under
 * `npm run dev` it also logs one line.
 *
 * @example
 * const result = await assessForWorkspace(c, input);
 * recordDecision(c, await signDecision(c, result), result, { path: "assess", text: input.message });
 */
export function recordDecision(
  c: Context<AppEnv>,
  id: string,
  result: AssessResponse,
  options: RecordOptions,
): string {
  // The bench's "off" arm skips all of recording, building the record included.
  if (benchRecordingOff(c)) return id;
  const auth = c.var.auth;
  const record = buildRecord(result, {
    id,
    workspaceId: auth.workspaceId,
    atMs: Date.now(),
    path: options.path,
    runId: options.runId,
    timings: timingsOf(result),
  });
  const env = c.env as Env & DecisionEnv;
  if (env.ENVIRONMENT === "development" && env.DECISION_LOG !== "off") console.log(logLine(record));
  // Most records only join a batch a flush is already scheduled for: then there
  // is nothing to hand to waitUntil, and no promise chain is started per request.
  const work = persistOrLog(c.env, record, {
    text: options.text,
    configVersion: auth.configVersion,
    loaded: c.var.workspace,
  });
  if (work) c.executionCtx.waitUntil(work);
  return record.id;
}

function logNotRecorded(record: DecisionRecord, error: unknown): void {
  console.error(
    JSON.stringify({ msg: "decision not recorded", decision_id: record.id, error: String(error) }),
  );
}

/** What besides the record a write may need: the text to retain and the workspace's settings. */
interface Retention {
  text: string | undefined;
  configVersion: number;
  /** The workspace the assessment loaded, when it did. */
  loaded: WorkspaceContext | undefined;
}

/** `persist`, with any failure (thrown now or rejected later) logged, never thrown. */
function persistOrLog(
  env: Env,
  record: DecisionRecord,
  retention: Retention,
): Promise<unknown> | null {
  let work: Promise<unknown> | null;
  try {
    work = persist(env, record, retention);
  } catch (error) {
    // A sink that throws synchronously (Analytics Engine's writeDataPoint) must not fail the request.
    logNotRecorded(record, error);
    return null;
  }
  return work?.catch((error) => logNotRecorded(record, error)) ?? null;
}

/**
 * Writes the record and, when the workspace retains text, the text. Returns
 * what is left to wait for, or null. The workspace is normally the one the
 * assessment loaded (`loaded`), so its settings are read without awaiting.
 */
function persist(
  env: Env,
  record: DecisionRecord,
  { text, configVersion, loaded }: Retention,
): Promise<unknown> | null {
  const written = decisionStore(env).write(record);
  if (text === undefined) return written;
  const keep = (settings: WorkspaceSettings) =>
    settings.retain_text.enabled ? retain(env, record, text, settings) : null;
  const retained = loaded
    ? keep(loaded.settings)
    : loadWorkspace(env.DB, record.workspace_id, configVersion).then((w) => keep(w.settings));
  return retained ? Promise.all([written, retained]) : written;
}

function retain(
  env: Env,
  record: DecisionRecord,
  text: string,
  settings: WorkspaceSettings,
): Promise<void> {
  return retainText(
    env.DB,
    {
      decisionId: record.id,
      workspaceId: record.workspace_id,
      text,
      expiresAtMs: record.at_ms + settings.retain_text.ttl_days * 86_400_000,
    },
    record.at_ms,
  );
}

/**
 * The development log line: tier, level, path, latency, tool count, run id.
 *
 * @example
 * logLine(record); // "decision dec_… tier=rules level=atom path=assess 0.4ms tools=0 run=-"
 */
export function logLine(r: DecisionRecord): string {
  return `decision ${r.id} tier=${r.tier} level=${r.complexity} path=${r.path} ${(r.total_us / 1000).toFixed(1)}ms tools=${r.tool_count} run=${r.run_id ?? "-"}`;
}
