import { describe, expect, it } from "vitest";
import type { AssessPorts } from "../../src/assess/pipeline";
import { applyRules } from "../../src/assess/rules";
import { Catalog } from "../../src/catalog/catalog";
import { timedPorts } from "../../src/services/assess-timing";

describe("timedPorts", () => {
  it("hands the learned tier's domain hints on to the classifier it times", async () => {
    const seen: (readonly string[] | undefined)[] = [];
    const ports: AssessPorts = {
      catalog: new Catalog([], []),
      classifier: {
        async classify(_input, _outcome, hints) {
          seen.push(hints);
          return {
            complexity: "molecule",
            action: "delegate",
            reasoning: "stub",
            needs_memory: false,
            needs_multi_agent: false,
            tool_hints: [],
          };
        },
      },
    };
    const timed = timedPorts(ports);
    const message = "did nvidia go up today";
    await timed.ports.classifier?.classify({ message }, applyRules({ message }), ["finance"]);
    expect(seen).toEqual([["finance"]]);
    expect(timed.finish(1, null).modelCalled).toBe(true);
  });
});
