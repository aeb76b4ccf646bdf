/** Why a byte stream could not be split into lines. */
export class LineTooLong extends Error {
  constructor(readonly maxBytes: number) {
    super(`a line is longer than ${maxBytes} bytes`);
    this.name = "LineTooLong";
  }
}

const NEWLINE = 0x0a;

/**
 * Splits a byte stream into UTF-8 lines in time linear in its length: each byte
 * is scanned once and copied at most once more (when its line is complete), so
 * a long line arriving in many small chunks costs no more than one big chunk.
 * A line over `maxBytes` (its `\n` not counted) throws `LineTooLong` as soon as
 * it is known, without waiting for its end. A trailing `\r` is dropped; blank
 * lines are returned as "" for the caller to skip.
 *
 * @example
 * const lines = new LineSplitter(1024);
 * lines.push(bytes('{"a":1}\n{"b"')); // ['{"a":1}']
 * lines.push(bytes(':2}\n'));           // ['{"b":2}']
 * lines.end();                          // null: nothing left over
 */
export class LineSplitter {
  private parts: Uint8Array[] = [];
  private pending = 0;
  private readonly decoder = new TextDecoder();

  constructor(private readonly maxBytes: number) {}

  /** The lines this chunk completes, in order. */
  push(chunk: Uint8Array): string[] {
    const lines: string[] = [];
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(NEWLINE, start);
      const end = newline < 0 ? chunk.length : newline;
      if (this.pending + (end - start) > this.maxBytes) throw new LineTooLong(this.maxBytes);
      if (newline < 0) break;
      lines.push(this.take(chunk.subarray(start, newline)));
      start = newline + 1;
    }
    if (start < chunk.length) {
      // Copied: the caller may reuse its buffer for the next chunk.
      this.parts.push(chunk.slice(start));
      this.pending += chunk.length - start;
    }
    return lines;
  }

  /** The last line when the stream ended without a newline, else null. */
  end(): string | null {
    if (this.pending === 0) return null;
    return this.take(new Uint8Array(0));
  }

  private take(tail: Uint8Array): string {
    let bytes = tail;
    if (this.parts.length > 0) {
      bytes = new Uint8Array(this.pending + tail.length);
      let offset = 0;
      for (const part of this.parts) {
        bytes.set(part, offset);
        offset += part.length;
      }
      bytes.set(tail, offset);
      this.parts = [];
      this.pending = 0;
    }
    const line = this.decoder.decode(bytes);
    return line.endsWith("\r") ? line.slice(0, -1) : line;
  }
}
