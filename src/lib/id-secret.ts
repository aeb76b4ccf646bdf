/** Used only when neither RUN_ID_SECRET nor ADMIN_TOKEN is set (local development and tests). */
const LOCAL_SECRET = "local-development-run-ids";

/**
 * The secret ids are signed with: RUN_ID_SECRET when set, otherwise the admin
 * token, so a deployment without the new secret still signs. Rotating it
 * loses nothing that was stored: ids that fail the check fall back to a lookup
 * (the D1 run index, the decision store), as every id did before ids were signed.
 *
 * @example
 * await idSecret(); // "local-development-run-ids" in a Worker without secrets
 */
export async function idSecret(): Promise<string> {
  workerEnv ??= workersEnv();
  const bindings = await workerEnv;
  return bindings.RUN_ID_SECRET || bindings.ADMIN_TOKEN || LOCAL_SECRET;
}

type SecretBindings = { RUN_ID_SECRET?: string; ADMIN_TOKEN?: string };
/**
 * The Workers env, imported once per isolate: importing it per id cost ~300 µs
 * under the test runner (measured in test/workers/decisions.test.ts), more than
 * the HMAC. Imported when first needed, not at module load: Node tools (the
 * OpenAPI generator) build the app without the Workers runtime.
 */
let workerEnv: Promise<SecretBindings> | undefined;
async function workersEnv(): Promise<SecretBindings> {
  const { env } = await import("cloudflare:workers");
  return env as unknown as SecretBindings;
}
