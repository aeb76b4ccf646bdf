import type { KeyScope } from "./db/keys";

/** Bindings, as `wrangler types` generates them into src/worker-configuration.d.ts. */
export type Env = Cloudflare.Env;

/** Who is calling, resolved once by the workspace auth middleware. */
export interface WorkspaceAuth {
  workspaceId: string;
  workspaceName: string;
  configVersion: number;
  keyId: string;
  scope: KeyScope;
}

export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    auth: WorkspaceAuth;
  };
}
