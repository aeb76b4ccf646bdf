import { z } from "zod";
import { CLIENT_TOKEN_MAX_TTL_SECONDS } from "../lib/client-token";

export const ClientTokenRequest = z.strictObject({
  user_id: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .describe("Your end user's id; the token is bound to it, and so are the chats it starts."),
  ttl_seconds: z
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .default(900)
    .describe(
      `Lifetime in seconds; longer ones are cut to ${CLIENT_TOKEN_MAX_TTL_SECONDS} (\`expires_at\` says when it ends).`,
    ),
});

export const ClientTokenResponse = z.object({
  token: z
    .string()
    .describe("Send as `Authorization: Bearer <token>` to /v1/chat and its resume route."),
  expires_at: z.string(),
  user_id: z.string(),
});
