import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { atomKinds, modelAtom, templateReply } from "../../chat/atom";
import { readConversation, type Turn } from "../../chat/conversation";
import { newRunId, singleStage, startRun } from "../../chat/delegate";
import { encodeResponse, requestedProtocol, streamResponse } from "../../chat/respond";
import { chatTask } from "../../chat/workflow";
import type { AppEnv } from "../../env";
import { AppError } from "../../errors";
import { budgetFromDecision, stagesFromDecision } from "../../runs/plan";
import { ChatRequest } from "../../schemas/chat";
import { errorResponses } from "../../schemas/common";
import { assessForWorkspace } from "../../services/assessor";
import { recordDecision } from "../../services/decisions";
import { planForWorkspace } from "../../services/delegation";
import type { AssessmentPart, ChatEvent } from "../../stream/events";
import { fromEvents } from "../../stream/sources";
import { loadWorkspace, type WorkspaceContext } from "../../workspace/context";

/** Attempts per stage of a chat workflow: a failing stage is retried with backoff before the run fails. */
const WORKFLOW_STAGE_ATTEMPTS = 3;

const route = createRoute({
  method: "post",
  path: "/v1/chat",
  summary: "Chat: the body `useChat` sends; the answer is an AI SDK UI message stream.",
  description: [
    "The stream opens with a `data-assessment` part (path, tier, assessment, signals, tools). Atoms are answered",
    "here (templates for greetings, thanks and goodbyes; the workspace's model for other small talk); everything else",
    "is a run that a Durable Object forwards to the origin, with a `data-run` part carrying the run id for",
    "`GET /v1/runs/{id}/stream`. `?protocol=data` (or `x-stream-protocol: data`) answers in the AI SDK 4 data stream.",
  ].join(" "),
  security: [{ workspaceKey: [] }],
  request: {
    query: z.object({ protocol: z.enum(["ui", "data"]).optional() }),
    body: { required: true, content: { "application/json": { schema: ChatRequest } } },
  },
  responses: {
    200: {
      description:
        "An SSE UI message stream (`x-vercel-ai-ui-message-stream: v1`), or the AI SDK 4 data stream.",
      content: { "text/event-stream": { schema: z.string() } },
    },
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const body = c.req.valid("json");
    const { latest, history } = readConversation(body);
    const auth = c.var.auth;
    const workspace = await loadWorkspace(c.env.DB, auth.workspaceId, auth.configVersion);
    const protocol = requestedProtocol(c);

    if (body.agent_id || auth.scope === "admin") {
      return explicitAgent(c, workspace, body.agent_id, latest, history, protocol);
    }

    const result = await assessForWorkspace(c, { message: latest, history });
    const { assessment } = result;
    const headers = { "x-assess-tier": result.tier, "x-assess-complexity": assessment.complexity };
    if (assessment.complexity === "atom") {
      const template = templateReply(
        atomKinds(result.signals),
        workspace.settings.atom_templates,
        `${body.id}:${body.messages.length}`,
      );
      const part = partFor(c, result, template ? "atom-template" : "atom-model", latest);
      const options = { protocol, messageId: `msg_${c.get("requestId")}`, headers };
      if (template) {
        const reply: ChatEvent[] = [
          { type: "assessment", data: part },
          { type: "text", delta: template },
          { type: "finish", reason: "stop" },
        ];
        return encodeResponse(
          reply.map((event) => ({ seq: 0, event })),
          options,
        );
      }
      const live = withOpening(
        { type: "assessment", data: part },
        modelAtom(c.env, workspace.settings, history, latest, c.req.raw.signal),
      );
      return streamResponse(fromEvents(live), options);
    }

    const runId = newRunId();
    const lead =
      assessment.target_agent_id && assessment.target_agent_name
        ? { id: assessment.target_agent_id, name: assessment.target_agent_name }
        : null;
    const origin = {
      agent: lead,
      tools: result.tools,
      assessment,
      messages: [...history, { role: "user" as const, content: latest }],
      stage: null,
    };
    if (assessment.action !== "workflow") {
      const part = partFor(c, result, "delegate", latest, runId);
      const events = await startRun(c, {
        id: runId,
        source: "chat",
        opening: [{ type: "assessment", data: part }],
        origin,
        ...singleStage(lead),
      });
      return streamResponse(events, {
        protocol,
        messageId: runId,
        headers: { ...headers, "x-run-id": runId },
      });
    }

    // Organ and organism work: the delegation gate picks the stages under the workspace's policy.
    const part = partFor(c, result, "workflow", latest, runId);
    const task = chatTask(runId, latest, history);
    const decision = await planForWorkspace(c, task);
    const blocked = decision.runnable
      ? null
      : `${decision.handoff?.reason ?? "The plan cannot run."} ${(decision.handoff?.blockers ?? []).join("; ")}`.trim();
    const events = await startRun(c, {
      id: runId,
      source: "chat",
      opening: [
        { type: "assessment", data: part },
        ...(blocked
          ? [
              {
                type: "workflow-update" as const,
                data: { stage: "plan", status: "blocked", step: blocked },
              },
              {
                type: "text" as const,
                delta: `I can't run this as a multi-agent workflow: ${blocked}`,
              },
            ]
          : []),
      ],
      origin,
      stages: stagesFromDecision(decision, workspace.catalog.agents, lead),
      drive: "auto",
      max_attempts: WORKFLOW_STAGE_ATTEMPTS,
      budget: budgetFromDecision(decision),
      delegation: decision,
      policy: workspace.settings.policy,
      blocked_reason: blocked,
      task_id: null,
      task: null,
      rerun_of: null,
    });
    return streamResponse(events, {
      protocol,
      messageId: runId,
      headers: { ...headers, "x-run-id": runId },
    });
  });
}

/** The seed's admin path: a named agent (or an admin-scoped key) skips assessment and gets full context. */
async function explicitAgent(
  c: Context<AppEnv>,
  workspace: WorkspaceContext,
  agentId: string | undefined,
  latest: string,
  history: Turn[],
  protocol: ReturnType<typeof requestedProtocol>,
) {
  const agent = agentId
    ? workspace.catalog.agents.find((a) => a.id === agentId || a.name === agentId)
    : undefined;
  if (agentId && !agent)
    throw new AppError(
      "not_found",
      `No agent "${agentId}" in this workspace. List them with GET /v1/workspace/agents.`,
    );
  if (agent && !agent.is_active)
    throw new AppError("validation_failed", `Agent "${agent.name}" is not active.`);
  const tools = workspace.catalog
    .rankTools({ text: latest, core: workspace.settings.core_tools })
    .map((t) => t.name);
  const runId = newRunId();
  const part: AssessmentPart = {
    path: "explicit-agent",
    tier: "skipped",
    assessment: null,
    signals: [],
    tools,
  };
  const events = await startRun(c, {
    id: runId,
    source: "chat",
    opening: [{ type: "assessment", data: part }],
    origin: {
      agent: agent ? { id: agent.id, name: agent.name } : null,
      tools,
      assessment: null,
      messages: [...history, { role: "user", content: latest }],
      stage: null,
    },
    ...singleStage(agent ? { id: agent.id, name: agent.name } : null),
  });
  return streamResponse(events, {
    protocol,
    messageId: runId,
    headers: { "x-assess-tier": "skipped", "x-run-id": runId },
  });
}

/** The `data-assessment` part, recording the decision it describes. */
function partFor(
  c: Context<AppEnv>,
  result: Awaited<ReturnType<typeof assessForWorkspace>>,
  path: AssessmentPart["path"],
  text: string,
  runId: string | null = null,
): AssessmentPart {
  return {
    path,
    decision_id: recordDecision(c, result, { path, runId, text }),
    ...fromResult(result),
  };
}

function fromResult(result: Awaited<ReturnType<typeof assessForWorkspace>>) {
  return {
    tier: result.tier,
    assessment: result.assessment,
    signals: result.signals,
    tools: result.tools,
  };
}

async function* withOpening(
  first: ChatEvent,
  rest: AsyncIterable<ChatEvent>,
): AsyncGenerator<ChatEvent> {
  yield first;
  yield* rest;
}
