/**
 * `npm run check:example`: the React example (examples/react-chat) as a user
 * runs it, against a real `wrangler dev` with the development seed. Installs and
 * builds the example with its own lockfile, serves the build with `vite preview`
 * on another localhost port (its middleware mints client tokens with the
 * workspace key; the page only ever holds a client token), checks the CORS
 * preflights, then drives headless Chromium: "hi" gets an atom answer with its
 * assessment; a multi-agent message is reloaded mid-run and `useChat`'s resume
 * renders the workflow to completion with its tool parts; no console errors.
 * Screenshots go to artifacts/example/.
 *
 * `-- --no-install` skips `npm ci` in the example (local iteration only).
 * Needs Chromium: Debian's `chromium` package (CHROMIUM_PATH overrides /usr/bin/chromium).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { join } from "node:path";
import type { BrowserContext } from "playwright-core";
import { checklist, consoleErrors, launch } from "./browser-check";
import { startDevServer } from "./dev-server";

const EXAMPLE = "examples/react-chat";
const ARTIFACTS = "artifacts/example";
const KEY = "demo-key";
/** Takes the workflow path in the development seed: a plan and five stages, each with a tool call. */
const WORKFLOW_STAGES = 5;
/** The reference origin's test directive paces its events, so the run is still going when the page reloads. */
const WORKFLOW_MESSAGE =
  "refactor auth across all services and update every client [origin:delay-events=300]";

const { check, failures } = checklist();

/** Runs npm in the example without blocking, so wrangler dev starts meanwhile. */
async function npm(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const started = Date.now();
  const child = spawn("npm", [...args, "--prefix", EXAMPLE], { stdio: "inherit", env });
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`npm ${args.join(" ")} failed (exit ${code})`);
  console.log(`     npm ${args.join(" ")} in ${EXAMPLE}: ${Date.now() - started} ms`);
}

/** `vite preview` of the built example, with the router's URL and the workspace key on the server side only. */
async function preview(routerUrl: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      "node_modules/vite/bin/vite.js",
      "preview",
      "--host",
      "127.0.0.1",
      "--port",
      `${port}`,
      "--strictPort",
    ],
    {
      cwd: EXAMPLE,
      env: { ...process.env, VITE_ROUTER_URL: routerUrl, ROUTER_KEY: KEY },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    },
  );
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error("vite preview did not start within 20 s");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  // Another port on `localhost`: a cross-origin page, as a user's app is.
  return { url: `http://localhost:${port}`, stop };
}

/** A port the OS says is free now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A browser's preflight for the chat and its resume route, from an allowed and a foreign origin. */
async function checkPreflights(routerUrl: string, pageOrigin: string) {
  const preflight = (path: string, method: string, origin: string) =>
    fetch(`${routerUrl}${path}`, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": method,
        "access-control-request-headers": "authorization,content-type",
      },
    });
  for (const [path, method] of [
    ["/v1/chat", "POST"],
    ["/v1/chat/some-chat/stream", "GET"],
  ] as const) {
    const res = await preflight(path, method, pageOrigin);
    check(
      res.status === 204 &&
        res.headers.get("access-control-allow-origin") === pageOrigin &&
        /authorization/.test(res.headers.get("access-control-allow-headers") ?? "") &&
        (res.headers.get("access-control-allow-methods") ?? "").includes(method),
      `preflight ${method} ${path} from ${pageOrigin}: ${res.status}, allowed`,
    );
  }
  const foreign = await preflight("/v1/chat", "POST", "https://elsewhere.example");
  check(
    foreign.status === 204 && !foreign.headers.has("access-control-allow-origin"),
    "preflight from a foreign origin: no access-control-allow-origin",
  );
}

function bundleHoldsKey(): boolean {
  const dir = join(EXAMPLE, "dist", "assets");
  return readdirSync(dir).some((file) => readFileSync(join(dir, file), "utf8").includes(KEY));
}

async function main() {
  const began = Date.now();
  const port = await freePort();
  const routerUrl = `http://127.0.0.1:${port}`;
  // The router starts while the example installs and builds (its URL is known up front).
  const starting = startDevServer({ port, startTimeoutMs: 150_000 });
  // A failed start is reported where it is awaited, not as an unhandled rejection meanwhile.
  starting.catch(() => undefined);
  mkdirSync(ARTIFACTS, { recursive: true });
  const contexts: BrowserContext[] = [];
  let site: { url: string; stop: () => void } | null = null;
  try {
    if (!process.argv.includes("--no-install")) await npm(["ci", "--no-audit", "--no-fund"]);
    await npm(["run", "build"], { ...process.env, VITE_ROUTER_URL: routerUrl });
    check(!bundleHoldsKey(), "the built page does not contain the workspace key");
    await starting;
    console.log(`     router (wrangler dev) ready at ${routerUrl} after ${Date.now() - began} ms`);
    site = await preview(routerUrl);
    await checkPreflights(routerUrl, site.url);

    const browser = await launch();
    contexts.push(browser);
    const page = await browser.newPage();
    const errors = consoleErrors(page);
    // What the page sends the router as credentials: client tokens only, never the key.
    const credentials = new Set<string>();
    page.on("request", async (r) => {
      if (r.url().startsWith(routerUrl))
        credentials.add(((await r.allHeaders()).authorization ?? "").split(".")[0] ?? "");
    });
    // useChat({ resume: true }) asks GET /v1/chat/{id}/stream on every load.
    const resumed = () =>
      page
        .waitForResponse((r) => /\/v1\/chat\/[^/]+\/stream$/.test(new URL(r.url()).pathname))
        .then((r) => r.status());
    let resume = resumed();
    await page.goto(site.url);
    const first = await resume;
    check(first === 204, `on load, resume finds no active run: 204 (${first})`);

    // "hi": an atom, answered at the edge, with its assessment.
    await page.fill("input[aria-label=Message]", "hi");
    await page.click("button[type=submit]");
    const hi = page.locator("article[data-role=assistant]").nth(0);
    await hi.locator("footer[data-finished]").waitFor({ timeout: 15_000 });
    const assessment = hi.locator("[data-part=assessment]");
    check(
      (await assessment.getAttribute("data-complexity")) === "atom" &&
        (await assessment.getAttribute("data-path")) === "atom-template",
      "hi: the assessment rendered (atom, atom-template)",
    );
    const answer = (await hi.locator("p").first().textContent())?.trim() ?? "";
    check(answer.length > 0, `hi: an answer at the edge ("${answer}")`);
    await page.screenshot({ path: `${ARTIFACTS}/hi.png`, fullPage: true });

    // A multi-agent message, reloaded mid-run: resume renders it to completion.
    await page.fill("input[aria-label=Message]", WORKFLOW_MESSAGE);
    await page.click("button[type=submit]");
    const run = page.locator("article[data-role=assistant]").nth(1);
    await run.locator('[data-stage-id="stage-2"]').waitFor({ timeout: 20_000 });
    check(
      (await run.locator('[data-stage-id="plan"]').textContent())?.includes("workflow:") ?? false,
      "workflow: the plan is shown first",
    );
    await page.screenshot({ path: `${ARTIFACTS}/workflow-mid-run.png`, fullPage: true });
    resume = resumed();
    await page.reload();
    const midRun = await resume;
    const lastStage = run.locator(
      `[data-stage-id="stage-${WORKFLOW_STAGES}"][data-stage-status=complete]`,
    );
    await lastStage.waitFor({ timeout: 60_000 });
    await run.locator("footer[data-finished]").waitFor({ timeout: 15_000 });
    await page.waitForSelector("main[data-status=ready]");
    check(
      midRun === 200,
      `reload mid-run: useChat resumed the active run via GET /v1/chat/{id}/stream (${midRun})`,
    );
    const stages = await run
      .locator("[data-part=workflow-update]")
      .evaluateAll((els) =>
        els.map((e) => `${e.getAttribute("data-stage-id")}:${e.getAttribute("data-stage-status")}`),
      );
    const expected = [
      "plan:complete",
      ...Array.from({ length: WORKFLOW_STAGES }, (_, i) => `stage-${i + 1}:complete`),
    ];
    check(
      JSON.stringify(stages) === JSON.stringify(expected),
      `workflow progress rendered once per stage, updated in place, all complete (${stages.join(" ")})`,
    );
    const tools = await run
      .locator("[data-part=tool]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-tool-state")));
    check(
      tools.length === WORKFLOW_STAGES && tools.every((s) => s === "output-available"),
      `tool parts rendered, each with its output (${tools.length}: ${tools.join(", ")})`,
    );
    check(
      (await page.locator("article[data-role=user]").count()) === 2 &&
        (await page.locator("article[data-role=assistant]").count()) === 2,
      "after the reload the chat holds both turns once",
    );
    await page.screenshot({ path: `${ARTIFACTS}/workflow-resumed.png`, fullPage: true });

    // Reloaded once more after the run ended: 204, the chat as it was, no error.
    resume = resumed();
    await page.reload();
    const ended = await resume;
    await page.waitForSelector("main[data-status=ready]");
    await run.locator("footer[data-finished]").waitFor();
    check(
      ended === 204 &&
        (await page.locator("[role=alert]").count()) === 0 &&
        (await run.locator("[data-part=workflow-update]").count()) === WORKFLOW_STAGES + 1,
      `reload after the run ended: 204 and the chat unchanged (${ended})`,
    );
    check(
      [...credentials].join() === "Bearer ct1",
      `the page called the router with client tokens only (${[...credentials].join(", ")})`,
    );
    check(
      errors.length === 0,
      `no console errors${errors.length ? `: ${errors.join(" | ")}` : ""}`,
    );
  } finally {
    for (const context of contexts) await context.close();
    site?.stop();
    (await starting.catch(() => null))?.stop();
  }
  console.log(`\nwall time ${((Date.now() - began) / 1000).toFixed(1)} s`);
  if (failures.length) {
    console.error(`\n${failures.length} example check(s) failed`);
    process.exit(1);
  }
  console.log(`example checks passed; screenshots in ${ARTIFACTS}/`);
}

await main();
