import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env";

/**
 * One instance per run (SQLite storage). It forwards delegated work to the origin
 * orchestrator and keeps the run's event log (issue #4); multi-agent stages are
 * driven by its alarms (issue #6). Until then it only reports that it exists, so
 * the binding, migration and deploy path are exercised from day one.
 */
export class RunCoordinator extends DurableObject<Env> {
  override async fetch(_request: Request): Promise<Response> {
    return Response.json(
      { error: { code: "not_found", message: "Runs are not implemented yet." } },
      { status: 404 },
    );
  }
}
