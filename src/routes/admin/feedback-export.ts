import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../../env";
import { errorResponses, IdParam } from "../../schemas/common";
import { feedbackJsonl } from "../../services/feedback";
import { adminSecurity, requireWorkspace } from "./require-workspace";

const route = createRoute({
  method: "get",
  path: "/admin/workspaces/{id}/feedback/export",
  summary: "The workspace's feedback as training data for the learned tier (JSONL).",
  description:
    'One `{"text", "level", "source": "feedback"}` per line, for `npm run train -- --extra <file>`. Only feedback on decisions whose text was retained (setting `retain_text`) has text; the rest is skipped and counted in `x-skipped-without-text`.',
  security: adminSecurity,
  request: { params: IdParam },
  responses: {
    200: {
      description: "JSONL; header x-skipped-without-text counts feedback with no retained text.",
      content: { "text/plain": { schema: z.string().describe("JSON Lines") } },
    },
    ...errorResponses(401, 403, 404),
  },
});

export function register(app: OpenAPIHono<AppEnv>) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    await requireWorkspace(c.env.DB, id);
    const out = await feedbackJsonl(c.env, id);
    c.header("x-skipped-without-text", String(out.skipped));
    return c.text(out.body, 200);
  });
}
