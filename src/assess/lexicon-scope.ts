/**
 * How far a request reaches, for the learned tier's guesses past one agent
 * (learned/tier.ts heldToOneAgent, worldQuestion):
 * - someone other than the user who could own a step: a team, a department,
 *   a function or a role ("have finance approve it", "with the CX team", "fai
 *   approvare dalla finanza", "l'équipe data");
 * - a request for an answer or a text from the assistant ("explain the
 *   offside rule", "write a cover letter");
 * - a question about the world that points at nothing said before ("what's
 *   the usual tip in japan", "is ibuprofen the same as acetaminophen").
 * The tier's unsure organs and cells of those shapes were personal tasks and
 * general questions, whose words ("usual", "same", "last", "write") it had
 * learned from work for several agents and from references to earlier turns.
 * Data only; the rules' own multi-step, breadth and memory evidence is
 * separate and raises the floor whatever this says.
 */

/** Any of `phrases`, standing as whole words. */
function wholeWords(phrases: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.join("|")})(?![\\p{L}\\p{N}])`, "u");
}

/**
 * Units whose names are also everyday words or topics ("sales by region",
 * "personal finance basics", "reverse engineering", "is it legal to…") count
 * only as a step's owner: after "have", "get", "ask", "with" and the like,
 * before "team", or in a list of two or more ("sales and support").
 */
const EVERYDAY_UNITS =
  "(?:sales|product|data|design|support|security|ops|operations|platform|infra|analytics|comms|customer service|customer success|cx|ux|research|logistics|quality|legal|finance|accounting|hr|compliance|leadership|marketing|engineering|facilities|recruiting|qa|payroll|devs|developers|designers|pms|accountants)";

// biome-ignore format: a word list
const PARTIES = [
  // en: functions that are never everyday nouns, roles, and groups
  "procurement", "purchasing", "execs?", "executives", "the board", "board members", "cfo", "ceo", "cto", "ciso", "coo", "cmo", "vp",
  "committee", "squads?", "stakeholders", "departments?", "counsel", "dpo", "auditors?", "reviewers", "approvers", "translators",
  "lawyers?", "vendors", "suppliers", "recruitment", "devops", "csms?",
  "(?:account|regional|department|engineering|product|project|line|hiring|store|site) (?:managers|leads|heads)", "department heads",
  // any unit called a team, but not a sports side ("my fantasy football team")
  "(?!(?:fantasy|football|soccer|basketball|baseball|hockey|volleyball|rugby|cricket|national|favou?rite|home|sports?|school|my|our|your|the|a) )[\\p{L}-]{1,40} (?:teams?|department|org)", "teams",
  `(?:have|get|ask|let|tell|with|by|to|from|loop in|cc) (?:the |our )?${EVERYDAY_UNITS}`, "(?:have|get|ask|let|tell|with|loop in) (?:the|my|our) team",
  `${EVERYDAY_UNITS}(?:, ${EVERYDAY_UNITS})*,? (?:and|&) ${EVERYDAY_UNITS}`,
  // es, pt
  "equipos?", "equipes?", "equipas?", "departamentos?", "jurídico", "finanzas", "finanças", "financeiro", "contabilidad", "contabilidade", "soporte", "suporte",
  "proveedores", "fornecedores", "(?:para|com|pela|pelo) (?:a |o )?(?:segurança|seguridad|compras)", "recursos humanos", "rrhh", "ingeniería", "engenharia", "comité", "comitê", "junta directiva", "diretoria", "gerencia",
  // fr
  "équipes?", "fournisseurs", "(?:par|avec|à) (?:les |l'|le |la )?(?:achats|sécurité|ventes|support)", "juridique", "compta", "comptabilité", "ressources humaines", "rh", "ingénierie", "comité de direction", "comex", "conseil d'administration",
  // it
  "squadra", "fornitori", "ufficio acquisti", "(?:alla|dalla|con la|il|al) (?:sicurezza|supporto)", "reparti", "reparto", "ufficio legale", "legale", "finanza", "contabilità", "risorse umane", "ingegneria", "comitato", "consiglio di amministrazione",
  // de, nl
  "anbieter", "lieferanten", "leveranciers", "(?:lass|mit|vom|beim|den|der|dem) (?:den |dem |der )?(?:einkauf|vertrieb|support)", "abteilung(?:en)?", "\\p{L}+abteilung", "buchhaltung", "vertrieb", "geschäftsführung", "vorstand", "ausschuss", "afdeling(?:en)?", "financiën", "boekhouding", "directie", "bestuur",
];

/** Scripts without spaces between words: matched anywhere. */
// biome-ignore format: a word list
const PARTIES_CJK = ["部门", "团队", "法务", "财务", "人事部", "部門", "チーム", "部署", "経理", "財務", "人事", "팀", "부서", "법무", "재무"];

const PARTY = wholeWords(PARTIES);
const PARTY_CJK = new RegExp(PARTIES_CJK.join("|"), "u");

/**
 * A request for an answer or a text from the assistant itself: a question, or
 * an opening verb that asks for words ("write", "explain", "summarize",
 * "give me"). One agent writes it, whoever the text is about.
 */
// biome-ignore format: a word list
const ASKS_FOR_WORDS = new RegExp(`^(?:(?:hey|hi|ok|okay|so|please|pls|quick one)[,!. ]+)?(?:(?:can|could|would|will) you (?:please )?|please |pls |help me )?(?:${[
  "write", "draft", "compose", "rewrite", "revise", "proofread", "edit this", "polish", "fix the grammar", "explain", "summari[sz]e", "describe", "outline",
  "give me", "suggest", "list", "tell me", "recommend", "brainstorm", "come up with", "turn (?:this|these)", "make (?:me )?(?:a|an)",
  "what", "what's", "whats", "how", "why", "who", "which", "where", "when", "is", "are", "can i", "should", "do", "does",
  "schreib\\p{L}*", "erklär\\p{L}*", "fass\\p{L}* zusammen", "escrib\\p{L}*", "explic\\p{L}*", "écri\\p{L}*", "expliqu\\p{L}*", "scriv\\p{L}*", "spieg\\p{L}*", "escrev\\p{L}*",
].join("|")})(?![\\p{L}\\p{N}])|\\?$|教えて|写一|告诉我|알려줘|써줘`, "u");

/**
 * Whether the normalised message asks for an answer or a text (ASKS_FOR_WORDS).
 *
 * @example
 * asksForWords("explain the offside rule in soccer") // true
 * asksForWords("get the soc 2 report done") // false
 */
export function asksForWords(normalized: string): boolean {
  return ASKS_FOR_WORDS.test(normalized);
}

/**
 * An English question about the world: it opens with a question word and
 * nothing in it points at the people in the chat or at something said
 * before ("it", "that", "again", "the other"), nor does it continue one ("and
 * the next one?", "what about tuesday?"). Other languages mark the person in
 * the verb ("¿qué hotel elegimos?"), so they are left to the tier.
 */
const WORLD_QUESTION =
  /^(?:what|what's|whats|which|who|when|where|why|how|is|are|was|were|does|do|did|can|should)(?![\p{L}\p{N}'])(?![\s\S]*(?<![\p{L}\p{N}])(?:i|i'm|i've|i'd|i'll|im|me|my|mine|we|we're|we've|(?<!the )us|our|ours|you|you're|you've|your|yours|u|ur|it|it's|its|that|that's|this|these|those|them|they|their|he|she|his|her|him|one|ones|other|others|again|earlier|previous|about)(?![\p{L}\p{N}]))/u;

/**
 * Whether the normalised message is a question about the world (WORLD_QUESTION).
 *
 * @example
 * worldQuestion("what's the usual tip in restaurants in japan") // true
 * worldQuestion("what was the restaurant we picked for friday") // false
 */
export function worldQuestion(normalized: string): boolean {
  return WORLD_QUESTION.test(normalized);
}

/** Work over many things at once: a question about it is still work for several agents. */
// biome-ignore format: a word list
const BROAD = wholeWords(["all", "every", "each", "everyone", "everybody", "across", "company-wide", "org-wide", "todos", "todas", "tous", "toutes", "alle", "tutti", "tutte", "ogni", "cada", "chaque", "jede[nmrs]?"]);

/**
 * Whether the normalised message reaches over many things at once (BROAD).
 *
 * @example
 * broadScope("what would it take to move all 12 offices") // true
 */
export function broadScope(normalized: string): boolean {
  return BROAD.test(normalized);
}

/**
 * Whether the normalised message names a party other than the user.
 *
 * @example
 * namesParty("have procurement check the terms") // true
 * namesParty("draft a cover letter for a junior data analyst role") // false
 */
export function namesParty(normalized: string): boolean {
  return PARTY.test(normalized) || PARTY_CJK.test(normalized);
}
