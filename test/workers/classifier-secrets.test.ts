import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { assessVia, viaApp } from "./app-helpers";
import { ADMIN, admin, expectError, newWorkspace, rows } from "./helpers";

const classifier = (extra: Record<string, unknown>) => ({
  settings: { classifier: { provider: "openai-compatible", model: "m", ...extra } },
});

describe("classifier secrets and endpoints", () => {
  it.each(["ADMIN_TOKEN", "ORIGIN_TOKEN", "CLASSIFIERKEY_X"])(
    "refuses api_key_secret %s with a 400 that names the rule, and stores nothing",
    async (secret) => {
      const ws = await newWorkspace();
      const res = await admin(`/admin/workspaces/${ws.id}/settings`, {
        method: "PUT",
        body: classifier({ base_url: "https://llm.example.com/v1", api_key_secret: secret }),
      });
      const error = expectError(res, 400, "validation_failed");
      expect(error.message).toContain("CLASSIFIER_KEY_");
      expect((await admin(`/admin/workspaces/${ws.id}/settings`)).json.version).toBe(1);
    },
  );

  it("accepts a CLASSIFIER_KEY_ secret with an https endpoint", async () => {
    const ws = await newWorkspace();
    const res = await admin(`/admin/workspaces/${ws.id}/settings`, {
      method: "PUT",
      body: classifier({
        base_url: "https://llm.example.com/v1",
        api_key_secret: "CLASSIFIER_KEY_OPENAI",
      }),
    });
    expect(res.status, res.text).toBe(200);
  });

  it("refuses plain http outside local development, even to 127.0.0.1", async () => {
    const ws = await newWorkspace();
    for (const base_url of ["http://127.0.0.1:11434/v1", "http://llm.example.com/v1"]) {
      const res = await viaApp(
        `/admin/workspaces/${ws.id}/settings`,
        { method: "PUT", token: ADMIN, body: classifier({ base_url }) },
        { ENVIRONMENT: "production" },
      );
      expect(res.status).toBe(400);
      expect(res.json.error.message).toContain("must be https outside local development");
    }
  });

  it("allows http to the loopback host only in local development", async () => {
    const ws = await newWorkspace();
    const put = (base_url: string) =>
      admin(`/admin/workspaces/${ws.id}/settings`, {
        method: "PUT",
        body: classifier({ base_url }),
      });
    expect((await put("http://localhost:11434/v1")).status).toBe(200);
    expectError(await put("http://evil.example.com/v1"), 400, "validation_failed");
  });

  it("never sends a non-classifier secret, even from settings stored before the rule", async () => {
    const ws = await newWorkspace();
    const stored = classifier({ base_url: "http://127.0.0.1:9/v1", api_key_secret: "ADMIN_TOKEN" });
    await env.DB.prepare(
      "INSERT INTO workspace_settings (workspace_id, version, settings, created_at) VALUES (?1, 2, ?2, ?3)",
    )
      // The learned tier off, so the message reaches the classifier settings under test.
      .bind(
        ws.id,
        JSON.stringify({ ...stored.settings, learned_tier: false }),
        new Date().toISOString(),
      )
      .run();
    expect(
      await rows("SELECT version FROM workspace_settings WHERE workspace_id = ?1", ws.id),
    ).toHaveLength(2);
    const res = await assessVia(ws.api_key, "could you sort out the thing Priya mentioned", {
      ENVIRONMENT: "development",
    });
    expect(res.status).toBe(200);
    expect(res.json.tier).toBe("fallback");
    expect(res.json.assessment.reasoning).toContain("CLASSIFIER_KEY_");
  });
});
