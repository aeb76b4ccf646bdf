/// <reference types="node" />
/**
 * Writes the router's OpenAPI document (what GET /openapi.json serves) to a
 * file, for `npm run lint:openapi` (Redocly's recommended rules) and for client
 * generators. The app is built in Node; no request reaches D1 or a binding.
 *
 * Usage: tsx scripts/openapi.mts [out-file]   (default: dist/openapi.json)
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { app } from "../src/app";

const out = process.argv[2] ?? "dist/openapi.json";
const res = await app.request("http://127.0.0.1:8787/openapi.json");
if (res.status !== 200) throw new Error(`GET /openapi.json answered ${res.status}`);
await mkdir(dirname(out), { recursive: true });
await writeFile(out, `${JSON.stringify(await res.json(), null, 2)}\n`);
console.log(`wrote ${out}`);
