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
    .max(CLIENT_TOKEN_MAX_TTL_SECONDS)
    .default(900)
    .describe(`Lifetime in seconds, at most ${CLIENT_TOKEN_MAX_TTL_SECONDS}.`),
});

export const ClientTokenResponse = z.object({
  token: z
    .string()
    .describe("Send as `Authorization: Bearer <token>` to /v1/chat and its resume route."),
  expires_at: z.string(),
  user_id: z.string(),
});
