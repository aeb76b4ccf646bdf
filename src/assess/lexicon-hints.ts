/**
 * Requests said as remarks, which no action verb names: live data asked in
 * passing ("the super bowl odds", "che tempo fa a roma"), something run out
 * ("de melk is weer op") and a room to put right ("zimno tu trochę"). The atom
 * guard's margin shapes (lexicon-guard.ts WORK_SHAPES, atom-guard.ts
 * MARGIN_SHAPES): they only take atoms away from the learned tier and the
 * model, so a phrase of small talk they catch ("traffic on the way home was
 * awful") costs one call to the origin, never a wrong answer. Data only, in
 * the Latin-script languages of the action tables; other scripts are never an
 * atom on a model's or the learned tier's word (atom-guard.ts).
 */

/** Any of `phrases`, standing as whole words. */
function wholeWords(phrases: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.join("|")})(?![\\p{L}\\p{N}])`, "u");
}

/** Scores, odds, forecasts, prices, timetables and opening hours: facts of the moment. */
// biome-ignore format: a word list
const LIVE_DATA_EN = [
  "(?:what'?s|whats|live|latest|final|current|halftime|half-time) (?:the )?scores?",
  "scores? (?:of|for|in|from) (?:the|tonight|today|last|yesterday)",
  "(?:game|match|box) scores?", "who(?:'s| is) winning", "who won (?:the|last)",
  "(?:bowl|game|match|race|fight|election|playoffs?|series|cup|finals?|title|derby) odds", "odds (?:on|for) (?:the|a|an)",
  "starting (?:lineup|line-up|xi|five)", "lineups? for", "kick-?off time",
  "(?:weather|the|tomorrow'?s|today'?s|weekend|tonight'?s|rain|snow|surf|pollen) forecast", "forecast (?:for|in|says|said|tomorrow|today|tonight|this|next)", "(?<!(?:love|like|hate|miss|enjoy|adore) (?:the )?)weather (?:in|for|at|on|tomorrow|today|tonight|this|next|like (?:in|at|today|tomorrow|outside|there|right now|now))",
  "(?:stock|share|gas|fuel|petrol|diesel|bitcoin|btc|gold|silver|oil) prices?", "prices? (?:of|for) (?:gas|fuel|petrol|bitcoin|gold|silver|oil|eggs)",
  "flight status", "(?:flight|train|bus|tram|metro|subway|ferry) (?:is |was )?(?:delayed|late|running late|cancell?ed|on time)",
  "opening (?:hours|times)", "(?:open|closed) (?:now|today|tonight|tomorrow|on sundays?|on mondays?|on holidays|right now)", "closing time", "still open(?! to| for| minded|-minded| about| with| and)",
  "traffic (?:on|to|report|update|near|around|between|from|right now|now|today|tonight|this morning)", "traffic (?:jam|jams) (?:on|to|near)",
  "catch me up", "fill me in", "(?:everyone|everybody)(?:'s| is| at \\p{L}+ is| keeps) talking about(?! (?:you|me|us|him|her|it|that|this)(?![\\p{L}]))", "what did i miss", "(?:match|game|race|fight) highlights", "highlights (?:of|from) (?:the|last|yesterday)",
];

// biome-ignore format: a word list
const LIVE_DATA_INTL = [
  // es
  "marcador", "cuotas", "pronóstico", "qu[eé] tiempo (?:hace|har[aá])", "el tiempo (?:en|para|mañana|hoy)", "tráfico (?:en|hacia|para|ahora)", "resultado del partido",
  // pt
  "placar", "previsão do tempo", "como (?:está|ta|tá) o tempo", "trânsito (?:na|no|em|para|agora)", "resultado do jogo",
  // it
  "punteggio", "che tempo fa", "previsioni", "traffico (?:in|sulla|sull'|per|verso|adesso)", "risultato della partita", "orari di apertura",
  // de
  "spielstand", "wettervorhersage", "wie wird das wetter", "wie ist das wetter", "wetter (?:in|für|morgen|heute|am)", "stau (?:auf|in|bei|nach)", "öffnungszeiten",
  // fr
  "le score", "quel temps", "prévisions", "météo", "bouchons", "horaires d'ouverture", "(?:trafic|circulation) (?:sur|vers|à|pour|en ce moment)",
  // nl
  "de stand(?! van zaken)", "uitslag", "weerbericht", "weersverwachting", "file (?:op|naar|bij)", "files (?:op|naar|bij)", "openingstijden",
  // pl
  "wynik meczu", "jaka (?:jest )?pogoda", "pogoda (?:w|na|jutro|dziś|dzisiaj)", "prognoza", "korki (?:na|w|do)", "godziny otwarcia",
  // tr
  "skor", "hava durumu", "hava nasıl", "trafik (?:durumu|nasıl)", "maç sonucu",
];

/**
 * Live data asked as a remark.
 *
 * @example
 * LIVE_DATA.test("the super bowl odds") // true
 * LIVE_DATA.test("what are the odds haha") // false
 */
export const LIVE_DATA = wholeWords([...LIVE_DATA_EN, ...LIVE_DATA_INTL]);

/** Things out or running low, which a shopping list or an order fills: "no toilet paper left". */
// biome-ignore format: a word list
const SHORTAGE_WORDS = [
  "(?:we'?re|we are|we|i'?m|i am|we'?ve|i'?ve) (?:all |totally |completely |just )?(?:run |ran |running )?out of (?!(?:the|ideas|breath|here|it|my|your|time|luck|words|patience|energy|practice|shape|sorts|touch|options|control|town|the loop|this world|nowhere|love|order|place|line|sight|mind|character|office|context|steam)(?![\\p{L}]))\\p{L}+",
  "ran out of (?!(?:ideas|breath|time|luck|words|patience|energy|options|steam)(?![\\p{L}]))\\p{L}+", "running (?:low|out) (?:of|on) (?!(?:ideas|time|patience|energy|steam|sleep)(?![\\p{L}]))\\p{L}+",
  "(?:no|any) (?:more )?(?!(?:time|hope|energy|words|one|way|doubt|chance|reason|homework|work|school|class|classes|exams?|pain|excuses|regrets|worries|days)(?![\\p{L}]))\\p{L}+ left", "is all gone", "are all gone",
  "(?:no|out of|no more) (?:milk|bread|eggs|coffee|tea|sugar|butter|cheese|rice|pasta|toilet paper|paper towels|diapers|nappies|dog food|cat food|veggies|vegetables|fruit|cereal|flour|detergent|shampoo|toothpaste|soap)",
  "(?:fridge|pantry|cupboard)(?:'s| is) (?:looking )?(?:pretty |kinda |so |totally |completely )?(?:empty|bare|sad)",
  "(?<!(?:geduld|energie|puf|tijd|zin|vakantie) )(?:is|zijn) (?:weer |alweer |helemaal )?op(?=[^\\p{L}\\p{N}]*$)", "(?:ist|sind) (?:schon )?(?:wieder )?alle(?=[^\\p{L}\\p{N}]*$)", "ya no (?:hay|queda|quedan)", "no (?:queda|quedan) (?:nada de )?\\p{L}+",
  "(?:acabou|acabaram) (?:o|a|os|as)", "(?:acabou|acabaram)(?=[^\\p{L}\\p{N}]*$)", "não tem mais", "non c'è più", "plus de \\p{L}+ (?:à la maison|dans le frigo)", "il n'y a plus", "^plus de \\p{L}+",
  "(?:skończył|skończyła|skończyło|skończyły)(?: się)?", "nie ma (?:już )?(?!(?:za co|sprawy|problemu|mnie|czasu|sensu|opcji|mowy|szans|szansy|potrzeby)(?![\\p{L}]))\\p{L}+",
];

/**
 * Something run out, said to an assistant that keeps the shopping list.
 *
 * @example
 * SHORTAGE.test("de melk is weer op") // true
 * SHORTAGE.test("i'm out of ideas lol") // false
 */
export const SHORTAGE = wholeWords(SHORTAGE_WORDS);

/** A room too cold, hot, dark, bright or loud, here and now: a thermostat, a light or a speaker to set. */
// biome-ignore format: a word list
const ROOM_WORDS = [
  "(?:freezing|cold|chilly|hot|warm|boiling|stuffy|humid|muggy|steamy|dark|bright|loud|noisy|quiet) (?:in here|in the (?:living ?room|lounge|bedroom|kitchen|office|bathroom|hall|nursery|study|den|basement|garage))",
  "(?:too|so|way too|really|very|super|kinda|a bit|bit) (?:cold|hot|warm|dark|bright|loud|noisy) (?:in )?here(?=[^\\p{L}\\p{N}]*$)",
  "(?:te|veel te|erg|zo) (?:fel|donker|warm|koud|heet|licht|luid|hard) (?:hier|binnen)", "(?:fel|donker|koud|heet) hier",
  "(?:zimno|gorąco|ciemno|jasno|głośno|duszno) (?:tu|tutaj|w (?:salonie|sypialni|kuchni|pokoju|domu))", "(?:strasznie|bardzo) (?:zimno|gorąco|ciemno|jasno|głośno)",
  "(?:zu |so |total )?(?:eis)?(?:kalt|warm|heiß|dunkel|hell|laut|stickig) (?:hier|im (?:wohnzimmer|schlafzimmer|büro|bad))",
  "im (?:wohnzimmer|schlafzimmer|kinderzimmer|büro|bad) ist es (?:zu |so |sehr |total )?(?:eis)?(?:kalt|warm|heiß|dunkel|hell|laut|stickig)",
  "(?:hace|hay|está) (?:mucho |demasiado )?(?:frío|calor|oscuro) (?:aquí|acá|en (?:el salón|la sala|la habitación|el cuarto|la cocina))",
  "(?:fait|trop) (?:froid|chaud|sombre|noir) (?:ici|dans (?:le salon|la chambre|la cuisine|le bureau))",
  "(?:fa |troppo )?(?:freddo|caldo|buio) (?:qui|qua|in (?:salotto|camera|cucina))",
  "(?:frio|calor|escuro|claro|quente|abafado) (?:aqui|na sala|no quarto|na cozinha)",
  "(?:burası|odası?|salon|oda) (?:çok )?(?:soğuk|sıcak|karanlık)",
  // a device's level said as a remark: "not so loud"
  "^(?:not so|less) (?:loud|bright|fast)(?=[^\\p{L}\\p{N}]*$)",
];

/**
 * A room to put right, said as a remark.
 *
 * @example
 * ROOM.test("freezing in the living room") // true
 * ROOM.test("i'm so cold all the time") // false
 */
export const ROOM = wholeWords(ROOM_WORDS);

/** Stuck somewhere without a way on: a ride, a tow or a route to find. */
// biome-ignore format: a word list
const STRANDED_WORDS = [
  "stranded", "stuck (?:at|outside|in front of|on the side of|by) (?:the|a|an|my)", "missed (?:the|my) last (?:bus|train|tram|ferry)", "missed (?:my|the) (?:flight|connection|connecting flight|ride)",
  "(?:car|truck|van) (?:won'?t|wont|doesn'?t|didn'?t) start", "(?:car|truck|van) (?:just )?broke down", "flat (?:tire|tyre)", "no way (?:to get )?home", "need a (?:ride|lift)",
  "(?:tirad[oa]|varad[oa]) (?:fuera|en|frente)", "me qued[eé] (?:tirad[oa]|sin (?:coche|carro|bus|batería))", "largad[oa] (?:na|no|em)", "(?:pres[oa]|empacad[oa]) (?:na frente|fora)",
  "bloccat[oaie] (?:fuori|a|al|alla|davanti)", "rimast[oaie] a piedi", "gestrand", "(?:sitze|stehe|sitzen|stehen) (?:hier )?fest", "gestrandet",
  "(?:coincée?|bloquée?)s? (?:à|au|devant|dehors|dans)", "utknął(?:em|am)?", "utknęłam", "mahsur", "yolda kaldım",
];

/**
 * Stranded, said as a remark: "kinda stranded outside the stadium lol".
 *
 * @example
 * STRANDED.test("my car won't start and i'm at the mall") // true
 * STRANDED.test("i'm stuck on this crossword lol") // false
 */
export const STRANDED = wholeWords(STRANDED_WORDS);

/**
 * Words that may come before a relay at the start of a clause: "teşekkürler şimdi annemi ara", "vale,
 * dile a mi madre…". A relay elsewhere is a statement ("je dis à ma mère que je t'aime").
 */
// biome-ignore format: a word list
const CLAUSE_OPENERS =
  "(?:ok|okay|vale|bueno|então|entao|dann|alors|allora|dus|tamam|şimdi|ahora|agora|ora|maintenant|jetzt|nu|teraz|y|e|et|und|en|i|ve|gracias|obrigado|obrigada|valeu|grazie|merci|danke|bedankt|dzięki|teşekkürler|por favor|bitte|per favore|alsjeblieft|proszę|lütfen)";

/** A message for someone else in the Latin-script languages besides English (lexicon-guard.ts has the English relay). */
// biome-ignore format: a word list
const RELAY_WORDS = [
  "(?:dile|dígale|avísale|escríbele|llama) a (?:mi|mis|tu)", "(?:fala|diz|avisa|manda) (?:pro|pra|para o|para a|ao|à) (?!(?:mim|me)(?![\\p{L}]))(?:meu|minha|\\p{L}+)",
  "(?:di'|dì|avvisa|scrivi) a (?:mi[oae]|\\p{L}+)", "(?:dis|dites|préviens) (?:à|a) (?:mon|ma|mes)", "(?:sag|sage|schreib) (?:meine[mr]?|mama|papa)",
  "zeg (?:tegen )?(?:mijn|mama|papa)", "laat (?:mijn|mama|papa) [\\p{L} ]{0,20}weten", "(?:powiedz|napisz|zadzwoń do) (?:mamie|tacie|mojej|mojemu|mamy|taty)",
  "\\p{L}{3,}(?:[ıiuü]|y[ıiuü]) ara(?:r mısın|yın)?(?=[^\\p{L}\\p{N}]*$)", "(?:annem|babam|eşim)e söyle",
];

/**
 * A message to pass on, outside English: "fala pro meu pai boa noite".
 *
 * @example
 * RELAY_INTL.test("teşekkürler şimdi annemi ara") // true
 */
export const RELAY_INTL = new RegExp(
  `(?:^|[.!,;:]\\s*)(?:${CLAUSE_OPENERS}[ ,]+)*(?:${RELAY_WORDS.join("|")})(?![\\p{L}\\p{N}])`,
  "u",
);
