import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { AppError } from "../errors";

/** D1's bookmark shape: four hex groups (checked so a client's header never reaches D1 malformed). */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
export const BOOKMARK_HEADER = "x-d1-bookmark";

/**
 * Reads D1 through the Sessions API, so reads can be served by a nearby read
 * replica instead of the primary. `first` is where a session without a bookmark
 * starts: `first-unconstrained` (any replica) on the public API, where a few
 * seconds of lag only delays an admin change like the auth memo already does,
 * and `first-primary` on the admin API. Every response carries the session's
 * bookmark in `x-d1-bookmark`; a client that sends it back (after an admin
 * write, say) reads at least that state, on any replica. Writes always go to
 * the primary. The request's `DB` is the session; nothing else changes.
 *
 * @example
 * app.use("/v1/*", d1Session("first-unconstrained"));
 */
export function d1Session(first: D1SessionConstraint): MiddlewareHandler<AppEnv> {
  return async function d1Session(c, next) {
    const given = c.req.header(BOOKMARK_HEADER);
    if (given !== undefined && !BOOKMARK.test(given)) {
      throw new AppError(
        "validation_failed",
        `${BOOKMARK_HEADER} must be a bookmark this API returned in that header, or absent.`,
      );
    }
    const base = c.env.DB;
    const session = base.withSession(given ?? first);
    c.env = { ...c.env, DB: sessionDatabase(base, session) };
    await next();
    const bookmark = session.getBookmark();
    if (bookmark) c.res.headers.set(BOOKMARK_HEADER, bookmark);
  };
}

/** The session behind the D1Database interface the db/ functions take. */
function sessionDatabase(base: D1Database, session: D1DatabaseSession): D1Database {
  return {
    prepare: (query: string) => session.prepare(query),
    batch: <T>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    exec: (query: string) => base.exec(query),
    dump: () => base.dump(),
    withSession: (constraint?: string) => base.withSession(constraint),
  } as D1Database;
}
