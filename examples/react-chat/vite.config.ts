import react from "@vitejs/plugin-react";
import { type Connect, defineConfig, loadEnv, type Plugin } from "vite";

/**
 * Your server's one job in this example: mint a short-lived client token for
 * the signed-in user with the workspace key, which never reaches the browser
 * (Vite only hands VITE_-prefixed variables to the page). Here it is a Vite
 * middleware, for `vite` and `vite preview` alike; in your app it is a route on
 * your own backend.
 */
function clientTokens(routerUrl: string, workspaceKey: string): Plugin {
  const mint: Connect.NextHandleFunction = async (req, res, next) => {
    if (req.url !== "/api/client-token" || req.method !== "POST") return next();
    try {
      const minted = await fetch(`${routerUrl}/v1/client-tokens`, {
        method: "POST",
        headers: { authorization: `Bearer ${workspaceKey}`, "content-type": "application/json" },
        // Bind the token to your signed-in user; the router scopes resume to them.
        body: JSON.stringify({ user_id: "example-user", ttl_seconds: 900 }),
      });
      res.statusCode = minted.status;
      res.setHeader("content-type", "application/json");
      res.end(await minted.text());
    } catch (error) {
      res.statusCode = 502;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ error: { message: `router unreachable: ${String(error)}` } }));
    }
  };
  return {
    name: "router-client-tokens",
    configureServer: (server) => void server.middlewares.use(mint),
    configurePreviewServer: (server) => void server.middlewares.use(mint),
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), "");
  const routerUrl = env.VITE_ROUTER_URL || "http://127.0.0.1:8787";
  // `demo-key` is the development seed's workspace key (`npm run dev` in the router).
  return { plugins: [react(), clientTokens(routerUrl, env.ROUTER_KEY || "demo-key")] };
});
