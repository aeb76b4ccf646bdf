import type { Turn } from "../assess/conversation";
import type { RuleOutcome } from "../assess/rules";
import { normalize } from "../assess/text";
import { ModelVerdict } from "../assess/verdict";
import { sha256Hex } from "../lib/crypto";

export interface CacheScope {
  kv: KVNamespace;
  workspaceId: string;
  /**
   * Everything that can change a model's answer: provider, model, prompt version
   * and the workspace's config version. A change makes old entries unreachable.
   */
  classifierVersion: string;
  ttlSeconds: number;
  waitUntil: (promise: Promise<unknown>) => void;
}

/** How many recent turns decide whether history changed the answer. */
const HISTORY_FINGERPRINT_TURNS = 2;

/**
 * Tier 2: the workspace's cache of model verdicts in KV. Reads that fail are
 * misses; writes happen off the response path and their failures are logged.
 *
 * @example
 * const cache = assessmentCache(scope, input);
 * const hit = await cache.get(outcome);
 */
export function assessmentCache(
  scope: CacheScope,
  input: { message: string; history?: readonly Turn[] },
) {
  const key = async (outcome: RuleOutcome) =>
    `assess:${scope.workspaceId}:${await sha256Hex(
      [
        scope.classifierVersion,
        // The rules' normalize(input.message), not computed again.
        outcome.normalized,
        outcome.historyRelevant ? historyFingerprint(input.history) : "",
      ].join("\u0000"),
    )}`;

  return {
    async get(outcome: RuleOutcome): Promise<ModelVerdict | null> {
      try {
        const value = await scope.kv.get(await key(outcome), "json");
        if (value === null) return null;
        const parsed = ModelVerdict.safeParse(value);
        if (!parsed.success) {
          log(
            "cache entry failed validation; treating as a miss",
            scope.workspaceId,
            parsed.error.message,
          );
          return null;
        }
        return parsed.data;
      } catch (error) {
        log("cache read failed; treating as a miss", scope.workspaceId, error);
        return null;
      }
    },

    put(outcome: RuleOutcome, verdict: ModelVerdict): void {
      scope.waitUntil(
        (async () => {
          await scope.kv.put(await key(outcome), JSON.stringify(verdict), {
            expirationTtl: scope.ttlSeconds,
          });
        })().catch((error: unknown) => log("cache write failed", scope.workspaceId, error)),
      );
    },
  };
}

function historyFingerprint(history: readonly Turn[] | undefined): string {
  return (history ?? [])
    .slice(-HISTORY_FINGERPRINT_TURNS)
    .map((t) => `${t.role}:${normalize(t.content)}`)
    .join("\u0001");
}

function log(msg: string, workspaceId: string, error: unknown) {
  console.warn(
    JSON.stringify({
      msg,
      workspace_id: workspaceId,
      error: error instanceof Error ? error.message : String(error),
    }),
  );
}
