#!/usr/bin/env bash
# Start (or restart) a trial server: cordis-cli serve over HTTP with the
# default grants and ./root as the workspace; mcp_call.py talks to it.
# CORDIS_CLI names the binary (default: the workspace's debug build).
cd "$(dirname "$0")"
cli="${CORDIS_CLI:-../../../target/debug/cordis-cli}"
[[ -f pid ]] && kill "$(cat pid)" 2>/dev/null; sleep 0.5
head -c 24 /dev/urandom | base64 | tr -d '/+=' > token
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
echo "http://127.0.0.1:$port/mcp" > url
"$cli" serve --http "127.0.0.1:$port" --token-file token --root root "$@" > server.log 2>&1 &
echo $! > pid
sleep 1
