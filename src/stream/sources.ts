import type { ChatEvent, SequencedEvent } from "./events";

/**
 * A stream of events produced by an async generator; cancelling the stream (the
 * client went away) returns the generator, which aborts whatever it awaits.
 */
export function fromEvents(
  events: AsyncIterable<ChatEvent> | Iterable<ChatEvent>,
): ReadableStream<SequencedEvent> {
  const iterator =
    Symbol.asyncIterator in events
      ? events[Symbol.asyncIterator]()
      : (events as Iterable<ChatEvent>)[Symbol.iterator]();
  return new ReadableStream<SequencedEvent>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue({ seq: 0, event: next.value });
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** NDJSON text (a run's log as its Durable Object streams it) back into events. */
export function ndjsonEvents(): TransformStream<string, SequencedEvent> {
  let buffer = "";
  return new TransformStream({
    transform(chunk, controller) {
      buffer += chunk;
      let newline = buffer.indexOf("\n");
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        if (line.trim()) controller.enqueue(JSON.parse(line) as SequencedEvent);
        newline = buffer.indexOf("\n");
      }
    },
    flush(controller) {
      if (buffer.trim()) controller.enqueue(JSON.parse(buffer) as SequencedEvent);
    },
  });
}
