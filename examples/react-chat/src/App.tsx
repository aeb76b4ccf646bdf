import { useChat } from "@ai-sdk/react";
import type { DynamicToolUIPart } from "ai";
import { type FormEvent, useEffect, useState } from "react";
import type { Assessment, RouterMessage, WorkflowUpdate } from "./router";
import { transport } from "./router";

/**
 * The chat is kept in localStorage, so a reload mid-answer shows it again and
 * `resume: true` picks up the running answer (GET /v1/chat/{id}/stream replays
 * it from its start and replaces the partial message in place).
 */
const STORE = "router-example.chat";

function loadChat(): { id: string; messages: RouterMessage[] } {
  try {
    const saved = JSON.parse(localStorage.getItem(STORE) ?? "null");
    if (saved?.id && Array.isArray(saved.messages)) return saved;
  } catch {
    // A damaged entry starts a new chat.
  }
  return { id: crypto.randomUUID(), messages: [] };
}

export function App() {
  const [saved] = useState(loadChat);
  // What the origin is doing right now: a transient part, seen in onData and not kept in the message.
  const [progress, setProgress] = useState("");
  const { id, messages, sendMessage, status, error, stop } = useChat<RouterMessage>({
    id: saved.id,
    messages: saved.messages,
    transport,
    resume: true,
    onData: (part) => {
      if (part.type === "data-progress") setProgress(part.data.step);
    },
  });
  const busy = status === "submitted" || status === "streaming";
  const [input, setInput] = useState("");

  useEffect(() => {
    localStorage.setItem(STORE, JSON.stringify({ id, messages }));
  }, [id, messages]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!input.trim()) return;
    sendMessage({ text: input });
    setInput("");
  }

  function newChat() {
    localStorage.removeItem(STORE);
    location.reload();
  }

  return (
    <main data-status={status}>
      <header>
        <h1>Router chat</h1>
        <button type="button" onClick={newChat}>
          New chat
        </button>
      </header>
      {messages.map((message) => (
        <article key={message.id} data-role={message.role}>
          {message.parts.map((part, i) => {
            const key = `${message.id}-${i}`;
            switch (part.type) {
              case "text":
                return <p key={key}>{part.text}</p>;
              case "data-assessment":
                return <AssessmentCard key={key} data={part.data} />;
              case "data-workflow-update":
                return <Stage key={key} id={part.id ?? part.data.stage} data={part.data} />;
              case "dynamic-tool":
                return <Tool key={key} part={part} />;
              default:
                return null;
            }
          })}
          {message.metadata?.timings?.total_ms !== undefined && (
            <footer data-finished>
              {message.metadata.path} · {message.metadata.tier} ·{" "}
              {message.metadata.usage?.output_tokens ?? 0} tokens ·{" "}
              {message.metadata.timings.total_ms} ms
            </footer>
          )}
        </article>
      ))}
      {busy && progress && <p className="progress">{progress}…</p>}
      {error && <p role="alert">{error.message}</p>}
      <form onSubmit={submit}>
        <input
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder="Say hi, or ask for work"
          aria-label="Message"
        />
        {busy ? (
          <button type="button" onClick={stop}>
            Stop
          </button>
        ) : (
          <button type="submit">Send</button>
        )}
      </form>
    </main>
  );
}

function AssessmentCard({ data }: { data: Assessment }) {
  return (
    <aside
      data-part="assessment"
      data-path={data.path}
      data-complexity={data.assessment?.complexity}
    >
      <strong>{data.assessment?.complexity ?? "explicit agent"}</strong> → {data.path} (tier{" "}
      {data.tier}){data.assessment && <> · {data.assessment.reasoning}</>}
      {data.tools.length > 0 && <div>tools: {data.tools.join(", ")}</div>}
    </aside>
  );
}

function Stage({ id, data }: { id: string; data: WorkflowUpdate }) {
  return (
    <div data-part="workflow-update" data-stage-id={id} data-stage-status={data.status}>
      <span className={`badge ${data.status}`}>{data.status}</span> <b>{data.stage}</b> {data.step}
    </div>
  );
}

function Tool({ part }: { part: DynamicToolUIPart }) {
  return (
    <details data-part="tool" data-tool-state={part.state}>
      <summary>
        tool <b>{part.toolName}</b> <small>{part.state}</small>
      </summary>
      <pre>
        {JSON.stringify(part.state === "output-available" ? part.output : part.input, null, 2)}
      </pre>
    </details>
  );
}
