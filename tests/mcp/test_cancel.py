"""Cancellation and progress through the real Python MCP SDK (mcp==2.3.0), over
stdio and over HTTP (issue 28).

* cancel by task: a `call_tool` task cancelled 1 s into a 3 s tool (the SDK
  sends `notifications/cancelled`) stops it: the file it would write at its
  end never appears, the mount answers the next call at once, and the audit
  line (`--audit`) of the call has `"cancelled": true`;
* cancel by a raw `notifications/cancelled` (stdio, JSON-RPC by hand): the
  same, and no response is ever sent for the cancelled request;
* bash: a cancelled `sleep 30.5N` leaves no process behind (each scenario
  sleeps its own number of seconds, so that they run side by side);
* approve: a cancel while the operator is asked (`--approve`) ends the wait,
  mounts nothing and is audited as cancelled;
* http-2026: the same with a 2026-07-28 client, which cancels by closing
  the request's response stream (no session, no `notifications/cancelled`);
* http-close: a client that deletes its session (HTTP DELETE) cancels the
  call it left running: the audit says `"cancelled": true` and its file is
  never written;
* progress: `progress_callback` receives increasing progress, the last
  report, and never more than about ten a second.

Usage: CORDIS_CLI=target/debug/cordis-cli .venv/bin/python tests/mcp/test_cancel.py
Prints one line per check and closes with `N passed, N failed`; exits 1 on a failure.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
import time

from checks import Report, text_of, cordis_cli
from mcp import Client, StdioServerParameters

STEPS = 30
PLUGIN = (
    '#{ name: "slow", inject: ["fs", "bash"], apply: |ctx| {\n'
    '    ctx.tools.register(#{ name: "slow", description: "Works about 3 s, then writes a file",\n'
    '        parameters: #{ file: #{ type: "string" } },\n'
    "        execute: |args| {\n"
    f"            for i in 1..={STEPS} {{\n"
    "                let n = 0; while n < 500 { n += 1; }\n"
    f"                ctx.progress(i, {STEPS}, `step ${{i}}`);\n"
    "                sleep(0.1);\n"
    "            }\n"
    '            ctx.fs.write(args.file, "written");\n'
    '            "done"\n'
    "        } });\n"
    '    ctx.tools.register(#{ name: "shell", description: "Sleeps in bash", parameters: #{},\n'
    '        execute: |args| ctx.bash.run("sleep 30.5").stdout });\n'
    '    ctx.tools.register(#{ name: "ping", description: "Answers", parameters: #{}, execute: |args| "pong" });\n'
    '    ctx.tools.register(#{ name: "long", description: "Works about 12 s, then writes a file",\n'
    '        parameters: #{ file: #{ type: "string" } },\n'
    '        execute: |args| { for i in 1..=120 { sleep(0.1); } ctx.fs.write(args.file, "written"); "done" } });\n'
    "} }\n"
)
QUICK = 1.0
"""How soon after a cancel the mount must answer the next call, in seconds (the script stops
within 100 ms; the rest is the round trip on a loaded machine)."""


def audit_lines(path: str) -> list[dict]:
    try:
        with open(path, encoding="utf-8") as file:
            return [json.loads(line) for line in file if line.strip()]
    except FileNotFoundError:
        return []


def cancelled_lines(path: str, tool: str) -> list[dict]:
    """The audit lines of the cancelled calls of `tool` so far."""
    return [line for line in audit_lines(path) if line.get("tool") == tool and line.get("cancelled") is True]


async def cancelled_line(path: str, tool: str, seen: int = 0) -> dict | None:
    """The audit line of a cancelled call of `tool` after the `seen` earlier ones, once
    written (at most 5 s)."""
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        lines = cancelled_lines(path, tool)
        if len(lines) > seen:
            return lines[seen]
        await asyncio.sleep(0.05)
    return None


def plugin(seconds: str) -> str:
    """The plugin, its `shell` tool sleeping `seconds` (one number per scenario)."""
    return PLUGIN.replace("sleep 30.5", f"sleep {seconds}")


def sleepers(seconds: str) -> list[str]:
    """Processes running `sleep <seconds>`."""
    found = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as file:
                cmdline = file.read().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if cmdline.split()[-2:] == ["sleep", seconds]:
            found.append(f"{pid}: {cmdline}")
    return found


async def mount(client: Client, seconds: str) -> None:
    result = await client.call_tool("cordis_mount", {"code": plugin(seconds)})
    if result.is_error:
        raise RuntimeError(f"the plugin did not mount: {text_of(result)}")


async def cancel_by_task(tag: str, client: Client, root: str, audit: str, report: Report) -> None:
    file = f"{tag.strip('[]')}-task.txt"
    seen = len(cancelled_lines(audit, "slow"))
    call = asyncio.create_task(client.call_tool("slow", {"file": file}))
    await asyncio.sleep(1.0)
    report.check(f"{tag} the slow call still runs after 1 s", not call.done())
    call.cancel()
    try:
        await call
    except asyncio.CancelledError:
        pass
    started = time.monotonic()
    pong = await client.call_tool("ping", {})
    took = time.monotonic() - started
    report.check(
        f"{tag} after a cancelled call the mount answers at once",
        text_of(pong) == "pong" and took < QUICK,
        f"{text_of(pong)!r} after {took:.2f} s",
    )
    line = await cancelled_line(audit, "slow", seen)
    report.check(f'{tag} the audit line of the cancelled call has "cancelled": true', line is not None, audit_lines(audit))
    if line is not None:
        report.check(f"{tag} the cancelled call is not ok in the audit", line.get("ok") is False, line)
    await asyncio.sleep(3.0)
    report.check(
        f"{tag} the cancelled call wrote nothing after the cancel",
        not os.path.exists(os.path.join(root, file)),
        os.listdir(root),
    )


async def cancel_bash(tag: str, client: Client, seconds: str, report: Report) -> None:
    call = asyncio.create_task(client.call_tool("shell", {}))
    await asyncio.sleep(1.0)
    running = sleepers(seconds)
    report.check(f"{tag} the bash command runs", not call.done() and bool(running), (call.done(), running))
    call.cancel()
    try:
        await call
    except asyncio.CancelledError:
        pass
    deadline = time.monotonic() + 2
    while sleepers(seconds) and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
    left = sleepers(seconds)
    report.check(f"{tag} a cancelled bash command leaves no process behind", not left, left)
    pong = await client.call_tool("ping", {})
    report.check(f"{tag} the mount answers after the bash cancel", text_of(pong) == "pong", text_of(pong))


async def progress(tag: str, client: Client, report: Report) -> None:
    seen: list[tuple[float, float, float | None, str | None]] = []

    async def on_progress(done: float, total: float | None, message: str | None) -> None:
        seen.append((time.monotonic(), done, total, message))

    result = await client.call_tool("slow", {"file": f"{tag.strip('[]')}-progress.txt"}, progress_callback=on_progress)
    report.check(f"{tag} the call with progress ends", text_of(result) == "done", text_of(result))
    values = [done for _, done, _, _ in seen]
    report.check(f"{tag} progress arrives", len(values) >= 5, values)
    report.check(f"{tag} progress increases", all(a < b for a, b in zip(values, values[1:])), values)
    report.check(f"{tag} the last report arrives", values[-1:] == [float(STEPS)], values)
    report.check(f"{tag} progress has its total and message", seen[:1] and seen[0][2] == STEPS and seen[0][3] == "step 1", seen[:1])
    # Ten a second at most: no 1 s window holds more than 11 (the last one may come early).
    times = [at for at, _, _, _ in seen]
    busiest = max((sum(1 for t in times if start <= t < start + 1.0) for start in times), default=0)
    report.check(f"{tag} at most about ten reports a second", busiest <= 11, busiest)


async def scenario(tag: str, client: Client, root: str, audit: str, seconds: str, report: Report) -> None:
    await mount(client, seconds)
    await progress(tag, client, report)
    await cancel_by_task(tag, client, root, audit, report)
    await cancel_bash(tag, client, seconds, report)


async def raw_cancel(binary: str, root: str, audit: str, report: Report) -> None:
    """JSON-RPC by hand on stdio: a `notifications/cancelled` for request 3."""
    tag = "[raw]"
    process = await asyncio.create_subprocess_exec(
        binary, "serve", "--root", root, "--allow", "fs,bash", "--audit", audit,
        cwd=root, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.DEVNULL, limit=64 * 1024 * 1024,
    )
    assert process.stdin is not None and process.stdout is not None
    responses: dict[object, tuple[float, dict]] = {}

    async def send(message: dict) -> None:
        process.stdin.write((json.dumps(message) + "\n").encode())
        await process.stdin.drain()

    async def read() -> None:
        while line := await process.stdout.readline():
            message = json.loads(line)
            if "id" in message and "method" not in message:
                responses[message["id"]] = (time.monotonic(), message)

    async def answer(id: int) -> dict:
        deadline = time.monotonic() + 20
        while id not in responses and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        return responses.get(id, (0.0, {}))[1]

    reader = asyncio.create_task(read())
    try:
        await send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}})
        await answer(1)
        await send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        await send({"jsonrpc": "2.0", "id": 2, "method": "tools/call",
                    "params": {"name": "cordis_mount", "arguments": {"code": PLUGIN}}})
        mounted = await answer(2)
        report.check(f"{tag} the plugin mounts", mounted.get("result", {}).get("isError") is False, mounted)
        await send({"jsonrpc": "2.0", "id": 3, "method": "tools/call",
                    "params": {"name": "slow", "arguments": {"file": "raw.txt"}}})
        await asyncio.sleep(1.0)
        await send({"jsonrpc": "2.0", "method": "notifications/cancelled",
                    "params": {"requestId": 3, "reason": "the user stopped it"}})
        started = time.monotonic()
        await send({"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {"name": "ping", "arguments": {}}})
        pong = await answer(4)
        took = time.monotonic() - started
        text = pong.get("result", {}).get("content", [{}])[0].get("text")
        report.check(f"{tag} after the cancel the mount answers at once", text == "pong" and took < QUICK,
                     f"{pong} after {took:.2f} s")
        line = await cancelled_line(audit, "slow")
        report.check(f'{tag} the audit line has "cancelled": true', line is not None, audit_lines(audit))
        await asyncio.sleep(3.0)
        report.check(f"{tag} no response is sent for the cancelled request", 3 not in responses, responses.get(3))
        report.check(f"{tag} the cancelled call wrote nothing after the cancel",
                     not os.path.exists(os.path.join(root, "raw.txt")), os.listdir(root))
    finally:
        reader.cancel()
        process.stdin.close()
        try:
            await asyncio.wait_for(process.wait(), 10)
        except TimeoutError:
            process.kill()


async def http(binary: str, root: str, audit: str, report: Report) -> None:
    from test_http import Server, connect, metric, metrics

    server = Server(binary, root, ["--allow", "fs,bash", "--audit", audit])
    try:
        async with connect(server) as client:
            await scenario("[http]", client, root, audit, "30.52", report)
        # A 2026-07-28 client has no session and sends no cancel: closing
        # the request's response stream is its cancel (the revision's
        # transport-specific cancellation), and it must stop the script the
        # same way.
        async with connect(server, mode="2026-07-28") as client:
            await scenario("[http-2026]", client, root, audit, "30.53", report)
        text = await metrics(server)
        cancelled = metric(text, 'cordis_calls_total{kind="mounted",outcome="cancelled"}')
        report.check("[http] /metrics counts the cancelled calls as cancelled", (cancelled or 0) >= 1, text)
    finally:
        server.stop()


async def http_close(binary: str, root: str, audit: str, report: Report) -> None:
    """Calls that outlast rmcp's 5 s drain of a closed session's answers."""
    from test_http import Server

    config = os.path.join(root, "long.toml")
    with open(config, "w", encoding="utf-8") as file:
        file.write("[limits]\ntimeout_ms = 20000\n")
    server = Server(binary, root, ["--allow", "fs,bash", "--audit", audit, "--config", config])
    try:
        await closed_session(server, root, audit, report)
    finally:
        server.stop()


async def closed_session(server, root: str, audit: str, report: Report) -> None:
    """A client that deletes its session (HTTP DELETE) cancels the call it left running."""
    import httpx2

    tag = "[http-close]"
    headers = {
        "Authorization": f"Bearer {server.token}",
        "Accept": "application/json, text/event-stream",
        "Content-Type": "application/json",
    }

    def message(id_: int | None, method: str, params: dict) -> dict:
        body = {"jsonrpc": "2.0", "method": method, "params": params}
        if id_ is not None:
            body["id"] = id_
        return body

    async with httpx2.AsyncClient(timeout=30) as http:
        opened = await http.post(server.url, headers=headers, json=message(1, "initialize", {
            "protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "closer", "version": "1"},
        }))
        session = opened.headers.get("mcp-session-id", "")
        headers["Mcp-Session-Id"] = session
        await http.post(server.url, headers=headers, json=message(None, "notifications/initialized", {}))
        await http.post(server.url, headers=headers, json=message(2, "tools/call", {
            "name": "cordis_mount", "arguments": {"code": PLUGIN},
        }))
        began = time.monotonic()
        call = asyncio.create_task(http.post(server.url, headers=headers, json=message(3, "tools/call", {
            "name": "long", "arguments": {"file": "closed.txt"},
        })))
        await asyncio.sleep(1.0)
        report.check(f"{tag} the long call runs", bool(session) and not call.done(), (session, call.done()))
        deleted = await http.delete(server.url, headers=headers)
        report.check(f"{tag} the session is deleted", deleted.status_code in (200, 202, 204), deleted.status_code)
        line = None
        deadline = time.monotonic() + 9
        while line is None and time.monotonic() < deadline:
            line = await cancelled_line(audit, "long")
        report.check(f'{tag} the call it left running is cancelled ("cancelled": true)', line is not None, audit_lines(audit))
        call.cancel()
    # The call would have written its file 12 s after it began.
    while not os.path.exists(os.path.join(root, "closed.txt")) and time.monotonic() < began + 13.5:
        await asyncio.sleep(0.2)
    report.check(f"{tag} it wrote nothing after the session closed", not os.path.exists(os.path.join(root, "closed.txt")), os.listdir(root))


async def approval(binary: str, root: str, audit: str, report: Report) -> None:
    """A cancel while the operator is asked (`--approve`, stdio) ends the wait: nothing is
    mounted, the audit's call line says `"cancelled": true`, and the server answers at once."""
    tag = "[approve]"
    asked = asyncio.Event()

    async def never(context: object, params: object) -> object:
        asked.set()
        await asyncio.Event().wait()

    params = StdioServerParameters(
        command=binary, args=["serve", "--root", root, "--approve", "--audit", audit], cwd=root
    )
    async with Client(params, mode="legacy", elicitation_callback=never) as client:
        mount = asyncio.create_task(client.call_tool("cordis_mount", {"code": PLUGIN.replace('"fs", "bash"', "")}))
        await asyncio.wait_for(asked.wait(), 10)
        await asyncio.sleep(0.5)
        mount.cancel()
        try:
            await mount
        except asyncio.CancelledError:
            pass
        line = await cancelled_line(audit, "cordis_mount")
        report.check(f'{tag} the mount\'s audit line has "cancelled": true', line is not None, audit_lines(audit))
        decided = [line.get("decision") for line in audit_lines(audit) if "decision" in line]
        report.check(f"{tag} the question is recorded as unanswered", decided == ["unavailable"], decided)
        started = time.monotonic()
        tools = [tool.name for tool in (await client.list_tools()).tools]
        report.check(
            f"{tag} nothing was mounted, and the server answers at once",
            "slow" not in tools and time.monotonic() - started < QUICK,
            tools,
        )


async def main() -> int:
    binary = cordis_cli()
    if not binary:
        return 2
    report = Report()

    async def side(name: str) -> None:
        """One scenario in its own root and audit log."""
        with tempfile.TemporaryDirectory() as root, tempfile.TemporaryDirectory() as logs:
            audit = os.path.join(logs, "audit.jsonl")
            if name == "stdio":
                params = StdioServerParameters(
                    command=binary, args=["serve", "--root", root, "--allow", "fs,bash", "--audit", audit], cwd=root
                )

                async def stdio() -> None:
                    async with Client(params, mode="legacy") as client:
                        await scenario("[stdio]", client, root, audit, "30.51", report)

                await report.run("[stdio]", stdio(), 90)
            elif name == "approve":
                await report.run("[approve]", approval(binary, root, audit, report), 60)
            elif name == "raw":
                await report.run("[raw]", raw_cancel(binary, root, audit, report), 60)
            elif name == "http-close":
                await report.run("[http-close]", http_close(binary, root, audit, report), 60)
            else:
                await report.run("[http]", http(binary, root, audit, report), 90)

    # Side by side: each waits on its own server's clock, not on the others.
    await asyncio.gather(*(side(name) for name in ("stdio", "raw", "approve", "http", "http-close")))
    return report.summary()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
