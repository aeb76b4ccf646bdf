// Requests through the real app with its env changed (a fake Workers AI model,
// a broken cache, another ENVIRONMENT), for the tests that swap bindings:
// assess-tiers, follow-up, adversarial, decisions, classifier-secrets.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "../../src/app";

export type Turn = { role: "user" | "assistant"; content: string };
type ModelInputs = { messages: { role: string; content: string }[] };

/**
 * A request through the real app with `overrides` merged into its env; waits
 * for its waitUntil work (the decision record) before it returns.
 *
 * @example
 * const res = await viaApp("/v1/stats?window=1h", { token: ws.api_key });
 */
export async function viaApp(
  path: string,
  init: { token?: string; body?: unknown; method?: string; headers?: Record<string, string> },
  overrides: Record<string, unknown> = {},
) {
  const ctx = createExecutionContext();
  const res = await app.request(
    path,
    {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        "content-type": "application/json",
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    },
    { ...env, ...overrides },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const text = await res.text();
  const json = res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : null;
  return { status: res.status, headers: res.headers, text, json: json as any };
}

/**
 * `POST /v1/assess` through the real app, with a fake model or a broken cache swapped in.
 *
 * @example
 * const res = await assessVia(ws.api_key, "hi", { AI: fakeAi(() => verdict("atom")).binding });
 */
export const assessVia = (
  token: string,
  message: string,
  overrides: Record<string, unknown> = {},
  history?: Turn[],
) => viaApp("/v1/assess", { token, body: { message, history } }, overrides);

/**
 * An AI binding that answers like Workers AI's JSON mode (`response` and
 * `usage`), and records its calls.
 *
 * @example
 * const ai = fakeAi(() => verdict("cell"));
 * expect(ai.calls).toHaveLength(1);
 */
export function fakeAi(
  answer: (inputs: ModelInputs) => unknown,
  usage = { prompt_tokens: 100, completion_tokens: 20 },
) {
  const calls: { model: string; inputs: ModelInputs }[] = [];
  const binding = {
    run: async (model: string, inputs: ModelInputs) => {
      calls.push({ model, inputs });
      const response = await answer(inputs);
      return { response, usage };
    },
  };
  return { calls, binding: binding as unknown as Ai };
}

/**
 * A model verdict at one level, with the action that level implies.
 *
 * @example
 * verdict("cell", { needs_memory: true });
 */
export const verdict = (complexity: string, extra: Record<string, unknown> = {}) => ({
  complexity,
  action:
    complexity === "atom"
      ? "respond"
      : complexity === "organ" || complexity === "organism"
        ? "workflow"
        : "delegate",
  reasoning: "model says so",
  needs_memory: false,
  needs_multi_agent: complexity === "organ" || complexity === "organism",
  tool_hints: [],
  ...extra,
});
