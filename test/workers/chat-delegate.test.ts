import { describe, expect, it } from "vitest";
import { chatBody, dataPart, postChat, readChat, sendWithTransport, textOf } from "./chat-helpers";
import { admin, newWorkspace } from "./helpers";

const TOOLS = [
  { name: "GMAIL_SEND_EMAIL", description: "Send an email message from Gmail.", category: "email" },
  { name: "JIRA_CREATE_ISSUE", description: "Create a Jira issue.", category: "issues" },
];
const AGENTS = [
  { name: "mail-assistant", description: "Drafts and sends email.", skills: ["email", "inbox"] },
  {
    name: "devops-engineer",
    description: "Deploys and reviews code.",
    skills: ["github", "deploy"],
  },
];

async function workspace() {
  const ws = await newWorkspace();
  await admin(`/admin/workspaces/${ws.id}/tools`, { method: "PUT", body: TOOLS });
  await admin(`/admin/workspaces/${ws.id}/agents`, { method: "PUT", body: AGENTS });
  return ws;
}

describe("POST /v1/chat: delegated work through the run Durable Object and the reference origin", () => {
  it("streams the assessment, the run, then the origin's text and tool calls, parsed by the AI SDK's own transport", async () => {
    const ws = await workspace();
    const { message, errors } = await sendWithTransport(
      ws.api_key,
      "send an email to dana@acme.com about the launch",
      "chat_delegate",
    );
    expect(errors).toEqual([]);
    const parts = message?.parts ?? [];
    expect(parts[0]?.type).toBe("data-assessment");
    const assessment = (parts[0] as { data: any }).data;
    expect(assessment).toMatchObject({
      path: "delegate",
      tier: "rules",
      assessment: {
        complexity: "molecule",
        action: "delegate",
        target_agent_name: "mail-assistant",
      },
    });
    expect(assessment.tools[0]).toBe("GMAIL_SEND_EMAIL");
    const run = parts.find((p) => p.type === "data-run") as
      | { data: { run_id: string; status: string } }
      | undefined;
    expect(run?.data.run_id).toMatch(/^run_[0-9a-f]{32}$/);
    expect(run?.data.status).toBe("succeeded");
    expect(textOf(message)).toContain("mail-assistant");
    const tool = parts.find((p) => p.type === "dynamic-tool") as
      | { toolName: string; state: string; output: unknown }
      | undefined;
    expect(tool).toMatchObject({ toolName: "GMAIL_SEND_EMAIL", state: "output-available" });
  });

  it("sets headers, numbers run events as SSE ids and ends with a finish", async () => {
    const ws = await workspace();
    const res = await postChat(ws.api_key, chatBody("open a jira ticket for the login bug"));
    expect(res.headers.get("x-run-id")).toMatch(/^run_/);
    expect(res.headers.get("x-assess-complexity")).toBe("molecule");
    const chat = await readChat(res);
    const ids = [...chat.text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(ids.length).toBeGreaterThan(3);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBe(1);
    expect(chat.chunks.at(-1)).toMatchObject({ type: "finish", finishReason: "stop" });
    expect(chat.errors).toEqual([]);
  });

  it("sends organ/organism work down the same run path, as a workflow", async () => {
    const ws = await workspace();
    const chat = await readChat(
      await postChat(
        ws.api_key,
        chatBody("refactor auth across all services and open a PR in every repository"),
      ),
    );
    expect(dataPart(chat.chunks, "data-assessment")[0]).toMatchObject({
      path: "workflow",
      assessment: { complexity: "organism", action: "workflow" },
    });
    expect(chat.textOf().length).toBeGreaterThan(0);
    expect(dataPart(chat.chunks, "data-run").at(-1)).toMatchObject({ status: "succeeded" });
  });

  it("skips assessment for a named agent and for an admin-scoped key", async () => {
    const ws = await workspace();
    const agents = (await admin(`/admin/workspaces/${ws.id}/agents`)).json.agents as {
      id: string;
      name: string;
    }[];
    const devops = agents.find((a) => a.name === "devops-engineer");
    const named = await readChat(
      await postChat(ws.api_key, chatBody("hi", [], { agent_id: devops?.id })),
    );
    expect(dataPart(named.chunks, "data-assessment")[0]).toMatchObject({
      path: "explicit-agent",
      tier: "skipped",
      assessment: null,
    });
    expect(named.textOf()).toContain("devops-engineer");

    const adminKey = (await admin(`/admin/workspaces/${ws.id}/keys`, { body: { scope: "admin" } }))
      .json.api_key;
    const res = await postChat(adminKey, chatBody("hello"));
    expect(res.headers.get("x-assess-tier")).toBe("skipped");
    expect(dataPart((await readChat(res)).chunks, "data-assessment")[0]).toMatchObject({
      path: "explicit-agent",
    });
  });

  it("answers an unknown or inactive named agent with a JSON error", async () => {
    const ws = await workspace();
    const res = await postChat(ws.api_key, chatBody("do it", [], { agent_id: "agent_nope" }));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("forwards the conversation, the chosen tools and the assessment to the origin", async () => {
    const ws = await workspace();
    const history = [
      { role: "user" as const, content: "draft a note to Dana about the launch" },
      {
        role: "assistant" as const,
        content: "Here's a draft: launch moved to Friday. Want me to send it by email?",
      },
    ];
    const chat = await readChat(await postChat(ws.api_key, chatBody("yes please", history)));
    const [assessment] = dataPart(chat.chunks, "data-assessment");
    expect(assessment.assessment).toMatchObject({ complexity: "cell", needs_memory: true });
    expect(assessment.signals.map((s: { name: string }) => s.name)).toContain(
      "conversation:continues_proposed_work",
    );
    expect(chat.textOf()).toContain("yes please");
  });
});
