import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { DashboardPage, SignInPage } from "../dashboard/page";
import { STATS_WINDOWS, type StatsWindow } from "../decisions/stats";
import type { AppEnv } from "../env";
import { LIMITS } from "../limits";
import { bodyLimit } from "../middleware/body-limit";
import { dashboardData, resolveViewer } from "../services/dashboard";

/** Pages carry stats: never cached, never framed, never leaking the URL onwards. */
const PAGE_HEADERS = {
  "cache-control": "no-store",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
};

function windowOf(value: unknown): StatsWindow {
  return typeof value === "string" && value in STATS_WINDOWS ? (value as StatsWindow) : "24h";
}

/**
 * `/dashboard`: GET shows the sign-in form; POST (the form, with the key in the
 * body, never in the URL) renders the whole dashboard on the server, so the
 * read-only views need no JavaScript. A wrong key re-renders the sign-in with a
 * message, never an error page.
 */
export function register(app: OpenAPIHono<AppEnv>) {
  app.use("/dashboard", bodyLimit(LIMITS.dashboardFormBytes));
  app.get("/dashboard", (c) => c.html(<SignInPage window="24h" />, 200, PAGE_HEADERS));
  app.post("/dashboard", async function dashboard(c: Context<AppEnv>) {
    const form = await readForm(c);
    const window = windowOf(form.window);
    const key = typeof form.key === "string" ? form.key.trim() : "";
    const viewer = await resolveViewer(c.env, key);
    if (!viewer) {
      const error = key
        ? "That key is neither a live workspace API key nor the admin token. Check it and try again."
        : "Enter a workspace API key or the admin token.";
      return c.html(<SignInPage window={window} error={error} />, 401, PAGE_HEADERS);
    }
    const data = await dashboardData(c.env, viewer, window);
    return c.html(<DashboardPage data={data} />, 200, PAGE_HEADERS);
  });
}

/** The sign-in form's fields; a body that is not a form is an empty form, not a 500. */
async function readForm(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data"))
    return {};
  return c.req.parseBody();
}
