/**
 * Tool-call ids as a run relays them. Every stage's origin call numbers its own
 * tool calls (`call_1`, …), so relayed as they are, stages collide and a client
 * keeps one tool part of five. Ids are prefixed with the stage and attempt, and
 * an id an attempt repeats gets a suffix; results go to the latest call of that
 * id. The log stores the rewritten ids, so a replay shows the same ones.
 *
 * @example
 * const ids = new ToolCallIds(2, 1);
 * ids.call("call_1"); // "s2a1-call_1"
 * ids.result("call_1"); // "s2a1-call_1"
 */
export class ToolCallIds {
  private readonly calls = new Map<string, number>();
  private readonly prefix: string;

  constructor(stage: number, attempt: number) {
    this.prefix = `s${stage}a${attempt}-`;
  }

  call(id: string): string {
    const n = (this.calls.get(id) ?? 0) + 1;
    this.calls.set(id, n);
    return this.name(id, n);
  }

  result(id: string): string {
    return this.name(id, this.calls.get(id) ?? 1);
  }

  private name(id: string, n: number): string {
    return n === 1 ? `${this.prefix}${id}` : `${this.prefix}${id}~${n}`;
  }
}
