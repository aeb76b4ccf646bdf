import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ADMIN, call, newWorkspace } from "./helpers";

const BASE = "http://router.test";

function signIn(key: string, window = "24h") {
  return exports.default.fetch(`${BASE}/dashboard`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ key, window }).toString(),
  });
}

/** The value of a `data-stat` card. */
function stat(html: string, name: string): number {
  const m = new RegExp(`data-stat="${name}" data-value="([^"]+)"`).exec(html);
  if (!m?.[1]) throw new Error(`no ${name} card`);
  return Number(m[1]);
}

describe("/dashboard", () => {
  it("serves the sign-in page", async () => {
    const res = await exports.default.fetch(`${BASE}/dashboard`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain('<form method="post" action="/dashboard" data-signin');
    expect(html).toContain("sessionStorage");
  });

  it("answers a wrong key with the sign-in page and a clear message", async () => {
    for (const key of ["not-a-key", ""]) {
      const res = await signIn(key);
      expect(res.status).toBe(401);
      expect(res.headers.get("content-type")).toContain("text/html");
      const html = await res.text();
      expect(html).toMatch(/class="error" role="alert">(That key is neither|Enter a workspace)/);
      expect(html).toContain("data-signin");
    }
    const res = await exports.default.fetch(`${BASE}/dashboard`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(401);
  });

  it("renders the workspace's numbers as /v1/stats reports them, without the key", async () => {
    const ws = await newWorkspace();
    for (const message of [
      "hi",
      "refund order 88123 in stripe",
      "could you sort out the thing Priya mentioned",
    ])
      await call("/v1/assess", { token: ws.api_key, body: { message } });
    // Recording happens in waitUntil; wait until all three are visible.
    let stats = (await call("/v1/stats?window=1h", { token: ws.api_key })).json;
    for (let i = 0; i < 50 && stats.decisions < 3; i++) {
      await new Promise((r) => setTimeout(r, 50));
      stats = (await call("/v1/stats?window=1h", { token: ws.api_key })).json;
    }
    const res = await signIn(ws.api_key, "1h");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain(ws.api_key);
    for (const name of [
      "decisions",
      "decided_without_model",
      "cache_hit_rate",
      "model_calls",
      "tokens_avoided",
    ])
      expect(stat(html, name), name).toBe(stats[name]);
    expect(stat(html, "feedback")).toBe(stats.feedback.count);
    expect(html).toContain('aria-label="Share of decisions per tier over time"');
    expect(html.match(/<tr data-decision="dec_/g)).toHaveLength(3);
    expect(html).toContain('id="try"');
    expect(new TextEncoder().encode(html).length).toBeLessThan(200 * 1024);
  });

  it("shows every workspace to the admin", async () => {
    const ws = await newWorkspace();
    await call("/v1/assess", { token: ws.api_key, body: { message: "hello" } });
    const res = await signIn(ADMIN);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("admin · all workspaces");
    expect(stat(html, "decisions")).toBeGreaterThan(0);
    expect(html).not.toContain(ADMIN);
  });
});
