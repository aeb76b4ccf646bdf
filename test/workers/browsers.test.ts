import { describe, expect, it } from "vitest";
import { signClientToken } from "../../src/lib/client-token";
import { DEV_CLIENT_TOKEN_SECRET } from "../../src/services/client-tokens";
import { chatBody, postChat, readChat } from "./chat-helpers";
import { call, expectError, newWorkspace } from "./helpers";
import { staffedWorkspace } from "./runs-helpers";

const preflight = (path: string, origin: string) =>
  call(path, {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "authorization, content-type",
    },
  });

describe("CORS for browsers", () => {
  it.each([
    "https://app.example.com",
    "https://chat.example.org",
    "http://localhost:5173",
    "http://127.0.0.1:3000",
    "http://localhost",
  ])("answers a preflight from %s with 204, no key needed, echoing the origin", async (origin) => {
    const res = await preflight("/v1/chat", origin);
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe(origin);
    expect(res.headers.get("access-control-allow-headers")).toContain("authorization");
    expect(res.headers.get("access-control-allow-methods")).toContain("POST");
    expect(res.headers.get("vary")).toContain("Origin");
  });

  it.each([
    "https://evil.example",
    "http://localhost.evil.example",
    "https://app.example.com.evil",
  ])("gives a disallowed origin (%s) no access-control-allow-origin", async (origin) => {
    const res = await preflight("/v1/chat", origin);
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    const ws = await newWorkspace();
    const actual = await call("/v1/workspace", { token: ws.api_key, headers: { origin } });
    expect(actual.status).toBe(200);
    expect(actual.headers.get("access-control-allow-origin")).toBeNull();
    expect(actual.headers.get("vary")).toContain("Origin");
  });

  it("lets an allowed browser read responses, errors included, and the routing headers", async () => {
    const origin = "https://app.example.com";
    const denied = await call("/v1/chat", { body: chatBody("hi"), headers: { origin } });
    expectError(denied, 401, "unauthorized");
    expect(denied.headers.get("access-control-allow-origin")).toBe(origin);
    const ws = await newWorkspace();
    const res = await postChat(ws.api_key, chatBody("hi"), "", { headers: { origin } });
    expect(res.headers.get("access-control-allow-origin")).toBe(origin);
    expect(res.headers.get("access-control-expose-headers")).toContain("x-assess-tier");
    await res.text();
  });
});

describe("POST /v1/client-tokens", () => {
  async function mint(apiKey: string, body: object = { user_id: "user-7", ttl_seconds: 900 }) {
    const res = await call("/v1/client-tokens", { token: apiKey, body });
    expect(res.status, res.text).toBe(201);
    return res.json as { token: string; expires_at: string; user_id: string };
  }

  it("mints a token bound to one end user, good for /v1/chat and its resume route only", async () => {
    const ws = await newWorkspace();
    const before = Date.now();
    const minted = await mint(ws.api_key);
    expect(minted.user_id).toBe("user-7");
    const expires = Date.parse(minted.expires_at);
    expect(expires - before).toBeGreaterThan(890_000);
    expect(expires - before).toBeLessThanOrEqual(901_000);
    const chat = await readChat(await postChat(minted.token, chatBody("hi")));
    expect(chat.message?.metadata).toMatchObject({ path: "atom-template" });
    expect((await call("/v1/chat/chat_1/stream", { token: minted.token })).status).toBe(204);
    for (const [path, body] of [
      ["/v1/assess", { message: "hi" }],
      ["/v1/client-tokens", { user_id: "x" }],
      ["/v1/chat/completions", { model: "auto", messages: [{ role: "user", content: "hi" }] }],
    ] as const) {
      const res = await call(path, { token: minted.token, body });
      expect(res.status, path).toBe(403);
    }
    expectError(await call("/v1/runs", { token: minted.token }), 403, "forbidden");
  });

  it("rejects tampered, foreign-secret and expired tokens with 401", async () => {
    const ws = await newWorkspace();
    const { token } = await mint(ws.api_key);
    const [head, payload, signature] = token.split(".") as [string, string, string];
    const flipped = `${head}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    const otherUser = btoa(JSON.stringify({ w: ws.id, u: "admin", s: "chat", e: 9_999_999_999 }))
      .replaceAll("=", "")
      .replaceAll("+", "-")
      .replaceAll("/", "_");
    const forged = `${head}.${otherUser}.${signature}`;
    // Signed with another secret: what every old token is after the secret is rotated.
    const rotated = await signClientToken("the-previous-secret", {
      w: ws.id,
      u: "user-7",
      s: "chat",
      e: Math.floor(Date.now() / 1000) + 600,
    });
    const expired = await signClientToken(DEV_CLIENT_TOKEN_SECRET, {
      w: ws.id,
      u: "user-7",
      s: "chat",
      e: Math.floor(Date.now() / 1000) - 1,
    });
    for (const bad of [flipped, forged, rotated, expired, "ct1.garbage", "ct1.a.b.c"]) {
      const res = await call("/v1/chat", { token: bad, body: chatBody("hi") });
      expectError(res, 401, "unauthorized");
    }
    const res = await call("/v1/chat", { token: expired, body: chatBody("hi") });
    expect(res.json.error.message).toContain("expired");
  });

  it("caps the lifetime at an hour", async () => {
    const ws = await newWorkspace();
    const before = Date.now();
    const minted = await mint(ws.api_key, { user_id: "u", ttl_seconds: 86_400 });
    const lifetime = Date.parse(minted.expires_at) - before;
    expect(lifetime).toBeGreaterThan(3_590_000);
    expect(lifetime).toBeLessThanOrEqual(3_601_000);
  });

  it("refuses bad requests: no user, an empty user, a bad ttl, no key", async () => {
    const ws = await newWorkspace();
    for (const body of [
      {},
      { user_id: "" },
      { user_id: "u", ttl_seconds: 1.5 },
      { user_id: "u", ttl_seconds: 0 },
    ]) {
      expectError(
        await call("/v1/client-tokens", { token: ws.api_key, body }),
        400,
        "validation_failed",
      );
    }
    expectError(await call("/v1/client-tokens", { body: { user_id: "u" } }), 401, "unauthorized");
  });

  it("binds the chats a token starts to its end user: another user's token cannot resume them", async () => {
    const ws = await staffedWorkspace();
    const alice = await mint(ws.api_key, { user_id: "alice", ttl_seconds: 600 });
    const bob = await mint(ws.api_key, { user_id: "bob", ttl_seconds: 600 });
    const res = await postChat(
      alice.token,
      chatBody("send an email to dana@acme.com about the launch [origin:delay-events=150]", [], {
        id: "alice-chat",
      }),
    );
    expect(res.headers.get("x-run-id")).toMatch(/^run_/);
    expect((await call("/v1/chat/alice-chat/stream", { token: bob.token })).status).toBe(204);
    const own = await call("/v1/chat/alice-chat/stream", { token: alice.token });
    expect(own.status).toBe(200);
    expect(own.headers.get("x-run-id")).toBe(res.headers.get("x-run-id"));
    await res.text();
  });
});
