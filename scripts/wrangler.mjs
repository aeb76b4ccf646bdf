// How the scripts run wrangler: its entry point (run with this Node), its
// environment, and the `wrangler dev` command line for the router with the
// reference origin beside it. Used by dev.mjs (`npm run dev`), dev-server.ts
// (check:dashboard) and bench.ts (`npm run bench`), so the three start the same thing.
import { createRequire } from "node:module";

/** wrangler's bin script, to run as `node <it> …` with `process.execPath`. */
export const WRANGLER_BIN = createRequire(import.meta.url)
  .resolve("wrangler/package.json")
  .replace(/package\.json$/, "bin/wrangler.js");

/** The environment wrangler runs in: non-interactive, no metrics, plus `extra`. */
export function wranglerEnv(extra = {}) {
  return { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false", ...extra };
}

/**
 * `wrangler dev`'s arguments: the router first (it gets the port), then the
 * reference origin behind its ORIGIN binding, on 127.0.0.1.
 *
 * @example
 * devArgs({ port: "8787", vars: { ADMIN_TOKEN: "dev-admin-token" } });
 */
export function devArgs({ port, persistTo, vars = {}, logLevel, extra = [] }) {
  return [
    "dev",
    "-c",
    "wrangler.toml",
    "-c",
    "origin/wrangler.toml",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    ...(persistTo ? ["--persist-to", persistTo] : []),
    "--show-interactive-dev-session=false",
    ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
    ...(logLevel ? ["--log-level", logLevel] : []),
    ...extra,
  ];
}
