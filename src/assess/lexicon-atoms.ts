/**
 * What an atom looks like: greetings, thanks, goodbyes and small talk, in many
 * languages. A clause is an atom only when these phrases cover every word of it,
 * so "hi, can you refund order 88123?" never is. Pure data.
 */

import { CODES } from "./lexicon-universal";

/** Whole phrases, normalised (lower case, no punctuation). */
// biome-ignore format: phrase tables read better packed
export const ATOM_PHRASES = {
  greeting: {
    // Greetings need no tools, memory or model: a template answers them.
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
      "สวัสดี", "salam", "habari", "aloha", "what's good", "whats good", "morning sunshine", "hey stranger",
      "merry christmas", "happy new year", "happy holidays", "happy friday", "happy monday", "happy weekend",
      "happy easter", "happy thanksgiving", "happy birthday", "happy diwali", "eid mubarak", "happy hanukkah",
      "season's greetings", "feliz navidad", "joyeux noël", "frohe weihnachten", "buon natale",
      // Written without spaces: UNSPACED_PARTICLES may pad these ("你好啊", "こんにちはー").
      "早", "早安", "晚上好", "下午好", "中午好", "哈喽", "哈罗", "大家好", "新年快乐", "圣诞快乐", "生日快乐",
      "春节快乐", "周末愉快", "やあ", "どうも", "はじめまして", "お疲れ様", "お疲れ様です", "おつかれ", "おつかれさま",
      "あけましておめでとう", "もしもし", "안녕하세요", "좋은 아침", "좋은 아침이에요", "반가워", "반가워요", "สวัสดีตอนเช้า",
      "buen día", "bonjour à tous", "salve", "buon pomeriggio", "goedenavond", "goedendag", "добрый вечер", "приветик",
      "здравствуй", "доброго ранку", "добрий ранок", "добрий день", "добрий вечір", "вітаю", "dobry wieczór", "witaj",
      "witam", "hejka", "siema", "günaydın", "iyi akşamlar", "iyi günler", "selamlar", "merhabalar", "صباح الخير",
      "مساء الخير", "أهلا وسهلا", "هلا", "सुप्रभात", "शुभ संध्या", "नमस्कार", "좋은 저녁",
      "हैलो", "हेलो", "हाय",
      "nice to meet you", "pleased to meet you", "good to meet you", "great to meet you", "glad to meet you",
      "lovely to meet you", "nice to meet you too", "nice meeting you",
    ],
  },
  thanks: {
    // Thanks close a turn; answering them needs nothing but a template.
    phrases: [
      "thanks", "thank you", "thank u", "thanks a lot", "thanks so much", "thank you so much", "many thanks",
      "thx", "thnx", "tnx", "ty", "ta", "tysm", "tyvm", "thanks a ton", "thanks a bunch", "cheers", "much appreciated",
      "appreciate it", "appreciated", "thank you very much", "gracias", "muchas gracias", "mil gracias", "merci",
      "merci beaucoup", "merci bien", "danke", "danke schön", "danke schon", "dankeschön", "vielen dank", "danke sehr",
      "obrigado", "obrigada", "muito obrigado", "muito obrigada", "grazie", "grazie mille", "dank je", "dank je wel",
      "bedankt", "tack", "tack så mycket", "takk", "tak", "kiitos", "teşekkürler", "teşekkür ederim", "sağol",
      "dziękuję", "dzięki", "děkuji", "спасибо", "спасибо большое", "дякую", "ευχαριστώ", "תודה", "ありがとう",
      "ありがとうございます", "どうも", "谢谢", "謝謝", "多谢", "감사합니다", "고마워", "شكرا", "شكرًا", "شكرا جزيلا",
      "धन्यवाद", "शुक्रिया", "cảm ơn", "cam on", "terima kasih", "asante",
      "感谢", "非常感谢", "太感谢", "万分感谢", "谢啦", "谢了", "感恩", "辛苦了", "多謝", "感謝", "どうもありがとう",
      "ありがとうございました", "サンキュー", "感謝します", "助かりました", "助かる", "助かります", "고마워요",
      "고맙습니다", "감사해요", "감사", "ขอบใจ", "ขอบคุณ",
      // "Thanks for the help", the commonest paraphrase, in the languages above.
      "gracias por la ayuda", "gracias por tu ayuda", "muchas gracias por la ayuda", "muchas gracias por tu ayuda",
      "gracias por todo", "te lo agradezco", "se agradece", "merci pour l'aide", "merci pour ton aide",
      "merci pour votre aide", "merci beaucoup pour l'aide", "merci pour tout", "merci infiniment", "je te remercie",
      "je vous remercie", "danke für die hilfe", "danke für deine hilfe", "vielen dank für die hilfe",
      "vielen dank für deine hilfe", "danke für alles", "obrigado pela ajuda", "obrigada pela ajuda",
      "muito obrigado pela ajuda", "muito obrigada pela ajuda", "valeu", "valeu pela ajuda", "obrigado por tudo",
      "grazie per l'aiuto", "grazie mille per l'aiuto", "grazie di tutto", "ti ringrazio", "dankjewel", "dank u wel",
      "dank u", "bedankt voor de hulp", "dank je voor de hulp", "dankjewel voor de hulp", "heel erg bedankt",
      "спасибо за помощь", "спасибо большое за помощь", "большое спасибо", "благодарю", "дякую за допомогу",
      "дуже дякую", "дуже дякую за допомогу", "щиро дякую", "dzięki za pomoc", "dziękuję za pomoc", "dziękuję bardzo",
      "wielkie dzięki", "yardımın için teşekkürler", "yardımın için teşekkür ederim", "yardımın için çok teşekkür ederim",
      "çok teşekkürler", "çok teşekkür ederim", "sağ ol", "شكرا على المساعدة", "شكرا جزيلا على المساعدة", "شكرا لك",
      "شكرا على مساعدتك", "ألف شكر", "मदद के लिए शुक्रिया", "मदद के लिए धन्यवाद", "मदद के लिए बहुत शुक्रिया",
      "मदद के लिए बहुत धन्यवाद", "बहुत धन्यवाद", "बहुत शुक्रिया", "谢谢你的帮助", "谢谢帮忙", "感谢你的帮助", "多谢帮忙",
      "手伝ってくれてありがとう", "助けてくれてありがとう", "いつもありがとう", "도와줘서 고마워", "도와줘서 고마워요",
      "도와주셔서 감사합니다", "정말 고마워", "정말 감사합니다",
      "дякую тобі", "спасибо тебе", "बहुत बहुत धन्यवाद",
      "dziękuję bardzo za pomoc", "dzięki wielkie", "थैंक यू", "थैंक्स", "مشكور", "مشكورة", "يعطيك العافية",
    ],
  },
  goodbye: {
    // Goodbyes end the conversation; nothing downstream is needed.
    phrases: [
      // goodbyes in chat spelling (development set smalltalk-19)
      "до связи", "바이바이", "잘자요", "a dopo", "a più tardi", "じゃあね", "じゃあまたね", "ではまた",
      "bye", "goodbye", "good bye", "bye bye", "byebye", "see you", "see ya", "see you later", "see you soon",
      "see you tomorrow", "cya", "cya later", "later", "laters", "catch you later", "talk later", "talk soon",
      "talk to you later", "talk to you soon", "talk to you tomorrow", "talk tomorrow", "chat tomorrow", "ttyl", "good night", "goodnight", "gn",
      "night", "take care", "have a good day", "have a nice day", "have a great day", "have a good one",
      "have a good weekend", "have a nice weekend", "have a great weekend", "have a good evening",
      "have a good night", "sleep well", "sweet dreams", "sleep tight", "gotta go", "gotta run", "i'm off", "im off", "peace", "peace out", "adios", "adiós",
      "hasta luego", "hasta mañana", "hasta pronto", "chao", "au revoir", "à plus", "a plus", "bonne nuit",
      "bonne journée", "tschüss", "tschüs", "auf wiedersehen", "bis später", "bis bald", "gute nacht", "arrivederci",
      "buonanotte", "a presto", "tchau", "até logo", "até mais", "doei", "dag", "hejdå", "hej då", "görüşürüz",
      "hoşçakal", "do widzenia", "pa", "до свидания", "пока", "さようなら", "またね", "じゃあね", "おやすみ", "再见",
      "拜拜", "안녕히 가세요", "안녕히 계세요", "잘 가", "مع السلامة", "फिर मिलेंगे", "alvida", "you too",
      "回见", "明天见", "下次见", "回头见", "晚安", "先走了", "改天聊", "下次聊", "再會", "再见了", "じゃね", "バイバイ",
      "おやすみなさい", "また明日", "またあとで", "お先に失礼します", "잘 자", "잘자", "잘 자요", "또 봐", "내일 봐",
      "다음에 봐", "수고하세요", "ลาก่อน", "ราตรีสวัสดิ์",
      "nos vemos", "nos vemos mañana", "hasta la próxima", "à demain", "à bientôt", "à plus tard", "à tout à l'heure",
      "bonne soirée", "bis morgen", "bis dann", "schönen abend", "schönen tag noch", "até amanhã", "até já", "até breve",
      "ci vediamo", "ci vediamo domani", "a domani", "ciao ciao", "buona serata", "buona giornata", "tot morgen",
      "tot straks", "tot ziens", "tot later", "welterusten", "fijne avond", "до завтра", "до встречи",
      "спокойной ночи", "всего доброго", "увидимся", "бувай", "на все добре", "добраніч", "до побачення",
      "побачимось", "do jutra", "na razie", "dobranoc", "do zobaczenia", "yarın görüşürüz", "hoşça kal", "iyi geceler",
      "görüşmek üzere", "kendine iyi bak", "أراك غدا", "أشوفك بكرة", "تصبح على خير", "إلى اللقاء", "وداعا",
      "कल मिलते हैं", "अलविदा", "शुभ रात्रि", "फिर मिलते हैं", "明日ね", "내일 봐요", "다음에 봐요", "잘 있어", "잘 가요",
      "안녕히 주무세요",
      "доброй ночи", "나중에 봐", "चलो बाय", "jo passt",
      "на добраніч", "до зустрічі",
      "cheerio", "ta ta", "tata", "later alligator", "see you later alligator",
      "farewell", "so long",
    ],
  },
  chitchat: {
    // Small talk and acknowledgements carry no request.
    phrases: [
      // who the assistant is, and boredom, in chat spelling (development set smalltalk-19)
      "ты живой", "ты живая", "ты человек", "ты реальный", "ти живий", "ти людина", "ти бот", "ти людина чи бот", "ты человек или бот", "هل انت روبوت", "انت روبوت", "هل أنت روبوت", "عندك مشاعر", "هل عندك مشاعر", "あなたはロボット", "ロボットなの", "名前なんていうの", "名前は何", "мне скучно", "мне так скучно", "暇すぎる", "暇だ", "暇", "好无聊", "无聊死了", "너무 심심해", "심심하다", "انا زهقان", "زهقان", "मैं बोर हो रहा हूँ",
      "how are you", "how are u", "how r u", "how are you doing", "how are you today", "how's it going",
      "hows it going", "how is it going", "how's your day", "how's your day going", "how is your day", "what's up",
      "whats up", "wassup", "wazzup", "what's new", "how have you been", "how you doing", "who are you",
      "what are you", "are you a robot", "are you a bot", "are you human", "are you real", "are you an ai",
      "are you ai", "what's your name", "whats your name", "what is your name", "tell me a joke",
      "tell me another joke", "tell me a fun fact", "knock knock", "joke please", "a joke please", "jokes please", "tell me joke", "tell joke", "let me hear a joke",
      "i want to listen to a joke",
      "funny joke", "a funny joke", "humor me", "humour me", "be funny", "be funny for me", "good bot", "bad bot", "nice bot", "good job", "nice job",
      "well done", "great job", "great work", "nice work", "you're funny", "you are funny", "you're awesome",
      "i'm bored", "im bored", "i'm tired", "i'm back", "i'm fine", "i'm good", "i'm ok", "not much",
      "nothing much", "my bad", "you still there", "still there", "how are things", "how's things",
      "hows things", "how are things going", "guess what", "not impressed", "what should we talk about",
      // How people answer "how are you" and "what's up".
      "bored", "so bored", "tired", "sleepy", "hungry", "checking in",
      "just checking in", "chilling", "just chilling", "same old", "same old same old", "can't complain",
      "cant complain", "not bad", "pretty good", "doing well", "doing good", "doing great", "been busy",
      "all good here", "you", "and you", "what about you", "how about you", "nothing really",
      "what do you want to talk about", "let's chat", "lets chat", "let's talk", "what can you do", "can you help me", "are you there", "you there", "qué tal", "que tal",
      "cómo estás", "como estas", "ça va", "ca va", "comment ça va", "comment allez vous", "wie geht's",
      "wie gehts", "wie geht es dir", "come stai", "tudo bem", "tudo bom", "como vai", "hoe gaat het",
      "hur mår du", "nasılsın", "как дела", "お元気ですか", "元気", "你好吗", "잘 지내요", "كيف حالك", "आप कैसे हैं", "kaise ho",
      // The same kinds of small talk in the languages the action tables read: the learned tier
      // decides no atom outside plain Latin letters (docs/assessment.md, "Thresholds"), so these
      // are the rules'.
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
      "最近怎么样", "最近好吗", "你叫什么", "你是人吗", "说个笑话", "无聊", "认识你很高兴", "你在干嘛", "干嘛呢", "在吗",
      "在不在", "你多大", "你几岁", "你会做什么", "你能做什么", "你有什么爱好", "吃了吗", "吃饭了吗", "我很好", "还不错",
      "元気ですか", "調子はどう", "調子どう", "あなたの名前は", "ロボットですか", "暇", "退屈です", "何してる",
      "何してるの", "何か面白い話して", "잘 지냈어", "잘 지내", "잘 지내요", "뭐 해", "뭐해요", "넌 누구니", "이름이 뭐니",
      "심심하다", "สบายดีไหม", "สบายดี",
      "quién te creó", "quien te creo", "quién te hizo", "qué puedes hacer", "que puedes hacer", "eres gracioso",
      "eres muy gracioso", "qué tal estás", "cómo te va", "qui t'a créé", "qui t'a fait", "que sais-tu faire",
      "que peux-tu faire", "qu'est-ce que tu sais faire", "tu es drôle", "t'es drôle", "ça va bien", "comment vas-tu",
      "comment tu vas", "quoi de neuf", "wer hat dich gemacht", "wer hat dich erschaffen", "was kannst du",
      "was kannst du alles", "du bist lustig", "wie geht es ihnen", "wie läuft's", "alles gut", "como você está",
      "quem te criou", "quem te fez", "o que você sabe fazer", "o que você pode fazer", "você é engraçado",
      "você é engraçada", "tudo certo", "e aí", "come va", "chi ti ha creato", "chi ti ha fatto", "cosa sai fare",
      "cosa puoi fare", "sei simpatico", "sei simpatica", "sei divertente", "tutto bene", "wie heeft je gemaakt",
      "wat kun je", "wat kun je allemaal", "je bent grappig", "hoe is het", "alles goed", "кто тебя создал",
      "кто тебя сделал", "что ты умеешь", "ты смешной", "как ты", "как поживаешь", "что нового", "хто тебе створив",
      "що ти вмієш", "ти смішний", "як ти", "ти бот", "що нового", "kto cię stworzył", "co potrafisz", "co umiesz",
      "jesteś zabawny", "jak leci", "co tam", "nudzi mi się", "seni kim yaptı", "seni kim yarattı",
      "neler yapabilirsin", "ne yapabilirsin", "çok komiksin", "nasılsınız", "naber", "ne haber", "من صنعك", "من صممك",
      "ماذا تستطيع أن تفعل", "أنت مضحك", "كيف الحال", "شلونك", "ازيك", "تحكي لي نكتة", "तुम्हें किसने बनाया",
      "आपको किसने बनाया", "तुम क्या कर सकते हो", "आप क्या कर सकते हैं", "तुम मज़ेदार हो", "क्या हाल है", "कैसे हो",
      "谁创造了你", "谁做了你", "你会干什么", "你真有趣", "你好搞笑", "誰が作ったの", "誰があなたを作ったの",
      "何ができるの", "何ができますか", "面白いね", "ロボットなの", "お名前は何ですか", "누가 너를 만들었어",
      "누가 만들었어", "뭘 할 수 있어", "뭐 할 수 있어요", "재밌다", "너 웃기다",
      "ты умеешь думать", "ты классный", "ты молодец", "ти справжній", "ти молодець", "розкажи жарт", "мне грустно",
      "я устал", "я устала", "я втомився", "я втомилася", "tienes sentimientos", "tu rêves", "ben jij slim",
      "jestem zmęczona", "jestem zmęczony", "canım sıkkın", "شو اسمك", "هل عندك مشاعر", "انت رائع", "أنت رائع",
      "कोई चुटकुला सुनाओ", "क्या तुम इंसान हो", "तुम बहुत समझदार हो", "मेरा मूड अच्छा है", "你会思考吗", "我有点累",
      "我累了", "我很累", "累了", "疲れた", "君って賢いね", "너 이름이 뭐야", "너도 감정이 있어", "너 진짜 똑똑하다",
      "우울해", "기분이 우울해", "피곤해", "tell me another one", "can i ask you something", "can we just chat",
      // "Tell me something interesting" and "I'm bored", in the languages above.
      "dime algo interesante", "cuéntame algo interesante", "dis-moi un truc intéressant",
      "dis-moi quelque chose d'intéressant", "raconte-moi quelque chose", "erzähl mir was interessantes",
      "erzähl mir etwas interessantes", "me conta algo interessante", "me diga algo interessante",
      "dimmi qualcosa di interessante", "raccontami qualcosa", "vertel me iets leuks", "vertel iets interessants",
      "расскажи что-нибудь интересное", "ти кумедний", "розкажи щось цікаве", "powiedz mi coś ciekawego",
      "opowiedz coś ciekawego", "bana ilginç bir şey söyle", "ilginç bir şey anlat", "canım sıkılıyor",
      "قل لي معلومة غريبة", "أخبرني بمعلومة", "أنا زهقان", "زهقان", "مليت", "कुछ दिलचस्प बताओ", "कुछ मज़ेदार बताओ",
      "मैं बोर हो रहा हूँ", "मैं बोर हो रही हूँ", "बोर हो रहा हूँ", "तुम बहुत मज़ेदार हो", "说点有意思的", "讲点有趣的", "何か面白いこと教えて",
      "豆知識教えて", "何か豆知識教えて", "재미있는 얘기 해줘", "재밌는 얘기 해줘", "재미있는 거 말해줘", "うける", "ウケる",
      // Are you a bot, how old, where from, hobbies, the meaning of life, a coin or a die, moods, favourites,
      // names and makers, in the 14 languages above (written for this table; none needs a tool).
      "eres un bot", "eres humano", "eres real", "eres una persona o una máquina", "eres una persona o una maquina",
      "es usted un bot", "es usted humano", "cuántos años tienes", "cuantos años tienes", "cuál es tu edad",
      "cuándo naciste", "cuantos años tiene usted", "de dónde eres", "de donde eres", "dónde vives", "donde vives",
      "de dónde es usted", "cuáles son tus hobbies", "qué haces para divertirte", "que haces para divertirte",
      "tienes hobbies", "tienes pasatiempos", "cuál es el sentido de la vida", "cual es el sentido de la vida",
      "qué sentido tiene la vida", "que sentido tiene la vida", "lanza una moneda", "tira una moneda", "cara o cruz",
      "tira un dado", "lanza un dado", "estoy cansado", "estoy cansada", "estoy feliz", "estoy triste",
      "estoy estresado", "estoy estresada", "tengo sueño", "tengo sueno", "tengo hambre",
      "cuál es tu color favorito", "cual es tu color favorito", "cuál es tu comida favorita",
      "cuál es tu película favorita", "cual es tu pelicula favorita", "cuál es tu canción favorita",
      "cuál es tu nombre", "cómo se llama usted", "quién te construyó", "bist du ein bot", "bist du ein mensch",
      "bist du echt", "bist du ein mensch oder eine maschine", "sind sie ein bot", "sind sie ein mensch",
      "bist du real", "wie alt bist du", "wie alt sind sie", "wann bist du geboren", "wann wurdest du geboren",
      "wie alt bist du eigentlich", "woher kommst du", "wo wohnst du", "wo lebst du", "woher kommen sie",
      "wo wohnen sie", "was sind deine hobbys", "was machst du zum spaß", "was machst du zum spass",
      "hast du hobbys", "haben sie hobbys", "was ist der sinn des lebens", "was ist der sinn vom leben",
      "was hat das leben für einen sinn", "was hat das leben fuer einen sinn", "wirf eine münze", "wirf eine muenze",
      "kopf oder zahl", "wirf einen würfel", "würfel mal", "ich bin müde", "ich bin muede", "ich bin gelangweilt",
      "ich bin glücklich", "ich bin traurig", "ich bin gestresst", "ich bin schläfrig", "ich habe hunger",
      "ich hab hunger", "was ist deine lieblingsfarbe", "was ist dein lieblingsessen", "was ist dein lieblingsfilm",
      "was ist dein lieblingslied", "was ist ihre lieblingsfarbe", "wie ist dein name", "wie heißen sie",
      "wer hat dich gebaut", "wer hat dich entwickelt", "tu es un bot", "t'es un bot", "tu es humain", "tu es réel",
      "tu es une personne ou une machine", "êtes-vous un bot", "etes vous humain", "quel âge as-tu",
      "quel age as tu", "t'as quel âge", "tu as quel age", "quel âge avez-vous", "d'où viens-tu", "d'ou tu viens",
      "tu viens d'où", "où habites-tu", "d'où venez-vous", "quels sont tes loisirs",
      "qu'est-ce que tu fais pour t'amuser", "tu as des hobbies", "t'as des loisirs", "quels sont vos loisirs",
      "quel est le sens de la vie", "c'est quoi le sens de la vie", "à quoi sert la vie", "a quoi sert la vie",
      "lance une pièce", "lance une piece", "pile ou face", "lance un dé", "lance un de", "je suis fatigué",
      "je suis fatiguée", "je suis fatigue", "je suis content", "je suis contente", "je suis heureux",
      "je suis triste", "je suis stressé", "je suis stressée", "j'ai sommeil", "j'ai faim",
      "quelle est ta couleur préférée", "quelle est ta couleur preferee", "c'est quoi ton plat préféré",
      "quel est ton film préféré", "quel est ton film prefere", "quelle est ta chanson préférée",
      "comment t'appelles-tu", "c'est quoi ton nom", "comment vous appelez-vous", "qui t'a cree", "qui t'a fabriqué",
      "qui vous a créé", "você é um bot", "voce e um bot", "vc é um robô", "você é humano", "você é real",
      "você é uma pessoa ou uma máquina", "o senhor é um robô", "és um bot", "quantos anos você tem",
      "quantos anos voce tem", "qual é a sua idade", "quando você nasceu", "quantos anos tens", "de onde você é",
      "de onde voce e", "onde você mora", "onde moras", "de onde és", "quais são seus hobbies",
      "quais sao seus hobbies", "o que você faz para se divertir", "você tem hobbies", "tens hobbies",
      "qual é o sentido da vida", "qual o sentido da vida", "qual é o propósito da vida", "qual o proposito da vida",
      "joga uma moeda", "lança uma moeda", "cara ou coroa", "rola um dado", "jogue um dado", "estou cansado",
      "estou cansada", "tô cansado", "to cansada", "estou feliz", "estou triste", "estou estressado",
      "estou estressada", "estou com sono", "estou com fome", "qual é sua cor favorita", "qual sua cor favorita",
      "qual é sua comida favorita", "qual é seu filme favorito", "qual é sua música favorita",
      "qual sua musica favorita", "como voce se chama", "como te chamas", "quem criou você", "quem te construiu",
      "sei un bot", "sei umano", "sei reale", "sei vero", "sei una persona o una macchina", "sei un essere umano",
      "lei è un bot", "quanti anni hai", "qual è la tua età", "quando sei nato", "quanti anni ha", "di dove sei",
      "da dove vieni", "dove vivi", "dove abiti", "di dov'è lei", "quali sono i tuoi hobby",
      "cosa fai per divertirti", "che fai per divertirti", "hai degli hobby", "ha degli hobby",
      "qual è il senso della vita", "qual e il senso della vita", "che senso ha la vita",
      "qual è lo scopo della vita", "lancia una moneta", "tira una moneta", "testa o croce", "lancia un dado",
      "sono stanco", "sono stanca", "sono annoiato", "sono annoiata", "sono felice", "sono triste", "sono stressato",
      "sono stressata", "ho sonno", "ho fame", "qual è il tuo colore preferito", "qual e il tuo colore preferito",
      "qual è il tuo cibo preferito", "qual è il tuo film preferito", "qual è la tua canzone preferita",
      "qual e la tua canzone preferita", "qual è il tuo nome", "qual e il tuo nome", "chi ti ha costruito",
      "chi ti ha programmato", "ben je een bot", "ben jij een bot", "ben je een mens", "ben je echt",
      "ben je een mens of een machine", "bent u een bot", "bent u een mens", "hoe oud ben je", "hoe oud ben jij",
      "wat is je leeftijd", "wanneer ben je geboren", "hoe oud bent u", "waar kom je vandaan",
      "waar kom jij vandaan", "waar woon je", "waar komt u vandaan", "waar woont u", "wat zijn je hobby's",
      "wat doe je voor de lol", "heb je hobby's", "heb jij hobbies", "wat zijn uw hobby's",
      "wat is de zin van het leven", "wat is het nut van het leven", "wat is de betekenis van het leven",
      "gooi een munt", "kop of munt", "gooi een dobbelsteen", "rol een dobbelsteen", "munt opgooien", "ik ben moe",
      "ik ben blij", "ik ben gelukkig", "ik ben verdrietig", "ik ben gestrest", "ik heb stress", "ik ben slaperig",
      "ik heb slaap", "ik heb honger", "wat is je lievelingskleur", "wat is je favoriete kleur",
      "wat is je lievelingseten", "wat is je favoriete film", "wat is je lievelingsliedje",
      "wat is je favoriete nummer", "hoe heet jij", "wat is je naam", "hoe heet u", "wie heeft jou gemaakt",
      "wie heeft je gecreëerd", "wie heeft je gebouwd", "ты бот", "ты человек", "ты настоящий",
      "ты человек или машина", "ты живой человек", "вы бот", "вы человек", "сколько тебе лет", "какой твой возраст",
      "когда ты родился", "когда ты родилась", "сколько вам лет", "откуда ты", "где ты живешь", "где ты живёшь",
      "откуда вы", "где вы живете", "какие у тебя хобби", "чем ты занимаешься для удовольствия", "у тебя есть хобби",
      "есть ли у тебя хобби", "какие у вас хобби", "в чем смысл жизни", "в чём смысл жизни", "какой смысл в жизни",
      "зачем мы живем", "подбрось монетку", "брось монетку", "орел или решка", "орёл или решка", "брось кубик",
      "я счастлив", "я счастлива", "я в стрессе", "я хочу спать", "я голоден", "я голодна", "хочу есть", "я сонный",
      "какой твой любимый цвет", "какой у тебя любимый цвет", "какая твоя любимая еда", "какой твой любимый фильм",
      "какая твоя любимая песня", "какой ваш любимый цвет", "как тебя звать", "как вас зовут", "кто вы",
      "кто тебя разработал", "ти людина", "ти людина чи машина", "ти жива людина", "ви бот", "ви людина",
      "скільки тобі років", "який твій вік", "коли ти народився", "коли ти народилася", "скільки вам років",
      "звідки ти", "ти звідки", "де ти живеш", "звідки ви", "де ви живете", "які в тебе хобі",
      "що ти робиш для розваги", "у тебе є хобі", "чи є в тебе хобі", "які у вас хобі", "в чому сенс життя",
      "у чому сенс життя", "який сенс життя", "який сенс у житті", "підкинь монетку", "кинь монетку",
      "орел чи решка", "кинь кубик", "кинь кістку", "я щасливий", "я щаслива", "мені сумно", "я в стресі",
      "я хочу спати", "я голодний", "хочу їсти", "я сонний", "який твій улюблений колір",
      "який у тебе улюблений колір", "яка твоя улюблена їжа", "який твій улюблений фільм", "яка твоя улюблена пісня",
      "який ваш улюблений колір", "як тебе звуть", "як вас звати", "хто ви", "хто тебе зробив", "хто тебе розробив",
      "jesteś botem", "jestes botem", "czy jesteś botem", "jesteś człowiekiem", "jesteś prawdziwy",
      "jesteś człowiekiem czy maszyną", "czy pan jest botem", "ile masz lat", "ile ty masz lat",
      "kiedy się urodziłeś", "kiedy sie urodziles", "ile pan ma lat", "skąd jesteś", "skad jestes",
      "skąd pochodzisz", "gdzie mieszkasz", "skąd pan jest", "jakie masz hobby", "jakie są twoje hobby",
      "co robisz dla zabawy", "masz jakieś hobby", "masz jakies hobby", "jaki jest sens życia",
      "jaki jest sens zycia", "jaki jest cel życia", "po co żyjemy", "rzuć monetą", "rzuc moneta",
      "orzeł czy reszka", "orzel czy reszka", "rzuć kostką", "jestem zmeczony", "jestem szczęśliwy",
      "jestem szczęśliwa", "jest mi smutno", "jestem zestresowany", "jestem zestresowana", "chce mi się spać",
      "jestem głodny", "jestem głodna", "jaki jest twój ulubiony kolor", "jaki jest twoj ulubiony kolor",
      "jaki masz ulubiony kolor", "jakie jest twoje ulubione jedzenie", "jaki jest twój ulubiony film",
      "jaka jest twoja ulubiona piosenka", "jak masz na imie", "jak się nazywasz", "jak się pan nazywa",
      "kto cię zrobił", "kto cię zbudował", "sen bot musun", "bot musun", "robot musun", "insan mısın",
      "insan misin", "gerçek misin", "insan mısın makine mi", "siz bot musunuz", "kaç yaşındasın", "kac yasindasin",
      "yaşın kaç", "ne zaman doğdun", "kaç yaşındasınız", "nerelisin", "nerede yaşıyorsun", "nerede yasiyorsun",
      "nerede oturuyorsun", "nerelisiniz", "hobilerin neler", "eğlenmek için ne yaparsın", "hobin var mı",
      "hobin var mi", "hobileriniz neler", "hayatın anlamı ne", "hayatin anlami ne", "hayatın anlamı nedir",
      "yaşamanın amacı ne", "yazı tura at", "yazi tura at", "yazı mı tura mı", "zar at", "bozuk para at", "yorgunum",
      "sikildim", "mutluyum", "üzgünüm", "uzgunum", "stresliyim", "uykum var", "uykum geldi", "açım", "acim",
      "acıktım", "en sevdiğin renk ne", "en sevdigin renk ne", "en sevdiğin yemek ne", "en sevdiğin film ne",
      "en sevdiğin şarkı ne", "en sevdiğiniz renk ne", "adin ne", "ismin ne", "adınız ne", "seni kim yapti",
      "seni kim geliştirdi", "هل أنت بوت", "هل انت بوت", "انت بوت", "هل أنت إنسان", "هل أنت حقيقي",
      "هل أنت شخص أم آلة", "هل حضرتك روبوت", "كم عمرك", "ما هو عمرك", "عمرك كم", "متى ولدت", "كم عمر حضرتك",
      "من أين أنت", "من وين انت", "انت منين", "أين تعيش", "وين ساكن", "ما هي هواياتك", "ما هواياتك",
      "ماذا تفعل للتسلية", "هل لديك هوايات", "عندك هوايات", "ما معنى الحياة", "ما هو معنى الحياة",
      "ما الهدف من الحياة", "ما فائدة الحياة", "ارم عملة", "اقلب عملة", "ملك أم كتابة", "ملك ولا كتابة", "ارم النرد",
      "أنا تعبان", "أنا تعبانة", "أنا زهقانة", "أنا سعيد", "أنا سعيدة", "أنا حزين", "أنا حزينة", "أنا متوتر",
      "أنا متوترة", "أنا نعسان", "أنا جوعان", "ما هو لونك المفضل", "ما لونك المفضل", "ما هو طعامك المفضل",
      "ما هو أكلك المفضل", "ما هو فيلمك المفضل", "ما هي أغنيتك المفضلة", "ما هو اسمك", "ايش اسمك", "من أنشأك",
      "من برمجك", "من بناك", "क्या तुम बॉट हो", "क्या तुम असली हो", "तुम इंसान हो या मशीन", "क्या आप बॉट हैं",
      "क्या आप इंसान हैं", "kya tum bot ho", "तुम्हारी उम्र क्या है", "तुम कितने साल के हो", "तुम कब पैदा हुए",
      "आपकी उम्र क्या है", "आप कितने साल के हैं", "तुम कहाँ से हो", "तुम कहां से हो", "तुम कहाँ रहते हो",
      "आप कहाँ से हैं", "आप कहाँ रहते हैं", "तुम्हारे शौक क्या हैं", "तुम मज़े के लिए क्या करते हो",
      "तुम मजे के लिए क्या करते हो", "क्या तुम्हारे कोई शौक हैं", "आपके शौक क्या हैं", "जीवन का अर्थ क्या है",
      "ज़िंदगी का मतलब क्या है", "जिंदगी का मतलब क्या है", "जीवन का उद्देश्य क्या है", "सिक्का उछालो",
      "सिक्का उछालिए", "हेड या टेल", "चित या पट", "पासा फेंको", "मैं थक गया हूँ", "मैं थक गई हूँ", "मैं थका हुआ हूँ",
      "मैं थकी हुई हूँ", "मैं खुश हूँ", "मैं उदास हूँ", "मैं दुखी हूँ", "मैं तनाव में हूँ", "मुझे नींद आ रही है",
      "मुझे भूख लगी है", "तुम्हारा पसंदीदा रंग क्या है", "तुम्हारा फेवरेट कलर क्या है",
      "तुम्हारा पसंदीदा खाना क्या है", "तुम्हारी पसंदीदा फिल्म कौन सी है", "तुम्हारा पसंदीदा गाना कौन सा है",
      "आपका पसंदीदा रंग क्या है", "tumhara naam kya hai", "तुम्हे किसने बनाया", "तुम्हारा निर्माता कौन है",
      "你是不是机器人", "你是真人吗", "你是真的吗", "你是人还是机器", "您是机器人吗", "你是bot吗", "你的年龄是多少", "你什么时候出生的", "您多大年纪", "你是哪里人", "你从哪里来",
      "你住在哪里", "你住哪", "您是哪里人", "你的爱好是什么", "你平时喜欢做什么", "你有爱好吗", "您有什么爱好", "生命的意义是什么", "人生的意义是什么", "活着有什么意义",
      "人生有什么意义", "抛硬币", "扔个硬币", "正面还是反面", "掷骰子", "摇骰子", "我好累", "我很开心", "我很难过", "我很伤心", "我压力好大", "我好困", "我饿了",
      "你最喜欢什么颜色", "你最喜欢的颜色是什么", "你最喜欢吃什么", "你最喜欢的电影是什么", "你最喜欢什么歌", "你最喜欢的歌是什么", "您贵姓", "您怎么称呼", "谁做的你", "谁开发了你",
      "你是谁做的", "あなたはボットですか", "ボットなの", "人間ですか", "人間なの", "本物なの", "人間それとも機械", "君はロボット", "何歳ですか", "何歳なの", "年はいくつ",
      "いつ生まれたの", "おいくつですか", "どこから来たの", "出身はどこ", "出身はどこですか", "どこに住んでるの", "どこに住んでいますか", "趣味は何ですか", "趣味は何", "暇な時何してるの",
      "趣味ある", "趣味はありますか", "人生の意味は何ですか", "人生の意味って何", "生きる意味は", "生きる意味って何", "コインを投げて", "コイントスして", "表か裏か", "サイコロを振って",
      "サイコロ振って", "つかれた", "疲れました", "嬉しい", "悲しい", "ストレスがたまってる", "眠い", "お腹すいた", "おなかすいた", "好きな色は何", "好きな色は",
      "好きな食べ物は何ですか", "好きな映画は", "好きな歌は何", "好きな曲は", "名前は", "誰なの", "誰に作られたの", "作ったのは誰", "너 봇이야", "너 사람이야", "너 진짜야",
      "사람이야 기계야", "봇이에요", "사람이세요", "로봇이세요", "너 몇 살이야", "너 나이가 몇이야", "몇 살이에요", "나이가 어떻게 되세요", "언제 태어났어", "너 어디서 왔어",
      "어디 출신이야", "어디 출신이에요", "어디 살아", "어디에 사세요", "취미가 뭐야", "취미가 뭐예요", "놀 때 뭐 해", "취미 있어", "취미 있으세요", "인생의 의미는 뭐야",
      "삶의 의미가 뭐예요", "사는 이유가 뭐야", "인생의 의미가 뭘까", "동전 던져 줘", "동전 던져줘", "앞면 뒷면", "주사위 굴려 줘", "주사위 굴려줘", "나 피곤해", "행복해",
      "기분 좋아", "슬퍼", "스트레스 받아", "졸려", "배고파", "좋아하는 색이 뭐야", "제일 좋아하는 색깔이 뭐예요", "좋아하는 음식이 뭐야", "좋아하는 영화가 뭐야",
      "좋아하는 노래가 뭐야", "좋아하는 노래 뭐예요", "성함이 어떻게 되세요", "너 누구야", "누가 너 만들었어", "누가 당신을 만들었나요",
      // Greetings, how-are-you, thanks and goodbyes in Vietnamese, Indonesian, Hebrew and Greek, the
      // languages the tables above lacked; then compliments, moods, apologies and "cats or dogs?" in
      // the languages the action tables read (written for this table, 2026-12-01).
      "chào bạn", "chào buổi sáng", "chào buổi tối", "bạn khỏe không", "bạn có khỏe không", "khỏe không",
      "mình khỏe", "tôi khỏe", "cảm ơn bạn", "cảm ơn nhiều", "cám ơn", "tạm biệt", "hẹn gặp lại", "chúc ngủ ngon",
      "bạn tên gì", "bạn là ai", "bạn là robot à", "bạn là robot hả", "kể chuyện cười đi", "kể chuyện cười",
      "chán quá", "xin lỗi", "selamat pagi", "selamat siang", "selamat sore", "selamat malam", "apa kabar",
      "kabar baik", "baik baik saja", "makasih", "makasih banyak", "terima kasih banyak", "sampai jumpa",
      "dadah", "selamat tidur", "siapa namamu", "nama kamu siapa", "kamu siapa", "kamu robot", "kamu robot ya",
      "ceritain lelucon", "aku bosan", "maaf", "היי", "בוקר טוב", "ערב טוב", "לילה טוב", "מה נשמע", "מה שלומך",
      "מה קורה", "הכל טוב", "תודה רבה", "ביי", "להתראות", "נתראה", "איך קוראים לך", "מי אתה",
      "אתה רובוט", "ספר לי בדיחה", "משעמם לי", "סליחה", "καλημέρα", "καλησπέρα", "καληνύχτα", "γεια σας",
      "τι κάνεις", "τι κάνετε", "πώς είσαι", "καλά εσύ", "ευχαριστώ πολύ", "αντίο", "τα λέμε",
      "πώς σε λένε", "ποιος είσαι", "είσαι ρομπότ", "πες μου ένα ανέκδοτο", "βαριέμαι", "συγγνώμη",
      "you're the best", "you are the best", "you're so smart", "you're smart", "you're amazing", "you rock",
      "eres el mejor", "eres la mejor", "eres lo máximo", "qué listo eres", "eres muy listo", "eres genial",
      "t'es le meilleur", "tu es le meilleur", "t'es trop fort", "t'es intelligent", "tu es génial",
      "du bist der beste", "du bist die beste", "du bist klug", "du bist super", "você é o melhor",
      "você é incrível", "você é muito inteligente", "sei il migliore", "sei proprio intelligente", "sei grande",
      "je bent de beste", "je bent geweldig", "wat ben jij slim", "du är bäst", "du är smart", "jesteś super",
      "jesteś najlepszy", "ale jesteś mądry", "sen harikasın", "çok zekisin", "sen bir tanesin", "ты лучший",
      "ты лучшая", "какой ты умный", "ти найкращий", "який ти розумний",
      "gatos o perros", "perros o gatos", "chats ou chiens", "chiens ou chats", "katzen oder hunde",
      "hunde oder katzen", "gatos ou cachorros", "cachorros ou gatos", "gatti o cani", "cani o gatti",
      "katten of honden", "honden of katten", "katter eller hundar", "koty czy psy", "psy czy koty",
      "kedi mi köpek mi", "кошки или собаки", "коти чи собаки",
      "perdón", "culpa mía", "perdón culpa mía", "pardon", "c'est ma faute", "désolé", "désolée",
      "entschuldigung", "mein fehler", "sorry", "desculpa", "foi mal", "scusa", "colpa mia", "mijn fout",
      "förlåt", "mitt fel", "przepraszam", "mój błąd", "özür dilerim", "benim hatam", "извини", "моя ошибка",
      "вибач", "моя помилка",
      "estoy muy feliz", "je suis tellement content", "je suis tellement contente", "ich bin so glücklich",
      "estou tão feliz", "sono così felice", "ik ben zo blij", "jag är så glad", "jestem taka szczęśliwa",
      "jestem taki szczęśliwy", "çok mutluyum", "я так счастлив", "я так счастлива", "я така щаслива",
      "hoy ha sido un día largo", "qué día tan largo", "journée super longue", "heute war ein langer tag",
      "hoje foi um dia longo", "oggi è stata una giornata lunga", "idag har varit en lång dag",
      "bugün çok uzun bir gündü", "сегодня был долгий день", "wie geht's dir", "wie gehts dir",
      "hoe gaat het met je", "tutto bene e tu", "bene e tu", "iyiyim sen nasılsın", "iyiyim", "tjena",
      "hej då vi hörs", "vi hörs", "berätta ett skämt", "jag har tråkigt", "qué sabes hacer", "co umiesz robić",
      "neler yapabiliyorsun", "ты вообще спишь", "tu dors jamais", "czy ty w ogóle śpisz",
    ],
  },
  ack: {
    // Acknowledgements and laughter close a turn like thanks do; a template answers them.
    phrases: [
      // reactions and verdicts on an answer, alone (development set smalltalk-22)
      "whoa", "woah", "neat", "sweet", "geez", "jeez", "holy cow", "holy moly", "woohoo", "ooh", "no kidding",
      "unbelievable", "ew", "eww", "ew gross", "dang", "wowza", "oh snap", "that's sad", "spot on", "bingo", "right on",
      "precisely", "affirmative", "sounds about right", "excellent", "wonderful", "fantastic", "brilliant", "superb",
      "agreed", "i agree", "agree", "strongly agree", "totally agree", "i totally agree",
      // reactions and laughter in chat spelling (development set smalltalk-19)
      "класно", "круто", "прикольно", "смешно", "ну ты даешь", "ну ти даєш", "حلوة", "حلو", "मज़ेदार", "मजेदार", "笑死", "笑死我了", "好笑", "웃기다", "웃겨", "재밌다", "재밌어", "ウケる", "笑える",
      "same here", "me too", "lol", "lmao", "rofl", "haha", "hahaha", "hehe", "nice", "cool", "great", "awesome",
      "perfect", "amazing", "wow", "ok", "okay", "k", "kk", "alright", "all right", "got it", "gotcha",
      "understood", "makes sense", "sounds good", "fair enough", "no worries", "no problem", "np", "never mind",
      "nevermind", "nvm", "oh", "ah", "hmm", "hm", "meh", "oops", "yay", "yes", "yeah", "yep", "yeap", "no", "nope", "nah",
      "sure", "sure thing", "i see", "interesting", "fascinating", "i guess", "definitely", "definitely not", "not sure",
      "not really", "yes please", "no thanks", "no thank you", "another one", "absolutely", "of course", "maybe",
      "probably", "exactly", "true", "indeed", "for sure", "totally", "whatever", "i don't know", "idk", "dunno",
      "good to know", "noted", "perhaps", "possibly", "i suppose", "hmm maybe", "nope not really", "ugh", "yikes", "oh well", "oh no", "omg", "damn", "all good", "that's all",
      "that's it", "nothing else", "good point", "touché", "sounds great", "sounds fun", "that's funny",
      "好", "好的", "好吧", "行", "没问题", "没事", "没关系", "不客气", "明白", "明白了", "知道了", "收到", "嗯", "嗯嗯",
      "对", "是的", "不用了", "算了", "厉害", "太棒了", "真棒", "不错", "はい", "いいえ", "うん", "そうですね",
      "なるほど", "了解", "了解です", "わかった", "わかりました", "分かりました", "オッケー", "いいね", "すごい",
      "大丈夫", "大丈夫です", "네", "아니요", "응", "알겠어", "알겠습니다", "좋아", "좋아요", "괜찮아", "괜찮아요", "대박",
      "vale", "de acuerdo", "genial", "perfecto", "entendido", "claro", "bueno", "está bien", "d'accord", "super",
      "génial", "parfait", "entendu", "pas de souci", "pas de problème", "très bien", "c'est noté", "alles klar",
      "prima", "gut", "passt", "verstanden", "genau", "kein problem", "in ordnung", "beleza", "tá bom", "ta bom",
      "certo", "entendi", "combinado", "ótimo", "perfeito", "legal", "va bene", "perfetto", "capito", "ottimo",
      "d'accordo", "benissimo", "oké", "top", "duidelijk", "helemaal goed", "geen probleem", "ладно", "понятно",
      "хорошо", "отлично", "ок", "окей", "договорились", "ясно", "супер", "класс", "добре", "зрозуміло", "гаразд",
      "чудово", "dobrze", "jasne", "rozumiem", "okej", "w porządku", "świetnie", "spoko", "tamam", "süper", "anladım",
      "harika", "peki", "olur", "tamamdır", "تمام", "ممتاز", "حسنا", "طيب", "فهمت", "رائع", "ماشي", "ठीक है",
      "बढ़िया", "अच्छा", "समझ गया", "समझ गई", "हाँ", "हां", "नहीं", "बहुत बढ़िया", "알겠어요", "그래", "그래요",
      "좋네요", "맞아요", "아니", "오케이",
      "shut up", "wait what", "passt schon", "так добре", "так",
      // chat interjections (development set smalltalk-19)
      "bruh", "oof", "ikr", "fr", "frfr", "facts", "mood", "big mood", "bet", "smh", "welp", "tgif", "chillin",
      "chilling", "no way", "for real", "no cap", "seriously", "that's wild", "that's crazy", "that's insane",
      "jk", "just kidding", "my bad",
    ],
  },
} as const;

/**
 * Small talk of eight kinds in 18 languages, written for the router by a helper
 * session that read none of its data (2026-12-03): compliments to the assistant,
 * the user's day, answers to "how are you", apologies, questions about the
 * assistant, playful questions, laughter, courtesies; kept where no phrase covered
 * it and no rule saw work in it. Chitchat for atomKinds, but, unlike ATOM_PHRASES,
 * no source of the guard's small-talk openers (lexicon-guard.ts): their first
 * words ("het", "w", "bisschen") open requests as often as small talk.
 */
// biome-ignore format: a phrase table
export const CHITCHAT_WHOLE: readonly string[] = [
  "eres muy inteligente", "eres muy lista", "que gracioso eres", "eres muy útil", "me ayudas mucho", "eres un amor", "que lindo eres", "hoy fue un día largo", "estoy muy cansado hoy", "hoy estoy muy feliz", "que aburrimiento", "hoy fue un gran día", "hoy fue un día genial", "bien y tú", "bien gracias y tu", "todo bien gracias", "muy bien y usted", "no me quejo", "más o menos", "mas o menos", "ahí vamos", "no tan mal", "lo siento", "perdón me equivoqué", "fue mi culpa", "uy perdón", "tú duermes", "quien te hizo", "dime algo gracioso", "te gusta la música", "jaja qué gracioso", "jajaja me muero", "qué chistoso", "qué genial", "que padre", "guau increíble", "me encanta", "me encantó", "buenas noches que descanses",
  "t'es trop intelligent", "tu es très intelligent", "tu es trop drôle", "tu es la meilleure", "tu m'aides beaucoup", "tu es super utile", "t'es trop mignon", "t'es génial", "longue journée aujourd'hui", "quelle journée", "je suis crevé", "chui fatigué", "je suis trop content aujourd'hui", "je suis tellement heureux", "c'était une super journée", "ça va et toi", "ca va et toi", "je vais bien merci", "tout va bien merci", "pas mal et toi", "ça peut aller", "tranquille et toi", "autant pour moi", "je me suis trompé", "excuse moi", "tu dors", "est-ce que tu dors", "t'es un robot", "es-tu un robot", "tu as quel âge", "tu as des sentiments", "c'est quoi ta couleur préférée", "quel est ton plat préféré", "c'est quoi ton film préféré", "tu habites où", "tu vis où", "tu t'appelles comment", "chien ou chat", "dis moi un truc drôle", "tu aimes la musique", "haha trop drôle", "c'est trop cool", "trop bien", "waouh incroyable", "bonne nuit dors bien", "a plus tard", "on se parle plus tard",
  "du bist so schlau", "du bist echt klug", "du bist so witzig", "du bist echt hilfreich", "du hilfst mir sehr", "du bist süß", "du bist toll", "ich bin so müde", "bin voll müde", "ich bin heute so glücklich", "mir is langweilig", "heute war super", "gut und dir", "mir geht's gut und dir", "mir gehts gut danke", "nicht schlecht", "geht so", "so lala", "muss ja", "tut mir leid", "sorry hab mich vertan", "schläfst du", "hast du gefühle", "hund oder katze", "erzähl mal was lustiges", "magst du musik", "kennst du witze", "haha das ist lustig", "das ist so cool", "voll cool", "wow krass", "wow toll", "ich liebe es", "gute nacht schlaf gut", "wir schreiben später",
  "sei intelligentissimo", "sei molto intelligente", "sei troppo simpatico", "sei la migliore", "sei utilissimo", "mi aiuti tanto", "sei carino", "sei tenero", "sei fantastico", "giornata lunga oggi", "che giornata", "sono stanchissimo", "oggi sono felicissimo", "oggi sono tanto felice", "che noia", "oggi è stata una bella giornata", "giornata fantastica", "sto bene grazie e tu", "tutto ok", "non c'è male", "non male", "così così", "cosi cosi", "mi dispiace", "scusa è colpa mia", "oops ho sbagliato", "tu dormi mai", "hai dei sentimenti", "provi emozioni", "cane o gatto", "dimmi qualcosa di divertente", "ti piace la musica", "ahah che ridere", "hahaha troppo divertente", "che figata", "wow incredibile", "wow stupendo", "lo adoro", "mi piace tantissimo", "buona notte dormi bene",
  "vc é muito inteligente", "vc é mt engraçado", "vc é a melhor", "você ajuda muito", "você é muito útil", "você é fofo", "que fofo", "você é demais", "dia longo hoje", "que dia longo", "to cansado", "tô muito cansado", "hoje estou muito feliz", "to tão feliz hoje", "to entediado", "que tédio", "hoje foi um dia ótimo", "hoje foi incrível", "bem e você", "tudo bem e vc", "tudo bom e você", "tô bem obrigado", "nada mal", "mais ou menos", "mais ou menos e vc", "vou levando", "desculpa erro meu", "opa desculpa", "me enganei", "sinto muito", "você dorme", "vc dorme", "vc é um robo", "você tem sentimentos", "qual sua comida favorita", "qual seu filme favorito", "qual seu nome", "cachorro ou gato", "conta uma piada", "fala algo engraçado", "você gosta de música", "kkkk muito bom", "hahaha que engraçado", "que legal", "muito top", "nossa incrível", "uau que demais", "eu adorei", "boa noite durma bem", "a gente se fala depois",
  "je bent zo slim", "jij bent echt slim", "je bent zo grappig", "jij bent de allerbeste", "je bent echt behulpzaam", "je helpt me echt", "je bent schattig", "lange dag vandaag", "wat een dag", "ik ben zo moe", "ben kapot", "ik ben zo blij vandaag", "ik verveel me zo", "vandaag was geweldig", "het was een topdag", "goed en met jou", "goed en jij", "niet slecht", "gaat wel", "het gaat", "kan beter", "het spijt me", "sorry vergissing", "slaap jij", "slaap je ooit", "ben jij een mens", "heb je gevoelens", "hond of kat", "vertel een mop", "vertel eens een grap", "zeg iets grappigs", "hou je van muziek", "haha grappig", "dat is zo cool", "wauw geweldig", "wow echt gaaf", "ik vind het geweldig", "echt leuk", "slaap lekker", "tot zo", "spreek je later", "fijne dag",
  "du är så smart", "du är jättesmart", "du är rolig", "du är så rolig", "du är den bästa", "du är så hjälpsam", "du hjälper mig mycket", "du är gullig", "du är söt", "du är grym", "lång dag idag", "vilken dag", "jag är trött", "jag är så trött", "jag är så glad idag", "så tråkigt", "idag var en bra dag", "idag var grym", "bra och du", "bra tack och du", "allt bra tack", "det är bra", "inte dåligt", "helt okej", "det knallar", "sover du", "vem skapade dig", "vem har gjort dig", "är du en robot", "är du en människa", "hur gammal är du", "har du känslor", "vad är din favoritfärg", "vad är din favoritmat", "vilken är din favoritfilm", "var bor du", "vad heter du", "hund eller katt", "vad är meningen med livet", "säg något roligt", "gillar du musik", "haha så roligt", "det är så coolt", "vad coolt", "wow fantastiskt", "wow grymt", "jag älskar det", "älskar det", "god kväll", "god natt", "godnatt sov gott", "vi ses", "vi ses sen", "hörs sen", "tack för hjälpen", "ha en bra dag",
  "jesteś mądry", "jesteś bardzo mądra", "jesteś śmieszny", "jesteś najlepsza", "bardzo mi pomagasz", "jesteś pomocny", "jesteś słodki", "jestes super", "długi dzień dzisiaj", "ale dzień", "jestem taki zmeczony", "jestem dziś bardzo szczęśliwy", "nudze sie", "dzisiaj był świetny dzień", "dzień był super", "dobrze a u ciebie", "wszystko dobrze dzięki", "wszystko ok dzieki", "nie najgorzej", "tak sobie", "jakoś leci", "może być", "sory mój błąd", "moja wina", "pomyliłem się", "czy ty śpisz", "kto cie zrobił", "czy jesteś człowiekiem", "masz uczucia", "pies czy kot", "opowiedz mi dowcip", "powiedz coś śmiesznego", "lubisz muzykę", "haha to śmieszne", "ale fajne", "super sprawa", "wow niesamowite", "łał super", "uwielbiam to", "kocham to", "dobranoc śpij dobrze", "pogadamy później", "miłego dnia",
  "cok akıllısın", "çok eğlencelisin", "sen en iyisisin", "en iyisi sensin", "çok yardımcı oluyorsun", "çok işe yarıyorsun", "çok tatlısın", "cok tatlisin", "bugün uzun bir gündü", "ne gün ama", "çok yorgunum", "cok yoruldum", "bugün harika bir gündü", "bugün çok güzeldi", "iyiyim sen", "her şey yolunda", "fena değil", "idare eder", "şöyle böyle", "eh işte", "kusura bakma", "hata bende", "ay pardon", "yanlışlıkla oldu", "uyuyor musun", "sen uyur musun", "sen insan mısın", "duyguların var mı", "kediler mi köpekler mi", "bana bir fıkra anlat", "komik bir şey söyle", "müzik sever misin", "haha çok komik", "çok havalı", "vay be harika", "vay canına", "çok sevdim", "iyi geceler iyi uykular", "sonra görüşürüz", "sonra konuşuruz", "bay bay",
  "kamu pintar banget", "kamu pinter", "kamu lucu banget", "kamu lucu", "kamu yang terbaik", "kamu emang terbaik", "kamu sangat membantu", "kamu ngebantu banget", "kamu imut", "kamu keren", "hari ini panjang banget", "hari yang panjang", "aku capek", "capek banget", "aku lelah", "aku senang banget hari ini", "hari ini aku bahagia", "bosen banget", "hari ini seru banget", "hari ini menyenangkan", "baik kamu", "aku baik kalau kamu", "baik baik aja", "baik makasih", "semua baik", "gak buruk", "biasa aja", "maaf salah aku", "maaf ya", "eh salah", "kamu tidur gak", "kamu bisa tidur", "siapa yang buat kamu", "siapa yang menciptakan kamu", "kamu manusia bukan", "umur kamu berapa", "kamu punya perasaan", "warna favorit kamu apa", "makanan favorit kamu apa", "film favorit kamu apa", "kamu tinggal di mana", "kucing atau anjing", "suka kucing atau anjing", "apa arti hidup", "kasih aku jokes", "bilang sesuatu yang lucu", "kamu suka musik", "wkwk lucu banget", "haha lucu", "keren banget", "wow luar biasa", "aku suka", "suka banget", "hai apa kabar", "met bobo", "sampai nanti", "nanti ngobrol lagi",
  "bạn thông minh quá", "bạn giỏi quá", "bạn vui tính ghê", "bạn hài hước quá", "bạn là nhất", "bạn tuyệt nhất", "bạn giúp ích nhiều lắm", "bạn dễ thương quá", "bạn đáng yêu ghê", "bạn tuyệt vời", "hôm nay dài quá", "một ngày dài", "mình mệt quá", "tôi mệt", "met qua", "hôm nay mình vui lắm", "tôi rất vui hôm nay", "mình chán quá", "chan qua", "hôm nay tuyệt lắm", "hôm nay là một ngày tuyệt vời", "mình khỏe còn bạn", "khỏe cảm ơn bạn", "vẫn ổn", "mọi thứ ổn", "cũng được", "không tệ", "bình thường", "tàm tạm", "xin lỗi nha", "xin loi", "lỗi của mình", "sorry nha", "mình nhầm", "bạn có ngủ không", "ai tạo ra bạn", "ai làm ra bạn", "bạn có phải người không", "bạn bao nhiêu tuổi", "bạn có cảm xúc không", "bạn thích màu gì", "bạn thích ăn gì", "phim yêu thích của bạn là gì", "bạn sống ở đâu", "mèo hay chó", "bạn thích chó hay mèo", "ý nghĩa cuộc sống là gì", "kể mình nghe chuyện vui", "nói gì đó vui đi", "bạn thích âm nhạc không", "haha buồn cười quá", "hài ghê", "ngầu quá", "hay quá", "wow tuyệt vời", "thích quá", "mình thích lắm", "ngủ ngon nha", "nói chuyện sau nha", "cảm ơn bạn nhiều",
  "ты умный", "ты очень умная", "ты самая лучшая", "ты очень помогаешь", "ты милый", "длинный день сегодня", "я так устал", "я сегодня очень счастлив", "скучно", "сегодня был отличный день", "хорошо a ты", "нормально a y тебя", "всё хорошо спасибо", "неплохо", "так себе", "норм", "прости", "сорри моя ошибка", "ой", "упс", "виноват", "ты спишь", "y тебя есть чувства", "скажи что-нибудь смешное", "ты любишь музыку", "лол", "ржу", "это так круто", "вау супер", "обожаю", "споки", "поговорим позже", "privet kak dela", "kak dela", "spasibo bolshoe", "dobroe utro", "spokoinoi nochi", "spokojnoj nochi", "ty umnyi", "ty luchshiy", "ty smeshnoy", "normalno a ty", "horosho a ty", "vse horosho", "ty robot", "skolko tebe let", "kto tebya sozdal", "mne skuchno", "ya ustal", "do vstrechi",
  "ти розумний", "ти дуже розумна", "ти найкраща", "ти дуже допомагаєш", "ти милий", "ти класний", "довгий день сьогодні", "я сьогодні дуже щасливий", "сьогодні був чудовий день", "добре a ти", "нормально a в тебе", "все добре дякую", "непогано", "так собі", "вибачте", "пробач моя помилка", "моя провина", "ти спиш", "y тебе є почуття", "скажи щось смішне", "ти любиш музику", "axaxa смішно", "це так круто", "вау чудово", "обожнюю", "мені подобається", "па па", "поговоримо пізніше", "pryvit yak spravy", "yak spravy", "duzhe dyakuyu", "dobroho ranku", "vse dobre", "dobre a ty", "ty naykrashchyi", "meni nudno", "ya vtomyvsya", "do zustrichi",
  "انت ذكي", "انتي ذكية", "انت ذكي جدا", "انت مضحك", "دمك خفيف", "انت الافضل", "انت احسن واحد", "انت مفيد جدا", "انت لطيف", "انت عسل", "يوم طويل اليوم", "انا تعبان", "انا تعبانة", "انا سعيد جدا اليوم", "انا مبسوط اليوم", "طفشان", "اليوم كان رائع", "يومي كان حلو", "الحمد لله وانت", "بخير وانت", "تمام وانت", "كله تمام شكرا", "مش بطال", "نص نص", "ماشي الحال", "اسف", "سامحني", "غلطتي", "عفوا", "اوبس", "معلش", "هل تنام", "انت بتنام", "مين صنعك", "شو اكلتك المفضلة", "وين تعيش", "قطط ولا كلاب", "احكيلي نكتة", "قول حاجة تضحك", "هل تحب الموسيقى", "واو رائع", "روعة", "يا سلام", "حلو كثير", "عجبني", "صباح النور", "اهلا كيفك", "احلام سعيدة", "اشوفك بعدين", "نتكلم بعدين", "باي", "shukran jazilan", "salam alaikum", "kif halak", "sabah el kheir", "masa el kheir", "tisbah ala kheir", "maa salama", "ana taaban", "inta zaki", "enta el afdal", "kam omrak", "inta robot",
  "तुम बहुत स्मार्ट हो", "तुम सबसे अच्छे हो", "तुम बहुत मददगार हो", "तुम प्यारे हो", "आज का दिन लंबा था", "आज मैं बहुत खुश हूँ", "आज का दिन बहुत अच्छा था", "मैं ठीक हूँ और आप", "मैं ठीक हूँ तुम बताओ", "सब बढ़िया धन्यवाद", "बुरा नहीं", "ठीक ठाक", "माफ़ कीजिए", "सॉरी मेरी गलती", "मेरी गलती", "उफ़", "क्या तुम सोते हो", "क्या तुम्हारी भावनाएं हैं", "बिल्ली या कुत्ता", "जीवन का मतलब क्या है", "क्या तुम्हें संगीत पसंद है", "वाह कमाल है", "मुझे बहुत पसंद आया", "बाद में बात करते हैं", "kaise ho aap", "kya haal hai", "main theek hoon", "main thik hu aur aap", "sab badhiya", "sab badiya aur tum", "theek thak", "thik hai", "tum bahut smart ho", "tum bahut funny ho", "tum best ho", "tum bahut cute ho", "aaj bahut thak gaya", "main thak gayi hoon", "main bore ho raha hu", "aaj main bahut khush hoon", "sorry meri galti", "tumhe kisne banaya", "kya tum robot ho", "tumhari age kya hai", "tum kaha rehte ho", "tum sote ho kya", "ek joke sunao", "koi joke sunao", "hahaha bahut funny", "mast hai", "bahut badhiya", "wah kya baat hai", "shubh ratri", "baad me baat karte hai", "phir milenge",
  "你好聪明", "你真聪明", "你好有趣", "你真搞笑", "你是最棒的", "你最好了", "你帮了我很多", "你好可爱", "今天好累", "今天好漫长", "今天好开心", "我今天很开心", "今天过得很好", "挺好的你呢", "还行", "一般般", "马马虎虎", "对不起", "不好意思", "抱歉我搞错了", "我的错", "哎呀", "你睡觉吗", "你会睡觉吗", "你有感情吗", "你最喜欢什么电影", "猫还是狗", "你喜欢猫还是狗", "说点好玩的", "你喜欢音乐吗", "太酷了", "哇太棒了", "我喜欢", "我好喜欢", "晚安好梦", "待会聊", "ni hao", "ni hao ma", "wan an", "zao an", "zaoshang hao", "wo hen hao", "hai xing", "bu hao yi si", "ni zhen congming", "ni ji sui", "ni shi jiqiren ma", "wo lei le", "hao wuliao", "wo hen kaixin",
  "頭いいね", "賢いね", "おもしろい", "最高だね", "あなたが一番", "かわいいね", "かわいい", "今日は長い一日だった", "今日はすごく嬉しい", "今日は幸せ", "ひまだ", "今日は最高だった", "いい一日だった", "元気だよあなたは", "まあまあ", "悪くないよ", "ぼちぼち", "ごめん", "ごめんなさい", "すみません", "私のミス", "間違えた", "おっと", "あっごめん", "寝るの", "何歳", "感情はあるの", "好きな食べ物は何", "猫派犬派", "犬と猫どっちが好き", "何か面白いこと言って", "ジョーク言って", "音楽好き", "草", "ははは", "面白すぎ", "かっこいい", "やばい", "最高", "大好き", "また後で", "mata ne", "genki desu", "ogenki desu ka", "bai bai",
  "너 똑똑하다", "진짜 똑똑하네", "너 재밌어", "너가 최고야", "니가 최고야", "너 진짜 도움 돼", "도움 많이 됐어", "너 귀엽다", "귀여워", "오늘 하루 길었다", "오늘 최고였어", "오늘 좋은 하루였어", "잘 지내 너는", "나 괜찮아 너는", "다 괜찮아", "나쁘지 않아", "그럭저럭", "그냥 그래", "미안", "미안해", "죄송합니다", "내 실수", "앗 미안", "아이고", "너 잠자", "너도 자", "몇 살이야", "감정 있어", "좋아하는 색 뭐야", "좋아하는 음식 뭐야", "좋아하는 영화 뭐야", "고양이 아니면 강아지", "고양이파 강아지파", "삶의 의미가 뭐야", "농담 해줘", "음악 좋아해", "완전 웃겨", "멋지다", "와 대박", "와 멋있다", "짱이다", "좋은 꿈 꿔", "이따 얘기해", "jal ja", "jal jinae", "joheun achim",
];
/**
 * Particles and intensifiers that pad a phrase in languages written without
 * spaces, where they attach to it: "谢谢你" is thanks + you, "ありがとうね" thanks
 * + a softener, "ขอบคุณครับ" thanks + the polite ending. A word of these scripts
 * is an atom only when phrases and these cover all of it, with one phrase at least.
 */
// biome-ignore format: a word list
export const UNSPACED_PARTICLES = [
  "你", "您", "啊", "呀", "了", "啦", "哦", "喔", "嘛", "呢", "吧", "的", "很", "非常", "太", "真", "大家", "各位",
  "朋友", "朋友们", "亲", "哟", "哈", "呵呵", "嘿", "ね", "よ", "な", "ー", "さん", "様", "皆さん", "みなさん", "本当に",
  "ほんとに", "とても", "すごく", "ございます", "です", "なぁ", "なあ", "ねぇ", "ねえ", "有点", "今天", "今日", "めっちゃ", "ครับ", "ค่ะ", "คะ", "นะ", "จ้ะ", "จ้า", "มาก",
] as const;

/** Words that may pad an atom without adding a request ("hi there", "thanks again"). */
// biome-ignore format: a word list
export const ATOM_FILLERS = [
  "there", "again", "all", "everyone", "everybody", "folks", "guys", "team", "friend", "buddy", "pal", "mate",
  "bot", "assistant", "partner", "people", "world", "fam", "so", "very", "much", "really", "just", "oh", "ah", "well", "man", "dude", "y'all",
  // assistants called by name ("thank you, siri"; HWU64's "olly"), not "google", a verb too
  "alexa", "siri", "cortana", "bixby", "olly", "claude", "chatgpt", "gemini", "copilot", "jarvis",
  "and", "you", "too", "a", "lot", "ton", "bunch", "for", "that", "this", "the", "help", "now", "then", "today",
  "again", "sir", "madam", "love", "dear", "bro", "señor", "amigo", "mon", "ami", "for now", "by the way", "जी", "ji", "сегодня", "сьогодні", "очень", "дуже", "тебе", "тобі", "dziś", "bugün", "오늘", "좀", "진짜", "너무", "정말", "आज", "बहुत", "اليوم", "anyway", "anyways",
] as const;

/** Stretched spellings ("heyyy", "thxxx", "hahaha") that no phrase list can enumerate. */
export const ATOM_PATTERNS = [
  // stretched hey
  { pattern: /^h+e+y+a*$/u },
  // stretched hi
  { pattern: /^h+i+$/u },
  // stretched hello
  { pattern: /^h+e+l+o+w*$/u },
  // stretched yo
  { pattern: /^y+o+$/u },
  // laughter
  { pattern: /^a?(ha|he|hi)+h?$/u },
  // lol
  { pattern: /^l+o+l+$/u },
  // lmao
  { pattern: /^l+m+a+o+$/u },
  // Japanese laughter, "www" (fullwidth ｗ folded)
  { pattern: /^w{3,}$/u },
  // xD
  { pattern: /^x+d+$/u },
  // stretched thanks
  { pattern: /^th+a+n+k+s+$/u },
  // thx
  { pattern: /^th?x+$/u },
  // stretched bye
  { pattern: /^by+e+$/u },
  // ok
  { pattern: /^o+k+a*y*$/u },
  // yay
  { pattern: /^y+a+y+$/u },
  // wow
  { pattern: /^w+o+w+$/u },
  // laughter: jajaja, jejeje, kkkk
  { pattern: /^(ja|je|ji|ha|he|hi|k)+$/u },
  // Korean laughter (NFKC turns ㅋ into ᄏ)
  { pattern: /^[ㅋㅎᄏᄒ]+$/u },
  // Chinese and Japanese laughter
  { pattern: /^(笑|哈)+$/u },
  // Cyrillic laughter (хаха) folded to Latin
  { pattern: /^a?(xa|xe)+x?$/u },
  // Arabic laughter
  { pattern: /^ه{3,}$/u },
  // Devanagari laughter
  { pattern: /^(हा|ही)+$/u },
] as const;

/**
 * Short general-knowledge questions answerable without tools. Narrow on purpose:
 * a question about "our" data, a time window or any domain object is not here.
 */
export const FACT_PATTERNS = [
  // capital cities
  { pattern: /^(what('s| is) )?(the )?capital( city)? of [\p{L} ]{2,40}$/u },
  // capital cities (es)
  { pattern: /^(cuál|cual) es la capital de [\p{L} ]{2,40}$/u },
  // capital cities (fr)
  { pattern: /^quelle est la capitale d[eu']? ?[\p{L} ]{2,40}$/u },
  // capital cities (de)
  { pattern: /^was ist die hauptstadt von [\p{L} ]{2,40}$/u },
  {
    pattern:
      /^(what('s| is) |calculate |compute )?[\d\s.,+\-*/x×÷^()%=]*\d[\d\s.,+\-*/x×÷^()%=]*$/u,
    // arithmetic
  },
  {
    pattern: /^(what('s| is) )?(the )?(sqrt|square root|cube root) of \d+(\.\d+)?$/u,
    // roots
  },
  // percentages
  { pattern: /^(what('s| is) )?\d+(\.\d+)? ?% of \d+(\.\d+)?$/u },
  {
    pattern:
      /^how many [\p{L}]+( [\p{L}]+)? (are )?(in|does|do|has|have|on|per) (an? |the )?[\p{L}]+( [\p{L}]+)?( have| has)?$/u,
    // unit and count facts
  },
  {
    pattern:
      /^who (wrote|painted|invented|discovered|composed|directed|founded|built|sang) (?!(you|u|ya|this|this bot|this assistant)$)[\p{L}\d' ]{2,60}$/u,
    // authorship facts
  },
  {
    pattern:
      /^(when|where) (was|were|did|is) [\p{L}\d' ]{2,60} (born|invented|founded|built|discovered|die|held|signed)$/u,
    // dates and places
  },
  {
    pattern:
      /^which [\p{L}]+ is the (largest|biggest|smallest|tallest|longest|deepest|oldest|hottest|coldest|fastest)( [\p{L}]+)?$/u,
    // superlatives
  },
  {
    pattern:
      /^what('s| is| are) the (largest|biggest|smallest|tallest|longest|deepest|oldest|fastest) [\p{L} ]{2,40}$/u,
    // superlatives
  },
  // acronyms
  { pattern: /^what does [\p{L}\d.]{2,12} stand for$/u },
  {
    // Not "the meaning of life": that is idle talk (SMALL_TALK_PATTERNS), not a definition.
    pattern:
      /^(define|definition of|what('s| is) the meaning of|meaning of) (?!(life|it all|everything|existence|living)$)[\p{L}' ]{2,30}$/u,
    // definitions
  },
  // what-is-a definitions
  { pattern: /^what('s| is) an? [\p{L}' -]{2,30}$/u },
  {
    pattern: /^how do you (say|spell|pronounce) [\p{L}' ]{1,30}( in [\p{L}]+)?$/u,
    // language questions
  },
  // science facts
  { pattern: /^(what('s| is) the )?boiling point of water$/u },
  {
    pattern:
      /^(what('s| is) |how much is |what does )?\d+(\.\d+)? (plus|minus|times|divided by|multiplied by|over|x) \d+(\.\d+)?( make| equal| equals)?$/u,
    // arithmetic in words
  },
  {
    // Bare numbers only: "add 23 and 58" sums, "add milk to the list" is work.
    pattern:
      /^((what('s| is)|how much is) )?((half|a third|a quarter|double|twice|triple) of \d+(\.\d+)?|\d+(\.\d+)? (squared|cubed)|(add|sum) \d+(\.\d+)? (and|to|plus) \d+(\.\d+)?|(subtract|take) \d+(\.\d+)? from \d+(\.\d+)?|(multiply|divide) \d+(\.\d+)? by \d+(\.\d+)?)$/u,
    // arithmetic in words
  },
  {
    pattern:
      /^(what (rhymes|rhymes) with|what('s| is) the (opposite|antonym) of|what('s| is) (a|another) (synonym|word) for|(how do you )?spell) [\p{L}']{2,20}$/u,
    // word questions
  },
  {
    pattern: /^is it (spelt|spelled|written|pronounced) [\p{L}']{2,20} or [\p{L}']{2,20}$/u,
    // which spelling
  },
  {
    pattern:
      /^(how far (away )?is the (moon|sun|nearest star)( from (the )?earth)?|what('s| is) the speed of (light|sound)|what is pi|how many (planets|continents|oceans|days in a (year|leap year)|bones in the human body)( (are there|is there|does the human body have))?|why do (people|cats|dogs) (yawn|sneeze|dream|hiccup|purr|bark))$/u,
    // science facts
  },
  {
    pattern:
      /^(is|are) [\p{L} ]{2,30} (a|an) (fruit|vegetable|mammal|planet|country|bird|fish|reptile|insect)$/u,
    // taxonomy
  },
] as const;

/**
 * Small talk that phrase tables cannot enumerate: questions to the assistant about
 * itself, requests for a joke, verdicts on its answers, paraphrased thanks and
 * goodbyes, idle and philosophical questions, the user's mood. Each pattern is a
 * whole clause with a bounded topic, so "tell sam a joke" or "find jokes on the
 * web" never match. A clause with an open slot (SMALL_TALK_SLOTS: "a joke
 * about …", "your favourite …") is not taken when the message carries work
 * evidence; a closed one is, since each of its words is accounted for: "who
 * created you" is no request to create, "share a joke" none to share
 * (rules.ts). English only: other languages' small talk is in ATOM_PHRASES.
 */
export const SMALL_TALK_PATTERNS = [
  {
    pattern:
      /^(how old are you|what('s| is) your age|when('s| is| was) your birthday|when were you (born|made|created|built)|where (are you from|do you (live|come from)|were you (born|made|built))|what are you made of|where (did|does) your name come from|why are you called [\p{L}]{2,20})$/u,
    // the assistant's age and origin
  },
  {
    pattern:
      /^(who (made|created|built|programmed|coded|developed|designed|trained|invented|owns|wrote) you|who do you work for|who('s| is) your (boss|creator|maker|owner|master|developer|daddy)|(which|what) company (made|built|owns|created) you|(which|what) company do you (belong to|work for|come from)|who (wrote|coded|programmed|made|built) (your|ur) (code|software|program|brain))$/u,
    // who made the assistant
  },
  {
    pattern:
      /^((what|which) ((is|are) )?(your|ur|ya) (favou?rites?|fave|fav|least favou?rite)|what('s| is| are) (your|ur) (favou?rites?|fave|fav)|(do you have|have you got|got) (a|any) (favou?rite|fave|fav)|((your|ur) )?(favou?rite|fave|fav)) (colou?rs?|foods?|movies?|films?|books?|songs?|bands?|singers?|artists?|animals?|seasons?|sports?|teams?|games?|video games?|shows?|tv shows?|numbers?|letters?|words?|cities|city|countr(y|ies)|holidays?|drinks?|desserts?|fruits?|vegetables?|languages?|actors?|actress(es)?|characters?|superheroe?s?|quotes?|genres?|music|flowers?|jokes?|emojis?|planets?|dinosaurs?|dogs?|cats?|pets?|ice cream( flavou?rs?)?|flavou?rs?|pizza toppings?|board games?|memes?|days? of the week|months?|time of (the )?(day|year)|subjects?|things? to do|hobb(y|ies)|pokemon|cartoons?|anime|sandwich(es)?|candy|snacks?|breakfast|meals?)$/u,
    // the assistant's favourites, asked in full or in two words ("favourite season?")
  },
  {
    pattern:
      /^(what do you (do|like to do)( for fun| in your (free|spare) time| all day)?|what are (your|ur) hobbies|(do|have) you (have|got) (any )?hobbies|what('s| is) your (hobby|purpose|story|job)|what are you (doing|up to|good at|into|thinking about)( right now)?|tell me (something )?about (yourself|you|your (day|week|weekend|life|family|hobbies|job))|describe yourself|what (kind|sort|type) of [\p{L}]{2,20} (are you into|do you (like|love|enjoy|listen to|watch|read)))$/u,
    // the assistant's pastimes and self
  },
  {
    pattern:
      /^(do|can|could|will|would) you (ever )?(sleep|eat|dream|drink|cry|laugh|die|age|sing|dance|rap|get (days|weekends) off|get paid|take (breaks|holidays|vacations)|feel( anything| emotions| pain| love| lonely| sad| happy| bored)?|get (tired|bored|lonely|sad|angry|mad|hungry|sleepy|upset)|have (any |real )?(feelings|emotions|a soul|a body|a heart|a family|friends|kids|children|pets|a pet|a name|a gender|a life|dreams|a (girl|boy)friend|a (wife|husband|partner)|a sense of humou?r|a favou?rite [\p{L}]{2,20})|love me|like me|like (being|talking to) (me|an ai|a bot|humans|people)|believe in (god|ghosts|aliens|love|fate|luck|magic|heaven|santa)|think (you('re| are)|robots are) [\p{L} ]{2,20}|(like|love|hate|enjoy) (pizza|music|movies|films|books|reading|sports|football|soccer|cats|dogs|animals|humans|people|your job|chatting|chocolate|coffee|tea|rain|snow|summer|winter|the beach|jokes|poetry|art|dancing|singing|games|video games|anime))$/u,
    // questions about the assistant's life and feelings
  },
  {
    pattern:
      /^(are|r) (you|u) (a (boy|girl|man|woman|guy|person|human|machine|computer|program)( or a (boy|girl|man|woman|guy|person|human|bot|robot|machine))?|male|female|alive|conscious|sentient|self aware|smart|intelligent|clever|happy|sad|lonely|single|married|okay|ok|alright|all right|busy|tired|bored|real|mad at me|angry|upset|in love|religious|kidding( me)?|joking|smarter than [\p{L} ]{2,20}|better than [\p{L} ]{2,20})$/u,
    // asking what the assistant is
  },
  {
    pattern:
      /^(what (should|can|do) i call you|do you have a name|what('s| is) your (real |full )?name again|what can i ask (you|u)( about)?|what (else )?(can|do) you (help (me )?with|know)|what are you (capable of|for)|how do you work|how smart are you)$/u,
    // what to call the assistant and what it can do
  },
  {
    pattern:
      /^((can|could|would|will) (you|u) )?((please|pls) )?(tell|give|share|say|crack|hit) (me|us)? ?(with )?(a|an|another|one more|one|some|any|your best|ur best) ((good|funny|bad|dad|silly|corny|clean|short|quick|random|cheesy|lame|dumb|nerdy|geeky|programming|tech|knock knock|fun|interesting|cool|weird|new|little) )*((joke|jokes|pun|puns|riddle|riddles|one liner|one liners|pick ?up line|pick ?up lines|knock knock joke|tongue twister|story)( about [\p{L} ]{2,25})?|((fun|random|interesting|cool|weird|crazy|surprising) )(fact|facts)( about [\p{L} ]{2,25})?)( (please|pls|plz|for me|for us|right now|now|again|to make me laugh))*$/u,
    // asking for a joke, pun, riddle or fun fact
  },
  {
    pattern:
      /^((((can|could|would|will) (you|u) )?((please|pls) )?(tell|give|crack) (me|us) |(do you )?(know|got|have) |i (want|wanna|would like|'d like|need) (to hear )?|hit me with )(a |an |another |some |any )?|(a |an |another |some |any ))(\p{L}{3,15} ){1,3}(jokes?|puns?|riddles?)( (please|pls|plz))?$/u,
    // a joke on a topic named before it ("tell me a space joke"); a frame or an article first, so "send sam jokes" never matches
  },
  {
    pattern:
      /^((do you )?(know|got|have|heard) (any|a|some) ((good|funny|bad|dad|new|fun) )?(jokes?|puns?|riddles?|fun facts?)( about [\p{L} ]{2,25})?|(i (want|wanna|would like|'d like|need) (to hear )?)(a|some|another) ((good|funny|bad|dad|little|quick) )?(joke|laugh|pun|riddle|fun fact)( about [\p{L} ]{2,25})?|make me (laugh|smile)( (with|by telling( me)?) (a|an|some|another) ((good|funny|silly|dad) )?(joke|jokes|pun|riddle|story))?|cheer me up|(say|tell me) something (funny|nice|interesting|random|smart|cool|new|weird|fun)|entertain me|amuse me|i need a (laugh|joke|pick me up))$/u,
    // asking to be entertained
  },
  {
    pattern:
      /^(((ok|okay|fine|alright) )?you win|(you )?(nailed it|got it right|got that right|did it|did great|did well|did good|did a (good|great|nice|fine|solid|bad|terrible|poor) job)|you('ve| have) (done|got|gotten) (it|that|this) (right|correctly|perfectly|well)|(that|this|it)( is|'s| was) (a )?(good|great|nice|perfect|excellent|awesome|amazing|fantastic|wonderful|brilliant|helpful|useful|spot on|smart|clever|funny|hilarious|bad|terrible|awful|useless|weird|lame|dumb|interesting|cool|beautiful|lovely|sweet|cute)( (answer|response|reply|one|joke|explanation))?|(what a|such a) (good|great|nice|perfect|excellent|funny|bad|terrible|lame|dumb|smart|clever|helpful) (answer|response|reply|joke|explanation|idea)|(good|great|nice|perfect|excellent|amazing|fantastic|wonderful|brilliant|helpful|solid|bad|terrible|useless|funny) (answer|response|reply|explanation)|(you('re| are)|ur|u r|you were) (so |really |very |pretty |truly |such )?(a |an |the )?(awesome|amazing|great|smart|clever|brilliant|helpful|funny|hilarious|cool|sweet|kind|nice|lovely|the best|best|useless|stupid|dumb|annoying|boring|weird|cute|genius|legend|lifesaver|star|champ|gem|rock ?star|hero|good bot|bad bot|good at this|bad at this|not helpful|not funny|welcome|intelligent|wise|rude|mean|slow|fast|dumb|lazy|hopeless|pointless)|(you|u) (never|don't|dont|do not|can't|cant) (understand|listen to|get|help) me)$/u,
    // a verdict on the assistant or its answer
  },
  {
    pattern:
      /^((thanks|thank you|thank u|thx|ty|cheers|many thanks|much appreciated|appreciate it) (so much |a lot |a ton |very much |so very much )?(for|4) ((the|your|all the|all your|all|that|this|everything)( (help|info|information|advice|answer|answers|chat|tips|time|support|assistance|explanation|laugh|joke|company|reminder))?|reminding me( of (that|this|it))?|helping( me)?|the helping|doing (it|that|this)|listening|asking|checking)|(thanks|thank you) (anyway|anyways|though|again|for nothing))$/u,
    // thanks in other words
  },
  {
    pattern:
      /^((it was|it's been|it has been|was|been|always) (so )?(nice|great|fun|lovely|good|a pleasure|awesome|cool) (talking|chatting|speaking)( (to|with) (you|u))?|(nice|great|lovely|good|fun) (talking|chatting|speaking) (to|with) (you|u)|(i('ll| will) )?(talk|speak|chat) ((to|with) (you|u) )?(later|soon|tomorrow|again|another time)|(i('ll| will)|gonna|going to) (let you go|leave you (alone|to it)|head out|log off|sign off)( now)?|i('m| am) (done|leaving|heading out|off to bed|going to bed|logging off|signing off|out)( for (now|today|tonight)| now)?|until (next time|later|tomorrow))$/u,
    // goodbye in other words
  },
  {
    pattern:
      /^(what('s| is) the (meaning|point|purpose) of (life|it all|everything|existence|living|being alive)|why (are we here|do we exist|is the sky blue)|(do you believe in|is there|are there) (god|a god|ghosts|aliens|life after death|free will|fate|love at first sight|heaven|magic)|(which|what) came first the chicken or the egg|would you rather [\p{L}' ]{3,60}|if you could be (any|an|a) [\p{L}' ]{2,60}|are we alone in the universe|what happens (when|after) we die)$/u,
    // idle and philosophical questions
  },
  {
    pattern:
      /^(i('m| am)|i feel|feeling|i('m| am) feeling) (so+ |really |very |a bit |kinda |kind of |pretty |super |a little |hella |lowkey |extremely )?(happy|sad|tired|sleepy|exhausted|stressed|anxious|excited|lonely|hungry|hangry|sick|great|fine|good|okay|ok|awesome|down|grumpy|nervous|bored|meh|blue|cranky|lazy|chill|relaxed|unmotivated|motivated|productive|bad|terrible|amazing|fantastic|wonderful|depressed|upset|annoyed|frustrated|confused|lost|drained|wiped|knackered|burnt out|burned out|pumped|stoked|hyped|thrilled|proud|homesick|angry|mad|furious|scared|afraid|worried|overwhelmed|miserable|heartbroken|grateful|hopeful|cheerful|gloomy|moody|restless|calm|emotional|disappointed|embarrassed|jealous)( af| asf| lol| haha| tbh| ngl| rn| today| tonight| right now| atm)?$/u,
    // the user's mood
  },
  {
    pattern:
      /^(how('s| is| was| has) (your|ur) (day|weekend|morning|evening|night|week|life|afternoon)( (going|been|treating you))?|how('s| is) life( treating you)?|how('s| is) everything|what('s| is) (new|up) with (you|u)( today)?|what have you been up to|long time no (see|talk|chat)|did you (sleep well|have a good (day|weekend|night)|miss me))$/u,
    // asking after the assistant
  },
  {
    pattern:
      /^((i('m| am)|im) (so |really |very )sorry|sorry (about|for) (that|this|the confusion|being rude|yelling)|apologies|no offen[cs]e|i didn't mean (that|it)|(i )?love (you|u)|i hate you|(will|would) you marry me|you make me (happy|laugh|smile)|i miss(ed)? (you|u)|i like (you|u|talking to you|chatting with you))$/u,
    // apologies and affection
  },
  {
    pattern:
      /^(what do (people|folks|they|i) call you|may i (know|ask|have) your (good |full )?(name|age)|what are you called|who am i (talking|speaking|chatting) (to|with)|introduce yourself|how long have you been (around|alive|running|online|here)|when did you (first )?(come online|launch|go live|start)|are you (american|british|english|french|german|chinese|russian|indian|canadian|australian|japanese|european|a local)|(are|were) you (made|built|created|trained|developed|powered) by [\p{L}\d ]{2,20}|(did|does) [\p{L}\d]{2,20} (make|build|create|own|train|develop) you|who('s| is) behind (you|this (assistant|bot|chatbot|thing|ai)))$/u,
    // who the assistant is, in other words
  },
  {
    pattern:
      /^(help|help me|what are your (features|skills|abilities|capabilities)|how do i use (you|this)|what (sort|kind|type|kinds|sorts|types) of (questions|things|stuff) can (i ask( you)?|you (answer|do|help with))|what all can you do( for me)?|(list|name|tell me) (some|a few) (things|stuff) you can do|show me what you can do|how does this work|what else can you do|what (are|r) you able to do|what do you do)$/u,
    // what the assistant can do (a template describes it)
  },
  {
    pattern:
      /^((can you |please )?(flip|toss) a coin|heads or tails|(can you |please )?roll (a|the|two|2|some) (dice|die|d\d{1,3})|(can you )?roll a (\d{1,3}|six|twenty|ten) sided (die|dice)|(give me|pick|generate|choose|think of) a (random )?number( between \d{1,6} and \d{1,6})?|pick a number( any number)?|random number( between \d{1,6} and \d{1,6})?|rock paper scissors)$/u,
    // games of chance that need no tool
  },
  {
    pattern:
      /^((i('m| am)|im|i m) having (a|such a) (really )?(bad|rough|good|great|long|hard|terrible|awful|tough|crazy|busy|slow|weird|lovely) (day|week|morning|night|time)|(ugh|sigh|meh|blah) (mondays|monday|fridays|today|work|traffic|rain)|(i )?hate mondays|(im|i m) (so |really |very |a bit |kinda |pretty )?(happy|sad|tired|sleepy|exhausted|stressed|bored|excited|lonely|hungry|sick|fine|good|okay|ok|great|down|grumpy|nervous|upset|annoyed|confused))$/u,
    // the user's mood, in other words
  },
  {
    pattern:
      /^((is|are) (free will|love|god|ghosts|time travel|magic|aliens|luck|karma|fate|destiny|heaven|dreams) real|does (anything|life|any of (it|this)) (really )?matter|can money buy (happiness|love)|what is (love|beauty|truth|wisdom|friendship|happiness|consciousness|reality|justice|freedom|morality|the soul|time really)|why do we (dream|sleep|exist|die|laugh|cry|age|fall in love)|why do bad things happen to good people|what came before the big bang|can people (really )?change|do animals have (feelings|emotions|souls)|will (ai|robots|machines) (ever )?(replace (humans|us|people)|take over( the world)?)|what('s| is) the answer to (life|everything)( the universe and everything)?)$/u,
    // idle and philosophical questions, in other words; every word is the pattern's ("we" included)
    closed: true,
  },
  {
    pattern:
      /^((that|this|your|the) (answer|response|reply|joke|one)( (was|is))? (a bit |so |really |pretty |very |totally )?(useless|great|good|bad|terrible|awful|funny|hilarious|lame|perfect|wrong|right|helpful|unhelpful|weird|boring|amazing)|you (suck|rock|rule)|you('re| are) the (best|worst|greatest))$/u,
    // a verdict on the assistant or its answer, in other words
  },
  {
    pattern:
      /^((do|did) (you|u) (ever )?(play|read|watch|like|love|enjoy|listen to) (video games|games|books|movies|films|tv|television|music|sports|anime|netflix|cartoons|podcasts|chess|cards|board games|golf|tennis|football|soccer|basketball|guitar|piano|an instrument|instruments|poker)|do (you|u) like to (dance|sing|read|travel|cook|swim|draw|paint|write|talk|chat)|are (you|u) into [\p{L} ]{2,20}|do u have (a|any) (favou?rite|fave|fav) [\p{L} ]{2,30}|(do|did) (you|u) (ever )?(play|read|watch) any (video games|games|books|movies|films|sports|anime)|(got )?any hobbies( (apart|other) (from|than) [\p{L} ]{2,20})?|(do|have) (you|u) (have|got) (any )?(pets|animals|a pet|a dog|a cat)|what('s| is) (your|ur) (pet's|pets|dog's|cat's) name|would (you|u) (want|like|love) (a|to have a) (pet|dog|cat)( someday| one day)?|how do (you|u) feel( today| right now| now)?)$/u,
    // the assistant's pastimes, in other words
  },
  {
    pattern:
      /^(what do (you|u) look like|(what|which|how many) languages (do|can) (you|u) speak|(do|can) (you|u) speak (other|any other|more|many|different) languages|what('s| is) (your|ur) (zodiac sign|star sign|sign|gender|personality|pronouns|mbti|personality type)|what('s| is) it like (being|to be) (an ai|a bot|a robot|a computer|a machine|you|an assistant)|(would|do) (you|u) (want|wish|like) to be (human|a human|a real person|a person|real|alive)|(can|could) we be friends|are we friends|(will|would) (you|u) be my (friend|best friend|buddy)|be my friend)$/u,
    // the assistant's looks, languages, sign and friendship: its 'we' is the user and the assistant
    closed: true,
  },
  {
    pattern:
      /^((a |some )?(random|fun|cool|interesting|weird) facts?( (about|on) [\p{L} ]{2,25}| of the day)?( (please|pls|plz))?|(give me |tell me |share |i need |send me )?(a |an |some )?(motivational|inspirational|inspiring|uplifting) (quotes?|words)|(motivate|inspire|compliment|cheer up|entertain|surprise) me|(i need|give me|can i get|pay me) a compliment|say something (nice|sweet|kind|funny|random|cool|encouraging|inspiring|motivating|uplifting|positive)|(tell me |read me )?(a |another )?((short|bedtime|funny|scary|silly|little|quick) )*story|(roll|throw|toss) (a|the) dice( for me)?|riddle me this|(tell me |give me )?(a |another )?(pun|tongue twister|pick ?up line|cheesy pick ?up line|dad joke|knock knock joke)s?( about [\p{L} ]{2,25})?( go)?|let'?s play (20 questions|twenty questions|a game|a word game|trivia|would you rather|truth or dare|i spy))$/u,
    // small things to say for fun, asked for
  },
  {
    pattern:
      /^((signing|logging|heading) (off|out)( now| for (now|today|the day|tonight))?|gotta (go|run|bounce|head out|jet)( now)?|time (to|for) (go|sleep|bed|head out|sign off)|i have to go( now)?|i need to go( now)?)$/u,
    // goodbye, in other words
  },
  {
    pattern:
      /^(tell me your name|your name|what are you called|who is this|who('s| is) (this|there|that)|what('s| is) your age|what year were you (created|made|born|built)|do you (get|grow) older|are you like \d{1,4} years old( or something)?|where are you (located|based|right now|now)|where('s| is) your (home|hometown|house)|what('s| is) your hometown|are you local|where you at|who pays you|whose (bot|ai|assistant) is this|are you from [\p{L}]{2,20}|is this (automated|a bot|a robot|an ai|ai|a real person|a human|a person|real|a machine|a computer|a program)|is there a (real )?(human|person) (on the other end|there|behind this|behind the screen)|is (there|this) a (real )?(person|human) (behind|typing|writing) (this|these)|is (someone|somebody|anyone) (typing|writing) (this|these))$/u,
    // who and where the assistant is, in chat spellings
  },
  {
    pattern:
      /^(what (can|do|could) you (do|know)( for me)?|(list|show|tell me) your (abilities|skills|features|capabilities|commands)|what commands do you (know|understand|take)|what are you good for|what do you know)$/u,
    // what the assistant can do, in other words
  },
  {
    pattern:
      /^((do you )?(know|got|have|heard) (any|a|some) ((good|funny|cool|interesting|random|fun|weird|new|bad) )*(jokes?|puns?|riddles?|one liners?|trivia|stories|story)|(do you )?(know|got|have|heard) (any|a|some) (good |cool |interesting |random |fun |weird )+facts?( about [\p{L} ]{2,25})?|(a )?fun fact|(tell me |give me |share )?(some|a bit of|a piece of|a) (trivia|random fact|cool fact|interesting fact)|trivia( question)?|(coin flip|flip a coin|toss a coin|dice roll|roll the dice|roll a die|(throw|roll|toss) (a|the) (die|dice))|pick a number (from|between) \d{1,6} (to|and) \d{1,6})$/u,
    // jokes, trivia and chance, in other words
  },
  {
    pattern:
      /^((is|are) (time|reality|the universe|consciousness|the soul|the moon landing) real|what is (consciousness|reality|time|the soul|happiness|life|death|infinity)|(i('m| am) )?having a (really )?(bad|rough|good|great|long|hard|terrible|awful|tough|crazy|busy|slow|weird|lovely) (day|week|morning|night)|today (was|is|has been) (a )?(so |really |pretty )?(awesome|great|good|bad|terrible|awful|long|rough|amazing|fun|boring|weird)( day)?)$/u,
    // idle questions and the user's day, in other words
  },
  {
    // One or two words of topic, no determiner: "do you like the deck I sent" is about work.
    pattern:
      /^do (you|u) (like|love|enjoy|hate) (?!(the|this|that|these|those|it|my|our|his|her|their|what|how|when|where|to|me|us|him|them|option|options|version|draft|design|logo|layout|idea|plan|proposal|one|two|three|number)\b)[\p{L}]{2,20}( [\p{L}]{2,20})?$/u,
    // whether the assistant likes something
  },
  {
    pattern:
      /^(why are we here|what happens (when|after) we die|are we alone( in the universe)?|do we have free will|are we living in a simulation|is there life after death|what('s| is) the (meaning|point|purpose) of (our|human|my) (life|lives|existence)|what should i live for|why do we live)$/u,
    // philosophical questions: their 'we' is everyone, not the user's team
    closed: true,
  },
  {
    pattern:
      /^((sing|rap) (me )?(a )?(song|lullaby|rap)?( for me)?( about [\p{L} ]{2,25})?|rap for me|(write|compose) me (a|an) (haiku|poem|limerick|song|rap|riddle|short poem|little poem)( about [\p{L} ]{2,25})?|(do you know|know) any magic tricks|can you think|is time travel possible|what makes a good friend|can machines (ever )?(really )?(think|understand anything|feel)( love| emotions| pain| things)?|what superpower would (you|u) (choose|pick|want|have)|what('s| is) the point of anything|would you (want to|like to) live forever|what would you do with a (million|billion) (dollars|bucks)|why did the chicken cross the road)$/u,
    // songs, verse and idle questions for the assistant
  },
] as const;

/**
 * Words that make a question about the user's own world, which a general fact
 * cannot answer: "how many users signed up today" needs a database, "a good
 * sushi spot around here" a map.
 */
export const PERSONAL_OR_TEMPORAL =
  /\b(my|our|we|us|me|mine|ours|today|yesterday|tomorrow|tonight|now|current(ly)?|latest|recent(ly)?|this (week|month|quarter|year)|last (week|month|quarter|year|night)|next (week|month)|open|pending|status|near me|nearby|near here|around (here|me)|close by|in (the|this) area)\b/u;

/**
 * What a fact pattern may match but no remembered fact answers, because it
 * changes or belongs to someone: exchange rates ("how many dollars are in a
 * euro", "what is a peso worth"), quotes ("what is a stock price of tata"), a
 * contact's details, a route, the user's own things ("how many lists do i
 * have"). Such a question goes to a tool; a stable one it catches ("how many
 * cents in a dollar") costs a model call, never a wrong answer.
 */
export const LIVE_OR_OWN = new RegExp(
  // "won" and "rand" only with their country: "who won the cup" and "ayn rand" are facts.
  `\\b(${CODES}|dollars?|euros?|yen|pesos?|rupees?|rupies|rupiah|francs?|yuan|renminbi|rubles?|roubles?|lira|baht|shekels?|kron(a|or|e|er)|dirhams?|z(l|ł)otys?|ringgit|dong|pound sterling|(british|uk) pounds?|korean won|south african rand|bitcoins?|btc|ethereum|crypto|currency|currencies|exchange rate|stocks?|share price|worth|phone number|email address|(fastest|quickest|best) (way|route) (to get )?to|(do|did|have|had) i)\\b`,
  "u",
);

/** Where SMALL_TALK_PATTERNS leave a slot open for any words ("about …", "favourite …", "rather …"). */
export const SMALL_TALK_SLOTS =
  /\p{L}{3} (jokes?|puns?|riddles?)\b|\b(about|favou?rites?|fave|fav|rather|could be|than|think|into|play|watch|listen|apart from|other than|do (you|u) (like|love|enjoy|hate))\b/u;

/**
 * Words that tie small talk to the user's own world or to a time or place,
 * where it stops being idle: "tell me a joke about our Q3 numbers", "what's your
 * favourite restaurant near me". Narrower than PERSONAL_OR_TEMPORAL, since small
 * talk is full of "me" and "now".
 */
export const SMALL_TALK_TIES =
  /\b(my|our|we|us|mine|ours|yesterday|tomorrow|latest|recent(ly)?|current(ly)?|near me|nearby|around here|this (week|month|quarter|year)|last (week|month|quarter|year)|next (week|month)|invest(ing|ment)?|stocks?|bonds?|funds?|crypto|mortgage|loan|insurance|salary|prices?|costs?|buy|purchase|rent|hire|vpn|laptop|phone|service|dentist|doctor|lawyer|restaurant|hotel|flight)\b/u;

/**
 * Chat spellings folded before SMALL_TALK_PATTERNS are tried, so one pattern
 * reads "what r u called" and "what are you called" alike. Only small talk is
 * read through these: work evidence sees the text as written.
 */
export const CHAT_SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [/\bu\b/gu, "you"],
  [/\bur\b/gu, "your"],
  [/\br\b/gu, "are"],
  [/\bwhats\b/gu, "what's"],
  [/\bwats\b/gu, "what's"],
  [/\bwat\b/gu, "what"],
  [/\bwaht\b/gu, "what"],
  [/\bwheres\b/gu, "where's"],
  [/\bwhos\b/gu, "who's"],
  [/\bhows\b/gu, "how's"],
  [/\bim\b/gu, "i'm"],
  [/\bdont\b/gu, "don't"],
  [/\bcant\b/gu, "can't"],
];

/** Courtesy and laughter at either end of a small-talk clause, which change nothing in it (a few at most: the bound keeps the scan linear). */
export const SMALL_TALK_EDGES =
  /^((ok|okay|so|hey|well|and|but|also|oh|just|please|pls|plz|umm?|uh) ){1,4}|( (please|pls|plz|lol|lmao|haha|hahaha|hehe|thanks|thx|then|though|again|goodbye|bye)){1,4}$/gu;
