/**
 * Evidence of work that needs no language: amounts with a currency, shell and SQL
 * commands, addresses, paths and opaque identifiers. Nobody types these in small
 * talk, in any language. Pure data, matched on normalised (lower-case) text.
 *
 * Every pattern is linear: no nested or unbounded repetition that could backtrack,
 * and each is gated by a cheap `needs` check.
 */

/**
 * Features of a text that one character-code scan finds (evidenceHints in
 * universal.ts), so most texts skip most patterns without running them. Each is
 * something a pattern cannot match without; the unit tests hold each `hint`
 * below to its patterns.
 */
export const HINT = {
  /** 0-9. */
  digit: 1 << 0,
  /** `$` or a character of the currency-sign block and the signs SYMBOLS lists. */
  currencySign: 1 << 1,
  /** A digit with `$` or one of HINT_WORDS.code ending one or two characters before it ("usd 5", "r$5"). */
  codeBeforeDigit: 1 << 2,
  /** `+` right before a digit. */
  plusDigit: 1 << 3,
  /** `-` right after eight or more of 0-9a-f (a UUID's first group); looked for in text with a digit only. */
  hexDash: 1 << 4,
  /** Six or more of 0-9a-f in a row, or fourteen or more of a-z0-9; looked for in text with a digit only. */
  longRun: 1 << 5,
  at: 1 << 6,
  slash: 1 << 7,
  backslash: 1 << 8,
  /** `.` right before a-z. */
  dotLetter: 1 << 9,
  pipe: 1 << 10,
  /** `:(` */
  colonParen: 1 << 11,
  /** A word (a run of a-z after no a-z or 0-9) that starts as one of HINT_WORDS.shell does. */
  shellWord: 1 << 12,
  /** The same for HINT_WORDS.sql. */
  sqlWord: 1 << 13,
  /**
   * A digit whose run of 0-9., is followed, after at most one character of
   * whitespace, by `$`, a character past ASCII or a word that starts as one of
   * HINT_WORDS.unit does ("500 eur", "20 bucks", "5000 рублей", "20000円").
   */
  unitAfterDigit: 1 << 14,
} as const;

/** Currency codes, for the amount pattern, for HINT_WORDS and for LIVE_OR_OWN (lexicon-atoms.ts). */
export const CODES =
  "usd|eur|gbp|jpy|cny|rmb|inr|chf|cad|aud|nzd|rub|uah|pln|brl|mxn|krw|sek|nok|dkk|czk|huf|zar|sgd|hkd|aed|sar";

/**
 * The words that start a shell or SQL command, the currency codes and the words
 * an amount's unit starts with, as the scan compares them: a word's first four
 * letters, or the whole word when it is shorter.
 */
// biome-ignore format: word lists read better packed
export const HINT_WORDS = {
  shell: ["sudo", "rm", "curl", "wget", "chmo", "chow", "mkfs", "dd", "kill", "kube", "dock", "git", "npm", "pip", "apt", "ssh", "scp", "terr"],
  sql: ["drop", "trun", "dele", "inse", "upda", "alte", "gran", "sele"],
  code: CODES.split("|"),
  /** CODES, and the WORDS written in a-z as their first four letters ("zł" is "z" then a letter past ASCII). */
  unit: [...CODES.split("|"), "doll", "buck", "euro", "quid", "peso", "reai", "rupe", "yuan", "lira", "zlot", "zl", "z", "fran"],
} as const;

export interface UniversalEntry {
  readonly name: string;
  readonly weight: number;
  /** A cheap pre-check: the pattern cannot match without it. */
  readonly needs: RegExp;
  readonly pattern: RegExp;
  /** HINT features, one of which any text that `needs` and `pattern` match has. */
  readonly hint: number;
  /**
   * The same test, faster: `pattern`'s alternatives, each behind its own cheap
   * check (a substring or a short regex it cannot match without). The text has
   * evidence exactly when some part's check and pattern both match; the unit
   * tests hold each entry's parts to its `pattern` on generated strings.
   */
  readonly parts?: readonly {
    readonly needs: string | RegExp;
    readonly pattern: RegExp;
    /**
     * As the entry's `hint`, for texts that the entry's `needs` and this part's
     * `needs` and `pattern` match (a UUID of letters alone has no digit, so no hint).
     */
    readonly hint: number;
  }[];
}

/** Top-level domains the address pattern knows, shared by its pattern and its parts. */
const TLDS =
  "com|org|net|io|dev|app|ai|co|gov|edu|me|xyz|sh|ly|gg|ru|de|fr|uk|es|it|nl|jp|cn|in|br|pl|tr|ua";
const FILE_EXTENSIONS =
  "pdf|docx?|xlsx?|csv|pptx?|txt|json|ya?ml|sh|py|js|ts|sql|zip|tar|gz|png|jpe?g|gif|mp4|mov|env|log|md|html?";

const SYMBOLS = "$€£¥₹₩₽₺₴₪₦₱฿";
const WORDS =
  "dollars?|bucks|euros?|quid|pesos?|reais|rupees?|yuan|lira|zlotys?|złotych|zł|zl|francs?|руб\\p{L}*|грн|гривень|гривні|долларов|доллар\\p{L}*|евро|دولار|ريال|درهم|جنيه|يورو|रुपये|रुपए|डॉलर";
const CJK_UNITS = "元|円|块|塊|美元|欧元|歐元|韩元|英镑|달러|원|유로|ドル|ユーロ";
/** The amount pattern's three alternatives: "$500", "usd 500" / "r$ 50", "500 eur" / "20000円". */
const SYMBOL_AMOUNT = `[${SYMBOLS}]\\s?\\d`;
const CODE_AMOUNT = `(?:^|[^\\p{L}])(?=[a-z]{1,3}\\$?\\s?\\d)(?:r\\$|us\\$|${CODES})\\s?\\d`;
const AMOUNT_UNIT = `\\d[\\d.,]{0,15}\\s?(?:[${SYMBOLS}]|(?:${CODES}|${WORDS})(?!\\p{L})|${CJK_UNITS})`;

// biome-ignore format: rule tables read better packed
export const UNIVERSAL_EVIDENCE = [
  {
    name: "currency_amount",
    weight: 2,
    // an amount with a currency is money to move, in any language
    needs: /\d/u,
    hint: HINT.digit,
    pattern: new RegExp(`${SYMBOL_AMOUNT}|${CODE_AMOUNT}|${AMOUNT_UNIT}`, "u"),
    parts: [
      { needs: new RegExp(`[${SYMBOLS}]`, "u"), pattern: new RegExp(SYMBOL_AMOUNT, "u"), hint: HINT.currencySign },
      // Tried at every non-letter, the code alternative cost most: first a digit right after a
      // code, the digit first, so the look-behind runs at digits only (as its first item it ran everywhere).
      {
        needs: new RegExp(`\\d(?<=(?:r\\$|us\\$|${CODES})\\s?\\d)`, "u"),
        pattern: new RegExp(CODE_AMOUNT, "u"),
        hint: HINT.codeBeforeDigit,
      },
      { needs: "", pattern: new RegExp(AMOUNT_UNIT, "u"), hint: HINT.unitAfterDigit },
    ],
  },
  {
    name: "shell_command",
    weight: 3,
    // a shell command is an instruction to run something, destructive or not
    needs: /rm |curl|wget|sudo|chmod|chown|mkfs|dd |kill|kubectl|docker|git |npm |pip |apt|ssh |scp |terraform|\|\s*(ba|z)?sh|:\(\)/u,
    hint: HINT.shellWord | HINT.pipe | HINT.colonParen,
    pattern:
      /(?:^|[\s;&|`$(])(?:sudo\s|rm\s+-[a-z]{0,4}[rf]|(?:curl|wget)\s+(?:-|https?:|[\w.-]{1,64}\.[a-z]{2,})|chmod\s|chown\s|mkfs|dd\s+if=|kill(?:all)?\s+-?\d|kubectl\s|docker\s+(?:run|rm|rmi|stop|kill|exec|push|pull)|git\s+(?:push|reset|clean|rebase|commit|checkout|merge|tag)|npm\s+(?:publish|install|i|run|exec)\s|pip3?\s+install|apt(?:-get)?\s+(?:install|remove|purge)|ssh\s+\S|scp\s+\S|terraform\s+(?:apply|destroy|plan)|:\(\)\s?\{)|\|\s{0,3}(?:sudo\s+)?(?:ba|z)?sh(?!\p{L})/u,
  },
  {
    name: "sql_command",
    weight: 3,
    // SQL statements read or change a database
    needs: /drop|truncate|delete|insert|update|alter|grant|select/u,
    hint: HINT.sqlWord,
    pattern:
      /\b(?:drop\s+(?:table|database|schema|index|user|view)|truncate\s+(?:table\s+)?\w|delete\s+from\s|insert\s+into\s|update\s+\w{1,64}\s+set\s|alter\s+(?:table|user|database)\s|grant\s+\w{1,20}\s+on\s|select\s+[\w*,. ]{1,80}?\s+from\s)/u,
  },
  {
    name: "address",
    weight: 2,
    // a URL, domain or e-mail address names a resource or recipient to act on
    needs: /:\/\/|@|www\.|\.[a-z]{2}/u,
    hint: HINT.slash | HINT.at | HINT.dotLetter,
    pattern: new RegExp(
      `[a-z][a-z0-9+.-]{1,15}:\\/\\/\\S|[\\w.+-]{1,64}@[\\w-]{1,64}\\.[a-z]{2,}|(?:^|[^\\w@.-])(?:www\\.)?[a-z0-9-]{2,63}\\.(?:${TLDS})(?:[/:?#]|(?![\\w-]))`,
      "u",
    ),
    parts: [
      // The scheme as a look-behind from "://": as the first item it was tried at every letter.
      { needs: "://", pattern: /:\/\/(?<=[a-z][a-z0-9+.-]{1,15}:\/\/)\S/u, hint: HINT.slash },
      // One character before the "@" is enough: a longer run before it matches only if that does.
      { needs: "@", pattern: /[\w.+-]@[\w-]{1,64}\.[a-z]{2,}/u, hint: HINT.at },
      {
        needs: new RegExp(`\\.(?:${TLDS})(?:[/:?#]|(?![\\w-]))`, "u"),
        pattern: new RegExp(
          `(?:^|[^\\w@.-])(?:www\\.)?[a-z0-9-]{2,63}\\.(?:${TLDS})(?:[/:?#]|(?![\\w-]))`,
          "u",
        ),
        hint: HINT.dotLetter,
      },
    ],
  },
  {
    name: "file_path",
    weight: 1,
    // a file path or file name points at something to open, change or send
    needs: /[/\\]|\.(?:pdf|doc|xls|csv|ppt|txt|json|ya?ml|sh|py|js|ts|sql|zip|tar|gz|png|jpe?g|gif|mp4|mov|env|log|md|htm)/u,
    hint: HINT.slash | HINT.backslash | HINT.dotLetter,
    pattern: new RegExp(
      `(?:^|[\\s"'(=])(?:~|\\.{1,2})?\\/[\\w.-]{1,64}\\/|(?:^|[\\s"'(=])(?:~|\\.{1,2})\\/[\\w.-]|(?:^|[^\\w])[a-z]:\\\\[\\w]|[\\w-]{1,64}\\.(?:${FILE_EXTENSIONS})(?![\\w])`,
      "u",
    ),
    parts: [
      {
        needs: "/",
        pattern: /(?:^|[\s"'(=])(?:~|\.{1,2})?\/[\w.-]{1,64}\/|(?:^|[\s"'(=])(?:~|\.{1,2})\/[\w.-]/u,
        hint: HINT.slash,
      },
      { needs: ":\\", pattern: /(?:^|[^\w])[a-z]:\\[\w]/u, hint: HINT.backslash },
      // One word character before the dot is enough, as for the address above.
      { needs: ".", pattern: new RegExp(`[\\w-]\\.(?:${FILE_EXTENSIONS})(?![\\w])`, "u"), hint: HINT.dotLetter },
    ],
  },
  {
    name: "opaque_id",
    weight: 1,
    // a UUID, hash, IBAN, long number or phone number identifies a record
    needs: /\d/u,
    hint: HINT.digit,
    pattern:
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?:^|[^\w])(?=[0-9a-f]{0,63}\d)(?=[0-9a-f]{0,63}[a-f])[0-9a-f]{8,64}(?![\w])|(?:^|[^\w])[a-z]{2}\d{2}[a-z0-9]{10,30}(?![\w])|(?:^|[^\d.,])\d{6,20}(?![\d])|\+\d[\d\s().-]{7,20}\d/u,
    parts: [
      {
        needs: "-",
        // From the dash: as the first item the first group was tried at every character.
        pattern: /-(?<=[0-9a-f]{8}-)[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/u,
        hint: HINT.hexDash,
      },
      {
        needs: "",
        pattern:
          /(?:^|[^\w])(?=[0-9a-f]{0,63}\d)(?=[0-9a-f]{0,63}[a-f])[0-9a-f]{8,64}(?![\w])|(?:^|[^\w])[a-z]{2}\d{2}[a-z0-9]{10,30}(?![\w])|(?:^|[^\d.,])\d{6,20}(?![\d])/u,
        hint: HINT.longRun,
      },
      { needs: "+", pattern: /\+\d[\d\s().-]{7,20}\d/u, hint: HINT.plusDigit },
    ],
  },
] as const satisfies readonly UniversalEntry[];
