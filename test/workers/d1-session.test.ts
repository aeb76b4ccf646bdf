import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../src/app";
import type { Env } from "../../src/env";
import { countingEnv } from "./counting-env";
import { admin, call, expectError, newWorkspace } from "./helpers";

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

describe("D1 read replicas through the Sessions API", () => {
  it("reads the public API from any replica, and the admin API from the primary", async () => {
    const ws = await newWorkspace();
    const counted = countingEnv(env as Env);
    const get = async (path: string, token: string) => {
      const ctx = createExecutionContext();
      const res = await app.request(
        path,
        { headers: { authorization: `Bearer ${token}` } },
        counted.env,
        ctx,
      );
      await res.text();
      await waitOnExecutionContext(ctx);
      return res;
    };
    const pub = await get("/v1/workspace", ws.api_key);
    expect(pub.status).toBe(200);
    expect(counted.sessions).toEqual(["first-unconstrained"]);
    // Every D1 read of the request went through that session.
    expect(counted.count("d1")).toBeGreaterThan(0);
    expect(pub.headers.get("x-d1-bookmark")).toMatch(BOOKMARK);
    counted.reset();
    const adm = await get(`/admin/workspaces/${ws.id}`, "test-admin-token");
    expect(adm.status).toBe(200);
    expect(counted.sessions).toEqual(["first-primary"]);
  });

  it("carries an admin write's bookmark into the next read", async () => {
    const ws = await newWorkspace();
    const write = await admin(`/admin/workspaces/${ws.id}/settings`, {
      method: "PUT",
      body: { settings: { run_retention_days: 2 } },
    });
    const bookmark = write.headers.get("x-d1-bookmark") as string;
    expect(bookmark).toMatch(BOOKMARK);
    const read = await call("/v1/workspace", {
      token: ws.api_key,
      headers: { "x-d1-bookmark": bookmark },
    });
    expect(read.status, read.text).toBe(200);
    // The session continues from the write: its bookmark is never older.
    expect((read.headers.get("x-d1-bookmark") as string) >= bookmark).toBe(true);
  });

  it("refuses a malformed bookmark before any query", async () => {
    const ws = await newWorkspace();
    for (const bad of ["garbage", "0".repeat(200), "first-primary"]) {
      const res = await call("/v1/workspace", {
        token: ws.api_key,
        headers: { "x-d1-bookmark": bad },
      });
      expect(expectError(res, 400, "validation_failed").message).toMatch(/x-d1-bookmark/);
    }
  });
});
