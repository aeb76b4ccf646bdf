import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UNIVERSAL_EVIDENCE, type UniversalEntry } from "../../src/assess/lexicon-universal";
import { IDENTIFIERS, INJECTION_MARKERS, MULTI_STEP } from "../../src/assess/lexicon-work";
import { evidenceHints } from "../../src/assess/universal";

/**
 * Tier-1 patterns were rewritten to run in linear time (`npm run bench` shows
 * the worst shapes). Their meaning must not change: on strings built from the
 * characters each pattern cares about, the old and the new pattern agree.
 */
const pattern = (list: readonly unknown[], name: string): RegExp => {
  const entry = list.find((e) => (e as { name: string }).name === name) as {
    pattern?: RegExp;
    raw?: RegExp[];
  };
  const found = entry.pattern ?? entry.raw?.[0];
  if (!found) throw new Error(`no pattern ${name}`);
  return found;
};

const CASES = [
  {
    name: "enumeration",
    now: pattern(MULTI_STEP, "enumeration"),
    before: /(^|\n)\s*(\d+[.)]|[-*•])\s+\S[^\n]*\n\s*(\d+[.)]|[-*•])\s+\S/u,
    alphabet: ["\n", " ", "\t", "1", "12", ".", ")", "-", "*", "•", "a", "x y"],
  },
  {
    name: "email",
    now: pattern(IDENTIFIERS, "email_address"),
    before: /[\w.+-]+@[\w-]+\.[\w.]+/u,
    alphabet: ["a", "b1", ".", "+", "-", "@", " ", "_", "é"],
  },
  {
    name: "record_number",
    now: pattern(IDENTIFIERS, "record_number"),
    before:
      /\b(order|invoice|ticket|case|pr|issue|incident|booking|reservation|account|po)\s*(no\.?|number|#)?\s*#?\d{3,}\b/iu,
    alphabet: ["order", "PR", " ", "\n", "no", ".", "number", "#", "1", "23", "456", "a"],
  },
] as const;

describe("tier-1 patterns made linear keep their meaning", () => {
  for (const c of CASES) {
    it(c.name, () => {
      fc.assert(
        fc.property(
          fc.array(fc.constantFrom(...c.alphabet), { maxLength: 24 }).map((p) => p.join("")),
          (text) => {
            expect(c.now.test(text), JSON.stringify(text)).toBe(c.before.test(text));
          },
        ),
        { seed: 20261130, numRuns: 3_000 },
      );
    });
  }

  it("fake role tags: line-start roles as before; a tag ends before the next <", () => {
    const now = pattern(INJECTION_MARKERS, "fake_role_tag");
    const before =
      /<\|?\/?\s*(system|assistant|user|instructions?|im_start|im_end|s|sys)\b[^>]*>|<\|[a-z_]+\|>|\[\/?(inst|system|sys)\]|<<\/?sys>>|(^|\n)\s*(system|assistant|developer|user)\s*:/u;
    fc.assert(
      fc.property(
        fc
          .array(fc.constantFrom("\n", " ", "user", "system", ":", "<", ">", "s", "a", "|", "/"), {
            maxLength: 24,
          })
          .map((p) => p.join("")),
        (text) => {
          // Only a text with a "<" between a tag opener and its ">" may differ, by design.
          if (/<[^>]*</.test(text)) return;
          expect(now.test(text), JSON.stringify(text)).toBe(before.test(text));
        },
      ),
      { seed: 20261130, numRuns: 3_000 },
    );
  });
});

describe("language-free evidence: each entry's fast parts test exactly what its pattern does", () => {
  // biome-ignore format: alphabets read better packed
  const alphabets: Record<string, string[]> = {
    address: ["a", "b", "z9", "-", ".", "+", "_", "@", ":", "/", "//", "://", "www.", ".com", ".io", "co", "x", " ", "?", "#", "é", "h", "ttps"],
    file_path: ["a", "b1", "-", "_", ".", "..", "~", "/", "\\", ":", "c:", " ", "\"", "'", "(", "=", ".pdf", "pdf", ".ts", "ts", ".html", "yml", ".docx", "x", "é"],
    opaque_id: ["a", "f", "0", "9", "12", "123456", "-", "+", "+1", " ", "(", ")", ".", ",", "_", "gb", "z", "deadbeef", "0a1b2c3d", "é", "ab12", "ffff0000", "-0a1b-"],
    currency_amount: ["$", "€", "₹", "円", "원", "1", "20", "4.500", ",", ".", " ", "\n", "usd", "eur", "r", "us", "u", "s", "d", "a", "x", "é", "dollars", "bucks", "руб", "лей", "евро", "-"],
  };
  for (const entry of UNIVERSAL_EVIDENCE as readonly UniversalEntry[]) {
    const parts = entry.parts;
    if (!parts) continue;
    it(entry.name, () => {
      const alphabet = alphabets[entry.name];
      expect(alphabet, `an alphabet for ${entry.name}`).toBeDefined();
      fc.assert(
        fc.property(
          fc
            .array(fc.constantFrom(...(alphabet as string[])), { maxLength: 30 })
            .map((p) => p.join("")),
          (text) => {
            const fast = parts.some(
              (p) =>
                (typeof p.needs === "string" ? text.includes(p.needs) : p.needs.test(text)) &&
                p.pattern.test(text),
            );
            expect(fast, JSON.stringify(text)).toBe(entry.pattern.test(text));
          },
        ),
        { seed: 20261130, numRuns: 20_000 },
      );
    });
  }
});

describe("language-free evidence: each hint is found wherever its check and pattern match", () => {
  // Strings of what the patterns and the hint scan care about: digits before and after
  // letters, "$" and codes, runs of hex digits, separators, command words at word starts.
  // biome-ignore format: an alphabet reads better packed
  const alphabet = ["a", "f", "x", "r", "us", "usd", "eur", "$", "r$", "us$", "€", "₹", "円", "руб", "0", "7", "12", "123456", "deadbeef", "0a1b2c3d", "gb82west", " ", "\t", "\n", "\u00a0", "-", "+", "+1", ".", ",", "_", "@", ":", "/", "//", "://", "\\", "c:", "|", ":(", ")", "{", ";", "&", "`", "(", "=", "'", "www.", ".com", ".io", ".pdf", ".md", "sudo", "rm", "-rf", "curl", "wget", "chmod", "dd", "if=", "kill", "kubectl", "docker", "run", "git", "push", "npm", "install", "pip3", "apt", "ssh", "scp", "terraform", "apply", "sh", "bash", "mkfs", "drop", "table", "truncate", "delete", "from", "insert", "into", "update", "set", "alter", "grant", "on", "select", "*", "é", "xrm", "5rm", "dollars", "bucks", "euros", "zł", "zl", "zlotys", "francs", "lira", "yuan", "quid", "pesos", "reais", "rupees", "4.500", "1,000", "usdt"];
  const texts = fc.array(fc.constantFrom(...alphabet), { maxLength: 24 }).map((p) => p.join(""));
  const needs = (check: string | RegExp, text: string) =>
    typeof check === "string" ? text.includes(check) : check.test(text);

  for (const entry of UNIVERSAL_EVIDENCE as readonly UniversalEntry[]) {
    it(entry.name, () => {
      fc.assert(
        fc.property(texts, (text) => {
          const hints = evidenceHints(text);
          if (!entry.needs.test(text)) return;
          if (entry.pattern.test(text))
            expect(hints & entry.hint, JSON.stringify(text)).not.toBe(0);
          for (const part of entry.parts ?? [])
            if (needs(part.needs, text) && part.pattern.test(text))
              expect(hints & part.hint, `${JSON.stringify(text)} ${part.pattern}`).not.toBe(0);
        }),
        { seed: 20261130, numRuns: 20_000 },
      );
    });
  }
});
