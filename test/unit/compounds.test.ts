import { describe, expect, it } from "vitest";
import { Catalog } from "../../src/catalog/catalog";
import { compoundTerms } from "../../src/catalog/tokens";

describe("compound terms", () => {
  const known = (vocab: string[]) => (t: string) => vocab.includes(t);

  it("splits a word the catalog lacks into two words it has", () => {
    expect(compoundTerms("what timezone is tokyo in", known(["time", "zone"]))).toEqual([
      "time",
      "zone",
    ]);
  });

  it("joins two words the catalog has as one", () => {
    expect(compoundTerms("set my time zone", known(["timezon"]))).toEqual(["timezon"]);
  });

  it("leaves words the catalog knows, and short words, alone", () => {
    expect(compoundTerms("timezone", known(["timezon", "time", "zone"]))).toEqual([]);
    expect(compoundTerms("abcdef", known(["abc"]))).toEqual([]);
  });

  it("finds a tool whose description spells the compound apart", () => {
    const catalog = new Catalog(
      [
        {
          name: "CLOCK_CONVERT",
          description: "Convert a time between time zones.",
          category: null,
        },
        { name: "MAIL_SEND", description: "Send an email.", category: "email" },
      ],
      [],
    );
    expect(catalog.rankTools({ text: "timezone difference to tokyo" })[0]?.name).toBe(
      "CLOCK_CONVERT",
    );
  });
});
