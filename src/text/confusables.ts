/**
 * Look-alike letters folded to their Latin skeleton before matching. Pure data.
 *
 * Source: Unicode Technical Standard #39 (Unicode Security Mechanisms),
 * `confusables.txt` (https://www.unicode.org/Public/security/latest/confusables.txt),
 * reduced to the Cyrillic, Greek, Armenian and Latin small-capital letters whose
 * skeleton is one Latin letter. Fullwidth and mathematical letters need no table:
 * NFKC already folds them. Keys are lower case because the text is lower-cased first;
 * a key that only looks Latin in upper case (Cyrillic "н" from "Н") sits in the
 * mixed-word table only.
 */

/**
 * Letters that look Latin in lower case. A word made only of these (Cyrillic "рау")
 * is folded whole: no Russian or Greek word needs them to stay apart from Latin.
 */
// biome-ignore format: a character table
export const LOOKALIKE_LOWER = {
  // Cyrillic
  "а": "a", "с": "c", "ԁ": "d", "е": "e", "һ": "h", "і": "i", "ј": "j", "ӏ": "l", "о": "o", "р": "p",
  "ԛ": "q", "ѕ": "s", "ԝ": "w", "х": "x", "у": "y", "ү": "y", "ɡ": "g",
  // Greek
  "α": "a", "ο": "o", "ρ": "p", "ι": "i", "υ": "u",
  // Latin letters outside ASCII that read as ASCII
  "ɑ": "a", "ɩ": "i", "ʋ": "u",
  // Latin small capitals (U+1D00 block), used to fake bold or "stylish" text
  "ᴀ": "a", "ʙ": "b", "ᴄ": "c", "ᴅ": "d", "ᴇ": "e", "ꜰ": "f", "ɢ": "g", "ʜ": "h", "ɪ": "i", "ᴊ": "j",
  "ᴋ": "k", "ʟ": "l", "ᴍ": "m", "ɴ": "n", "ᴏ": "o", "ᴘ": "p", "ʀ": "r", "ꜱ": "s", "ᴛ": "t", "ᴜ": "u",
  "ᴠ": "v", "ᴡ": "w", "ʏ": "y", "ᴢ": "z",
} as const satisfies Record<string, string>;

/**
 * Letters that look Latin only in upper case (Cyrillic "В", "Н", "Т"; Greek "Β", "Η",
 * "Ν"), folded only inside a word that also has Latin letters ("DЕLЕТЕ" → "delete"),
 * so Russian "нет" and Greek "και" are left alone.
 */
// biome-ignore format: a character table
export const LOOKALIKE_MIXED = {
  ...LOOKALIKE_LOWER,
  // Cyrillic capitals, lower-cased
  "в": "b", "н": "h", "к": "k", "м": "m", "т": "t", "ь": "b", "п": "n",
  // Greek capitals, lower-cased
  "β": "b", "ε": "e", "ζ": "z", "η": "h", "κ": "k", "μ": "m", "ν": "n", "τ": "t", "χ": "x", "γ": "y",
  // Armenian
  "օ": "o", "ս": "u", "հ": "h", "ո": "n", "ց": "g", "զ": "q",
} as const satisfies Record<string, string>;
