/**
 * `npm run bench`: speed, measured against a baseline in the same run.
 *
 * 1. Tier 1 (pure rules) over every message of the eval set, in this process:
 *    decisions per second and p50/p99 per message, next to `normalize()` alone.
 *    Then tier 1 on worst-case input shapes at 1k and 8k characters: growth
 *    should be linear (about ×8), next to `normalize()` on the same inputs.
 * 2. HTTP through the local Workers runtime (`wrangler dev`, offline): requests
 *    per second of POST /v1/assess against the static GET /health route, as a ratio.
 * 3. `--latency d1=80,kv=15,do=5,origin=40`: only the simulated-production run
 *    (test/workers/latency.bench.test.ts in workerd): each binding call waits the
 *    given time, and first byte and total are reported per path.
 *
 * `--http-only` runs section 2 alone (with the run stages and decisions after it);
 * `--decisions-only` only the decision records part (issue 13: recording on
 * against off, stats over 10,000 decisions, the dashboard's bytes).
 * `--check` fails the run when a ratio is past its (generous) gate: see GATES.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { loadDataset, loadDemoCatalog } from "../eval/load";
import { foreignActions, universalEvidence } from "../src/assess/actions-i18n";
import { shippedModel } from "../src/assess/learned/load";
import { learnedWeights } from "../src/assess/learned/weights-node";
import { applyRules } from "../src/assess/rules";
import { normalize } from "../src/assess/text";
import { warmTier1 } from "../src/assess/warm";
import { latencyBinSql, rollupUpsertBinnedSql } from "../src/db/decision-rollup";
import { startDevServer } from "./dev-server";
import { comparePaired, quantile, sortedCopy } from "./paired-stats";

const argv = process.argv.slice(2);
const args = new Set(argv);
const latencySpec = argv[argv.indexOf("--latency") + 1];

/**
 * What `--check` (CI) fails on: generous, so machine noise does not flake it,
 * but a real regression does. Ratios are against the static route in the same run.
 */
const GATES = {
  /**
   * Tier 1's p99 per message against normalize()'s in the same run (12× on
   * 2026-11-30; ×6–24 once normalize() had its fast paths, the same day, as
   * the denominator halved, so the gate moved from ×30 to ×45: a regression
   * that matters, a pattern gone quadratic, shows as ×100 and more). Timed one
   * after the other, the same commit measured ×40–73 on 2026-12-01 and failed
   * CI once; timed interleaved (timeInterleaved) it measures ×18–23. The 100 µs
   * target is reported, not gated: on this shared VM the same code measured
   * 57 µs one day and 172 µs another.
   */
  tier1VsNormalizeP99: 45,
  templatedChatVsStatic: 2.5,
  assessVsStatic: 2.5,
  delegatedFirstByteVsStatic: 25,
} as const;
const failures: string[] = [];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
/**
 * Rounds of the paired normalisation comparison: each message's median over 100
 * rounds rather than 30, because its p99 is the tenth-worst message of 1022 and
 * with 30 rounds a few noisy medians on this shared VM moved it by ±4 µs. The
 * same messages, the same two functions, still alternated in one run.
 */
const PAIRED_ROUNDS = Number(process.env.BENCH_PAIRED_ROUNDS ?? 100);
const HTTP_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Times `fn` on every message, ROUNDS times. Reports throughput, the p50/p99 per
 * message (each message's median over the rounds, then percentiles across
 * messages: the cost of the 99th-percentile message), and the p99 of all samples,
 * which adds the VM's scheduling noise and GC pauses.
 */
function timeEach(
  label: string,
  messages: { message: string; history?: never[] }[],
  fn: (m: (typeof messages)[number]) => unknown,
) {
  return timeInterleaved(messages, [[label, fn]])[0] as TimingRow;
}

interface TimingRow {
  label: string;
  perSecond: number;
  p50: number;
  p99: number;
  sampleP99: number;
}

/**
 * timeEach for several functions at once, interleaved message by message and in
 * alternating order each round: a ratio between them then compares the same
 * moments of the VM (a slow minute slows both) and neither always runs on the
 * caches the other warmed. Timed one after the other, the tier-1 ratio of the
 * same commit ranged ×40–73 across runs.
 */
function timeInterleaved<M>(
  messages: M[],
  fns: [label: string, fn: (m: M) => unknown][],
): TimingRow[] {
  for (const [, fn] of fns) for (const m of messages) fn(m); // warm-up: JIT and lazy tables
  const perMessage = fns.map(() => messages.map((): number[] => []));
  const samples = fns.map((): number[] => []);
  const seconds = fns.map(() => 0);
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 === 0 ? fns.map((_, k) => k) : fns.map((_, k) => fns.length - 1 - k);
    messages.forEach((m, i) => {
      for (const k of order) {
        const t0 = process.hrtime.bigint();
        fns[k]?.[1](m);
        const us = Number(process.hrtime.bigint() - t0) / 1000;
        samples[k]?.push(us);
        perMessage[k]?.[i]?.push(us);
        seconds[k] = (seconds[k] ?? 0) + us / 1e6;
      }
    });
  }
  return fns.map(([label], k) => {
    const all = (samples[k] ?? []).sort((a, b) => a - b);
    const medians = (perMessage[k] ?? [])
      .map((xs) =>
        percentile(
          xs.sort((a, b) => a - b),
          50,
        ),
      )
      .sort((a, b) => a - b);
    const row = {
      label,
      perSecond: Math.round(all.length / (seconds[k] ?? 1)),
      p50: percentile(medians, 50),
      p99: percentile(medians, 99),
      sampleP99: percentile(all, 99),
    };
    const us = (n: number) => `${n.toFixed(1).padStart(6)} µs`;
    console.log(
      `${label.padEnd(34)}${String(row.perSecond).padStart(9)}/s   p99 (all samples) ${us(row.sampleP99)}   per message p50 ${us(row.p50)}  p99 ${us(row.p99)}`,
    );
    return row;
  });
}

async function benchTier1() {
  // Production compiles tier 1's joined screens after an isolate's first message (services/warm-up.ts).
  await warmTier1(() => Promise.resolve());
  const examples = loadDataset();
  const { catalog } = loadDemoCatalog();
  const messages = examples.map((e) => ({
    message: e.message,
    history: e.history as never[] | undefined,
  }));
  console.log(
    `\nTier 1: ${messages.length} eval messages × ${ROUNDS} rounds (Node ${process.version})`,
  );
  const [baseline, rules] = timeInterleaved(messages, [
    ["baseline: normalize() only", (m) => normalize(m.message)],
    [
      "tier 1: applyRules()",
      (m) =>
        applyRules({
          message: m.message,
          history: m.history,
          catalogNames: catalog.toolNames,
          vendors: catalog.vendors,
        }),
    ],
  ]) as [TimingRow, TimingRow];
  timeEach("tool ranking: Catalog.rankTools()", messages as never, (m) =>
    catalog.rankTools({ text: m.message }),
  );
  benchLearned(messages);
  return { rules, baseline };
}

/** The learned tier per message (target p99 ≤ 50 µs), and what loading it costs once per isolate. */
function benchLearned(messages: { message: string }[]) {
  const heapBefore = process.memoryUsage().heapUsed;
  const started = process.hrtime.bigint();
  const model = shippedModel();
  const loadMs = Number(process.hrtime.bigint() - started) / 1e6;
  const heapMiB = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  if (!model) throw new Error("the learned weights did not load");
  timeEach("learned tier: predict()", messages as never, (m) => model.predict(m.message));
  console.log(
    `learned tier load, once per isolate: ${loadMs.toFixed(1)} ms, heap +${heapMiB.toFixed(1)} MiB (weights ${(learnedWeights().length / 1024).toFixed(0)} KiB, a binary Data module in the Worker)`,
  );
}

/** normalize() as it was before folding for matching (issue 10), the baseline below. */
function previousNormalize(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n[\s]*/g, "\n")
    .trim();
}

/**
 * Times `before` and `after` on every message, PAIRED_ROUNDS times, the two alternating
 * on the same message, so drift in the machine's load affects both alike.
 * Returns each message's median of each (µs) and every sample of each.
 */
function pairedTimes(
  messages: readonly string[],
  before: (m: string) => unknown,
  after: (m: string) => unknown,
) {
  for (const m of messages) {
    before(m);
    after(m);
  }
  const times = {
    before: messages.map(() => [] as number[]),
    after: messages.map(() => [] as number[]),
  };
  const all = { before: [] as number[], after: [] as number[] };
  for (let r = 0; r < PAIRED_ROUNDS; r++) {
    messages.forEach((m, i) => {
      // Alternate which goes first, so neither always runs on the other's warm caches.
      const order = (r + i) % 2 ? (["before", "after"] as const) : (["after", "before"] as const);
      for (const which of order) {
        const fn = which === "before" ? before : after;
        const t0 = process.hrtime.bigint();
        fn(m);
        const us = Number(process.hrtime.bigint() - t0) / 1000;
        times[which][i]?.push(us);
        all[which].push(us);
      }
    });
  }
  const medians = (xs: number[][]) =>
    xs.map((x) =>
      percentile(
        x.sort((a, b) => a - b),
        50,
      ),
    );
  return {
    before: medians(times.before),
    after: medians(times.after),
    beforeAll: all.before.sort((a, b) => a - b),
    afterAll: all.after.sort((a, b) => a - b),
  };
}

/** Inputs that make backtracking patterns superlinear, each built to exactly `n` characters. */
const WORST_SHAPES: Record<string, (n: number) => string> = {
  newlines: (n) => "\n".repeat(n),
  spaces: (n) => " ".repeat(n),
  "newline + spaces": (n) => "\n ".repeat(n / 2),
  "repeated punctuation": (n) => "!?.,;:".repeat(n / 6).padEnd(n, "!"),
  "combining marks": (n) => `e${"\u0301".repeat(n - 1)}`,
  "list markers": (n) => "\n1. ".repeat(n / 4),
  "role prefixes": (n) => "\n user".repeat(n / 6).padEnd(n, " "),
  "unclosed tags": (n) => "<s".repeat(n / 2),
  "long token + @": (n) => `${"a".repeat(n - 3)}@b1`,
  "record + spaces": (n) => `order${" ".repeat(n - 6)}1`,
  "dashed words + /": (n) => `${"a-".repeat(n / 2 - 2)}a/1`,
  "spaced digits": (n) => "1.".repeat(n / 2),
  "normal words": (n) => "please check the report and ".repeat(n / 28 + 1).slice(0, n),
};

/** Median microseconds of `fn` over enough runs to fill ~`budgetMs`. */
function medianUs(fn: () => unknown, budgetMs = 150): number {
  fn();
  const samples: number[] = [];
  const deadline = performance.now() + budgetMs;
  while (samples.length < 5 || (performance.now() < deadline && samples.length < 2_000)) {
    const t0 = performance.now();
    fn();
    samples.push((performance.now() - t0) * 1000);
  }
  return percentile(
    samples.sort((a, b) => a - b),
    50,
  );
}

/**
 * What folding for matching and the new evidence add to tier 1, per message, against
 * the previous normalize() in the same run: new normalize() plus the multilingual
 * and language-free evidence, minus the old normalize(). Reported, not gated.
 */
function benchNormalisation() {
  const messages = [
    ...loadDataset().map((e) => e.message),
    ...loadDataset("test/fixtures/adversarial.jsonl").map((e) => e.message),
  ];
  const { before, after, beforeAll, afterAll } = pairedTimes(messages, previousNormalize, (m) => {
    const text = normalize(m);
    foreignActions(text);
    universalEvidence(text);
  });
  const added = after.map((t, i) => t - (before[i] ?? 0)).sort((a, b) => a - b);
  const us = (n: number) => `${n.toFixed(1).padStart(6)} µs`;
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  console.log(
    `\nNormalisation and new evidence: ${messages.length} messages (eval set + adversarial corpus) × ${PAIRED_ROUNDS} rounds, the two timed alternately\n` +
      `previous normalize()              per message p50 ${us(percentile(sorted(before), 50))}  p99 ${us(percentile(sorted(before), 99))}   p99 (all samples) ${us(percentile(beforeAll, 99))}\n` +
      `new normalize() + new evidence    per message p50 ${us(percentile(sorted(after), 50))}  p99 ${us(percentile(sorted(after), 99))}   p99 (all samples) ${us(percentile(afterAll, 99))}\n` +
      `added per message                 p50 ${us(percentile(added, 50))}  p99 ${us(percentile(added, 99))}  (target ≤ 10 µs p99)   all samples: p99 ${us(percentile(afterAll, 99) - percentile(beforeAll, 99))}`,
  );
}

/**
 * Tier 1 must run in time linear in the input: each worst shape at 1k and 8k
 * characters, against `normalize()` alone on the same input. Linear growth is
 * about ×8 from 1k to 8k; a backtracking pattern shows as ×30 or more.
 */
/** Fresh processes for the cold-isolate figures: one run swings too much to read alone. */
const COLD_PROCESSES = 5;

/**
 * Tier 1 in fresh isolates (new Node processes, the median of COLD_PROCESSES),
 * in production's order: the first message cold, the warm-up that runs in
 * `waitUntil` after it, then the next two messages, each for the first time.
 */
function benchColdIsolate() {
  const runs: { firstMs: number; warmUpMs: number; nextMs: number[] }[] = [];
  for (let i = 0; i < COLD_PROCESSES; i++) {
    const child = spawnSync(process.execPath, [...process.execArgv, "scripts/bench-cold.ts"], {
      encoding: "utf8",
    });
    if (child.status !== 0) throw new Error(`bench-cold.ts failed: ${child.stderr}`);
    runs.push(JSON.parse(child.stdout.trim().split("\n").at(-1) ?? "{}"));
  }
  const median = (xs: number[]) => sortedCopy(xs)[Math.floor(xs.length / 2)] ?? 0;
  const next = (k: number) => median(runs.map((r) => r.nextMs[k] ?? 0)).toFixed(1);
  console.log(
    `\nTier 1 in a fresh isolate (median of ${COLD_PROCESSES} processes): first message ` +
      `${median(runs.map((r) => r.firstMs)).toFixed(1)} ms; warm-up in waitUntil after it ` +
      `${median(runs.map((r) => r.warmUpMs)).toFixed(1)} ms (one table per macrotask); ` +
      `the next two messages, each for the first time, ${next(0)} and ${next(1)} ms`,
  );
}

function benchTier1Shapes() {
  const { catalog } = loadDemoCatalog();
  const rules = (message: string) =>
    applyRules({ message, catalogNames: catalog.toolNames, vendors: catalog.vendors });
  console.log("\nTier 1 on worst-case shapes (median per input; growth 1k → 8k, linear ≈ ×8)");
  console.log(
    `${"shape".padEnd(22)}${"normalize 1k".padStart(14)}${"8k".padStart(10)}${"growth".padStart(8)}${"applyRules 1k".padStart(15)}${"8k".padStart(10)}${"growth".padStart(8)}${"8k vs normalize".padStart(17)}`,
  );
  const us = (n: number) => `${n.toFixed(0)} µs`;
  let worst = 0;
  for (const [name, build] of Object.entries(WORST_SHAPES)) {
    const small = build(1_000);
    const large = build(8_000);
    const n1 = medianUs(() => normalize(small));
    const n8 = medianUs(() => normalize(large));
    const r1 = medianUs(() => rules(small));
    const r8 = medianUs(() => rules(large));
    worst = Math.max(worst, r8 / r1);
    console.log(
      `${name.padEnd(22)}${us(n1).padStart(14)}${us(n8).padStart(10)}${`×${(n8 / n1).toFixed(1)}`.padStart(8)}${us(r1).padStart(15)}${us(r8).padStart(10)}${`×${(r8 / r1).toFixed(1)}`.padStart(8)}${`×${(r8 / n8).toFixed(1)}`.padStart(17)}`,
    );
  }
  return worst;
}

interface LoadSamples {
  totals: number[];
  firstBytes: number[];
  /** Time to the run's first event from its Durable Object (`data-run`), on delegated chats. */
  runEvents: number[];
  seconds: number;
  errors: number;
}

/** Requests from CONCURRENCY clients for `seconds`: time to first byte and total time of each. */
async function load(
  url: string,
  init: RequestInit | undefined,
  seconds: number,
): Promise<LoadSamples> {
  const deadline = Date.now() + seconds * 1000;
  const samples: LoadSamples = {
    totals: [],
    firstBytes: [],
    runEvents: [],
    seconds: 0,
    errors: 0,
  };
  const worker = async () => {
    while (Date.now() < deadline) {
      const t0 = performance.now();
      const res = await fetch(url, init);
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let first = true;
      let seen = "";
      let runEvent = false;
      for (;;) {
        const { done, value } = await reader.read();
        if (first) {
          samples.firstBytes.push(performance.now() - t0);
          first = false;
        }
        if (!runEvent && value) {
          const text = seen + decoder.decode(value, { stream: true });
          if (text.includes('"type":"data-run"')) {
            samples.runEvents.push(performance.now() - t0);
            runEvent = true;
          }
          seen = text.slice(-32);
        }
        if (done) break;
      }
      if (!res.ok) samples.errors++;
      samples.totals.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  samples.seconds = (performance.now() - started) / 1000;
  return samples;
}

function merge(a: LoadSamples | undefined, b: LoadSamples): LoadSamples {
  if (!a) return b;
  return {
    totals: [...a.totals, ...b.totals],
    firstBytes: [...a.firstBytes, ...b.firstBytes],
    runEvents: [...a.runEvents, ...b.runEvents],
    seconds: a.seconds + b.seconds,
    errors: a.errors + b.errors,
  };
}

function summarize(s: LoadSamples) {
  const totals = [...s.totals].sort((a, b) => a - b);
  const firstBytes = [...s.firstBytes].sort((a, b) => a - b);
  const runEvents = [...s.runEvents].sort((a, b) => a - b);
  return {
    rps: totals.length / s.seconds,
    ttfb50: percentile(firstBytes, 50),
    ttfb99: percentile(firstBytes, 99),
    runEvent50: runEvents.length ? percentile(runEvents, 50) : null,
    p50: percentile(totals, 50),
    p99: percentile(totals, 99),
    errors: s.errors,
    n: totals.length,
  };
}

async function benchHttp() {
  const server = await startDevServer({ adminToken: "bench", statePrefix: "router-bench-" });
  const base = server.base;
  try {
    if (args.has("--decisions-only")) {
      await benchDecisions(base, server.execSql);
      return;
    }
    const chat = (message: string): RequestInit => ({
      method: "POST",
      headers: { authorization: "Bearer demo-key", "content-type": "application/json" },
      body: JSON.stringify({
        id: "bench",
        messages: [{ id: "1", role: "user", parts: [{ type: "text", text: message }] }],
      }),
    });
    const post = (message: string): RequestInit => ({
      method: "POST",
      headers: { authorization: "Bearer demo-key", "content-type": "application/json" },
      body: JSON.stringify({ message }),
    });
    // A finished run, to time the run parts apart: addressing its Durable Object
    // (GET), plus streaming its log back (resume), against a new run's first byte
    // (creation, SQLite storage, alarm, and the same stream plumbing).
    const seeded = await fetch(`${base}/v1/chat`, chat("refund order 88123 in stripe"));
    const finishedRun = seeded.headers.get("x-run-id");
    await seeded.text();
    const auth = { headers: { authorization: "Bearer demo-key" } };
    const cases: [string, string, RequestInit | undefined][] = [
      ["static: GET /health", `${base}/health`, undefined],
      [
        "auth only: GET /v1/workspace",
        `${base}/v1/workspace`,
        { headers: { authorization: "Bearer demo-key" } },
      ],
      ["assess: greeting (atom, rules)", `${base}/v1/assess`, post("hey there!")],
      [
        "assess: one tool (molecule, rules)",
        `${base}/v1/assess`,
        post("refund order 88123 in stripe"),
      ],
      [
        "assess: unsure (fallback)",
        `${base}/v1/assess`,
        post("could you sort out the thing Priya mentioned"),
      ],
      ["chat: greeting (templated atom)", `${base}/v1/chat`, chat("hey there!")],
      ["chat: delegated via run + origin", `${base}/v1/chat`, chat("refund order 88123 in stripe")],
      ["run part: GET a finished run (DO call)", `${base}/v1/runs/${finishedRun}`, auth],
      [
        "run part: resume a finished run (DO + stream)",
        `${base}/v1/runs/${finishedRun}/stream`,
        auth,
      ],
    ];
    console.log(
      `\nHTTP through wrangler dev (local workerd), ${CONCURRENCY} concurrent clients, ${HTTP_SECONDS} interleaved rounds of 1 s per case`,
    );
    for (const [, url, init] of cases) await load(url, init, 1); // warm-up
    // Rounds of one second per case, interleaved, so drift in the machine's load
    // affects every case alike and the ratios stay fair.
    const collected = new Map<string, LoadSamples>();
    for (let round = 0; round < HTTP_SECONDS; round++) {
      for (const [label, url, init] of cases)
        collected.set(label, merge(collected.get(label), await load(url, init, 1)));
    }
    const baseline = summarize(collected.get(cases[0]?.[0] ?? "") as LoadSamples);
    for (const [label] of cases) {
      const r = summarize(collected.get(label) as LoadSamples);
      gateHttp(label, r, baseline);
      const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
      console.log(
        `${label.padEnd(36)}${r.rps.toFixed(0).padStart(6)} req/s  ttfb p50 ${ms(r.ttfb50)} (×${(r.ttfb50 / baseline.ttfb50).toFixed(2)})  total p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  ` +
          `latency ×${(r.p50 / baseline.p50).toFixed(2)}  throughput ×${(r.rps / baseline.rps).toFixed(2)} of static` +
          (r.runEvent50 !== null ? `  run's first event (data-run) p50 ${ms(r.runEvent50)}` : "") +
          (r.errors ? `  ERRORS ${r.errors}/${r.n}` : ""),
      );
    }
    await benchRunStages(base);
    await benchDecisions(base, server.execSql);
  } finally {
    server.stop();
  }
}

/**
 * Multi-agent runs through the reference origin: per stage, the time the stage
 * took in the run's Durable Object against the time the origin took (recorded
 * by the run as origin_ms); the difference is the router's own overhead.
 */
async function benchRunStages(base: string) {
  const RUNS = Number(process.env.BENCH_RUNS ?? 10);
  const headers = { authorization: "Bearer demo-key", "content-type": "application/json" };
  const task = (i: number) => ({
    task_id: `bench-${Date.now()}-${i}`,
    kind: "review_change",
    objective: "Review whether the session helper still accepts negative inputs.",
    diff: "--- a/src/auth/session.ts\n+++ b/src/auth/session.ts\n@@ -1 +1 @@\n-return value\n+return abs(value)\n",
    delegation: { resources: true },
  });
  const ids: string[] = [];
  for (let i = 0; i < RUNS; i++) {
    const res = await fetch(`${base}/v1/runs`, {
      method: "POST",
      headers,
      body: JSON.stringify({ task: task(i), drive: "auto" }),
    });
    ids.push(((await res.json()) as { run: { id: string } }).run.id);
  }
  const totals: number[] = [];
  const origin: number[] = [];
  const overhead: number[] = [];
  for (const id of ids) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { run } = (await (await fetch(`${base}/v1/runs/${id}`, { headers })).json()) as {
        run: {
          status: string;
          stages: { started_at: string; finished_at: string; origin_ms: number | null }[];
        };
      };
      if (run.status !== "running" || Date.now() > deadline) {
        for (const stage of run.stages) {
          if (stage.origin_ms === null) continue;
          const total = Date.parse(stage.finished_at) - Date.parse(stage.started_at);
          totals.push(total);
          origin.push(stage.origin_ms);
          overhead.push(total - stage.origin_ms);
        }
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const p50 = (xs: number[]) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      50,
    );
  const p99 = (xs: number[]) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      99,
    );
  console.log(
    `\nMulti-agent runs: ${RUNS} runs (drive auto) through the reference origin, ${totals.length} stages`,
  );
  console.log(
    `stage in the run's Durable Object     p50 ${p50(totals).toFixed(0).padStart(5)} ms  p99 ${p99(totals).toFixed(0).padStart(5)} ms\n` +
      `of which the origin                  p50 ${p50(origin).toFixed(0).padStart(5)} ms  p99 ${p99(origin).toFixed(0).padStart(5)} ms\n` +
      `router overhead per stage            p50 ${p50(overhead).toFixed(0).padStart(5)} ms  p99 ${p99(overhead).toFixed(0).padStart(5)} ms`,
  );
}

function gateHttp(
  label: string,
  r: ReturnType<typeof summarize>,
  baseline: ReturnType<typeof summarize>,
) {
  const gate = label.startsWith("chat: greeting")
    ? { ratio: r.p50 / baseline.p50, max: GATES.templatedChatVsStatic, what: "total p50" }
    : label.startsWith("assess:")
      ? { ratio: r.p50 / baseline.p50, max: GATES.assessVsStatic, what: "total p50" }
      : label.startsWith("chat: delegated")
        ? {
            ratio: r.ttfb50 / baseline.ttfb50,
            max: GATES.delegatedFirstByteVsStatic,
            what: "first byte p50",
          }
        : null;
  if (gate && gate.ratio > gate.max)
    failures.push(`${label}: ${gate.what} ×${gate.ratio.toFixed(2)} of static, gate ×${gate.max}`);
  if (r.errors) failures.push(`${label}: ${r.errors} of ${r.n} requests failed`);
}

/** The simulated-production run: vitest in workerd with BENCH_LATENCY set; prints its table. */
function benchLatency(spec: string) {
  const require = createRequire(import.meta.url);
  const vitest = require.resolve("vitest/package.json").replace(/package\.json$/, "vitest.mjs");
  const r = spawnSync(
    process.execPath,
    [
      vitest,
      "run",
      "--project",
      "workers",
      "test/workers/latency.bench.test.ts",
      "test/workers/scale.bench.test.ts",
    ],
    { env: { ...process.env, BENCH_LATENCY: spec }, encoding: "utf8" },
  );
  const output = `${r.stdout}\n${r.stderr}`.split("\n");
  const scale = output
    .filter((l) => l.includes("SCALE|"))
    .map((l) => l.slice(l.indexOf("SCALE|") + "SCALE|".length));
  const rows = output
    .filter((l) => l.includes("BENCH|"))
    .map((l) => l.slice(l.indexOf("BENCH|") + "BENCH|".length).split("|"));
  if (r.status !== 0 || rows.length < 3) {
    console.error(r.stdout, r.stderr);
    throw new Error("the simulated-latency run failed");
  }
  const [title, header, ...paths] = rows;
  console.log(`\n${title?.[0]}`);
  console.log(
    `${(header?.[0] ?? "").padEnd(34)}${header
      ?.slice(1)
      .map((h) => h.padStart(28))
      .join("")}`,
  );
  for (const row of paths) {
    console.log(
      `${(row[0] ?? "").padEnd(34)}${row
        .slice(1)
        .map((v) => v.padStart(28))
        .join("")}`,
    );
    const d1 = Number(row[3]);
    if (!row[0]?.includes("cold") && d1 > 0)
      failures.push(`${row[0]}: ${d1} D1 round trips before the first byte on a warm isolate`);
  }
  console.log("\nPer-run storage (docs/scale.md is built on these):");
  for (const line of scale) console.log(`  ${line}`);
}

/**
 * Issue 13's target for recording: it "adds at most 0.1 ms to the p50 of
 * /v1/assess", against the same route with recording off in the same run.
 * Pairs of requests, one with recording on and one off (`x-bench-record`,
 * development only), back to back, one client, the order alternating so
 * neither arm always follows the other. The flush that recording schedules in
 * `waitUntil` runs after its response and competes with whichever request
 * comes next, on or off: it stays in the figure, as a cost spread over both
 * arms' later requests, because it is one. Reported, not gated (see
 * docs/performance.md, "What recording costs").
 */
async function benchRecording(base: string) {
  const N = Number(process.env.BENCH_RECORD_PAIRS ?? 2500);
  const headers = { authorization: "Bearer demo-key", "content-type": "application/json" };
  const body = JSON.stringify({ message: "refund order 88123 in stripe" });
  const timed = async (extra: Record<string, string>) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/v1/assess`, {
      method: "POST",
      headers: { ...headers, ...extra },
      body,
    });
    await res.arrayBuffer();
    return performance.now() - t0;
  };
  const OFF = { "x-bench-record": "off" };
  const on: number[] = [];
  const off: number[] = [];
  for (let i = 0; i < 100; i++) await timed(i % 2 ? {} : OFF); // warm-up, both arms
  for (let i = 0; i < N; i++) {
    if (i % 2) {
      on.push(await timed({}));
      off.push(await timed(OFF));
    } else {
      off.push(await timed(OFF));
      on.push(await timed({}));
    }
  }
  const c = comparePaired(on, off);
  const ms = (x: number) => `${x >= 0 ? "+" : "−"}${Math.abs(x).toFixed(3)} ms`;
  const ci = ([lo, hi]: [number, number]) => `95 % CI ${ms(lo)} to ${ms(hi)}`;
  // Met only when the whole interval is within the target; past it when the whole interval is.
  const verdict =
    c.medianDiffCi[1] <= 0.1
      ? "met (upper end of the paired CI ≤ 0.1 ms)"
      : c.medianDiffCi[0] > 0.1
        ? "NOT MET on this run (the whole paired CI is past 0.1 ms)"
        : "not met on this run (not shown: the paired CI straddles 0.1 ms; the in-workerd figures below have recording's own cost)";
  console.log(
    `\nDecision records: ${N} pairs of /v1/assess (recording on, off; back to back, order alternating), one client\n` +
      `recording off                        p50 ${quantile(sortedCopy(off), 50).toFixed(2)} ms  p99 ${quantile(sortedCopy(off), 99).toFixed(2)} ms\n` +
      `recording on                         p50 ${quantile(sortedCopy(on), 50).toFixed(2)} ms  p99 ${quantile(sortedCopy(on), 99).toFixed(2)} ms\n` +
      `median of paired differences         ${ms(c.medianDiff)}  (${ci(c.medianDiffCi)}, bootstrap, seeded)\n` +
      `difference of p50s                   ${ms(c.p50Diff)}  (${ci(c.p50DiffCi)})\n` +
      `recording adds ≤ 0.1 ms to the p50: ${verdict}`,
  );
}

/**
 * Recording's own cost in workerd without HTTP (test/workers/recording.bench.test.ts):
 * the request path (signing and building the record) and the batched D1 flush
 * after the response, in µs per assessment. Separates that cost from the
 * noise of `wrangler dev` in `benchRecording`.
 */
function benchRecordingInWorkerd() {
  const require = createRequire(import.meta.url);
  const vitest = require.resolve("vitest/package.json").replace(/package\.json$/, "vitest.mjs");
  const records = process.env.BENCH_RECORDING ?? "1000";
  const r = spawnSync(
    process.execPath,
    [vitest, "run", "--project", "workers", "test/workers/recording.bench.test.ts"],
    { env: { ...process.env, BENCH_RECORDING: records }, encoding: "utf8" },
  );
  const line = `${r.stdout}\n${r.stderr}`.split("\n").find((l) => l.includes("RECORDING|"));
  if (r.status !== 0 || !line) {
    console.error(r.stdout, r.stderr);
    throw new Error("the in-workerd recording run failed");
  }
  const [n, rounds, path50, pathMin, pathMax, flush50, flushMin, flushMax] = line
    .slice(line.indexOf("RECORDING|") + "RECORDING|".length)
    .split("|");
  console.log(
    `\nRecording in workerd, no HTTP (${rounds} rounds of ${n} assessments; median per round, range):\n` +
      `request path: signing + the record     +${path50} µs per assessment (${pathMin}–${pathMax}) over the unsigned "off" id\n` +
      `after the response: batched D1 flush    ${flush50} µs per record (${flushMin}–${flushMax}), wall time incl. local D1 round trips`,
  );
}

/**
 * Issue 13's other targets, reported, not gated: the cost of recording a
 * decision (`benchRecording`), stats over 10,000 decisions, and the
 * dashboard's first load in bytes.
 */
async function benchDecisions(base: string, execSql: (sql: string) => void) {
  await benchRecording(base);
  const p = (xs: number[], q: number) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      q,
    );

  // 10,000 decisions in a fresh workspace, spread over the last 23 hours.
  const created = await fetch(`${base}/admin/workspaces`, {
    method: "POST",
    headers: { authorization: "Bearer bench", "content-type": "application/json" },
    body: JSON.stringify({ name: `bench-stats-${Date.now()}` }),
  });
  const ws = (await created.json()) as { id: string; api_key: string };
  const now = Date.now();
  execSql(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 9999)
     INSERT INTO decisions (id, workspace_id, at_ms, tier, complexity, action, path, total_us, tier_us,
       model_tokens, model_called, cache_lookup, cache_hit, tool_count, agent, run_id, reasoning, signals)
     SELECT printf('dec_%024x', i), '${ws.id}', ${now} - (i * 8280), 
       CASE i % 5 WHEN 0 THEN 'rules' WHEN 1 THEN 'rules' WHEN 2 THEN 'cache' WHEN 3 THEN 'model' ELSE 'fallback' END,
       CASE i % 4 WHEN 0 THEN 'atom' WHEN 1 THEN 'molecule' WHEN 2 THEN 'cell' ELSE 'organ' END,
       'delegate', 'assess', 200 + (i * 7919) % 5000, '{}', NULL, i % 5 = 3, i % 5 >= 2, i % 5 = 2,
       i % 15, NULL, NULL, 'bench', '[]' FROM n;
     -- The rollup the flush would have kept: the same statement, over these rows
     -- (each row's bin computed once, as the flush does, not per histogram column).
     ${rollupUpsertBinnedSql(`(SELECT s.*, ${latencyBinSql("s.total_us")} AS bin FROM decisions s WHERE workspace_id = '${ws.id}')`)};`,
  );
  // That took seconds, long enough for the server to drop the idle keep-alive
  // connection that fetch would reuse next: spend that failure on an untimed request.
  await fetch(`${base}/health`).catch(() => undefined);
  const statsTimes: number[] = [];
  let decisions = 0;
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/v1/stats?window=24h`, {
      headers: { authorization: `Bearer ${ws.api_key}` },
    });
    decisions = ((await res.json()) as { decisions: number }).decisions;
    statsTimes.push(performance.now() - t0);
  }
  console.log(
    `GET /v1/stats?window=24h over ${decisions} decisions  p50 ${p(statsTimes, 50).toFixed(1)} ms  max ${p(statsTimes, 100).toFixed(1)} ms (target ≤ 200 ms)`,
  );

  const signIn = await fetch(`${base}/dashboard`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ key: ws.api_key, window: "24h" }).toString(),
  });
  const page = (await signIn.arrayBuffer()).byteLength;
  const form = (await (await fetch(`${base}/dashboard`)).arrayBuffer()).byteLength;
  console.log(
    `dashboard first load: sign-in page ${form} bytes, dashboard ${page} bytes (the whole load: no other requests; target ≤ 200 KB)`,
  );
  // Last: it takes the CPU for ~20 s, and the server's idle keep-alive would not outlive it.
  benchRecordingInWorkerd();
}

if (latencySpec && args.has("--latency")) {
  benchLatency(latencySpec);
} else if (args.has("--http-only") || args.has("--decisions-only")) {
  await benchHttp();
} else {
  const tier1 = await benchTier1();
  benchColdIsolate();
  benchNormalisation();
  benchTier1Shapes();
  const ratio = tier1.rules.p99 / tier1.baseline.p99;
  console.log(
    `\ntier-1 p99 over all samples ${tier1.rules.sampleP99.toFixed(1)} µs (target ≤ 100 µs: ${tier1.rules.sampleP99 <= 100 ? "met" : "NOT MET on this run"}; with the VM's scheduling noise and GC); ` +
      `p99 per message (each message's median) ${tier1.rules.p99.toFixed(1)} µs, ×${ratio.toFixed(1)} of normalize() (gate ×${GATES.tier1VsNormalizeP99})`,
  );
  if (ratio > GATES.tier1VsNormalizeP99)
    failures.push(
      `tier-1 p99 per message is ×${ratio.toFixed(1)} of normalize(), past ×${GATES.tier1VsNormalizeP99}`,
    );
  if (!args.has("--tier1-only")) await benchHttp();
}
if (failures.length) {
  console.error(
    `\n${args.has("--check") ? "FAILED" : "past a gate (not failing without --check)"}:`,
  );
  for (const f of failures) console.error(`  ${f}`);
  if (args.has("--check")) process.exit(1);
}
