import { getWorkspace, type WorkspaceRow } from "../../db/workspaces";
import { AppError } from "../../errors";

/** The workspace named in an admin path, or a 404 that says how to find one. */
export async function requireWorkspace(db: D1Database, id: string): Promise<WorkspaceRow> {
  const workspace = await getWorkspace(db, id);
  if (!workspace) {
    throw new AppError(
      "not_found",
      `No workspace "${id}". List workspaces with GET /admin/workspaces.`,
    );
  }
  return workspace;
}

export const adminSecurity = [{ adminToken: [] }];
