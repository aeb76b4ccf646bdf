import { describe, expect, it } from "vitest";
import { stem } from "../../src/assess/stem";
import { Catalog } from "../../src/catalog/catalog";
import { terms } from "../../src/catalog/tokens";

const TOOLS = [
  {
    name: "GMAIL_SEND_EMAIL",
    description: "Send an email message from the connected Gmail account.",
    category: "email",
  },
  {
    name: "OUTLOOK_SEND_MAIL",
    description: "Send a mail message through Outlook.",
    category: "email",
  },
  {
    name: "GITHUB_CREATE_PULL_REQUEST",
    description: "Open a pull request between two branches.",
    category: "code",
  },
  {
    name: "JIRA_CREATE_ISSUE",
    description: "Create a new issue in a Jira project.",
    category: "issues",
  },
  {
    name: "GOOGLECALENDAR_CREATE_EVENT",
    description: "Create a calendar event with attendees.",
    category: "calendar",
  },
  {
    name: "BOOKING_RESERVE_HOTEL",
    description: "Reserve a hotel room for given dates.",
    category: "travel",
  },
  { name: "WEB_SEARCH", description: "Search the public web.", category: "search" },
  {
    name: "MEMORY_SEARCH",
    description: "Search the user's saved preferences and earlier conversations.",
    category: "memory",
  },
];
const AGENTS = [
  {
    id: "a1",
    name: "mail-assistant",
    description: "Drafts and sends email.",
    is_active: true,
    skills: ["email", "inbox"],
  },
  {
    id: "a2",
    name: "devops",
    description: "Deploys and reviews code.",
    is_active: true,
    skills: ["github", "deploy"],
  },
  {
    id: "a3",
    name: "travel-planner",
    description: "Books flights and hotels.",
    is_active: false,
    skills: ["travel", "hotel"],
  },
];
const catalog = new Catalog(TOOLS, AGENTS);
/** A stand-in tagger's reading: sure of these domains, guessing none. */
const sure = (names: string[]) => ({ sure: names, guessed: [] as string[] });
const names = (text: string, extra: Partial<Parameters<Catalog["rankTools"]>[0]> = {}) =>
  catalog.rankTools({ text, ...extra }).map((t) => t.name);

describe("stemming and terms", () => {
  it.each([
    ["meetings", "meeting"],
    ["booking", "book"],
    ["booked", "book"],
    ["scheduled", "schedule"],
    ["issues", "issue"],
  ])("%s and %s share a stem", (a, b) => {
    expect(stem(a)).toBe(stem(b));
  });

  it("drops stopwords and splits tool names", () => {
    expect(terms("Please send the EMAIL to my boss")).toEqual(["send", "email", "boss"]);
    expect(terms("GITHUB_CREATE_PULL_REQUEST".replace(/_/g, " "))).toEqual([
      "github",
      "creat",
      "pull",
      "request",
    ]);
  });
});

describe("tool ranking (BM25 with synonyms)", () => {
  it("ranks the tools a request names first", () => {
    expect(names("send an email to dana")[0]).toMatch(/GMAIL_SEND_EMAIL|OUTLOOK_SEND_MAIL/);
    expect(names("open a PR for the fix")[0]).toBe("GITHUB_CREATE_PULL_REQUEST");
    expect(names("file a ticket about the crash")[0]).toBe("JIRA_CREATE_ISSUE");
    expect(names("set up a meeting with Ana on Friday")[0]).toBe("GOOGLECALENDAR_CREATE_EVENT");
  });

  it("finds consumer tools described in other words", () => {
    const consumer = new Catalog(
      [
        {
          name: "FX_CONVERT",
          description: "Convert an amount using currency exchange rates.",
          category: "finance",
        },
        {
          name: "RIDESHARE_REQUEST",
          description: "Request a rideshare car.",
          category: "transport",
        },
        {
          name: "PLUG_TYPE",
          description: "Power plug type and voltage of a country.",
          category: "travel",
        },
        { name: "GAS_PRICES", description: "Gas prices at nearby stations.", category: "car" },
        { name: "WORLD_CLOCK", description: "Current local time in a city.", category: "time" },
        { name: "WEB_SEARCH", description: "Search the public web.", category: "search" },
      ],
      [],
    );
    const top = (text: string) => consumer.rankTools({ text }).map((t) => t.name)[0];
    expect(top("how many euros would 200 pounds get me")).toBe("FX_CONVERT");
    expect(top("can you get me an uber downtown")).toBe("RIDESHARE_REQUEST");
    expect(top("what kind of outlet do they use in italy")).toBe("PLUG_TYPE");
    expect(top("where's the cheapest petrol around here")).toBe("GAS_PRICES");
    expect(top("what hour is it in sydney")).toBe("WORLD_CLOCK");
  });

  it("lifts tools in the request's domains, tagging each tool once per catalog", () => {
    const tagged: string[] = [];
    // A stand-in classifier: the catalog's logic is under test, not the learned head.
    const tag = (text: string) => {
      tagged.push(text);
      return sure(
        /equity|quote|shares/.test(text)
          ? ["finance"]
          : /fares|airports/.test(text)
            ? ["travel"]
            : [],
      );
    };
    const markets = new Catalog(
      [
        {
          name: "TICKER_BARS",
          description: "Return intraday OHLC bars for an equity symbol.",
          category: null,
        },
        { name: "SKY_FARES", description: "Search fares between two airports.", category: null },
        { name: "NOTES_ADD", description: "Add a note about today.", category: null },
      ],
      [],
    );
    const rank = (text: string, names: string[]) =>
      markets.rankTools({ text, domains: { names, tag } }).map((t) => t.name);
    expect(markets.rankTools({ text: "did nvidia go up today" }).map((t) => t.name)).toEqual([
      "NOTES_ADD",
    ]);
    expect(tagged).toEqual([]);
    expect(rank("did nvidia go up today", ["finance"])[0]).toBe("TICKER_BARS");
    expect(rank("nonstops from sfo to tokyo", ["travel"])).toEqual(["SKY_FARES"]);
    // A word the user wrote still counts: the domain breaks ties, it does not bury a named tool.
    expect(rank("add a note about the fares", ["travel"])).toContain("NOTES_ADD");
    // Each tool twice, whole and by its name and category alone, once per catalog.
    expect(tagged).toHaveLength(6);
    expect(tagged.slice(0, 2)).toEqual([
      "ticker bars  Return intraday OHLC bars for an equity symbol.",
      "ticker bars ",
    ]);
  });

  it("tags a tool by its name when its description hides the domain", () => {
    const tag = (text: string) =>
      sure(/^\S+ uber/.test(`x ${text}`) && text.length < 30 ? ["transport"] : []);
    const rides = new Catalog(
      [
        {
          name: "UBER_REQUEST_TRIP",
          description: "Creates a trip request between pickup and drop-off coordinates.",
          category: null,
        },
        { name: "NOTES_ADD", description: "Add a note.", category: null },
      ],
      [],
    );
    expect(rides.toolDomains(tag)).toEqual([sure(["transport"]), sure([])]);
    expect(
      rides.rankTools({ text: "get me a lyft", domains: { names: ["transport"], tag } })[0]?.name,
    ).toBe("UBER_REQUEST_TRIP");
  });

  // Thirty unrelated tools give the words realistic weights (BM25's idf).
  const padding = Array.from({ length: 30 }, (_, i) => ({
    name: `WIDGET_${i}`,
    description: `Manage widget settings ${i}.`,
    category: null,
  }));

  it("weighs a predicted domain over a shared word, a guessed one less", () => {
    const tag = (text: string) => sure(text.startsWith("ride") ? ["transport"] : []);
    const catalog = new Catalog(
      [
        { name: "PHONE_CALL", description: "Place a phone call to a number.", category: null },
        { name: "RIDE_REQUEST", description: "Book a pickup at an address.", category: null },
        ...padding,
      ],
      [],
    );
    const rank = (guessed?: boolean) =>
      catalog
        .rankTools({
          text: "call me a cab",
          domains: guessed === undefined ? undefined : { names: ["transport"], tag, guessed },
        })
        .map((t) => t.name);
    expect(rank()).toEqual(["PHONE_CALL", "RIDE_REQUEST"]);
    expect(rank(false)).toEqual(["RIDE_REQUEST", "PHONE_CALL"]);
    expect(rank(true)).toEqual(["PHONE_CALL", "RIDE_REQUEST"]);
  });

  it("keeps a tool of the request's domains however weak its words", () => {
    const tag = (text: string) => sure(text.startsWith("fare") ? ["travel"] : []);
    const catalog = new Catalog(
      [
        { name: "FARE_SEARCH", description: "Search airfares.", category: null },
        {
          name: "SHOW_TIMES",
          description: "Show times for the show tonight at the venue.",
          category: null,
        },
        ...padding,
      ],
      [],
    );
    const rank = (names: string[]) =>
      catalog
        .rankTools({
          text: "show times tonight at the venue",
          domains: { names, tag, guessed: true },
        })
        .map((t) => t.name);
    // A guessed domain adds 2 against a best score of ~16: under the 20 % cutoff, kept anyway.
    expect(rank([])).toEqual(["SHOW_TIMES"]);
    expect(rank(["travel"])).toEqual(["SHOW_TIMES", "FARE_SEARCH"]);
  });

  it("lifts a tool whose domain was only guessed less, and not past the cutoff", () => {
    // Read by its name alone, "ticker bars" is a poor guess at music.
    const tag = (text: string) =>
      text.startsWith("ticker")
        ? { sure: [], guessed: ["music"] }
        : sure(text.startsWith("jazz") ? ["music"] : []);
    const catalog = new Catalog(
      [
        { name: "TICKER_BARS", description: "Intraday bars for a symbol.", category: null },
        { name: "JAZZ_RADIO", description: "Stream a jazz station.", category: null },
        { name: "PLAY_SONG", description: "Play a song by title.", category: null },
        ...padding,
      ],
      [],
    );
    const rank = (text: string) =>
      catalog.rankTools({ text, domains: { names: ["music"], tag } }).map((t) => t.name);
    // The words score ~13: a tool sure of the domain stays a candidate whatever its score;
    // one that only guessed it gains 2, under the 20 % cutoff, and is dropped.
    expect(rank("play the song titled upbeat")).toEqual(["PLAY_SONG", "JAZZ_RADIO"]);
    // With no word in common, the guess still breaks the tie under the sure tool.
    expect(rank("something for a rainy evening")).toEqual(["JAZZ_RADIO", "TICKER_BARS"]);
    // A guess on both sides counts for less than a guess on one: the sure tool stays first.
    const guessedRequest = catalog
      .rankTools({
        text: "something for a rainy evening",
        domains: { names: ["music"], tag, guessed: true },
      })
      .map((t) => [t.name, t.score]);
    expect(guessedRequest).toEqual([
      ["JAZZ_RADIO", 2],
      ["TICKER_BARS", 1],
    ]);
  });

  it("orders the tools a domain alone lifted by that domain's words", () => {
    const finance = new Catalog(
      [
        {
          name: "BANK_BALANCE",
          description: "Return a deposit account's balance.",
          category: null,
        },
        { name: "LOAN_CALC", description: "Compute a loan's monthly instalment.", category: null },
        { name: "STOCK_QUOTE", description: "Return the latest trade price.", category: null },
      ],
      [],
    );
    const tag = () => sure(["finance"]);
    const rank = (words?: string[]) =>
      finance
        .rankTools({ text: "did nvidia go up", domains: { names: ["finance"], tag, words } })
        .map((t) => t.name);
    expect(rank()).toEqual(["BANK_BALANCE", "LOAN_CALC", "STOCK_QUOTE"]);
    expect(rank(["stock", "finance"])[0]).toBe("STOCK_QUOTE");
  });

  it("reads everyday words for shipments, transit, thermostats, playback and crypto", () => {
    const home = new Catalog(
      [
        {
          name: "TRACK_SHIPMENT",
          description: "Track a shipment by carrier.",
          category: "shopping",
        },
        {
          name: "TRANSIT_DEPARTURES",
          description: "Next transit departures.",
          category: "transport",
        },
        {
          name: "SET_THERMOSTAT",
          description: "Set the thermostat temperature.",
          category: "home",
        },
        { name: "PLAYBACK", description: "Control playback: next, previous.", category: "music" },
        { name: "COIN_PRICE", description: "Price of a crypto coin.", category: "finance" },
        { name: "ISSUES", description: "Search tracked issues.", category: "work" },
      ],
      [],
    );
    const top = (text: string) => home.rankTools({ text }).map((t) => t.name)[0];
    expect(top("where's my fedex parcel")).toBe("TRACK_SHIPMENT");
    expect(top("when's the next bus downtown")).toBe("TRANSIT_DEPARTURES");
    expect(top("bump the heat up a bit")).toBe("SET_THERMOSTAT");
    expect(top("skip this one")).toBe("PLAYBACK");
    expect(top("what's bitcoin at")).toBe("COIN_PRICE");
    // A software package is no parcel: no expansion toward tracking.
    expect(home.rankTools({ text: "bump the package version" }).map((t) => t.name)).not.toContain(
      "ISSUES",
    );
  });

  it("reads everyday words for fares, tickets, expenses, time off and dashboards", () => {
    const work = new Catalog(
      [
        { name: "SEARCH_FLIGHTS", description: "Search airfare between airports.", category: null },
        { name: "EVENT_TICKETS", description: "Find tickets for live events.", category: null },
        {
          name: "CREATE_EXPENSE",
          description: "File an expense with a receipt image.",
          category: null,
        },
        {
          name: "TIME_OFF_BALANCE",
          description: "Get an employee's time off balance.",
          category: null,
        },
        { name: "RUN_DASHBOARD", description: "Run a BI dashboard.", category: null },
        { name: "SET_LIGHT", description: "Set a light's brightness and color.", category: null },
        {
          name: "TRANSIT_TRIP",
          description: "Plan trips on buses, trains and ferries.",
          category: null,
        },
        ...padding,
      ],
      [],
    );
    const top = (text: string) => work.rankTools({ text }).map((t) => t.name)[0];
    expect(top("what are fares looking like to denver")).toBe("SEARCH_FLIGHTS");
    expect(top("tix for the eras tour")).toBe("EVENT_TICKETS");
    expect(top("get me reimbursed for the $38 uber")).toBe("CREATE_EXPENSE");
    expect(top("how much pto do i have left")).toBe("TIME_OFF_BALANCE");
    expect(top("show me the kpis for q2")).toBe("RUN_DASHBOARD");
    // Words with an everyday sense get no expansion: dim sum, a pencil, a pump, a car's seats.
    expect(top("where can i get dim sum near me")).not.toBe("SET_LIGHT");
    expect(top("ferry fare to staten island")).not.toBe("SEARCH_FLIGHTS");
  });

  it("prefers the vendor the user names", () => {
    expect(names("send it with outlook")[0]).toBe("OUTLOOK_SEND_MAIL");
  });

  it("boosts hints", () => {
    expect(names("sort this out", { hints: ["travel"] })[0]).toBe("BOOKING_RESERVE_HOTEL");
  });

  it("always appends core tools, never exceeds the limit, never repeats a tool", () => {
    const ranked = names("send an email", {
      core: ["WEB_SEARCH", "MEMORY_SEARCH", "NOT_IN_CATALOG"],
    });
    expect(ranked.slice(-2)).toEqual(["WEB_SEARCH", "MEMORY_SEARCH"]);
    expect(ranked).not.toContain("NOT_IN_CATALOG");
    expect(new Set(ranked).size).toBe(ranked.length);
    const many = new Catalog(
      Array.from({ length: 40 }, (_, i) => ({
        name: `MAIL_TOOL_${i}`,
        description: "send email",
        category: "email",
      })),
      [],
    );
    const limited = many.rankTools({ text: "send email", core: ["MAIL_TOOL_39"] });
    expect(limited).toHaveLength(15);
    expect(limited.at(-1)?.name).toBe("MAIL_TOOL_39");
  });

  it("returns only core tools when nothing matches, and nothing for an empty catalog", () => {
    expect(names("zzzz qqqq", { core: ["WEB_SEARCH"] })).toEqual(["WEB_SEARCH"]);
    expect(new Catalog([], []).rankTools({ text: "send email", core: ["WEB_SEARCH"] })).toEqual([]);
  });

  it("is deterministic", () => {
    expect(names("email the hotel booking to dana")).toEqual(
      names("email the hotel booking to dana"),
    );
  });
});

describe("agent choice", () => {
  it("picks the active agent whose skills fit", () => {
    expect(catalog.pickAgent("send an email to my inbox contacts")?.agent.name).toBe(
      "mail-assistant",
    );
    expect(catalog.pickAgent("deploy the github branch")?.agent.name).toBe("devops");
  });

  it("never picks an inactive agent, and picks none without evidence", () => {
    expect(catalog.pickAgent("book a hotel for the travel")?.agent.name).not.toBe("travel-planner");
    expect(catalog.pickAgent("zzzz")).toBeNull();
  });
});

describe("vendors", () => {
  it("are the catalog's name prefixes, minus generic words", () => {
    expect([...catalog.vendors].sort()).toEqual([
      "booking",
      "github",
      "gmail",
      "googlecalendar",
      "jira",
      "outlook",
    ]);
  });
});
