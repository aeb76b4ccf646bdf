/**
 * Counting proxies around the router's bindings, for the latency budgets
 * (budget.test.ts) and the simulated-latency bench: every D1 query, KV call,
 * Durable Object call and origin fetch is counted, and can be delayed, so a
 * test can assert how many round trips a path makes before its first byte.
 */
import type { Env } from "../../src/env";

export type Binding = "d1" | "kv" | "do" | "origin" | "ai";

export interface Call {
  binding: Binding;
  /** The D1 statement's first words, the KV/DO method, or the origin path. */
  what: string;
  write: boolean;
}

export interface Counted {
  env: Env;
  calls: Call[];
  /** The constraint or bookmark of each D1 session opened (not a round trip by itself). */
  sessions: string[];
  /** Calls so far per binding. */
  count(binding: Binding, filter?: (call: Call) => boolean): number;
  reset(): void;
}

export type Delays = Partial<Record<Binding, number>>;

const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : undefined);

/** Wraps `base` so every binding call is recorded (and delayed by `delays[binding]` ms). */
export function countingEnv(base: Env, delays: Delays = {}): Counted {
  const calls: Call[] = [];
  const sessions: string[] = [];
  const record = async (call: Call) => {
    calls.push(call);
    await sleep(delays[call.binding] ?? 0);
  };
  const env = {
    ...base,
    DB: d1(base.DB, record, sessions),
    CACHE: kv(base.CACHE, record),
    RUNS: durableObjects(base.RUNS as unknown as DurableObjectNamespace, record),
    ...(base.ORIGIN ? { ORIGIN: fetcher(base.ORIGIN, record) } : {}),
    ...(base.AI ? { AI: ai(base.AI, record) } : {}),
  } as unknown as Env;
  return {
    env,
    calls,
    sessions,
    count: (binding, filter = () => true) =>
      calls.filter((c) => c.binding === binding && filter(c)).length,
    reset: () => {
      calls.length = 0;
      sessions.length = 0;
    },
  };
}

type Record_ = (call: Call) => Promise<void>;

const unwrapped = new WeakMap<object, D1PreparedStatement>();

function statement(real: D1PreparedStatement, sql: string, record: Record_): D1PreparedStatement {
  const write = /^\s*(insert|update|delete|replace|create|drop|alter)\b/i.test(sql);
  const what = sql.trim().split(/\s+/).slice(0, 4).join(" ");
  const proxy = new Proxy(real, {
    get(target, prop) {
      if (prop === "bind")
        return (...args: unknown[]) => statement(target.bind(...args), sql, record);
      if (prop === "first" || prop === "all" || prop === "run" || prop === "raw")
        return async (...args: unknown[]) => {
          await record({ binding: "d1", what, write });
          return (target[prop] as (...a: unknown[]) => unknown).apply(target, args);
        };
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  unwrapped.set(proxy, real);
  return proxy;
}

function d1<T extends D1Database | D1DatabaseSession>(
  db: T,
  record: Record_,
  sessions: string[],
): T {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare") return (sql: string) => statement(target.prepare(sql), sql, record);
      if (prop === "batch")
        return async (statements: D1PreparedStatement[]) => {
          const write = true;
          await record({ binding: "d1", what: `batch of ${statements.length}`, write });
          return target.batch(statements.map((s) => unwrapped.get(s) ?? s));
        };
      if (prop === "withSession" && "withSession" in target)
        return (constraint?: string) => {
          sessions.push(constraint ?? "first-unconstrained");
          return d1(target.withSession(constraint), record, sessions);
        };
      if (prop === "exec")
        return async (sql: string) => {
          await record({ binding: "d1", what: "exec", write: true });
          return (target as D1Database).exec(sql);
        };
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function kv(namespace: KVNamespace, record: Record_): KVNamespace {
  return new Proxy(namespace, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        await record({
          binding: "kv",
          what: String(prop),
          write: prop === "put" || prop === "delete",
        });
        return value.apply(target, args);
      };
    },
  });
}

function durableObjects(
  namespace: DurableObjectNamespace,
  record: Record_,
): DurableObjectNamespace {
  return new Proxy(namespace, {
    get(target, prop) {
      if (prop === "get" || prop === "getByName")
        return (...args: unknown[]) =>
          stub((target[prop] as (...a: unknown[]) => object).apply(target, args), record);
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function stub(real: object, record: Record_): object {
  return new Proxy(real, {
    get(target, prop) {
      // Not a promise: awaiting a proxied stub must not look for a `then` method over RPC.
      if (prop === "then" || typeof prop === "symbol") return undefined;
      if (prop === "id" || prop === "name") return Reflect.get(target, prop);
      return async (...args: unknown[]) => {
        await record({ binding: "do", what: String(prop), write: false });
        return (target as Record<string, (...a: unknown[]) => unknown>)[prop]?.(...args);
      };
    },
  });
}

function fetcher(service: Fetcher, record: Record_): Fetcher {
  return new Proxy(service, {
    get(target, prop) {
      if (prop === "fetch")
        return async (input: RequestInfo | URL, init?: RequestInit) => {
          await record({ binding: "origin", what: "fetch", write: false });
          return target.fetch(input, init);
        };
      return Reflect.get(target, prop, target);
    },
  });
}

function ai(binding: Ai, record: Record_): Ai {
  return new Proxy(binding, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop !== "run" || typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        await record({ binding: "ai", what: "run", write: false });
        return value.apply(target, args);
      };
    },
  });
}
