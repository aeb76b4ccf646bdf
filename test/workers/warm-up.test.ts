import { describe, expect, it } from "vitest";
import { screenCounts } from "../../src/assess/any-of";
import { assessVia } from "./app-helpers";
import { newWorkspace } from "./helpers";

/**
 * In workerd, after an isolate's first assessed message, `waitUntil` compiles
 * tier 1's joined screens (services/warm-up.ts) with timers between the steps;
 * the request's execution context stays open until it is done.
 */
describe("tier-1 warm-up", () => {
  it("leaves every screen warm once the first message's waitUntil work is done", async () => {
    const ws = await newWorkspace();
    const first = await assessVia(ws.api_key, "hey, can you send the Q3 report to Dana?");
    expect(first.status).toBe(200);
    const { total, warm } = screenCounts();
    expect(total).toBeGreaterThan(10);
    expect(warm).toBe(total);
    // Warm or not, the same message gets the same answer.
    const again = await assessVia(ws.api_key, "hey, can you send the Q3 report to Dana?");
    expect(again.json.complexity).toBe(first.json.complexity);
    expect(again.json.signals).toEqual(first.json.signals);
  });
});
