// `npm run dev`: local migrations, the development seed, then the router on
// 127.0.0.1:$PORT (default 8787) with the reference origin beside it, fully
// offline and quiet: one line per service, then one line per request.
// `npm run dev -- --reset` deletes the local state (D1, KV, runs) first.
// Ctrl-C stops everything.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { seedSql } from "./seed-sql.mjs";
import { devArgs, WRANGLER_BIN as wranglerBin, wranglerEnv } from "./wrangler.mjs";

const port = process.env.PORT ?? "8787";
const env = wranglerEnv({
  // Offline: miniflare would fetch workers.cloudflare.com/cf.json for `request.cf`
  // on every start (getaddrinfo ENOTFOUND without a network); use its placeholder.
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
});
const args = process.argv.slice(2);
const reset = args.includes("--reset");
const wranglerArgs = args.filter((a) => a !== "--reset");
const say = (service, text) => console.log(`${service.padEnd(7)} ${text}`);

/** Runs wrangler to completion; its output is shown only when it fails. */
function wrangler(argv) {
  const result = spawnSync(process.execPath, [wranglerBin, ...argv], { encoding: "utf8", env });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    console.error(`wrangler ${argv.join(" ")} failed (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
  return result.stdout;
}

if (reset) {
  rmSync(".wrangler/state", { recursive: true, force: true });
  say("reset", "deleted the local state in .wrangler/state (D1, KV, runs)");
}
const migrated = wrangler(["d1", "migrations", "apply", "DB", "--local"]);
const applied = migrated.includes("No migrations to apply")
  ? 0
  : new Set(migrated.match(/\d{4}_[\w-]+\.sql/g) ?? []).size;
mkdirSync(".wrangler", { recursive: true });
writeFileSync(".wrangler/seed.sql", seedSql("seed/demo.json"));
wrangler(["d1", "execute", "DB", "--local", "--file", ".wrangler/seed.sql"]);
say(
  "db",
  `local D1, KV and Durable Objects in .wrangler/state; ${applied} migration(s) applied; demo seed checked (workspace demo, key demo-key)`,
);

// The admin token is dev-admin-token unless .dev.vars sets ADMIN_TOKEN; the value
// lives only here, so no deployed environment can inherit it.
const devVars = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";
const ownToken = /^\s*ADMIN_TOKEN\s*=/m.test(devVars);
const vars = ownToken ? {} : { ADMIN_TOKEN: "dev-admin-token" };

const child = spawn(
  process.execPath,
  [wranglerBin, ...devArgs({ port, vars, extra: wranglerArgs })],
  {
    stdio: ["inherit", "pipe", "pipe"],
    env,
  },
);

// wrangler's banner, binding table and start-up notes, which say nothing a
// developer acts on; everything else (requests, warnings, errors, the Workers'
// own logs) passes through.
const NOISE = [
  /^\s*$/,
  /^\s*⛅️ wrangler/,
  /^─+$/,
  /has access to the following bindings:$/,
  /^Binding\s+Resource\s+Mode/,
  /^env\.\w+ /,
  /^Service bindings, Durable Object bindings, and Tail consumers connect/,
  /^⎔ Starting local server/,
];

function relay(stream, out) {
  createInterface({ input: stream }).on("line", (line) => {
    if (/Ready on http/.test(line)) {
      say(
        "router",
        `http://127.0.0.1:${port} (admin token ${ownToken ? "from .dev.vars" : "dev-admin-token"})`,
      );
      say("origin", "reference origin (origin/) on the router's ORIGIN binding");
      return;
    }
    if (NOISE.some((pattern) => pattern.test(line))) return;
    out.write(`${line}\n`);
  });
}
relay(child.stdout, process.stdout);
relay(child.stderr, process.stderr);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
