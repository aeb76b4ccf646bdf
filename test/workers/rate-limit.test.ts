import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../src/app";
import { admin, call, expectError, newWorkspace } from "./helpers";

describe("rate limiting (the RATE_LIMITER binding, 600 requests a minute per key)", () => {
  // 600+ requests: on a loaded 2-core machine that alone can pass vitest's 5 s default.
  it("answers past the limit with 429 and retry-after, per key", { timeout: 30_000 }, async () => {
    const ws = await newWorkspace();
    let limited: Response | undefined;
    for (let i = 0; i < 700 && !limited; i++) {
      const res = await exports.default.fetch("http://router.test/v1/workspace", {
        headers: { authorization: `Bearer ${ws.api_key}` },
      });
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(200);
    }
    expect(limited).toBeDefined();
    const body = {
      status: limited?.status ?? 0,
      headers: limited?.headers as Headers,
      text: "",
      json: await limited?.json(),
    };
    body.text = JSON.stringify(body.json);
    expectError(body, 429, "rate_limited");
    expect(limited?.headers.get("retry-after")).toBe("60");
    // Another key of the same workspace has its own budget.
    const other = (await admin(`/admin/workspaces/${ws.id}/keys`, { method: "POST" })).json.api_key;
    expect((await call("/v1/workspace", { token: other })).status).toBe(200);
  });

  it("lets requests through when the limiter itself fails", async () => {
    const ws = await newWorkspace();
    const broken = {
      limit: async () => Promise.reject(new Error("limiter down")),
    } as unknown as RateLimit;
    const ctx = createExecutionContext();
    const res = await app.request(
      "/v1/workspace",
      { headers: { authorization: `Bearer ${ws.api_key}` } },
      { ...env, RATE_LIMITER: broken },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
  });
});
