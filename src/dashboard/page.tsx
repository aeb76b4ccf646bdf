import type { Child } from "hono/jsx";
import { COMPLEXITY_LEVELS } from "../assess/schema";
import { STATS_WINDOWS, type StatsWindow } from "../decisions/stats";
import type { DashboardData, DecisionRow, RunSummary } from "../services/dashboard";
import { SCRIPT, STYLE } from "./assets";
import { LatencyTable, Legend, StageTimeline, TierShareChart, TrendChart } from "./charts";

function Layout({ title, children }: { title: string; children: Child }) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No favicon request: the whole page is one response. */}
        <link rel="icon" href="data:," />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        {children}
        <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />
      </body>
    </html>
  );
}

function WindowSelect({ window }: { window: StatsWindow }) {
  return (
    <select name="window" aria-label="Window">
      {Object.keys(STATS_WINDOWS).map((w) => (
        <option value={w} selected={w === window}>
          last {w}
        </option>
      ))}
    </select>
  );
}

/** Sign-in: a workspace key or the admin token, posted, never put in a URL. */
export function SignInPage({ error, window }: { error?: string; window: StatsWindow }) {
  return (
    <Layout title="Router dashboard: sign in">
      <main class="signin">
        <section>
          <h2>Router dashboard</h2>
          <p class="muted">
            Sign in with a workspace API key, or the admin token to see every workspace.
          </p>
          {error ? (
            <p class="error" role="alert">
              {error}
            </p>
          ) : null}
          <form method="post" action="/dashboard" data-signin>
            <label>
              Key
              <input type="password" name="key" autocomplete="off" required />
            </label>
            <p>
              <WindowSelect window={window} />
            </p>
            <button type="submit">Sign in</button>
          </form>
        </section>
      </main>
    </Layout>
  );
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function Card({
  label,
  stat,
  value,
  shown,
}: {
  label: string;
  stat: string;
  value: number;
  shown: string;
}) {
  return (
    <div class="card" data-stat={stat} data-value={String(value)}>
      <b>{shown}</b>
      {label}
    </div>
  );
}

/** The signed-in dashboard: every read-only part is in this HTML; scripts add only actions. */
export function DashboardPage({ data }: { data: DashboardData }) {
  const { stats, viewer } = data;
  const who =
    viewer.kind === "admin" ? "admin · all workspaces" : `workspace ${viewer.workspaceName}`;
  const isWorkspace = viewer.kind === "workspace";
  return (
    <Layout title={`Router dashboard · ${who}`}>
      <header>
        <h1>Router · {who}</h1>
        <form method="post" action="/dashboard" data-keyed>
          <label>
            Key <input type="password" name="key" autocomplete="off" required />
          </label>
          <WindowSelect window={data.window} />
          <button type="submit">Show</button>
          <a id="signout" href="/dashboard" style="color:#fff">
            Sign out
          </a>
        </form>
      </header>
      <main>
        <div class="cards" id="numbers">
          <Card
            label="decisions"
            stat="decisions"
            value={stats.decisions}
            shown={String(stats.decisions)}
          />
          <Card
            label="decided without a model"
            stat="decided_without_model"
            value={stats.decided_without_model}
            shown={pct(stats.decided_without_model)}
          />
          <Card
            label="cache hit rate"
            stat="cache_hit_rate"
            value={stats.cache_hit_rate}
            shown={pct(stats.cache_hit_rate)}
          />
          <Card
            label="model calls"
            stat="model_calls"
            value={stats.model_calls}
            shown={String(stats.model_calls)}
          />
          <Card
            label="tokens avoided (estimate)"
            stat="tokens_avoided"
            value={stats.tokens_avoided}
            shown={stats.tokens_avoided.toLocaleString("en-US")}
          />
          <Card
            label={`feedback (${stats.feedback.disagreements} disagree)`}
            stat="feedback"
            value={stats.feedback.count}
            shown={String(stats.feedback.count)}
          />
        </div>
        <p class="muted">
          Tokens avoided assumes{" "}
          {stats.tokens_avoided_basis.per_message_baseline.toLocaleString("en-US")} tokens per
          message through the full pipeline ({stats.tokens_avoided_basis.baseline_tool_schemas} tool
          schemas × {stats.tokens_avoided_basis.tokens_per_tool_schema} +{" "}
          {stats.tokens_avoided_basis.orchestration_tokens} orchestration); set <code>savings</code>{" "}
          in the workspace settings.
        </p>
        <section id="tier-share">
          <h2>Tier share over time (last {data.window})</h2>
          <TierShareChart series={stats.series} />
          <Legend />
        </section>
        <section id="trends">
          <h2>Decided without a model (solid) and cache hits (dashed), share per bucket</h2>
          <TrendChart series={stats.series} />
        </section>
        <section id="latency">
          <h2>Assessment latency per tier</h2>
          <LatencyTable latency={stats.latency_us} />
        </section>
        <section id="try-section">
          <h2>Try a message</h2>
          {isWorkspace ? (
            <form id="try">
              <textarea
                name="message"
                maxlength={8000}
                required
                placeholder="email Dana the Q3 report"
              />
              <button type="submit">Assess</button>
              <p id="try-head" />
              <pre id="try-out" hidden />
            </form>
          ) : (
            <p class="muted">Sign in with a workspace key to try messages against its catalog.</p>
          )}
        </section>
        <Decisions
          rows={data.decisions}
          canGiveFeedback={isWorkspace}
          showWorkspace={!isWorkspace}
        />
        <Runs runs={data.runs} isWorkspace={isWorkspace} />
      </main>
    </Layout>
  );
}

function Decisions(props: {
  rows: DecisionRow[];
  canGiveFeedback: boolean;
  showWorkspace: boolean;
}) {
  return (
    <section id="decisions">
      <h2>Latest decisions</h2>
      {props.rows.length === 0 ? <p class="muted">No decisions yet.</p> : null}
      <table>
        <tbody>
          {props.rows.map((d) => (
            <tr data-decision={d.id}>
              <td>
                {new Date(d.at_ms).toISOString().slice(11, 19)}
                {props.showWorkspace ? <div class="muted">{d.workspace_id}</div> : null}
              </td>
              <td>
                <b>{d.complexity}</b> · {d.action}
                <div class="muted">
                  {d.tier} · {d.path} · {(d.total_us / 1000).toFixed(1)} ms · {d.tool_count} tools
                </div>
              </td>
              <td class="sig">
                {d.signals.slice(0, 5).map((s) => (
                  <div>{`${s.name} ${s.weight >= 0 ? "+" : ""}${s.weight}`}</div>
                ))}
              </td>
              <td class="why">{d.reasoning}</td>
              <td>
                {props.canGiveFeedback ? (
                  <>
                    <select id={`fb-${d.id}`} aria-label="Correct level">
                      {COMPLEXITY_LEVELS.map((l) => (
                        <option value={l} selected={l === (d.feedback ?? d.complexity)}>
                          {l}
                        </option>
                      ))}
                    </select>
                    <button type="button" data-feedback={d.id}>
                      Feedback
                    </button>
                    <div id={`fbm-${d.id}`} class="muted">
                      {d.feedback ? `given: ${d.feedback}` : ""}
                    </div>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Runs({ runs, isWorkspace }: { runs: RunSummary[]; isWorkspace: boolean }) {
  return (
    <section id="runs">
      <h2>Runs</h2>
      {!isWorkspace ? <p class="muted">Sign in with a workspace key to see its runs.</p> : null}
      {isWorkspace && runs.length === 0 ? <p class="muted">No runs yet.</p> : null}
      {runs.map((run) => (
        <div class="run" data-run={run.id}>
          <p>
            <code>{run.id}</code> · {run.status} · {run.source} ·{" "}
            {run.created_at.slice(0, 19).replace("T", " ")}
          </p>
          <StageTimeline run={run} />
        </div>
      ))}
    </section>
  );
}
