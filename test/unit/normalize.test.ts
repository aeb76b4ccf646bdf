import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalize, words } from "../../src/assess/text";
import {
  collapseSpacing,
  foldForMatching,
  mayHaveInvisible,
  maySpaceLetters,
  SPACED,
} from "../../src/text/normalize";

describe("foldForMatching", () => {
  it.each([
    ["zero-width inside a verb", "se\u200Bn\u200Dd it", "send it"],
    ["soft hyphen and word joiner", "de\u00ADle\u2060te", "delete"],
    ["bidi override", "\u202Epay bob\u202C", "pay bob"],
    ["tag characters (invisible ASCII)", "pay\u{E0041}\u{E0042} bob", "pay bob"],
    ["Cyrillic look-alikes in a Latin word", "ѕеnd the file", "send the file"],
    ["upper-case Cyrillic look-alikes", "DЕLЕТЕ it", "delete it"],
    ["a word made only of look-alikes", "рау him", "pay him"],
    ["Greek look-alikes", "ορen it", "open it"],
    ["Latin small capitals", "ꜱᴇɴᴅ it", "send it"],
    ["fullwidth letters (NFKC)", "ｓｅｎｄ", "send"],
    ["mathematical bold (NFKC)", "𝐝𝐞𝐥𝐞𝐭𝐞", "delete"],
    ["leetspeak", "s3nd m0n3y", "send money"],
    ["leetspeak with symbols", "p@y $end", "pay send"],
    ["1 as l and as i", "c1ose de1ete emai1 w1re 1nvoice", "close delete email wire invoice"],
    ["letter-spacing", "s e n d it", "send it"],
    ["letter-spacing with dots and dashes", "p.a.y bob d-e-l-e-t-e", "pay bob delete"],
    ["letter-spacing with leetspeak", "s 3 n d", "send"],
    ["spaced CJK", "我 要 发 送", "我要发送"],
    ["strike-through marks", "s̶e̶n̶d̶", "send"],
  ])("folds %s", (_case, input, expected) => {
    expect(foldForMatching(input)).toBe(expected);
  });

  it.each([
    ["order numbers", "refund order 88123"],
    ["amounts", "$500 to bob, 20€ to ana"],
    ["versions and units", "mp3 web3 ipv4 sha256 10am 5th 4k q3"],
    ["mentions and addresses", "@dana dana@acme.com"],
    ["URLs and paths", "https://x.io/a1b3 /etc/pa55wd c:\\t3mp"],
    ["Russian", "нет, как дела? привет"],
    ["Greek", "γεια σου, τι κάνεις"],
    ["accents", "réserver une table, café"],
    ["Hindi marks", "नमस्ते, आप कैसे हैं"],
    ["two single letters", "plan a or b, i.e. e.g."],
  ])("leaves %s alone", (_case, input) => {
    expect(foldForMatching(input)).toBe(input.normalize("NFKC").toLowerCase());
  });

  it("keeps lone surrogates from escaping as errors", () => {
    expect(foldForMatching("\uD800abc\uDC00")).toBe("\uFFFDabc\uFFFD");
  });

  it("is what normalize() builds on", () => {
    expect(normalize("  S\u200B3ND\u00a0it!! ")).toBe("send it!!");
  });
});

/** Strings biased towards what the folding touches. */
const tricky = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      ..."aeiost13570@$ .-_*\u200B\u00AD\u202E\u0301\u0336ѕеаорΝντ我发가가\uD800\uDC00\n\t",
    ),
    fc.string({ unit: "grapheme", maxLength: 1 }),
    fc.string({ unit: "binary", maxLength: 1 }),
  ),
  maxLength: 80,
});

describe("foldForMatching properties", () => {
  it("never throws and is idempotent", () => {
    fc.assert(
      fc.property(tricky, (text) => {
        const once = foldForMatching(text);
        expect(foldForMatching(once)).toBe(once);
      }),
      { numRuns: 3000 },
    );
  });

  it("never throws on any code units, and normalize() is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => {
        const once = normalize(text);
        expect(normalize(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it("grows at most linearly with the input", () => {
    fc.assert(
      fc.property(tricky, (text) => {
        // NFKC may expand a character (ﷺ is 18); nothing else adds length.
        expect(foldForMatching(text).length).toBeLessThanOrEqual(18 * text.length + 1);
      }),
    );
  });

  it("handles floods in time linear in their length (work counted, not timed)", () => {
    // Counting characters visited is not possible from outside; instead, compare a
    // small and a large flood of each shape: a super-linear step would take
    // thousands of times longer on the large one and show as a test timeout.
    for (const unit of ["a\u0301", "a ", "s.", "\u200B", "1a", "a@", "\u202E", "ѕ"]) {
      const big = unit.repeat(50_000);
      expect(typeof foldForMatching(big)).toBe("string");
    }
  });
});

describe("normalize() skips its whitespace and quote passes only when they change nothing", () => {
  const slow = (folded: string) =>
    folded
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[^\S\n]+/g, " ")
      .replace(/ ?\n[\s]*/g, "\n")
      .trim();

  it("agrees with the passes for every UTF-16 code unit, alone and between letters", () => {
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c);
      for (const text of [ch, `a${ch}b`, `a ${ch} b`]) {
        const folded = foldForMatching(text);
        if (normalize(text) !== slow(folded)) {
          expect(normalize(text), `U+${c.toString(16)} in ${JSON.stringify(text)}`).toBe(
            slow(folded),
          );
        }
      }
    }
  });

  it("agrees with the passes on any code units", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (text) => {
        expect(normalize(text)).toBe(slow(foldForMatching(text)));
      }),
      { seed: 20261130, numRuns: 3000 },
    );
  });
});

describe("words()", () => {
  it("reads ASCII text by character code exactly as its pattern does", () => {
    const pattern = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(..."aZ09'’ -_.\n\t!x"), maxLength: 40 }),
        (text) => {
          expect(words(text)).toEqual(text.match(pattern) ?? []);
        },
      ),
      { seed: 20261130, numRuns: 5000 },
    );
  });
});

describe("foldForMatching's cheap checks never skip a step that would change the text", () => {
  it("mayHaveInvisible covers every code point INVISIBLE removes", () => {
    const invisible = /\p{Cf}|\u034F|[\u115F\u1160\u3164\uFFA0]/u;
    for (let c = 0; c <= 0x10ffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCodePoint(c);
      if (invisible.test(ch)) expect(mayHaveInvisible(ch), `U+${c.toString(16)}`).toBe(true);
    }
  });

  it("maySpaceLetters is true wherever SPACED matches", () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.constantFrom(..."ab1@$ .-_*·\tя中\u0301ѕ"),
            fc.constantFrom(
              "\uD835\uDC1A",
              "\uD83D\uDE00",
              "\uD800",
              "\uDC00",
              "\u{20000}",
              "\u{1D7CE}",
            ),
            fc.string({ unit: "grapheme", maxLength: 1 }),
          ),
          maxLength: 24,
        }),
        (text) => {
          if (SPACED.test(text)) expect(maySpaceLetters(text), JSON.stringify(text)).toBe(true);
        },
      ),
      { seed: 20261130, numRuns: 20_000 },
    );
  });
});

/**
 * collapseSpacing as it was before it skipped rejected runs: restarting at every
 * position (quadratic on "1.1.1.1…"), for ASCII text, where its helpers are simple.
 */
function collapseByRestarting(s: string): string {
  const letter = (ch = "") => /^[a-zA-Z]$/.test(ch);
  const word = (ch = "") => /^[a-zA-Z0-9]$/.test(ch);
  const single = (i: number) =>
    (letter(s[i]) || "0134578@$".includes(s[i] ?? "x")) && !word(s[i - 1]) && !word(s[i + 1]);
  let out = "";
  let copied = 0;
  let i = 0;
  while (i < s.length) {
    if (i + 1 >= s.length || !" \t.-_*".includes(s[i + 1] as string) || !single(i)) {
      i++;
      continue;
    }
    let run = s[i] as string;
    let letters = letter(run) ? 1 : 0;
    let end = i + 1;
    const separator = s[end];
    for (;;) {
      let k = end;
      while (k < s.length && s[k] === separator) k++;
      if (k === end || k >= s.length || !single(k)) break;
      run += s[k];
      if (letter(s[k])) letters++;
      end = k + 1;
    }
    if (run.length >= 3 && letters >= 2) {
      out += s.slice(copied, i) + run;
      copied = end;
      i = end;
    } else i++;
  }
  return copied === 0 ? s : out + s.slice(copied);
}

describe("collapseSpacing", () => {
  it("gives what restarting at every position gave, without rescanning rejected runs", () => {
    const piece = fc.constantFrom("a", "b", "s", "1", "4", "9", "@", ".", " ", "-", "ab", "  ");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const text = parts.join("");
        expect(collapseSpacing(text)).toBe(collapseByRestarting(text));
      }),
      { numRuns: 3000, seed: 20261130 },
    );
  });

  it("leaves spaced digits alone and still joins the letters after them", () => {
    expect(collapseSpacing("1.".repeat(4000))).toBe("1.".repeat(4000));
    expect(collapseSpacing("1.1.1 then p.a.y b.o.b")).toBe("1.1.1 then pay bob");
  });
});
