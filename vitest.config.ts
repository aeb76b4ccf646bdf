import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { build } from "esbuild";
import { defineConfig } from "vitest/config";
import { seedSql } from "./scripts/seed-sql.mjs";

/**
 * The reference origin runs beside the router as a real second Worker, reached
 * over the ORIGIN service binding as in `npm run dev`. Miniflare runs auxiliary
 * Workers from JavaScript, so it is bundled first.
 */
async function buildOrigin(): Promise<string> {
  const outfile = ".wrangler/test/origin.mjs";
  await build({
    entryPoints: ["origin/src/index.ts"],
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["module", "main"],
    outfile,
    logLevel: "warning",
  });
  return outfile;
}

/**
 * Two projects: `unit` runs pure logic in plain Node (fast, no runtime), and
 * `workers` runs inside workerd through the vitest plugin, with real local D1,
 * KV and Durable Objects, requests going through the worker's own fetch.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                ADMIN_TOKEN: "test-admin-token",
                // Browsers (test/workers/browsers.test.ts); loopback origins are allowed in development anyway.
                CORS_ORIGINS: "https://app.example.com, https://chat.example.org/",
                // One console line per decision is for `npm run dev`; tests assert on records instead.
                DECISION_LOG: "off",
                // Decision writes flush at once, so a test that waits for the request sees them.
                DECISION_FLUSH_MS: "0",
                TEST_MIGRATIONS: await readD1Migrations("migrations"),
                // The development seed as `npm run dev` applies it (test/workers/dev-seed.test.ts).
                TEST_SEED_SQL: seedSql("seed/demo.json"),
                // Short origin timeouts so failure tests finish quickly.
                ORIGIN_FIRST_BYTE_TIMEOUT_MS: "600",
                ORIGIN_IDLE_TIMEOUT_MS: "600",
                ORIGIN_TOTAL_TIMEOUT_MS: "4000",
                // `npm run bench -- --latency …` sets these; latency.bench.test.ts is skipped without them.
                BENCH_LATENCY: process.env.BENCH_LATENCY ?? "",
                BENCH_ROUNDS: process.env.BENCH_ROUNDS ?? "",
                // `npm run bench -- --decisions-only` sets it (records per round); recording.bench.test.ts is skipped without it.
                BENCH_RECORDING: process.env.BENCH_RECORDING ?? "",
              },
              // Production's per-key limit (wrangler.toml [env.production]); the local default has none.
              ratelimits: {
                RATE_LIMITER: { namespace_id: "1001", simple: { limit: 600, period: 60 } },
              },
              workers: [
                {
                  name: "edge-llm-router-origin",
                  modules: true,
                  scriptPath: await buildOrigin(),
                  compatibilityDate: "2026-11-02",
                  compatibilityFlags: ["nodejs_compat", "enable_request_signal"],
                },
              ],
            },
          })),
        ],
        // The same stand-in the deployed bundle carries (wrangler.toml [alias]), so the
        // provider paths are tested without the AI Gateway package, as they run.
        resolve: { alias: { "@ai-sdk/gateway": "./src/llm/no-gateway.ts" } },
        test: {
          name: "workers",
          include: ["test/workers/**/*.test.ts"],
          setupFiles: ["./test/workers/setup.ts"],
        },
      },
    ],
  },
});
