import type { Complexity, Tier } from "../assess/schema";
import type { DecisionRecord } from "./record";
import type { DecisionGroup, Percentiles } from "./stats";

/** Where decision records go: Analytics Engine in production, D1 locally and in tests. */
export interface DecisionSink {
  write(record: DecisionRecord): Promise<void>;
}

/** Which decisions a query covers: one workspace, or all of them (admin). */
export interface DecisionScope {
  workspaceId: string | null;
  startMs: number;
  bucketMs: number;
}

/** Reads decisions back for stats, feedback and the dashboard. */
export interface DecisionReader {
  groups(scope: DecisionScope): Promise<DecisionGroup[]>;
  latency(scope: DecisionScope): Promise<Partial<Record<Tier, Percentiles>>>;
  /** The decided level of one decision of this workspace, or null. */
  find(workspaceId: string, id: string): Promise<{ complexity: Complexity } | null>;
  latest(workspaceId: string | null, limit: number): Promise<DecisionRecord[]>;
}

export type DecisionStore = DecisionSink & DecisionReader;
