import { describe, expect, it } from "vitest";
import { COMPLEXITY_LEVELS } from "../../src/assess/schema";
import { decodeDecisionId, encodeDecisionId } from "../../src/decisions/decision-id";

const SECRET = "unit-test-secret";
const hexDigits = "0123456789abcdef";
const oldStyleId = () =>
  `dec_${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("")}`;

describe("decision id codec", () => {
  it("keeps the dec_ + 24 hex shape: 14 random, the level's index, 9 MAC", async () => {
    const id = await encodeDecisionId(SECRET, "ws_1", "cell", "0123456789abcd");
    expect(id).toMatch(/^dec_[0-9a-f]{24}$/);
    expect(id.slice(4, 18)).toBe("0123456789abcd");
    expect(id[18]).toBe("2");
    expect(await encodeDecisionId(SECRET, "ws_1", "cell", "0123456789abcd")).toBe(id);
    expect(await encodeDecisionId(SECRET, "ws_1", "cell")).not.toBe(
      await encodeDecisionId(SECRET, "ws_1", "cell"),
    );
  });

  it("gives back every level, for its workspace and secret only", async () => {
    for (const level of COMPLEXITY_LEVELS) {
      const id = await encodeDecisionId(SECRET, "ws_1", level);
      expect(await decodeDecisionId(SECRET, "ws_1", id)).toBe(level);
      expect(await decodeDecisionId(SECRET, "ws_2", id)).toBeNull();
      expect(await decodeDecisionId("another-secret", "ws_1", id)).toBeNull();
    }
  });

  it("refuses an id with any one hex changed, the level digit included", async () => {
    const id = await encodeDecisionId(SECRET, "ws_1", "molecule");
    for (let i = 4; i < id.length; i++) {
      for (const digit of hexDigits) {
        if (digit === id[i]) continue;
        const changed = `${id.slice(0, i)}${digit}${id.slice(i + 1)}`;
        expect(await decodeDecisionId(SECRET, "ws_1", changed), changed).toBeNull();
      }
    }
  });

  it("refuses old random ids and other shapes", async () => {
    for (let i = 0; i < 500; i++)
      expect(await decodeDecisionId(SECRET, "ws_1", oldStyleId())).toBeNull();
    const id = await encodeDecisionId(SECRET, "ws_1", "atom");
    for (const bad of [id.toUpperCase(), `${id}0`, id.slice(0, -1), id.replace("dec_", "run_"), ""])
      expect(await decodeDecisionId(SECRET, "ws_1", bad)).toBeNull();
  });

  it("does not let the workspace id run into the signed fields", async () => {
    // The message is random + level first (fixed length), then the workspace.
    const a = await encodeDecisionId(SECRET, "ws_1", "atom", "00000000000000");
    expect(await decodeDecisionId(SECRET, "ws_10", a)).toBeNull();
    expect(await decodeDecisionId(SECRET, "ws_", a)).toBeNull();
  });
});
