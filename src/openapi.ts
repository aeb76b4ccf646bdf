import { z } from "zod";
import { lazy } from "./lib/lazy";
import { ErrorResponse } from "./schemas/common";
import { OPENAI_ROUTES, OpenAiErrorResponse } from "./schemas/openai";

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  security?: Json[];
  responses?: Record<string, Json>;
}
interface Document {
  servers?: Json[];
  paths?: Record<string, Record<string, Operation | undefined>>;
}

const METHODS = ["get", "put", "post", "delete", "patch", "options", "head"] as const;

/** Routes a browser's client token may call, besides the workspace key. */
const CLIENT_TOKEN_ROUTES = ["/v1/chat", "/v1/chat/{chat_id}/stream"];

/** The error bodies as JSON Schema, inlined like the ones the routes declare. */
function jsonSchema(schema: z.ZodType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema) as Json;
  return rest;
}
/** Built on the first /openapi.json, not at startup. */
const errorSchemas = lazy(() => ({
  api: jsonSchema(ErrorResponse),
  openai: jsonSchema(OpenAiErrorResponse),
}));

/**
 * Finishes the generated document for client generators: servers, an
 * operationId and security on every operation (`security: []` where no
 * credentials are needed), and the 429 and 5xx answers every route can give,
 * in the shape that route's errors take.
 *
 * @example
 * const doc = forGenerators(app.getOpenAPI31Document(config), "http://127.0.0.1:8787");
 */
export function forGenerators<T extends object>(source: T, serverUrl: string): T & Document {
  const doc = structuredClone(source) as T & Document;
  doc.servers = [{ url: serverUrl, description: "This router." }];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      op.operationId ??= operationId(method, path);
      op.security ??= security(path);
      if (CLIENT_TOKEN_ROUTES.includes(path))
        op.security = [{ workspaceKey: [] }, { clientToken: [] }];
      addErrors(op, path);
    }
  }
  return doc;
}

/** `post /v1/runs/{id}/cancel` → `postV1RunsByIdCancel`: unique and stable. */
export function operationId(method: string, path: string): string {
  const words = path
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/u.exec(segment);
      return param ? `by_${param[1]}` : segment;
    })
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/u))
    .filter(Boolean);
  return method + words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join("");
}

function security(path: string): Json[] {
  if (path.startsWith("/admin")) return [{ adminToken: [] }];
  if (path.startsWith("/v1")) return [{ workspaceKey: [] }];
  return [];
}

function addErrors(op: Operation, path: string) {
  op.responses ??= {};
  const schema = OPENAI_ROUTES.includes(path) ? errorSchemas().openai : errorSchemas().api;
  const responses = op.responses;
  const error = (description: string, headers?: Json) => ({
    description,
    ...(headers ? { headers } : {}),
    content: { "application/json": { schema } },
  });
  if (path.startsWith("/v1"))
    responses["429"] ??= error("Rate limited: too many requests for this key.", {
      "retry-after": {
        description: "Seconds to wait before retrying.",
        schema: { type: "integer" },
      },
    });
  responses["500"] ??= error("Internal error; report the x-request-id.");
  if (path.startsWith("/v1/chat") || path.startsWith("/v1/runs")) {
    responses["502"] ??= error("The origin orchestrator failed.");
    responses["504"] ??= error("The origin orchestrator timed out.");
  }
}
