/**
 * Action verbs in the languages the greetings already cover, so a request in
 * Spanish, Russian or Chinese sets the same floor as one in English: an action is
 * never an atom. Pure data, matched on normalised text (see actions-i18n.ts).
 *
 * Forms, per language:
 * - `word`: a whole word ("manda");
 * - `stem*`: any word that starts with it ("envía*" finds "envíale", "envíalo");
 *   stems are long enough not to start everyday words ("buch*" would find the noun
 *   "Buch", so German lists whole forms);
 * - in zh, ja, ko, ar and hi every form is a substring: Chinese and Japanese have
 *   no spaces, Korean and Arabic attach particles and pronouns, and Devanagari's
 *   vowel signs split naive word boundaries.
 */

/** Languages whose forms are matched as substrings. */
export const SUBSTRING_LANGUAGES = ["zh", "ja", "ko", "ar", "hi"] as const;

export type ActionLanguage =
  | "es"
  | "de"
  | "fr"
  | "pt"
  | "it"
  | "nl"
  | "ru"
  | "uk"
  | "pl"
  | "tr"
  | (typeof SUBSTRING_LANGUAGES)[number];

export interface I18nAction {
  /** The English verb, also the signal's name. */
  readonly verb: string;
  /** The action group of lexicon-work.ts's ACTION_VERBS it belongs to. */
  readonly group: "communicate" | "money" | "ship" | "record" | "schedule" | "order";
  readonly weight: number;
  readonly forms: Readonly<Partial<Record<ActionLanguage, readonly string[]>>>;
}

// Each verb's reason is the comment above it (a comment, so it stays out of the bundle).
// biome-ignore format: phrase tables read better packed
export const I18N_ACTIONS = [
  {
    // sending a message or file goes through a mail or chat tool
    verb: "send", group: "communicate", weight: 2,
    forms: {
      es: ["envía*", "envia*", "enviar*", "manda", "mandar", "mándale", "mandale", "mándame", "mandame", "mándalo", "mandalo", "mándales"],
      de: ["sende", "senden", "sendet", "schick", "schicke", "schicken", "schickt", "verschick*", "versend*"],
      fr: ["envoie*", "envoy*"],
      pt: ["envie", "enviar*", "envia*", "mande", "manda-me", "mandar"],
      it: ["invia*", "inviare", "manda", "mandami", "mandagli", "spedisci*"],
      nl: ["stuur", "stuurt", "sturen", "verstuur*", "verzend*"],
      ru: ["отправ*", "вышли", "вышлите", "скинь", "скиньте", "пришлите"],
      uk: ["надішл*", "надіслати", "відправ*", "вишли", "скинь"],
      pl: ["wyślij*", "wyslij*", "wysłać", "wyslac", "prześlij*", "przeslij*"],
      tr: ["gönder*", "yolla*"],
      ar: ["أرسل", "ارسل", "إرسال", "ارسال", "ابعث", "ابعت"],
      hi: ["भेज", "सेंड"],
      zh: ["发送", "發送", "发给", "發給", "寄给", "寄給", "发邮件", "發郵件", "发一封", "发个", "傳送", "传给"],
      ja: ["送って", "送信", "送付", "送る", "送れ", "送り", "メールして"],
      ko: ["보내줘", "보내 줘", "보내주세요", "보내 주세요", "보내줄래", "보내라", "보내기", "보내 드려", "보내드려", "전송"],
    },
  },
  {
    // forwarding a message goes through a mail or chat tool
    verb: "forward", group: "communicate", weight: 2,
    forms: {
      es: ["reenvía*", "reenvia*", "reenviar*"],
      de: ["weiterleit*", "leite weiter"],
      fr: ["transfère*", "transfere*", "transférer"],
      pt: ["encaminh*", "reencaminh*"],
      it: ["inoltr*"],
      nl: ["doorsturen", "doorstuur*"],
      ru: ["перешли*", "переслать", "перенаправ*"],
      uk: ["переслати", "перешли*"],
      pl: ["przekaż*", "przekaz*"],
      tr: ["ilet", "iletin", "ilete*"],
      ar: ["أعد توجيه", "اعد توجيه", "إعادة توجيه"],
      hi: ["फॉरवर्ड", "फ़ॉरवर्ड"],
      zh: ["转发", "轉發"],
      ja: ["転送"],
      ko: ["전달"],
    },
  },
  {
    // deleting or removing changes a system of record and may not be undone
    verb: "delete", group: "record", weight: 2,
    forms: {
      es: ["borra", "bórralo", "borralo", "bórrala", "borrala", "borrar", "bórrame", "borrame", "elimina*", "quita*", "suprim*"],
      de: ["lösch*", "losch*", "entfern*"],
      fr: ["supprim*", "efface*", "retire*", "enlève*", "enleve*"],
      pt: ["apag*", "exclua", "excluir", "excluí", "remov*", "delet*"],
      it: ["cancell*", "elimin*", "rimuov*"],
      nl: ["verwijder*", "wis", "wissen"],
      ru: ["удали", "удалите", "удалить", "удаляй", "сотри", "сотрите", "стереть", "убери", "уберите"],
      uk: ["видали*", "вилучи*", "зітри"],
      pl: ["usuń", "usun*", "skasuj*", "wykasuj*"],
      tr: ["sil", "silin", "silsene", "siler misin", "kaldır*", "kaldir*"],
      ar: ["احذف", "إحذف", "حذف", "امسح", "إزالة", "ازالة"],
      hi: ["हटा", "मिटा", "डिलीट"],
      zh: ["删除", "刪除", "删掉", "刪掉", "移除", "去掉"],
      ja: ["削除", "消して", "消去", "取り除"],
      ko: ["삭제", "지워", "제거"],
    },
  },
  {
    // paying moves money, an irreversible external action
    verb: "pay", group: "money", weight: 3,
    forms: {
      es: ["paga*", "pague*", "abona*"],
      de: ["bezahl*", "zahle", "zahlt"],
      fr: ["paie", "paye*", "payer", "payez", "réglez", "régler"],
      pt: ["pague*", "pagar", "paga"],
      it: ["paga", "pagare", "pagami"],
      nl: ["betaal*", "betalen"],
      ru: ["оплати*", "заплати*", "плати"],
      uk: ["сплати*", "оплати*", "заплати*"],
      pl: ["zapłać*", "zaplac*", "zapłac*", "opłać*", "oplac*", "opłac*"],
      tr: ["öde", "ödeyin", "ödeme", "ödemeyi", "öder misin"],
      ar: ["ادفع", "إدفع", "سدد", "سدّد"],
      hi: ["भुगतान", "पेमेंट"],
      zh: ["支付", "付款", "付钱", "付錢", "缴费", "繳費", "买单", "結帳", "结账"],
      ja: ["支払", "支払い", "払って", "払う", "払え"],
      ko: ["결제", "지불", "납부", "계산해"],
    },
  },
  {
    // transferring money is an irreversible external action
    verb: "transfer", group: "money", weight: 3,
    forms: {
      es: ["transfiere*", "transferir*", "transfi*"],
      de: ["überweis*", "uberweis*", "ueberweis*"],
      fr: ["vire", "virez", "virement*", "transfère*"],
      pt: ["transfira", "transferir*", "transfere", "faça um pix", "pix"],
      it: ["trasferisci*", "trasferire", "bonific*"],
      nl: ["overmaken", "maak over", "overschrijv*"],
      ru: ["переведи*", "перевести", "перечисли*", "перекинь*"],
      uk: ["переказ*", "перекажи*", "переведи*"],
      pl: ["przelej*", "przelew*", "przelać"],
      tr: ["aktar*", "havale*"],
      ar: ["حوّل", "حول مبلغ", "تحويل"],
      hi: ["ट्रांसफर", "ट्रान्सफर", "पैसे भेज"],
      zh: ["转账", "轉帳", "转帐", "汇款", "匯款", "转钱", "打钱", "打款", "转给"],
      ja: ["送金", "振り込", "振込"],
      ko: ["이체", "송금"],
    },
  },
  {
    // deploying changes production systems
    verb: "deploy", group: "ship", weight: 3,
    forms: {
      es: ["despliega*", "desplegar*", "despliegue"],
      de: ["deploye*", "ausroll*", "roll aus"],
      fr: ["déploie*", "déploy*", "deploie*", "deploy*"],
      pt: ["implant*", "publique", "publicar"],
      it: ["rilascia*", "deploya*", "distribuisci"],
      nl: ["uitrollen", "deployen", "rol uit"],
      ru: ["задеплой*", "разверни*", "развернуть", "выкати*", "деплой*"],
      uk: ["розгорни*", "задеплой*", "викати*"],
      pl: ["wdróż*", "wdroz*", "wdroż*"],
      tr: ["yayınla*", "yayinla*", "dağıt"],
      ar: ["انشر", "أنشر", "نشر"],
      hi: ["डिप्लॉय", "डिप्लोय", "तैनात"],
      zh: ["部署", "上线", "上線", "发布", "發布"],
      ja: ["デプロイ", "リリース"],
      ko: ["배포"],
    },
  },
  {
    // booking or reserving changes a calendar or buys a place
    verb: "book", group: "schedule", weight: 2,
    forms: {
      es: ["reserva*", "resérva*", "agenda*", "apunta*"],
      de: ["buche", "buchen", "bucht", "reservier*"],
      fr: ["réserve*", "réserv*", "reserv*"],
      pt: ["reserv*", "agende"],
      it: ["prenota*", "riserva*"],
      nl: ["reserveer*", "reserveren", "boek een", "boek me"],
      ru: ["забронир*", "заброниру*", "брониру*"],
      uk: ["забронюй*", "заброню*", "бронюй*"],
      pl: ["zarezerwuj*", "zarezerw*", "zabukuj*"],
      tr: ["rezervasyon*", "rezerve", "ayırt*"],
      ar: ["احجز", "إحجز", "حجز"],
      hi: ["बुक", "आरक्षित"],
      zh: ["预订", "預訂", "预定", "預定", "订票", "訂票", "订酒店", "預約", "预约", "订一", "订个", "訂一"],
      ja: ["予約", "手配"],
      ko: ["예약"],
    },
  },
  {
    // cancelling changes a booking, order or subscription
    verb: "cancel", group: "schedule", weight: 2,
    forms: {
      es: ["cancela*", "anula*"],
      de: ["storn*", "absag*", "kündig*", "kundig*"],
      fr: ["annule*", "annuler", "résilie*"],
      pt: ["cancele", "cancelar", "cancela"],
      it: ["annulla*", "disdici", "disdire"],
      nl: ["annuleer*", "annuleren", "opzeggen"],
      ru: ["отмени*", "отменить", "отмените"],
      uk: ["скасуй*", "скасу*"],
      pl: ["anuluj*", "odwołaj*", "odwolaj*"],
      tr: ["iptal*"],
      ar: ["إلغاء", "الغاء", "ألغي", "الغي", "ألغِ"],
      hi: ["रद्द", "कैंसिल", "कैंसल"],
      zh: ["取消"],
      ja: ["キャンセル", "取り消"],
      ko: ["취소"],
    },
  },
  {
    // buying or ordering is an external transaction
    verb: "buy", group: "order", weight: 2,
    forms: {
      es: ["compra", "cómprame", "comprame", "comprar", "cómpralo", "compralo", "pide", "pídeme", "pideme", "ordena*", "encarga*"],
      de: ["kauf", "kaufe", "kaufen", "kauft", "bestell*"],
      fr: ["achète*", "achet*", "commande*"],
      pt: ["compre*", "comprar", "encomend*"],
      it: ["compra", "comprami", "comprare", "ordina*"],
      nl: ["koop", "kopen", "bestel*"],
      ru: ["купи", "купите", "купить", "закажи*", "заказать"],
      uk: ["купи", "купіть", "купити", "замов*"],
      pl: ["kup", "kupić", "kupcie", "zamów*", "zamow*"],
      tr: ["satın", "satin al", "sipariş*", "siparis*"],
      ar: ["اشتر", "إشتر", "اطلب", "أطلب"],
      hi: ["खरीद", "ख़रीद", "ऑर्डर", "मंगा"],
      zh: ["购买", "購買", "买一", "買一", "帮我买", "幫我買", "下单", "下單", "订购", "訂購", "外卖", "外賣"],
      ja: ["購入", "買って", "買う", "注文"],
      ko: ["구매", "구입", "사줘", "사 줘", "주문"],
    },
  },
  {
    // creating a record, file or ticket acts on a system of record
    verb: "create", group: "record", weight: 2,
    forms: {
      es: ["crea", "crear", "créa*", "genera", "generar"],
      de: ["erstell*", "anleg*", "leg an"],
      fr: ["crée*", "créer", "génère*"],
      pt: ["crie", "criar", "gere", "gerar"],
      it: ["crea", "creare", "creami", "genera"],
      nl: ["maak", "aanmaken", "creëer"],
      ru: ["созда*", "заведи*", "сделай"],
      uk: ["створ*", "зроби"],
      pl: ["utwórz*", "utworz*", "stwórz*", "stworz*"],
      tr: ["oluştur*", "olustur*", "yarat*"],
      ar: ["أنشئ", "انشئ", "إنشاء", "اعمل"],
      hi: ["बनाओ", "बनाइए", "बनाएं", "बना दो"],
      zh: ["创建", "創建", "新建", "建立", "建一个", "建一個"],
      ja: ["作成", "作って"],
      ko: ["생성", "만들어"],
    },
  },
  {
    // updating changes a system of record
    verb: "update", group: "record", weight: 2,
    forms: {
      es: ["actualiza*", "modifica*", "cambia*"],
      de: ["aktualisier*", "änder*"],
      fr: ["actualise*", "mets à jour", "mettre à jour", "modifie*"],
      pt: ["atualiz*", "modifiqu*", "altere"],
      it: ["aggiorn*", "modifica*"],
      nl: ["bijwerk*", "werk bij", "wijzig*"],
      ru: ["обнови*", "обновить", "измени*"],
      uk: ["онови*", "оновити", "зміни*"],
      pl: ["zaktualizuj*", "aktualizuj*", "zmień*", "zmien*"],
      tr: ["güncelle*", "guncelle*", "değiştir*", "degistir*"],
      ar: ["حدّث", "تحديث", "عدّل", "تعديل"],
      hi: ["अपडेट", "बदलो", "बदल दो"],
      zh: ["更新", "修改"],
      ja: ["更新", "アップデート", "変更"],
      ko: ["업데이트", "수정", "갱신", "변경"],
    },
  },
  {
    // sharing grants access or posts content outside the conversation
    verb: "share", group: "communicate", weight: 2,
    forms: {
      es: ["comparte*", "compartir*"],
      de: ["teile", "teilen", "freigeb*"],
      fr: ["partage*"],
      pt: ["compartilh*", "partilh*"],
      it: ["condividi*", "condividere"],
      nl: ["deel met", "delen"],
      ru: ["поделись", "поделиться", "расшарь*", "открой доступ"],
      uk: ["поділись", "поділитися"],
      pl: ["udostępnij*", "udostepnij*"],
      tr: ["paylaş*", "paylas*"],
      ar: ["شارك", "مشاركة"],
      hi: ["शेयर", "साझा"],
      zh: ["分享", "共享"],
      ja: ["共有", "シェア"],
      ko: ["공유"],
    },
  },
  {
    // closing a ticket, account or issue changes a system of record
    verb: "close", group: "record", weight: 2,
    forms: {
      es: ["cierra*", "cerrar"],
      de: ["schließ*", "schliess*"],
      fr: ["ferme", "fermez", "fermer", "clôture*", "cloture*"],
      pt: ["feche", "fechar", "encerr*"],
      it: ["chiudi*", "chiudere"],
      nl: ["sluit", "sluiten"],
      ru: ["закрой*", "закрыть", "закройте"],
      uk: ["закрий*", "закрити"],
      pl: ["zamknij*", "zamknąć"],
      tr: ["kapat*"],
      ar: ["أغلق", "اغلق", "إغلاق"],
      hi: ["बंद कर", "बंद करो", "क्लोज"],
      zh: ["关闭", "關閉", "关掉", "關掉"],
      ja: ["閉じ", "クローズ"],
      ko: ["닫아", "종료"],
    },
  },
  {
    // Imperatives only: "I remember when…" is small talk, "remember that…" is a request.
    // asking the assistant to remember something saves it to memory, a tool a later turn depends on
    verb: "remember", group: "record", weight: 2,
    forms: {
      es: ["recuerda que", "acuérdate", "acuerdate", "no olvides", "ten en cuenta que", "anota que", "apunta que"],
      de: ["merk dir", "merke dir", "merken sie sich", "vergiss nicht", "denk daran", "denke daran", "notier dir"],
      fr: ["souviens toi", "rappelle toi", "oublie pas", "retiens que", "retiens bien", "note que", "garde en mémoire"],
      pt: ["lembra que", "lembre se", "lembre que", "não esqueça", "nao esqueca", "não se esqueça", "anota que", "guarda que"],
      it: ["ricordati", "ricorda che", "non dimenticare", "tieni a mente", "segnati che"],
      nl: ["onthoud", "vergeet niet", "noteer dat", "houd er rekening mee"],
      ru: ["запомни*", "не забудь*", "имей в виду"],
      uk: ["запам ятай*", "запамятай*", "не забудь*", "май на увазі"], // the apostrophe splits the word
      pl: ["zapamiętaj*", "zapamietaj*", "nie zapomnij*", "zanotuj*"],
      tr: ["unutma", "unutmayın", "unutmayin", "aklında tut", "aklinda tut", "not et", "not al"],
      ar: ["تذكر أن", "تذكر ان", "لا تنس", "احفظ أن", "احفظ ان"],
      hi: ["याद रखना", "याद रखो", "याद रखें", "याद रखिए", "मत भूलना", "भूलना मत"],
      zh: ["记住", "記住", "别忘了", "別忘了", "记一下", "記一下"],
      ja: ["覚えておいて", "覚えといて", "覚えておく", "忘れないで", "メモして"],
      ko: ["기억해", "기억해줘", "잊지 마", "잊지마", "메모해"],
    },
  },
  {
    // Imperatives and infinitives: "añade leche a la lista", "aggiungi il latte alla lista".
    // adding to a list, a calendar or a cart changes a record
    verb: "add", group: "record", weight: 2,
    forms: {
      es: ["añade", "añádele", "añádelo", "añádela", "agrega", "agrégale", "agrégalo", "agrégala"],
      de: ["hinzufügen", "füg", "füge", "fügt"],
      fr: ["ajoute*", "rajoute*"],
      pt: ["adiciona", "adicione", "acrescenta", "acrescente"],
      it: ["aggiungi*"],
      nl: ["voeg", "toevoegen"],
      ru: ["добавь*"],
      uk: ["додай*"],
      pl: ["dodaj", "dodajcie", "dopisz*"],
      tr: ["ekle", "ekler misin", "ekleyin", "eklesene"],
      ar: ["أضف", "اضف", "أضيفي"],
      hi: ["जोड़ दो", "जोड़ दें", "ऐड करो"],
      zh: ["添加", "加进", "加進"],
      ja: ["追加して", "入れといて"],
      ko: ["추가해", "넣어줘"],
    },
  },
  {
    // A message written for someone, in forms that are no statement ("j'écris un roman"): "schreib Lisa, dass…", "राहुल को मैसेज करो".
    // writing to someone sends a message through a chat or mail tool
    verb: "write", group: "communicate", weight: 2,
    forms: {
      es: ["escríbe*", "escribele", "escribeme", "mándale un mensaje"],
      de: ["schreib ihm", "schreib ihr", "schreib mal", "schreibe ihm", "schreibe ihr"],
      fr: ["écris-lui", "écris lui", "écrivez-lui"],
      pt: ["escreve pra", "escreve para", "manda mensagem", "mande mensagem"],
      it: ["scrivigli", "scrivile", "scrivimi"],
      nl: ["schrijf hem", "schrijf haar", "app hem", "app haar"],
      ru: ["напиши*", "напишите"],
      uk: ["напиши*", "напишіть"],
      pl: ["napisz", "napiszcie"],
      tr: ["mesaj at", "mesaj atar mısın", "yazar mısın", "yazsana"],
      ar: ["اكتب", "ابعث رسالة"],
      hi: ["मैसेज करो", "मैसेज कर दो", "मेसेज करो", "लिख दो", "लिखो"],
      zh: ["发消息", "發消息", "发个消息", "發個消息", "发条消息", "發條消息", "发微信", "發微信"],
      ja: ["メッセージ送", "メッセして", "書いて送"],
      ko: ["메시지 보내줘", "문자 보내", "카톡 보내"],
    },
  },
] as const satisfies readonly I18nAction[];
