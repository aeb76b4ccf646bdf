import { describe, expect, it } from "vitest";
import { call, expectError, newWorkspace } from "./helpers";

describe("POST /v1/assess input validation", () => {
  it("answers a valid message in the contract's shape", async () => {
    const ws = await newWorkspace();
    const res = await call("/v1/assess", {
      token: ws.api_key,
      body: { message: "book me a flight to Lisbon" },
    });
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual([
      "assessment",
      "decision_id",
      "signals",
      "tier",
      "tools",
    ]);
    expect(Object.keys(res.json.assessment).sort()).toEqual(
      [
        "action",
        "complexity",
        "confidence",
        "matched_tools",
        "needs_memory",
        "needs_multi_agent",
        "reasoning",
        "target_agent_id",
        "target_agent_name",
        "tool_hints",
      ].sort(),
    );
  });

  it.each([
    ["missing message", {}],
    ["message of the wrong type", { message: 7 }],
    ["null message", { message: null }],
    ["unknown field", { message: "hi", mode: "atom" }],
    ["bad history role", { message: "hi", history: [{ role: "system", content: "x" }] }],
    ["history not an array", { message: "hi", history: "earlier" }],
    [
      "too many history turns",
      {
        message: "hi",
        history: Array.from({ length: 51 }, () => ({ role: "user", content: "x" })),
      },
    ],
    ["message too long", { message: "x".repeat(8001) }],
  ])("rejects %s with 400", async (_case, body) => {
    const ws = await newWorkspace();
    expectError(await call("/v1/assess", { token: ws.api_key, body }), 400, "validation_failed");
  });

  it("rejects malformed JSON with 400", async () => {
    const ws = await newWorkspace();
    const res = await call("/v1/assess", {
      token: ws.api_key,
      method: "POST",
      rawBody: "{message: hi}",
      headers: { "content-type": "application/json" },
    });
    expectError(res, 400, "invalid_json");
  });

  it("rejects a body over 64 KB with 413, with or without Content-Length", async () => {
    const ws = await newWorkspace();
    expectError(
      await call("/v1/assess", { token: ws.api_key, body: { message: "x".repeat(70 * 1024) } }),
      413,
      "payload_too_large",
    );
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 70; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const { exports } = await import("cloudflare:workers");
    const res = await exports.default.fetch("http://router.test/v1/assess", {
      method: "POST",
      headers: {
        authorization: `Bearer ${ws.api_key}`,
        "content-type": "application/json",
        "transfer-encoding": "chunked",
      },
      body: stream,
      // @ts-expect-error: needed by workerd for a streamed request body
      duplex: "half",
    });
    expect(res.status).toBe(413);
  });

  it("checks auth before reading the body", async () => {
    expectError(await call("/v1/assess", { body: { message: "hi" } }), 401, "unauthorized");
  });
});
