import { GatewayError, gateway } from "@ai-sdk/gateway";
import { describe, expect, it } from "vitest";

// The workers project resolves @ai-sdk/gateway as the deployed bundle does
// (wrangler.toml [alias]); the provider tests in this project therefore run without it.
describe("the AI Gateway stand-in", () => {
  it("is what `ai` gets: no error counts as a gateway error, and using it says why", () => {
    expect(GatewayError.isInstance(new Error("boom"))).toBe(false);
    expect(() => gateway.languageModel("openai/gpt-5")).toThrow(/not bundled/);
  });
});
