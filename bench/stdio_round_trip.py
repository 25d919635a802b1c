"""A stdio MCP client for whole-process timing of `cordis-cli serve`:
initialize, mount a one-tool plugin, then N calls of it (or N mount and
unmount pairs), each waiting for its answer, then close.

    python3 bench/stdio_round_trip.py BINARY call 10000
    python3 bench/stdio_round_trip.py BINARY mount 1000

Time two binaries with it, alternating runs (BENCHMARKS.md, issue 26)."""
import json, subprocess, sys, tempfile
binary, what, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
root = tempfile.mkdtemp()
p = subprocess.Popen([binary, "serve"], cwd=root, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1)
i = 0
def ask(method, params):
    global i
    i += 1
    p.stdin.write(json.dumps({"jsonrpc": "2.0", "id": i, "method": method, "params": params}) + "\n")
    while True:
        m = json.loads(p.stdout.readline())
        if m.get("id") == i:
            return m
ask("initialize", {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "rt", "version": "0"}})
p.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n")
ping = '#{ name: "kv", apply: |ctx| ctx.tools.register(#{ name: "ping", execute: |a| "pong" }) }'
if what == "call":
    ask("tools/call", {"name": "cordis_mount", "arguments": {"code": ping}})
    for _ in range(n):
        assert ask("tools/call", {"name": "ping", "arguments": {}})["result"]["content"][0]["text"] == "pong"
else:
    for _ in range(n):
        r = ask("tools/call", {"name": "cordis_mount", "arguments": {"code": ping}})
        ask("tools/call", {"name": "cordis_unmount", "arguments": {"id": r["result"]["structuredContent"]["id"]}})
p.stdin.close()
p.wait()
