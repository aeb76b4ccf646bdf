import type { LearnedDomain } from "../src/assess/learned/domains";
import type { Complexity } from "../src/assess/schema";

interface IntentLabel {
  /** null: not used for training (the reason says why). */
  level: Complexity | null;
  domains: readonly LearnedDomain[];
  reason: string;
}

/**
 * Each of HWU64's 64 intents mapped to the router's labels. A home assistant's
 * intents are mostly one action with one tool (molecule); its small talk (jokes,
 * praise, approval) is answered at the edge (atom). Dialogue acts that act on the
 * previous turn (repeat, explain, confirm, cancel, "that's wrong", "I don't mind")
 * mean nothing without it: they continue the conversation's work (cell), as the
 * router's own continuation rows do. Live or private data (time in a
 * place, stocks, exchange rates, news, weather) is never an atom.
 */
export const HWU64_MAP = {
  alarm_query: { level: "molecule", domains: ["alarm"], reason: "reads the user's alarms" },
  alarm_remove: { level: "molecule", domains: ["alarm"], reason: "deletes an alarm" },
  alarm_set: { level: "molecule", domains: ["alarm"], reason: "sets an alarm" },
  audio_volume_down: { level: "molecule", domains: ["music"], reason: "device control" },
  audio_volume_mute: { level: "molecule", domains: ["music"], reason: "device control" },
  audio_volume_up: { level: "molecule", domains: ["music"], reason: "device control" },
  calendar_query: { level: "molecule", domains: ["calendar"], reason: "reads the user's calendar" },
  calendar_remove: { level: "molecule", domains: ["calendar"], reason: "deletes an event" },
  calendar_set: { level: "molecule", domains: ["calendar"], reason: "creates an event" },
  cooking_recipe: { level: "molecule", domains: ["food"], reason: "a recipe lookup, long answer" },
  datetime_convert: { level: "molecule", domains: ["time"], reason: "time zones need a clock" },
  datetime_query: {
    level: "molecule",
    domains: ["time"],
    reason: "the current time needs a clock",
  },
  email_addcontact: {
    level: "molecule",
    domains: ["contacts", "email"],
    reason: "writes a contact",
  },
  email_query: { level: "molecule", domains: ["email"], reason: "reads the user's mail" },
  email_querycontact: { level: "molecule", domains: ["contacts"], reason: "reads a contact" },
  email_sendemail: { level: "molecule", domains: ["email"], reason: "sends mail" },
  general_affirm: { level: "atom", domains: [], reason: "approval of the last answer" },
  general_commandstop: {
    level: "cell",
    domains: [],
    reason: "stops or cancels what is under way: meaningful only with the earlier turns",
  },
  general_confirm: {
    level: "cell",
    domains: [],
    reason: "confirms the previous turn: meaningful only with it",
  },
  general_dontcare: {
    level: "cell",
    domains: [],
    reason: "answers the assistant's question: continues that turn's work",
  },
  general_explain: {
    level: "cell",
    domains: [],
    reason: "rephrases the previous answer, which it needs",
  },
  general_joke: { level: "atom", domains: [], reason: "a joke needs no tool" },
  general_negate: {
    level: "cell",
    domains: [],
    reason: "corrects the previous turn: meaningful only with it",
  },
  general_praise: { level: "atom", domains: [], reason: "praise and thanks" },
  general_quirky: {
    level: null,
    domains: [],
    reason: "crowd labels mix small talk with real requests ('drive the car and bring my friends')",
  },
  general_repeat: {
    level: "cell",
    domains: [],
    reason: "repeats the previous answer, which it needs",
  },
  iot_cleaning: { level: "molecule", domains: ["smart_home"], reason: "device control" },
  iot_coffee: { level: "molecule", domains: ["smart_home"], reason: "device control" },
  iot_hue_lightchange: { level: "molecule", domains: ["smart_home"], reason: "device control" },
  iot_hue_lightdim: { level: "molecule", domains: ["smart_home"], reason: "device control" },
  iot_hue_lightoff: { level: "molecule", domains: ["smart_home"], reason: "device control" },
  iot_hue_lighton: { level: "molecule", domains: ["smart_home"], reason: "device control" },
  iot_hue_lightup: { level: "molecule", domains: ["smart_home"], reason: "device control" },
  iot_wemo_off: { level: "molecule", domains: ["smart_home"], reason: "device control" },
  iot_wemo_on: { level: "molecule", domains: ["smart_home"], reason: "device control" },
  lists_createoradd: { level: "molecule", domains: ["lists"], reason: "writes a list" },
  lists_query: { level: "molecule", domains: ["lists"], reason: "reads the user's lists" },
  lists_remove: { level: "molecule", domains: ["lists"], reason: "edits a list" },
  music_likeness: { level: "molecule", domains: ["music"], reason: "saves a music preference" },
  music_query: { level: "molecule", domains: ["music"], reason: "reads what is playing" },
  music_settings: { level: "molecule", domains: ["music"], reason: "playback settings" },
  news_query: { level: "molecule", domains: ["news"], reason: "current events are live data" },
  play_audiobook: { level: "molecule", domains: ["music"], reason: "starts playback" },
  play_game: { level: "molecule", domains: [], reason: "starts a game app" },
  play_music: { level: "molecule", domains: ["music"], reason: "starts playback" },
  play_podcasts: { level: "molecule", domains: ["music"], reason: "starts playback" },
  play_radio: { level: "molecule", domains: ["music"], reason: "starts playback" },
  qa_currency: { level: "molecule", domains: ["currency"], reason: "exchange rates are live data" },
  qa_definition: { level: "atom", domains: ["reference"], reason: "a definition is a simple fact" },
  qa_factoid: { level: "atom", domains: [], reason: "a simple general fact" },
  qa_maths: { level: "atom", domains: ["reference"], reason: "simple arithmetic" },
  qa_stock: { level: "molecule", domains: ["finance"], reason: "stock prices are live data" },
  recommendation_events: { level: "molecule", domains: ["search"], reason: "live listings" },
  recommendation_locations: { level: "molecule", domains: ["maps", "search"], reason: "places" },
  recommendation_movies: { level: "molecule", domains: ["tv", "search"], reason: "live listings" },
  social_post: { level: "molecule", domains: ["social"], reason: "posts for the user" },
  social_query: { level: "molecule", domains: ["social"], reason: "reads the user's feeds" },
  takeaway_order: { level: "molecule", domains: ["food"], reason: "places an order" },
  takeaway_query: { level: "molecule", domains: ["food"], reason: "reads an order's status" },
  transport_query: { level: "molecule", domains: ["transport", "maps"], reason: "live schedules" },
  transport_taxi: { level: "molecule", domains: ["transport"], reason: "books a ride" },
  transport_ticket: {
    level: "molecule",
    domains: ["transport", "travel"],
    reason: "books a ticket",
  },
  transport_traffic: { level: "molecule", domains: ["transport", "maps"], reason: "live traffic" },
  weather_query: { level: "molecule", domains: ["weather"], reason: "weather is live data" },
} as const satisfies Record<string, IntentLabel>;

export type Hwu64Intent = keyof typeof HWU64_MAP;

/** The scenario of an intent (`transport_taxi` → `transport`), for leave-one-scenario-out. */
export function scenarioOf(intent: string): string {
  return intent.split("_")[0] ?? intent;
}
