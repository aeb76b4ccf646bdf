import { TIERS, type Tier } from "../assess/schema";
import type { StatsSummary } from "../decisions/stats";
import type { RunSummary } from "../services/dashboard";

export const TIER_COLORS: Record<Tier, string> = {
  rules: "#2f855a",
  learned: "#3182ce",
  cache: "#b7791f",
  model: "#c53030",
  fallback: "#718096",
};

const W = 720;
const H = 160;

type Series = StatsSummary["series"];

function time(ms: number): string {
  return new Date(ms).toISOString().slice(5, 16).replace("T", " ");
}

/** Tier share per time bucket: one stacked bar per bucket, each tier its share of that bucket. */
export function TierShareChart({ series }: { series: Series }) {
  const bw = W / series.length;
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      class="chart"
      role="img"
      aria-label="Share of decisions per tier over time"
    >
      {series.map((point, i) => {
        let y = H;
        return (
          <g>
            <rect x={i * bw + 1} y={H - 1} width={bw - 2} height={1} fill="#cbd5e0" />
            {TIERS.map((tier) => {
              const n = point.by_tier[tier];
              if (!n) return null;
              const h = (n / point.decisions) * (H - 4);
              y -= h;
              return (
                <rect x={i * bw + 1} y={y} width={bw - 2} height={h} fill={TIER_COLORS[tier]}>
                  <title>{`${time(point.start_ms)} · ${tier}: ${n} of ${point.decisions}`}</title>
                </rect>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}

export function Legend() {
  return (
    <p class="legend">
      {TIERS.map((tier) => (
        <span>
          <i style={`background:${TIER_COLORS[tier]}`} />
          {tier}
        </span>
      ))}
    </p>
  );
}

/** Decided-without-model and cache-hit shares per bucket, as two lines (buckets with decisions only). */
export function TrendChart({ series }: { series: Series }) {
  const bw = W / series.length;
  const points = (value: (p: Series[number]) => number) =>
    series.flatMap((p, i) =>
      p.decisions ? [[(i + 0.5) * bw, H - 4 - value(p) * (H - 8)] as const] : [],
    );
  const withoutModel = points((p) => p.decided_without_model / p.decisions);
  const cacheHits = points((p) => p.cache_hits / p.decisions);
  const line = (xs: readonly (readonly [number, number])[]) =>
    xs.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      class="chart"
      role="img"
      aria-label="Decided without a model, and cache hits, over time"
    >
      <line x1="0" x2={W} y1={H - 4} y2={H - 4} stroke="#cbd5e0" />
      <line x1="0" x2={W} y1="4" y2="4" stroke="#edf2f7" />
      <polyline
        points={line(withoutModel)}
        fill="none"
        stroke={TIER_COLORS.rules}
        stroke-width="2"
      />
      <polyline
        points={line(cacheHits)}
        fill="none"
        stroke={TIER_COLORS.cache}
        stroke-width="2"
        stroke-dasharray="5 3"
      />
      {/* Dots, so a window with one busy bucket still shows its values. */}
      {withoutModel.map(([x, y]) => (
        <circle cx={x} cy={y} r="3" fill={TIER_COLORS.rules} />
      ))}
      {cacheHits.map(([x, y]) => (
        <circle cx={x} cy={y} r="3" fill={TIER_COLORS.cache} />
      ))}
    </svg>
  );
}

/** p50 and p99 per tier as bars against the slowest p99. */
export function LatencyTable({ latency }: { latency: StatsSummary["latency_us"] }) {
  const max = Math.max(1, ...TIERS.map((t) => latency[t]?.p99_us ?? 0));
  return (
    <table class="latency">
      <thead>
        <tr>
          <th>tier</th>
          <th>p50</th>
          <th>p99</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {TIERS.map((tier) => {
          const l = latency[tier];
          return (
            <tr data-tier={tier}>
              <td>{tier}</td>
              <td>{l ? `${(l.p50_us / 1000).toFixed(2)} ms` : "—"}</td>
              <td>{l ? `${(l.p99_us / 1000).toFixed(2)} ms` : "—"}</td>
              <td class="bar">
                {l ? (
                  <svg viewBox="0 0 200 10" class="hbar" aria-hidden="true">
                    <rect width={(l.p99_us / max) * 200} height="10" fill="#e2e8f0" />
                    <rect width={(l.p50_us / max) * 200} height="10" fill={TIER_COLORS[tier]} />
                  </svg>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const STAGE_COLORS: Record<string, string> = {
  succeeded: "#2f855a",
  failed: "#c53030",
  running: "#3182ce",
  cancelled: "#718096",
  pending: "#cbd5e0",
};

/** A run's stages on one time axis, from its first start to its last finish. */
export function StageTimeline({ run }: { run: RunSummary }) {
  const started = run.stages
    .map((s) => (s.started_at ? Date.parse(s.started_at) : Number.NaN))
    .filter(Number.isFinite);
  const t0 = started.length ? Math.min(...started) : 0;
  const ends = run.stages.map((s) =>
    s.finished_at ? Date.parse(s.finished_at) : s.started_at ? Date.parse(s.started_at) : t0,
  );
  const span = Math.max(1, ...ends.map((e) => e - t0));
  const rowH = 18;
  return (
    <svg
      viewBox={`0 0 ${W} ${Math.max(1, run.stages.length) * rowH}`}
      class="timeline"
      role="img"
      aria-label={`Stages of run ${run.id}`}
    >
      {run.stages.map((s, i) => {
        const start = s.started_at ? Date.parse(s.started_at) - t0 : 0;
        const end = (ends[i] ?? t0) - t0;
        const x = 160 + (start / span) * (W - 170);
        const w = Math.max(2, ((end - start) / span) * (W - 170));
        return (
          <g>
            <text x="0" y={i * rowH + 13} font-size="11">
              {`${s.role}${s.agent ? ` · ${s.agent.name}` : ""}`.slice(0, 26)}
            </text>
            <rect
              x={x}
              y={i * rowH + 3}
              width={w}
              height={rowH - 6}
              fill={STAGE_COLORS[s.status] ?? "#cbd5e0"}
            >
              <title>{`${s.status}, ${end - start} ms${s.origin_ms !== null ? ` (origin ${s.origin_ms} ms)` : ""}`}</title>
            </rect>
          </g>
        );
      })}
    </svg>
  );
}
