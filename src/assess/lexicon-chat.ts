/**
 * What tells a reply to the assistant's small talk from a reply to its offer or
 * its question about a task (chat-reply.ts). Written against the development
 * conversations of 2026-12-01 (eval/dev/multiturn-*-13, -14, -15 and -17):
 * "mint chip forever" answers "what's your go-to ice cream?", while "quarter to
 * seven" answers "what time?" and "sí, a las nueve" accepts "¿quieres un
 * recordatorio?". Precision first: a turn any entry matches makes no reply an atom.
 */

/**
 * The assistant's last turn offers to act, invites a request or asks for a
 * task's missing detail: whatever the user answers is work, however chatty.
 */
// biome-ignore format: rule tables read better packed
export const ASSISTANT_ACTS = [
  { reason: "offer", why: "an offer to act, accepted by any reply: 'want me to set a reminder?' (not 'I can't choose', 'I'll risk it')",
    pattern: /\b(shall i|should i|do you want me to|want me to|would you like( me)? to|like me to|i can(?!'t| ?not)|i could(?! help| not)|i'll(?! (say|take|risk|admit|pick|go|be|have|just|stick|bet))|i will|let me|ready to|ok to|okay to|go ahead)\b/u },
  { reason: "bare_offer", why: "an offer without its verb: 'want a weekly reminder for that?', 'up for some recommendations?'",
    pattern: /(^|[.!?] )(want|need|fancy|up for|how about|what about) (a|an|the|some|me|it|that|them|one|to)\b/u },
  { reason: "invitation", why: "an invitation to ask: its answer is the request",
    pattern: /\b(how can i help|can i help|help you with|assist|what can i do|do for you|anything else|what do you need)\b/u },
  { reason: "slot", why: "a task's missing detail: 'what time?', 'how long should it run?', 'where should it pick you up?'",
    pattern: /\b(what time|which (day|time|date|playlist|song|station|room|size|flavou?r)|how long (should|do you want|for)|for how long|where (should|to|do you want)|when should|when do you want|how many (should|do you want)|who should|who (do|would) you want)\b/u },
  { reason: "offer_i18n", why: "the same offers in es, pt, it, fr, de, nl: '¿quieres que te ponga un recordatorio?', 'zal ik de lampen aandoen?', '¿enciendo el aire?'",
    pattern: /(quieres|quiere|querés|quer|queres|vuoi|vuole|veux|voulez|veux-tu|voulez-vous|willst|möchtest|wil je|wilt u)( (que|che|dass|dat))?( (te|ti|je|ich|ik|eu|yo|lo|la|le|me))? \p{L}+|\b(zal ik|soll ich|dois-je|je peux|ich kann|ik kan|puedo|posso|te (pongo|pido|busco|reservo|añado|apunto|mando)|l[oa] aggiungo|aggiungo|ti (metto|mando|prenoto)|je (te |vous )?(cherche|mets|réserve|commande|ajoute|rajoute|lance)|enciendo|apago|pongo|busco|añado|pido|reservo|accendo|spengo|ligo|desligo|allume|éteins|mach ich|doe ik)\b/u },
  { reason: "slot_i18n", why: "the same missing details in es, pt, it, fr, de, nl: '¿a qué hora?', 'welke dag komt het beste uit?', 'hoe lang moet hij lopen?'",
    pattern: /\b(a qué hora|a que horas|que horas|a che ora|à quelle heure|quelle heure|um wie viel uhr|wann soll|hoe laat|welke dag|welke tijd|hoe lang|wie lange|combien de temps|cuánto tiempo|quanto tempo|para cuándo|dónde te|onde te|où (dois|faut)|wohin|waar moet)\b/u },
  { reason: "offer_i18n_more", why: "offers in sv, pl, tr, id, vi, ru, uk, ar, hi, zh, ja, ko, he, el: 'ska jag…?', 'czy mam…?', 'ekleyeyim mi?', 'mau aku…?', 'включить свет?', 'क्या मैं…', '要不要我…', '予約しましょうか', '켜 드릴까요?'",
    pattern: /(?<![\p{L}])(ska jag|vill du att jag|vill du ha|czy mam|mam (ci|wam)|chcesz,? żebym|chcesz,? abym|ister misin(iz)?|mau (aku|saya|gue)|perlu (aku|saya)|(aku|saya) (pesankan|pasangkan|setel|tambahkan|kirimkan)|muốn mình|để mình|(mình|tôi) (đặt|bật|tắt|thêm|gửi|gọi)|хочешь,? чтобы я|хотите,? чтобы я|хочеш,? щоб я|хочете,? щоб я|мне (добавить|включить|выключить|поставить|заказать|напомнить|отправить|позвонить)|هل تريد(ني)? أن|هل تريدني|تبيني|تحب أن|أضيف|أشغل|أطفئ|أحجز|क्या मैं|चाहते हो कि मैं|चाहती हो कि मैं|चाहेंगे कि मैं|רוצה שאני|רוצה ש|θέλεις να|θέλετε να)(?![\p{L}])|\p{L}+(ayım|eyim|yayım|yeyim) m[ıi]|(^|[.!?] )\p{Script=Cyrillic}+(ть|ти)( [^.!?]*)?\?|要不要我|需要我|我帮你|我幫你|要我|我来|我來|(दूँ|दूं|करूँ|करूं|लगाऊँ|लगाऊं)\s*\?|(ましょうか|ようか|しとく[?？]|おきましょうか)|(드릴까요|할까요|해 드릴까|줄까|볼까요|켤까요|끌까요)/u },
  { reason: "slot_i18n_more", why: "a task's missing detail in those languages: 'vilken tid?', 'o której?', 'saat kaçta?', 'jam berapa?', 'mấy giờ?', 'во сколько?', 'في أي ساعة؟', 'कितने बजे?', '几点？', '何時に？', '몇 시에?'",
    pattern: /(?<![\p{L}])(vilken tid|hur länge|när ska|o której|jak długo|na kiedy|saat kaçta|ne kadar süre|nereye|jam berapa|berapa lama|mấy giờ|bao lâu|во сколько|на сколько|сколько времени|куда отправить|о котрій|скільки часу|في أي ساعة|متى تريد|كم من الوقت|कितने बजे|कितनी देर|באיזו שעה|כמה זמן|τι ώρα|πόση ώρα)(?![\p{L}])|几点|幾點|多久|什么时候|什麼時候|何時に|何分|どのくらい|몇 시|얼마나 오래|언제/u },
] as const;

/**
 * A turn without a question that reports work done or found ("The front door is
 * locked.", "Your Visa balance is $1,284.50"): the reply extends or corrects it.
 * Digits count too (checked apart): small talk rarely quotes figures.
 */
export const ASSISTANT_REPORT =
  /\b(done|all set|complete|completed|finished|saved|now|is (locked|on|off|set|ready|open|closed)|are (on|off|locked|ready|set)|updated|added|booked|sent|scheduled|playing|started|stopped|turned|switched|set (for|to)|here's|here is|here are|found|shows|says|your \p{L}+ (is|are|was|were|has|have|shows|will))\b|^(ok|okay|got it|sure|on it|will do|noted)\b|(?<![\p{L}])(listo|hecho|ahora|fait|maintenant|c'est noté|erledigt|jetzt|fatto|ora|feito|agora|pronto|klaar|gedaan|klart|nu|gotowe|teraz|tamam|şimdi|selesai|sekarang|xong|bây giờ|готово|сейчас|теперь|зараз|تم|الآن|हो गया|अब|בוצע|עכשיו|έγινε|τώρα)(?![\p{L}])|完成|好了|现在|現在|しました|完了|今|완료|했어요|지금/u;

/**
 * What in a short reply is a task's detail or a command, even after small
 * talk; each makes the reply no atom. Numbers in digits, times, requests and
 * questions are the atom guard's WORK_SHAPES, checked with these.
 */
// biome-ignore format: rule tables read better packed
export const REPLY_WORK = [
  { reason: "number_words", why: "a count or a time in words answers a slot: 'eleven minutes', 'quarter to seven', 'a las siete' (not 'one', as in 'nice one', nor articles such as 'un', 'een')",
    pattern: /(?<![\p{L}])(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|quarter|half past|noon|midnight|o'clock|minutes?|mins?|hours?|seconds?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|minutos?|horas?|deux|trois|quatre|cinq|sept|huit|neuf|dix|onze|douze|heures?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|uhr|minuten|stunden?|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|minuti|mezza|dois|três|quatro|meia|twee|drie|vijf|zes|zeven|negen|tien|uur|kwartier)(?![\p{L}])/u },
  { reason: "time_units", why: "hours and minutes in the other languages the tables read: 'пять минут', '七点', '十分钟', '7時', '10분', 'jam 7', 'o siódmej'",
    pattern: /(?<![\p{L}])(minuter|timme|timmar|klockan|minut|minuty|godzin[aey]?|dakika|saat|menit|jam|giờ|phút|минут[аы]?|час(а|ов)?|хвилин[аи]?|годин[аи]?|دقائق|دقيقة|الساعة|मिनट|बजे|घंटे|דקות|שעה|λεπτά|ώρα)(?![\p{L}])|[一二三四五六七八九十两\p{N}]+(点|點|分钟|分鐘|小时|小時|時|分)|\p{N}+(시|분)|(한|두|세|네|다섯|여섯|일곱|여덟|아홉|열) ?(시|분)/u },
  { reason: "usual", why: "'the usual one' is an order the assistant knows",
    pattern: /(?<![\p{L}])(usual|same as (always|before|last time)|de siempre|de sempre|comme d'habitude|wie immer|come sempre|zoals altijd)(?![\p{L}])/u },
  { reason: "extension", why: "a reply that extends or adjusts what was done: 'bedroom too', 'a bit louder', 'and eggs also' (not 'you too', 'me too')",
    pattern: /(?<![\p{L}])(?<!(you|me|to you|yo|moi|toi|ich|dir|io|anche a te|eu|ik|jag) )(too|as well|also|instead|louder|quieter|warmer|cooler|brighter|dimmer|higher|lower|more|less|another|again|también|aussi|auch|anche|também|ook)[\s.!]*$/u },
] as const;

/**
 * Verbs that open a command to a device or a service, checked at the start of
 * every clause: "very. play some white noise", "lovely. read me the news". The
 * action tables leave most English ones to the learned tier ("I play guitar").
 */
// biome-ignore format: a word list
export const COMMAND_VERBS = new Set<string>([
  "play", "read", "call", "start", "stop", "lock", "unlock", "turn", "put", "sign", "queue", "skip", "pause",
  "resume", "dim", "crank", "pop", "hook", "yeet", "grab", "switch", "mute", "unmute", "raise", "lower", "boost",
  "open", "close", "text", "ping", "tell", "show", "give", "find", "check", "get", "make", "add", "set", "send",
  "book", "order", "remind", "cancel", "keep", "bump", "drop", "move", "shut", "warm", "cool", "heat", "brighten",
  "repeat", "shuffle", "loop", "buzz", "ring", "dial", "message", "email", "note", "jot", "write", "draft", "save",
  "log", "track", "throw", "toss", "chuck", "stick", "slap", "fire", "kill", "nuke", "wipe", "clear", "reset",
  "restart", "run", "use", "try", "pick", "choose", "go", "do", "take", "bring", "fetch", "look", "louder", "quieter",
]);
