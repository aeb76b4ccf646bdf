import { describe, expect, it } from "vitest";
import { admin, expectError, newWorkspace } from "./helpers";

const TOOLS = [
  { name: "GMAIL_SEND_EMAIL", description: "Send an email from Gmail.", category: "email" },
  { name: "SLACK_POST_MESSAGE", description: "Post a message to a Slack channel." },
];

async function version(id: string): Promise<number> {
  return (await admin(`/admin/workspaces/${id}`)).json.config_version;
}

describe("PUT/GET /admin/workspaces/{id}/tools", () => {
  it("replaces the catalog, keeps order and bumps the config version", async () => {
    const ws = await newWorkspace();
    const put = await admin(`/admin/workspaces/${ws.id}/tools`, { method: "PUT", body: TOOLS });
    expect(put.status).toBe(200);
    expect(put.json).toEqual({ count: 2 });
    expect(await version(ws.id)).toBe(2);

    const got = await admin(`/admin/workspaces/${ws.id}/tools`);
    expect(got.json.tools.map((t: { name: string }) => t.name)).toEqual([
      "GMAIL_SEND_EMAIL",
      "SLACK_POST_MESSAGE",
    ]);
    expect(got.json.tools[0]).toMatchObject({
      description: "Send an email from Gmail.",
      category: "email",
    });
    expect(got.json.tools[1].category).toBeNull();

    const again = await admin(`/admin/workspaces/${ws.id}/tools`, {
      method: "PUT",
      body: [TOOLS[1]],
    });
    expect(again.json).toEqual({ count: 1 });
    expect((await admin(`/admin/workspaces/${ws.id}/tools`)).json.tools).toHaveLength(1);
    expect(await version(ws.id)).toBe(3);
  });

  it("accepts an empty catalog", async () => {
    const ws = await newWorkspace();
    expect(
      (await admin(`/admin/workspaces/${ws.id}/tools`, { method: "PUT", body: [] })).json,
    ).toEqual({ count: 0 });
  });

  it("stores a large catalog in chunks", async () => {
    const ws = await newWorkspace();
    const many = Array.from({ length: 600 }, (_, i) => ({
      name: `TOOL_${i}`,
      description: "d".repeat(900),
    }));
    const put = await admin(`/admin/workspaces/${ws.id}/tools`, { method: "PUT", body: many });
    expect(put.json).toEqual({ count: 600 });
    const got = await admin(`/admin/workspaces/${ws.id}/tools`);
    expect(got.json.tools).toHaveLength(600);
    expect(got.json.tools[599].name).toBe("TOOL_599");
  });

  it.each([
    ["an object instead of an array", { name: "X" }],
    ["a tool without a name", [{ description: "x" }]],
    ["a name with spaces", [{ name: "send email" }]],
    ["an unknown field", [{ name: "X", scope: "all" }]],
    ["duplicate names", [{ name: "X" }, { name: "x" }]],
    ["a wrong type", [{ name: "X", description: 3 }]],
    ["too many tools", Array.from({ length: 2001 }, (_, i) => ({ name: `T${i}` }))],
  ])("rejects %s with 400 and keeps the old catalog", async (_case, body) => {
    const ws = await newWorkspace();
    await admin(`/admin/workspaces/${ws.id}/tools`, { method: "PUT", body: TOOLS });
    expectError(
      await admin(`/admin/workspaces/${ws.id}/tools`, { method: "PUT", body }),
      400,
      "validation_failed",
    );
    expect((await admin(`/admin/workspaces/${ws.id}/tools`)).json.tools).toHaveLength(2);
    expect(await version(ws.id)).toBe(2);
  });

  it("404s an unknown workspace", async () => {
    expectError(
      await admin("/admin/workspaces/ws_nope/tools", { method: "PUT", body: TOOLS }),
      404,
      "not_found",
    );
    expectError(await admin("/admin/workspaces/ws_nope/tools"), 404, "not_found");
  });
});

describe("PUT/GET /admin/workspaces/{id}/agents", () => {
  const AGENTS = [
    { name: "mail-assistant", description: "Handles email.", is_active: true, skills: ["email"] },
    {
      name: "security-bot",
      description: "Reviews security.",
      is_active: false,
      roles: ["security-reviewer"],
    },
  ];

  it("replaces agents with defaults filled and bumps the version", async () => {
    const ws = await newWorkspace();
    const put = await admin(`/admin/workspaces/${ws.id}/agents`, { method: "PUT", body: AGENTS });
    expect(put.json).toEqual({ count: 2 });
    const got = await admin(`/admin/workspaces/${ws.id}/agents`);
    expect(got.json.agents).toEqual([
      {
        id: expect.any(String),
        name: "mail-assistant",
        description: "Handles email.",
        is_active: true,
        skills: ["email"],
        roles: [],
      },
      {
        id: expect.any(String),
        name: "security-bot",
        description: "Reviews security.",
        is_active: false,
        skills: [],
        roles: ["security-reviewer"],
      },
    ]);
    expect(await version(ws.id)).toBe(2);
  });

  it("defaults is_active to true (the contract's minimal agent)", async () => {
    const ws = await newWorkspace();
    await admin(`/admin/workspaces/${ws.id}/agents`, {
      method: "PUT",
      body: [{ name: "a", description: "b" }],
    });
    expect((await admin(`/admin/workspaces/${ws.id}/agents`)).json.agents[0].is_active).toBe(true);
  });

  it.each([
    ["is_active as a string", [{ name: "a", is_active: "yes" }]],
    ["duplicate names", [{ name: "a" }, { name: "A" }]],
    ["an unknown field", [{ name: "a", model: "gpt" }]],
    ["too many agents", Array.from({ length: 201 }, (_, i) => ({ name: `a${i}` }))],
  ])("rejects %s with 400", async (_case, body) => {
    const ws = await newWorkspace();
    expectError(
      await admin(`/admin/workspaces/${ws.id}/agents`, { method: "PUT", body }),
      400,
      "validation_failed",
    );
    expect(await version(ws.id)).toBe(1);
  });

  it("404s an unknown workspace", async () => {
    expectError(
      await admin("/admin/workspaces/ws_nope/agents", { method: "PUT", body: AGENTS }),
      404,
      "not_found",
    );
  });
});
