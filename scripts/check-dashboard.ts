/**
 * `npm run check:dashboard`: the dashboard in headless Chromium against a real
 * `wrangler dev`. It renders, its numbers match `/v1/stats`, "try a message"
 * shows the assessment, feedback saves, the read-only view renders with
 * JavaScript off, a wrong key gets a message, no console errors, and the first
 * load stays under 200 KB. Screenshots go to artifacts/dashboard/.
 *
 * Needs Chromium: Debian's `chromium` package (CHROMIUM_PATH overrides /usr/bin/chromium).
 */
import { mkdirSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { checklist, consoleErrors as collectConsoleErrors, launch } from "./browser-check";
import { startDevServer } from "./dev-server";

const ARTIFACTS = "artifacts/dashboard";
const KEY = "demo-key";
const FIRST_LOAD_LIMIT = 200 * 1024;

const { check, failures } = checklist();

async function api(base: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Record<string, number>;
}

/** Sends messages through every tier the offline router has, plus one delegated chat run. */
async function seedDecisions(base: string) {
  for (const message of [
    "hi!",
    "thanks a lot",
    "refund order 88123 in stripe",
    "email Dana the Q3 report",
    "could you sort out the thing Priya mentioned",
    "refactor auth across all services and update every client",
  ])
    await api(base, "/v1/assess", { message });
  await fetch(`${base}/v1/chat`, {
    method: "POST",
    headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" },
    body: JSON.stringify({
      id: "dash",
      messages: [
        {
          id: "1",
          role: "user",
          parts: [{ type: "text", text: "send an email to dana@acme.com about the launch" }],
        },
      ],
    }),
  }).then((r) => r.text());
}

async function cardValue(page: Page, stat: string): Promise<number> {
  return Number(await page.getAttribute(`[data-stat="${stat}"]`, "data-value"));
}

async function main() {
  const server = await startDevServer();
  mkdirSync(ARTIFACTS, { recursive: true });
  const contexts: BrowserContext[] = [];
  try {
    await seedDecisions(server.base);
    // A decision shows up within 10 s locally; wait for all seven.
    const deadline = Date.now() + 10_000;
    let stats = await api(server.base, "/v1/stats?window=1h");
    while ((stats.decisions ?? 0) < 7 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      stats = await api(server.base, "/v1/stats?window=1h");
    }
    check(
      (stats.decisions ?? 0) >= 7,
      `all decisions visible in /v1/stats within 10 s (${stats.decisions})`,
    );

    const browser = await launch();
    contexts.push(browser);
    const page = await browser.newPage();
    const consoleErrors = collectConsoleErrors(page);
    let firstLoadBytes = 0;
    page.on("response", async (r) => {
      const body = await r.body().catch(() => Buffer.alloc(0));
      firstLoadBytes += body.length;
    });

    await page.goto(`${server.base}/dashboard`);
    await page.fill("input[name=key]", KEY);
    await page.selectOption("select[name=window]", "1h");
    await Promise.all([
      page.waitForURL(`${server.base}/dashboard`),
      page.click("button[type=submit]"),
    ]);
    await page.waitForSelector("#numbers");
    await page.screenshot({ path: `${ARTIFACTS}/overview.png`, fullPage: true });
    check(
      firstLoadBytes <= FIRST_LOAD_LIMIT,
      `first load ${firstLoadBytes} bytes ≤ ${FIRST_LOAD_LIMIT}`,
    );

    stats = await api(server.base, "/v1/stats?window=1h");
    for (const name of [
      "decisions",
      "decided_without_model",
      "cache_hit_rate",
      "model_calls",
      "tokens_avoided",
    ])
      check(
        (await cardValue(page, name)) === stats[name],
        `card ${name} = /v1/stats ${stats[name]}`,
      );
    check(
      await page.isVisible("svg[aria-label='Share of decisions per tier over time'] rect"),
      "tier share chart drawn",
    );
    check((await page.locator("tr[data-decision]").count()) >= 7, "latest decisions listed");
    check(
      (await page.locator("[data-run] svg rect").count()) >= 1,
      "a run with its stage timeline",
    );
    const key = await page.evaluate(() => sessionStorage.getItem("router.dashboard.key"));
    check(key === KEY, "key kept in sessionStorage");
    check(!(await page.content()).includes(KEY), "key not in the page");

    // Try a message: the whole assessment appears.
    await page.fill("#try textarea", "email Dana the Q3 report");
    await page.click("#try button");
    await page.locator("#try-out", { hasText: "decision_id" }).waitFor();
    const shown = JSON.parse((await page.textContent("#try-out")) ?? "{}");
    check(
      shown.assessment?.complexity === "molecule" && Array.isArray(shown.tools),
      "try a message shows the assessment",
    );
    await page.screenshot({ path: `${ARTIFACTS}/try-a-message.png`, fullPage: false });

    // Feedback on the newest decision.
    const first = page.locator("button[data-feedback]").first();
    const id = await first.getAttribute("data-feedback");
    await page.selectOption(`#fb-${id}`, "organism");
    await first.click();
    await page.locator(`#fbm-${id}`, { hasText: "✓" }).waitFor();
    check(true, "feedback saved from the dashboard");

    // Reload keeps the session (the script re-posts the stored key).
    await page.goto(`${server.base}/dashboard`);
    await page.waitForSelector("#numbers");
    check(
      (await cardValue(page, "feedback")) >= 1,
      "signed in again after reload; feedback counted",
    );
    check(
      consoleErrors.length === 0,
      `no console errors${consoleErrors.length ? `: ${consoleErrors.join(" | ")}` : ""}`,
    );

    // Without JavaScript the read-only view still renders from the form post.
    const noJsContext = await launch(false);
    contexts.push(noJsContext);
    const noJs = await noJsContext.newPage();
    await noJs.goto(`${server.base}/dashboard`);
    await noJs.fill("input[name=key]", KEY);
    await Promise.all([
      noJs.waitForURL(`${server.base}/dashboard`),
      noJs.click("button[type=submit]"),
    ]);
    check(
      (await noJs.locator("[data-stat=decisions]").count()) === 1,
      "read-only view renders without JavaScript",
    );
    await noJs.screenshot({ path: `${ARTIFACTS}/no-javascript.png`, fullPage: true });

    // A wrong key: a message on the sign-in page, never an error page.
    const wrong = await browser.newPage();
    await wrong.goto(`${server.base}/dashboard`);
    await wrong.fill("input[name=key]", "wrong-key");
    await Promise.all([
      wrong.waitForURL(`${server.base}/dashboard`),
      wrong.click("button[type=submit]"),
    ]);
    const alert = await wrong.textContent("[role=alert]");
    check(
      Boolean(alert?.includes("neither a live workspace API key")),
      "wrong key gets a clear message",
    );
    await wrong.screenshot({ path: `${ARTIFACTS}/wrong-key.png` });
  } finally {
    for (const context of contexts) await context.close();
    server.stop();
  }
  if (failures.length) {
    console.error(`\n${failures.length} dashboard check(s) failed`);
    process.exit(1);
  }
  console.log(`\ndashboard checks passed; screenshots in ${ARTIFACTS}/`);
}

await main();
