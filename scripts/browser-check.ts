/**
 * What the headless-browser checks share (`npm run check:dashboard`,
 * `npm run check:example`): Debian's Chromium through playwright-core with a
 * fresh profile, a pass/fail list, and console errors collected per page.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A fresh Chromium profile each time (playwright passes it as --user-data-dir). CHROMIUM_PATH overrides /usr/bin/chromium. */
export function launch(javaScriptEnabled = true) {
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "router-chromium-")), {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
    viewport: { width: 1200, height: 900 },
    javaScriptEnabled,
  });
}

/** Named checks: each prints ok/FAIL; `failures` lists the failed ones. */
export function checklist() {
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
    if (!ok) failures.push(what);
  };
  return { check, failures };
}

/** Collects a page's console errors and uncaught exceptions. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  return errors;
}
