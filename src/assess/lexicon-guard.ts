/**
 * The atom guard's word lists and shapes (atom-guard.ts reads them): what
 * makes a message look like work when no action table names the work, and
 * how small talk opens. Data only, in the languages of the action tables.
 */
import { ATOM_FILLERS, ATOM_PHRASES } from "./lexicon-atoms";
import { LIVE_DATA, RELAY_INTL, ROOM, SHORTAGE, STRANDED } from "./lexicon-hints";

/** Words that start a question wherever a clause starts (WH_QUESTION) and at the start of a message. */
export const WH_WORDS =
  "what|what's|whats|when|where|wheres|who|whos|which|how|hows|why|cuál|cuándo|dónde|cómo|quién|cuánto|cuánta|cuántos|cuántas|quoi|quand|où|combien|pourquoi|wann|wo|warum|wieviel|wie viel|quando|onde|quanto|quanta|quantos|quem|dove|perché|quale|waar|wanneer|waarom|hoeveel|gdzie|kiedy|dlaczego|ile|nerede|nasıl|neden|kaç";
/** Auxiliaries and ambiguous words that ask only at the very start ("will you…", not "thanks, will do"). */
export const OPENING_QUESTION_WORDS =
  "is|are|can|could|would|will|should|do|does|did|qué|que|comment|qui|quel|quelle|was|wie|wer|welche|o que|cosa|come|chi|cuanto|c'est comment|est-ce que|welcher|qual|wat|hoe|welke|jak|kto|co|czy|ne|kim|hangi";

/**
 * Words that ask a question from the end of a message: Turkish question
 * particles ("yağmur var mı"), and the question words spoken French and
 * Spanish put last ("mon colis arrive quand").
 */
export const CLOSING_QUESTION_WORDS =
  "mı|mu|mü|mısın|misin|musun|müsün|mısınız|misiniz|musunuz|müsünüz|quand|où|combien|pourquoi|dónde|cuándo|cuánto";

/**
 * Things an assistant acts on, in the languages of the action tables: devices,
 * deliveries, accounts, bookings. Small talk rarely names them; hints of work
 * ("the tv is way too loud", "une pizza ce soir ça me tenterait bien") do.
 */
// biome-ignore format: a word list
export const OBJECT_WORDS = [
  "lights?", "lamps?", "tv", "telly", "television", "thermostat", "heating", "heater", "aircon",
  "volume", "playlist", "podcast", "wifi", "router", "printer", "battery", "password", "account",
  "bank", "subscription", "package", "parcel", "delivery", "groceries",
  "pizzas?", "takeaway", "takeout", "taxi", "cab", "uber", "lyft", "flight", "hotel", "booking",
  "reservation", "appointment", "dentist", "doctor", "reminder", "alarm", "timer", "calendar", "font",
  "paper towels", "toilet paper", "routine", "blinds", "curtains",
  // the news as it stands is live data: "wat is het laatste nieuws"
  "latest news", "headlines", "últimas noticias", "últimas notícias", "dernières nouvelles", "neueste nachrichten",
  "neuesten nachrichten", "nachrichten", "ultime notizie", "laatste nieuws", "najnowsze wiadomości", "son haberler",
  // money that moves or is priced: "c'est combien l'euro en dollars là"
  "euros?", "dollars?", "dólar(?:es)?", "dollari", "yen", "bitcoin", "btc", "ethereum", "crypto", "stocks?",
  "exchange rate", "taux de change", "tipo de cambio", "wechselkurs", "cotação", "cambio",
  "luz", "luces", "licht", "lumière", "lumières", "luce", "luci", "światło", "ışık", "paquete", "colis", "pacote", "pacco", "pakket", "paczka", "entrega",
  "livraison", "consegna", "bezorging", "dostawa", "teslimat", "cita", "rendez-vous", "appuntamento", "wizyta",
  "randevu", "consulta", "contraseña",
  "mot de passe", "passwort", "senha", "wachtwoord", "hasło", "şifre", "pedido", "commande", "ordine",
  "bestelling", "zamówienie", "sipariş", "vuelo", "flug", "voo", "volo", "vlucht", "uçuş", "taxi",
  "fernseher", "télé", "televisión", "televisão", "calefacción", "chauffage", "heizung", "aquecimento",
  "riscaldamento", "verwarming", "ogrzewanie", "alarma", "réveil", "wecker", "alarme", "sveglia", "wekker",
  "budzik", "alarmı", "recordatorio", "rappel", "erinnerung", "lembrete", "promemoria", "herinnering",
  "przypomnienie", "cuenta", "compte", "konto", "hesap", "factura", "facture", "fatura", "fattura", "suscripción", "abonnement", "assinatura", "abbonamento", "abonament", "abonelik", "termostato",
].join("|");

/** What makes a message look like work even when no table names the work. Checked in order. */
// biome-ignore format: a rule table
export const WORK_SHAPES = [
  // numbers are amounts, times, dates and references
  { reason: "number", on: "normalized",
    // not the 3s of a heart ("love you <3", "thanks <33"); "<300" is a number
    pattern: /(?!(?<=<3*)3(?=3*(?!\p{N})))\p{N}/u },
  // a question asks for an answer the edge may not have
  { reason: "question", on: "normalized",
    pattern: new RegExp(`[?？؟]|^(?:${WH_WORDS}|${OPENING_QUESTION_WORDS})(?![\\p{L}\\p{N}])|(?<![\\p{L}])(?:${CLOSING_QUESTION_WORDS})(?=[^\\p{L}\\p{N}]*$)`, "u") },
  // a request names something to do
  { reason: "request", on: "normalized",
    pattern: /(?<![\p{L}\p{N}])(?:please|pls|plz|can you|could you|would you|will you|i need|i want|i'd like|help me|let's|let me|remember|remind|note that|keep in mind|don't forget|from now on|i prefer|save|make|tell me|show me|give me|find|get me|set|check|look|looking for|searching for|por favor|s'il te pla[iî]t|s'il vous pla[iî]t|bitte|per favore|alsjeblieft|lütfen|proszę)(?![\p{L}\p{N}])|пожалуйста|請|请|拜托|麻烦|ください|お願い|주세요|부탁|من فضلك|कृपया/u },
  // a message for someone else is relayed, not chatted: "tell my mom i had a rough day", "let sam know"
  { reason: "relay", on: "normalized",
    pattern: /(?:^|[.!,;:]\s*)(?:(?:ok|okay|so|oh|and|also|hey|yeah|haha|lol|well|then|now|please|pls|plz) ){0,3}(?:tell|ask|let|text|message|wish|call) (?!(?:me|us|you|u|ya|yourself|your|ur|away|a|an|the|some|something|anything|any|more|jokes?|stories|story|riddles?|it|that|this|him|her|them)(?![\p{L}\p{N}]))\p{L}/u },
  // an arrow points something somewhere: "📸➡️ family chat: the beach pics", "💸 $500 → Bob", "draft -> #general"
  { reason: "arrow", on: "raw", pattern: /[→⟶➡⇒➔➜➝➞]|(?<![-=<])--?>|=>/u },
  // a device's level, wished for or complained of, is a setting to change: "a little brighter thanks", "i can barely hear you" (a room "too loud in here" is a remark shape, below)
  { reason: "adjust", on: "normalized",
    pattern: /(?<![\p{L}])(?:louder|quieter|brighter|dimmer|(?:you'?re|you are|ur) too (?:loud|quiet)|(?:can'?t|cannot|barely|hardly) hear)(?![\p{L}])/u },
  // a wish for something is a request: "a warmer bedroom would be nice", "i wanna watch netflix"
  { reason: "wish", on: "normalized",
    pattern: /(?<![\p{L}])(?:(?:would|'d) be (?:nice|good|great|lovely|helpful|handy|ideal|perfect|awesome|amazing|cool|fab|sweet)|would help|wouldn't hurt|could (?:use|do with|go for)|wanna|gotta|in the mood for)(?![\p{L}])/u },
  // a search for a place or a thing is a lookup, which a sure learned atom must not take: "i'm looking for a bar do you know a good one", "where is a great pub"
  { reason: "seeking", on: "normalized",
    pattern: /(?<![\p{L}])(?:(?:i'?m|i am|we'?re|we are|been) (?:looking|searching|hunting) for|where(?:'s| is| are| can i find| do i find| can i get) (?:a|an|some|any)(?= ))(?![\p{L}])/u },
  // an arrival to expect is a delivery or a ride to track: "when is taco bell going to arrive"
  { reason: "arrival", on: "normalized",
    pattern: /(?<![\p{L}])(?:going to|gonna|will|it'?ll|they'?ll|supposed to) (?:arrive|get here|be here|reach|land)(?![\p{L}])/u },
  // a craving is food wanted, which a sure learned atom must not take either: "i'm craving tacos", "pad thai would hit so hard rn"
  { reason: "craving", on: "normalized",
    pattern: /(?<![\p{L}])(?:craving|(?:would|'d) hit (?:the spot|so hard|different))(?![\p{L}])/u },
  // words asked for in a language are a translation: "thank you in japanese"
  { reason: "translation", on: "normalized",
    pattern: /(?<![\p{L}])(?:in|into) (?:japanese|chinese|mandarin|cantonese|korean|spanish|french|german|italian|portuguese|russian|ukrainian|arabic|hindi|dutch|polish|turkish|greek|swedish|norwegian|danish|finnish|latin|hebrew|vietnamese|thai|indonesian|english)(?:[\s.!]+(?:lol|haha|pls|plz|please|thanks|thx|\p{Extended_Pictographic}\uFE0F?))*[\s.!]*$/u },
  // a date or time points at a plan, a booking or a forecast
  { reason: "time_reference", on: "normalized",
    pattern: /(?<![\p{L}\p{N}])(?:today|tonight|tomorrow|yesterday|weekend|next (week|month|year)|this (week|month|evening|afternoon)|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mañana|demain|morgen|amanhã|domani|hoy|esta noche|ce soir|aujourd'hui|heute|heute abend|oggi|stasera|hoje|vandaag|vanavond|dzisiaj|dziś|jutro|bugün|yarın|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|segunda|terça|quarta|quinta|sexta|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|weekend|fin de semana|wochenende|fim de semana)(?![\p{L}\p{N}])|завтра|сегодня|明天|今天|明日|今日|내일|오늘/u },
  // a thing the assistant acts on (a parcel, the lights, a password) is a hint of work even unasked: \"a luz da sala tá forte demais\"
  { reason: "object", on: "normalized",
    pattern: new RegExp(`(?<![\\p{L}])(?:${OBJECT_WORDS})(?![\\p{L}])|(?:afspraak|termin|bestellung|lieferung|rechnung|paket)(?![\\p{L}])`, "u") },
  // a name or code mid-sentence (London, EUR) is a subject to look up or act on; not I, nor the acronyms small talk is full of (AI, OK, TV)
  { reason: "proper_noun", on: "raw",
    pattern: /[\p{Ll}\p{N},;:]\s+(?!I\b|I'|AI\b|OK\b|TV\b|LOL\b|OMG\b)\p{Lu}/u },
] as const;

/**
 * Requests said as remarks (lexicon-hints.ts): "the super bowl odds", "de melk
 * is weer op", "zimno tu trochę". Checked after every other sign of work, so
 * they only add a doubt where nothing else found one; read on normalized text,
 * and margin shapes (atom-guard.ts MARGIN_SHAPES): they never move the learned
 * tier's thresholds.
 */
// biome-ignore format: a rule table
export const REMARK_SHAPES = [
  { reason: "live_data", pattern: LIVE_DATA },
  { reason: "shortage", pattern: SHORTAGE },
  { reason: "room", pattern: ROOM },
  { reason: "stranded", pattern: STRANDED },
  { reason: "relay_intl", pattern: RELAY_INTL },
] as const;

/**
 * First words of small-talk phrases that also open requests ("xin gửi báo cáo"
 * is "please send the report", "berätta vad som står i mejlet" "tell me what the
 * mail says", "tạm dừng nhạc" "pause the music"): not openers of small talk.
 */
// biome-ignore format: a word list
const REQUEST_OPENERS = new Set(["xin", "tạm", "hẹn", "kể", "berätta", "jag", "vi", "terima", "ceritain", "apa", "mein", "mijn", "dime", "dis-moi", "erzähl", "raconte-moi", "raccontami", "opowiedz", "powiedz", "расскажи", "розкажи"]);

/**
 * Verbs that open small-talk phrases and requests alike: "take care" but "take
 * me home", "catch you later" but "catch me up", "have a nice day" but "have
 * the report ready by 5", "flip a coin" but "flip the lights". They open small
 * talk only as part of a whole phrase of the atom tables (PHRASE_OPENINGS).
 */
// biome-ignore format: a word list
const VERB_OPENINGS = new Set([
  "take", "catch", "see", "talk", "chat", "sleep", "have", "tell", "knock", "guess", "let's",
  "lets", "let", "wait", "shut", "get", "make", "keep", "give", "bring", "show",
  "put", "hold", "turn", "come", "go", "pick", "drop", "play", "send", "call", "thank", "help", "flip", "roll",
  "toss", "cuéntame", "cuentame", "cuenta", "raconte", "conte", "vertel", "lanza", "tira", "wirf", "lance",
  "joga", "lança", "rola", "jogue", "lancia", "gooi", "rol", "dimmi", "anlat", "подбрось", "брось",
  "підкинь", "кинь", "rzuć", "rzuc", "ارم", "اقلب", "ספר", "πες", "أخبرني", "احكي", "قل",
]);

/**
 * Words small talk starts with in Latin-script text: reactions, pronouns, the atom
 * tables' own words. A message that starts with anything else ("wipe everything",
 * "grab me a coffee") is most likely a command in a verb no table knows.
 */
// biome-ignore format: a word list
export const OPENERS = new Set<string>([
  "i", "i'm", "im", "i've", "ive", "i'd", "i'll", "my", "me", "we", "we're", "our", "you", "you're", "youre",
  "your", "it", "it's", "its", "that", "that's", "thats", "this", "there", "they", "he", "she", "his", "her",
  "lol", "haha", "omg", "wow", "oh", "ah", "aw", "aww", "ugh", "meh", "hmm", "yes", "yeah", "no", "nah", "so",
  "just", "not", "pretty", "really", "very", "same", "nice", "cool", "good", "great", "bad", "sad", "happy",
  "lovely", "well", "honestly", "tbh", "btw", "also", "and", "but", "too", "totally", "definitely", "sounds",
  "love", "miss", "feeling", "busy", "tired", "agreed", "exactly", "true", "fair", "indeed", "sorry", "oops",
  "lmao", "rofl", "yay", "damn", "gosh", "seriously", "literally", "kinda", "congrats", "congratulations",
  "merry", "awesome", "amazing", "sweet", "perfect", "fine", "ok", "okay", "sure", "cheers", "hi", "hello",
  "hey", "bye", "night", "morning", "evening", "what", "how", "who", "why", "where", "when", "is", "are",
  "do", "does", "did", "was", "were", "can", "could", "would", "will", "should", "had", "been",
  ...Object.values(ATOM_PHRASES).flatMap(({ phrases }) => phrases.map((p) => p.split(" ")[0] ?? "")),
  ...ATOM_FILLERS.map((f) => f.split(" ")[0] ?? ""),
].filter((word) => !REQUEST_OPENERS.has(word) && !VERB_OPENINGS.has(word)));
export const FIRST_WORD = /[\p{L}\p{N}'’]+/u;

/** Idioms that open small talk with a verb but are in no atom table (they say too little alone to answer): "haha, come on". */
// biome-ignore format: a word list
const IDIOM_OPENINGS = [
  "come on", "take it easy", "chat soon", "talk soon", "let's go", "lets go", "knock on wood",
  "sounds like a plan", "sounds good", "sounds great", "sounds fun", "go figure", "get well soon",
];

/** The atom tables' phrases that open with a verb (or a request's first word), by that word. */
const PHRASE_OPENINGS = (() => {
  const byFirst = new Map<string, string[]>();
  for (const phrase of [
    ...Object.values(ATOM_PHRASES).flatMap((t) => t.phrases),
    ...IDIOM_OPENINGS,
  ]) {
    const space = phrase.indexOf(" ");
    if (space < 0) continue;
    const first = phrase.slice(0, space);
    if (OPENERS.has(first)) continue;
    byFirst.set(first, [...(byFirst.get(first) ?? []), phrase]);
  }
  return byFirst;
})();
const WORD_GOES_ON = /^[\p{L}\p{N}]/u;

/**
 * English articles open statements ("the weather is lovely"; a verbless phrase
 * is a `fragment`). Other languages' are not here: "le psg a gagné hier soir ou
 * quoi" and "il latte è finito" come from requests as often as from remarks.
 */
const ARTICLE_OPENERS = new Set(["the", "a"]);

/**
 * Whether a text opens the way small talk does: with a word of OPENERS or an
 * English article, or with a whole phrase of the atom tables.
 *
 * @example
 * opensLikeSmallTalk("take care of yourself") // true
 * opensLikeSmallTalk("take me home") // false
 */
export function opensLikeSmallTalk(text: string): boolean {
  const found = FIRST_WORD.exec(text);
  if (!found) return false;
  const first = found[0].replace("’", "'");
  if (OPENERS.has(first) || ARTICLE_OPENERS.has(first)) return true;
  const phrases = PHRASE_OPENINGS.get(first);
  if (!phrases) return false;
  const from = text.slice(found.index).replace(/’/gu, "'");
  return phrases.some(
    (phrase) => from.startsWith(phrase) && !WORD_GOES_ON.test(from.slice(phrase.length)),
  );
}

/**
 * Determiners a bare noun phrase opens with. Without a verb, such a phrase
 * sent to an assistant names a thing wanted ("the golf leaderboard", "a quick
 * note to my boss", "o próximo episódio"), not a remark.
 */
// biome-ignore format: a word list
export const FRAGMENT_OPENERS = new Set<string>([
  "a", "an", "the", "my", "our", "some", "another", "el", "la", "los", "las", "un", "una", "le", "les",
  "une", "des", "mon", "ma", "der", "die", "das", "ein", "eine", "mein", "meine", "o", "os", "as", "um", "uma",
  "meu", "minha", "il", "lo", "gli", "mio", "mia", "de", "het", "een", "mijn", "mój", "moja", "moje",
  // not "i" (English) nor "mi" (Italian "me"), though Italian and Spanish determiners
]);

/**
 * Verbs and copulas that make a phrase a remark ("the weather is lovely", "my
 * cat loves boxes"): common ones in the languages of FRAGMENT_OPENERS, and any
 * English word ending in -ed or a contraction (checked in atom-guard.ts).
 */
// biome-ignore format: a word list
export const REMARK_VERBS = new Set<string>([
  "is", "are", "was", "were", "am", "be", "been", "being", "has", "have", "had", "do", "does", "did", "can",
  "could", "would", "will", "should", "might", "must", "may", "feel", "feels", "look", "looks", "seem", "seems",
  "love", "loves", "like", "likes", "hate", "hates", "got", "gets", "get", "go", "goes", "went", "made", "makes",
  "came", "comes", "says", "said", "know", "knows", "think", "thinks", "want", "wants", "need", "needs", "keeps",
  "sucks", "rocks", "rules", "wins", "won", "lost", "never", "always", "ever", "again",
  // not French "a" (has), the English and Portuguese article
  "es", "está", "son", "era", "fue", "ist", "sind", "war", "hat", "est", "sont", "était", "é", "foi",
  "è", "sono", "ha", "zijn", "heeft", "jest", "są", "był", "była",
]);

/**
 * Words and phrases that open a sentence without saying what it does. The
 * guard reads past them, so "ok shoot a note to the landlord" starts with
 * "shoot" and "so when does the couch arrive" asks when.
 */
// biome-ignore format: a word list
export const DISCOURSE = new Set<string>([
  "ok", "okay", "k", "hey", "heya", "oh", "so", "tbh", "just", "lol", "lmao", "haha", "ugh", "btw", "also", "well",
  "honestly", "anyway", "anyways", "and", "but", "um", "umm", "uh", "hmm", "alright", "right", "ah", "yo", "now",
  "then", "actually", "basically", "oi", "welp", "ngl", "fr", "rn", "quick",
  // greetings that are nothing else ("hello read me the news"; not "morning", a noun too)
  "hi", "hello", "hiya", "howdy", "hola", "hallo", "bonjour", "salut", "ciao", "hoi",
  // The same in the Latin-script languages of the action tables.
  "oye", "bueno", "pues", "mira", "alors", "bon", "eh", "na", "übrigens", "ach", "allora", "dai", "senti",
  "ma", "comunque", "então", "olha", "ei", "bom",
]);
export const DISCOURSE_PHRASE =
  /^(?:not gonna lie|to be honest|by the way|real quick|quick question|a ver|au fait|sag mal)(?![\p{L}\p{N}])[\s,]*/u;

/**
 * German capitalises every noun, so a capital mid-sentence there is no name
 * ("hast du eigentlich Hobbys?"). Words that are German and nothing else.
 */
export const GERMAN =
  /(?<![\p{L}])(ich|bist|hast|habe|nicht|eigentlich|gibt|mir|mich|dich|dir|bin|sehr|auch|noch|wir|sind|findest|kannst|möchte|gute|guten|danke|vielen|lieben|jetzt|heute|und|oder|der|eine|einen|mein|meine|dein|deine)(?![\p{L}])/u;

/**
 * A telling of what happened, in English: "work was awful today", "i passed
 * my exam yesterday". A time that points at the past (PAST_TIMES) in such a
 * telling is no plan, so the time_reference shape does not count it
 * (atom-guard.ts), unless the text also asks, plans or wants (PLANS_OR_ASKS:
 * "i wanted to see ana tomorrow"). Any other time still counts.
 */
export const PAST_TELLING =
  /(?<![\p{L}])(?:was|were|got|had|went|did|felt|made|ate|slept|passed|finished|won|lost|ran|saw|met|came|left|been|\p{L}{3,}ed)(?![\p{L}])/u;
export const PLANS_OR_ASKS =
  /[?¿]|^(?:was|were|did|is|are|will|has|have|had|do|does|can|could)(?![\p{L}])|(?<![\p{L}])(?:will|'ll|gonna|going to|need|needs|needed|want|wants|wanted|wanna|hoped|hoping|planned|planning|plan|promised|wondering|thinking|supposed|expected|scheduled|booked|due|remind|book|set|schedule|can|could|would|should|please|pls|if|when|what|where|which|who|how|whether|did i|have i)(?![\p{L}])/u;
/** The times a telling of the past may carry (global: removed before the shape is tried again). */
export const PAST_TIMES = /(?<![\p{L}])(?:today|yesterday)(?![\p{L}])/gu;
