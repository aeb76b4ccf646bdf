/**
 * `npx tsx scripts/delegated-cpu.ts`: CPU time per delegated chat message in
 * the local runtime (docs/performance.md, "CPU per delegated message"). Starts `wrangler dev`
 * as `npm run bench` does, sends delegated messages one at a time, and reads
 * the CPU time (`/proc/<pid>/stat`, user + system) of the `workerd` process
 * that runs the Workers and their objects, before and after each round. Linux
 * only; not run in CI (a figure to compare two trees by, alternated).
 *
 * ROUNDS (default 3) rounds of N (default 40) messages, after 5 to warm up.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { startDevServer } from "./dev-server";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const N = Number(process.env.N ?? 40);
/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;

function workersProcess(): string {
  // Of wrangler's two workerd processes, the one with the inspector runs the Workers; the other proxies.
  const pids = execFileSync("pgrep", ["-f", "workerd serve"], { encoding: "utf8" })
    .trim()
    .split("\n");
  const pid = pids.find((p) =>
    readFileSync(`/proc/${p}/cmdline`, "utf8").includes("--inspector-addr"),
  );
  if (!pid) throw new Error("no workerd process with an inspector found");
  return pid;
}

function cpuMs(pid: string): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

const server = await startDevServer({ adminToken: "bench", statePrefix: "router-cpu-" });
try {
  const send = async () => {
    const response = await fetch(`${server.base}/v1/chat`, {
      method: "POST",
      headers: { authorization: "Bearer demo-key", "content-type": "application/json" },
      body: JSON.stringify({
        id: "cpu",
        messages: [
          {
            id: "1",
            role: "user",
            parts: [{ type: "text", text: "refund order 88123 in stripe" }],
          },
        ],
      }),
    });
    await response.text();
  };
  for (let i = 0; i < 5; i++) await send();
  const pid = workersProcess();
  for (let round = 1; round <= ROUNDS; round++) {
    const before = cpuMs(pid);
    const started = performance.now();
    for (let i = 0; i < N; i++) await send();
    const wall = (performance.now() - started) / N;
    // The run's last writes (index, history, alarm) land just after its stream ends.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const cpu = (cpuMs(pid) - before) / N;
    console.log(
      `round ${round}: ${cpu.toFixed(1)} ms CPU, ${wall.toFixed(1)} ms wall per delegated message`,
    );
  }
} finally {
  server.stop();
}
