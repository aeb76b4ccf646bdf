import type { ChatEvent } from "./events";

/**
 * A chat message's metadata (path, tier, complexity, run id, usage, timings),
 * as both stream encoders send it: what the caller knew on start, completed from
 * the events themselves, so a resumed stream describes its message as the live
 * one did. The UI message stream sends it as `messageMetadata`; the AI SDK 4
 * data stream as a `metadata` message annotation.
 *
 * @example
 * const metadata = new MessageMetadata({ run_id: "run_1" });
 * metadata.learn({ type: "finish", reason: "stop" });
 * metadata.value.timings; // { total_ms: … }
 */
export class MessageMetadata {
  readonly value: Record<string, unknown>;

  /** `began`: when the message began, in ms since the epoch (a resumed run's start, not the resume's). */
  constructor(
    initial: Record<string, unknown> = {},
    private readonly began = Date.now(),
  ) {
    this.value = { ...initial };
  }

  learn(event: ChatEvent): void {
    if (event.type === "assessment") {
      this.value.path ??= event.data.path;
      this.value.tier ??= event.data.tier;
      this.value.complexity ??= event.data.assessment?.complexity ?? null;
      if (event.data.decision_id) this.value.decision_id ??= event.data.decision_id;
    } else if (event.type === "run") {
      this.value.run_id = event.data.run_id;
      this.value.run_status = event.data.status;
    } else if (event.type === "finish") {
      this.value.usage = event.usage ?? null;
      const timings = (this.value.timings ?? {}) as Record<string, number>;
      this.value.timings = { ...timings, total_ms: Date.now() - this.began };
    }
  }
}
