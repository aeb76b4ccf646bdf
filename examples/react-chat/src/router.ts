import { DefaultChatTransport, type UIMessage } from "ai";

/** The router's URL; the page talks to it directly, with a client token. */
export const ROUTER_URL = import.meta.env.VITE_ROUTER_URL || "http://127.0.0.1:8787";

/** The `data-assessment` part: why the router sent the message where it went. */
export interface Assessment {
  path: "atom-template" | "atom-model" | "atom-origin" | "delegate" | "workflow" | "explicit-agent";
  tier: string;
  decision_id?: string;
  assessment: { complexity: string; action: string; reasoning: string; confidence: number } | null;
  tools: string[];
}

/** A `data-workflow-update` part, one per stage (`plan`, `stage-1`, …), updated in place by its id. */
export interface WorkflowUpdate {
  stage: string;
  status: string;
  step?: string;
}

/** `message.metadata`: set on start, completed on finish. */
export interface RouterMetadata {
  path?: string;
  tier?: string;
  complexity?: string | null;
  run_id?: string | null;
  usage?: { input_tokens: number; output_tokens: number } | null;
  timings?: { assess_ms?: number; total_ms?: number };
}

export type RouterMessage = UIMessage<
  RouterMetadata,
  {
    assessment: Assessment;
    "workflow-update": WorkflowUpdate;
    run: { run_id: string; status: string };
    progress: { step: string };
  }
>;

let cached: { token: string; expiresAt: number } | null = null;

/**
 * A client token from your server (`/api/client-token`, see vite.config.ts),
 * reused until a minute before it expires. The workspace key stays on the server.
 */
async function clientToken(): Promise<string> {
  if (cached && cached.expiresAt - Date.now() > 60_000) return cached.token;
  const res = await fetch("/api/client-token", { method: "POST" });
  if (!res.ok) throw new Error(`Could not get a client token (${res.status}).`);
  const { token, expires_at } = (await res.json()) as { token: string; expires_at: string };
  cached = { token, expiresAt: Date.parse(expires_at) };
  return token;
}

/**
 * `POST /v1/chat` to send; `GET /v1/chat/{id}/stream` to resume (the transport's
 * default resume URL), both with the client token.
 */
export const transport = new DefaultChatTransport<RouterMessage>({
  api: `${ROUTER_URL}/v1/chat`,
  headers: async () => ({ authorization: `Bearer ${await clientToken()}` }),
});
