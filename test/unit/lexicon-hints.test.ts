import { describe, expect, it } from "vitest";
import { LIVE_DATA, RELAY_INTL, ROOM, SHORTAGE, STRANDED } from "../../src/assess/lexicon-hints";
import { normalize } from "../../src/assess/text";

// Each pattern against requests said as remarks and against the small talk that shares
// their words: these shapes only take atoms away, so a miss on the right costs a call
// to the origin, but every one of these would cost one on ordinary chat.
const cases = [
  {
    name: "live data",
    pattern: LIVE_DATA,
    // biome-ignore format: table
    requests: ["the super bowl odds", "you're so smart what's the score of the lakers game", "che tempo fa a roma",
      "o placar do flamengo", "wie wird das wetter morgen", "is the pharmacy still open", "traffic on the m25",
      "not gonna lie i missed the match, catch me up", "that story everyone's talking about", "hava durumu nasıl"],
    // biome-ignore format: table
    talk: ["what are the odds haha", "i love rainy weather, it's so cozy", "the weather is lovely",
      "i'm still open to ideas", "traffic in this city is the worst haha", "wie steht's?", "de stand van zaken is prima",
      "that movie's score was beautiful", "i love the weather in spain", "the standings this season are wild",
      "everyone is talking about you haha", "i'm still open about it", "i'm still open-minded"],
  },
  {
    name: "shortage",
    pattern: SHORTAGE,
    // biome-ignore format: table
    requests: ["de melk is weer op", "we're out of milk again", "no toilet paper left", "a ração do cachorro acabou",
      "plus de lait, encore une fois", "no queda papel higiénico", "the fridge is looking pretty sad"],
    // biome-ignore format: table
    talk: ["i'm out of ideas lol", "ran out of patience with this game", "no time left for fun these days",
      "hij is op vakantie", "die sind alle nett", "nie ma sprawy", "i'm out of breath from the stairs",
      "we're out of the woods", "i'm out of the office till monday", "no homework left, yay", "se acabó el verano",
      "la festa è finita", "mijn geduld is op", "nie ma sensu", "nie ma opcji", "umudum kalmadı"],
  },
  {
    name: "room",
    pattern: ROOM,
    // biome-ignore format: table
    requests: ["zimno tu trochę", "veel te fel hier", "freezing in the living room", "way too bright in here",
      "im wohnzimmer ist es eiskalt", "it's getting really humid in the bathroom"],
    // biome-ignore format: table
    talk: ["i'm so cold all the time, is that normal", "it's so cold in the mornings lately", "i love warm weather"],
  },
  {
    name: "stranded",
    pattern: STRANDED,
    // biome-ignore format: table
    requests: ["kinda stranded outside the stadium lol", "my car won't start and i'm at the mall",
      "missed the last bus, ugh", "estoy tirado fuera del estadio jaja", "sono un po' bloccato fuori dallo stadio"],
    // biome-ignore format: table
    talk: ["i'm stuck on this crossword lol", "i love taking the bus", "that song is stuck in my head"],
  },
  {
    name: "a message for someone, outside English",
    pattern: RELAY_INTL,
    // biome-ignore format: table
    requests: ["fala pro meu pai boa noite", "teşekkürler şimdi annemi ara", "dile a mi madre que llego tarde"],
    // biome-ignore format: table
    talk: ["mi madre es muy graciosa", "annem çok tatlı", "mein papa ist lustig", "je dis à ma mère que je t'aime",
      "ich sage meiner mama immer dass ich sie liebe", "ik laat mijn hond uit", "fala pra mim uma piada",
      "che ne dici a proposito del film", "görüşürüz bi ara"],
  },
];

describe("requests said as remarks (lexicon-hints.ts)", () => {
  for (const { name, pattern, requests, talk } of cases) {
    it.each(requests)(`${name}: %j is one`, (message) => {
      expect(pattern.test(normalize(message))).toBe(true);
    });
    it.each(talk)(`${name}: %j is small talk`, (message) => {
      expect(pattern.test(normalize(message))).toBe(false);
    });
  }

  it("stays linear on long runs of their own words and on one long word", () => {
    // A super-linear pattern would take minutes on these and show as a test timeout.
    const runs = [
      "out of no no left ",
      "too cold in here ",
      "a".repeat(50_000),
      "ı ara ".repeat(5_000),
    ];
    for (const text of runs.map((run) => run.repeat(Math.ceil(50_000 / run.length)))) {
      for (const pattern of [LIVE_DATA, SHORTAGE, ROOM, STRANDED, RELAY_INTL]) {
        expect(typeof pattern.test(text)).toBe("boolean");
      }
    }
  });
});
