/**
 * Query expansions: what users say → how vendors describe it. Applied to request
 * terms only (after stemming), at a reduced weight, so a direct hit still wins.
 * Every entry exists because the two vocabularies differ in real catalogs; the
 * comment above each says how (comments, so the reasons stay out of the bundle).
 */
// biome-ignore format: a lookup table
export const SYNONYMS: Record<string, readonly string[]> = {
  // PR is how people say pull request
  pr: ["pull", "request"],
  // plural of PR
  prs: ["pull", "request"],
  // GitLab's merge requests
  mr: ["merge", "request"],
  // mail and email are one domain
  mail: ["email"],
  // vendors say mail or message
  email: ["mail", "messag"],
  // the inbox holds email messages
  inbox: ["email", "messag"],
  // trackers call tickets issues
  ticket: ["issu"],
  // bugs are filed as issues
  bug: ["issu"],
  // tasks live in trackers as issues
  task: ["issu"],
  // meetings are calendar events
  meeting: ["event", "calendar"],
  // a call is a meeting
  call: ["meeting", "event"],
  // invites are events with attendees
  invit: ["event", "attende"],
  // slots are free time
  slot: ["free", "availabl"],
  // free time is availability
  free: ["availabl", "slot"],
  // scheduling creates events
  schedul: ["event", "creat"],
  // booking is reserving
  book: ["reserv", "book"],
  // reserving is booking
  reserv: ["book"],
  // hotels are accommodation
  hotel: ["accommod", "room"],
  // flights are air fares
  flight: ["air", "fare"],
  // deploys are releases
  deploy: ["deploy", "releas"],
  // shipping is deploying
  ship: ["deploy", "releas"],
  // rollbacks redeploy an earlier version
  rollback: ["revert", "deploy"],
  // DMs are direct messages
  dm: ["direct", "messag"],
  // posting sends a message
  post: ["messag", "send"],
  // telling someone sends a message
  tell: ["messag", "send"],
  // pinging sends a message
  ping: ["messag", "send"],
  // docs are documents or pages
  doc: ["document", "page"],
  // wikis are pages
  wiki: ["page", "knowledg"],
  // runbooks are pages
  runbook: ["page", "document"],
  // notes are pages
  note: ["page", "document"],
  // refunds reverse charges
  refund: ["charg", "payment"],
  // bills are invoices
  bill: ["invoic"],
  // revenue is payments
  revenu: ["payment", "charg"],
  // customers are contacts
  customer: ["custom", "contact"],
  // leads are prospects
  lead: ["prospect", "contact"],
  // CRMs call deals opportunities
  deal: ["opportun"],
  // error trackers group errors into issues
  error: ["issu", "exception"],
  // alerts come from monitors
  alert: ["monitor", "incident"],
  // paging opens an incident
  page: ["incident", "page"],
  // on-call is an incident schedule
  oncal: ["incident", "schedul"],
  // logs are events
  log: ["log", "event"],
  // metrics are queried
  metric: ["metric", "queri"],
  // sheets are spreadsheets
  sheet: ["spreadsheet", "row"],
  // spreadsheets hold rows
  spreadsheet: ["sheet", "row"],
  // files are documents
  file: ["document", "upload"],
  // folders hold files
  folder: ["file", "director"],
  // SQL queries databases
  sql: ["queri", "databas"],
  // tables live in databases
  tabl: ["queri", "databas"],
  // forecasts are weather
  forecast: ["weather"],
  // asking about an umbrella is asking about rain
  umbrella: ["weather", "forecast", "rain"],
  // how hot it is, is the weather
  hot: ["weather", "temperatur"],
  // how cold it is, is the weather
  cold: ["weather", "temperatur"],
  // French: temps (weather)
  temp: ["weather", "forecast"],
  // a sync is a meeting
  sync: ["meeting", "event"],
  // focus time is a calendar block
  focu: ["event", "calendar"],
  // spots are places
  spot: ["place", "nearbi"],
  // restaurants are places
  restaurant: ["place", "nearbi"],
  // columns are a table's schema
  column: ["schema", "tabl", "describ"],
  // SELECT is a SQL query
  select: ["queri", "sql"],
  // a link is a page to fetch
  link: ["url", "page", "fetch"],
  // directions are routes
  direction: ["rout", "map"],
  // remembering reads memory
  remember: ["memori", "prefer"],
  // the usual is a saved preference
  usual: ["prefer", "memori"],
  // preferences are saved in memory
  prefer: ["memori", "prefer"],
  // Spanish: flight
  vuelo: ["flight"],
  // French: flight
  vol: ["flight"],
  // German: flight
  flug: ["flight"],
  // Spanish: email
  correo: ["email"],
  // French: email
  courriel: ["email"],
  // Spanish: meeting
  reunión: ["meeting", "event"],
  // French: meeting
  réunion: ["meeting", "event"],
  // German: appointment
  termin: ["meeting", "event"],
  // French: hotel
  hôtel: ["hotel"],
  // Spanish: invoice
  factura: ["invoic"],
  // French: invoice
  factur: ["invoic"],
  // German: invoice
  rechnung: ["invoic"],
  // German: alerts
  alarm: ["alert", "monitor"],
  // Everyday words that consumer catalogs describe in their own terms.
  ...currencyNames(["euro", "pound", "yen", "dollar", "peso", "rupe", "rubl", "franc", "yuan"]),
  // what hour it is, is the time
  hour: ["time", "clock"],
  // jams are traffic
  jam: ["traffic"],
  // congestion is traffic
  congestion: ["traffic"],
  // fuel is gas, asked about by price
  fuel: ["gas", "pric"],
  // British: gas
  petrol: ["gas", "fuel"],
  // diesel is fuel
  diesel: ["gas", "fuel"],
  // outlets take plugs
  outlet: ["plug", "voltag"],
  // sockets take plugs
  socket: ["plug", "voltag"],
  // travel adapters fit plugs
  adapter: ["plug", "voltag"],
  // a place to stay is lodging
  stai: ["hotel", "accommod"],
  // lodging is hotels
  lodg: ["hotel", "accommod"],
  // rentals are lodging
  airbnb: ["hotel", "accommod"],
  // percentages are arithmetic
  percent: ["calculat", "arithmetic"],
  // a cab is a ride
  cab: ["ride", "rideshar", "taxi"],
  // a taxi is a ride
  taxi: ["ride", "rideshar", "cab"],
  // Uber is a rideshare brand
  uber: ["ride", "rideshar", "taxi"],
  // Lyft is a rideshare brand
  lyft: ["ride", "rideshar", "taxi"],
  // a language's word for something is a translation
  french: ["translat", "languag"],
  // a language's word for something is a translation
  german: ["translat", "languag"],
  // a language's word for something is a translation
  spanish: ["translat", "languag"],
  // a language's word for something is a translation
  italian: ["translat", "languag"],
  // How people ask a consumer assistant, against how its integrations describe themselves.
  // buses are public transit
  bus: ["transit", "departure"],
  // trains are public transit
  train: ["transit", "departure"],
  // the subway is public transit
  subway: ["transit", "departure"],
  // the metro is public transit
  metro: ["transit", "departure"],
  // trams are public transit
  tram: ["transit", "departure"],
  // flying is a flight
  fly: ["flight", "airfare"],
  // planes are flights
  plane: ["flight"],
  // how it is on a bridge is traffic
  bridge: ["traffic"],
  // a commute is traffic on a route
  commute: ["traffic", "route"],
  // highways carry traffic
  highway: ["traffic", "route"],
  // the nearest one is a place nearby
  nearest: ["nearby", "place", "business"],
  // the closest one is a place nearby
  closest: ["nearby", "place", "business"],
  // shares are stock
  shares: ["stock", "quote"],
  // tickers name stocks
  ticker: ["stock", "quote"],
  // an exchange's index is the stock market
  nasdaq: ["stock", "market"],
  // Bitcoin is a cryptocurrency
  bitcoin: ["crypto", "coin", "price"],
  // BTC is Bitcoin
  btc: ["crypto", "coin", "price"],
  // Ethereum is a cryptocurrency
  ethereum: ["crypto", "coin", "price"],
  // Dogecoin is a cryptocurrency
  dogecoin: ["crypto", "coin", "price"],
  // a savings account has a balance
  savings: ["account", "balance"],
  // spending is transactions
  spend: ["transaction", "purchase"],
  // spending is transactions
  spent: ["transaction", "purchase"],
  // calories are nutrition facts
  calories: ["nutrition", "nutrient"],
  // carbohydrates are nutrition facts
  carbs: ["nutrition", "nutrient"],
  // protein is a nutrient
  protein: ["nutrition", "nutrient"],
  // things to buy are products
  headphones: ["product", "shop"],
  // things to buy are products
  charger: ["product", "shop"],
  // Not "track": trackers of work ("track issues") would answer an npm package.
  // packages are shipments
  package: ["shipment", "delivery", "parcel"],
  // parcels are shipments
  parcel: ["shipment", "delivery"],
  // delivery is tracked
  delivered: ["shipment", "delivery"],
  // a carrier's box is a shipment
  fedex: ["shipment", "carrier"],
  // a carrier's box is a shipment
  usps: ["shipment", "carrier"],
  // the heating is the thermostat
  heat: ["temperature", "thermostat"],
  // the heating is the thermostat
  heating: ["temperature", "thermostat"],
  // air conditioning is the thermostat
  ac: ["temperature", "thermostat", "cooling"],
  // warmer is a temperature
  warmer: ["temperature", "thermostat"],
  // cooler is a temperature
  cooler: ["temperature", "thermostat"],
  // unlocking sets a lock
  unlock: ["lock", "door"],
  // doors have smart locks
  door: ["lock"],
  // songs are music tracks
  song: ["music", "track", "play"],
  // songs are music tracks
  songs: ["music", "track", "play"],
  // playlists are music
  playlist: ["music", "play"],
  // a genre asks for music
  jazz: ["music", "play", "genre"],
  // skipping controls playback
  skip: ["playback", "track", "next"],
  // louder is volume
  louder: ["playback", "volume"],
  // episodes are podcasts
  episode: ["podcast"],
  // waking is an alarm
  wake: ["alarm"],
  // dialling places a call
  dial: ["call", "phone"],
  // phoning is calling
  phone: ["call"],
  // wind is weather
  windy: ["weather", "wind", "current"],
  // rain is weather
  rain: ["weather", "forecast", "precipitation"],
  // snow is weather
  snow: ["weather", "forecast", "precipitation"],
  // who won is a score
  win: ["score", "game", "sports"],
  // who won is a score
  won: ["score", "game", "sports"],
  // who is winning is a score
  winning: ["score", "game", "sports"],
  // Not "schedule" here: a calendar's tools have it. No "channel" (Slack's), "room" (a meeting's),
  // "volume" (a disk's), "checking" (logs), "say", "mean" or "pause": work means them too.
  // what is playing is a listing
  playing: ["showtime", "listing"],
  // movies have showtimes
  movie: ["showtime", "film", "cinema"],
  // movies have showtimes
  movies: ["showtime", "film", "cinema"],
  // TV has listings
  tv: ["television", "show", "listing"],
  // a language's word for something is a translation
  japanese: ["translate", "language"],
  // a language's word for something is a translation
  chinese: ["translate", "language"],
  // what a word means is its definition
  meaning: ["definition", "dictionary"],
  // kilometres are a unit
  km: ["convert", "unit"],
  // miles are a unit
  miles: ["convert", "unit"],
  // litres are a unit
  liter: ["convert", "unit"],
  // cups are a unit
  cups: ["convert", "unit"],
  // pounds are a unit
  pounds: ["convert", "unit"],
  // roots are arithmetic
  sqrt: ["calculate", "math", "expression"],
  // walking is activity
  walk: ["activity", "steps", "fitness"],
  // walking is activity
  walked: ["activity", "steps", "fitness"],
  // steps are activity
  steps: ["activity", "fitness"],
  // falling asleep is sleep data
  asleep: ["sleep"],
  // pills are medication
  pill: ["medication", "dose"],
  // pills are medication
  pills: ["medication", "dose"],
  // meds are medication
  meds: ["medication", "dose"],
  // insulin is medication
  insulin: ["medication", "dose"],
  // whether places are closed is holidays or opening hours
  closed: ["holiday", "hours"],
  // holidays are public holidays
  holiday: ["holiday", "public"],
  // Everyday words for a consumer or workplace integration's own terms (2026-12-04).
  // a fare is often an air fare (not "flight": a bus or ferry fare would pull in flights)
  fare: ["airfare"],
  // a nonstop is a direct flight
  nonstop: ["flight", "direct"],
  // a backlog is a list of tasks
  backlog: ["task", "todo"],
  // tix are tickets
  tix: ["ticket", "event"],
  // a reimbursement is an expense claim
  reimburse: ["expense"],
  // receipts go into expense reports
  receipt: ["expense"],
  // a paycheck is payroll and its pay stub
  paycheck: ["payroll", "paystub", "pay"],
  // vacation days are time off
  vacay: ["vacation", "time", "off"],
  // PTO is paid time off
  pto: ["time", "off", "leave"],
  // KPIs live on dashboards
  kpi: ["dashboard", "metric"],
  // KPIs live on dashboards
  kpis: ["dashboard", "metric"],
  // the help desk takes support tickets
  helpdesk: ["ticket", "support"],
  // a signature is asked for with an envelope (not "sign": a zodiac sign, a chef's signature dish)
  signature: ["envelope"],
  // brunch is eaten at restaurants
  brunch: ["restaurant", "food"],
  // zodiac signs have horoscopes
  zodiac: ["horoscope", "astrology"],
  // a retrograde is astrology
  retrograde: ["horoscope", "astrology"],
};

/** Stemmed currency names: naming one asks about exchange ("how many euros would 200 pounds get me"). */
function currencyNames(stems: readonly string[]) {
  const entry = ["currenci", "exchang"];
  return Object.fromEntries(stems.map((name) => [name, entry]));
}
