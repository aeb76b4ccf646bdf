export const WRANGLER_BIN: string;
export function wranglerEnv(extra?: Record<string, string>): NodeJS.ProcessEnv;
export function devArgs(options: {
  port: string | number;
  persistTo?: string;
  vars?: Record<string, string>;
  logLevel?: string;
  extra?: string[];
}): string[];
