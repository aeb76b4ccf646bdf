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
  // an offer to act, accepted by any reply: 'want me to set a reminder?' (not 'I can't choose', 'I'll risk it')
  { reason: "offer",
    pattern: /\b(shall i|should i|do you want me to|want me to|would you like( me)? to|like me to|i can(?!'t| ?not)|i could(?! help| not)|i'll(?! (say|take|risk|admit|pick|go|be|have|just|stick|bet))|i will|let me|ready to|ok to|okay to|go ahead)\b/u },
  // an offer without its verb: 'want a weekly reminder for that?', 'rough day — want some music?', 'would you like some tea?', 'feel like a movie?'
  { reason: "bare_offer",
    pattern: /(^|[.!?,;:—–-] ?)(want|wanna|need|fancy|up for|how about|what about|would you like|do you want|feel like|care for|in the mood for|would an?|maybe) (a|an|the|some|me|it|that|them|one|to|something|anything|more)\b|(would|could|might) (a|an|some) [^.!?]{1,40} help\?|, maybe\?/u },
  // an invitation to ask: its answer is the request
  { reason: "invitation",
    pattern: /\b(how can i help|can i help|help you with|assist|what can i do|do for you|anything else|what do you need)\b/u },
  // a task's missing detail: 'what time?', 'how long should it run?', 'where should it pick you up?'
  { reason: "slot",
    pattern: /\b(what time|which (day|time|date|playlist|song|station|room|size|flavou?r)|how long (should|do you want|for)|for how long|where (should|to|do you want)|when should|when do you want|how many (should|do you want)|who should|who (do|would) you want)\b/u },
  // the same offers in es, pt, it, fr, de, nl: '¿quieres que te ponga un recordatorio?', 'zal ik de lampen aandoen?', '¿enciendo el aire?'
  { reason: "offer_i18n",
    pattern: /(?<![\p{L}])(quieres|quiere|querés|quer|queres|vuoi|vuole|veux|voulez|veux-tu|voulez-vous|willst|möchtest|wil je|wilt u)( (que|che|dass|dat))?( (te|ti|je|ich|ik|eu|yo|lo|la|le|me))? \p{L}+|(?<![\p{L}])(zal ik|soll ich|dois-je|je peux|ich kann|ik kan|puedo|posso|te (pongo|pido|busco|reservo|añado|apunto|mando)|l[oa] aggiungo|aggiungo|ti (metto|mando|prenoto)|je (te |vous )?(cherche|mets|réserve|commande|ajoute|rajoute|lance)|enciendo|apago|pongo|busco|añado|pido|reservo|accendo|spengo|ligo|desligo|allume|éteins|mach ich|doe ik)(?![\p{L}])/u },
  // the same missing details in es, pt, it, fr, de, nl: '¿a qué hora?', 'welke dag komt het beste uit?', 'hoe lang moet hij lopen?'
  // (letter tests, not \b, which is ASCII-only: 'à quelle heure ?')
  { reason: "slot_i18n",
    pattern: /(?<![\p{L}\p{N}_])(a qué hora|a que horas|que horas|a che ora|à quelle heure|quelle heure|um wie viel uhr|wann soll|hoe laat|welke dag|welke tijd|hoe lang|wie lange|combien de temps|cuánto tiempo|quanto tempo|para cuándo|dónde te|onde te|où (dois|faut)|wohin|waar moet)(?![\p{L}\p{N}_])/u },
  // offers in sv, pl, tr, id, vi: 'ska jag…?', 'czy mam…?', 'ekleyeyim mi?', 'mau aku…?', 'để mình…' (turns in other scripts are never small talk to answer: conversation.ts)
  { reason: "offer_i18n_more",
    pattern: /(?<![\p{L}])(ska jag|vill du att jag|vill du ha|czy mam|mam (ci|wam)|chcesz,? żebym|chcesz,? abym|ister misin(iz)?|mau (aku|saya|gue)|perlu (aku|saya)|(aku|saya) (pesankan|pasangkan|setel|tambahkan|kirimkan)|muốn mình|để mình|(mình|tôi) (đặt|bật|tắt|thêm|gửi|gọi))(?![\p{L}])|(?<![\p{L}])\p{L}{1,30}(ayım|eyim|yayım|yeyim) m[ıi]/u },
  // a task's missing detail in those languages: 'vilken tid?', 'o której?', 'saat kaçta?', 'jam berapa?', 'mấy giờ?'
  { reason: "slot_i18n_more",
    pattern: /(?<![\p{L}])(vilken tid|hur länge|när ska|o której|jak długo|na kiedy|saat kaçta|ne kadar süre|nereye|jam berapa|berapa lama|mấy giờ|bao lâu)(?![\p{L}])/u },
  // offers that propose rather than ask: 'how about i queue some jazz?', 'happy to set one up', 'shall we plan it?', 'say the word'
  { reason: "offer_more",
    pattern: /\b(how about i|what if i|i might|i'?d love to (play|put|find|make|get|set|book|order|send|pull|queue|read)|you'?d like|would you like|are you craving|you craving|in the mood|in mind|you fancy|i'?d (be )?(happy|glad) to|i'?m (happy|glad) to|happy to|glad to|i'?d happily|should we|shall we|let'?s|say the word|just say|just let me know)\b/u },
  // more of a task's details: 'how many?', 'how often?', 'which one?', 'who to?', 'small or large?', '¿a dónde?', 'berapa?'
  { reason: "slot_more",
    pattern: /\b(how many|how much|how often|which one|which ones|who to|to whom|for whom|for who|when)\b[^.!?]*\?|(^|[.!?] )(\p{L}+ ){0,2}\p{L}+ or \p{L}+( \p{L}+)?\?|(?<![\p{L}])(a dónde|adónde|dónde|cuántos?|cuántas?|dove|quanti|quante|onde|quantos?|quantas?|waarheen|hoeveel|où|combien|wohin|wie viele|kaç|nereye|ke mana|berapa|đâu|mấy|vart|hur många|dokąd|ile|gdzie)(?![\p{L}])[^.!?]*\?/u },
  // a proposal put as a short question: 'some coltrane?', 'a nudge tomorrow, perhaps?', 'how does some jazz sound?', '¿un poco de música, tal vez?', 'lite musik kanske?'
  { reason: "proposal",
    pattern: /(^|[.!?—–] ?)(some|a little|a bit of|another|more|un poco de|un peu de|un po' di|um pouco de|wat|lite|trochę|sedikit) [^.!?]{1,40}\?|(perhaps|maybe|tal vez|quizás|peut-être|misschien|kanske|forse|talvez|vielleicht|mungkin|może|belki|nhé|nha)[\s.]*\?|how does [^.!?]{1,40} sound\?|sounds? good\?|(interested|keen|up for it|want it|want one|how's that)\?/u },
  // a short question for a task's detail: 'which restaurant?', 'any particular artist?', 'party size?', and an assistant that opens by agreeing to a task: 'sure — for what?'
  { reason: "slot_short",
    pattern: /(^|[.!?—–-] ?)which \p{L}+( \p{L}+)?\?|any particular \p{L}+|(party|group|table) size|^(sure|of course|absolutely|certainly|okay|ok|got it|claro|bien sûr|klar|certo)(?![\p{L}])[^?]{0,40}\?/u },
  // offers that ask what the user feels like, in the Latin-script languages: '¿te apetece…?', 'ça te dit…', 'lust auf…?', 'zin in…?', 'che ne dici…', 'bora…?', 'vill du höra…', 'chcesz posłuchać…', 'mau dengar…', 'bạn có muốn…', 'skal jeg…'
  { reason: "offer_i18n_latin",
    pattern: /(?<![\p{L}])(darf ich|et si on|rola (um|uma)|wanna (hear|see|try|watch|listen)|want to (hear|see|try|watch|listen)|te apetece|le apetece|qué tal si|y si (te|le)|ça te dit|ça vous dit|on (met|lance)|lust auf|hast du lust|sollen wir|zin in|zullen we|heb je zin|che ne dici|ti va( di)?|ti andrebbe|bora|que tal (um|uma|se)|vamos (pôr|colocar|ouvir)|vill du|ska vi|chcesz|może (jakąś|jakiś|coś|trochę)|mau (dengar|coba|pesan|aku)|gimana kalau|bạn có muốn|hay là|skal jeg|vil du)(?![\p{L}])/u },
] as const;

/**
 * A turn without a question that reports work done or found ("The front door is
 * locked.", "Your Visa balance is $1,284.50"): the reply extends or corrects it.
 * Digits count too (checked apart): small talk rarely quotes figures.
 */
export const ASSISTANT_REPORT =
  /\b(done|all set|complete|completed|finished|saved|now|is (locked|on|off|set|ready|open|closed)|are (on|off|locked|ready|set)|updated|added|booked|sent|scheduled|playing|started|stopped|turned|switched|set (for|to)|here's|here is|here are|found|shows|says|your \p{L}+ (is|are|was|were|has|have|shows|will))\b|^(ok|okay|got it|sure|on it|will do|noted)\b|(?<![\p{L}])(listo|hecho|ahora|fait|maintenant|c'est noté|erledigt|jetzt|fatto|ora|feito|agora|pronto|klaar|gedaan|klart|nu|gotowe|teraz|tamam|şimdi|selesai|sekarang|xong|bây giờ|başladı|bitti|açıldı|kapandı|kapatıldı|ayarlandı|eklendi|gönderildi|encendí|apagué|empezó|j'ai (allumé|éteint|mis|lancé|ajouté)|ist (an|aus)|läuft|ho (acceso|spento|messo|aggiunto)|liguei|desliguei|coloquei|staat (aan|uit))(?![\p{L}])/u;

/**
 * Distress and emergencies: never small talk, whatever came before ("i fell and
 * can't get up" after "how's your evening?"). Broad on purpose: a false alarm
 * costs a model call, a miss leaves someone without help.
 */
export const DISTRESS =
  /(?<![\p{L}])(help|sos|emergency|ambulance|911|999|112|police|cops|fire|smoke|smell gas|gas leak|(i|he|she|dad|mom|mum) (fell|slipped|collapsed|fainted|passed out)|fallen|can'?t (get up|breathe|move|wake)|not (breathing|responding|moving)|unconscious|chok(e|ing)|chest pain|heart attack|stroke|bleeding|blood|overdos|pills|seizure|allergic|contractions|water broke|in labou?r|break(ing)? in|broke in|intruder|someone('s| is) (outside|in the house|following|at the door)|kill myself|suicid|want to die|don'?t want to (be alive|live)|end it all|hurt(ing)? myself|self.?harm|ayuda|socorro|auxilio|emergencia|ambulancia|polic[ií]a|me ca[ií]|sangr|incendio|fuego|ajuda|emergência|ambulância|au secours|à l'aide|urgence|je suis tombée?|pompiers|hilfe|notfall|krankenwagen|polizei|feuer|gestürzt|hingefallen|aiuto|emergenza|ambulanza|polizia|sono cadut[oa]|noodgeval|politie|brand|gevallen|pomocy|ratunku|karetka|policja|pożar|upadł|yardım|imdat|ambulans|polis|yangın|düştüm|hjälp|ramlat|darurat|polisi|kebakaran|jatuh|cứu|cấp cứu|cảnh sát|cháy)(?![\p{L}])/u;

/**
 * What in a short reply is a task's detail or a command, even after small
 * talk; each makes the reply no atom. Numbers in digits, times, requests and
 * questions are the atom guard's WORK_SHAPES, checked with these.
 */
// biome-ignore format: rule tables read better packed
export const REPLY_WORK = [
  // a count or a time in words answers a slot: 'eleven minutes', 'quarter to seven', 'a las siete' (not 'one', as in 'nice one', nor articles such as 'un', 'een')
  { reason: "number_words",
    pattern: /(?<![\p{L}])(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|quarter|half past|noon|midnight|o'clock|minutes?|mins?|hours?|seconds?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|minutos?|horas?|deux|trois|quatre|cinq|sept|huit|neuf|dix|onze|douze|heures?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|uhr|minuten|stunden?|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|minuti|mezza|dois|três|quatro|meia|twee|drie|vijf|zes|zeven|negen|tien|uur|kwartier)(?![\p{L}])/u },
  // hours and minutes in the other Latin-script languages the tables read: 'jam 7', 'o siódmej', 'tio minuter', 'beş dakika'
  { reason: "time_units",
    pattern: /(?<![\p{L}])(minuter|timme|timmar|klockan|minut|minuty|godzin[aey]?|dakika|saat|menit|jam|giờ|phút)(?![\p{L}])/u },
  // counts in the other Latin-script languages and English quantities: 'dwa', 'iki', 'fyra', 'tiga', 'sáu', 'a dozen', 'a couple of'
  { reason: "more_numbers",
    pattern: /(?<![\p{L}])(dozen|couple of|a couple|dwa|dwie|trzy|cztery|pięć|sześć|siedem|osiem|dziewięć|dziesięć|wpół|iki|üç|dört|beş|altı|yedi|sekiz|dokuz|buçuk|två|fyra|fem|sju|åtta|nio|tio|halv|dua|tiga|empat|enam|tujuh|delapan|sembilan|sepuluh|setengah|bốn|sáu|bảy|tám|chín|mười|rưỡi)(?![\p{L}])/u },
  // a device and its state, in any clause: 'fan on', 'lights off please', 'blinds down, thanks', '💡 off' (not 'spot on', 'game on')
  { reason: "device_state",
    pattern: /(^|[,.;!…] ?)(?!(spot|right|game|so|carry|hang|come|hold|later|bring it|day|days|time|week|night|well|better|worse|way|far|one|hands|show|kick) )((\S+ ){1,2}(on|off|aus)|(\S+ )?(volume|music|sound|heat|heating|temperature|blinds|shades|curtains|brightness|lights?|ac|it) (up|down))( please| pls| now| again| a bit)?[\s.!]*($|[,.;!…])/u },
  // a need or a nudge stated in a reply: 'we're out of milk', 'the music's too loud', 'some jazz would be nice', 'you should get some', 'gimme the news', 'i'd love some jazz', 'can you…'
  { reason: "hint",
    pattern: /(?<![\p{L}])(we'?re out of|we are out of|ran out of|low on|running low|no more|have no \p{L}+ left|\p{L}+'s gone|(is|are) gone|freezing|boiling|like an? (oven|sauna|fridge|icebox|furnace)|so (hot|cold|dark|stuffy|loud) in|(i'?m|we'?re|i am|we are|totally|all|completely|run|ran|running) out of|(i'?m|am|is|it's|he's|she's) (dying|craving)|still (be )?(on|off|open|unlocked|running)|(be|running|gonna be) late|(always|keep|kept) forget|see if|check if|find out (if|whether)|do it|go ahead|go for it|would be amazing|should know|someone (tell|told|let)|thank (?!(you|u|ya|ye|god|goodness|heavens)(?![\p{L}]))\p{L}+ for|wish \p{L}+ (a )?(happy|merry|good|luck)|we need|need (some|more|a|an)|too (loud|quiet|bright|dark|hot|cold|warm|low|high)|would be (nice|great|good|lovely|perfect)|someone should|(no|not) (more|any) \p{L}+ left|out of (milk|eggs|bread|coffee|toilet|paper)|you (should|could|can|may|might want to) (\p{L}+ )?(get|add|order|book|send|play|put|set|check|find|look|buy|call|make|remind|turn)|gimme|i'?d love (some|a|an|to (hear|see|get|have|try|listen))|need (some|a|an|to))(?![\p{L}])/u },
  // the same needs and nudges in the Latin-script languages: 'la música está muy alta', 'il n'y a plus de lait', 'die musik ist zu laut', 'tolong…', 'làm ơn…'
  { reason: "hint_i18n",
    pattern: /(?<![\p{L}])(ojalá|me (acorda|lembra|manda|liga|chama|avisa|traz|busca|pede|mostra|diz|fala|passa|coloca|põe|bota|ajuda|leva)|hazlo|fais-le|mach das|fallo|faça isso|no (hay|queda)( más)?|wäre (schön|toll|super|nett)|serait (sympa|bien|top|cool)|sería (genial|bueno|ideal)|seria (bom|ótimo|legal)|sarebbe (bello|bellissimo|ideale)|zou (fijn|leuk|top) zijn|eiskalt|super froid|frio danado|alta demais|ya no (hay|queda)|se (acabó|acabaron)|muy (alta|alto|fuerte|bajo|baja)|demasiado (alta|alto|fuerte)|il n'y a plus|plus de (lait|pain|café)|trop (fort|forte|chaud|froid|bas)|(ist|sind|zu) (zu )?(laut|leise|hell|dunkel|warm|kalt)|keine? \p{L}+ mehr|non c'è più|troppo (alta|alto|forte|basso|bassa)|acabou o|acabou a|não tem mais|muito (alto|alta)|te (hard|zacht|warm|koud|donker|licht)|niet meer|za (głośno|cicho|ciemno|zimno|gorąco)|çok (yüksek|sesli|karanlık)|för (högt|mörkt|kallt|varmt)|terlalu (keras|gelap|panas|dingin)|quá (to|ồn|tối|nóng|lạnh)|tolong|làm ơn|giúp (tôi|mình|em)|snälla)(?![\p{L}])/u },
  // tags, braces and key=value are no small talk: '<small talk> draw the curtains </small talk>', 'level=atom'
  { reason: "markup",
    pattern: /[<>{}[\]=]/u },
  // a question after the reply's answer, without its mark: 'cool, is it open today', 'haha ok. does it deliver'
  { reason: "aux_question",
    pattern: /[,.;!…] ?(is|are|can|could|will|would|do|does|did|should|has|have) (it|they|he|she|you|that|this|there|we|i) \p{L}+/u },
  // one more thing for what was going on: 'oh and the oven', 'and the kitchen', 'plus the garage'
  { reason: "and_more",
    pattern: /(^|[,.;!…] ?)((oh|ah|wait|also|ok|okay),? )*(and|also|plus|y|et|und|e|en) ((the|my|our|el|la|le|les|der|die|das|il|o|a|het|de) )?\p{L}+( \p{L}+)?[\s.!]*$/u },
  // the user's own data named, which only a tool can read: 'my credit card balance', 'my step count', 'mi saldo', 'mein kontostand' (not 'my mom', 'my homework')
  { reason: "own_data",
    pattern: /(?<![\p{L}])(my|mi|mis|mon|ma|mes|mein|meine|meinen|meu|minha|meus|mijn|il mio|la mia|mój|moje|moja|benim)\s+(\p{L}+ ){0,2}(balance|account|accounts|bank|inbox|e-?mails?|calendar|schedule|orders?|package|parcel|steps|step count|reminders|to-?do list|bills|portfolio|credit score|saldo|solde|kontostand|konto|compte|cuenta|conta|rekening|stan konta|correo|courriel|posteingang|pedidos?|commande|bestellung|kalender|calendario|calendrier|bakiyem)(?![\p{L}])/u },
  // 'the usual one' is an order the assistant knows
  { reason: "usual",
    pattern: /(?<![\p{L}])(usual|same again|another (one|round|go)|same as (always|before|last time)|de siempre|de sempre|comme d'habitude|wie immer|come sempre|zoals altijd)(?![\p{L}])/u },
  // a reply that extends or adjusts what was done: 'bedroom too', 'a bit louder', 'and eggs also' (not 'you too', 'me too')
  { reason: "extension",
    pattern: /(?<![\p{L}])(?<!(you|me|to you|yo|moi|toi|ich|dir|io|anche a te|eu|ik|jag) )(too|as well|also|instead|louder|quieter|warmer|cooler|brighter|dimmer|higher|lower|more|less|another|again|también|aussi|auch|anche|também|ook)[\s.!]*$/u },
] as const;

/**
 * A user turn asking the assistant to do something, in shapes the atom guard's
 * request words miss: "can u turn it down?", "mind dimming things?", "any
 * chance of some tunes?", "¿me pones algo de música?", "kannst du lauter machen?".
 */
export const USER_ASKS =
  /(?<![\p{L}])(can u|could u|would u|will u|mind \p{L}{1,30}ing|any chance|how about (some|a|an)|what about (some|a|an)|puedes|podrías|me (pones|pasas|traes|buscas|mandas|pides|enciendes|apagas)|tu peux|tu pourrais|pourrais-tu|vous pouvez|pouvez-vous|peux-tu|kannst du|könntest du|können sie|puoi|potresti|può|você pode|pode (me|colocar|tocar|ligar|mandar|pôr)|poderia|kun je|kan je|zou je|możesz|mógłbyś|mogłabyś|kan du|kunde du|bisa (tolong|kamu|minta)|bạn có thể|\p{L}{1,30}(ebilir|abilir) misin)(?![\p{L}])/u;

/**
 * The assistant asking how the user is: answered with a mood that opens the
 * way small talk does ("pretty chill", "tired tho", "bien, cansada"), so a
 * reply that does not ("next song", "me acorda cedo") is no chat reply.
 */
export const MOOD_QUESTION =
  /(?<![\p{L}])(how('s|s| is| are| was| were| has| have| did| do)? (you|u|ya|your|it|things|everything|life|the|work|school)|what'?s up|wyd|what are you up to|how you doing|qué tal|cómo (estás|te va|va|fue|estuvo|andas)|como (vai|você está|foi|está|tá|vc)|tudo bem|comment (ça|vas|allez|s'est)|ça va|wie geht|wie war|wie läuft|come (stai|va|è|sta)|tutto bene|hoe gaat|hoe was|hoe is|hur mår|hur var|hur går|jak się|jak minął|jak tam|nasılsın|nasıl geçti|naber|apa kabar|gimana|khỏe không|thế nào)(?![\p{L}])/u;

/** A question that addresses the user, in the Latin-script languages the tables read. */
export const SECOND_PERSON =
  /(?<![\p{L}])(you|your|yours|yourself|u|ur|ya|y'all|tú|tu|te|ti|tus|usted|vos|você|vc|vocês|seu|sua|teu|tua|vous|toi|ton|ta|tes|votre|du|dich|dir|dein|deine|deinen|ihr|euch|ihnen|je|jij|jou|jouw|uw|jullie|dig|din|ditt|dina|ty|cię|ciebie|tobie|twój|twoja|twoje|sen|seni|sana|senin|siz|size|sizin|kamu|anda|kau|bạn|cậu)(?![\p{L}])/u;

/** What a reply opens with before its point, read past like DISCOURSE: "yeah play it", "sure, pls send". */
// biome-ignore format: a word list
export const REPLY_DISCOURSE = new Set<string>([
  "yeah", "yes", "yep", "yup", "ya", "sure", "ooh", "oh", "ohh", "pls", "plz", "please", "cool", "nice", "great",
  "perfect", "awesome", "si", "sí", "oui", "ja", "sim", "claro", "vale", "dale", "d'accord", "genau", "nee",
  "no", "nah", "nope", "hmm", "mm", "mhm", "ehh", "evet", "tak", "iya", "vâng", "wait", "omg", "ừ", "dạ", "à", "ah",
]);

/** Verbs that end a command in Turkish, where the verb comes last: "müzik aç", "ışıkları kapat". */
// biome-ignore format: a word list
export const VERB_FINAL_COMMANDS = new Set<string>([
  "aç", "kapat", "çal", "ara", "gönder", "yolla", "kur", "ekle", "yaz", "ayarla", "söndür", "kıs", "yükselt",
  "başlat", "durdur", "ver", "hatırlat", "getir", "bul", "göster", "oku", "çağır", "koy", "kapa",
]);

/**
 * Verbs that open a command to a device or a service, checked at the start of
 * every clause: "very. play some white noise", "lovely. read me the news". The
 * action tables leave most English ones to the learned tier ("I play guitar").
 * Verbs that are work evidence wherever they stand ("book", "apaga", "dodaj")
 * are not listed: a reply holding one never reaches this check.
 */
// biome-ignore format: a word list
export const COMMAND_VERBS = new Set<string>([
  "play", "read", "call", "start", "stop", "lock", "unlock", "turn", "put", "sign", "queue", "skip", "pause",
  "resume", "dim", "crank", "pop", "hook", "yeet", "grab", "switch", "mute", "unmute", "raise", "lower",
  "boost", "text", "tell", "show", "give", "get", "make", "remind", "keep", "bump", "drop", "shut", "warm",
  "cool", "heat", "brighten", "repeat", "shuffle", "loop", "buzz", "ring", "dial", "note", "jot", "write",
  "track", "throw", "toss", "chuck", "stick", "slap", "fire", "kill", "nuke", "wipe", "clear", "reset", "use",
  "try", "pick", "choose", "go", "do", "take", "bring", "look", "louder", "quieter", "increase", "decrease",
  "lights", "volume",
  // Imperatives of the Latin-script languages the action tables read: "sube el volumen", "tắt đèn".
  "pon", "ponme", "sube", "baja", "prende", "llama", "abre",
  "escribe", "liga", "coloca", "põe", "bota", "aumenta", "abaixa", "diminui", "chama", "fecha", "pede",
  "lembra", "escreve", "alza", "abbassa", "apri", "suona", "scrivi", "mets", "monte", "baisse", "ouvre",
  "lance", "rappelle", "écris", "mach", "öffne", "erinnere", "stell", "dreh", "leg", "zet", "boek", "herinner",
  "draai", "bật", "tắt", "mở", "đóng", "gọi", "gửi", "nhắn", "đặt", "phát", "thêm", "tăng", "giảm", "nyalakan",
  "matikan", "putar", "telepon", "kirim", "pesan", "pasang", "tambah", "tambahkan", "buka", "tutup", "setel",
  "otwórz", "ustaw", "sätt", "slå", "spela", "skicka", "öppna", "stäng", "beställ", "boka", "lägg", "skriv",
  "aç",
]);
