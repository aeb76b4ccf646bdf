import type { Complexity, Tier } from "../assess/schema";
import type { DecisionRecord } from "./record";
import type { DecisionGroup, Percentiles } from "./stats";

/** Where decision records go: Analytics Engine in production, D1 locally and in tests. */
export interface DecisionSink {
  /**
   * Writes or queues the record. A promise only when there is I/O to wait for
   * (the caller hands it to `waitUntil`); null when the record is written
   * already or joined a batch whose flush another request holds, so most
   * requests register no work after their response.
   */
  write(record: DecisionRecord): Promise<void> | null;
}

/** Which decisions a query covers: one workspace, or all of them (admin). */
export interface DecisionScope {
  workspaceId: string | null;
  startMs: number;
  /** Length of one series point; in D1 also the rollup resolution read (see `windowBounds`). */
  bucketMs: number;
}

/** Decisions aggregated over a scope: what `summarize` turns into the stats. */
export interface DecisionAggregate {
  /** Per series point, tier and level. */
  groups: DecisionGroup[];
  /** Per tier: exact in Analytics Engine, from the rollup's histograms (within a bin's width) in D1. */
  latency: Partial<Record<Tier, Percentiles>>;
}

/** Reads decisions back for stats, feedback and the dashboard. */
export interface DecisionReader {
  /** Both stores aggregate where the data is: Analytics Engine's SQL, or D1's rollup. */
  aggregate(scope: DecisionScope): Promise<DecisionAggregate>;
  /** The decided level of one decision of this workspace, or null. */
  find(workspaceId: string, id: string): Promise<{ complexity: Complexity } | null>;
  latest(workspaceId: string | null, limit: number): Promise<DecisionRecord[]>;
}

export type DecisionStore = DecisionSink & DecisionReader;
