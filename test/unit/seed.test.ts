import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seedSql } from "../../scripts/seed-sql.mjs";
import { AgentsBody, ToolsBody } from "../../src/schemas/admin";
import { WorkspaceSettings } from "../../src/schemas/settings";

const seed = JSON.parse(readFileSync("seed/demo.json", "utf8"));

describe("development seed", () => {
  it("passes the same schemas the admin API enforces", () => {
    expect(ToolsBody.safeParse(seed.tools).success).toBe(true);
    expect(AgentsBody.safeParse(seed.agents).success).toBe(true);
    expect(WorkspaceSettings.safeParse(seed.settings).success).toBe(true);
  });

  it("is realistic enough to route against", () => {
    expect(seed.workspace).toMatchObject({ name: "demo", api_key: "demo-key" });
    expect(seed.agents.length).toBeGreaterThanOrEqual(6);
    expect(seed.tools.length).toBeGreaterThanOrEqual(40);
    const categories = new Set(seed.tools.map((t: { category: string }) => t.category));
    for (const domain of [
      "email",
      "calendar",
      "chat",
      "code",
      "issues",
      "docs",
      "database",
      "payments",
      "travel",
    ]) {
      expect(categories).toContain(domain);
    }
    const names = new Set(seed.tools.map((t: { name: string }) => t.name));
    for (const core of seed.settings.core_tools) expect(names).toContain(core);
  });

  it("stores the demo key only as its SHA-256", () => {
    const sql = seedSql("seed/demo.json");
    const hash = createHash("sha256").update("demo-key").digest("hex");
    expect(sql).toContain(`'${hash}'`);
    expect(sql).not.toContain("'demo-key'");
  });

  it("escapes quotes in descriptions", () => {
    const sql = seedSql("seed/demo.json");
    for (const line of sql.trim().split("\n")) {
      // Each statement is one line; an unescaped quote would unbalance it.
      expect((line.match(/'/g) ?? []).length % 2, line).toBe(0);
    }
  });
});
