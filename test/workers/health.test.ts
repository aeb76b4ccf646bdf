import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("GET /health", () => {
  it("answers 200 with a request id", async () => {
    const res = await exports.default.fetch("http://router.test/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", environment: "development" });
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
