import { describe, expect, it } from "vitest";
import { applyRules } from "../../src/assess/rules";

const needsMemory = (message: string) => applyRules({ message }).needsMemory;

describe("earlier work asked back or edited without being carried (lexicon-recall.ts)", () => {
  // biome-ignore format: table
  it.each([
    // the assistant's or the user's earlier words, asked back
    "which podcast did you recommend for my commute", "what name did you give me for the puppy",
    "when did i say my lease ends?", "remind me why we dropped the second venue",
    "i'm going with your suggestion on the green tiles, what paint matches?",
    // the same again, a fix that did not take, an earlier conversation
    "same routine as tuesday for the kids' lunches", "fix the formula again, it's off",
    "the test still fails after your patch", "based on our recent conversations, what should i read next",
    // edits of a piece of work the message does not carry
    "add a vegetarian option to the dinner menu", "swap the museum in the itinerary for a food tour",
    "turn the outline into a two-minute speech", "your estimate for the fence is way off",
    "respect my no-meetings-before-ten rule when you plan the week",
    "take the second paragraph out of the cover letter", "rename the dog to biscuit throughout",
    "move the boat tour on day 3 to the morning", "make the reply to the landlord sound friendlier",
    // a piece of work by its day, or set back as it was
    "rerun yesterday's numbers with the new rate", "pull up the draft from tuesday",
    "stick with the plan from monday's call", "change the title back", "add the quote from the ceo back in",
    // the same as before, asked for
    "keep the same intro", "can you use the same format", "book it for the same time next week",
    "can we keep the same intro and just change the ending", "can i keep the same outline but make it funnier",
    "schedule the standup and the retro at the same time next week",
    // said or done before, in the past tense as written
    "the plan we discussed on monday", "which wine did you recommend with the lamb", "what you mentioned yesterday",
  ])("%j needs memory", (message) => {
    expect(needsMemory(message)).toBe(true);
  });

  // biome-ignore format: table
  it.each([
    // one tool's work: a list, a playlist, a contact, a reminder, a rollback
    "add this song to my running playlist", "add eggs to my shopping list", "add a column to the budget sheet",
    "what's my brother's phone number again", "remind me of my dentist appointment tomorrow",
    "roll the api back to the previous version", "remove lisbon from my travel itinerary",
    "how far was yesterday's run", "about that, no idea honestly",
    "add priya and tom to the monday standup invite",
    // small talk and errands a review found among the first version's matches
    "did i tell you i got a puppy?", "it's still too hot outside ugh", "we found out we're having a girl!!",
    "my workout was brutal but fun", "i cried at the end of that story", "about that time i fell off my bike lol",
    "yesterday's workout destroyed me lol", "my previous meeting ran late", "we shared dinner last night",
    "what's wrong with your math lol", "i took your advice and went to bed early", "check the weather again",
    "run the dishwasher again", "drop the kids off for day one of school", "change my data plan to unlimited instead of 5gb",
    "make the doorbell sound like a cat", "convert my points into miles", "the plan is to make it to the party lol",
    "change the room on the friday standup invitation",
    // praise of the assistant's work, a question about it, a payload carried along
    "your summary is spot on lol", "can you remember our past chats?",
    "add a closing line to this letter: Dear Sam, thanks for the help.",
    "what was the last year the cubs won the world series",
    // a device or a thing set back, the inbox's mail and a notes app's notes by their day
    "turn the heat back on", "set the thermostat back to 20", "put the phone back on the charger",
    "find the email from yesterday", "read me back my notes from this morning", "check yesterday's results for the lakers",
    // the same across things, in a how-to question, and two things done together
    "can i use the same charger for my iphone and ipad?", "how do i keep the same header on every page in word",
    "is it safe to take ibuprofen and acetaminophen at the same time?",
    // a draw's numbers, a public event's slides, a calendar's agenda, a device's or an account's name
    "what were the winning numbers from saturday", "the slides from monday's lecture are on canvas",
    "can the nfl draft from thursday be watched on youtube", "what's on friday's agenda",
    "change the wifi name back", "change my instagram name back", "change the alarm tone back",
    // the present tense, a time zone, a film's title
    "how do i share my calendar with someone in outlook", "should we plan a party", "can we start now",
    "i approve the budget", "is bulgaria in the same time zone as greece", "order the usual suspects on blu-ray",
  ])("%j does not", (message) => {
    expect(needsMemory(message)).toBe(false);
  });
});
