/**
 * Whether a message is written in plain Latin letters (English and the like).
 * The learned tier saw far fewer rows outside them and is far less sure of its
 * "atom" there (out of fold, its confident atoms in other scripts were often
 * requests: "आज डॉलर का रेट क्या है"), so atoms get a separate threshold.
 * A stray accented letter ("café") keeps a message plain; typographic
 * punctuation, symbols and emoji are not letters of any script.
 *
 * One pass over char codes, no regular expression: it runs on every message the
 * learned tier reads.
 *
 * @example
 * isPlainLatin("tell me a joke 🙏") // true
 * isPlainLatin("¿a cuánto está el dólar hoy?") // false
 */
export function isPlainLatin(text: string): boolean {
  let letters = 0;
  let other = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)) letters++;
    else if (c >= 0xc0 && !notALetter(c)) {
      letters++;
      other++;
    }
  }
  return other <= 1 || other * 20 <= letters;
}

/** Blocks above U+00BF with no letters: punctuation, symbols, emoji halves, selectors. */
function notALetter(c: number): boolean {
  return (
    (c >= 0x2000 && c <= 0x2bff) ||
    (c >= 0x3000 && c <= 0x303f) ||
    (c >= 0xd800 && c <= 0xdfff) ||
    (c >= 0xfe00 && c <= 0xfe0f) ||
    (c >= 0xff00 && c <= 0xff20)
  );
}
