/**
 * A throwaway `wrangler dev` (router + reference origin, offline) on its own
 * port and state directory, with local migrations and the development seed,
 * as `npm run dev` starts it. For scripts that drive the router over HTTP.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedSql } from "./seed-sql.mjs";

export interface DevServer {
  base: string;
  state: string;
  adminToken: string;
  /** Runs `wrangler d1 execute` against the server's local D1 with a SQL file. */
  execSql(sql: string): void;
  stop(): void;
}

export async function startDevServer(
  options: { adminToken?: string; port?: number; startTimeoutMs?: number } = {},
): Promise<DevServer> {
  const require = createRequire(import.meta.url);
  const wrangler = require
    .resolve("wrangler/package.json")
    .replace(/package\.json$/, "bin/wrangler.js");
  const state = mkdtempSync(join(tmpdir(), "router-dev-"));
  const env = { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" };
  const run = (argv: string[]) => {
    const r = spawnSync(process.execPath, [wrangler, ...argv], { env, encoding: "utf8" });
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
      wrangler,
      "dev",
      "-c",
      "wrangler.toml",
      "-c",
      "origin/wrangler.toml",
      "--ip",
      "127.0.0.1",
      "--port",
      port,
      "--persist-to",
      state,
      "--show-interactive-dev-session=false",
      "--var",
      `ADMIN_TOKEN:${adminToken}`,
      "--var",
      "DECISION_LOG:off",
      "--log-level",
      "warn",
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
