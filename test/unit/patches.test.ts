import { zodSchema } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";

// patches/README.md: the AI SDK's zod 3 converter is patched out of the bundle.
describe("the provider-utils patch", () => {
  it("keeps zod 4 schemas, which the router's model output uses", () => {
    const schema = zodSchema(z.object({ complexity: z.enum(["atom", "molecule"]) }));
    expect(schema.jsonSchema).toMatchObject({ type: "object" });
  });

  it("refuses a zod 3 schema with a sentence naming the patch", () => {
    const zod3Like = { _def: { typeName: "ZodObject" }, safeParseAsync: async () => ({}) };
    expect(() => zodSchema(zod3Like as never)).toThrow(/patched out \(patches\/README\.md\)/);
  });
});
