import * as esbuild from "esbuild";
const r = await esbuild.build({ entryPoints: ["src/index.ts"], bundle: true, minify: true, format: "esm", platform: "browser", conditions: ["workerd", "worker", "browser"], external: ["cloudflare:*", "node:*", "#learned-weights"], loader: { ".bin": "binary" }, alias: { "@ai-sdk/gateway": "./src/llm/no-gateway.ts" }, metafile: true, write: false, target: "es2022" });
const out = Object.values(r.metafile.outputs)[0];
const rows = Object.entries(out.inputs).filter(([f]) => f.includes(process.argv[2] ?? "zod")).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput).slice(0, 25);
for (const [f, v] of rows) console.log(String(v.bytesInOutput).padStart(7), f);
console.log("total", out.bytes);
