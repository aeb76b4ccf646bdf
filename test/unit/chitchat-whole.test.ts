import { describe, expect, it } from "vitest";
import { atomDoubt } from "../../src/assess/atom-guard";
import { atomKinds } from "../../src/assess/atoms";
import { CHITCHAT_WHOLE } from "../../src/assess/lexicon-atoms";
import { OPENERS } from "../../src/assess/lexicon-guard";
import { applyRules } from "../../src/assess/rules";
import { normalize } from "../../src/assess/text";

describe("CHITCHAT_WHOLE: small talk in 18 languages, whole", () => {
  it("is stored folded, as atoms.ts reads it without folding", () => {
    const unfolded = CHITCHAT_WHOLE.filter((phrase) => normalize(phrase) !== phrase);
    expect(unfolded).toEqual([]);
  });

  it("has no duplicates", () => {
    expect(new Set(CHITCHAT_WHOLE).size).toBe(CHITCHAT_WHOLE.length);
  });

  it.each(["это так круто", "你好聪明", "je helpt me echt", "kucing atau anjing", "ana taaban"])(
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
});
