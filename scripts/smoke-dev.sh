#!/usr/bin/env bash
# Starts `npm run dev` as a newcomer would, waits for /health (60 s budget), then
# drives the contract's local-development promises: demo-key and dev-admin-token.
set -euo pipefail
PORT="${PORT:-8799}"
export PORT
log="$(mktemp)"
npm run dev >"$log" 2>&1 &
pid=$!
cleanup() { kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true; pkill -f "wrangler.*dev.*--port $PORT" 2>/dev/null || true; }
trap cleanup EXIT

start=$(date +%s)
until curl -fsS "http://127.0.0.1:$PORT/health" >/dev/null 2>&1; do
  if (( $(date +%s) - start > 60 )); then
    echo "npm run dev did not serve /health within 60 s:"; cat "$log"; exit 1
  fi
  sleep 1
done
echo "/health answered after $(( $(date +%s) - start )) s"

expect_status() {
  local want="$1"; shift
  local got
  got=$(curl -s -o /tmp/smoke-body -w '%{http_code}' "$@")
  if [[ "$got" != "$want" ]]; then
    echo "expected $want, got $got for: $*"; cat /tmp/smoke-body; echo; cat "$log"; exit 1
  fi
}

expect_status 200 "http://127.0.0.1:$PORT/v1/assess" -H 'authorization: Bearer demo-key' \
  -H 'content-type: application/json' -d '{"message":"hi"}'
expect_status 200 "http://127.0.0.1:$PORT/admin/workspaces" -H 'authorization: Bearer dev-admin-token'
expect_status 401 "http://127.0.0.1:$PORT/v1/assess" -H 'content-type: application/json' -d '{"message":"hi"}'
expect_status 200 "http://127.0.0.1:$PORT/openapi.json"

# A delegated chat message goes through the run Durable Object to the reference origin.
body='{"id":"smoke","messages":[{"id":"1","role":"user","parts":[{"type":"text","text":"send an email to dana@acme.com about the launch"}]}]}'
expect_status 200 "http://127.0.0.1:$PORT/v1/chat" -H 'authorization: Bearer demo-key' \
  -H 'content-type: application/json' -d "$body"
grep -q '"type":"data-run"' /tmp/smoke-body || { echo "chat stream has no run part:"; cat /tmp/smoke-body; exit 1; }
grep -q '"type":"finish","finishReason":"stop"' /tmp/smoke-body || { echo "chat did not finish:"; cat /tmp/smoke-body; exit 1; }
grep -q 'data: \[DONE\]' /tmp/smoke-body || { echo "chat stream has no [DONE]"; exit 1; }
echo "dev smoke test passed"
