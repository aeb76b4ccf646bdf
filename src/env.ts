import type { KeyScope } from "./db/keys";
import type { WorkspaceContext } from "./workspace/context";

/**
 * Bindings, as `wrangler types` generates them into src/worker-configuration.d.ts,
 * plus optional deployment settings that have no value in wrangler.toml.
 */
export type Env = Cloudflare.Env & {
  /** Comma-separated origins allowed to call the public API from a browser; `*` allows any. */
  CORS_ORIGINS?: string;
  /** Signs client tokens (POST /v1/client-tokens); rotating it revokes them all. */
  CLIENT_TOKEN_SECRET?: string;
};

/** Who is calling, resolved once by the workspace auth middleware. */
export interface WorkspaceAuth {
  workspaceId: string;
  workspaceName: string;
  configVersion: number;
  keyId: string;
  /** `client`: a browser's client token, good for /v1/chat and its resume route only. */
  scope: KeyScope | "client";
  /** The end user a client token was minted for. */
  userId?: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    auth: WorkspaceAuth;
    /** The workspace this request's assessment loaded (services/assessor.ts), for work after the response. */
    workspace?: WorkspaceContext;
  };
}
