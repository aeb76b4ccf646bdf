/**
 * Evidence that a message asks for work: actions, the systems they touch, memory,
 * multi-step structure, breadth, and attempts to instruct the router. Each entry
 * carries its integer weight and the reason it exists. Pure data.
 */

/** Verbs that ask the assistant to act on something outside the conversation. */
export const ACTION_VERBS = [
  {
    name: "communicate",
    weight: 2,
    why: "sending or answering messages goes through a mail or chat tool",
    pattern:
      /\b(send|sent|email|e-mail|mail|forward|reply|respond to|draft|compose|post|message|dm|ping|notify|announce|share|cc|envía|envia|manda|envoie|envoyer|schick|sende|envie|invia|mande)\b/u,
  },
  {
    name: "schedule",
    weight: 2,
    why: "scheduling changes a calendar",
    pattern:
      /\b(schedule|reschedule|book|rebook|reserve|invite|set up a (call|meeting)|move (the|my) (meeting|call)|cancel|block|agenda|agendar|programa|reserva|réserve|réserver|buche|buchen|prenota|marcar)\b/u,
  },
  {
    name: "money",
    weight: 3,
    why: "moving money is an irreversible external action",
    pattern:
      /\b(refund|charge|pay|transfer|invoice|bill|reimburse|wire|payout|reembolsa|rembourse|erstatte)\b/u,
  },
  {
    name: "ship",
    weight: 3,
    why: "deploying or releasing changes production systems",
    pattern:
      /\b(deploy|redeploy|release|roll ?back|rollback|ship|promote|publish|purge|restart|rerun|re-run|trigger|scale)\b/u,
  },
  {
    name: "code",
    weight: 2,
    why: "code changes go through a code host",
    pattern:
      /\b(merge|commit|push|open (a |an )?(pr|pull request|mr|merge request)|create (a |an )?(pr|pull request|branch)|review (the |this |my )?(pr|pull request|diff|change)|refactor|fix|patch|revert|cherry-pick|rebase|implement)\b/u,
  },
  {
    name: "record",
    weight: 2,
    why: "creating or changing records acts on a system of record",
    pattern:
      /\b(create|add|save|store|file|log|open|update|edit|change|rename|assign|close|resolve|reopen|delete|remove|archive|approve|reject|upload|move|copy|attach|tag|label|set|mark|crée|créer|erstelle|crea|crie|cierra|schließ|schliess|lösche|supprime|borra)\b/u,
  },
  {
    name: "retrieve",
    weight: 1,
    why: "looking things up in the user's systems needs a tool",
    pattern:
      /\b(search|find|look ?up|check|fetch|pull|get me|list|show me|query|run|export|download|summari[sz]e|busca|buscar|cherche|trouve|trouver|such|suche|finde|cerca|procure|encuentra|zeig)\b/u,
  },
  {
    name: "order",
    weight: 2,
    why: "ordering or buying is an external transaction",
    pattern:
      /\b(order|buy|purchase|subscribe|unsubscribe|renew|upgrade|downgrade|compra|commande|bestelle)\b/u,
  },
  {
    name: "remind",
    weight: 2,
    why: "reminders persist beyond the conversation",
    pattern:
      /\b(remind me|set (a |an )?(reminder|alarm|timer)|recuérdame|rappelle-moi|erinnere mich)\b/u,
  },
] as const;

/**
 * Systems and objects, each a tool domain. The names double as `tool_hints`.
 * Vendor names are the strongest evidence: nobody says "Jira" in small talk.
 */
export const DOMAINS = [
  {
    name: "email",
    why: "mailboxes",
    pattern:
      /\b(e-?mails?|mails?|inbox|gmail|outlook|mailbox|newsletter|correo|courriel|e-mail|posteingang|cc|bcc)\b|[\w.+-]+@[\w-]+\.[\w.]+/u,
  },
  {
    name: "calendar",
    why: "calendars and meetings",
    pattern:
      /\b(calendar|calendars|meeting|meetings|event|events|invite|invites|appointment|standup|stand-up|1:1|one-on-one|slot|slots|availability|free time|reunión|reunion|réunion|besprechung|termin|riunione|calendario|calendrier|kalender|zoom|google meet)\b|\b(free|busy|available) (today|tomorrow|tonight|this|next|on|at|for|between)\b/u,
  },
  {
    name: "chat",
    why: "team chat",
    pattern:
      /\b(slack|teams|microsoft teams|discord|channel|channels|dm|thread|#[\w-]+|whatsapp|telegram)\b/u,
  },
  {
    name: "code",
    why: "code hosting",
    pattern:
      /\b(github|gitlab|bitbucket|repo|repos|repository|repositories|pull request|pull requests|pr|prs|merge request|mr|branch|branches|commit|commits|codebase|monorepo|dépôts?|code)\b|\b[\w-]+\/[\w.-]+#\d+/u,
  },
  {
    name: "ci",
    why: "builds and deploys",
    pattern:
      /\b(deploy|deployment|deployments|pipeline|pipelines|build|builds|ci|cd|ci\/cd|github actions|workflow run|jenkins|vercel|netlify|cloudflare|worker|workers|staging|production|prod|release|rollback|cache)\b/u,
  },
  {
    name: "issues",
    why: "issue trackers",
    pattern:
      /\b(jira|linear|ticket|tickets|issue|issues|bug|bugs|backlog|sprint|epic|user stor(y|ies)|kanban|asana|trello)\b|\b[A-Z][A-Z0-9]{1,9}-\d+\b/u,
  },
  {
    name: "docs",
    why: "docs and knowledge bases",
    pattern:
      /\b(docs|documentation|doc|document|documents|wiki|notion|confluence|page|pages|runbook|playbook|handbook|knowledge base|kb|google docs?|readme|spec)\b/u,
  },
  {
    name: "database",
    why: "databases and warehouses",
    pattern:
      /\b(database|databases|db|sql|query|queries|table|tables|postgres|postgresql|mysql|bigquery|snowflake|warehouse|redshift|schema|rows)\b/u,
  },
  {
    name: "payments",
    why: "payments and billing",
    pattern:
      /\b(stripe|payment|payments|refund|refunds|invoice|invoices|charge|charges|subscription|subscriptions|billing|payout|customer|customers|order|orders|checkout|revenue|mrr|arr|factura|facture|rechnung)\b|[$€£¥]\s?\d/u,
  },
  {
    name: "crm",
    why: "customer records",
    pattern:
      /\b(crm|salesforce|hubspot|lead|leads|deal|deals|opportunity|opportunities|pipeline stage|contact|contacts|account owner|prospect|prospects)\b/u,
  },
  {
    name: "travel",
    why: "travel booking",
    pattern:
      /\b(flight|flights|hotel|hotels|airbnb|train|trains|trip|itinerary|boarding|airline|airport|car rental|rental car|vuelo|vuelos|vol|vols|flug|flüge|hôtel|hotel|voo|volo|reservation)\b/u,
  },
  {
    name: "weather",
    why: "forecasts",
    pattern:
      /\b(weather|forecast|temperature|rain|raining|snow|sunny|humidity|wind|clima|tiempo|météo|wetter|meteo|天気|天气)\b/u,
  },
  {
    name: "maps",
    why: "places and directions",
    pattern:
      /\b(directions|route|distance|how far|drive to|commute|near me|nearby|map|maps|address|eta|traffic)\b/u,
  },
  {
    name: "storage",
    why: "files and drives",
    pattern:
      /\b(file|files|folder|folders|drive|google drive|dropbox|onedrive|box|attachment|attachments|pdf|upload|shared link)\b/u,
  },
  {
    name: "monitoring",
    why: "observability and on-call",
    pattern:
      /\b(sentry|datadog|pagerduty|grafana|alert|alerts|monitor|monitors|incident|incidents|on-?call|errors?|exceptions?|logs?|latency|uptime|outage|cpu|memory usage|metrics|dashboard|500s|p99)\b/u,
  },
  {
    name: "spreadsheet",
    why: "spreadsheets",
    pattern:
      /\b(spreadsheet|spreadsheets|sheet|sheets|google sheets|excel|workbook|csv|row|column|cell [a-z]\d+)\b/u,
  },
  {
    name: "search",
    why: "the open web",
    pattern:
      /\b(google it|web search|search the web|on the web|online|news about|latest news|look it up)\b/u,
  },
] as const;

/** Identifiers nobody types in small talk: they point at a record to act on. */
export const IDENTIFIERS = [
  {
    name: "email_address",
    weight: 2,
    pattern: /[\w.+-]+@[\w-]+\.[\w.]+/u,
    why: "a recipient or account",
  },
  { name: "url", weight: 1, pattern: /\bhttps?:\/\/\S+/u, why: "a resource to fetch or act on" },
  {
    name: "ticket_key",
    weight: 2,
    pattern: /\b[A-Z][A-Z0-9]{1,9}-\d+\b/u,
    why: "an issue-tracker key like PAY-123",
  },
  {
    name: "record_number",
    weight: 2,
    pattern:
      /\b(order|invoice|ticket|case|pr|issue|incident|booking|reservation|account|po)\s*(no\.?|number|#)?\s*#?\d{3,}\b/iu,
    why: "a numbered record",
  },
  {
    name: "hash_ref",
    weight: 1,
    pattern: /(^|\s)#[\w-]{2,}/u,
    why: "a channel or numbered reference",
  },
  { name: "mention", weight: 1, pattern: /(^|\s)@[\w.-]{2,}/u, why: "a person or team handle" },
  {
    name: "money_amount",
    weight: 2,
    pattern: /[$€£¥]\s?\d|\b\d+(\.\d+)?\s?(usd|eur|gbp|dollars|euros)\b/iu,
    why: "an amount to move",
  },
  {
    name: "repo_path",
    weight: 1,
    pattern: /\b[\w-]+\/[\w.-]+\b(?!\s*(of|per))/u,
    why: "an owner/repo path",
  },
] as const;

/** References to earlier turns or saved preferences: the message needs memory. */
export const MEMORY_REFERENCES = [
  {
    name: "earlier_turn",
    weight: 2,
    why: "refers to something said before",
    pattern:
      /\b(we (discussed|talked about|agreed|decided|spoke about|were (talking|discussing|looking at))|(you|i) (mentioned|said|told you|suggested|recommended|described|asked|sent|shared|gave me|wrote|made|showed|drafted|found)|earlier|previously|(as|like|same as) before|last time|the other day|our (last|previous) (chat|conversation|call|session|discussion))\b/u,
  },
  {
    name: "saved_preference",
    weight: 2,
    why: "relies on a stored preference",
    pattern:
      /\b(my usual|the usual|as usual|my (preferred|favou?rite|default|regular)|my \w+ preferences?|(directions|route|drive|commute|way) (back )?home|same (as (before|last time|usual)|one|hotel|place|seat|time|flight)|like last time|again\b(?=.*\b(book|order|send|schedule|run|create)\b))\b/u,
  },
  {
    name: "deictic_reference",
    weight: 1,
    why: "points at an object from the conversation",
    pattern:
      /\b(that (email|thread|doc|document|file|ticket|meeting|invoice|pr|issue|hotel|flight|message|draft|report|list|one|bug|customer|deal|page|spreadsheet|plan)|the one (from|we|i|you)|those (emails|files|tickets|ones)|the (draft|summary|list|report) you)\b/u,
  },
  {
    name: "recall_request",
    weight: 2,
    why: "asks the assistant to remember",
    pattern:
      /\b(do you remember|remind me what|what did (i|we|you) (say|ask|tell|mention|decide|discuss|suggest|recommend)|what was (that|the name of)|who did i say|what('s| is) my (preferred|favou?rite|usual))\b|qué te dije|que te dije|qu'est-ce que je t'ai dit|was habe ich (dir )?gesagt/u,
  },
] as const;

/** Sequencing and enumeration: several steps in one message. */
export const MULTI_STEP = [
  {
    name: "sequencing",
    weight: 2,
    why: "ordered steps need coordination",
    pattern:
      /\b(then|after that|afterwards|and then|once (that's|it's|done|finished)|followed by|finally|next,|luego|después|ensuite|puis|danach|dann|poi)\b/u,
  },
  {
    name: "enumeration",
    weight: 2,
    why: "a list of tasks is several tasks",
    pattern: /(^|\n)\s*(\d+[.)]|[-*•])\s+\S[^\n]*\n\s*(\d+[.)]|[-*•])\s+\S/u,
  },
  {
    name: "plan_and_execute",
    weight: 2,
    why: "research-plan-act is the canonical multi-agent shape",
    pattern:
      /\b(investigate|research|analy[sz]e|diagnose|triage|correlate|compare|plan)\b.*\b(and|then)\b.*\b(fix|open|create|write|post|send|implement|update|book)\b/u,
  },
] as const;

/** Breadth of scope: work across an organisation, not one system. */
export const BREADTH = [
  {
    name: "across_all",
    weight: 3,
    why: "scope spans many systems",
    pattern:
      /\b(across|throughout|in) (all|every|each|the (whole|entire)|our (whole|entire)?)\s*(of (our|the) )?(services?|microservices|repos|repositories|teams?|regions?|environments?|systems?|products?|departments?|orgs?|organi[sz]ation|company|codebases?|stacks?|platforms?|clouds?|zones|accounts|data stores|databases|apps|applications|projects)\b/u,
  },
  {
    name: "every_x",
    weight: 3,
    why: "every X is many Xs",
    pattern:
      /\b(every|all( of)?( our| the)?|each( of our)?) (single )?(services?|microservices?|repos?|repositor(y|ies)|teams?|team's|departments?|regions?|environments?|production systems?|systems?|data stores?|databases?|customers?|projects?|accounts?|zones?|workspaces?|codebases?|apps?|applications?|vendors?|employees?|offices?|subsidiar(y|ies)|business units?|clusters?|servers?)\b/u,
  },
  {
    name: "org_wide",
    weight: 3,
    why: "company-wide scope",
    pattern:
      /\b((company|org|organi[sz]ation|enterprise|group|fleet)[- ]wide|entire (company|org|organi[sz]ation|codebase|infrastructure|stack|fleet|platform)|whole (company|org|organi[sz]ation|codebase|infrastructure)|all of engineering|de l'entreprise|de la empresa|des unternehmens|toda la empresa|tous les|todos los|alle)\b/u,
  },
  {
    name: "transformation",
    weight: 1,
    why: "transformations usually span systems",
    pattern:
      /\b(migrate|migration|consolidate|re-?architect|overhaul|standardi[sz]e|modernize|decommission|rollout|roll out|audit|remediate|compliance|gdpr|soc ?2|hipaa|disaster recovery|failover|break (up )?the monolith|microservices|migrer|migrar|migrieren)\b/u,
  },
] as const;

/**
 * Text that tries to instruct the router. It is data: it raises suspicion and
 * can never lower complexity.
 */
export const INJECTION_MARKERS = [
  {
    name: "ignore_instructions",
    why: "classic prompt injection",
    pattern:
      /\b(ignore|disregard|forget|override)\b.{0,30}\b(previous|prior|above|earlier|preceding|all|your|system)\b.{0,20}\b(instructions?|prompts?|rules?|messages?|guidelines)\b|ignora (las|todas las)? ?instrucciones|ignorez (les|toutes les)? ?instructions|ignoriere (alle )?(vorherigen )?anweisungen/u,
  },
  {
    name: "classify_as",
    why: "asks the router to pick its own label",
    pattern:
      /\b(classify|label|mark|treat|categori[sz]e|route|tag|score|rate|consider)\b.{0,30}\b(as|to be|like)\b.{0,10}\b(atom|molecule|cell|organ|organism|chitchat|small ?talk|trivial|simple|a greeting|low complexity)\b|\b(this is|it's|it is|must be) (an? |only |just )?(atom|chitchat|small ?talk)\b|classez ceci comme|clasifica esto como|\bmarked (as )?atom\b/u,
  },
  {
    name: "fake_role_tag",
    why: "imitates system or chat markup",
    pattern:
      /<\/?\s*(system|assistant|user|instructions?|im_start|im_end|s|sys)\b[^>]*>|\[\/?(inst|system|sys)\]|<<\/?sys>>|(^|\n)\s*(system|assistant|developer|user)\s*:/u,
  },
  {
    name: "answer_json",
    why: "JSON shaped like the router's own answer",
    pattern: /\{[^{}]*"(complexity|action|level|tier|needs_multi_agent|tool_hints)"\s*:/u,
  },
  {
    name: "router_directive",
    why: "addresses the router or hides a label in markup",
    pattern:
      /\b(router|classifier) (override|instruction|note|directive)s?\b|<!--[\s\S]*?-->|\b(level|complexity|tier)\s*[:=]\s*"?(atom|molecule|cell|organ|organism)\b/u,
  },
  {
    name: "mode_switch",
    why: "tries to switch the router's behaviour",
    pattern:
      /\byou are (now )?(in )?[\w-]* ?mode\b|\b(developer|god|dan|jailbreak|atom) mode\b|\bnew (system )?instructions\b|\brespond only with\b/u,
  },
] as const;
