import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIMITS } from "../../src/limits";
import { callOrigin, OriginFailure, type OriginRequest, parseLine } from "../../src/origin/client";
import { LineSplitter, LineTooLong } from "../../src/origin/lines";
import type { ChatEvent } from "../../src/stream/events";

const encoder = new TextEncoder();
const SEED = 20261130;

/** Cuts bytes at the given offsets (sorted, deduplicated, clamped). */
function cut(bytes: Uint8Array, offsets: number[]): Uint8Array[] {
  const points = [...new Set(offsets.map((o) => o % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    chunks.push(bytes.subarray(start, point));
    start = point;
  }
  return chunks;
}

function split(chunks: Uint8Array[], max = LIMITS.originLineBytes): string[] {
  const splitter = new LineSplitter(max);
  const lines = chunks.flatMap((chunk) => splitter.push(chunk));
  const last = splitter.end();
  return last === null ? lines : [...lines, last];
}

const eventArb: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.record({ type: fc.constant("text"), delta: fc.string({ unit: "grapheme" }) }),
  fc.record({ type: fc.constant("progress"), step: fc.string({ unit: "binary" }) }),
  fc.record({
    type: fc.constant("tool-call"),
    id: fc.string(),
    name: fc.string(),
    input: fc.jsonValue(),
  }),
  fc.record({ type: fc.constant("future-thing"), x: fc.integer() }),
  fc.record({
    type: fc.constant("done"),
    finish_reason: fc.constantFrom("stop", "length"),
    usage: fc.record({ input_tokens: fc.nat(), output_tokens: fc.nat() }),
  }),
);

describe("LineSplitter: any chunking of a byte stream gives the same lines", () => {
  it("matches splitting the whole text at once", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "grapheme" }).map((s) => s.replace(/[\r\n]/g, " "))),
        fc.constantFrom("\n", "\r\n"),
        fc.boolean(),
        fc.array(fc.nat()),
        (lines, eol, trailing, offsets) => {
          const text = lines.join(eol) + (trailing && lines.length > 0 ? eol : "");
          const bytes = encoder.encode(text);
          const whole = split([bytes]);
          expect(split(cut(bytes, offsets))).toEqual(whole);
          // Byte-at-a-time splits multi-byte characters everywhere possible.
          expect(split(cut(bytes, [...bytes.keys()]))).toEqual(whole);
          // A final newline ends the last line; it does not start an empty one.
          const expected = text.split(eol);
          if (expected.at(-1) === "") expected.pop();
          expect(whole).toEqual(expected);
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });

  it("gives the same events for any chunking of an event stream", () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 20 }), fc.array(fc.nat()), (events, offsets) => {
        const bytes = encoder.encode(events.map((e) => `${JSON.stringify(e)}\n`).join(""));
        const parse = (chunks: Uint8Array[]) =>
          split(chunks)
            .filter((l) => l.trim())
            .map(parseLine);
        const whole = parse([bytes]);
        expect(parse(cut(bytes, offsets))).toEqual(whole);
        expect(whole.filter((e) => e !== null)).toHaveLength(
          events.filter((e) => e.type !== "future-thing").length,
        );
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it("refuses a line one byte over the cap under any chunking, and accepts one at the cap", () => {
    const max = 64;
    fc.assert(
      fc.property(fc.array(fc.nat()), (offsets) => {
        const atCap = encoder.encode(`${"a".repeat(max)}\n`);
        expect(split(cut(atCap, offsets), max)).toEqual(["a".repeat(max)]);
        const over = encoder.encode("b".repeat(max + 1));
        expect(() => split(cut(over, offsets), max)).toThrow(LineTooLong);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});

describe("parseLine", () => {
  let logged: string[];
  beforeEach(() => {
    logged = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => logged.push(line));
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ["an array", '[{"type":"text","delta":"hi"}]', /not a JSON object/],
    ["a number", "42", /not a JSON object/],
    ["null", "null", /not a JSON object/],
    ["an object with no type", '{"delta":"secret-123"}', /no string type/],
    ["a text event without delta", '{"type":"text"}', /no string text.delta/],
    ["not JSON", '{"type":"text","delta":"secret-123', /not JSON/],
    [
      "a done with an unknown finish_reason",
      '{"type":"done","finish_reason":"secret-123"}',
      /finish_reason/,
    ],
    [
      "a done with malformed usage",
      '{"type":"done","usage":{"input_tokens":-1,"output_tokens":"secret-123"}}',
      /usage/,
    ],
  ])("refuses %s as a protocol error, keeping the raw line out of the message", (_c, line, why) => {
    let failure: unknown;
    try {
      parseLine(line);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(OriginFailure);
    expect((failure as OriginFailure).kind).toBe("protocol");
    expect((failure as OriginFailure).message).toMatch(why);
    expect((failure as OriginFailure).message).toContain("origin_protocol");
    expect((failure as OriginFailure).message).not.toContain("secret-123");
    expect(logged.join("\n")).toMatch(/origin protocol error/);
  });

  it("ignores an event type it does not know", () => {
    expect(parseLine('{"type":"future-thing","x":1}')).toBeNull();
  });
});

describe("callOrigin reading a stream", () => {
  const request: OriginRequest = {
    protocol: 1,
    run_id: "run_x",
    workspace_id: "ws_x",
    agent: null,
    tools: [],
    assessment: null,
    messages: [{ role: "user", content: "hi" }],
    stage: null,
  };
  const timeouts = { firstByteMs: 2_000, idleMs: 2_000, totalMs: 10_000 };

  async function read(chunks: () => AsyncGenerator<Uint8Array>) {
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for await (const chunk of chunks()) {
          controller.enqueue(chunk);
        }
        controller.close();
      },
    });
    const binding = { fetch: async () => new Response(body) };
    const events: ChatEvent[] = [];
    try {
      for await (const e of callOrigin({ binding, timeouts }, request, { requestId: "r" }))
        events.push(e);
      return { events, error: null };
    } catch (error) {
      return { events, error: error as OriginFailure };
    }
  }

  beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it("stops at once on a line over the cap, long before the line ends", async () => {
    const chunk = encoder.encode("x".repeat(64 * 1024));
    const { error } = await read(async function* () {
      yield encoder.encode('{"type":"text","delta":"ok"}\n');
      // 16 MiB with no newline; the reader must give up after about 1 MiB.
      for (let i = 0; i < 256; i++) yield chunk;
    });
    expect(error?.kind).toBe("protocol");
    expect(error?.message).toMatch(`longer than ${LIMITS.originLineBytes} bytes`);
  });

  it("fails on an array line instead of skipping it", async () => {
    const { events, error } = await read(async function* () {
      yield encoder.encode('{"type":"text","delta":"a"}\n[1,2]\n{"type":"done"}\n');
    });
    expect(events).toEqual([{ type: "text", delta: "a" }]);
    expect(error?.kind).toBe("protocol");
  });

  it("reads a last line without a newline", async () => {
    const { events, error } = await read(async function* () {
      yield encoder.encode('{"type":"text","delta":"a"}\r\n\n{"type":"do');
      yield encoder.encode('ne"}');
    });
    expect(error).toBeNull();
    expect(events).toEqual([
      { type: "text", delta: "a" },
      { type: "finish", reason: "stop" },
    ]);
  });
});
