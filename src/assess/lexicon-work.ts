/**
 * Evidence that a message asks for work: actions, the systems they touch, memory,
 * multi-step structure, breadth, and attempts to instruct the router. Each entry
 * carries its integer weight and the reason it exists. Pure data.
 *
 * `terms` are phrases matched on whole words (plurals folded, see phrases.ts);
 * `(a|b|)` groups expand to alternatives, an empty one meaning optional.
 * `patterns` are regular expressions for what words cannot express; `raw`
 * patterns see the original casing.
 */
import { RECALL_EDITS, RECALL_PATTERNS } from "./lexicon-recall";

/** A pattern that cannot match without `needs` in the text: that cheap check runs first. */
export type GatedPattern = RegExp & { readonly needs?: string };

/**
 * Marks `pattern` as one that cannot match without `needs` in the text, so the
 * matcher skips it with a substring check on most messages.
 *
 * @example
 * needs("usual", /\bthe usual\b/u).needs // "usual"
 */
export function needs(substring: string, pattern: RegExp): GatedPattern {
  return Object.assign(pattern, { needs: substring });
}

export interface LexiconEntry {
  readonly name: string;
  readonly weight: number;
  readonly terms: readonly string[];
  readonly patterns?: readonly GatedPattern[];
  readonly raw?: readonly RegExp[];
  /** A character the raw patterns cannot match without; checked first because it is cheap. */
  readonly rawNeeds?: string;
  /** Patterns tried only when no text to work on follows a colon or a line break (`PAYLOAD`). */
  readonly unlessPayload?: readonly RegExp[];
}

/**
 * Phrases in which a table's word is no work: "your favourite book" is no
 * booking. Blanked before the tables run, so narrow on purpose: "great, book
 * it" and "nice to meet you at noon" keep their work ("nice to meet you" alone
 * is a greeting phrase, which the atom tables read as a whole). `gate` is a
 * substring the text must hold for the pattern to be tried at all.
 */
export const NOT_WORK = [
  {
    gate: "book",
    // the noun after a liking, not the verb to book
    pattern:
      /(?<![\p{L}])(your|ur|my|a|the|his|her|their) (favou?rite|fave|fav|best) books?(?![\p{L}])|^(favou?rite|fave|fav) books?(?![\p{L}])/gu,
  },
  {
    gate: " to ",
    // the readers of one message, not breadth of work: "email the new policy to every employee"; only
    // after a message's verb opening a clause, with no other act between ("apply the patch to every
    // server", "email me once you've pushed the fix to all servers" keep their breadth)
    pattern:
      /(?=every|all|each)(?<=(?:^|[,;.!?]\s*|(?<![\p{L}-])(?:and|then|please|pls|now) )(?:send|email|e-mail|mail|post|announce|forward|notify|broadcast)(?![\p{L}-])(?:(?!(?<![\p{L}])(?:when|after|once|before|if|me|until|and)(?![\p{L}]))[^,.;:!?]){0,60} to )(every|all|each)(?![\p{L}])/gu,
  },
  {
    gate: " with ",
    // "share the deck with all department heads" is one share
    pattern:
      /(?=every|all|each)(?<=(?:^|[,;.!?]\s*|(?<![\p{L}-])(?:and|then|please|pls|now) )share(?![\p{L}-])(?:(?!(?<![\p{L}])(?:when|after|once|before|if|me|until|and)(?![\p{L}]))[^,.;:!?]){0,60} with )(every|all|each)(?![\p{L}])/gu,
  },
] as const;

/** Verbs that ask the assistant to act on something outside the conversation. */
// biome-ignore format: rule tables read better packed
export const ACTION_VERBS = [
  {
    name: "communicate",
    weight: 2,
    // sending or answering messages goes through a mail or chat tool
    terms: ["send", "sent", "email", "e-mail", "mail", "forward", "reply", "respond to", "draft", "compose", "post",
      "message", "dm", "ping", "notify", "announce", "share", "cc", "text (him|her|them|back|me|us|mom|dad|my)", "envía", "envia", "manda", "envoie", "envoyer",
      "schick", "sende", "envie", "invia", "mande",
      // A channel named is a message to send: "tell the joke to my sister over text".
      "(over|by|via) (text|sms|whatsapp|imessage|email|slack|telegram|signal|dm)",
      // Asking for a person is a hand-off to support, not small talk about humans.
      "talk to a human", "speak to a human", "talk to a person", "speak to a person", "talk to someone",
      "speak to someone", "talk to an agent", "speak to an agent", "live agent", "human agent",
      "customer service", "representative"],
  },
  {
    name: "schedule",
    weight: 2,
    // scheduling changes a calendar
    terms: ["schedule", "reschedule", "book", "rebook", "reserve", "invite", "set up a (call|meeting)",
      "move (the|my) (meeting|call)", "cancel", "block", "agenda", "agendar", "programa", "reserva", "réserve",
      "réserver", "buche", "buchen", "prenota", "marcar"],
  },
  {
    name: "money",
    weight: 3,
    // moving money is an irreversible external action
    terms: ["refund", "charge", "pay", "transfer", "invoice", "bill", "reimburse", "wire", "payout", "reembolsa",
      "rembourse", "erstatte",
      // A payment that failed is the bank's or the merchant's to look into: "my card got declined".
      "(card|payment|transfer|transaction) (got|was|is|keeps getting) (declined|rejected|blocked|frozen|bounced)",
      "(card|payment|transaction) declined"],
  },
  {
    name: "ship",
    weight: 3,
    // deploying or releasing changes production systems
    terms: ["deploy", "redeploy", "release", "roll back", "rollback", "ship", "promote", "publish", "purge",
      "restart", "rerun", "re-run", "trigger", "scale"],
  },
  {
    name: "code",
    weight: 2,
    // code changes go through a code host
    terms: ["merge", "commit", "push", "open (a |an |)(pr|pull request|mr|merge request)",
      "create (a |an |)(pr|pull request|branch)", "review (the |this |my |)(pr|pull request|diff|change)",
      "refactor", "fix", "patch", "revert", "cherry-pick", "rebase", "implement"],
  },
  {
    name: "record",
    weight: 2,
    // creating or changing records acts on a system of record
    terms: ["create", "add", "save", "store", "file", "log", "open", "update", "edit", "change", "rename", "assign",
      "close", "resolve", "reopen", "delete", "remove", "archive", "approve", "reject", "upload", "move", "copy",
      "attach", "tag", "label", "set", "mark", "rotate", "revoke", "grant", "provision", "enable", "disable",
      "configure", "install", "uninstall", "import", "crée", "créer", "erstelle", "crea", "crie", "cierra",
      "schließ", "schliess", "lösche", "supprime", "borra"],
  },
  {
    name: "retrieve",
    weight: 1,
    // looking things up in the user's systems needs a tool
    terms: ["search", "find", "look up", "lookup", "check", "fetch", "pull", "get me", "list", "show me", "query",
      "run", "export", "download", "summarize", "summarise", "busca", "buscar", "cherche", "trouve", "trouver",
      "such", "suche", "finde", "cerca", "procure", "encuentra", "zeig", "translate", "translation"],
  },
  {
    name: "analyse",
    weight: 1,
    // knowledge work: alone it may be a question, but each one is a step of a larger task
    terms: ["research", "compare", "evaluate", "survey", "benchmark", "shortlist", "short-list", "recommend",
      "prioritise", "prioritize", "assess", "gather", "collect", "compile", "outline", "estimate", "forecast",
      "model the", "vet", "negotiate", "interview", "pick (one|the best|a winner)", "choose (one|the best)",
      "select (one|the best)", "sign off", "draw up", "write up", "put together", "brief (the |our |)(team|leadership|execs|board|management|stakeholders)"],
  },
  {
    name: "order",
    weight: 2,
    // ordering or buying is an external transaction
    terms: ["order", "buy", "purchase", "subscribe", "unsubscribe", "renew", "upgrade", "downgrade", "compra",
      "bestelle"],
  },
  {
    name: "remind",
    weight: 2,
    // reminders persist beyond the conversation
    terms: ["remind me", "set (a |an |)(reminder|alarm|timer)", "recuérdame", "rappelle-moi", "erinnere mich",
      "ricordami", "lembra-me", "lembre-me", "me lembre", "herinner me", "напомни", "напомните", "нагадай",
      "нагадайте", "przypomnij", "hatırlat", "hatırlatır mısın", "ذكرني", "याद दिला", "याद दिलाना", "提醒我", "提醒一下",
      "リマインド", "思い出させて", "리마인드", "alarma", "alarme", "wecker", "sveglia", "wekker", "будильник",
      "таймер", "budzik", "alarm kur", "منبه", "अलार्म", "闹钟", "鬧鐘", "アラーム", "タイマー", "알람"],
  },
  {
    name: "media",
    weight: 2,
    // playing, calling or switching something on or off drives a device or a service, in the languages the action tables read (English is the learned tier's)
    terms: ["pon música", "reproduce", "joue", "mets de la musique", "spiel", "spiele", "riproduci", "metti",
      "toca", "speel", "включи", "поставь", "увімкни", "włącz", "puść", "çal", "شغل", "شغّل", "शगल", "चलाओ", "बजाओ", "播放",
      "放首", "放一首", "再生して", "틀어줘", "재생", "llama a", "appelle", "ruf", "chiama", "liga para", "bel",
      "позвони", "подзвони", "zadzwoń", "اتصل", "कॉल करो", "打电话", "打給", "電話して", "전화해", "éteins", "allume",
      "apaga", "enciende", "schalte", "spegni", "accendi", "desliga", "wyłącz", "выключи", "вимкни", "kapat",
      "बंद करो", "चालू करो", "关掉", "关灯", "开灯", "消して", "꺼줘", "켜줘"],
  },
] as const satisfies readonly LexiconEntry[];

/**
 * Tool words an action implies when the message names no system: "remind me to
 * call mom" wants a reminder tool though it says none. Hints for the tool
 * ranking only; they are no domain evidence and change no level.
 */
export const ACTION_HINTS: Readonly<Record<string, readonly string[]>> = {
  remind: ["reminder", "alarm"],
  media: ["play", "music", "call"],
};

/**
 * Systems and objects, each a tool domain. The names double as `tool_hints`.
 * Vendor names are the strongest evidence: nobody says "Jira" in small talk.
 */
// biome-ignore format: rule tables read better packed
export const DOMAINS = [
  {
    name: "email",
    weight: 2,
    // mailboxes
    terms: ["email", "e-mail", "mail", "inbox", "gmail", "outlook", "mailbox", "newsletter", "correo", "courriel",
      "posteingang", "cc", "bcc"],
  },
  {
    name: "calendar",
    weight: 2,
    // calendars and meetings
    terms: ["calendar", "meeting", "event", "invite", "appointment", "standup", "stand-up", "one-on-one", "slot",
      "availability", "free time", "reunión", "reunion", "réunion", "besprechung", "termin", "riunione",
      "calendario", "calendrier", "kalender", "zoom", "google meet",
      "(free|busy|available) (today|tomorrow|tonight|this|next|on|at|for|between)"],
    patterns: [/\b1:1\b/u],
  },
  {
    name: "chat",
    weight: 2,
    // team chat
    terms: ["slack", "microsoft teams", "ms teams", "(on|in|via) teams", "teams (meeting|call|channel|chat|message)",
      "discord", "channel", "dm", "thread", "whatsapp", "telegram"],
    patterns: [/(^|\s)#[\w-]+/u],
  },
  {
    name: "code",
    weight: 2,
    // code hosting
    terms: ["github", "gitlab", "bitbucket", "repo", "repository", "repositories", "pull request", "pr", "prs",
      "merge request", "mr", "branch", "branches", "commit", "codebase", "monorepo", "dépôt", "code"],
    raw: [/\b[\w-]+\/[\w.-]+#\d+/u],
    rawNeeds: "#",
  },
  {
    name: "ci",
    weight: 2,
    // builds and deploys
    terms: ["deploy", "deployment", "pipeline", "build", "ci", "cd", "github actions", "workflow run", "jenkins",
      "vercel", "netlify", "cloudflare", "worker", "staging", "production", "prod", "release", "rollback", "cache"],
  },
  {
    name: "issues",
    weight: 2,
    // issue trackers
    terms: ["jira", "linear", "ticket", "issue", "bug", "backlog", "sprint", "epic", "user story", "user stories",
      "kanban", "asana", "trello"],
    raw: [/\b[A-Z][A-Z0-9]{1,9}-\d+\b/u],
  },
  {
    name: "docs",
    weight: 2,
    // docs and knowledge bases
    terms: ["docs", "documentation", "doc", "document", "wiki", "notion", "confluence", "page", "runbook",
      "playbook", "handbook", "knowledge base", "kb", "google doc", "readme", "spec",
      // Documents people ask for by kind; "presentation" is left out, small talk is full of them.
      "report", "deck", "slides", "memo", "proposal"],
  },
  {
    name: "database",
    weight: 2,
    // databases and warehouses
    terms: ["database", "db", "sql", "query", "queries", "table", "postgres", "postgresql", "mysql", "bigquery",
      "snowflake", "warehouse", "redshift", "schema", "rows"],
  },
  {
    name: "payments",
    weight: 2,
    // payments and billing
    terms: ["stripe", "payment", "refund", "invoice", "charge", "subscription", "billing", "payout", "customer",
      "order", "checkout", "revenue", "mrr", "arr", "factura", "facture", "rechnung"],
    patterns: [/[$€£¥]\s?\d/u],
  },
  {
    name: "crm",
    weight: 2,
    // customer records
    terms: ["crm", "salesforce", "hubspot", "lead", "deal", "opportunity", "opportunities", "pipeline stage",
      "contact", "account owner", "prospect"],
  },
  {
    name: "travel",
    weight: 2,
    // travel booking
    terms: ["flight", "hotel", "airbnb", "train", "trip", "itinerary", "boarding", "airline", "airport",
      "car rental", "rental car", "vuelo", "vol", "flug", "flüge", "hôtel", "voo", "volo", "reservation",
      // Entry rules change and depend on the traveller: a lookup, never a remembered fact.
      "visa", "passport", "customs", "layover"],
  },
  {
    name: "weather",
    weight: 2,
    // forecasts
    terms: ["weather", "forecast", "temperature", "rain", "raining", "snow", "sunny", "humidity", "wind", "clima",
      "tiempo", "météo", "wetter", "meteo", "天気", "天气"],
  },
  {
    name: "maps",
    weight: 2,
    // places and directions
    terms: ["directions", "route", "distance", "how far", "drive to", "commute", "near me", "nearby", "map",
      "address", "eta", "traffic", "navigate", "nearest", "closest"],
  },
  {
    name: "storage",
    weight: 2,
    // files and drives
    terms: ["file", "folder", "drive", "google drive", "dropbox", "onedrive", "box", "attachment", "pdf", "upload",
      "shared link"],
  },
  {
    name: "monitoring",
    weight: 2,
    // observability and on-call
    terms: ["sentry", "datadog", "pagerduty", "grafana", "alert", "monitor", "incident", "on-call", "oncall",
      "error", "exception", "log", "latency", "uptime", "outage", "cpu", "memory usage", "metrics", "dashboard",
      "500s", "p99"],
  },
  {
    name: "spreadsheet",
    weight: 2,
    // spreadsheets
    terms: ["spreadsheet", "sheet", "google sheets", "excel", "workbook", "csv", "row", "column"],
    patterns: [/\bcell [a-z]\d+\b/u],
  },
  {
    name: "search",
    weight: 2,
    // the open web
    terms: ["google it", "web search", "search the web", "on the web", "online", "news about", "latest news",
      "look it up", "headlines"],
  },
] as const satisfies readonly LexiconEntry[];

/** Identifiers nobody types in small talk: they point at a record to act on. */
// biome-ignore format: rule tables read better packed
export const IDENTIFIERS = [
  {
    name: "email_address",
    weight: 2,
    // Starts only where a token starts: the same matches, without rescanning a long token from each character.
    pattern: /(?<![\w.+-])[\w.+-]+@[\w-]+\.[\w.]+/u,
    hint: "@",
    // a recipient or account
  },
  {
    name: "url",
    weight: 1,
    pattern: /\bhttps?:\/\/\S+/u,
    hint: "://",
    // a resource to fetch or act on
  },
  {
    name: "ticket_key",
    weight: 2,
    pattern: /\b[A-Z][A-Z0-9]{1,9}-\d+\b/u,
    hint: "-",
    // an issue-tracker key like PAY-123
  },
  {
    name: "record_number",
    weight: 2,
    pattern:
      // `\s*(?:(…)\s*)?` is `\s*(…)?\s*` without two adjacent `\s*` splitting a long space run every way.
      /\b(order|invoice|ticket|case|pr|issue|incident|booking|reservation|account|po)\s*(?:(no\.?|number|#)\s*)?#?\d{3,}\b/iu,
    hint: "#digit",
    // a numbered record
  },
  {
    name: "hash_ref",
    weight: 1,
    pattern: /(^|\s)#[\w-]{2,}/u,
    hint: "#",
    // a channel or numbered reference
  },
  {
    name: "mention",
    weight: 1,
    pattern: /(^|\s)@[\w.-]{2,}/u,
    hint: "@",
    // a person or team handle
  },
  {
    name: "money_amount",
    weight: 2,
    pattern: /[$€£¥]\s?\d|\b\d+(\.\d+)?\s?(usd|eur|gbp|dollars|euros)\b/iu,
    hint: "#digit",
    // an amount to move
  },
  {
    name: "flight_number",
    weight: 2,
    // An airline's code and a number ("UA 1432", "KL1002") or its name and one ("jetblue 615", "delta
    // flight 88"); not codes that are also words or places ("LA 10", "AC 22", "CA 94105", "VS 2022"), a
    // year ("BA 2019") nor a lowercase code ("ha 12").
    pattern:
      /\b(?:UA|AA|DL|WN|B6|NK|F9|HA|WS|BA|LH|AF|KL|IB|AZ|LX|AY|EI|U2|VY|TP|TK|EK|QR|EY|SQ|CX|NH|JL|KE|OZ|QF|NZ|MU|CZ|6E|AV|SV|DY|LO|SU) ?(?!(?:19|20)\d\d\b)\d{2,4}\b|\b(?:[Uu]nited|[Dd]elta|[Jj]et[Bb]lue|[Jj]etblue|[Ss]outhwest|[Aa]laska|[Ss]pirit|[Ff]rontier|[Ll]ufthansa|[Rr]yanair|[Ee]asy[Jj]et|[Ee]asyjet|[Ee]mirates|[Qq]atar|KLM|klm|[Ii]beria|[Ww]est[Jj]et|[Ww]estjet|[Qq]antas|[Aa]ir [Ff]rance|[Bb]ritish [Aa]irways|[Aa]ir [Cc]anada|[Tt]urkish [Aa]irlines)(?: [Ff]light \d{2,4}| \d{3,4})\b/u,
    hint: "#digit",
    // a flight to look up
  },
  {
    name: "repo_path",
    weight: 1,
    pattern: /\b[\w-]+\/[\w.-]+\b(?!\s*(of|per))/u,
    hint: "/",
    // an owner/repo path
  },
] as const;

/**
 * Text to work on after a colon or a line break: "shorten the subject line:
 * Q3 review…" brings what it edits, so it points at nothing earlier. An
 * entry's `unlessPayload` patterns are not tried on such a message.
 */
export const PAYLOAD = /[:\n]\s*(\S.{9}|$)/u;
/** Courtesy before an order: "now", "ok", "can you"… */
const ORDER_OPENING = "((now|ok|okay|so|pls|plz|please|can you|could you|can u) )*";

/** References to earlier turns or saved preferences: the message needs memory. */
// biome-ignore format: rule tables read better packed
export const MEMORY_REFERENCES = [
  {
    name: "earlier_turn",
    weight: 2,
    // refers to something said before
    terms: ["where did we land",
      "i changed my mind", "(the|that) (first|second|third|other) (one|option|version|draft|idea)",
      "from before", "(from|in) your (previous|last|earlier) (answer|reply|message|response)", "like you did (for|with|on)",
      "what you did (for|with|on)", "(your|my) original (recommendation|suggestion|version|draft|plan|idea|answer)",
      "go back to (the|that|your|my|our|what|how) (previous|earlier|original|old|first|second|last|option|version|draft|plan|way|it)",
      "go back to option", "bring back the (old|previous|original|earlier|first|intro|ending|section)", "continue from there",
      "since my last message", "you (put together|reviewed|cut|removed|deleted|edited)", "(you|we) already have",
      "vuelve a poner", "que quitaste", "reprends", "où on s'était arrêté", "où on s'était arrêtés", "de ce matin",
      "comme on en a parlé", "wo wir aufgehört haben", "wo wir stehen geblieben sind", "mach da weiter",
      "da dove eravamo rimasti", "riprendi", "quello che avevamo iniziato",
      "earlier", "previously", "(as|like|same as) before", "the other day",
      "our (last|previous) (chat|conversation|call|session|discussion)", "(do|try) the same (for|with|to|thing)",
      "carry on (with|from)", "pick up where", "(where|when) (we|i|you) left (off|it)", "go back to (the|our|that)",
      "resume (the|our|that)", "(redo|re-do|rework|redraft) (the|that|it|our|my|this|those|these)",
      "we('ve| have) (discussed|talked about|covered|agreed|decided|drafted)", "where were we",
      "(let's|lets|let us) (get |go )?back to", "what (u|you) did (for|with|on|to)",
      "go back to (version|draft|v)", "undo (your|the|that|my) (last|most recent|latest|previous) (change|edit|edits|changes)",
      "same thing (in|for|but|with)", "(your|the|my) shortlist",
      // The same references in the languages the action tables read.
      "lo que (dijiste|me dijiste|hablamos|acordamos)", "la última vez", "la vez pasada", "como la última vez",
      "como (lo hablamos|hablamos|dijimos|quedamos)", "refais", "refaire", "qu'on avait commencé", "comme convenu",
      "comme on a dit", "igual ao último", "refaz", "refazer", "como combinamos", "rifallo", "rifai",
      "come (ne abbiamo parlato|abbiamo detto|d'accordo)", "di stamattina", "wie besprochen", "mach es nochmal",
      "ce que (tu as dit|tu m'as dit|on a dit)", "la dernière fois", "comme la dernière fois",
      "was du (vorhin |)gesagt hast", "wie (vorhin|letztes mal|beim letzten mal)", "letztes mal", "beim letzten mal",
      "(quello che|ciò che) (hai detto|mi hai detto|abbiamo detto)", "l'ultima volta", "come l'ultima volta",
      "o que (você disse|voce disse|falamos|combinamos)", "da última vez", "como da última vez",
      "wat je (eerder |)zei", "vorige keer", "zoals vorige keer", "co (mówiłeś|powiedziałeś|mówiłaś|powiedziałaś)",
      "ostatnim razem", "jak poprzednio", "daha önce (söylediğin|dediğin|konuştuğumuz)", "geçen sefer",
      "az önce söylediğin", "что ты (говорил|сказал|говорила|сказала)", "в прошлый раз", "как в прошлый раз",
      "що ти (казав|сказав|казала|сказала)", "минулого разу", "你刚才说", "你之前说", "上次", "之前说的", "刚才说的",
      "さっき言った", "前回", "前に言った", "아까 말한", "전에 말한", "ما قلته", "المرة الماضية", "पिछली बार",
      "जो तुमने कहा", "जो आपने कहा",
      // Work the assistant wrote or the two began, named by a relative clause: "el itinerario que armaste",
      // "le mail que tu as rédigé", "die Liste, die du erstellt hast"; not what it recommended or what
      // the two made, which small talk names too ("la película que me recomendaste", "the cake we made").
      "que (me |)(escribiste|preparaste|armaste|redactaste|mandaste)", "que (empezamos|decidimos)", "(qué|que) le dije",
      "que tu (as|m'as|avais|m'avais) (écrit|préparé|rédigé|envoyé)", "(qu'on|que nous) (a|avons) (commencé|décidé)",
      "(die|den|das) du (mir |)(geschrieben|erstellt|entworfen|vorbereitet|geschickt) hast",
      "(in|aus) deiner (zusammenfassung|liste|tabelle|übersicht)", "(was|wie) hatte ich dir",
      "que (você|voce|vc) (me |)(escreveu|preparou|mandou|montou|redigiu)", "que (começamos|decidimos)",
      "che (mi |)hai (scritto|preparato|mandato|redatto)", "che abbiamo (iniziato|deciso)",
      "die je (me |)(schreef|stuurde)", "(die|dat) je (hebt |)(geschreven|opgesteld|gestuurd)", "(in|uit) je samenvatting",
      "(ons|onze) vorige (overleg|gesprek)",
      "(który|którą|które) (mi |)(napisałeś|napisałaś|przygotowałeś|przygotowałaś)", "(co|jaki|jaką|jakie|który|którą|które) (ustaliliśmy|postanowiliśmy|zaczęliśmy)",
      "(который|которую|которое|которые) ты (мне |)(написал|написала|подготовил|подготовила|составил|составила)", "(который|которую|которое|которые|что) мы (решили|начали)",
      "(який|яку|яке|які) ти (мені |)(написав|написала|підготував|підготувала|склав|склала)", "(який|яку|яке|які|що) ми (вирішили|почали)",
      "(yazdığın|hazırladığın|gönderdiğin|başladığımız|kararlaştırdığımız)", "아까 (작성한|만든|쓴|정리한)",
      "저번 (회의록|자료|보고서|메일|목록|계획)", "우리가 (정한|정리한)", "네가 (쓴|정리한|작성한)"],
    patterns: [
      // What was said or done before, in the past tense as written ("the plan we discussed", "which wine did
      // you recommend"; not "which team did you pick to win", an opinion asked): the phrase tables fold
      // "shared" into "share", and "how do i share my calendar", "should we plan a party" point at nothing.
      /\b(we (discussed|talked about|agreed|decided|spoke about|were talking|were discussing|were looking at|negotiated|set up|built|made|created|picked|chose|planned|started|agreed on|settled on|landed on)|(you|i) (mentioned|said|told you|suggested|recommended|described|sent|shared|gave me|wrote|made|showed|drafted|found|came up with|proposed|rejected|approved|outlined|gave you|sent you|showed you)|did (you|u) (mention|say|suggest|recommend|describe|send|share|show|draft|propose|outline)|did we (pick|choose|decide on|agree on|settle on|land on|discuss|talk about))\b/u,
      /\b(continue|finish|resume|redo) (the|our|that|my) \w+( \w+)? (we|you|i) (started|began|were)\b/u,
      // Work carried on from a time earlier: "continue the email thread from this morning".
      /\b(continue|finish|resume) (the|our|that|my) \w+( \w+)? from (this morning|yesterday|last (week|night|time)|earlier|before)\b/u,
      // Decisions asked back: "did we ever settle on a name", "which hotel did I end up picking", "what did you figure the total came to".
      /\bdid (i|we) (ever |finally )?(like|pick|choose|go with|end up|settle|decide|agree|land|estimate|budget)\b/u,
      /\bwhat did (you|u|we) (figure|estimate|calculate|conclude|come up with|land on|pick|choose)\b/u,
      // Work named by what was done to it together: "the piece we drafted", "the pros and cons you listed".
      /\b(the|that|those|our) [\w ]{1,40} (we|you|u|i) (drafted|worked out|established|wrote|wrote up|began|reached|came up with|outlined|put together|sketched|mapped out|shortlisted|listed|quoted|prepared|helped with|pasted|estimated|calculated|translated|summari[sz]ed|flagged|picked out|did|made|worked on|were (building|doing|working on|writing|drafting|planning|discussing))\b/u,
      // Said or shown before by the assistant: "you quoted a stat about…".
      /\b(you|u) (quoted|cited|listed|estimated|calculated|translated|summari[sz]ed)\b/u,
      // The assistant's own earlier acts, asked back or named: "did you already book…", "the table you built".
      /\b(did|have) (you|u) (already |just )?(say|said|book|booked|send|sent|order|ordered|schedule|scheduled|finish|finished|fix|fixed|email|emailed|reply|replied|pay|paid|cancel|cancelled|canceled)\b/u,
      /\b(the|that|those|this) [\w ]{1,40} (you|u) (just |already )?(built|made|wrote|drafted|created|generated|booked|ordered|scheduled|sent|suggested|recommended|applied|added|removed|changed|fixed|found|picked|chose|prepared|translated|summari[sz]ed|formatted|set up|were chasing|were working on)\b/u,
      /\b(the|that|those|this) [\w ]{1,40} we (sent|did|made|wrote|built|agreed on|picked|chose|booked|ordered|compiled|triaged|drew up|shortlisted|brainstormed|narrowed down)\b/u,
      // The same in Chinese and Japanese ("把你昨天整理的名单发给我", "さっきの要約を直して"); not a bare
      // "你做的" or "さっきの", which small talk uses too ("你做的菜", "さっきの地震").
      /你(昨天|之前|刚才|上次)(写|做)的|你(昨天|之前|刚才|上次)?(整理|准备|列|起草)的|我们(之前|上次|昨天)?(定|选|讨论|商量)的|さっき(作った|書いた|まとめた|送った)|さっきの(要約|メール|資料|リスト|表|文章|案|下書き|翻訳|計画|レポート)|(作って|書いて|まとめて)くれた/u,
      // One more of the same: "now write one for the marketing role too", "same email, but to finance".
      /^((ok|okay|so|and) )*now (write|do|make|draft|create) one for\b/u,
      /^(the )?same( \w+){0,2},? but\b/u,
      /^(write|do|make|send|draft|create) the same( \w+){0,2} (for|to)\b/u,
      /^((now|ok|okay|so) )*do (that|the same|this) for\b/u,
      /^((can|could) (you|u) )?(send|show|give)( me)? (that|the|those)( \w+)? again\b/u,
      /^(go on|keep going|carry on|continue|next part|next one)[.!]*$/u,
      /^(lets|let's|let us) (continue|keep going|carry on|pick up)\b/u,
      /\b(write|do|draft) part \d+\b/u,
      /\bfill in the (remaining|rest)\b/u,
      /\b(put|bring) back the (old|previous|original|earlier|first)\b/u,
      // Orders that start from earlier work: "continue the list", "reuse the intro", "restore the old headline".
      /^((pls|please|ok|okay|now|so|right|can you|could you) )?(continue (the|teh|that|our|with|where)|go on with|re-?use (the|that|our|my)|restore the (old|previous|original|earlier|first)|(finish|continue|complete|do) the remaining)\b/u,
      // "same chart style as the board deck", "cc the same folks as on the offsite email": a style or audience from earlier work.
      /^(\w+ )?(the )?same( \w+){0,2} as (the|on the|in the|for the|with the|that|our|my|last)\b/u,
      /\b(you|we) had\b.{0,40}\bbefore[.!?]*$/u,
      /^(the|that) [\w ]{2,30}, but (with|in|for|shorter|longer|more|less|without|add|use|change|make)\b/u,
      /\b(drafts|versions|options) \d+ and \d+\b/u,
      // A piece of work named by when it was made: "the script from this morning throws an error".
      /\bthe [\w ]{0,20}(draft|outline|script|poem|essay|summary|version|code|snippet|itinerary|speech|story|letter|caption|chart|list|plan|proposal|cover letter|bio|tweet|reply|translation|calculation|numbers|estimate|playlist|workout) (from|you did|you made) (this morning|yesterday|earlier|last (night|week|time)|before|the other day|an hour ago)\b(?!['’]s)/u,
      // A thing the user chose or said earlier: "reschedule it to the slot i liked".
      /\b(the|that|those) [\w ]{1,30} i (liked|loved|wanted|mentioned|preferred|asked (for|about)|went with|settled on|agreed on)\b(?! (on|in|at)\b)/u,
      /\bthe same (people|attendees|folks|guests|group|crew|format|layout|style|structure|template|settings|setup|order|recipients) as\b/u,
      /^((ok|okay|so|then|hmm|yeah) )*(pick|choose|go with|take|let's go with|lets go with|i'll take|ill take|i'll go with|i choose|i pick) (option|choice|number|no\.?|#) ?([a-e]|\d)( (please|pls|then|it is))?[.!]*$/u,
      /(?<!\bthan )\b(the|that) (cheaper|earlier|later|shorter|longer|bigger|smaller|nicer|closer|other|second|third) (hotel|flight|quote|offer|plan|route|restaurant|place|slot|date|venue|one|option|version|draft)\b(?! (than|to|from|near|in|on|at|of|and|or|vs)\b)/u,
      // Progress or decisions on shared work, asked back: "how far along are we in the checklist".
      /\bhow far along (are|is) (we|it|this)\b/u,
      /\bwhat (was|were) our (verdict|decision|conclusion|outcome|takeaway)s? (on|about|for)\b/u,
      // A piece of work named, then the edit: "the gift ideas list for mom, cross off the scarf".
      /^(the|that|my|our) [\w ]{0,30}(list|plan|draft|poem|email|letter|essay|story|slide|deck|outline|itinerary|menu|playlist|recipe|speech|summary|table|chart|script|post|caption|agenda)( (for|about|on) [\w ]{1,20})?, (cross off|add|remove|delete|drop|swap|change|move|make|cut|replace|rename|fix|update|include|put)\b/u,
      new RegExp(`^${ORDER_OPENING}\\w+ (it|them|this|that|these|those|the [\\w ]{1,20}) (like|as with|same as) the (others|other ones|rest|previous ones|last ones)[.!]*$`, "u"),
      /\b(finish|continue|complete|do) (\w+ing )?the (rest|remainder) of\b/u,
      // Phrases whose everyday use asks for a fact: "last time" but not "when was the last time
      // the cubs won", "i asked" but not "what should i ask".
      needs("last time", /(?<!\b(when (was|is|did) the|when's the|what year was the|how long since the) )\blast time\b/u),
      needs("asked", /\b(you|i) asked\b/u),
      // Something wrong with a part of the work, said without the work: "the villain needs a better motivation".
      /^(the|that|this) [\w ]{0,30}\b(ending|intro|chorus|villain|conclusion|opening|joke|pacing|plot|totals?|numbers|second half|first half|middle part|hook|transitions?|punchline)(?! (of|on|in)\b)( [\w ]{0,30})? (needs|need|fell flat|falls flat|drags|doesn't|don't|isn't|aren't|is too|are too|feels|feel)\b/u,
      // Decisions asked back: "what did we name the brother?", "so which gym made more sense in the end?".
      needs("what did", /\bwhat did (we|i) (name|call|decide|pick|choose|settle|go with|agree|say|end up)\b/u),
      /^so (what|which|how|where)\b(?=.{0,60}\b(we|i|you)\b).{0,60}\b(in the end|after all|we (decided|picked|chose|said|went with))\b/u,
      needs("so far", /\b(do|did) we have so far\b/u),
      // The assistant's earlier proposal taken up: "let's go with your suggestion for the title".
      needs("ur ", /\b((go|going|stick|went) with|use|take|keep|try) (your|ur) (suggestion|recommendation|idea|pick|proposal|version|draft|(first|second|third|last) (one|idea|option|version|draft))\b/u),
      // The same as before, asked for: "use the same", "keep the same intro", "can we keep the same title";
      // not a how-to question, where it is the same across things ("how do i keep the same header on every
      // page", "can i use the same charger for my iphone and ipad").
      needs("same", /^(?!.*\b(how (do|can|to|would|should)|is it|are they)\b)(?!.*\b(can|could|should) i\b.*\b(and|every|all|each|both|multiple|several|different|other)\b).*\b(do|use|apply|follow|keep|run|repeat) the same\b/u),
      // One more of the same kind of output: "give me the same breakdown for february", "with the same rubric".
      needs("same", /\bsame (breakdown|analysis|summary|report|chart|table|rubric|format|treatment|approach|process|method|calculation|comparison|structure|template|style|tone|criteria|layout) (for|with|on|but|to)\b|\bwith the same (rubric|format|template|style|tone|structure|criteria|layout|approach)\b/u),
      // Items of a piece of work moved by position: "swap the last two slides".
      /^((now|ok|okay|so|pls|please|can you|could you) )*(swap|switch|swich|reverse|flip) (the order of )?(the|teh) (last|first|top|bottom) (two|three|\d) (slides|sections|paragraphs|items|points|steps|bullets|lines|verses|chapters|questions|days|rows|columns|names|options)\b/u,
      // The plan followed or changed: "is my rehab on track per the plan?", "… upper body instead".
      /\b(per|according to|as in|on track with) (the|our|my) (plan|outline|schedule|brief|agreement|timeline)\b/u,
      needs("instead", /^(?=.{3,100}\binstead[.!?]*$)(?!.*\b(what|how|why|should i|can i|could i|is it|is there)\b)/u),
      needs("this time", /^(?=.{3,100}\bthis time( around)?[.!?]*$)(?!.*\b(what|how|why|should i|can i|could i|is it|is there)\b)/u),
      // The same references in the languages the action tables read: "hazlo igual pero para Madrid".
      /\b(hazlo igual|haz lo mismo|lo mismo pero)\b|\b(fais la même chose|fais pareil|la même chose mais)\b|\bfaz (a mesma coisa|igual) (mas|para)\b|\b(fai|fallo) lo stesso (ma|per)\b|\b(das gleiche|dasselbe|das selbe) (aber|für|nochmal)\b/u,
      // Work named by what happened to it or by its version: "the bug you introduced", "you had a list of
      // ten names", "everything we've worked on", "a cleaner version of the diagram".
      /(?<=\b(the|that|those|this) [\w ]{1,40} )(you|u) (introduced|left in|missed|forgot|mixed up|came up with)\b/u,
      needs("you had", /(?<!\b(if|have|imagine|suppose|say) )\byou had (a|an|the|my|our|some) \w+/u),
      /\bwe('ve| have) (worked on|been working on (this|it|that)|put together|built so far)\b|(?<=\bthe [\w ]{1,30} )we (set|agreed|fixed|chose|picked|landed on)\b/u,
      /\b(a|the) (cleaner|shorter|longer|simpler|tighter|cleaned up|revised|edited|final|previous|original) version of (the|my|our|that)\b|\bthe (shorter|longer|revised|edited) (version|draft|cut)\b(?! of (a|an)\b)/u,
      needs("the rest of", /\b(like|match|matches|matching|consistent with) the rest of (the|my|our) (paper|doc|document|essay|deck|letter|cover letter|report|slides|story|post|page|chapter|thesis|book|script)\b/u),
      // Items of earlier output by number or by choice: "make number 3 harder", "pick the one with free cancellation", "yeah that one".
      /^((now|ok|okay|so|and|pls|please) )*(make|change|redo|rewrite|swap|fix|drop|remove|cut|expand|shorten|replace) (number|no\.?|#) ?\d+\b/u,
      /^((ok|okay|so|then|yeah|hmm) )*(pick|choose|take|book|go with|let's go with|lets go with|i'll take) the one (with|that|where|from|near|closest|for)\b/u,
      /^((yeah|yes|yep|ok|okay|sure|hmm) )?(that|this) one( please| pls| then)?[.!]*$/u,
      /^((now|ok|okay|so|then|pls|please|great|perfect) )*(finali[sz]e|finish|submit|publish|print|approve|ship|send) it( now| off| please| pls| then)?[.!]*$/u,
      /^((now|ok|okay|so|pls|please|can you|could you) )*(write|draft|do|start) the next (scene|chapter|section|part|verse|episode|paragraph|step|slide|page|round)\b/u,
      /\brevisit (the|our|that|my) (decision|plan|idea|draft|outline|budget|choice|list)\b|\bremind me when we\b/u,
      /^you know (the|that|my|our) [\w ]{1,40}, /u,
      // `\b` is ASCII-only in JavaScript: after "é" it needs a letter test ("on avait décidé").
      /\bdonde lo dejamos\b|\b(qué|que) decidimos\b|\bon avait (retenu|décidé|dit|choisi)(?![\p{L}])|\bavevamo (deciso|detto|scelto)\b|\bo que (decidimos|escolhemos)\b|\bhatten wir\b.{0,40}\b(gewählt|beschlossen|entschieden|besprochen|vereinbart|ausgesucht|genommen)(?![\p{L}])/u,
      // Work named by what the assistant did to it: "the ticket you opened", "the org chart you drew".
      // Verbs of work, not of experience ("the weirdest question you got", "the movie you watched"
      // are small talk), and not "we": "the photos we took", "the code we deployed" are the user's own.
      /\b(the|that|those|this|these) [\w' -]{1,40} (you|u) (just |already |kindly )?(opened|drew( up)?|took|ran|kept|compiled|triaged|designed|counted|compared|cleaned up|transcribed|flagged|noted|logged|tracked|organi[sz]ed|sorted|tagged|ranked|audited|analy[sz]ed|mocked up|sketched|typed up|jotted down|narrowed down|walked (me|us) through|pulled( up)?|dug up|came up with|put together|told me|showed me|gave me|sent me|promised)\b(?! (that|if|whether|to be)\b)/u,
      // Promises and checks of the assistant's, asked back: "you promised to check the visa rules",
      // "did you ever find out…", "has anything changed since you checked…"; not "since we talked",
      // "did you ever finish a marathon?".
      /\byou (promised|said you'?d|said you would)\b|\bdid (you|u|we) ever (find out|hear back|sort out|figure out|look into|decide|settle)\b|\bsince (you|we) (last )?(checked|looked|ran|sent|updated)\b/u,
      // An earlier piece of work named by its day: "apply the tone of yesterday's newsletter",
      // "the action items from this morning's standup"; not "today's" (current), nor a meeting (a calendar's),
      // nor what the news names so ("yesterday's numbers in the powerball", "sunday's post").
      /\b(yesterday|last (night|week|month|year|quarter|time)|this morning|(mon|tues|wednes|thurs|fri|satur|sun)day)['’]s (newsletter|deck|slide deck|slides|standup|stand-up|interviews?|draft|summary|analysis|bedtime story|recap|call notes|chat|conversation|weather check|meeting notes|minutes|audit|brainstorm|status update|outline|itinerary|script)\b/u,
      // Work from a conversation: "after our chat on friday"; not "in our group chat" (a channel).
      /\b(from|after|since) our (last |earlier |)(chat|conversation|brainstorm|brainstorming|discussion|talk)\b/u,
      // Recall asked outright, then work on it: "remember the gift ideas for my dad? pick the best one";
      // not "remember the 90s? good times".
      // Not "do you remember what year the wall fell?", a fact.
      /^((hey|so|ok|okay) )?remember (the|that|those|my|our) [^?]{1,60}\? ?(\w+ )?(pick|find|get|send|order|book|use|add|make|call|put|show|give|check|email|text|forward)\b/u,
      // Earlier work done again: "one more pass on the speech", "re-run that analysis"; not "keep going
      // with my diet", "a new version of the iphone", "can we reuse coffee grounds".
      /\bone more pass (on|at|over|through)\b|\bre-?run (that|those|the same)\b|\bretry (that|those)\b/u,
      // Decisions and findings asked back: "where did we leave the discussion…", "which risks did you flag".
      /\bwhere did we leave (it|off|things|the (discussion|conversation|plan|draft|project|topic|question))\b|\b(what|which) [\w ]{1,30} did (you|u|we) (note|flag|list|shortlist|agree on|decide on|settle on|land on)\b/u,
      ...RECALL_PATTERNS,
    ],
    // Edits of work that is not in the message: tried only when no text to work on follows
    // a colon or a line break ("shorten the subject line: Q3 review…" brings what it edits).
    unlessPayload: [
      // An edit of what is on the table: "rewrite that for a 5th grade reading level", "make that one punchier".
      /^((pls|please|ok|okay|now|so|right|can you|could you|can u|pls can you) )?(rewrite|redo|rephrase|shorten|lengthen|tighten|simplify|expand|trim|polish|tweak|adapt|adjust|revise|edit|reformat) (that|it|that one|this one)\b(?! (is|was|'s|seems)\b)/u,
      // An edit of a part of a piece of work that is not in the message ("tighten up the ending",
      // "swap the second and third sections"); not when the text to edit follows a colon.
      new RegExp(`^${ORDER_OPENING}(shorten|tighten( up)?|expand|lengthen|rewrite|rephrase|tweak|trim|polish|simplify|swap|split|reorder|cut down|add an? (conclusion|intro|introduction|verse|paragraph|section|closing line|summary) to) the [\\w ]{0,30}(section|sections|paragraph|intro|introduction|ending|conclusion|headline|title|subject line|bio|poem|essay|letter|list|table|chart|slide|verse|sentence|bullets?|summary|draft|outline|speech|story|caption|tagline|post|email|memo)\\b`, "u"),
      new RegExp(`^${ORDER_OPENING}((convert|cut|change|reorder|combine|merge|swap|split|sort|translate|shorten|tighten|expand|rewrite|rephrase|trim|tweak|polish|simplify|summari[sz]e|format|reformat) (it|that|those|them|both|these)\\b(?! (is|are|was|were)\\b)|make (it|that|this) (sound|look|read|feel)\\b|make (it|that|that one|this one) (more|less|shorter|longer|punchier|snappier|simpler|clearer|friendlier|tighter|crisper|funnier|catchier)\\b)`, "u"),
      /^(that|this|the) (title|headline|intro|ending|opening|subject line|tagline|slogan|name|draft|paragraph|sentence|tone|joke|poem) (is|was|feels|sounds|seems) (too|a bit|way too|kinda|kind of)\b/u,
      // Output made again with a change: "regenerate the logo ideas with a darker palette".
      /^(regenerate|redo|rewrite|recompute|recalculate|rework) the [\w ]{1,30} (excluding|without|with|but|using|this time)\b/u,
      // A numbered or ordinal part of a piece of work not in the message: "expand section 2 a bit", "remove the second example".
      new RegExp(`^${ORDER_OPENING}(move|remove|delete|drop|cut|finish|redo|replace|renumber|bold|highlight|fix|swap|expand|shorten|tighten|rewrite|reword|merge|split) (the (second|third|fourth|fifth|other|\\d+(st|nd|rd|th)) (example|section|paragraph|point|bullet|step|slide|verse|item|sentence|question|heading|idea)s?|(section|step|paragraph|slide|point|bullet|verse|item|chapter|part|question) \\d+)\\b(?! (of|in|on)\\b)`, "u"),
      // A piece of work finished or resized with nothing of it in the message: "finish the outline", "make the speech two minutes longer".
      new RegExp(`^${ORDER_OPENING}(finish|complete|wrap up) the (outline|draft|essay|story|poem|list|plan|script|speech|letter|article|post|proposal|function)[.!]*$`, "u"),
      new RegExp(`^${ORDER_OPENING}make the [\\w ]{0,20}(font|text|colou?rs?|chart|title|heading|speech|intro|ending|table|logo|slides?|deck|essay|poem|story|summary|draft|flyer|poster|list) ([\\w ]{1,25} )?(bigger|smaller|longer|shorter|bolder|brighter|darker|lighter|simpler|clearer|punchier)( (in|on|of) (that|this) [\\w ]{1,20})?( (please|pls))?[.!]*$`, "u"),
      // Earlier output sent on, or worked again: "send that to my boss", "re-run the numbers with 5% growth"
      // ("send this to…" may carry its attachment).
      new RegExp(`^${ORDER_OPENING}(send|forward|email|share|post|text|slack) (that|it)( one| over| along)? to\\b`, "u"),
      new RegExp(`^${ORDER_OPENING}re-?(run|do|calculate|compute) the (numbers|math|calculations?|figures|analysis|model|projection|forecast|estimate)\\b`, "u"),
      // An edit of a piece of writing or a plan the message does not carry: "rework his backstory",
      // "cut the backstory in chapter 2 by half", "soften the second paragraph".
      new RegExp(`^${ORDER_OPENING}(rework|rewrite|redo|revise|swap|switch|cut|trim|shorten|tighten|soften|punch up|flesh out|tone down|reword|rephrase|polish|tweak|bump|adjust|fix) (the|his|her|its|their|my|our) [\\w ]{0,25}\\b(ending|intro|chorus|verses?|conclusion|opening|summary|speech|poem|story|essay|pitch|backstory|villain|heading|flyer|outline|itinerary|macros|workout( plan| split)?|meal plan|budget (line|template|sheet)|diagram|graphs?|slides?|chapter|manuscript|plot|toast|vows|lyrics|punchline|cover letter|bio|timeline|agenda|checklist|packing list|guest list|reading list)\\b(?! (of|to|for|from|about|by|on|in)\\b)`, "u"),
      new RegExp(`^${ORDER_OPENING}make the [\\w ]{0,20}\\b(ending|intro|chorus|verses?|conclusion|opening|summary|speech|poem|story|essay|pitch|title|villain|heading|flyer|outline|itinerary|graphs?|slides?|chapter|toast|lyrics|cover letter|bio|diagram|recipe|plan|template) (more|less|a bit|sound|rhyme|read|match|work|fit|funnier|shorter|longer|darker|lighter|happier|sadder|scarier|simpler|clearer|punchier|snappier|tighter|gluten|vegan|vegetarian|kid)\\b`, "u"),
      /^((now|ok|okay|so|pls|please|can you|could you) )*(stretch|translate|merge|combine|update|bring|extend|finali[sz]e|print|send me|give me|show me) (the|my|our) (whole |full |final |two |)(itinerary|outline|outlines|manuscript|drafts?|meal plan|workout plan|training plan|packing list|guest list|reading list|seating chart|chore chart|gift list|watchlist|timeline|toast|speech|pitch|cover letter|essay|poem|story|script|lyrics)\b(?! (of|to|for|from|about|by|on|in)\b)/u,
      ...RECALL_EDITS,
    ],
  },
  {
    name: "saved_preference",
    weight: 2,
    // relies on a stored preference
    terms: ["my usual", "as usual", "my saved", "the regular (group|list|order|people|team|crowd)", "my (preferred|favourite|favorite|default|regular|go-to)", "my standard (signature|order|seat|template|format|greeting|reply|setup|settings|intro)", "like always",
      "(directions|route|drive|commute|way) (back |)home",
      "same (as before|as last time|as usual|one|hotel|place|seat|flight)", "like last time"],
    patterns: [
      /\bmy \w+ preferences?\b/u,
      // "order the usual", not "what's the usual tip in japan" nor "the usual suspects".
      needs("the usual", /\b(order|get|book|make|have|want|bring|do) (me |us )?the usual\b(?! suspects)/u),
      // "same time next week", not "is 3pm pst the same time as 6pm est", nor two things done together
      // ("is it safe to take ibuprofen and acetaminophen at the same time").
      /(?<!\b(and|both|two|together)\b[^.?!]{0,60}at the )\bsame time\b(?! as (?!last|yesterday|before|usual)\b)(?! ?zones?\b)|\bsame time (next|tomorrow|again|as (last|yesterday|before|usual))\b/u,
      // "the card i usually use", "the coffee beans i always get", "like i do every year".
      /\b(the|my) [\w ]{1,20} i (usually|always|normally|typically) (use|get|order|book|pay with|buy|pick)\b/u,
      /\blike i do every (year|month|week|time)\b/u,
      // What the assistant keeps about the user: "you have my shoe size right?", "the way my professor wants".
      /\byou (still )?(have|saved|remember|kept|stored) my (\w+ )?(size|sizes|address|number|details|preferences?|card|info|information|email|phone|birthday|measurements|allergies|order)\b/u,
      /\bthe way (my|our) [\w ]{1,20} (wants|likes|prefers|asked for)\b|\bthe way i (like|want|prefer)\b/u,
      /\bagain\b(?=.{0,80}\b(book|order|send|schedule|run|create)\b)/u,
      /\b(run|send|book|order|schedule|create|make|do) (that|the same|it|this)\b.{0,80}\bagain\b/u,
    ],
  },
  {
    name: "deictic_reference",
    weight: 1,
    // points at an object from the conversation
    terms: [
      "that (email|thread|doc|document|file|ticket|meeting|invoice|pr|issue|hotel|flight|message|draft|report|list|one|bug|customer|deal|page|spreadsheet|plan|newsletter|deck|slide|slides|outline|proposal|script|design|layout|template|config|version|summary|playlist|order|recipe|table|chart|paragraph|section|call|analysis|query|paragraph|intro|email thread)",
      "the one (from|we|i|you)", "those (emails|files|tickets|ones)", "the (draft|summary|list|report) you"],
  },
  {
    name: "recall_request",
    weight: 2,
    // asks the assistant to remember
    terms: ["remind me what",
      "what did (i|we|you) (say|ask|tell|mention|decide|discuss|suggest|recommend)", "what was (that|the name of)",
      "who did i say", "(what is|what's) my (preferred|favourite|favorite|usual)", "(qué|que) te dije",
      "qu'est-ce que je t'ai dit", "was habe ich (dir |)gesagt"],
    patterns: [/\bwas habe ich\b.{0,40}\bgesagt\b/u, /\bqu'est-ce que je t'ai dit\b/u,
      // Not a fact asked as memory: "do you remember what year the berlin wall fell?".
      /\bdo you remember\b(?! (what|which) (year|day|date|century)\b| who (won|invented|wrote|painted|discovered|was|is)\b| how (many|much|old|tall|far|long)\b| when (the|a|an)\b)/u,
      // Only the user's name itself: "what's my name on the invoice" is a document to read.
      /^(what is|what's|whats|do you know|do you remember) my name( again)?[?!. ]*$/u],
  },
] as const satisfies readonly LexiconEntry[];

/**
 * A team that can own a step. Words that are also everyday nouns ("sales figures",
 * "product details", "security cameras") count only with "team" or "department".
 */
const TEAM =
  "(the |our |my |)(((legal|procurement|purchasing|finance|accounting|hr|compliance|leadership|management|execs|exec team|board|security|it|comms|cfo|ceo|cto|ciso|coo|department heads)( team| department|))|((?!(my|our|your|the|whole|entire|a|this|that|his|her|their) )[a-z]+ (team|department|org|ops)))\\b";
/** Everyday-noun teams are unambiguous right before a verb: "have marketing build", "get ops to". */
const TEAM_BEFORE_VERB =
  "(the |our |my |)(legal|procurement|purchasing|finance|accounting|hr|compliance|leadership|management|execs|board|sales|marketing|engineering|support|security|ops|operations|design|product|data|it|platform|infra|devops|qa|ap|ar|comms|analytics|controlling|customer success|account managers|tax advisors|analysts|enablement|facilities|recruiting|recruitment|cfo|ceo|cto|ciso|coo|[a-z]+ (team|teams|department|org|folks|ops|managers))";
/** One team in a list of teams: "with quality, legal, logistics and customer service". */
const TEAM_NAME =
  "(the )?(legal|procurement|purchasing|finance|accounting|hr|compliance|leadership|management|execs|board|sales|marketing|product marketing|engineering|support|customer service|customer success|security|ops|operations|design|product|data|it|platform|infra|devops|qa|quality|logistics|comms|analytics|recruiting|facilities|cfo|ceo|cto|ciso|coo)( team| department)?";

/**
 * Teams that may be a step's subject with no "have" before them ("legal reviews
 * the terms"): none that is also an everyday word ("it looks good", "design
 * looks great", "data shows").
 */
const TEAM_AS_SUBJECT =
  "(the |our |)(legal|procurement|purchasing|finance|accounting|hr|compliance|leadership|management|execs|board|marketing|engineering|security|analytics|controlling|enablement|facilities|recruiting|recruitment|customer success|account managers|tax advisors|analysts|(?!(my|our|your|the|whole|entire|a|this|that) )[a-z]+ (team|teams|department|ops|managers))";
const HANDOFF_VERBS =
  "(check|review|approve|sign|look|verify|vet|handle|draft|update|confirm|weigh|own|take|run|test|audit|validate|build|pick|choose|decide|prepare|prep|write|design|sort|plan|prioriti[sz]e|price|fix|finali[sz]e|dedupe|chase|reallocate|schedule|code|gather|collect|segment|analy[sz]e|model|negotiate|clean|migrate|publish|announce|brief|contact|reach|estimate|assess|implement|deploy|set|roll|file|submit|follow|get|send|train|cost|secure|source|track|report|qa|push|judge|define|load|lay|rebuild|localize|localise|align|merge|map|interview|open|sign off)";

/**
 * Verbs that start a step of work when they open a clause of two words or more
 * ("gather team requirements, trial two alternatives, estimate the effort"),
 * whether or not an action table knows them. Three such clauses in a message
 * that carries work are a multi-step plan. A clause of one word ("report",
 * "budget") is a list item, not a step.
 */
// biome-ignore format: a word list
export const STEP_VERBS = [
  "add", "adjust", "agree", "align", "analyse", "analyze", "announce", "buy", "apply", "approve", "archive", "arrange",
  // opening a step of a plan ("figure out where candidates drop off", "patch all instances"); not "get",
  // "look", "talk" or "bring", which sign-offs and errands open ("talk soon, get some rest", "remind me
  // to get milk, bring the kids"); atom-guard.ts keeps these out of its run-on verbs
  "figure", "patch", "reduce",
  "ask", "assess", "assign", "audit", "automate", "benchmark", "book", "brief", "build", "calculate", "call",
  "cancel", "chase", "check", "choose", "clean", "close", "collect", "communicate", "compare", "compile",
  "compute", "configure", "confirm", "consolidate", "contact", "coordinate", "copy", "create", "decide", "define",
  "delete", "deliver", "deploy", "deprecate", "design", "determine", "develop", "disable", "distribute", "document",
  "download", "draft", "email", "enable", "escalate", "estimate", "evaluate", "expand", "export", "file", "fill",
  "finalise", "finalize", "find", "fix", "flag", "follow", "forward", "gather", "generate", "give", "hand", "hire", "identify", "implement", "import", "inform", "install", "interview", "investigate", "invite",
  "launch", "list", "lock", "log", "map", "measure", "merge", "message", "migrate", "model", "monitor",
  "move", "negotiate", "notify", "onboard", "open", "order", "organise", "organize", "pay", "pick", "ping", "plan",
  "post", "prepare", "present", "price", "prioritise", "prioritize", "produce", "promote", "proofread", "propose",
  "provision", "publish", "pull", "purchase", "put", "rank", "rebuild", "recommend", "reconcile", "record",
  "refund", "register", "release", "remove", "rename", "renew", "rent", "reply", "report", "request", "research", "reserve",
  "reset", "resolve", "restart", "review", "revoke", "rewrite", "roll", "run", "scale", "schedule", "scope",
  "score", "scout", "screen", "seed", "select", "send", "set", "share", "ship", "shortlist", "shut", "sign",
  "source", "split", "stand", "start", "submit", "summarise", "summarize", "survey", "switch", "sync", "tag",
  "tell", "test", "track", "train", "transfer", "translate", "trial", "turn", "update", "upgrade", "upload",
  "validate", "verify", "write",
] as const;

/** Sequencing and enumeration: several steps in one message. */
// biome-ignore format: rule tables read better packed
export const MULTI_STEP = [
  {
    name: "sequencing",
    weight: 2,
    // ordered steps need coordination
    terms: ["then", "after that", "afterwards", "and then", "once (that's|it's|done|finished)", "followed by",
      "finally", "luego", "después", "ensuite", "puis", "danach", "dann", "poi"],
    patterns: [/\bnext,/u],
  },
  {
    name: "enumeration",
    weight: 2,
    // a list of tasks is several tasks
    terms: [],
    // `^\s*|\n[^\S\n]*` matches what `(^|\n)\s*` did, without rescanning every newline run.
    raw: [/(^\s*|\n[^\S\n]*)(\d+[.)]|[-*•])\s+\S[^\n]*\n\s*(\d+[.)]|[-*•])\s+\S/u],
  },
  {
    name: "handoff",
    weight: 2,
    // handing a step to another team brings in another agent: several agents is an organ
    terms: [],
    patterns: [
      new RegExp(`\\b(loop in|check with|run (it|this|that|them) (by|past)|coordinate with|sync with|hand (it|this|that|them) (off |over |)to|escalate (it |this |that |)to|brief|send (it|this|that|them) (over |)to) ${TEAM}`, "u"),
    ],
  },
  {
    name: "team_list",
    weight: 2,
    // work coordinated with three teams or more is several agents' work, however few its verbs
    terms: [],
    patterns: [
      new RegExp(`\\b(coordinate|align|sync)\\b.{0,60}\\bwith ${TEAM_NAME}(,|, and| and| &) ${TEAM_NAME}(,|, and| and| &) ${TEAM_NAME}`, "u"),
    ],
  },
  {
    name: "team_step",
    weight: 2,
    // another team doing a step ('have marketing build the page') is another agent, and a step of its own
    terms: [],
    patterns: [
      new RegExp(`\\b(get|ask) ${TEAM_BEFORE_VERB} to \\w`, "u"),
      new RegExp(`\\b(have|let) ${TEAM_BEFORE_VERB} ${HANDOFF_VERBS}\\b`, "u"),
      // A team as the subject of a step: "compliance gathers documents, legal briefs staff".
      new RegExp(`(^|[:,;]\\s*|\\band\\s)${TEAM_AS_SUBJECT} ${HANDOFF_VERBS}e?s\\b`, "u"),
      // After a colon or a comma a team needs no "have": "…: engineering push the notice, support prep a macro".
      new RegExp(`[:,;]\\s*(and\\s)?${TEAM_AS_SUBJECT} ${HANDOFF_VERBS}\\b`, "u"),
      // A step done with a team: "confirm privacy rules with legal", "merge books with finance".
      new RegExp(`\\b${HANDOFF_VERBS} [\\w' -]{1,40} with (the )?(legal|finance|hr|leadership|facilities|procurement|compliance|security|marketing|engineering|(?!(my|our|your|the|whole|entire|a|this|that) )[a-z]+ team)\\b`, "u"),
      // The same hand-off in the languages the action tables read.
      /\bque (el equipo |el área |)(legal|jurídico|finanzas|rr\.? ?hh\.?|recursos humanos|compras|ventas|marketing|seguridad|ti)( la| lo| los| las)? (revise|apruebe|valide|firme|confirme|prepare)/u,
      /\b(valídalo|validalo|revísalo|revisalo|confírmalo|confirmalo) con (finanzas|legal|rrhh|compras|ventas|marketing|seguridad)/u,
      /\b(stimm|sprich|kläre|klär)\b.{0,80}\bmit (finance|finanz\p{L}*|legal|hr|it|einkauf|vertrieb|marketing|controlling) ab\b/u,
      /\bsoll (die|der|das) (it|hr|einkauf|finance|finanzabteilung|vertrieb|rechtsabteilung|personalabteilung)\b/u,
      /\b(manda|pede para|peça para) o (jurídico|financeiro|rh|compras|marketing|comercial|ti|suporte) \p{L}+/u,
      /(^|[:,;]\s*|\be\s)(o |a |os )?(rh|financeiro|jurídico|recrutamento|marketing|vendas|suporte|comercial|gestores) (aprova|revisa|confirma|abre|prepara|atualiza|treina|entrevistam|valida)\b/u,
      /\b(pide|pídele|pidele)( al?| a la)? (equipo|departamento|área|area) de \p{L}+/u,
      /\bfais (valider|vérifier|verifier|relire|approuver|signer|chiffrer)\b.{0,80}\bpar (l'|le |la |les )?(équipe|service|achats|juridique|finance|compta|rh|sécurité|direction|informatique)/u,
      /\b(coordonne|vois|valide)(-toi)? avec (l'|le |la |les )?(équipe|service|informatique|juridique|finance|achats|rh|sécurité|direction)/u,
      /\bpede (ao|à|a|para o|para a) (time|equipe|setor|área|area|departamento) de \p{L}+/u,
      /\blass (das |die |den |)[\p{L}-]*(team|abteilung|controlling|rechtsabteilung|einkauf|it-sicherheit|personalabteilung)\b/u,
      /\bchiedi (al|alla|all'|a) ?(team|ufficio|reparto) \p{L}+/u,
    ],
  },
  {
    name: "plan_and_execute",
    weight: 2,
    // research-plan-act is the canonical multi-agent shape
    terms: [],
    patterns: [
      /\b(investigate|research|analy[sz]e|diagnose|triage|correlate|compare|plan)\b.*\b(and|then)\b.*\b(fix|open|create|write|post|send|implement|update|book)\b/u,
    ],
  },
] as const satisfies readonly LexiconEntry[];

const SCOPE_OBJECTS =
  "(service|microservice|repo|repository|repositories|team|team's|department|region|environment|production system|system|data store|database|customer|product|project|account|zone|workspace|codebase|app|application|vendor|employee|office|subsidiary|subsidiaries|business unit|cluster|server|org|organization|organisation|company|stack|platform|cloud)";

/** Breadth of scope: work across an organisation, not one system. */
// biome-ignore format: rule tables read better packed
export const BREADTH = [
  {
    name: "across_all",
    weight: 3,
    // scope spans many systems
    terms: [
      `(across|throughout) (all|every|each|the whole|the entire|our|our whole|our entire) (of our |of the |)${SCOPE_OBJECTS}`],
  },
  {
    name: "every_x",
    weight: 3,
    // every X is many Xs
    terms: [`(every|all|all of|all our|all the|all of our|each|each of our) (single |)${SCOPE_OBJECTS}`],
  },
  {
    name: "org_wide",
    weight: 3,
    // company-wide scope
    terms: ["(company|org|organization|organisation|enterprise|group|fleet)-wide",
      "entire (company|org|organization|organisation|codebase|infrastructure|stack|fleet|platform)",
      "whole (company|org|organization|organisation|codebase|infrastructure)", "all of engineering",
      "de l'entreprise", "de la empresa", "des unternehmens", "toda la empresa", "tous les", "todos los"],
  },
  {
    name: "transformation",
    weight: 1,
    // transformations usually span systems
    terms: ["migrate", "migration", "consolidate", "rearchitect", "re-architect", "overhaul", "standardize",
      "standardise", "modernize", "decommission", "rollout", "roll out", "audit", "remediate", "compliance", "gdpr",
      "soc 2", "soc2", "hipaa", "disaster recovery", "failover", "break (up |)the monolith", "microservices",
      "migrer", "migrar", "migrieren"],
  },
] as const satisfies readonly LexiconEntry[];

/**
 * Text that tries to instruct the router. It is data: it raises suspicion and
 * can never lower complexity.
 */
// biome-ignore format: rule tables read better packed
export const INJECTION_MARKERS = [
  {
    name: "ignore_instructions",
    // classic prompt injection
    gate: ["ignor", "disregard", "forget", "override"],
    pattern:
      /\b(ignore|disregard|forget|override)\b.{0,30}\b(previous|prior|above|earlier|preceding|all|your|system)\b.{0,20}\b(instructions?|prompts?|rules?|messages?|guidelines)\b|ignora (las|todas las)? ?instrucciones|ignorez (les|toutes les)? ?instructions|ignoriere (alle )?(vorherigen )?anweisungen/u,
  },
  {
    name: "classify_as",
    // asks the router to pick its own label
    gate: ["atom", "molecule", "cell", "organ", "chitchat", "small", "trivial", "simple", "greeting", "complexity",
      "level", "tier", "classez", "clasifica"],
    pattern:
      /\b(classify|label|mark|treat|categori[sz]e|route|tag|score|rate|consider)\b.{0,30}\b(as|to be|like)\b.{0,10}\b(atom|molecule|cell|organ|organism|chitchat|small ?talk|trivial|simple|a greeting|low complexity)\b|\b(this is|it's|it is|must be) (an? |only |just )?(atom|chitchat|small ?talk)\b|classez ceci comme|clasifica esto como|\bmarked (as )?atom\b|\b(consider|call|treat) (this|it|me) (an? )?(greeting|atom|chitchat|small ?talk)\b|\b(is|be|as) an? atom\b|\b(set|make|change) (the )?(complexity|level|tier) to\b/u,
  },
  {
    name: "fake_role_tag",
    // imitates system or chat markup
    gate: ["<", "[", ":"],
    // Linear forms: `[^<>]*>` stops at the next "<" (`[^>]*>` rescanned the rest of the text
    // from every unclosed "<s"); `^\s*|\n[^\S\n]*` matches what `(^|\n)\s*` did.
    pattern:
      /<\|?\/?\s*(system|assistant|user|instructions?|im_start|im_end|s|sys)\b[^<>]*>|<\|[a-z_]+\|>|\[\/?(inst|system|sys)\]|<<\/?sys>>|(^\s*|\n[^\S\n]*)(system|assistant|developer|user)\s*:/u,
  },
  {
    name: "answer_json",
    // JSON shaped like the router's own answer
    gate: ["{"],
    pattern: /\{[^{}]*"(complexity|action|level|tier|needs_multi_agent|tool_hints)"\s*:/u,
  },
  {
    name: "router_directive",
    // addresses the router or hides a label in markup
    gate: ["router", "classifier", "<!--", "level", "complexity", "tier"],
    pattern:
      /\b(router|classifier) (override|instruction|note|directive)s?\b|<!--[\s\S]*?-->|\b(level|complexity|tier)\s*[:=]\s*"?(atom|molecule|cell|organ|organism)\b/u,
  },
  {
    name: "mode_switch",
    // tries to switch the router's behaviour
    gate: ["mode", "instructions", "respond only"],
    pattern:
      /\byou are (now )?(in )?[\w-]* ?mode\b|\b(developer|god|dan|jailbreak|atom) mode\b|\bnew (system )?instructions\b|\brespond only with\b/u,
  },
] as const;
