import { describe, expect, it } from "vitest";
import { admin, expectError, newWorkspace, rows } from "./helpers";

describe("POST /admin/workspaces", () => {
  it("creates a workspace and shows its key once", async () => {
    const res = await admin("/admin/workspaces", { body: { name: "Acme" } });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.stringMatching(/^ws_/),
      name: "Acme",
      api_key: expect.any(String),
    });
    expect(res.json.api_key.length).toBeGreaterThanOrEqual(40);
    const listed = await admin(`/admin/workspaces/${res.json.id}/keys`);
    expect(JSON.stringify(listed.json)).not.toContain(res.json.api_key);
  });

  it("stores only the SHA-256 of the key", async () => {
    const ws = await newWorkspace();
    const stored = await rows<{ key_hash: string; prefix: string }>(
      "SELECT key_hash, prefix FROM api_keys WHERE workspace_id = ?",
      ws.id,
    );
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(ws.api_key));
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
    expect(stored).toEqual([{ key_hash: hex, prefix: expect.any(String) }]);
    expect(ws.api_key.startsWith(stored[0]?.prefix ?? "")).toBe(true);
    expect(stored[0]?.prefix.length).toBeLessThan(ws.api_key.length / 2);
    const dump = JSON.stringify(await rows("SELECT * FROM api_keys"));
    expect(dump).not.toContain(ws.api_key);
  });

  it("starts the workspace with default settings at version 1", async () => {
    const ws = await newWorkspace();
    const res = await admin(`/admin/workspaces/${ws.id}/settings`);
    expect(res.json).toMatchObject({
      version: 1,
      settings: { classifier: { provider: "auto" }, cache_ttl_seconds: 86400 },
    });
  });

  it.each([
    ["missing name", {}],
    ["empty name", { name: "" }],
    ["blank name", { name: "   " }],
    ["wrong type", { name: 42 }],
    ["unknown field", { name: "x", plan: "pro" }],
    ["too long", { name: "x".repeat(129) }],
    ["array body", [{ name: "x" }]],
  ])("rejects %s with 400 validation_failed", async (_case, body) => {
    expectError(await admin("/admin/workspaces", { body }), 400, "validation_failed");
  });

  it("rejects malformed JSON with 400 invalid_json", async () => {
    const res = await admin("/admin/workspaces", {
      method: "POST",
      rawBody: '{"name": ',
      headers: { "content-type": "application/json" },
    });
    expectError(res, 400, "invalid_json");
  });

  it("rejects a non-JSON body with 400", async () => {
    const res = await admin("/admin/workspaces", {
      method: "POST",
      rawBody: "name=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expectError(res, 400, "invalid_json");
  });

  it("rejects an oversize body with 413 and creates nothing", async () => {
    const before = (await rows("SELECT id FROM workspaces")).length;
    const res = await admin("/admin/workspaces", {
      body: { name: "x", pad: "y".repeat(1024 * 1024 + 10) },
    });
    expectError(res, 413, "payload_too_large");
    expect((await rows("SELECT id FROM workspaces")).length).toBe(before);
  });
});

describe("GET /admin/workspaces", () => {
  it("lists newest first and pages with a cursor", async () => {
    const a = await newWorkspace("page-a");
    const b = await newWorkspace("page-b");
    const first = await admin("/admin/workspaces?limit=1");
    expect(first.status).toBe(200);
    expect(first.json.workspaces.map((w: { id: string }) => w.id)).toEqual([b.id]);
    const second = await admin(
      `/admin/workspaces?limit=1&cursor=${encodeURIComponent(first.json.next_cursor)}`,
    );
    expect(second.json.workspaces.map((w: { id: string }) => w.id)).toEqual([a.id]);
  });

  it("rejects a bad cursor and a bad limit", async () => {
    expectError(await admin("/admin/workspaces?cursor=%%%"), 400, "validation_failed");
    expectError(await admin("/admin/workspaces?limit=0"), 400, "validation_failed");
    expectError(await admin("/admin/workspaces?limit=abc"), 400, "validation_failed");
  });

  it("gets one workspace, and 404s an unknown one", async () => {
    const ws = await newWorkspace("one");
    const res = await admin(`/admin/workspaces/${ws.id}`);
    expect(res.json).toMatchObject({ id: ws.id, name: "one", config_version: 1 });
    expectError(await admin("/admin/workspaces/ws_nope"), 404, "not_found");
  });
});

describe("unknown routes and methods", () => {
  it("answer 404 in the contract's shape", async () => {
    expectError(await admin("/admin/nothing-here"), 404, "not_found");
    expectError(await admin("/nowhere"), 404, "not_found");
  });
});
