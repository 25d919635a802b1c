#!/usr/bin/env bash
# Start (or restart) a trial's server: `tests/trials/start.sh tests/trials/5`
# runs cordis-cli serve over HTTP with the default grants and that folder's
# root/ as the workspace, and writes its url and token there, where
# `python ../mcp_call.py ...` (run in that folder) finds them. CORDIS_CLI
# names the binary (default: the workspace's debug build).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "${1:?usage: start.sh TRIAL_DIR [serve flags]}"
shift
cli="${CORDIS_CLI:-$here/../../target/debug/cordis-cli}"
if [[ -f pid ]]; then kill "$(cat pid)" 2>/dev/null || true; sleep 0.5; fi
head -c 24 /dev/urandom | base64 | tr -d '/+=' > token
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
echo "http://127.0.0.1:$port/mcp" > url
"$cli" serve --http "127.0.0.1:$port" --token-file token --root root "$@" > server.log 2>&1 &
echo $! > pid
sleep 1
