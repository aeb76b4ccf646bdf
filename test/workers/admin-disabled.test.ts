import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../src/app";

describe("admin API without ADMIN_TOKEN", () => {
  it("is disabled with a clear 403, whatever token is sent", async () => {
    const bare = { ...env, ADMIN_TOKEN: undefined };
    for (const authorization of [undefined, "Bearer test-admin-token", "Bearer "]) {
      const headers: Record<string, string> = authorization ? { authorization } : {};
      const res = await app.request("/admin/workspaces", { headers }, bare);
      expect(res.status).toBe(403);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("admin_disabled");
      expect(body.error.message).toMatch(/ADMIN_TOKEN/);
    }
  });

  it("leaves the public API working", async () => {
    const res = await app.request("/health", {}, { ...env, ADMIN_TOKEN: undefined });
    expect(res.status).toBe(200);
  });
});
