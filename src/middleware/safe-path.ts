import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { AppError } from "../errors";

/**
 * The ids a path may carry, by position, each with its pattern. Workspace and key
 * ids are `prefix_hex` when generated (the dev seed uses `ws_demo`); run ids are
 * exactly `run_` and 32 hex digits.
 */
export const PATH_IDS = [
  {
    name: "workspace id",
    at: /^\/admin\/workspaces\/([^/]*)/,
    pattern: /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/,
  },
  {
    name: "key id",
    at: /^\/admin\/workspaces\/[^/]*\/keys\/([^/]*)/,
    pattern: /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/,
  },
  { name: "run id", at: /^\/v1\/runs\/([^/]*)/, pattern: /^run_[0-9a-f]{32}$/ },
] as const;

/**
 * Rejects, before auth and before any handler, a path with a dot segment (`.`,
 * `..`, or either percent-encoded), an encoded slash or backslash, or an id
 * outside its pattern. Without this a path such as
 * `/admin/workspaces/ws_demo/../ws_demo/tools` is resolved by whoever reads it
 * next, and a handler may act on a workspace the caller never named.
 *
 * @example
 * app.use(safePath());
 */
export function safePath(): MiddlewareHandler<AppEnv> {
  return async function safePath(c, next) {
    const problem = pathProblem(rawPath(c.req.url));
    if (problem) throw new AppError("validation_failed", `Invalid path: ${problem}.`);
    await next();
  };
}

/** The path as sent, before anything resolves dot segments or decodes it. */
function rawPath(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start < 0) return "/";
  const end = url.slice(start).search(/[?#]/);
  return end < 0 ? url.slice(start) : url.slice(start, start + end);
}

/**
 * What is wrong with a raw request path, or null.
 *
 * @example
 * pathProblem("/admin/workspaces/ws_demo/../ws_demo/tools"); // "dot segments (. or ..) are not allowed"
 */
export function pathProblem(path: string): string | null {
  if (/%(2f|5c)|\\/i.test(path)) return "encoded slashes and backslashes are not allowed";
  for (const segment of path.split("/")) {
    const plain = segment.replace(/%2e/gi, ".");
    if (plain === "." || plain === "..") return "dot segments (. or ..) are not allowed";
  }
  for (const id of PATH_IDS) {
    const value = id.at.exec(path)?.[1];
    if (value !== undefined && !id.pattern.test(value)) {
      return `${JSON.stringify(safeDecode(value).slice(0, 80))} is not a ${id.name} (${id.pattern.source})`;
    }
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // Not valid percent-encoding: show it as sent; the request is refused either way.
    return value;
  }
}
