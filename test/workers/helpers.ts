import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";

export const ADMIN = "test-admin-token";
const BASE = "http://router.test";

export interface CallOptions {
  method?: string;
  token?: string | null;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/** A request through the worker's own fetch handler, as a client would send it. */
export async function call(path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  const res = await exports.default.fetch(`${BASE}${path}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined; // Asserted by expectError when an error body was expected.
  }
  return { status: res.status, headers: res.headers, text, json: json as any };
}

export const admin = (path: string, options: Omit<CallOptions, "token"> = {}) =>
  call(path, { ...options, token: ADMIN });

/** Asserts the contract's error shape and returns the body. */
export function expectError(res: Awaited<ReturnType<typeof call>>, status: number, code: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.json, res.text).toEqual({ error: { code, message: expect.any(String) } });
  expect(res.json.error.message.length).toBeGreaterThan(10);
  expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/); // no stack traces
  expect(res.headers.get("x-request-id")).toBeTruthy();
  return res.json.error as { code: string; message: string };
}

/** A fresh workspace with its key; each test gets its own, so tests never share state. */
export async function newWorkspace(name = `ws-${crypto.randomUUID().slice(0, 8)}`) {
  const res = await admin("/admin/workspaces", { body: { name } });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: string; name: string; api_key: string };
}

export async function rows<T = Record<string, unknown>>(sql: string, ...params: unknown[]) {
  const { results } = await env.DB.prepare(sql)
    .bind(...params)
    .all<T>();
  return results;
}
