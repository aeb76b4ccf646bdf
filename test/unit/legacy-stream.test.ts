import { parseDataStreamPart, processDataStream } from "ai-sdk-ui-utils-v4";
import { describe, expect, it } from "vitest";
import type { ChatEvent, SequencedEvent } from "../../src/stream/events";
import { LEGACY_STREAM_HEADERS, legacyDataStream } from "../../src/stream/legacy";

/** Runs events through the encoder and returns every chunk it emitted. */
async function encode(
  events: ChatEvent[],
  messageId = "msg_1",
  metadata?: Record<string, unknown>,
): Promise<Uint8Array[]> {
  const sequenced: SequencedEvent[] = events.map((event, i) => ({ seq: i + 1, event }));
  const source = new ReadableStream<SequencedEvent>({
    start(controller) {
      for (const e of sequenced) controller.enqueue(e);
      controller.close();
    },
  });
  const chunks: Uint8Array[] = [];
  for await (const chunk of source.pipeThrough(legacyDataStream(messageId, metadata)))
    chunks.push(chunk);
  return chunks;
}

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
}

function lines(chunks: Uint8Array[]): string[] {
  const text = chunks.map((c) => new TextDecoder().decode(c)).join("");
  expect(text.endsWith("\n")).toBe(true);
  return text.slice(0, -1).split("\n");
}

const assessment: ChatEvent = {
  type: "assessment",
  data: {
    path: "delegate",
    tier: "rules",
    assessment: {
      complexity: "molecule",
      action: "delegate",
      reasoning: "Looks up the weather with one tool.",
      confidence: 0.9,
      needs_memory: false,
      needs_multi_agent: false,
      tool_hints: ["search"],
      matched_tools: [],
      target_agent_id: null,
      target_agent_name: null,
    },
    signals: [{ name: "tool_match:WEB_SEARCH", weight: 3 }],
    tools: ["WEB_SEARCH"],
  },
};
const deltas = ['He said "hi"', "\nline two\n", "naïve café — 日本語 🚀", "\\ \t \u2028 end"];
const realistic: ChatEvent[] = [
  assessment,
  { type: "run", data: { run_id: "run_42", status: "running" } },
  ...deltas.map((delta): ChatEvent => ({ type: "text", delta })),
  { type: "tool-call", id: "call_1", name: "WEB_SEARCH", input: { query: "weather in Oslo" } },
  { type: "tool-result", id: "call_1", name: "WEB_SEARCH", output: { hits: [1, 2], top: "yr.no" } },
  { type: "progress", step: "Reading results" },
  { type: "workflow-update", data: { stage: "research", status: "done", step: "search" } },
  { type: "workflow-update", data: { stage: "write", status: "started" } },
  { type: "finish", reason: "stop", usage: { input_tokens: 120, output_tokens: 34 } },
];

describe("legacy data stream (AI SDK 4)", () => {
  it("sends the headers AI SDK 4 servers send", () => {
    expect(LEGACY_STREAM_HEADERS).toEqual({
      "content-type": "text/plain; charset=utf-8",
      "x-vercel-ai-data-stream": "v1",
      "cache-control": "no-cache",
    });
  });

  it("round-trips a realistic sequence through AI SDK 4's processDataStream", async () => {
    const seen: string[] = [];
    let text = "";
    const data: unknown[] = [];
    const calls: unknown[] = [];
    const results: unknown[] = [];
    const steps: unknown[] = [];
    const finishes: unknown[] = [];
    const starts: unknown[] = [];

    await processDataStream({
      stream: streamOf(await encode(realistic)),
      onStartStepPart: (v) => {
        seen.push("start_step");
        starts.push(v);
      },
      onTextPart: (v) => {
        seen.push("text");
        text += v;
      },
      onDataPart: (v) => {
        seen.push("data");
        data.push(...v);
      },
      onToolCallPart: (v) => {
        seen.push("tool_call");
        calls.push(v);
      },
      onToolResultPart: (v) => {
        seen.push("tool_result");
        results.push(v);
      },
      onFinishStepPart: (v) => {
        seen.push("finish_step");
        steps.push(v);
      },
      onFinishMessagePart: (v) => {
        seen.push("finish_message");
        finishes.push(v);
      },
      onErrorPart: () => {
        seen.push("error");
      },
    });

    expect(seen).toEqual([
      "start_step",
      "data",
      "data",
      ...deltas.map(() => "text"),
      "tool_call",
      "tool_result",
      "data",
      "data",
      "data",
      "finish_step",
      "finish_message",
    ]);
    expect(starts).toEqual([{ messageId: "msg_1" }]);
    expect(text).toBe(deltas.join(""));
    expect(data).toEqual([
      { type: "assessment", ...assessment.data },
      { type: "run", run_id: "run_42", status: "running" },
      { type: "progress", step: "Reading results" },
      { type: "workflow-update", stage: "research", status: "done", step: "search" },
      { type: "workflow-update", stage: "write", status: "started" },
    ]);
    expect(data[4]).not.toHaveProperty("step");
    expect(calls).toEqual([
      { toolCallId: "call_1", toolName: "WEB_SEARCH", args: { query: "weather in Oslo" } },
    ]);
    expect(results).toEqual([{ toolCallId: "call_1", result: { hits: [1, 2], top: "yr.no" } }]);
    const usage = { promptTokens: 120, completionTokens: 34 };
    expect(steps).toEqual([{ finishReason: "stop", usage, isContinued: false }]);
    expect(finishes).toEqual([{ finishReason: "stop", usage }]);
  });

  it("writes exactly the AI SDK 4 codes, start step first", async () => {
    const codes = lines(await encode(realistic)).map((l) => l.slice(0, l.indexOf(":")));
    expect(codes).toEqual([
      ...["f", "2", "2", "0", "0", "0", "0", "9", "a", "2", "2", "2"],
      ...["8", "e", "d"],
    ]);
  });

  it("carries the message metadata as a `metadata` annotation: on start, and complete before the finish", async () => {
    const annotations: unknown[] = [];
    await processDataStream({
      stream: streamOf(await encode(realistic, "run_42", { chat_id: "chat_1", run_id: "run_42" })),
      onMessageAnnotationsPart: (v) => {
        annotations.push(...v);
      },
    });
    expect(annotations).toHaveLength(2);
    expect(annotations[0]).toEqual({ type: "metadata", chat_id: "chat_1", run_id: "run_42" });
    expect(annotations[1]).toMatchObject({
      type: "metadata",
      chat_id: "chat_1",
      run_id: "run_42",
      run_status: "running",
      path: "delegate",
      tier: "rules",
      complexity: "molecule",
      usage: { input_tokens: 120, output_tokens: 34 },
      timings: { total_ms: expect.any(Number) },
    });
    // Without metadata from the caller, only the finish carries it.
    const codes = lines(
      await encode([{ type: "text", delta: "hi" }, realistic.at(-1) as ChatEvent]),
    );
    expect(codes.map((l) => l.slice(0, 2))).toEqual(["f:", "0:", "8:", "e:", "d:"]);
  });

  it("turns an error event into an error part", async () => {
    const parts = lines(
      await encode([{ type: "error", message: 'upstream "429"\nslow down' }]),
    ).map(parseDataStreamPart);
    expect(parts).toEqual([
      { type: "start_step", value: { messageId: "msg_1" } },
      { type: "error", value: 'upstream "429"\nslow down' },
    ]);
  });

  it("produces no bytes for no events", async () => {
    expect(await encode([])).toEqual([]);
  });

  it("keeps a text delta with newlines and quotes on one line", async () => {
    const delta = 'a "quoted"\nsecond\r\nthird\n';
    const chunks = await encode([{ type: "text", delta }]);
    for (const chunk of chunks) expect(chunk.at(-1)).toBe("\n".charCodeAt(0));
    const out = lines(chunks);
    expect(out).toHaveLength(2);
    expect(out[1]).toBe(`0:${JSON.stringify(delta)}`);
    expect(parseDataStreamPart(out[1] ?? "")).toEqual({ type: "text", value: delta });
  });

  it("leaves usage out when the finish event has none, which the parser accepts", async () => {
    const parts = lines(await encode([{ type: "finish", reason: "length" }])).map(
      parseDataStreamPart,
    );
    expect(parts.slice(2)).toEqual([
      { type: "finish_step", value: { finishReason: "length", isContinued: false } },
      { type: "finish_message", value: { finishReason: "length" } },
    ]);
  });

  it("gives tool parts the keys the parser requires even without input or output", async () => {
    const parts = lines(
      await encode([
        { type: "tool-call", id: "c", name: "NOOP", input: undefined },
        { type: "tool-result", id: "c", name: "NOOP", output: undefined },
      ]),
    ).map(parseDataStreamPart);
    expect(parts.slice(1)).toEqual([
      { type: "tool_call", value: { toolCallId: "c", toolName: "NOOP", args: {} } },
      { type: "tool_result", value: { toolCallId: "c", result: null } },
    ]);
  });
});
