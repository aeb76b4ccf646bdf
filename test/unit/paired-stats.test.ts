import { describe, expect, it } from "vitest";
import { comparePaired, quantile, seededRandom } from "../../scripts/paired-stats";

describe("bench paired comparison", () => {
  it("finds a known shift inside its interval, the same interval every run", () => {
    const random = seededRandom(1);
    // Shared noise per pair (the machine), its own noise per request, +0.05 ms for "on".
    const off: number[] = [];
    const on: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const machine = 10 + 5 * random();
      off.push(machine + random() * 0.5);
      on.push(machine + random() * 0.5 + 0.05);
    }
    const c = comparePaired(on, off, 500);
    expect(c.pairs).toBe(2000);
    expect(c.medianDiffCi[0]).toBeLessThan(0.05);
    expect(c.medianDiffCi[1]).toBeGreaterThan(0.05);
    expect(c.medianDiffCi[1] - c.medianDiffCi[0]).toBeLessThan(0.1);
    // The paired median cancels the shared noise; the difference of p50s does not.
    expect(c.p50DiffCi[1] - c.p50DiffCi[0]).toBeGreaterThan(c.medianDiffCi[1] - c.medianDiffCi[0]);
    expect(comparePaired(on, off, 500)).toEqual(c);
  });

  it("takes the nearest-rank quantile", () => {
    expect(quantile(Float64Array.of(1, 2, 3, 4), 50)).toBe(3);
    expect(quantile(Float64Array.of(1, 2, 3, 4), 100)).toBe(4);
    expect(Number.isNaN(quantile([], 50))).toBe(true);
  });
});
