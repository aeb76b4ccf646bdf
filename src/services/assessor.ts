import type { Context } from "hono";
import { shippedModel } from "../assess/learned/load";
import { type AssessPorts, assess } from "../assess/pipeline";
import type { AssessResponse } from "../assess/schema";
import { ClassifierFailure } from "../assess/verdict";
import { assessmentCache } from "../cache/assessments";
import type { AppEnv } from "../env";
import { modelClassifier } from "../llm/classifier";
import { PROMPT_VERSION } from "../llm/prompt";
import { classifierModel, effectiveProvider } from "../llm/providers";
import type { AssessRequest } from "../schemas/assess";
import { loadWorkspace } from "../workspace/context";
import { countTokens, rememberTimings, timedPorts } from "./assess-timing";
import { warmAfterFirstMessage } from "./warm-up";

/**
 * Wires the pure pipeline to this request's workspace: its catalog and settings
 * (D1, memoised per config version), its cache (KV) and its classifier model.
 */
export async function assessForWorkspace(
  c: Context<AppEnv>,
  input: AssessRequest,
): Promise<AssessResponse> {
  const auth = c.var.auth;
  const workspace = await loadWorkspace(c.env.DB, auth.workspaceId, auth.configVersion);
  c.set("workspace", workspace);
  const { classifier: settings } = workspace.settings;
  const tokens = { total: null as number | null };
  const ports: AssessPorts = {
    catalog: workspace.catalog,
    coreTools: workspace.settings.core_tools,
    learned: workspace.settings.learned_tier ? shippedModel() : null,
  };

  let misconfigured: ClassifierFailure | null = null;
  try {
    const raw = classifierModel(settings, c.env);
    const model = raw ? countTokens(raw, tokens) : null;
    if (model) {
      ports.classifier = modelClassifier({
        model,
        timeoutMs: settings.timeout_ms,
        brief: { agents: workspace.catalog.agents, domains: categories(workspace.catalog) },
      });
      ports.cache = assessmentCache(
        {
          kv: c.env.CACHE,
          workspaceId: auth.workspaceId,
          classifierVersion: [
            effectiveProvider(settings, c.env),
            settings.model,
            PROMPT_VERSION,
            auth.configVersion,
          ].join(":"),
          ttlSeconds: workspace.settings.cache_ttl_seconds,
          waitUntil: (p) => c.executionCtx.waitUntil(p),
        },
        input,
      );
    }
  } catch (error) {
    if (!(error instanceof ClassifierFailure)) throw error;
    misconfigured = error;
  }
  if (misconfigured) {
    const failure = misconfigured;
    ports.classifier = { classify: () => Promise.reject(failure) };
  }
  // Per-tier time for the decision record, measured around the ports: the pipeline stays untouched.
  const timed = timedPorts(ports);
  const started = performance.now();
  const result = await assess(input, timed.ports);
  warmAfterFirstMessage((work) => c.executionCtx.waitUntil(work));
  return rememberTimings(result, timed.finish(performance.now() - started, tokens.total));
}

function categories(catalog: { tools: readonly { category: string | null }[] }): string[] {
  return [...new Set(catalog.tools.map((t) => t.category).filter((c): c is string => Boolean(c)))];
}
