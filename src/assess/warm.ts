import { warmScreens } from "./any-of";
import { applyRules } from "./rules";

/**
 * Prepares tier 1 for the isolate's later messages, off the user's path:
 * makes sure its tables are built (one message builds them all), then
 * compiles the joined screens (any-of.ts) one at a time, awaiting `pause`
 * between them. Returns how many screens it compiled, and why any could not be.
 *
 * @example
 * ctx.waitUntil(warmTier1(() => new Promise((resolve) => setTimeout(resolve, 0))));
 */
export async function warmTier1(
  pause: () => Promise<void>,
): Promise<{ warmed: number; refused: string[] }> {
  await pause();
  applyRules({ message: "hi" });
  return warmScreens(pause);
}
