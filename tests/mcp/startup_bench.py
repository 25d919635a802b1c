"""Measure `cordis-cli serve` start -> first `tools/list` response.

Spawns the binary N times; each run writes `initialize`, `notifications/initialized`
and `tools/list` at once and times from spawn to the `tools/list` response line.
Prints the median, min and max in milliseconds. Uses only the standard library.

Usage: python3 tests/mcp/startup_bench.py path/to/cordis-cli [N=21]
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time

MESSAGES = [
    {"jsonrpc": "2.0", "id": 1, "method": "initialize",
     "params": {"protocolVersion": "2025-11-25", "capabilities": {},
                "clientInfo": {"name": "startup-bench", "version": "0"}}},
    {"jsonrpc": "2.0", "method": "notifications/initialized"},
    {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
]
PAYLOAD = "".join(json.dumps(message) + "\n" for message in MESSAGES).encode()


def one_run(binary: str, root: str) -> float:
    start = time.perf_counter()
    process = subprocess.Popen(
        [binary, "serve", "--root", root],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
    )
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(PAYLOAD)
    process.stdin.flush()
    try:
        while True:
            line = process.stdout.readline()
            if not line:
                raise RuntimeError("server closed stdout before answering tools/list")
            message = json.loads(line)
            if message.get("id") == 2:
                if "tools" not in message.get("result", {}):
                    raise RuntimeError(f"tools/list failed: {message}")
                return (time.perf_counter() - start) * 1000
    finally:
        process.stdin.close()
        process.wait(timeout=10)


def main() -> int:
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    binary = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 21
    with tempfile.TemporaryDirectory() as root:
        one_run(binary, root)  # warm the page cache
        samples = [one_run(binary, root) for _ in range(runs)]
    print(f"start -> first tools/list: median {statistics.median(samples):.2f} ms, "
          f"min {min(samples):.2f} ms, max {max(samples):.2f} ms over {runs} runs ({binary})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
