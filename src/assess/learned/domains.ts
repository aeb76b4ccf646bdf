/**
 * The learned tier's domain labels and the retrieval words each one stands for.
 * A predicted domain becomes tool hints, so a message whose words differ from
 * the catalog's ("get me a lyft" vs a "rideshare" tool) still finds its tools.
 * Pure data: the trainer and the runtime read the same table.
 */
export const LEARNED_DOMAINS = {
  email: { hints: ["email", "mail", "inbox"], reason: "messages sent or read by e-mail" },
  calendar: { hints: ["calendar", "event", "meeting"], reason: "events, meetings, schedules" },
  messaging: { hints: ["message", "chat", "channel"], reason: "Slack, Teams, SMS and chat apps" },
  code: { hints: ["code", "repository", "pull request"], reason: "source code and reviews" },
  ci: { hints: ["deploy", "pipeline", "workflow"], reason: "builds, deployments, rollbacks" },
  issues: { hints: ["issue", "ticket"], reason: "issue trackers and tickets" },
  docs: { hints: ["page", "document", "notes"], reason: "wikis, pages and documents" },
  payments: { hints: ["payment", "refund", "invoice"], reason: "charges, refunds, invoices" },
  finance: { hints: ["finance", "stock", "account balance"], reason: "banking, stocks, budgets" },
  currency: { hints: ["currency", "exchange rate", "convert"], reason: "money conversion" },
  database: { hints: ["database", "sql", "query"], reason: "queries over tables" },
  crm: { hints: ["crm", "customer", "lead", "contact"], reason: "customers, leads, deals" },
  travel: { hints: ["travel", "flight", "hotel", "booking"], reason: "flights, hotels, trips" },
  transport: {
    hints: ["ride", "rideshare", "taxi", "transit", "ticket"],
    reason: "taxis, rideshare, trains, buses",
  },
  maps: { hints: ["directions", "route", "places", "map"], reason: "routes and places nearby" },
  weather: { hints: ["weather", "forecast"], reason: "current weather and forecasts" },
  search: { hints: ["search", "web"], reason: "looking things up on the web" },
  news: { hints: ["news", "headlines", "search"], reason: "current events" },
  monitoring: { hints: ["monitor", "metrics", "incident"], reason: "metrics, alerts, incidents" },
  storage: { hints: ["file", "upload", "drive"], reason: "files and shared folders" },
  spreadsheet: { hints: ["spreadsheet", "sheet", "rows"], reason: "sheets and worksheets" },
  memory: { hints: ["memory"], reason: "saved preferences and earlier work" },
  platform: { hints: ["platform", "agents", "tools"], reason: "the workspace itself" },
  music: { hints: ["music", "play", "audio", "playlist"], reason: "playback and audio" },
  smart_home: { hints: ["device", "lights", "home"], reason: "lights, plugs, appliances" },
  alarm: { hints: ["alarm", "reminder", "timer"], reason: "alarms, timers, reminders" },
  time: { hints: ["time", "time zone", "clock", "date"], reason: "clocks, dates, time zones" },
  lists: { hints: ["list", "todo", "task"], reason: "to-do and shopping lists" },
  food: { hints: ["food", "order", "restaurant", "recipe"], reason: "takeaway, recipes" },
  shopping: { hints: ["order", "buy", "product"], reason: "purchases and orders" },
  social: { hints: ["post", "social"], reason: "social networks" },
  contacts: { hints: ["contact", "address book"], reason: "people's details" },
  sports: { hints: ["sports", "scores", "league", "match"], reason: "scores, fixtures, standings" },
  tv: { hints: ["tv", "shows", "movies", "streaming"], reason: "listings, showtimes, streaming" },
  health: {
    hints: ["health", "fitness", "activity", "nutrition", "medication"],
    reason: "workouts, sleep, calories, medicines",
  },
  car: {
    hints: ["car", "vehicle", "fuel", "maintenance"],
    reason: "the user's vehicle: fuel, tyres, servicing, charging",
  },
  hr: {
    hints: ["time off", "payroll", "benefits", "hr"],
    reason: "leave, pay, tax forms, benefits at work",
  },
  reference: {
    hints: ["dictionary", "definition", "translate", "calculate", "convert"],
    reason: "definitions, translations, sums, units",
  },
} as const satisfies Record<string, { hints: readonly string[]; reason: string }>;

export type LearnedDomain = keyof typeof LEARNED_DOMAINS;
export const DOMAIN_NAMES = Object.keys(LEARNED_DOMAINS) as LearnedDomain[];
