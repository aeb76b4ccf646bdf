import type { Context } from "hono";
import { readConversation } from "../chat/conversation";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import type { ChatCompletionRequest } from "../schemas/openai";
import type { SequencedEvent } from "../stream/events";
import { collectCompletion, completionChunks, OPENAI_STREAM_HEADERS } from "../stream/openai";
import { loadWorkspace } from "../workspace/context";
import { answerTurn, type ChatReply, delegateToAgent } from "./chat";

/** The model that routes through assessment; `agent:<name>` names an agent. */
export const AUTO_MODEL = "auto";
const AGENT_PREFIX = "agent:";

/**
 * `GET /v1/models`: `auto`, then one model per active agent of the workspace.
 *
 * @example
 * (await listModels(c)).data[0].id; // "auto"
 */
export async function listModels(c: Context<AppEnv>) {
  const workspace = await loadWorkspace(c.env.DB, c.var.auth.workspaceId, c.var.auth.configVersion);
  const owner = c.var.auth.workspaceName;
  return {
    object: "list" as const,
    data: [
      { id: AUTO_MODEL, object: "model" as const, created: 0, owned_by: "router" },
      ...workspace.catalog.agents
        .filter((a) => a.is_active)
        .map((a) => ({
          id: `${AGENT_PREFIX}${a.name}`,
          object: "model" as const,
          created: 0,
          owned_by: owner,
        })),
    ],
  };
}

/**
 * `POST /v1/chat/completions`: the same routing as `/v1/chat` (atoms at the
 * edge, everything else a run), answered as OpenAI's `chat.completion` or its
 * chunks. The decision travels in headers.
 *
 * @example
 * const res = await completeChat(c, { model: "auto", messages: [{ role: "user", content: "hi" }] });
 */
export async function completeChat(
  c: Context<AppEnv>,
  body: ChatCompletionRequest,
): Promise<Response> {
  const { latest, history, trimmed } = readConversation({
    messages: body.messages
      .filter((m) => m.role === "user" || m.role === "assistant")
      .map((m) => ({ role: m.role as "user" | "assistant", content: textOf(m.content) })),
  });
  const turn = {
    chatId: null,
    userId: null,
    latest,
    history,
    trimmed,
    seed: `completions:${body.messages.length}:${latest.length}`,
  };
  const reply = await route(c, body.model, turn);
  const info = {
    id: `chatcmpl-${(reply.start.run_id ?? c.get("requestId")).replace(/^run_/, "")}`,
    model: body.model,
    created: Math.floor(Date.now() / 1000),
    includeUsage: body.stream_options?.include_usage === true,
  };
  const headers = { ...reply.headers, "x-assess-path": reply.start.path };
  if (body.stream) {
    return new Response(asStream(reply.events).pipeThrough(completionChunks(info)), {
      status: 200,
      headers: { ...OPENAI_STREAM_HEADERS, ...headers },
    });
  }
  const done = await collectCompletion(asIterable(reply.events));
  if (!done.ok) throw new AppError("upstream_error", done.message, { headers });
  const completion = {
    id: info.id,
    object: "chat.completion" as const,
    created: info.created,
    model: body.model,
    choices: [
      {
        index: 0,
        message: { role: "assistant" as const, content: done.text, refusal: null },
        finish_reason: done.finish_reason,
        logprobs: null,
      },
    ],
    usage: done.usage,
  };
  return Response.json(completion, { status: 200, headers });
}

/** `auto` is assessed; `agent:<name>` goes to that active agent; anything else is not a model here. */
async function route(
  c: Context<AppEnv>,
  model: string,
  turn: Parameters<typeof answerTurn>[1],
): Promise<ChatReply> {
  if (model === AUTO_MODEL) return answerTurn(c, turn);
  if (model.startsWith(AGENT_PREFIX)) {
    const name = model.slice(AGENT_PREFIX.length);
    const workspace = await loadWorkspace(
      c.env.DB,
      c.var.auth.workspaceId,
      c.var.auth.configVersion,
    );
    const agent = workspace.catalog.agents.find((a) => a.name === name && a.is_active);
    if (agent) return delegateToAgent(c, turn, agent);
  }
  throw new AppError(
    "model_not_found",
    `The model "${model}" does not exist in this workspace. Use "auto" or one listed by GET /v1/models.`,
  );
}

function textOf(content: ChatCompletionRequest["messages"][number]["content"]): string {
  if (typeof content === "string") return content;
  if (!content) return "";
  return content
    .filter((p) => p.type === "text" && typeof p.text === "string")
    .map((p) => p.text)
    .join("\n");
}

function asStream(events: ChatReply["events"]): ReadableStream<SequencedEvent> {
  if (events instanceof ReadableStream) return events;
  return new ReadableStream({
    start(controller) {
      for (const event of events) controller.enqueue(event);
      controller.close();
    },
  });
}

function asIterable(
  events: ChatReply["events"],
): AsyncIterable<SequencedEvent> | Iterable<SequencedEvent> {
  return events instanceof ReadableStream
    ? (events as unknown as AsyncIterable<SequencedEvent>)
    : events;
}
