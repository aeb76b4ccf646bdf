import type { LanguageModelV4 } from "@ai-sdk/provider";
import { ClassifierFailure } from "../assess/verdict";
import type { Env } from "../env";
import { classifierEndpointProblem, type WorkspaceSettings } from "../schemas/settings";

type ClassifierSettings = WorkspaceSettings["classifier"];
type ConcreteProvider = Exclude<ClassifierSettings["provider"], "auto">;

/**
 * What `auto` means here: the deployment's CLASSIFIER_DEFAULT_PROVIDER when set,
 * else Workers AI where an AI binding exists (production) and `none` where it
 * does not (local development and tests, which have no Workers AI).
 *
 * @example
 * effectiveProvider({ provider: "auto", … }, { AI: binding }) // "workers-ai"
 */
export function effectiveProvider(settings: ClassifierSettings, env: Env): ConcreteProvider {
  if (settings.provider !== "auto") return settings.provider;
  const configured = (env as { CLASSIFIER_DEFAULT_PROVIDER?: string }).CLASSIFIER_DEFAULT_PROVIDER;
  if (configured === "none" || configured === "workers-ai") return configured;
  return env.AI ? "workers-ai" : "none";
}

/**
 * The classifier model a workspace's settings name, or null for `none`.
 * Settings are read per request, so a provider or model change takes effect
 * without a deploy.
 */
export function classifierModel(settings: ClassifierSettings, env: Env): LanguageModelV4 | null {
  switch (effectiveProvider(settings, env)) {
    case "none":
      return null;
    case "workers-ai": {
      if (!env.AI) {
        throw new ClassifierFailure(
          "not_configured",
          "the workspace uses workers-ai but this deployment has no AI binding (it exists only in the production environment)",
        );
      }
      const binding = env.AI;
      return deferred("workersai.chat", settings.model, async () => {
        const { createWorkersAI } = await import("./sdk");
        return createWorkersAI({ binding })(settings.model);
      });
    }
    case "openai-compatible": {
      if (!settings.base_url)
        throw new ClassifierFailure("not_configured", "openai-compatible needs base_url");
      // Settings written before these rules existed are refused here too.
      const problem = classifierEndpointProblem(settings, env.ENVIRONMENT);
      if (problem) throw new ClassifierFailure("not_configured", problem);
      const apiKey = settings.api_key_secret ? secret(env, settings.api_key_secret) : undefined;
      const baseURL = settings.base_url;
      return deferred("classifier.chat", settings.model, async () => {
        const { createOpenAICompatible } = await import("./sdk");
        return createOpenAICompatible({
          name: "classifier",
          baseURL,
          apiKey,
          supportsStructuredOutputs: true,
        }).chatModel(settings.model);
      });
    }
  }
}

/**
 * A model whose provider package is imported on its first call, not at
 * startup: most requests never reach the model tier, so the isolate loads the
 * AI SDK's providers only when one does (once per isolate).
 */
function deferred(
  provider: string,
  modelId: string,
  load: () => Promise<LanguageModelV4>,
): LanguageModelV4 {
  let model: Promise<LanguageModelV4> | undefined;
  const get = () => {
    model ??= load();
    return model;
  };
  return {
    specificationVersion: "v4",
    provider,
    modelId,
    get supportedUrls() {
      return get().then((m) => m.supportedUrls);
    },
    doGenerate: async (options) => (await get()).doGenerate(options),
    doStream: async (options) => (await get()).doStream(options),
  };
}

function secret(env: Env, name: string): string {
  const value = (env as unknown as Record<string, unknown>)[name];
  if (typeof value !== "string" || value === "") {
    throw new ClassifierFailure(
      "not_configured",
      `the secret ${name} named by the classifier settings is not set`,
    );
  }
  return value;
}
