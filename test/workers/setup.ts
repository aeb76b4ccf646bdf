import { applyD1Migrations, type D1Migration } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Runs before each test file; applyD1Migrations skips migrations already applied.
await applyD1Migrations(
  env.DB,
  (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS,
);

// The AI SDK is imported on the first model call (src/llm/sdk.ts), not at the
// Worker's startup. Under vitest that first import is a module transform that
// can take seconds on a busy machine; load it here so no test's timeout pays it.
await import("../../src/llm/sdk");
