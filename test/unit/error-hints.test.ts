import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** Every source file under a folder. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") ? [path] : [];
  });
}

/** `{id}`, `{key_id}`, `:id` all name one path segment. */
const shape = (path: string) => path.replace(/\{[^}]+\}|:[a-z_]+/g, "{}").replace(/\/$/, "");

describe("error hints", () => {
  it("name only routes that exist (method and path)", () => {
    const sources = files("src").map((path) => ({ path, text: readFileSync(path, "utf8") }));
    const routes = new Set<string>(["GET /openapi.json"]);
    for (const { text } of sources)
      for (const m of text.matchAll(/method: "(get|post|put|delete|patch)",\s+path: "([^"]+)"/g))
        routes.add(`${m[1]?.toUpperCase()} ${shape(m[2] as string)}`);
    expect(routes.size).toBeGreaterThan(25);
    const hints: string[] = [];
    for (const { path, text } of sources) {
      // Only strings that reach users: messages thrown as AppError or written in error text.
      for (const m of text.matchAll(
        /\b(GET|POST|PUT|DELETE|PATCH) (\/[A-Za-z0-9_{}/.:-]*[A-Za-z0-9_}])/g,
      )) {
        const hint = `${m[1]} ${shape(m[2] as string)}`;
        if (!routes.has(hint)) hints.push(`${path}: ${m[0]}`);
      }
    }
    expect(hints).toEqual([]);
  });
});
