// `npm run dev`: local migrations, the development seed, then the router on
// 127.0.0.1:$PORT (default 8787) with the reference origin beside it, fully
// offline. Ctrl-C stops everything.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { seedSql } from "./seed-sql.mjs";

const require = createRequire(import.meta.url);
const wranglerBin = require
  .resolve("wrangler/package.json")
  .replace(/package\.json$/, "bin/wrangler.js");
const port = process.env.PORT ?? "8787";
const env = { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" };

function wrangler(args) {
  const result = spawnSync(process.execPath, [wranglerBin, ...args], { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`wrangler ${args.join(" ")} failed (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
}

wrangler(["d1", "migrations", "apply", "DB", "--local"]);
mkdirSync(".wrangler", { recursive: true });
writeFileSync(".wrangler/seed.sql", seedSql("seed/demo.json"));
wrangler(["d1", "execute", "DB", "--local", "--file", ".wrangler/seed.sql"]);

// The admin token is dev-admin-token unless .dev.vars sets ADMIN_TOKEN; the value
// lives only here, so no deployed environment can inherit it.
const devVars = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";
const vars = /^\s*ADMIN_TOKEN\s*=/m.test(devVars) ? [] : ["--var", "ADMIN_TOKEN:dev-admin-token"];

const child = spawn(
  process.execPath,
  [
    wranglerBin,
    "dev",
    // The router first (it gets the port), then the reference origin behind its ORIGIN binding.
    "-c",
    "wrangler.toml",
    "-c",
    "origin/wrangler.toml",
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    "--show-interactive-dev-session=false",
    ...vars,
    ...process.argv.slice(2),
  ],
  { stdio: "inherit", env },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
