import type { AssessResponse } from "../assess/schema";

/**
 * What the chat path emits, independent of wire format: the UI message stream
 * (AI SDK 5+) and the legacy data stream (AI SDK 4) are two encodings of it.
 * Delegated runs persist these same events, numbered, so a client can resume.
 */
export type ChatEvent =
  /** Why the message went where it went; always first. */
  | { type: "assessment"; data: AssessmentPart }
  /** The run that carries delegated work, so a client can resume it. */
  | { type: "run"; data: { run_id: string; status: RunStatus } }
  | { type: "text"; delta: string }
  | { type: "tool-call"; id: string; name: string; input: unknown }
  | { type: "tool-result"; id: string; name: string; output: unknown }
  /** A step the origin reports while it works; shown, not kept in the message. */
  | { type: "progress"; step: string }
  /** Multi-agent progress (issue #6). */
  | { type: "workflow-update"; data: WorkflowUpdate }
  | { type: "error"; message: string }
  | { type: "finish"; reason: FinishReason; usage?: Usage; origin_ms?: number };

/** `blocked`: the plan needs the caller (a handoff) before anything runs. */
export type RunStatus = "running" | "blocked" | "succeeded" | "failed" | "cancelled";
export type FinishReason = "stop" | "length" | "error" | "other";

export interface Usage {
  input_tokens: number;
  output_tokens: number;
}

/** The `data-assessment` part: the assessment, tier and signals, and which path was taken. */
export interface AssessmentPart {
  path: "atom-template" | "atom-model" | "atom-origin" | "delegate" | "workflow" | "explicit-agent";
  tier: AssessResponse["tier"] | "skipped";
  /** The recorded decision (absent when assessment was skipped). */
  decision_id?: string;
  assessment: AssessResponse["assessment"] | null;
  signals: AssessResponse["signals"];
  tools: string[];
}

/** An event with its position in a run's log (0 for events outside a run). */
export interface SequencedEvent {
  seq: number;
  event: ChatEvent;
}

/**
 * One stage's progress. `id` names the stage (`plan`, `stage-1`, …) so a client
 * updates its part in place; runs logged before ids existed fall back to `stage`.
 */
export interface WorkflowUpdate {
  id?: string;
  stage: string;
  status: string;
  step?: string;
}
