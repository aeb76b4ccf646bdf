/**
 * More ways a message leans on earlier work, spread into the `earlier_turn`
 * entry of MEMORY_REFERENCES (lexicon-work.ts): the assistant's earlier
 * answers asked back ("which stretches did you give me"), the user's own
 * words asked back ("when did i say my passport expires"), and edits of a
 * piece of work the message does not carry ("add a rest day to my training
 * plan", "swap the chicken in that recipe for tofu"). Written against a
 * development set of 2026-12-04 (eval/dev/memory-34.txt) and checked against
 * the training rows: a pattern that also matched HWU64's list, playlist,
 * contact and reminder commands ("add this track to my workout playlist",
 * "what's my sister's number again", "remind me of my appointment") was
 * narrowed or left out, as those are one tool's work, not memory.
 */

const ORDER = "((now|ok|okay|so|pls|plz|please|can you|could you|can u|cn you) )*";
/**
 * Pieces of work a user has the assistant write and then edits: the last word
 * of the noun phrase, so "the wedding invite list" or "the budget sheet" (a
 * list or a spreadsheet, a tool's) is not "the invite" or "the budget"; nor
 * is a meeting's invite, which the calendar holds ("the friday standup invite").
 */
const PIECE =
  "(draft|essay|speech|outline|story|itinerary|recipe|plan|(?<!(standup|stand-up|meeting|calendar|call|sync|zoom|teams|event) )(invite|invitation)|toast|poem|cover letter|workout|workout plan|meal plan|menu|agenda|routine|deck|slides|script|chore chart|timeline|checklist|packing list|guest list|study plan|study schedule|training plan|project plan|trip plan|trip schedule|bio|resume|cv|letter|email draft|caption|vows|lyrics|chapter|manuscript|proposal|brief|lesson plan|syllabus|presentation|newsletter)(?![\\w-]| (list|sheet|playlist|spreadsheet|file|folder|app|doc|document|tab|template)\\b)";

/**
 * Earlier work or earlier words, asked back or pointed at. Narrowed after a
 * review found small talk among their matches: a telling of the past ("did i
 * tell you i got a puppy?", "we found out we're having a girl", "my previous
 * meeting ran late", "i took your advice and went to bed early") is no
 * reference to work the assistant must recall.
 */
// biome-ignore format: a rule table
export const RECALL_PATTERNS: readonly RegExp[] = [
  // The assistant's earlier answer asked back: "which stretches did you give me for my neck",
  // "the hotel u said in rome", "how much protein did you tell me to aim for".
  /\b(did|have) (you|u) (give|tell|send|show|recommend|suggest|find) me\b|\b(you|u) (gave|told|sent|showed|recommended|suggested) (me|us)\b|\b(hotel|place|restaurant|book|movie|name|app|website|site|recipe|stretch(es)?|exercises?|brand|product|show|podcast) (you|u) (said|mentioned|recommended|suggested)\b/u,
  // The user's own words or a decision, asked back: "when did i say my passport expires?", "what
  // conclusion did we reach on the vendor"; not "did i tell you i got a puppy?".
  /\b(what|when|where|which|who|how many|how much|how long)\b[\w' ]{0,30}\bdid (i|we) (say|tell you|mention|reach|conclude|agree on|decide on|settle on|land on)\b|\bdid (i|we) (ever )?(agree|decide|settle|land) on\b/u,
  // A decision asked back: "remind me why we ruled out the honda".
  /\bwhy (did )?(we|i) (ruled? out|decided|picked|chose|went with|dropped|rejected|skipped)\b|\bremind me (why|which|who|where|how) (we|i|you)\b|\bremind me of the [\w ]{1,30} (you|we)\b/u,
  /\bwhy did (you|u) (change|remove|cut|add|delete|drop|pick|choose|suggest|recommend|rewrite|move|leave out)\b/u,
  // The assistant's advice being taken up, not taken once: "i'm taking your advice on the blue sofa".
  /\b(i'?m|i am|im|we'?re|we are) (taking|going with|following|using|trying) (your|ur) (advice|suggestion|recommendation|tips?|idea)\b/u,
  // The same again: "same drill as monday", "like last week, give me a 5k plan", "run the numbers again".
  /\bsame (drill|deal|routine|process|procedure|setup) as\b|^(just )?like last (week|month|year|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/u,
  /\b(run|do|check|crunch) the (numbers|math|calculations?|figures|analysis|model) again\b|\b(fix|redo) (the|my|that|it|this)\b[\w ]{0,30}\bagain\b/u,
  // A fix that did not take: "still throws the same error after your fix", "that didn't work".
  /\bafter (your|ur) (fix|change|changes|edit|edits|update|patch|suggestion|tweak)\b|^(that|this|it) (didn'?t|did not|still doesn'?t|still does not|still won'?t|still didn'?t) (work|help|fix)\b/u,
  /\byou (never|didn'?t|did not) finish(ed)?\b|\byou (mixed up|got wrong|left out|messed up|forgot to include)\b/u,
  // Earlier conversations: "based on our last few chats", "going back to our discussion on index funds";
  // not "can you remember our past chats?", a question about the assistant.
  /\bour (last|previous|recent|earlier)( few| couple of)? (chats|conversations|sessions|talks|discussions)\b|\bour (discussion|conversation|chat) (on|about)\b/u,
  /\bwe('ve| have) already (done|covered|tried|decided|discussed)\b/u,
  /\b(i|we) (provided|gave you|sent you|shared with you|uploaded|pasted) (\w+ )?(this morning|yesterday|earlier|last (night|week))\b|\b(comments|notes|feedback) i (provided|gave|left|sent)\b/u,
  // Earlier output by its place in time; not "the previous version" of a service to roll back to,
  // nor "my previous meeting", a calendar's.
  /\b(the|our|your) previous (analysis|draft|report|summary|email|answer|itinerary|estimate|calculation|outline|proposal|iteration)\b/u,
  // The assistant's own output faulted or used: "your math in the third row is off", "would your meal
  // plan work", "the diff between your version and mine"; not praise ("your summary is spot on"), nor
  // "what's wrong with your math lol", nor "your list", the assistant's list tool.
  /\b(your|ur) (version|draft|edits?|rewrite|fix|changes|meal plan|workout plan|training plan|itinerary|recipe|outline|summary|translation|code|script|estimate|numbers|math|calculation)( [\w ]{1,25})? (is|are|was|were|has|had|still|didn'?t|doesn'?t|don'?t|won'?t) (way |a bit |totally |completely |kinda |all )?(off|wrong|incorrect|broken|too|missing|not|still|work|fit|add up|make sense)\b|\b(between|compare|use|keep|take|apply|follow|would|does|will|if) (your|ur) (version|draft|edits?|rewrite|fix|changes|meal plan|workout plan|training plan|itinerary|recipe|outline|summary|translation|code|script|estimate|numbers|math|calculation)\b/u,
  // Preferences kept from before: "my normal stuff", "in the format my boss likes", "my brand voice".
  /\bmy (normal|regular|usual) (stuff|order|things|groceries)\b|\b(the|in the) (format|style|tone|layout) (my|our) [\w ]{1,20} (wants|likes|prefers|asked for|uses)\b|\bkeep my [\w ]{1,20} in mind\b|\b(respects?|stick to|sticks to|honou?rs?) my [\w -]{1,25}\b(rules?|restrictions|preferences|diet|allergies|limits?)\b|\bmy brand voice\b|\blike my (other|previous|last|usual) (emails|posts|letters|ones|cover letters|essays)\b/u,
  // A piece of work named by its day: "did i finish the tasks from monday's list", "rerun yesterday's
  // numbers"; not "yesterday's workout" or "yesterday's run", a telling or a tracker's, nor "yesterday's
  // results", a game's.
  /\b(yesterday|last (night|week|month|quarter|time)|this morning|(mon|tues|wednes|thurs|fri|satur|sun)day)['’]s (list|plan|notes|menu|check-?in|estimate|quote|analysis|draft|summary|outline|calculations?|version|slides|deck)\b/u,
  // Its numbers only when worked on again: "rerun yesterday's numbers"; not "what were yesterday's numbers
  // in the powerball".
  /\b(rerun|re-run|redo|recheck|recalculate|recompute|update|fix|use) (yesterday|last (night|week|month|quarter|time)|this morning|(mon|tues|wednes|thurs|fri|satur|sun)day)['’]s (numbers|figures)\b/u,
  // The same, after the piece: "pull up the draft from tuesday", "the plan from monday's call", "the
  // estimate from yesterday"; not "the email from yesterday", which the inbox holds, "my notes from this
  // morning", a notes app's, numbers (a draw's, a report's: "the winning numbers from saturday"), a
  // remark ("the nfl draft from thursday was wild") or a public event's ("the slides from monday's lecture").
  /\b(the|that|our|my) ([\w'-]+ ){0,3}(draft|plan|outline|summary|version|deck|slides|estimate|analysis|script|proposal|itinerary|calculations?) (from|of) (yesterday|this morning|earlier|earlier today|last (week|night|time)|(mon|tues|wednes|thurs|fri|satur|sun)day)\b(?!['’]s (game|match|lecture|class|keynote|pitch|earnings|show|episode|competition|conference|talk|webinar|seminar|meeting with)\b|['’]s? [\w ]{0,20}\b(was|were|is|are|be|shows?|said|went|got|looked)\b| (was|were|is|are|be|shows?|said|went|got|looked)\b)/u,
  // A piece of work set back as it was: "change the title back", "add the quote from the ceo back in";
  // not a device or an account's setting ("turn the heat back on", "change the wifi name back", "change my
  // last name back").
  /^((now|ok|okay|so|pls|please|can you|could you|can u) )*(change|put|switch|set|add|bring|make) (the|that) (?!.*\b(wifi|wi-fi|network|phone|keyboard|alarm|notification|ringtone|profile|display|screen|wallpaper|instagram|account|user|last|device|lock)\b)([\w'-]+ ){0,4}?(title|name|heading|headline|intro|introduction|ending|conclusion|wording|font|quote|paragraph|line|section|sentence|joke|tagline|subject line|opening|logo|colou?rs?|tone) ([\w'-]+ ){0,4}?back( in| to (the original|how it was|what it was|before))?[.!]*$/u,
  // A part of a piece of work by its number: "make the argument in paragraph 4 of my essay stronger".
  new RegExp(`\\b(paragraph|section|slide|chapter|verse|step|line|part|page) (\\d+|one|two|three|four|five) of (my|the|our|that) [\\w' -]{0,25}\\b${PIECE}`, "u"),
];

/**
 * Edits of a piece of work the message does not carry: tried only when no text
 * to work on follows a colon or a line break (lexicon-work.ts `unlessPayload`).
 */
// biome-ignore format: a rule table
export const RECALL_EDITS: readonly RegExp[] = [
  // "add a rest day to my training plan", "include the new allergy info in the meal plan for oliver".
  new RegExp(`^${ORDER}(add|include|insert|put|squeeze|slot|work) .{1,50} (to|in|into|on) (the|my|our|that|this) [\\w' -]{0,25}\\b${PIECE}`, "u"),
  // "swap the chicken in that recipe for tofu", "replace the hike on day 2 with something easier".
  new RegExp(`^${ORDER}(swap|replace|change|switch|substitute|double|halve|move) .{1,40} (in|on|of) (the|that|my|our) [\\w' -]{0,25}\\b${PIECE}`, "u"),
  // "take priya off the email draft"; not an itinerary's stop ("remove dallas from my travel itinerary").
  new RegExp(`^${ORDER}(take|remove|drop|cut|delete|strike|cross) .{1,40} (off|from|out of) (the|my|our|that) [\\w' -]{0,25}\\b(?!itinerary)${PIECE}`, "u"),
  // A change made all through a piece of work, or on one day of a trip: "change the main character's
  // name to elena throughout", "replace the hike on day 2 with something easier".
  new RegExp(`^${ORDER}(change|replace|rename|swap|switch|update) .{1,60} throughout[.!]*$`, "u"),
  new RegExp(`^${ORDER}(replace|swap|move|switch|change|cancel) .{1,30} (on|from) day (\\d+|one|two|three|four|five)\\b`, "u"),
  // "make my workout 45 minutes instead of an hour", "scale the lasagna recipe up to 10 servings",
  // "make the email to karen sound less passive aggressive".
  new RegExp(`^${ORDER}(make|spread|change|move|switch|set) (my|the|our) [\\w ]{0,20}(workout|study schedule|routine|menu|timeline)\\b.{0,40}\\binstead of\\b`, "u"),
  new RegExp(`^${ORDER}(scale|double|halve|triple) (the|my|that) [\\w ]{0,20}recipe\\b`, "u"),
  new RegExp(`^${ORDER}make the [\\w ]{0,20}(email|letter|message|note|post|reply|toast|speech|intro|bio|caption|cover letter|essay|story|poem|description|summary|pitch)( (to|for) [\\w ]{1,20})? sound (more|less|like|a bit|friendlier|warmer|nicer|professional|casual|formal)\\b`, "u"),
  // "turn the outline into a full first draft", "turn my notes into action items".
  new RegExp(`^${ORDER}(turn|convert|make|transform) (the|those|that|my|our) (outline|notes|draft|summary|bullets|ideas|brainstorm)\\b.{0,40}\\binto\\b`, "u"),
  // A piece of work named, then changed: "i did the workout and my lower back hurts, modify it".
  /\b(the|my|that) (workout|recipe|draft|essay|itinerary|routine|outline|speech|poem|toast|haiku|chore chart|story|letter)\b.{0,60}, (modify|adjust|tweak|change|fix|update|redo|shorten|rewrite) it\b/u,
  // A piece of work pointed at, then edited: "double the hot sauce in that chili"; not "i cried at the end of that story".
  /^((now|ok|okay|so|pls|please|can you|could you) )*(double|halve|add|remove|swap|replace|change|cut|increase|reduce|use|drop) .{1,40} (in|on|from|to|of) that (recipe|chili|soup|dish|draft|essay|itinerary|letter|speech|toast|poem|outline|script|workout|menu)\b/u,
  // The assistant's text asked for in another length: "now make a shorter version for instagram".
  /\b(make|write|do|give me|create) (a|an) (shorter|longer|simpler|more formal|casual|new|different|second|another|cleaner|tighter|punchier) version\b(?! of (a|an)\b)|\bv\d of (the|my|our|that)\b/u,
];
