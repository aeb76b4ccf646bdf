import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import * as agents from "./admin/agents";
import * as feedbackExport from "./admin/feedback-export";
import * as keys from "./admin/keys";
import * as policy from "./admin/policy";
import * as settings from "./admin/settings";
import * as adminStats from "./admin/stats";
import * as tools from "./admin/tools";
import * as workspaces from "./admin/workspaces";
import * as dashboard from "./dashboard";
import * as health from "./health";
import * as assess from "./v1/assess";
import * as chat from "./v1/chat";
import * as chatCompletions from "./v1/chat-completions";
import * as chatStream from "./v1/chat-stream";
import * as clientTokens from "./v1/client-tokens";
import * as delegationPlan from "./v1/delegation-plan";
import * as feedback from "./v1/feedback";
import * as models from "./v1/models";
import * as runActions from "./v1/run-actions";
import * as runStream from "./v1/run-stream";
import * as runs from "./v1/runs";
import * as stats from "./v1/stats";
import * as workspace from "./v1/workspace";

/** Every route file exports `register(app)`; this is the whole surface. */
export function registerRoutes(app: OpenAPIHono<AppEnv>) {
  for (const route of [
    health,
    workspaces,
    tools,
    agents,
    settings,
    keys,
    policy,
    workspace,
    assess,
    chat,
    chatCompletions,
    chatStream,
    clientTokens,
    models,
    runStream,
    runs,
    runActions,
    delegationPlan,
    stats,
    feedback,
    adminStats,
    feedbackExport,
    dashboard,
  ]) {
    route.register(app);
  }
}
