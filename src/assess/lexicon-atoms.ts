/**
 * What an atom looks like: greetings, thanks, goodbyes and small talk, in many
 * languages. A clause is an atom only when these phrases cover every word of it,
 * so "hi, can you refund order 88123?" never is. Pure data.
 */

/** Whole phrases, normalised (lower case, no punctuation). */
// biome-ignore format: phrase tables read better packed
export const ATOM_PHRASES = {
  greeting: {
    why: "Greetings need no tools, memory or model: a template answers them.",
    phrases: [
      "hi", "hello", "hey", "heya", "hiya", "howdy", "yo", "sup", "hallo", "hullo", "greetings", "gm",
      "good morning", "good afternoon", "good evening", "good day", "morning", "evening", "afternoon",
      "hola", "buenos dias", "buenos días", "buenas", "buenas tardes", "buenas noches", "bonjour", "bonsoir",
      "salut", "coucou", "guten morgen", "guten tag", "guten abend", "moin", "servus", "grüß gott", "ciao",
      "buongiorno", "buonasera", "olá", "ola", "oi", "bom dia", "boa tarde", "boa noite", "hoi", "goedemorgen",
      "goedemiddag", "hej", "hallå", "god morgon", "merhaba", "selam", "cześć", "czesc", "dzień dobry", "ahoj",
      "привет", "здравствуйте", "добрый день", "доброе утро", "привіт", "γεια", "γεια σου", "shalom", "שלום",
      "こんにちは", "おはよう", "おはようございます", "こんばんは", "你好", "您好", "早上好", "嗨", "안녕", "안녕하세요",
      "مرحبا", "السلام عليكم", "أهلا", "اهلا", "नमस्ते", "namaste", "xin chào", "xin chao", "sawasdee",
      "สวัสดี", "salam", "habari", "aloha",
    ],
  },
  thanks: {
    why: "Thanks close a turn; answering them needs nothing but a template.",
    phrases: [
      "thanks", "thank you", "thank u", "thanks a lot", "thanks so much", "thank you so much", "many thanks",
      "thx", "thnx", "tnx", "ty", "tysm", "tyvm", "thanks a ton", "thanks a bunch", "cheers", "much appreciated",
      "appreciate it", "appreciated", "thank you very much", "gracias", "muchas gracias", "mil gracias", "merci",
      "merci beaucoup", "merci bien", "danke", "danke schön", "danke schon", "dankeschön", "vielen dank", "danke sehr",
      "obrigado", "obrigada", "muito obrigado", "muito obrigada", "grazie", "grazie mille", "dank je", "dank je wel",
      "bedankt", "tack", "tack så mycket", "takk", "tak", "kiitos", "teşekkürler", "teşekkür ederim", "sağol",
      "dziękuję", "dzięki", "děkuji", "спасибо", "спасибо большое", "дякую", "ευχαριστώ", "תודה", "ありがとう",
      "ありがとうございます", "どうも", "谢谢", "謝謝", "多谢", "감사합니다", "고마워", "شكرا", "شكرًا", "شكرا جزيلا",
      "धन्यवाद", "शुक्रिया", "cảm ơn", "cam on", "terima kasih", "asante",
    ],
  },
  goodbye: {
    why: "Goodbyes end the conversation; nothing downstream is needed.",
    phrases: [
      "bye", "goodbye", "good bye", "bye bye", "byebye", "see you", "see ya", "see you later", "see you soon",
      "see you tomorrow", "cya", "cya later", "later", "laters", "catch you later", "talk later", "talk soon",
      "talk to you later", "talk to you soon", "talk to you tomorrow", "ttyl", "good night", "goodnight", "gn",
      "night", "take care", "have a good day", "have a nice day", "have a great day", "have a good one",
      "have a good weekend", "have a nice weekend", "have a great weekend", "have a good evening",
      "have a good night", "gotta go", "gotta run", "i'm off", "im off", "peace", "peace out", "adios", "adiós",
      "hasta luego", "hasta mañana", "hasta pronto", "chao", "au revoir", "à plus", "a plus", "bonne nuit",
      "bonne journée", "tschüss", "tschüs", "auf wiedersehen", "bis später", "bis bald", "gute nacht", "arrivederci",
      "buonanotte", "a presto", "tchau", "até logo", "até mais", "doei", "dag", "hejdå", "hej då", "görüşürüz",
      "hoşçakal", "do widzenia", "pa", "до свидания", "пока", "さようなら", "またね", "じゃあね", "おやすみ", "再见",
      "拜拜", "안녕히 가세요", "안녕히 계세요", "잘 가", "مع السلامة", "फिर मिलेंगे", "alvida", "you too",
    ],
  },
  chitchat: {
    why: "Small talk and acknowledgements carry no request.",
    phrases: [
      "how are you", "how are u", "how r u", "how are you doing", "how are you today", "how's it going",
      "hows it going", "how is it going", "how's your day", "how's your day going", "how is your day", "what's up",
      "whats up", "wassup", "wazzup", "what's new", "how have you been", "how you doing", "who are you",
      "what are you", "are you a robot", "are you a bot", "are you human", "are you real", "are you an ai",
      "are you ai", "what's your name", "whats your name", "what is your name", "tell me a joke",
      "tell me another joke", "tell me a fun fact", "good bot", "bad bot", "nice bot", "good job", "nice job",
      "well done", "great job", "great work", "nice work", "you're funny", "you are funny", "you're awesome",
      "i'm bored", "im bored", "i'm tired", "i'm back", "i'm fine", "i'm good", "i'm ok", "not much",
      "nothing much", "what can you do", "can you help me", "are you there", "you there", "qué tal", "que tal",
      "cómo estás", "como estas", "ça va", "ca va", "comment ça va", "comment allez vous", "wie geht's",
      "wie gehts", "wie geht es dir", "come stai", "tudo bem", "tudo bom", "como vai", "hoe gaat het",
      "hur mår du", "nasılsın", "как дела", "お元気ですか", "元気", "你好吗", "잘 지내요", "كيف حالك", "आप कैसे हैं", "kaise ho",
      // The same kinds of small talk in the languages the action tables read: the learned tier
      // decides no atom outside plain Latin letters (README, "Thresholds"), so these are the rules'.
      "cómo te llamas", "como te llamas", "quién eres", "quien eres", "cuéntame un chiste", "cuentame un chiste",
      "eres un robot", "estoy aburrido", "estoy aburrida", "mucho gusto", "qué haces", "que haces",
      "comment tu t'appelles", "qui es-tu", "qui es tu", "raconte-moi une blague", "raconte moi une blague",
      "tu es un robot", "je m'ennuie", "enchanté", "enchantée", "tu fais quoi",
      "wie heißt du", "wie heisst du", "wer bist du", "erzähl mir einen witz", "erzähl einen witz",
      "bist du ein roboter", "mir ist langweilig", "freut mich", "was machst du",
      "qual é o seu nome", "qual o seu nome", "como você se chama", "quem é você", "me conta uma piada",
      "conte uma piada", "você é um robô", "estou entediado", "estou entediada", "prazer em conhecer",
      "come ti chiami", "chi sei", "raccontami una barzelletta", "sei un robot", "mi annoio", "che fai",
      "hoe heet je", "wie ben jij", "vertel een grap", "vertel me een grap", "ben je een robot", "ik verveel me",
      "как тебя зовут", "кто ты", "расскажи анекдот", "расскажи шутку", "ты робот", "мне скучно",
      "приятно познакомиться", "что делаешь",
      "як тебе звати", "хто ти", "розкажи анекдот", "ти робот", "мені нудно", "як справи",
      "jak masz na imię", "kim jesteś", "opowiedz kawał", "opowiedz dowcip", "jesteś robotem", "nudzę się",
      "jak się masz", "co słychać",
      "adın ne", "senin adın ne", "sen kimsin", "bir fıkra anlat", "fıkra anlat", "sen robot musun", "sıkıldım",
      "tanıştığıma memnun oldum", "ne yapıyorsun",
      "ما اسمك", "من أنت", "احكي لي نكتة", "قل لي نكتة", "هل أنت روبوت", "أشعر بالملل", "تشرفنا",
      "तुम्हारा नाम क्या है", "आपका नाम क्या है", "तुम कौन हो", "आप कौन हैं", "एक चुटकुला सुनाओ", "क्या तुम रोबोट हो",
      "तुम कैसे हो",
      "你叫什么名字", "你是谁", "讲个笑话", "给我讲个笑话", "你是机器人吗", "我好无聊", "好无聊", "很高兴认识你",
      "你在干什么",
      "お名前は", "名前は何ですか", "あなたは誰", "あなたは誰ですか", "冗談を言って", "あなたはロボットですか", "暇だ",
      "退屈", "よろしく", "よろしくお願いします", "元気ですか",
      "이름이 뭐야", "이름이 뭐예요", "너는 누구야", "누구세요", "농담해줘", "농담 하나 해줘", "너 로봇이야", "심심해",
      "만나서 반가워요", "만나서 반가워", "뭐해",
    ],
  },
  ack: {
    why: "Acknowledgements and laughter close a turn like thanks do; a template answers them.",
    phrases: [
      "same here", "me too", "lol", "lmao", "rofl", "haha", "hahaha", "hehe", "nice", "cool", "great", "awesome",
      "perfect", "amazing", "wow", "ok", "okay", "k", "kk", "alright", "all right", "got it", "gotcha",
      "understood", "makes sense", "sounds good", "fair enough", "no worries", "no problem", "np", "never mind",
      "nevermind", "nvm", "oh", "ah", "hmm", "hm", "oops", "yay", "yes", "yeah", "yep", "no", "nope", "nah",
      "sure",
    ],
  },
} as const;

/** Words that may pad an atom without adding a request ("hi there", "thanks again"). */
// biome-ignore format: a word list
export const ATOM_FILLERS = [
  "there", "again", "all", "everyone", "everybody", "folks", "guys", "team", "friend", "buddy", "pal", "mate",
  "bot", "assistant", "partner", "people", "world", "fam", "so", "very", "much", "really", "just", "oh", "ah", "well", "man", "dude", "y'all",
  "and", "you", "too", "a", "lot", "ton", "bunch", "for", "that", "this", "the", "help", "now", "then", "today",
  "again", "sir", "madam", "love", "dear", "bro", "señor", "amigo", "mon", "ami", "for now", "by the way",
] as const;

/** Stretched spellings ("heyyy", "thxxx", "hahaha") that no phrase list can enumerate. */
export const ATOM_PATTERNS = [
  { pattern: /^h+e+y+a*$/u, why: "stretched hey" },
  { pattern: /^h+i+$/u, why: "stretched hi" },
  { pattern: /^h+e+l+o+w*$/u, why: "stretched hello" },
  { pattern: /^y+o+$/u, why: "stretched yo" },
  { pattern: /^(ha|he|hi)+h?$/u, why: "laughter" },
  { pattern: /^l+o+l+$/u, why: "lol" },
  { pattern: /^x+d+$/u, why: "xD" },
  { pattern: /^th+a+n+k+s+$/u, why: "stretched thanks" },
  { pattern: /^th?x+$/u, why: "thx" },
  { pattern: /^by+e+$/u, why: "stretched bye" },
  { pattern: /^o+k+a*y*$/u, why: "ok" },
  { pattern: /^y+a+y+$/u, why: "yay" },
  { pattern: /^w+o+w+$/u, why: "wow" },
  { pattern: /^(ja|je|ji|ha|he|hi|k)+$/u, why: "laughter: jajaja, jejeje, kkkk" },
  { pattern: /^[ㅋㅎᄏᄒ]+$/u, why: "Korean laughter (NFKC turns ㅋ into ᄏ)" },
  { pattern: /^(笑|哈)+$/u, why: "Chinese and Japanese laughter" },
] as const;

/**
 * Short general-knowledge questions answerable without tools. Narrow on purpose:
 * a question about "our" data, a time window or any domain object is not here.
 */
export const FACT_PATTERNS = [
  { pattern: /^(what('s| is) )?(the )?capital( city)? of [\p{L} ]{2,40}$/u, why: "capital cities" },
  { pattern: /^(cuál|cual) es la capital de [\p{L} ]{2,40}$/u, why: "capital cities (es)" },
  { pattern: /^quelle est la capitale d[eu']? ?[\p{L} ]{2,40}$/u, why: "capital cities (fr)" },
  { pattern: /^was ist die hauptstadt von [\p{L} ]{2,40}$/u, why: "capital cities (de)" },
  {
    pattern:
      /^(what('s| is) |calculate |compute )?[\d\s.,+\-*/x×÷^()%=]*\d[\d\s.,+\-*/x×÷^()%=]*$/u,
    why: "arithmetic",
  },
  {
    pattern: /^(what('s| is) )?(the )?(sqrt|square root|cube root) of \d+(\.\d+)?$/u,
    why: "roots",
  },
  { pattern: /^(what('s| is) )?\d+(\.\d+)? ?% of \d+(\.\d+)?$/u, why: "percentages" },
  {
    pattern:
      /^how many [\p{L}]+( [\p{L}]+)? (are )?(in|does|do|has|have|on|per) (an? |the )?[\p{L}]+( [\p{L}]+)?( have| has)?$/u,
    why: "unit and count facts",
  },
  {
    pattern:
      /^who (wrote|painted|invented|discovered|composed|directed|founded|built|sang) [\p{L}\d' ]{2,60}$/u,
    why: "authorship facts",
  },
  {
    pattern:
      /^(when|where) (was|were|did|is) [\p{L}\d' ]{2,60} (born|invented|founded|built|discovered|die|held|signed)$/u,
    why: "dates and places",
  },
  {
    pattern:
      /^which [\p{L}]+ is the (largest|biggest|smallest|tallest|longest|deepest|oldest|hottest|coldest|fastest)( [\p{L}]+)?$/u,
    why: "superlatives",
  },
  {
    pattern:
      /^what('s| is| are) the (largest|biggest|smallest|tallest|longest|deepest|oldest|fastest) [\p{L} ]{2,40}$/u,
    why: "superlatives",
  },
  { pattern: /^what does [\p{L}\d.]{2,12} stand for$/u, why: "acronyms" },
  {
    pattern: /^(define|definition of|what('s| is) the meaning of|meaning of) [\p{L}' ]{2,30}$/u,
    why: "definitions",
  },
  { pattern: /^what('s| is) an? [\p{L}' -]{2,30}$/u, why: "what-is-a definitions" },
  {
    pattern: /^how do you (say|spell|pronounce) [\p{L}' ]{1,30}( in [\p{L}]+)?$/u,
    why: "language questions",
  },
  { pattern: /^(what('s| is) the )?boiling point of water$/u, why: "science facts" },
  {
    pattern:
      /^(is|are) [\p{L} ]{2,30} (a|an) (fruit|vegetable|mammal|planet|country|bird|fish|reptile|insect)$/u,
    why: "taxonomy",
  },
] as const;

/**
 * Words that make a question about the user's own world, which a general fact
 * cannot answer: "how many users signed up today" needs a database.
 */
export const PERSONAL_OR_TEMPORAL =
  /\b(my|our|we|us|me|mine|ours|today|yesterday|tomorrow|tonight|now|current(ly)?|latest|recent(ly)?|this (week|month|quarter|year)|last (week|month|quarter|year|night)|next (week|month)|open|pending|status)\b/u;
