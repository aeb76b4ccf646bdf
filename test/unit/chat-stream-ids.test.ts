import { describe, expect, it } from "vitest";
import { planLine } from "../../src/chat/workflow";
import { signClientToken, verifyClientToken } from "../../src/lib/client-token";
import { ToolCallIds } from "../../src/runs/tool-ids";

describe("ToolCallIds", () => {
  it("makes the origin's per-stage ids unique across stages and attempts, results following their call", () => {
    const seen = new Set<string>();
    for (const [stage, attempt] of [
      [1, 1],
      [2, 1],
      [2, 2],
      [3, 1],
    ] as const) {
      const ids = new ToolCallIds(stage, attempt);
      const call = ids.call("call_1");
      expect(ids.result("call_1")).toBe(call);
      seen.add(call);
    }
    expect(seen.size).toBe(4);
  });

  it("tells apart an id an attempt repeats", () => {
    const ids = new ToolCallIds(1, 1);
    const first = ids.call("call_1");
    expect(ids.result("call_1")).toBe(first);
    const second = ids.call("call_1");
    expect(second).not.toBe(first);
    expect(ids.result("call_1")).toBe(second);
  });
});

describe("planLine", () => {
  const base = {
    primary_path: "direct" as const,
    effective_mode: "auto" as const,
    score: 2,
    threshold: 3,
    roles: [],
    runnable: true,
    handoff: null,
  };
  it.each([
    [base, "direct: score 2 of 3, no specialist needed"],
    [
      { ...base, roles: [{ role: "security-reviewer" }] },
      "direct: score 2 of 3, then required reviews: security-reviewer",
    ],
    [
      {
        ...base,
        primary_path: "workflow" as const,
        score: 5,
        roles: [{ role: "architect" }, { role: "security-reviewer" }],
      },
      "workflow: score 5 of 3, specialists: architect, security-reviewer",
    ],
    [
      { ...base, effective_mode: "direct" as const },
      "direct: score 2 of 3, the workspace's policy is direct, no specialist needed",
    ],
    [
      { ...base, runnable: false, handoff: { reason: "Needs scoping.", blockers: [] } },
      "handoff: Needs scoping.",
    ],
  ])("says the decision and its reason in one line (%#)", (decision, line) => {
    expect(planLine(decision as Parameters<typeof planLine>[0])).toBe(line);
  });
});

describe("client tokens", () => {
  const claims = { w: "ws_1", u: "user-7", s: "chat" as const, e: 2_000 };
  it("verifies its own signature until expiry, and nothing after a secret rotation", async () => {
    const token = await signClientToken("secret-a", claims);
    expect(await verifyClientToken("secret-a", token, 1_999)).toEqual({ ok: true, claims });
    expect(await verifyClientToken("secret-a", token, 2_000)).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(await verifyClientToken("secret-b", token, 1_000)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
  });

  it("rejects malformed tokens without throwing", async () => {
    for (const bad of ["", "ct1.", "ct1.a", "ct1.a.b.c", "ct1.!!.??", "ct1.a.bcdef", "rk_live_x"]) {
      const result = await verifyClientToken("secret-a", bad, 0);
      expect(result.ok, bad).toBe(false);
    }
  });
});
