/**
 * A throwaway `wrangler dev` (router + reference origin, offline) on its own
 * port and state directory, with local migrations and the development seed,
 * as `npm run dev` starts it. For scripts that drive the router over HTTP.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedSql } from "./seed-sql.mjs";
import { devArgs, WRANGLER_BIN, wranglerEnv } from "./wrangler.mjs";

export interface DevServer {
  base: string;
  state: string;
  adminToken: string;
  /** Runs `wrangler d1 execute` against the server's local D1 with a SQL file. */
  execSql(sql: string): void;
  stop(): void;
}

export async function startDevServer(
  options: {
    adminToken?: string;
    port?: number;
    startTimeoutMs?: number;
    statePrefix?: string;
  } = {},
): Promise<DevServer> {
  const state = mkdtempSync(join(tmpdir(), options.statePrefix ?? "router-dev-"));
  const env = wranglerEnv();
  const run = (argv: string[]) => {
    const r = spawnSync(process.execPath, [WRANGLER_BIN, ...argv], { env, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`wrangler ${argv.join(" ")} failed:\n${r.stderr}`);
  };
  const execSql = (sql: string) => {
    const file = join(state, `exec-${Date.now()}.sql`);
    writeFileSync(file, sql);
    run(["d1", "execute", "DB", "--local", "--persist-to", state, "--file", file]);
  };
  run(["d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
  execSql(seedSql("seed/demo.json"));

  const adminToken = options.adminToken ?? "dev-check-admin";
  const port = String(options.port ?? 8900 + Math.floor(Math.random() * 90));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      WRANGLER_BIN,
      ...devArgs({
        port,
        persistTo: state,
        // The dev log line per decision is a console convenience, not part of recording.
        vars: { ADMIN_TOKEN: adminToken, DECISION_LOG: "off" },
        logLevel: "warn",
      }),
    ],
    { env, stdio: ["ignore", "ignore", "inherit"], detached: true },
  );
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  };
  const base = `http://127.0.0.1:${port}`;
  const startedAt = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // Not listening yet; poll again until the deadline below.
    }
    const limit = options.startTimeoutMs ?? 60_000;
    if (Date.now() - startedAt > limit) {
      stop();
      throw new Error(`wrangler dev did not start within ${limit / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, state, adminToken, execSql, stop };
}
