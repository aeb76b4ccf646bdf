/**
 * Stands in for `@ai-sdk/gateway` in the bundle (wrangler.toml `[alias]`). The
 * `ai` package imports it to resolve string model ids through Vercel's AI
 * Gateway; this router always passes provider model instances
 * (src/llm/providers.ts), so the gateway was 80 KiB of dead code (7 % of the
 * bundle). These are the names `ai` imports, with the behaviour it relies on:
 * no error is ever a gateway error, and using the gateway says why it is absent.
 *
 * @example
 * GatewayError.isInstance(new Error("x")); // false
 */
export class GatewayError extends Error {
  static isInstance(_error: unknown): boolean {
    return false;
  }
}

export class GatewayAuthenticationError extends GatewayError {}

function absent(): never {
  throw new Error(
    "The AI Gateway provider is not bundled with this router: pass a provider model instance, not a model id string.",
  );
}

export const createGateway = absent;

/** Any model lookup on the default provider fails with a sentence, never a crash on undefined. */
export const gateway = new Proxy(absent, {
  get: (_target, prop) => (prop === "then" ? undefined : absent),
});
