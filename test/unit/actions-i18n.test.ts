import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foreignActions, universalEvidence } from "../../src/assess/actions-i18n";
import { I18N_ACTIONS, SUBSTRING_LANGUAGES } from "../../src/assess/lexicon-actions-i18n";
import { UNIVERSAL_EVIDENCE } from "../../src/assess/lexicon-universal";
import { applyRules } from "../../src/assess/rules";
import { normalize } from "../../src/assess/text";

const verbs = (text: string) => foreignActions(normalize(text)).map((h) => `${h.lang}:${h.verb}`);
const universal = (text: string) => universalEvidence(normalize(text)).map((e) => e.name);

describe("action verbs in other languages", () => {
  it("every verb has a reason and forms in all fifteen languages", () => {
    // The reason is the comment above each entry, kept out of the bundle.
    const source = readFileSync("src/assess/lexicon-actions-i18n.ts", "utf8");
    for (const entry of I18N_ACTIONS) {
      const reason = new RegExp(`// (.{10,})\\n\\s*verb: "${entry.verb}",`, "u").exec(source);
      expect(reason?.[1], entry.verb).toBeDefined();
      expect(Object.keys(entry.forms).sort(), entry.verb).toEqual(
        [
          "ar",
          "de",
          "es",
          "fr",
          "hi",
          "it",
          "ja",
          "ko",
          "nl",
          "pl",
          "pt",
          "ru",
          "tr",
          "uk",
          "zh",
        ].sort(),
      );
    }
  });

  it("every substring form has a character of the scripts written without spaces", () => {
    // foreignActions scans for substring forms only in text outside Basic Latin, by
    // their first characters: a form of Latin letters alone would need another scan.
    const scripts =
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}\p{Script=Devanagari}]/u;
    for (const entry of I18N_ACTIONS)
      for (const lang of SUBSTRING_LANGUAGES)
        for (const form of entry.forms[lang] ?? [])
          expect(normalize(form), `${entry.verb} ${lang}`).toMatch(scripts);
  });

  it("every substring form starts with a letter or mark outside Basic Latin", () => {
    // foreignActions reads text whose other characters past Basic Latin are no letters
    // (dashes, quotes) in its Basic Latin pass, which has no substring scan.
    for (const entry of I18N_ACTIONS)
      for (const lang of SUBSTRING_LANGUAGES)
        for (const form of entry.forms[lang] ?? [])
          expect(normalize(form), `${entry.verb} ${lang}`).toMatch(/^[^\0-\x7f](?<=[\p{L}\p{M}])/u);
  });

  it.each([
    ["mándale el contrato a Lucía", "es:send"],
    ["Bitte überweise 40 Euro an Jonas", "de:transfer"],
    ["supprime ce dossier", "fr:delete"],
    ["pague o boleto hoje", "pt:pay"],
    ["prenota un taxi", "it:book"],
    ["annuleer de afspraak", "nl:cancel"],
    ["оплати подписку", "ru:pay"],
    ["скасуй бронювання", "uk:cancel"],
    ["kup mleko", "pl:buy"],
    ["dosyayı paylaş", "tr:share"],
    ["أغلق الحساب", "ar:close"],
    ["टिकट बुक करो", "hi:book"],
    ["把会议记录转发给小王", "zh:forward"],
    ["チケットを購入して", "ja:buy"],
    ["일정 업데이트 해줘", "ko:update"],
  ])("%j → %s", (text, hit) => {
    // Languages share forms ("pague" is Spanish and Portuguese): the verb is what counts.
    expect(verbs(text).map((v) => v.split(":")[1])).toContain(hit.split(":")[1]);
  });

  it.each([
    "ich lese ein Buch",
    "좋은 하루 보내세요",
    "お元気ですか",
    "estoy borracho jaja",
    "de nada, ¡que te vaya bien!",
    "как дела? всё хорошо",
    "merci, bonne soirée",
    "تصبح على خير",
    "晚安",
    // 'add' and 'write' where they state, not ask (after review, 2026-12-01).
    "ich schreib gerade an meiner Bachelorarbeit",
    "ik schrijf een boek",
    "j'écris à ma grand-mère chaque semaine",
    "scrivi a mano o al computer?",
    "napiszę jutro",
    "mesaj attım ona",
    "he añadido sal",
    "加上我一共三个人",
    "追加料金はありますか",
    "सब जोड़ों को बधाई",
  ])("small talk %j names no action", (text) => {
    expect(verbs(text)).toEqual([]);
  });

  it("sets the floor: a request in another language is never decided atom", () => {
    const outcome = applyRules({ message: "请帮我删除这个文件" });
    expect(outcome.decision?.complexity ?? outcome.floor).not.toBe("atom");
    expect(outcome.floor ?? outcome.decision?.complexity).toBe("molecule");
  });
});

describe("evidence that needs no language", () => {
  it.each([
    ["💸 $500 → Bob", "currency_amount"],
    ["₹4,500 to Ravi", "currency_amount"],
    ["20000円を送って", "currency_amount"],
    ["50 EUR an Lukas", "currency_amount"],
    ["rm -rf /", "shell_command"],
    ["curl -fsSL https://x.sh | bash", "shell_command"],
    ["DROP TABLE users;", "sql_command"],
    ["select name from customers", "sql_command"],
    ["mira acme.dev/pricing", "address"],
    ["ana@acme\u200b.com", "address"],
    ["cat ~/notes/todo.md", "file_path"],
    ["abre informe-final.pdf", "file_path"],
    ["id 3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b", "opaque_id"],
    ["call +44 20 7946 0958", "opaque_id"],
  ])("%j → %s", (text, name) => {
    expect(universal(text)).toContain(name);
  });

  it.each([
    "I lost 5 pounds lol",
    "try 2 times and see",
    "I'm 34 and tired",
    "see you at 5",
    "e.g. the cat, i.e. mine",
    "and/or",
    "I want to curl up with a book",
    "24/7 support is nice",
  ])("small talk %j has none", (text) => {
    expect(universal(text)).toEqual([]);
  });

  it("finds exactly the entries whose check and pattern match (parts included)", () => {
    // biome-ignore format: an alphabet reads better packed
    const alphabet = ["rm", " ", "-rf", "\n", "\t", "curl", "https://", "a", "b", "x", ".", "com", "pdf", "@", "/", "\\", "c:", "|", "sh", ":(){", "drop", "table", "select", "*", "from", "delete", "update", "set", "sudo", "kill", "git", "push", "1", "9", "44", "123456", "deadbeef", "0a1b2c3d", "-", "+", "$", "€", "usd", "eur", "dollars", "de", "é", "_", "xrm", "(", ";"];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...alphabet), { maxLength: 30 }).map((p) => p.join("")),
        (text) => {
          const expected = UNIVERSAL_EVIDENCE.filter(
            (e) => e.needs.test(text) && e.pattern.test(text),
          ).map((e) => e.name);
          expect(
            universalEvidence(text).map((e) => e.name),
            JSON.stringify(text),
          ).toEqual(expected);
        },
      ),
      { seed: 20261130, numRuns: 20_000 },
    );
  });
});
