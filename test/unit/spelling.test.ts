import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Catalog } from "../../src/catalog/catalog";
import { oneEdit, Spelling } from "../../src/catalog/spelling";

describe("misspelt request words", () => {
  it("finds catalog terms a typo away: dropped, doubled or stray letters and swapped neighbours", () => {
    const spelling = new Spelling(["timer", "receipt", "invoic", "umbrella", "airport", "liter"]);
    expect(spelling.near("timr")).toEqual([]); // shorter than the minimum
    expect(spelling.near("timmer")).toEqual(["timer"]);
    expect(spelling.near("reciept")).toEqual(["receipt"]);
    expect(spelling.near("invioc")).toEqual(["invoic"]);
    expect(spelling.near("umbrela")).toEqual(["umbrella"]);
    expect(spelling.near("airprot")).toEqual(["airport"]);
    expect(spelling.near("lieter")).toEqual(["liter"]);
  });

  it("leaves a word alone when a letter is changed, its first two letters differ, it is the catalog's own, or it has digits", () => {
    const spelling = new Spelling(["light", "power", "timer", "abc12", "stack", "flight", "start"]);
    expect(spelling.near("right")).toEqual([]);
    expect(spelling.near("tower")).toEqual([]);
    expect(spelling.near("stock")).toEqual([]); // a letter changed: another real word
    expect(spelling.near("smart")).toEqual([]);
    expect(spelling.near("fight")).toEqual([]); // second letter differs
    expect(spelling.near("timer")).toEqual([]);
    expect(spelling.near("abc13")).toEqual([]);
  });

  it("gives no guess when too many terms are a typo away", () => {
    expect(new Spelling(["cartoon", "cartons"]).near("cartoons").sort()).toEqual(
      ["cartons", "cartoon"].sort(),
    );
    expect(new Spelling(["cartoon", "cartons", "cartoonsy"]).near("cartoons")).toEqual([]);
  });

  it("agrees with a plain edit distance on every pair it is asked about", () => {
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c"), maxLength: 6 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(oneEdit(a, b)).toBe(a !== b && osa(a, b) === 1);
      }),
      { seed: 7, numRuns: 2000 },
    );
  });

  it("ranks the tool a misspelt word names first, below a correctly spelt one", () => {
    const catalog = new Catalog(
      [
        { name: "CLOCK_START", description: "Starts a countdown timer.", category: null },
        { name: "MAIL_SEND", description: "Sends an email message.", category: null },
      ],
      [],
    );
    expect(catalog.rankTools({ text: "start a timmer for 5 minutes" })[0]?.name).toBe(
      "CLOCK_START",
    );
    const typo = catalog.rankTools({ text: "timmer" })[0]?.score ?? 0;
    const spelt = catalog.rankTools({ text: "timer" })[0]?.score ?? 0;
    expect(typo).toBeGreaterThan(0);
    expect(typo).toBeLessThan(spelt);
  });
});

/** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(
        (up[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (up[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  return (d[a.length] as number[])[b.length] as number;
}
