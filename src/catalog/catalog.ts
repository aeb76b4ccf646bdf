import { stem } from "../assess/stem";
import { Bm25Index, type QueryTerm } from "./bm25";
import { SYNONYMS } from "./synonyms";
import { compoundTerms, terms } from "./tokens";

export interface CatalogTool {
  name: string;
  description: string;
  category: string | null;
}

export interface CatalogAgent {
  id: string;
  name: string;
  description: string;
  is_active: boolean;
  skills: readonly string[];
  /** Specialist roles the agent can fill (delegation gate). */
  roles?: readonly string[];
}

export interface RankRequest {
  /** The request text (message, plus continued work for follow-ups). */
  text: string;
  /** Domain words from the rules or the model; boosted. */
  hints?: readonly string[];
  /** Tools every non-atom request gets, appended after the ranked ones. */
  core?: readonly string[];
  limit?: number;
  /**
   * The request's domains and the classifier that read them: tools it puts in
   * one of them rank higher, so "did nvidia go up today" finds a tool described
   * as "intraday equity quotes" with no word in common.
   */
  domains?: {
    names: readonly string[];
    tag: DomainTagger;
    /** The domains' retrieval words: among tools the words missed, those nearest them come first. */
    words?: readonly string[];
    /** The classifier only guessed them (none cleared its threshold): they count for less. */
    guessed?: boolean;
  };
}

/**
 * A text's domains: those the tagger is sure of, and its best guess where it
 * was sure of none. A tool's guess lifts it as little as a guessed request
 * domain does and does not keep it past the cutoff: two or three words of a
 * name make a poor guess ("ticker bars" reads as music).
 */
export interface TextDomains {
  sure: readonly string[];
  guessed: readonly string[];
}

/** Reads a text's domains; the same function for requests and for tools. */
export type DomainTagger = (text: string) => TextDomains;

export interface RankedTool {
  name: string;
  score: number;
}

/** Weights of the parts of a tool, as fields of one BM25 document. */
const TOOL_FIELDS = { name: 2, category: 1.5, description: 1 } as const;
const AGENT_FIELDS = { name: 2, skills: 2, description: 1 } as const;
/** An expansion counts for less than the user's own word; a hint for more. */
const SYNONYM_WEIGHT = 0.5;
const HINT_WEIGHT = 1.5;
/**
 * What a tool in one of the request's domains gains: a little over two good
 * words in common when the classifier predicted the domain, so "call me a cab"
 * (transport) puts the rideshare tool above the phone tool that shares "call";
 * about one word when it only guessed, so a guess lifts a tool the words missed
 * and breaks ties but does not bury a tool the user named. Chosen on the
 * development tool set 16 among 2, 3, 4, 5, 6 and 8 for predicted domains
 * (recall@3 60.6, 61.9, 62.2, 63.1, 63.4, 63.4 %): 5 is the smallest within a
 * row of the best, and a smaller lift buries fewer tools the user named; 2 and
 * 3 for guesses (docs/assessment.md, "A predicted domain weighs more than a guess").
 */
const DOMAIN_BONUS = 5;
const GUESSED_DOMAIN_BONUS = 2;
/** Tools scoring under this share of the best one are noise, not candidates. */
const RELATIVE_CUTOFF = 0.2;
/** An agent needs at least this much evidence to be chosen over "none". */
const AGENT_MIN_SCORE = 2;
/** Workspaces have few agents; see Bm25Index's minIdf. */
const AGENT_MIN_IDF = 0.7;

/** Tool-name prefixes that are ordinary words, not vendors. */
const GENERIC_PREFIXES = new Set([
  "web",
  "memory",
  "platform",
  "get",
  "list",
  "create",
  "send",
  "search",
  "tool",
  "api",
  "http",
  "file",
  "user",
  "data",
]);

const STEMMED_SYNONYMS = new Map(
  Object.entries(SYNONYMS).map(([key, expand]) => [stem(key), expand.map(stem)] as const),
);

/**
 * A workspace's tools and agents, indexed for retrieval. Build once per catalog
 * version and reuse: ranking is then a pure function of the request.
 *
 * @example
 * const catalog = new Catalog(tools, agents);
 * catalog.rankTools({ text: "email Dana the Q3 report", hints: ["email"] });
 */
export class Catalog {
  readonly tools: readonly CatalogTool[];
  readonly agents: readonly CatalogAgent[];
  private readonly toolIndex: Bm25Index;
  private readonly agentIndex: Bm25Index;
  private readonly activeAgents: readonly CatalogAgent[];
  private vendorSet: ReadonlySet<string> | undefined;
  private names: readonly string[] | undefined;
  private tagged: { tag: DomainTagger; domains: readonly TextDomains[] } | undefined;

  constructor(tools: readonly CatalogTool[], agents: readonly CatalogAgent[]) {
    this.tools = tools;
    this.agents = agents;
    this.toolIndex = new Bm25Index(
      tools.map((t) => [
        { terms: terms(t.name.replace(/[_.:-]/g, " ")), weight: TOOL_FIELDS.name },
        { terms: t.category ? terms(t.category) : [], weight: TOOL_FIELDS.category },
        { terms: terms(t.description), weight: TOOL_FIELDS.description },
      ]),
    );
    this.activeAgents = agents.filter((a) => a.is_active);
    this.agentIndex = new Bm25Index(
      this.activeAgents.map((a) => [
        { terms: terms(a.name.replace(/[_.:-]/g, " ")), weight: AGENT_FIELDS.name },
        { terms: terms(a.skills.join(" ")), weight: AGENT_FIELDS.skills },
        { terms: terms(a.description), weight: AGENT_FIELDS.description },
      ]),
      AGENT_MIN_IDF,
    );
  }

  get toolNames(): readonly string[] {
    this.names ??= this.tools.map((t) => t.name);
    return this.names;
  }

  /**
   * Vendor words of the catalog (the GMAIL of GMAIL_SEND_EMAIL), so a workspace's
   * own integrations count as evidence even when the rule tables never heard of them.
   */
  get vendors(): ReadonlySet<string> {
    this.vendorSet ??= new Set(
      this.tools
        .map((t) => t.name.split(/[_.:-]/)[0]?.toLowerCase() ?? "")
        .filter((v) => v.length >= 3 && !GENERIC_PREFIXES.has(v)),
    );
    return this.vendorSet;
  }

  /** Tools for a request, best first, core tools last, at most `limit`. */
  rankTools(request: RankRequest): RankedTool[] {
    const limit = request.limit ?? 15;
    const query = queryTerms(request.text, request.hints);
    for (const term of compoundTerms(request.text, (t) => this.toolIndex.has(t)))
      query.push({ term, weight: 1 });
    const scores = this.toolIndex.scores(query);
    // A tool in the request's domains is a candidate however weak its words.
    const inDomain = new Set<number>();
    if (request.domains?.names.length) {
      const wanted = new Set(request.domains.names);
      const guessed = request.domains.guessed;
      this.toolDomains(request.domains.tag).forEach(({ sure, guessed: toolGuess }, i) => {
        const isSure = sure.some((d) => wanted.has(d));
        if (!isSure && !toolGuess.some((d) => wanted.has(d))) return;
        // A guess on either side lifts a tool as a guess; on both sides, by half of one.
        const lift = guessed || !isSure ? GUESSED_DOMAIN_BONUS : DOMAIN_BONUS;
        scores[i] = (scores[i] ?? 0) + (guessed && !isSure ? lift / 2 : lift);
        if (isSure) inDomain.add(i);
      });
    }
    // Tools lifted by their domain alone tie; the domain's own words order them.
    const tie = request.domains?.words?.length
      ? this.toolIndex.scores(queryTerms(request.domains.words.join(" ")))
      : undefined;
    const ranked = [...scores.entries()]
      .filter(([, score]) => score > 0)
      .sort(
        (a, b) => b[1] - a[1] || (tie ? (tie[b[0]] ?? 0) - (tie[a[0]] ?? 0) : 0) || a[0] - b[0],
      );
    const best = ranked[0]?.[1] ?? 0;
    const core = [...new Set(request.core ?? [])].filter((name) =>
      this.tools.some((t) => t.name === name),
    );
    const out: RankedTool[] = [];
    for (const [i, score] of ranked) {
      if (score < best * RELATIVE_CUTOFF && !inDomain.has(i)) continue;
      const tool = this.tools[i];
      if (!tool) continue;
      out.push({ name: tool.name, score: round(score) });
    }
    // Core tools keep their rank when they earn one; otherwise they are appended,
    // and room is reserved for them so the limit never pushes one out.
    const coreSet = new Set(core);
    const kept: RankedTool[] = [];
    let missingCore = core.length;
    for (const tool of out) {
      if (coreSet.has(tool.name)) {
        kept.push(tool);
        missingCore--;
      } else if (kept.length + missingCore < limit) {
        kept.push(tool);
      }
    }
    for (const name of core) {
      if (!kept.some((t) => t.name === name)) kept.push({ name, score: 0 });
    }
    return kept.slice(0, limit);
  }

  /**
   * Each tool's domains as `tag` reads its name, category and description, and
   * its name and category alone: a long description in a vendor's words can
   * drown the name ("uber request trip" is transport; with "creates a trip
   * request between pickup and drop-off coordinates…" the head sees none).
   * The name's guess is kept even where the whole text is sure of another
   * domain ("youtube search videos" guesses search): as a guess it weighs
   * little, and dropping it cost recall (docs/assessment.md, "A tool's own guess
   * weighs as a guess"). Computed on first use and
   * kept with the catalog (one catalog per workspace version), so a request
   * pays for its own text only.
   */
  toolDomains(tag: DomainTagger): readonly TextDomains[] {
    if (this.tagged?.tag !== tag)
      this.tagged = {
        tag,
        domains: this.tools.map((t) => {
          const title = `${t.name.replace(/[_.:-]/g, " ").toLowerCase()} ${t.category ?? ""}`;
          const whole = tag(`${title} ${t.description}`);
          const name = tag(title);
          const sure = new Set([...whole.sure, ...name.sure]);
          const guessed = [...whole.guessed, ...name.guessed].filter((d) => !sure.has(d));
          return { sure: [...sure], guessed: [...new Set(guessed)] };
        }),
      };
    return this.tagged.domains;
  }

  /** The active agent whose name, skills and description best fit the request, or null. */
  pickAgent(
    text: string,
    hints?: readonly string[],
  ): { agent: CatalogAgent; score: number } | null {
    const scores = this.agentIndex.scores(queryTerms(text, hints));
    let bestIndex = -1;
    let bestScore = 0;
    scores.forEach((score, i) => {
      if (score > bestScore) {
        bestScore = score;
        bestIndex = i;
      }
    });
    const agent = this.activeAgents[bestIndex];
    return agent && bestScore >= AGENT_MIN_SCORE ? { agent, score: round(bestScore) } : null;
  }
}

function queryTerms(text: string, hints: readonly string[] = []): QueryTerm[] {
  const out: QueryTerm[] = [];
  for (const term of terms(text)) {
    out.push({ term, weight: 1 });
    for (const expansion of STEMMED_SYNONYMS.get(term) ?? [])
      out.push({ term: expansion, weight: SYNONYM_WEIGHT });
  }
  for (const hint of hints) {
    for (const term of terms(hint)) {
      out.push({ term, weight: HINT_WEIGHT });
      for (const expansion of STEMMED_SYNONYMS.get(term) ?? [])
        out.push({ term: expansion, weight: SYNONYM_WEIGHT });
    }
  }
  return out;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
