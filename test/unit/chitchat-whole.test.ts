import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { atomDoubt } from "../../src/assess/atom-guard";
import { atomKinds } from "../../src/assess/atoms";
import { shippedModel } from "../../src/assess/learned/load";
import { CHITCHAT_WHOLE } from "../../src/assess/lexicon-atoms";
import { OPENERS } from "../../src/assess/lexicon-guard";
import { assess } from "../../src/assess/pipeline";
import { applyRules } from "../../src/assess/rules";
import { normalize } from "../../src/assess/text";
import { Catalog } from "../../src/catalog/catalog";

describe("CHITCHAT_WHOLE: small talk in 18 languages, whole", () => {
  it("is stored folded, as atoms.ts reads it without folding", () => {
    const unfolded = CHITCHAT_WHOLE.filter((phrase) => normalize(phrase) !== phrase);
    expect(unfolded).toEqual([]);
  });

  it("has no duplicates", () => {
    expect(new Set(CHITCHAT_WHOLE).size).toBe(CHITCHAT_WHOLE.length);
  });

  it.each(["это так круто", "你好聪明", "je bent zo grappig", "kucing atau anjing", "ana taaban"])(
    "%j is small talk by the rules",
    (message) => {
      expect(atomKinds(normalize(message))).toEqual(["chitchat"]);
      expect(applyRules({ message }).decision?.complexity).toBe("atom");
    },
  );

  it("opens nothing: the guard still doubts a request that starts with one of its first words", () => {
    // "het is lekker weer" and "bisschen müde" are phrases here; these are requests.
    for (const message of [
      "het is hier veel te donker in de woonkamer",
      "bisschen entspannte musik wär jetzt nett",
    ]) {
      expect(OPENERS.has(message.split(" ")[0] as string)).toBe(false);
      expect(atomDoubt({ message, normalized: normalize(message), signals: [] })).not.toBeNull();
    }
  });

  it("left out only what the learned tier answers atom: the phrases pruned on 2026-12-03 still are", async () => {
    const pruned = readFileSync("eval/dev/chitchat-pruned-30.txt", "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "" && !line.startsWith("#"));
    expect(pruned.length).toBe(213);
    expect(pruned.filter((phrase) => CHITCHAT_WHOLE.includes(phrase))).toEqual([]);
    const ports = { catalog: new Catalog([], []), learned: shippedModel() };
    const notAtom: string[] = [];
    for (const message of pruned)
      if ((await assess({ message }, ports)).assessment.complexity !== "atom")
        notAtom.push(message);
    // A retraining that loses one of them puts it back in the table.
    expect(notAtom).toEqual([]);
  });
});
