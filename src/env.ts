import type { KeyScope } from "./db/keys";

/** Bindings, as `wrangler types` generates them into src/worker-configuration.d.ts. */
export type Env = Cloudflare.Env;

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
  };
}
