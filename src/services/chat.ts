import type { Context } from "hono";
import type { AssessResponse } from "../assess/schema";
import { atomKinds, modelAtom, templateReply } from "../chat/atom";
import type { Trimmed, Turn } from "../chat/conversation";
import {
  newRunId,
  type RunSpec,
  recentChatRun,
  runStub,
  singleStage,
  startRun,
} from "../chat/delegate";
import { chatTask, planLine } from "../chat/workflow";
import { latestChatRun } from "../db/runs";
import type { AppEnv } from "../env";
import { classifierModel } from "../llm/providers";
import { budgetFromDecision, stagesFromDecision } from "../runs/plan";
import type { AssessmentPart, ChatEvent, SequencedEvent } from "../stream/events";
import { fromEvents, ndjsonEvents } from "../stream/sources";
import { loadWorkspace, type WorkspaceContext } from "../workspace/context";
import { assessForWorkspace } from "./assessor";
import { recordDecision, signDecision } from "./decisions";
import { planForWorkspace } from "./delegation";

/** Attempts per stage of a chat workflow: a failing stage is retried with backoff before the run fails. */
const WORKFLOW_STAGE_ATTEMPTS = 3;

/** One chat turn to answer, whatever API it came through. */
export interface ChatTurn {
  /** The `useChat` chat id, so the chat's active run can be resumed; null for the OpenAI API. */
  chatId: string | null;
  /** The end user a client token was minted for, if any. */
  userId: string | null;
  latest: string;
  history: Turn[];
  trimmed: Trimmed | null;
  /** Picks a template reply deterministically per chat and turn. */
  seed: string;
}

/** What a front end needs to know about the answer before its first byte. */
export interface ChatStart {
  path: AssessmentPart["path"];
  tier: AssessmentPart["tier"];
  complexity: string | null;
  run_id: string | null;
  chat_id: string | null;
  /** Names the assessment for POST /v1/feedback and the stats; null when none was made. */
  decision_id: string | null;
  trimmed: Trimmed | null;
  timings: { assess_ms: number };
}

/** The answer: its events (known up front for a templated atom, otherwise live) and what it is. */
export interface ChatReply {
  start: ChatStart;
  headers: Record<string, string>;
  messageId: string;
  events: readonly SequencedEvent[] | ReadableStream<SequencedEvent>;
}

type Agent = WorkspaceContext["catalog"]["agents"][number];

/**
 * Answers a chat turn: assessment first; atoms here (a template, or the
 * workspace's model), delegated work and workflows as a run in its Durable
 * Object. Both `/v1/chat` and `/v1/chat/completions` go through this.
 *
 * @example
 * const reply = await answerTurn(c, { chatId: "c1", userId: null, latest: "hi", history: [], trimmed: null, seed: "c1:1" });
 * reply.start.path; // "atom-template"
 */
export async function answerTurn(c: Context<AppEnv>, turn: ChatTurn): Promise<ChatReply> {
  const began = Date.now();
  const workspace = await loadWorkspace(c.env.DB, c.var.auth.workspaceId, c.var.auth.configVersion);
  const result = await assessForWorkspace(c, { message: turn.latest, history: turn.history });
  const { assessment } = result;
  const assessMs = Date.now() - began;
  const headers = { "x-assess-tier": result.tier, "x-assess-complexity": assessment.complexity };
  // One decision record per assessment, made once the path is known (services/decisions.ts);
  // its signed id is minted here so the paths below can name it synchronously.
  const decisionId = await signDecision(c, result);
  let recorded = false;
  const decide = (path: AssessmentPart["path"], runId: string | null): string => {
    if (!recorded) recordDecision(c, decisionId, result, { path, runId, text: turn.latest });
    recorded = true;
    return decisionId;
  };
  const start = (path: AssessmentPart["path"], runId: string | null): ChatStart => ({
    path,
    tier: result.tier,
    complexity: assessment.complexity,
    run_id: runId,
    chat_id: turn.chatId,
    decision_id: decide(path, runId),
    trimmed: turn.trimmed,
    timings: { assess_ms: assessMs },
  });

  const opening: TurnOpening = { start, headers, decide };
  if (assessment.complexity === "atom")
    return (
      atomReply(c, workspace, turn, result, opening) ?? lightDelegation(c, turn, result, opening)
    );
  return delegatedReply(c, workspace, turn, result, opening);
}

/** How a path names its decision and opens its reply, built once per turn by `answerTurn`. */
interface TurnOpening {
  start: (path: AssessmentPart["path"], runId: string | null) => ChatStart;
  headers: Record<string, string>;
  decide: (path: AssessmentPart["path"], runId: string | null) => string;
}

/** The event every reply opens with: the decision, its path and the tools offered. */
function assessmentEvent(
  path: AssessmentPart["path"],
  decisionId: string,
  result: AssessResponse,
  tools: string[] = result.tools,
): ChatEvent {
  return {
    type: "assessment",
    data: {
      path,
      decision_id: decisionId,
      tier: result.tier,
      assessment: result.assessment,
      signals: result.signals,
      tools,
    },
  };
}

/** Work: one agent's run, or a workflow's, in the run's Durable Object. */
async function delegatedReply(
  c: Context<AppEnv>,
  workspace: WorkspaceContext,
  turn: ChatTurn,
  result: AssessResponse,
  { start, headers, decide }: TurnOpening,
): Promise<ChatReply> {
  const { assessment } = result;
  const runId = await newRunId();
  const lead =
    assessment.target_agent_id && assessment.target_agent_name
      ? { id: assessment.target_agent_id, name: assessment.target_agent_name }
      : null;
  const origin = {
    agent: lead,
    tools: result.tools,
    assessment,
    messages: [...turn.history, { role: "user" as const, content: turn.latest }],
    stage: null,
  };
  const path = assessment.action === "workflow" ? "workflow" : "delegate";
  const opening = assessmentEvent(path, decide(path, runId), result);
  const spec: RunSpec =
    path === "delegate"
      ? {
          id: runId,
          source: "chat",
          opening: [opening],
          origin,
          ...singleStage(lead),
          ...owner(turn),
        }
      : await workflowSpec(c, workspace, turn, runId, opening, origin, lead);
  const events = startRun(c, spec);
  return {
    start: start(path, runId),
    headers: { ...headers, "x-run-id": runId },
    messageId: runId,
    events,
  };
}

/**
 * Small talk that needs a model's answer where the workspace has none: the
 * origin answers it as a light delegation (no agent, no tools, no earlier
 * turns), so the user gets an answer, never a refusal.
 */
async function lightDelegation(
  c: Context<AppEnv>,
  turn: ChatTurn,
  result: AssessResponse,
  { start, headers, decide }: TurnOpening,
): Promise<ChatReply> {
  const runId = await newRunId();
  const opening = assessmentEvent("atom-origin", decide("atom-origin", runId), result, []);
  const events = startRun(c, {
    id: runId,
    source: "chat",
    opening: [opening],
    origin: {
      agent: null,
      tools: [],
      assessment: result.assessment,
      messages: [{ role: "user", content: turn.latest }],
      stage: null,
    },
    ...singleStage(null),
    ...owner(turn),
  });
  return {
    start: start("atom-origin", runId),
    headers: { ...headers, "x-run-id": runId },
    messageId: runId,
    events,
  };
}

/** The workspace's model for small talk, or null when it has none here. */
function atomModel(c: Context<AppEnv>, workspace: WorkspaceContext) {
  try {
    return classifierModel(workspace.settings.classifier, c.env);
  } catch (error) {
    console.warn(JSON.stringify({ msg: "atom model unavailable", error: String(error) }));
    return null;
  }
}

/**
 * An atom: a template when one fits (no model call), otherwise the workspace's
 * model; null when it has none (the origin answers instead).
 */
function atomReply(
  c: Context<AppEnv>,
  workspace: WorkspaceContext,
  turn: ChatTurn,
  result: AssessResponse,
  { start, headers, decide }: TurnOpening,
): ChatReply | null {
  const template = templateReply(
    atomKinds(result.signals),
    workspace.settings.atom_templates,
    turn.seed,
  );
  const model = template ? null : atomModel(c, workspace);
  if (!template && !model) return null;
  const path = template ? "atom-template" : "atom-model";
  const opening = assessmentEvent(path, decide(path, null), result);
  const messageId = `msg_${c.get("requestId")}`;
  if (template) {
    const events: ChatEvent[] = [
      opening,
      { type: "text", delta: template },
      { type: "finish", reason: "stop", usage: { input_tokens: 0, output_tokens: 0 } },
    ];
    return {
      start: start(path, null),
      headers,
      messageId,
      events: events.map((event) => ({ seq: 0, event })),
    };
  }
  if (!model) throw new Error("unreachable: an atom without a template has a model here");
  const live = modelAtom(model, turn.history, turn.latest, c.req.raw.signal);
  return {
    start: start(path, null),
    headers,
    messageId,
    events: fromEvents(withOpening(opening, live)),
  };
}

/**
 * Organ and organism work: the delegation gate picks the stages under the
 * workspace's policy, and the chat shows the plan first, whatever it is.
 */
async function workflowSpec(
  c: Context<AppEnv>,
  workspace: WorkspaceContext,
  turn: ChatTurn,
  runId: string,
  opening: ChatEvent,
  origin: RunSpec["origin"],
  lead: { id: string; name: string } | null,
): Promise<RunSpec> {
  const decision = await planForWorkspace(c, chatTask(runId, turn.latest, turn.history));
  const blocked = decision.runnable
    ? null
    : `${decision.handoff?.reason ?? "The plan cannot run."} ${(decision.handoff?.blockers ?? []).join("; ")}`.trim();
  const plan: ChatEvent = {
    type: "workflow-update",
    data: {
      id: "plan",
      stage: "plan",
      status: blocked ? "blocked" : "complete",
      step: planLine(decision),
    },
  };
  return {
    id: runId,
    source: "chat",
    opening: [
      opening,
      plan,
      ...(blocked
        ? [
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
    ...owner(turn),
  };
}

/**
 * The explicit-agent path: a named agent (or none, for an admin-scoped key)
 * skips assessment and gets the whole conversation as one delegated run.
 */
export async function delegateToAgent(
  c: Context<AppEnv>,
  turn: ChatTurn,
  agent: Agent | null,
): Promise<ChatReply> {
  const workspace = await loadWorkspace(c.env.DB, c.var.auth.workspaceId, c.var.auth.configVersion);
  const tools = workspace.catalog
    .rankTools({ text: turn.latest, core: workspace.settings.core_tools })
    .map((t) => t.name);
  const runId = await newRunId();
  const target = agent ? { id: agent.id, name: agent.name } : null;
  const part: AssessmentPart = {
    path: "explicit-agent",
    tier: "skipped",
    assessment: null,
    signals: [],
    tools,
  };
  const events = startRun(c, {
    id: runId,
    source: "chat",
    opening: [{ type: "assessment", data: part }],
    origin: {
      agent: target,
      tools,
      assessment: null,
      messages: [...turn.history, { role: "user", content: turn.latest }],
      stage: null,
    },
    ...singleStage(target),
    ...owner(turn),
  });
  return {
    start: {
      path: "explicit-agent",
      tier: "skipped",
      complexity: null,
      run_id: runId,
      chat_id: turn.chatId,
      decision_id: null,
      trimmed: turn.trimmed,
      timings: { assess_ms: 0 },
    },
    headers: { "x-assess-tier": "skipped", "x-run-id": runId },
    messageId: runId,
    events,
  };
}

/** A workspace's agent by id or name; null when there is none. */
export async function findAgent(c: Context<AppEnv>, ref: string): Promise<Agent | null> {
  const workspace = await loadWorkspace(c.env.DB, c.var.auth.workspaceId, c.var.auth.configVersion);
  return workspace.catalog.agents.find((a) => a.id === ref || a.name === ref) ?? null;
}

/** Who the run belongs to, so the chat's resume route can find it. */
function owner(turn: ChatTurn): Pick<RunSpec, "chat_id" | "user_id"> {
  return { chat_id: turn.chatId, user_id: turn.userId };
}

async function* withOpening(
  first: ChatEvent,
  rest: AsyncIterable<ChatEvent>,
): AsyncGenerator<ChatEvent> {
  yield first;
  yield* rest;
}

/**
 * The active run of a `useChat` chat, from its start, for the AI SDK's resume
 * convention; null when the chat has none running. A client token sees only its
 * own end user's chats.
 *
 * @example
 * const active = await activeChatRun(c, "chat_1"); // null → 204
 */
export async function activeChatRun(
  c: Context<AppEnv>,
  chatId: string,
): Promise<{ runId: string; createdAt: string; events: ReadableStream<SequencedEvent> } | null> {
  const auth = c.var.auth;
  const userId = auth.userId ?? null;
  // A run this isolate started is found without D1, even before its index row lands.
  const recent = recentChatRun(auth.workspaceId, userId, chatId);
  if (recent) {
    const found = await liveChatRun(c, recent);
    if (found) return found;
  }
  const row = await latestChatRun(c.env.DB, auth.workspaceId, chatId, userId);
  if (!row || row.id === recent) return null;
  return liveChatRun(c, row.id);
}

/** The run's events from its start, when it is still running and the caller's workspace's. */
async function liveChatRun(
  c: Context<AppEnv>,
  runId: string,
): Promise<{ runId: string; createdAt: string; events: ReadableStream<SequencedEvent> } | null> {
  const stub = runStub(c.env, runId);
  // The index may lag; the run's own object is authoritative (and fails an orphaned stage first).
  const run = await stub.get();
  if (run?.status !== "running" || run.workspace_id !== c.var.auth.workspaceId) return null;
  const log = await stub.read(0);
  return {
    runId,
    createdAt: run.created_at,
    events: log.pipeThrough(new TextDecoderStream()).pipeThrough(ndjsonEvents()),
  };
}
