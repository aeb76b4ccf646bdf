import type { WorkspaceAuth } from "../env";

/**
 * How long a resolved key is trusted without asking D1 again. Within one isolate,
 * admin changes (revoke, rotate, catalog or settings) forget the workspace at
 * once; other isolates see them within this window.
 */
export const AUTH_MEMO_SECONDS = 10;
const MAX_ENTRIES = 1_000;

const memo = new Map<string, { auth: WorkspaceAuth; expiresAt: number }>();

/** The resolved key for a hash, if it was seen recently. */
export function recall(keyHash: string, now = Date.now()): WorkspaceAuth | null {
  const entry = memo.get(keyHash);
  if (!entry) return null;
  if (entry.expiresAt <= now) {
    memo.delete(keyHash);
    return null;
  }
  return entry.auth;
}

export function remember(keyHash: string, auth: WorkspaceAuth, now = Date.now()): void {
  if (memo.size >= MAX_ENTRIES) {
    const oldest = memo.keys().next().value;
    if (oldest !== undefined) memo.delete(oldest);
  }
  memo.set(keyHash, { auth, expiresAt: now + AUTH_MEMO_SECONDS * 1000 });
}

/** Drops every remembered key of a workspace, after an admin change to it. */
export function forgetWorkspace(workspaceId: string): void {
  for (const [hash, entry] of memo) {
    if (entry.auth.workspaceId === workspaceId) memo.delete(hash);
  }
}
