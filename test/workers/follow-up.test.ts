import { describe, expect, it } from "vitest";
import { assessVia, fakeAi, type Turn, verdict } from "./app-helpers";
import { admin, newWorkspace } from "./helpers";

/** A model that answers molecule and counts its calls. */
function countingModel() {
  const model = fakeAi(() => verdict("molecule", { reasoning: "model" }), {
    prompt_tokens: 10,
    completion_tokens: 5,
  });
  return { ai: model.binding, calls: () => model.calls.length };
}

/** The assessment of `message` after `history`, through the real app. */
const assessAfter = async (token: string, message: string, history: Turn[], ai?: Ai) =>
  (await assessVia(token, message, ai ? { AI: ai } : {}, history)).json;

async function mailWorkspace() {
  const ws = await newWorkspace();
  await admin(`/admin/workspaces/${ws.id}/tools`, {
    method: "PUT",
    body: [
      {
        name: "GMAIL_SEND_EMAIL",
        description: "Send an email message from Gmail.",
        category: "email",
      },
      {
        name: "GMAIL_CREATE_DRAFT",
        description: "Create an email draft in Gmail.",
        category: "email",
      },
      {
        name: "MEMORY_SAVE",
        description: "Save a fact or preference to memory.",
        category: "memory",
      },
      { name: "MEMORY_SEARCH", description: "Search saved memories.", category: "memory" },
      {
        name: "CALENDAR_CREATE_EVENT",
        description: "Create a calendar event.",
        category: "calendar",
      },
    ],
  });
  await admin(`/admin/workspaces/${ws.id}/agents`, {
    method: "PUT",
    body: [
      { name: "mail-assistant", description: "Drafts, sends and files email.", skills: ["email"] },
      {
        name: "calendar-assistant",
        description: "Schedules meetings and events.",
        skills: ["calendar"],
      },
    ],
  });
  await admin(`/admin/workspaces/${ws.id}/settings`, {
    method: "PUT",
    body: { settings: { classifier: { provider: "workers-ai", timeout_ms: 1500 } } },
  });
  return ws;
}

describe("POST /v1/assess: follow-ups keep their work", () => {
  it("hi → email Dana the Q3 report → yes, send it (after a report): mail agent and tools kept", async () => {
    const ws = await mailWorkspace();
    const model = countingModel();
    const first = await assessAfter(ws.api_key, "hi", [], model.ai);
    expect(first.assessment.complexity).toBe("atom");

    const turn1: Turn[] = [
      { role: "user", content: "hi" },
      { role: "assistant", content: "Hi! How can I help?" },
    ];
    const second = await assessAfter(ws.api_key, "email Dana the Q3 report", turn1, model.ai);
    expect(second.assessment.target_agent_name).toBe("mail-assistant");
    expect(second.tools[0]).toMatch(/^GMAIL_/);

    const turn2: Turn[] = [
      ...turn1,
      { role: "user", content: "email Dana the Q3 report" },
      { role: "assistant", content: "I have prepared the email to Dana." },
    ];
    const third = await assessAfter(ws.api_key, "yes, send it", turn2, model.ai);
    expect(third.tier).toBe("rules");
    expect(third.assessment).toMatchObject({
      action: "delegate",
      target_agent_name: "mail-assistant",
    });
    expect(["molecule", "cell"]).toContain(third.assessment.complexity);
    expect(third.assessment.tool_hints).toContain("email");
    expect(third.tools).toContain("GMAIL_SEND_EMAIL");
    expect(third.tools[0]).not.toBe("MEMORY_SAVE");
    expect(third.signals.map((s: { name: string }) => s.name)).toContain(
      "conversation:continues_work",
    );
    // All three turns were decided by the rules; the model was never asked.
    expect(model.calls()).toBe(0);
  });

  it.each(["do it", "the second one"])(
    "%s after a report continues with the work's tools, not memory's",
    async (reply) => {
      const ws = await mailWorkspace();
      const history: Turn[] = [
        { role: "user", content: "email Dana the Q3 report" },
        { role: "assistant", content: "I have prepared the email to Dana." },
      ];
      const result = await assessAfter(ws.api_key, reply, history);
      expect(result.assessment.target_agent_name).toBe("mail-assistant");
      expect(result.tools[0]).toMatch(/^GMAIL_/);
    },
  );

  it("keeps the cache key right when history changes the answer", async () => {
    const ws = await mailWorkspace();
    const model = countingModel();
    const smallTalk: Turn[] = [
      { role: "user", content: "how was your weekend" },
      { role: "assistant", content: "Quiet, thanks for asking!" },
    ];
    const reported: Turn[] = [
      { role: "user", content: "email Dana the Q3 report" },
      { role: "assistant", content: "I have prepared the email to Dana." },
    ];
    // Alone, "do it" reaches the model, and its verdict is cached.
    expect((await assessAfter(ws.api_key, "do it", [], model.ai)).tier).toBe("model");
    expect((await assessAfter(ws.api_key, "do it", [], model.ai)).tier).toBe("cache");
    // After a request, the rules answer with the request's work, never the cached verdict.
    const followUp = await assessAfter(ws.api_key, "do it", reported, model.ai);
    expect(followUp.tier).toBe("rules");
    expect(followUp.assessment.target_agent_name).toBe("mail-assistant");
    // After small talk the history is part of the key: a miss, then its own hit.
    expect((await assessAfter(ws.api_key, "do it", smallTalk, model.ai)).tier).toBe("model");
    expect((await assessAfter(ws.api_key, "do it", smallTalk, model.ai)).tier).toBe("cache");
    expect(model.calls()).toBe(2);
  });
});

describe("POST /v1/assess: a reply to the assistant's small talk", () => {
  it("is an atom by the rules after small talk, and work after an offer, whatever the model says", async () => {
    const ws = await mailWorkspace();
    // A fooled model: atom to everything. Neither answer may rest on it.
    const fooled = fakeAi(() => verdict("atom", { reasoning: "model" }), {
      prompt_tokens: 10,
      completion_tokens: 5,
    });
    const chatted: Turn[] = [
      { role: "user", content: "long week, finally friday" },
      { role: "assistant", content: "You made it! Any plans for the weekend?" },
    ];
    const offered: Turn[] = [
      { role: "user", content: "long week, finally friday" },
      { role: "assistant", content: "You made it! Want me to email Dana that you're off Monday?" },
    ];
    const reply = "honestly just my couch and a cheesy movie";
    const chat = await assessAfter(ws.api_key, reply, chatted, fooled.binding);
    expect(chat.tier).toBe("rules");
    expect(chat.assessment.complexity).toBe("atom");
    expect(chat.tools).toEqual([]);
    expect(chat.signals.map((s: { name: string }) => s.name)).toContain("conversation:chat_reply");

    const accepted = await assessAfter(ws.api_key, "yes please", offered, fooled.binding);
    expect(accepted.assessment.complexity).not.toBe("atom");
    expect(accepted.signals.map((s: { name: string }) => s.name)).not.toContain(
      "conversation:chat_reply",
    );
    expect(fooled.calls.length).toBe(0);
  });

  it("an answer to the assistant's question that names no tool's domain is decided by the learned tier, with no model call", async () => {
    const ws = await mailWorkspace();
    const model = fakeAi(() => verdict("atom", { reasoning: "model" }), {
      prompt_tokens: 10,
      completion_tokens: 5,
    });
    const asked: Turn[] = [
      { role: "user", content: "long week, finally friday" },
      { role: "assistant", content: "You made it! What's your favourite comfort food?" },
    ];
    const answer = await assessAfter(ws.api_key, "pad thai, obviously", asked, model.binding);
    expect([answer.tier, answer.assessment.complexity]).toEqual(["learned", "atom"]);
    expect(answer.tools).toEqual([]);
    const names = answer.signals.map((s: { name: string }) => s.name);
    expect(names).toEqual(
      expect.arrayContaining(["conversation:answers_question", "learned:no_task_domain"]),
    );
    expect(model.calls.length).toBe(0);
    // A tool's domain in the answer ("lofi beats": music) leaves the level head to read it: work.
    const music = await assessAfter(ws.api_key, "lofi beats", asked, model.binding);
    expect(music.assessment.complexity).not.toBe("atom");
    expect(music.signals.map((s: { name: string }) => s.name)).not.toContain(
      "learned:no_task_domain",
    );
  });

  it("a reply that names nothing of a task but is no small talk alone goes to the model, whose atom then stands", async () => {
    const ws = await mailWorkspace();
    const model = fakeAi(() => verdict("atom", { reasoning: "model" }), {
      prompt_tokens: 10,
      completion_tokens: 5,
    });
    // A remark that asks nothing: the reply answers no question of the assistant's.
    const chatted: Turn[] = [
      { role: "user", content: "long week, finally friday" },
      { role: "assistant", content: "You made it! Comfort food time, I bet." },
    ];
    const after = await assessAfter(ws.api_key, "pad thai, obviously", chatted, model.binding);
    expect(after.tier).toBe("model");
    expect(after.assessment.complexity).toBe("atom");
    const names = after.signals.map((s: { name: string }) => s.name);
    expect(names).toContain("conversation:small_talk_so_far");
    expect(names.some((n: string) => n.startsWith("atom_unconfirmed"))).toBe(false);

    // Alone, the same words on a model's word are no atom: nothing agrees with it.
    const alone = await assessAfter(ws.api_key, "pad thai, obviously", [], model.binding);
    expect(alone.assessment.complexity).not.toBe("atom");
    expect(model.calls.length).toBe(2);
  });
});
