import type { Env } from "../env";
import { ORIGIN_TIMEOUTS, type OriginTarget } from "./client";

/** How a run reaches the origin, decided by the worker that starts it and carried to its Durable Object. */
export type OriginRoute = { kind: "binding" } | { kind: "url"; url: string } | { kind: "none" };

/** The route the environment configures: the ORIGIN service binding first, else ORIGIN_URL. */
export function originRoute(env: Env): OriginRoute {
  const vars = env as unknown as Record<string, unknown>;
  if (vars.ORIGIN) return { kind: "binding" };
  if (typeof vars.ORIGIN_URL === "string" && vars.ORIGIN_URL)
    return { kind: "url", url: vars.ORIGIN_URL };
  return { kind: "none" };
}

/**
 * Where and how to reach the origin: the route, ORIGIN_TOKEN, and timeouts
 * overridable per deployment.
 */
export function originTarget(env: Env, route: OriginRoute = originRoute(env)): OriginTarget {
  const vars = env as unknown as Record<string, unknown>;
  return {
    binding: route.kind === "binding" ? (vars.ORIGIN as Fetcher | undefined) : undefined,
    url: route.kind === "url" ? route.url : undefined,
    token:
      typeof vars.ORIGIN_TOKEN === "string" && vars.ORIGIN_TOKEN ? vars.ORIGIN_TOKEN : undefined,
    timeouts: {
      firstByteMs: positive(vars.ORIGIN_FIRST_BYTE_TIMEOUT_MS, ORIGIN_TIMEOUTS.firstByteMs),
      idleMs: positive(vars.ORIGIN_IDLE_TIMEOUT_MS, ORIGIN_TIMEOUTS.idleMs),
      totalMs: positive(vars.ORIGIN_TOTAL_TIMEOUT_MS, ORIGIN_TIMEOUTS.totalMs),
    },
  };
}

function positive(value: unknown, fallback: number): number {
  const n =
    typeof value === "string" ? Number(value) : typeof value === "number" ? value : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
