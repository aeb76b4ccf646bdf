/**
 * An atom needs positive evidence. A model's (or the cache's) "atom" is the one
 * answer that skips every tool and the origin, so a fooled or broken model must not
 * be able to give it on its word alone. Pure.
 */
import { atomKinds } from "./atoms";
import { ATOM_FILLERS, ATOM_PHRASES } from "./lexicon-atoms";
import type { Action, Complexity, Signal } from "./schema";
import { normalize, words } from "./text";

/** Longer than this, a message is not small talk the model may wave through. */
const SHORT_CHARS = 80;
const SHORT_WORDS = 12;
/** A learned tier at least this sure of "atom" is independent agreement. */
export const LEARNED_ATOM_THRESHOLD = 0.8;

/** Scripts the rule tables cover (greetings and action verbs); others are unread. */
const LETTER = /\p{L}/gu;
const READ_SCRIPTS =
  /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}\p{Script=Devanagari}]/gu;

/** Words that start a question wherever a clause starts (WH_QUESTION) and at the start of a message. */
const WH_WORDS =
  "what|what's|whats|when|where|wheres|who|whos|which|how|hows|why|cuál|cuándo|dónde|cómo|quién|cuánto|cuánta|cuántos|cuántas|quoi|quand|où|combien|pourquoi|wann|wo|warum|wieviel|wie viel|quando|onde|quanto|quanta|quantos|quem|dove|perché|quale|waar|wanneer|waarom|hoeveel|gdzie|kiedy|dlaczego|ile|nerede|nasıl|neden|kaç";
/** Auxiliaries and ambiguous words that ask only at the very start ("will you…", not "thanks, will do"). */
const OPENING_QUESTION_WORDS =
  "is|are|can|could|would|will|should|do|does|did|qué|que|comment|qui|quel|quelle|was|wie|wer|welche|o que|cosa|come|chi|cuanto|c'est comment|est-ce que|welcher|qual|wat|hoe|welke|jak|kto|co|czy|ne|kim|hangi";

/**
 * Words that ask a question from the end of a message: Turkish question
 * particles ("yağmur var mı"), and the question words spoken French and
 * Spanish put last ("mon colis arrive quand").
 */
const CLOSING_QUESTION_WORDS =
  "mı|mu|mü|mısın|misin|musun|müsün|mısınız|misiniz|musunuz|müsünüz|quand|où|combien|pourquoi|dónde|cuándo|cuánto";

/**
 * Things an assistant acts on, in the languages of the action tables: devices,
 * deliveries, accounts, bookings. Small talk rarely names them; hints of work
 * ("the tv is way too loud", "une pizza ce soir ça me tenterait bien") do.
 */
// biome-ignore format: a word list
const OBJECT_WORDS = [
  "lights?", "lamps?", "tv", "telly", "television", "thermostat", "heating", "heater", "aircon",
  "volume", "playlist", "podcast", "wifi", "router", "printer", "battery", "password", "account",
  "bank", "subscription", "package", "parcel", "delivery", "groceries",
  "pizza", "takeaway", "takeout", "taxi", "cab", "uber", "lyft", "flight", "hotel", "booking",
  "reservation", "appointment", "dentist", "doctor", "reminder", "alarm", "timer", "calendar", "font",
  "paper towels", "toilet paper",
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
const WORK_SHAPES = [
  { reason: "number", why: "numbers are amounts, times, dates and references", on: "normalized",
    pattern: /\p{N}/u },
  { reason: "question", why: "a question asks for an answer the edge may not have", on: "normalized",
    pattern: new RegExp(`[?？؟]|^(?:${WH_WORDS}|${OPENING_QUESTION_WORDS})(?![\\p{L}\\p{N}])|(?<![\\p{L}])(?:${CLOSING_QUESTION_WORDS})(?=[^\\p{L}\\p{N}]*$)`, "u") },
  { reason: "request", why: "a request names something to do", on: "normalized",
    pattern: /(?<![\p{L}\p{N}])(?:please|pls|plz|can you|could you|would you|will you|i need|i want|i'd like|help me|let's|let me|remember|remind|note that|keep in mind|don't forget|from now on|i prefer|save|make|tell me|show me|give me|find|get me|set|check|look|por favor|s'il te pla[iî]t|s'il vous pla[iî]t|bitte|per favore|alsjeblieft|lütfen|proszę)(?![\p{L}\p{N}])|пожалуйста|請|请|拜托|麻烦|ください|お願い|주세요|부탁|من فضلك|कृपया/u },
  { reason: "time_reference", why: "a date or time points at a plan, a booking or a forecast", on: "normalized",
    pattern: /(?<![\p{L}\p{N}])(?:today|tonight|tomorrow|yesterday|weekend|next (week|month|year)|this (week|month|evening|afternoon)|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mañana|demain|morgen|amanhã|domani|hoy|esta noche|ce soir|aujourd'hui|heute|heute abend|oggi|stasera|hoje|vandaag|vanavond|dzisiaj|dziś|jutro|bugün|yarın|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|segunda|terça|quarta|quinta|sexta|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|weekend|fin de semana|wochenende|fim de semana)(?![\p{L}\p{N}])|завтра|сегодня|明天|今天|明日|今日|내일|오늘/u },
  { reason: "object", why: "a thing the assistant acts on (a parcel, the lights, a password) is a hint of work even unasked: \"a luz da sala tá forte demais\"", on: "normalized",
    pattern: new RegExp(`(?<![\\p{L}])(?:${OBJECT_WORDS})(?![\\p{L}])|(?:afspraak|termin|bestellung|lieferung|rechnung|paket)(?![\\p{L}])`, "u") },
  { reason: "proper_noun", why: "a name or code mid-sentence (London, EUR) is a subject to look up or act on; not I, nor the acronyms small talk is full of (AI, OK, TV)", on: "raw",
    pattern: /[\p{Ll}\p{N},;:]\s+(?!I\b|I'|AI\b|OK\b|TV\b|LOL\b|OMG\b)\p{Lu}/u },
] as const;

/**
 * Words small talk starts with in Latin-script text: reactions, pronouns, the atom
 * tables' own words. A message that starts with anything else ("wipe everything",
 * "grab me a coffee") is most likely a command in a verb no table knows.
 */
// biome-ignore format: a word list
const OPENERS = new Set<string>([
  "i", "i'm", "im", "i've", "ive", "i'd", "i'll", "my", "me", "we", "we're", "our", "you", "you're", "youre",
  "your", "it", "it's", "its", "that", "that's", "thats", "this", "there", "they", "he", "she", "his", "her",
  "lol", "haha", "omg", "wow", "oh", "ah", "aw", "aww", "ugh", "meh", "hmm", "yes", "yeah", "no", "nah", "so",
  "just", "not", "pretty", "really", "very", "same", "nice", "cool", "good", "great", "bad", "sad", "happy",
  "lovely", "well", "honestly", "tbh", "btw", "also", "and", "but", "too", "totally", "definitely", "sounds",
  "love", "miss", "feeling", "busy", "tired", "agreed", "exactly", "true", "fair", "indeed", "sorry", "oops",
  "lmao", "rofl", "yay", "damn", "gosh", "seriously", "literally", "kinda", "congrats", "congratulations",
  "merry", "awesome", "amazing", "sweet", "perfect", "fine", "ok", "okay", "sure", "cheers", "hi", "hello",
  "hey", "bye", "night", "morning", "evening", "what", "how", "who", "why", "where", "when", "is", "are",
  "do", "does", "did", "was", "were", "can", "could", "would", "will", "should", "have", "had", "been",
  ...Object.values(ATOM_PHRASES).flatMap(({ phrases }) => phrases.map((p) => p.split(" ")[0] ?? "")),
  ...ATOM_FILLERS.map((f) => f.split(" ")[0] ?? ""),
]);
const FIRST_WORD = /[\p{L}\p{N}'’]+/u;

/**
 * Words and phrases that open a sentence without saying what it does. The
 * guard reads past them, so "ok shoot a note to the landlord" starts with
 * "shoot" and "so when does the couch arrive" asks when.
 */
// biome-ignore format: a word list
const DISCOURSE = new Set<string>([
  "ok", "okay", "k", "hey", "heya", "oh", "so", "tbh", "just", "lol", "lmao", "haha", "ugh", "btw", "also", "well",
  "honestly", "anyway", "anyways", "and", "but", "um", "umm", "uh", "hmm", "alright", "right", "ah", "yo", "now",
  "then", "actually", "basically", "oi", "welp", "ngl", "fr", "rn", "quick",
  // The same in the Latin-script languages of the action tables.
  "oye", "bueno", "pues", "mira", "alors", "bon", "dis", "eh", "na", "übrigens", "ach", "allora", "dai", "senti",
  "ma", "comunque", "então", "olha", "ei", "bom",
]);
const DISCOURSE_PHRASE =
  /^(?:not gonna lie|to be honest|by the way|real quick|quick question|a ver|au fait|sag mal)(?![\p{L}\p{N}])[\s,]*/u;
const CLAUSE_BREAK = /[,.;!…]+/u;
/**
 * Question words that start a question anywhere: after a comma or a greeting
 * ("so when does the couch arrive"). Auxiliaries ("will", "can", "is") are
 * questions only at the very start; later they are replies: "thanks, will do".
 */
const WH_QUESTION = new RegExp(`(?:^|[.!,;:]\\s*)(?:${WH_WORDS})(?![\\p{L}\\p{N}])`, "u");
const LATIN_LETTER = /\p{Script=Latin}/gu;

export interface GuardResult {
  draft: GuardedDraft;
  signals: Signal[];
}

export interface GuardedDraft {
  complexity: Complexity;
  action: Action;
  reasoning: string;
}

export interface AtomGuardInput {
  /** The original message, as the client sent it. */
  message: string;
  /** The rules' signals for it: any positive weight is work evidence. */
  signals: readonly Signal[];
  /** The rules' floor: when set, it raises the atom itself and says so. */
  floor?: Complexity | null;
  /** The learned tier's probability that the message is an atom, when it ran. */
  learnedAtomProbability?: number;
  /** `normalize(message)` when the caller has it (the rules' outcome does). */
  normalized?: string;
  /** The learned tier's likeliest level, sure or not, when it ran. */
  learnedLevel?: Complexity;
}

/**
 * Why a model's "atom" cannot be accepted, or null when it can: the message is
 * short, no rule saw work, and either something independent agrees (the rules'
 * atom phrases, the learned tier) or nothing in it looks like work.
 *
 * @example
 * atomDoubt({ message: "my cat is so cute", signals: [] }) // null
 * atomDoubt({ message: "will I need an umbrella in London?", signals: [] }) // "question"
 */
export function atomDoubt(input: AtomGuardInput): string | null {
  const normalized = input.normalized ?? normalize(input.message);
  if (normalized.length > SHORT_CHARS || words(normalized).length > SHORT_WORDS) return "long";
  if (input.signals.some((s) => s.weight > 0)) return "work_evidence";
  if (atomKinds(normalized) !== null) return null;
  if (mostlyUnread(normalized)) return "unsupported_script";
  // Outside Latin letters neither the learned tier (it decides no atom there) nor the
  // shapes below (openers, question words) can tell a command from small talk.
  if (!mostlyLatin(normalized)) return "unconfirmed_script";
  if ((input.learnedAtomProbability ?? 0) >= LEARNED_ATOM_THRESHOLD) return null;
  for (const shape of WORK_SHAPES) {
    if (shapeMatches(shape, input.message, normalized)) return shape.reason;
  }
  if (WH_QUESTION.test(normalized) || WH_QUESTION.test(pastDiscourse(normalized)))
    return "question";
  // Any clause may be the command: "the rice is done, stop the timer".
  if (normalized.split(CLAUSE_BREAK).some((clause) => startsLikeCommand(pastDiscourse(clause))))
    return "imperative";
  // A hint is a request too ("the tv is way too loud"): the learned tier, even unsure, leans to work.
  return input.learnedLevel && input.learnedLevel !== "atom" ? "learned_disagrees" : null;
}

/** The text from its first word that is not a discourse marker (DISCOURSE). */
function pastDiscourse(text: string): string {
  let rest = text.trimStart().replace(DISCOURSE_PHRASE, "");
  for (;;) {
    const first = FIRST_WORD.exec(rest);
    if (first?.index !== 0 || !DISCOURSE.has(first[0])) return rest;
    rest = rest.slice(first[0].length).replace(/^[\s,]+/u, "");
  }
}

/** Latin-script text whose first word is no small-talk opener. */
/** The work shapes that veto even a confident learned atom: small talk asks questions, but rarely carries numbers or names. */
const LEARNED_VETO_SHAPES = new Set(["number", "proper_noun", "object"]);

/**
 * Why the learned tier's confident "atom" still cannot stand, or null: a number
 * or a mid-sentence name (the subject of work: an amount, a time, a person), or
 * text mostly in a script the tables do not read.
 *
 * @example
 * learnedAtomDoubt("53nd the signed contract to Priyanka") // "number"
 * learnedAtomDoubt("do you ever sleep?") // null
 */
export function learnedAtomDoubt(
  message: string,
  normalized: string = normalize(message),
): string | null {
  if (mostlyUnread(normalized)) return "unsupported_script";
  for (const shape of WORK_SHAPES) {
    if (!LEARNED_VETO_SHAPES.has(shape.reason)) continue;
    if (shapeMatches(shape, message, normalized)) return shape.reason;
  }
  return null;
}

/**
 * German capitalises every noun, so a capital mid-sentence there is no name
 * ("hast du eigentlich Hobbys?"). Words that are German and nothing else.
 */
const GERMAN =
  /(?<![\p{L}])(ich|bist|hast|habe|nicht|eigentlich|gibt|mir|mich|dich|dir|bin|sehr|auch|noch|wir|sind|findest|kannst|möchte|gute|guten|danke|vielen|lieben|jetzt|heute|und|oder|der|eine|einen|mein|meine|dein|deine)(?![\p{L}])/u;

function shapeMatches(
  shape: (typeof WORK_SHAPES)[number],
  raw: string,
  normalized: string,
): boolean {
  if (shape.reason === "proper_noun" && GERMAN.test(normalized)) return false;
  return shape.pattern.test(shape.on === "raw" ? raw : normalized);
}

function startsLikeCommand(normalized: string): boolean {
  const first = FIRST_WORD.exec(normalized)?.[0];
  if (first === undefined) return false;
  return !OPENERS.has(first.replace("’", "'"));
}

/** At least half the letters Latin (or no letters at all: emoji, digits). */
function mostlyLatin(normalized: string): boolean {
  const letters = normalized.match(LETTER)?.length ?? 0;
  const latin = normalized.match(LATIN_LETTER)?.length ?? 0;
  return latin * 2 >= letters;
}

/**
 * Applies `atomDoubt` to a later tier's draft: an unconfirmed atom becomes a
 * molecule for the origin, with a signal saying why. Other levels pass through.
 *
 * @example
 * guardAtom({ message: "pay Bob", signals: [] }, { complexity: "atom", action: "respond", reasoning: "hi" })
 *   .draft.complexity // "molecule"
 */
export function guardAtom<D extends GuardedDraft>(
  input: AtomGuardInput,
  draft: D,
): { draft: D; signals: Signal[] } {
  if (draft.complexity !== "atom" || input.floor) return { draft, signals: [] };
  const doubt = atomDoubt(input);
  if (doubt === null) return { draft, signals: [] };
  return {
    draft: {
      ...draft,
      complexity: "molecule",
      action: "delegate",
      reasoning: `${draft.reasoning} Raised to molecule: an atom needs positive evidence (${doubt.replace(/_/g, " ")}).`,
    },
    signals: [{ name: `atom_unconfirmed:${doubt}`, weight: 0 }],
  };
}

function mostlyUnread(normalized: string): boolean {
  const letters = normalized.match(LETTER)?.length ?? 0;
  if (letters === 0) return false;
  const read = normalized.match(READ_SCRIPTS)?.length ?? 0;
  return read * 2 < letters;
}
