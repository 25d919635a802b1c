"""Drive `cordis-cli serve --http` with the real Python MCP SDK (mcp==2.3.0).

Each scenario starts its own server on a free port (`--http 127.0.0.1:0`; the
bound address is read from stderr) and connects with the SDK's streamable
HTTP client, carrying the bearer token:

* isolation: two sessions do not see each other's mounts, and
  tools/list_changed goes only to the session whose tools changed;
* token: a request without the token, or with a wrong one, gets 401 and
  opens no session;
* principals: a token file with two principals: each gets in with its own
  token, the audit, the log and the metrics name it, and one cannot use the
  other's session;
* sessionless: 2026-07-28 clients (no initialize, no session) of alice share
  her runtime across connections (a mount on one, the call on another, the
  list_changed on a third's listen); bob at the same time sees neither the
  tool nor a list_changed; alice's handshake client keeps its own runtime;
* runtime_scope: with --runtime-scope principal, alice's handshake clients
  share her runtime (a reconnect finds her mount), bob's do not;
* slow/fast: a slow call in one session does not delay a fast call in another;
* idle: an idle session expires, its timer stops, its slot is free again;
* max-sessions: past --max-sessions a new session is refused; closing one
  disposes its runtime and frees the slot;
* shutdown: SIGTERM disposes every session and the process exits;
* config: the HTTP keys and `[limits]` of `--config` apply, budgets per call
  as on stdio, and script recursion that once overflowed a stack does not
  abort the server;
* origin: a request whose `Origin` is neither the server's own (on
  loopback) nor named with --allow-origin gets 403 and opens no session;
* evict: at --max-sessions, one-shot clients that never close their
  session (40 in a row, four slots) are all served, each taking the place
  of the least recently used idle one, while a long-lived client's session
  with a call in flight is never evicted; an evicted client is told why;
* health: GET /healthz answers 200 `ok` without the token and opens no
  session; GET /metrics needs the token and shows, in the Prometheus text
  format, the counters move after a call and a mount, and go back when the
  session closes;
* logs: with --log-format json every stderr line is one JSON object, and a
  plugin's print in a session carries the session (its span), the mount
  and the plugin as fields, escaped; in text, the same line names them too;
* worker-loss: session a's code runs its worker out of memory (the counted
  limits raised past the machine's memory) in a dry run and in a tool while
  session b's calls keep answering in their usual time; a's worker is
  replaced and b's mounts are untouched;
* haproxy: HAProxy (docs/haproxy.cfg, as docs/DEPLOY.md runs it) in front
  of two servers sharing one --plugins directory and one token: 20 clients
  through it each see only their own mounts and notifications, and both
  servers got sessions; a plugin kept through one server loads in a new
  session on the other; killing a server sends its clients 404 on their
  next request, and a new session is served by the other. Skipped when
  `haproxy` is not installed, unless CI is set.

Usage: CORDIS_CLI=target/debug/cordis-cli .venv/bin/python tests/mcp/test_http.py
Prints one line per check and closes with `N passed, N failed`; exits 1 on a failure.
"""

from __future__ import annotations

import asyncio
import http.server
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import socket
import threading
import time
from contextlib import AsyncExitStack, asynccontextmanager
from types import SimpleNamespace
from collections.abc import AsyncIterator, Awaitable, Callable

import httpx2
from mcp import Client, types
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client
from mcp.shared.exceptions import MCPError

from checks import Report, text_of, cordis_cli

TIMEOUT = 20.0
SERVING = re.compile(r"serving MCP streamable HTTP at (http://\S+/mcp)")
TOKEN = re.compile(r"bearer token of this run .*: ([0-9a-f]{64})$")


def greeter(reply: str) -> str:
    """A plugin with one tool, `greet`, answering `reply`."""
    return (
        '#{ name: "greeter", apply: |ctx| { ctx.tools.register(#{ name: "greet", '
        f'description: "Greet", parameters: #{{}}, execute: |args| "{reply}" }}); }} }}'
    )


def ticker(file: str) -> str:
    """A plugin whose interval timer appends a dot to `file` every 50 ms."""
    return (
        '#{ name: "ticker", inject: ["fs", "timer"], apply: |ctx| { '
        f'ctx.timer.setInterval(|| {{ ctx.fs.append("{file}", "."); }}, 50); }} }}'
    )


def slow(n: int) -> str:
    """A plugin with one tool, `slow<n>`, that sleeps 2 s (a mount runs one callback at a time)."""
    return (
        f'#{{ name: "slow{n}", apply: |ctx| {{ ctx.tools.register(#{{ name: "slow{n}", description: "Sleeps 2 s", '
        'parameters: #{}, execute: |args| { sleep(2); "slept" } }); } }'
    )


SLOW_MOUNTS = 6

FAST = (
    '#{ name: "fast", apply: |ctx| { ctx.tools.register(#{ name: "fast", description: "Answers at once", '
    'parameters: #{}, execute: |args| "quick" }); } }'
)


class Server:
    """A running `cordis-cli serve --http 127.0.0.1:0 ARGS` in a temporary root."""

    def __init__(self, binary: str, root: str, args: list[str], env: dict[str, str] | None = None) -> None:
        self.root = root
        self.process = subprocess.Popen(
            [binary, "serve", "--http", "127.0.0.1:0", "--root", root, *args],
            cwd=root,
            env={**os.environ, **(env or {})},
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: list[str] = []
        self.token = ""
        self.url = ""
        ready = threading.Event()

        def read() -> None:
            assert self.process.stderr is not None
            for line in self.process.stderr:
                line = line.rstrip("\n")
                self.lines.append(line)
                if found := TOKEN.search(line):
                    self.token = found.group(1)
                if found := SERVING.search(line):
                    self.url = found.group(1)
                    ready.set()
            ready.set()

        threading.Thread(target=read, daemon=True).start()
        if not ready.wait(TIMEOUT) or not self.url:
            self.stop()
            raise RuntimeError(f"the server did not start: {self.lines}")

    def log(self) -> str:
        return "\n".join(self.lines)

    async def wait_log(self, pattern: str, count: int = 1) -> bool:
        """Waits until `pattern` has appeared `count` times in stderr."""
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            if len(re.findall(pattern, self.log())) >= count:
                return True
            await asyncio.sleep(0.05)
        return False

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()


@asynccontextmanager
async def connect(
    server: Server,
    *,
    token: str | None = None,
    mode: str = "legacy",
    on_message: Callable | None = None,
    elicitation: Callable | None = None,
    responses: list[tuple[int, str]] | None = None,
) -> AsyncIterator[Client]:
    """An MCP client session to `server`, sending `token` (the server's by default);
    the status and `Mcp-Session-Id` of every HTTP response go to `responses` if given."""
    headers = {"Authorization": f"Bearer {server.token if token is None else token}"}
    async with create_mcp_http_client(headers=headers) as http:
        if responses is not None:

            async def note(response: httpx2.Response) -> None:
                session = response.headers.get("mcp-session-id") or response.request.headers.get("mcp-session-id")
                responses.append((response.status_code, session or ""))

            http.event_hooks["response"].append(note)
        transport = streamable_http_client(server.url, http_client=http)
        async with Client(
            transport, mode=mode, cache=None, message_handler=on_message, elicitation_callback=elicitation
        ) as client:
            yield client


def leaves(error: BaseException) -> list[BaseException]:
    """The exceptions inside (nested) exception groups."""
    if isinstance(error, BaseExceptionGroup):
        return [leaf for inner in error.exceptions for leaf in leaves(inner)]
    return [error]


async def refused(server: Server) -> str:
    """Why a new session is refused, or `it opened` when it is not."""
    try:
        async with connect(server) as client:
            await client.list_tools()
        return "it opened"
    except Exception as error:  # the SDK raises it inside task groups
        return str(next((e for e in leaves(error) if isinstance(e, MCPError)), error))


async def names(client: Client) -> set[str]:
    return {tool.name for tool in (await client.list_tools()).tools}


def size(path: str) -> int:
    return os.path.getsize(path) if os.path.exists(path) else 0


async def grows(path: str) -> bool:
    """Whether `path` grows within a second (a live timer writes to it)."""
    before = size(path)
    for _ in range(20):
        await asyncio.sleep(0.05)
        if size(path) > before:
            return True
    return False


async def isolation(binary: str, root: str, report: Report) -> None:
    # Beside the root, not in it: serve refuses a plugin directory the granted fs could write into.
    plugins = tempfile.mkdtemp(prefix="cordis-http-plugins-")
    with open(os.path.join(plugins, "shared.rhai"), "w", encoding="utf-8") as file:
        file.write(
            '#{ name: "shared", apply: |ctx| { ctx.tools.register(#{ name: "from_file", '
            'description: "From --plugins", parameters: #{}, execute: |args| "from the plugin file" }); } }'
        )
    server = Server(binary, root, ["--plugins", plugins])
    try:
        report.check(
            "[isolation] without --token-file a token is generated and printed once",
            len(server.token) == 64 and server.log().count(server.token) == 1,
            server.log(),
        )
        changed = {"a": asyncio.Event(), "b": asyncio.Event()}

        def handler(name: str):
            async def on_message(message: object) -> None:
                if isinstance(message, types.ToolListChangedNotification):
                    changed[name].set()

            return on_message

        async with (
            connect(server, on_message=handler("a")) as a,
            connect(server, mode="auto", on_message=handler("b")) as b,
        ):
            report.check(
                "[isolation] an auto-mode client speaks 2026-07-28 (its principal's runtime, not a's session)",
                b.protocol_version == "2026-07-28",
                b.protocol_version,
            )
            both = [await a.call_tool("from_file", {}), await b.call_tool("from_file", {})]
            report.check(
                "[isolation] --plugins loads into every session",
                all(not r.is_error and text_of(r) == "from the plugin file" for r in both),
                [text_of(r) for r in both],
            )
            report.check(
                "[isolation] without --approve no session is offered cordis_keep (a kept plugin loads into every session)",
                "cordis_keep" not in await names(a) | await names(b),
                await names(a),
            )
            mounted = await a.call_tool("cordis_mount", {"code": greeter("hello from a")})
            report.check("[isolation] session a mounts greet", not mounted.is_error, text_of(mounted))
            try:
                await asyncio.wait_for(changed["a"].wait(), TIMEOUT)
                notified = True
            except TimeoutError:
                notified = False
            report.check("[isolation] tools/list_changed reaches the session that mounted", notified)
            await asyncio.sleep(0.5)
            report.check(
                "[isolation] tools/list_changed does not reach the other session", not changed["b"].is_set()
            )
            report.check("[isolation] session a lists greet", "greet" in await names(a))
            report.check("[isolation] session b does not list greet", "greet" not in await names(b))
            temporary = await b.call_tool("cordis_inspect", {"what": "temporary"})
            report.check(
                "[isolation] session b's inspect shows none of a's mounts",
                "greeter" not in text_of(temporary),
                text_of(temporary),
            )
            try:
                await b.call_tool("greet", {})
                report.check("[isolation] session b cannot call a's tool", False, "no error")
            except MCPError as error:
                report.check("[isolation] session b cannot call a's tool", "greet" in str(error), error)
            own = await b.call_tool("cordis_mount", {"code": greeter("hello from b")})
            report.check(
                "[isolation] session b mounts a tool of the same name without a collision",
                not own.is_error,
                text_of(own),
            )
            answers = (text_of(await a.call_tool("greet", {})), text_of(await b.call_tool("greet", {})))
            report.check(
                "[isolation] each session's greet is its own",
                answers == ("hello from a", "hello from b"),
                answers,
            )
    finally:
        server.stop()
        shutil.rmtree(plugins, ignore_errors=True)


async def token(binary: str, root: str, report: Report) -> None:
    token_file = os.path.join(root, "token")
    with open(token_file, "w", encoding="utf-8") as file:
        file.write("tok-from-the-file\n")
    server = Server(binary, root, ["--token-file", token_file])
    try:
        report.check(
            "[token] a --token-file token is not printed", "tok-from-the-file" not in server.log(), server.log()
        )
        initialize = {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-11-25",
                "capabilities": {},
                "clientInfo": {"name": "t", "version": "0"},
            },
        }
        accept = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
        async with httpx2.AsyncClient(timeout=TIMEOUT) as http:
            for name, extra in (
                ("no token", {}),
                ("a wrong token", {"Authorization": "Bearer tok-from-the-filX"}),
                ("another scheme", {"Authorization": "Basic tok-from-the-file"}),
            ):
                response = await http.post(server.url, json=initialize, headers={**accept, **extra})
                report.check(
                    f"[token] {name} gets 401 with the fix",
                    response.status_code == 401 and "Authorization: Bearer" in response.text,
                    (response.status_code, response.text),
                )
            get = await http.get(server.url, headers={"Accept": "text/event-stream"})
            report.check("[token] a GET without a token gets 401", get.status_code == 401, get.status_code)
            await asyncio.sleep(0.3)
            report.check("[token] no session was opened for them", "opened" not in server.log(), server.log())
        try:
            async with connect(server, token="wrong") as client:
                await client.list_tools()
            report.check("[token] the SDK client with a wrong token fails", False, "connected")
        except Exception as error:  # the SDK reports the 401 as an error
            # The SDK turns the 401 into a generic error response.
            refused = any(isinstance(leaf, MCPError) for leaf in leaves(error))
            report.check("[token] the SDK client with a wrong token fails", refused, leaves(error))
        report.check("[token] still no session opened", "opened" not in server.log(), server.log())
        async with connect(server, token="tok-from-the-file") as client:
            report.check("[token] the right token opens a session", "cordis_mount" in await names(client))
    finally:
        server.stop()


async def slow_and_fast(binary: str, root: str, report: Report) -> None:
    server = Server(binary, root, ["--max-sessions", "2"])
    try:
        async with connect(server) as a, connect(server) as b:
            for n in range(SLOW_MOUNTS):
                await a.call_tool("cordis_mount", {"code": slow(n)})
            await b.call_tool("cordis_mount", {"code": FAST})
            start = time.monotonic()
            finished: dict[str, float] = {}

            async def timed(name: str, call: Awaitable[types.CallToolResult]) -> str:
                result = await call
                finished[name] = time.monotonic() - start
                return text_of(result)

            # More slow calls than one session may run at once.
            slow_calls = [
                asyncio.create_task(timed(f"slow{n}", a.call_tool(f"slow{n}", {}))) for n in range(SLOW_MOUNTS)
            ]
            await asyncio.sleep(0.3)
            fast = await timed("fast", b.call_tool("fast", {}))
            slow_results = await asyncio.gather(*slow_calls)
            first_slow = min(t for n, t in finished.items() if n.startswith("slow"))
            report.check(
                "[slow/fast] a fast call in one session answers while the other's slow calls run",
                fast == "quick" and finished["fast"] < first_slow and finished["fast"] < 1.9,
                finished,
            )
            report.check(
                "[slow/fast] every slow call still answers",
                slow_results == ["slept"] * SLOW_MOUNTS,
                slow_results,
            )
    finally:
        server.stop()


async def idle(binary: str, root: str, report: Report) -> None:
    server = Server(binary, root, ["--idle-timeout", "2", "--max-sessions", "1"])
    ticks = os.path.join(root, "idle.txt")
    try:
        async with connect(server) as a:
            await a.call_tool("cordis_mount", {"code": ticker("idle.txt")})
            report.check("[idle] the session's timer runs", await grows(ticks))
            report.check(
                "[idle] the idle session expires",
                await server.wait_log(r"session 1 expired \(idle past --idle-timeout\); its runtime is disposed"),
                server.log(),
            )
            report.check("[idle] its timer stopped with it", not await grows(ticks))
            try:
                await asyncio.wait_for(a.list_tools(), TIMEOUT)
                report.check("[idle] the expired session answers no more", False, "it answered")
            except Exception as error:
                report.check("[idle] the expired session answers no more", True, error)
        async with connect(server) as b:
            report.check("[idle] its slot is free again", "cordis_mount" in await names(b))
    finally:
        server.stop()


async def max_sessions(binary: str, root: str, report: Report) -> None:
    server = Server(binary, root, ["--max-sessions", "2"])
    ticks = os.path.join(root, "closed.txt")
    try:
        async with connect(server) as a:
            async with connect(server) as b:
                await b.call_tool("cordis_mount", {"code": ticker("closed.txt")})
                report.check("[max-sessions] session b's timer runs", await grows(ticks))
                refusal = await refused(server)
                report.check(
                    "[max-sessions] a third session is refused, naming the limit and the fix",
                    "--max-sessions 2" in refusal and "Close a session" in refusal,
                    refusal,
                )
                report.check("[max-sessions] the open sessions go on", "cordis_mount" in await names(a))
                counted = await metrics(server)
                report.check(
                    "[max-sessions] /metrics counts the refusal",
                    metric(counted, "cordis_sessions_refused_total") == 1
                    and metric(counted, "cordis_sessions_open") == 2,
                    counted,
                )
            report.check(
                "[max-sessions] closing a session disposes its runtime",
                await server.wait_log(r"session \d+ closed; its runtime is disposed \(1 timer\(s\) stopped\)"),
                server.log(),
            )
            report.check("[max-sessions] the closed session's timer stopped", not await grows(ticks))
            async with connect(server) as c:
                report.check("[max-sessions] the freed slot takes a new session", "cordis_mount" in await names(c))
    finally:
        server.stop()


async def shutdown(binary: str, root: str, report: Report) -> None:
    server = Server(binary, root, [])
    try:
        async with connect(server) as a, connect(server) as b:
            await a.call_tool("cordis_mount", {"code": ticker("a.txt")})
            await b.call_tool("cordis_mount", {"code": ticker("b.txt")})
            both = [await grows(os.path.join(root, "a.txt")), await grows(os.path.join(root, "b.txt"))]
            report.check("[shutdown] each session's timer runs", all(both), both)
            server.process.send_signal(signal.SIGTERM)
            try:
                code = await asyncio.to_thread(server.process.wait, TIMEOUT)
            except subprocess.TimeoutExpired:
                code = None
            report.check("[shutdown] SIGTERM ends the server cleanly", code == 0, (code, server.log()))
            await asyncio.sleep(0.2)
            report.check(
                "[shutdown] every session's runtime is disposed, its timer stopped",
                len(re.findall(r"session \d+ ended by shutdown; its runtime is disposed \(1 timer\(s\) stopped\)",
                               server.log())) == 2
                and "every session's runtime is disposed" in server.log(),
                server.log(),
            )
            report.check(
                "[shutdown] the timers write no more",
                not await grows(os.path.join(root, "a.txt")) and not await grows(os.path.join(root, "b.txt")),
            )
    finally:
        server.stop()


# Issue 13's stack overflow reproduction (see tests/tests/attacks_reentry.rs).
DEEP = (
    'fn deep(n, ctx, d) { if n == 0 { ctx.tools.execute("t", #{ d: d + 1 }); d } '
    "else { [[deep(n - 1, ctx, d)][0]][0] } }\n"
    '#{ name: "r", apply: |ctx| { ctx.tools.register(#{ name: "t", parameters: #{ d: #{ type: "integer" } }, '
    "execute: |a| `${deep(30, ctx, a.d)}` }); } }"
)


async def config(binary: str, root: str, report: Report) -> None:
    path = os.path.join(root, "cordis.toml")
    with open(path, "w", encoding="utf-8") as file:
        file.write("max_sessions = 1\nidle_timeout = 600\n[limits]\ntimeout_ms = 1000\n")
    server = Server(binary, root, ["--config", path])
    try:
        report.check(
            "[config] the file's max_sessions and idle_timeout apply",
            "at most 1 sessions, idle timeout 600 s" in server.log(),
            server.log(),
        )
        async with connect(server) as a:
            await a.call_tool("cordis_mount", {"code": slow(0)})
            over = await a.call_tool("slow0", {})
            report.check(
                "[config] a call past the file's timeout_ms fails alone, naming the budget",
                over.is_error is True and "1000 ms" in text_of(over),
                text_of(over),
            )
            await a.call_tool("cordis_mount", {"code": DEEP})
            deep = await a.call_tool("t", {"d": 0})
            report.check("[config] deep script recursion answers", text_of(deep) == "0", text_of(deep))
            report.check(
                "[config] the server survives it", server.process.poll() is None and "cordis_mount" in await names(a)
            )
            refusal = await refused(server)
            report.check("[config] a second session is refused", "--max-sessions 1" in refusal, refusal)
    finally:
        server.stop()


AMPLIFIER = (
    'let s = "a"; s.pad(1000000, \'a\'); let w = "b"; w.pad(1000000, \'b\'); '
    's.replace("a", w); #{ name: "x", apply: |ctx| {} }'
)

AMPLIFYING_TOOL = (
    '#{ name: "amp", apply: |ctx| { ctx.tools.register(#{ name: "amp", description: "Amplifies", '
    'parameters: #{}, execute: |args| { let s = "a"; s.pad(1000000, \'a\'); let w = "b"; '
    'w.pad(1000000, \'b\'); s.replace("a", w).len() } }); } }'
)


async def one_shot(server: Server, origin: str | None = None) -> tuple[int, str, str]:
    """An `initialize` that never closes its session (as MCP Inspector's CLI
    does), from a browser page at `origin` if given: its status, its body
    and the session id it was given."""
    body = {
        "jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "once", "version": "0"}},
    }
    headers = {
        "Authorization": f"Bearer {server.token}",
        "Accept": "application/json, text/event-stream",
        "Content-Type": "application/json",
    }
    if origin is not None:
        headers["Origin"] = origin
    async with httpx2.AsyncClient(timeout=TIMEOUT) as http:
        response = await http.post(server.url, json=body, headers=headers)
        return response.status_code, response.text, response.headers.get("mcp-session-id", "")


async def origin(binary: str, root: str, report: Report) -> None:
    server = Server(binary, root, ["--allow-origin", "https://agent.example"])
    try:
        status, text, _ = await one_shot(server, "http://evil.example")
        report.check(
            "[origin] a foreign browser origin gets 403, naming --allow-origin",
            status == 403 and "--allow-origin http://evil.example" in text,
            (status, text),
        )
        await asyncio.sleep(0.2)
        report.check("[origin] and no session was opened", "opened" not in server.log(), server.log())
        own = server.url.split("/mcp")[0]
        for allowed in (own, "https://agent.example"):
            status, text, _ = await one_shot(server, allowed)
            report.check(f"[origin] {allowed} is served", status == 200 and '"result"' in text, (status, text[:200]))
        status, text, _ = await one_shot(server)
        report.check("[origin] a request without Origin is served", status == 200, (status, text[:200]))
    finally:
        server.stop()


def metric(text: str, sample: str) -> float | None:
    """The value of the sample line `sample` (name and labels) in a Prometheus text exposition."""
    for line in text.splitlines():
        name, _, value = line.rpartition(" ")
        if name == sample:
            return float(value)
    return None


async def metrics(server: Server, token: str | None = None) -> str:
    """The text of `GET /metrics`, with `token` (the server's by default)."""
    token = server.token if token is None else token
    async with httpx2.AsyncClient(timeout=TIMEOUT) as http:
        response = await http.get(
            server.url.removesuffix("/mcp") + "/metrics", headers={"Authorization": f"Bearer {token}"}
        )
        return response.text


METRIC_NAMES = (
    "cordis_sessions_open",
    "cordis_sessions_evicted_total",
    "cordis_sessions_refused_total",
    "cordis_calls_total",
    "cordis_call_duration_seconds",
    "cordis_mounts_live",
    "cordis_worker_losses_total",
)


async def health(binary: str, root: str, report: Report) -> None:
    server = Server(binary, root, [])
    base = server.url.removesuffix("/mcp")
    auth = {"Authorization": f"Bearer {server.token}"}
    try:
        async with httpx2.AsyncClient(timeout=TIMEOUT) as http:
            response = await http.get(f"{base}/healthz")
            report.check(
                "[health] /healthz answers 200 `ok` without the token",
                response.status_code == 200 and response.text == "ok\n",
                (response.status_code, response.text),
            )
            await asyncio.sleep(0.2)
            report.check("[health] and opens no session", "opened" not in server.log(), server.log())
            response = await http.get(f"{base}/metrics")
            report.check("[health] /metrics without the token gets 401", response.status_code == 401, response.status_code)
            response = await http.get(f"{base}/metrics", headers={"Authorization": "Bearer wrong"})
            report.check("[health] /metrics with a wrong token gets 401", response.status_code == 401, response.status_code)
            response = await http.get(f"{base}/metrics", headers=auth)
            before = response.text
            report.check(
                "[health] /metrics with the token is the Prometheus text format",
                response.status_code == 200
                and response.headers.get("content-type", "").startswith("text/plain; version=0.0.4")
                and all(f"# TYPE {name} " in before for name in METRIC_NAMES),
                (response.status_code, response.headers.get("content-type"), before),
            )
            report.check(
                "[health] no session, no mount, no call yet",
                metric(before, "cordis_sessions_open") == 0
                and metric(before, "cordis_mounts_live") == 0
                and metric(before, "cordis_call_duration_seconds_count") == 0,
                before,
            )
            async with connect(server) as client:
                mounted = await client.call_tool("cordis_mount", {"code": greeter("hi")})
                called = await client.call_tool("greet", {})
                failed = await client.call_tool("cordis_unmount", {"id": "dyn-99"})
                report.check(
                    "[health] the calls ran",
                    not mounted.is_error and text_of(called) == "hi" and failed.is_error,
                    [text_of(mounted), text_of(called), text_of(failed)],
                )
                during = (await http.get(f"{base}/metrics", headers=auth)).text
                calls = 'cordis_calls_total{kind="%s",outcome="%s"}'
                report.check(
                    "[health] the counters moved: a session, a mount, two built-in calls and a mounted one",
                    metric(during, "cordis_sessions_open") == 1
                    and metric(during, "cordis_mounts_live") == 1
                    and metric(during, calls % ("builtin", "ok")) == 1
                    and metric(during, calls % ("builtin", "error")) == 1
                    and metric(during, calls % ("mounted", "ok")) == 1
                    and metric(during, calls % ("mounted", "refused")) == 0
                    and metric(during, "cordis_call_duration_seconds_count") == 3
                    and metric(during, 'cordis_call_duration_seconds_bucket{le="+Inf"}') == 3
                    and (metric(during, "cordis_call_duration_seconds_sum") or 0) > 0,
                    during,
                )
            await server.wait_log(r"session \d+ closed; its runtime is disposed")
            after = (await http.get(f"{base}/metrics", headers=auth)).text
            report.check(
                "[health] a closed session leaves no session and no mount behind",
                metric(after, "cordis_sessions_open") == 0 and metric(after, "cordis_mounts_live") == 0,
                after,
            )
            response = await http.get(f"{base}/healthz")
            report.check("[health] /healthz still answers ok", response.status_code == 200, response.status_code)
    finally:
        server.stop()


PRINTER = (
    '#{ name: "printer", apply: |ctx| { ctx.tools.register(#{ name: "say", description: "Prints", '
    'parameters: #{}, execute: |args| { print("said it\\x1b[2J\\nnext line"); "ok" } }); } }'
)


FAILING_TIMER = (
    '#{ name: "failing", inject: ["timer"], apply: |ctx| { '
    'ctx.timer.setTimeout(|| { throw "boom in the background"; }, 10); } }'
)


async def logs(binary: str, root: str, report: Report) -> None:
    token_file = os.path.join(root, "token")
    with open(token_file, "w", encoding="utf-8") as file:
        file.write("tok-of-the-logs-scenario\n")
    server = Server(binary, root, ["--token-file", token_file, "--log-format", "json"])
    server.token = "tok-of-the-logs-scenario"
    try:
        async with connect(server) as client:
            await client.call_tool("cordis_mount", {"code": PRINTER})
            said = await client.call_tool("say", {})
            report.check("[logs] the plugin's tool ran", text_of(said) == "ok", text_of(said))
            await client.call_tool("cordis_mount", {"code": FAILING_TIMER})
            await server.wait_log("boom in the background")
        await server.wait_log(r"session \d+ closed")
        try:
            events = [json.loads(line) for line in server.lines]
            report.check(
                "[logs] --log-format json: every stderr line is one JSON object",
                all(isinstance(event, dict) for event in events),
                server.log(),
            )
        except json.JSONDecodeError as error:
            report.check("[logs] --log-format json: every stderr line is one JSON object", False, (error, server.log()))
            return
        opened = [e for e in events if re.fullmatch(r"session \d+ opened", e.get("message", ""))]
        session = opened[0].get("span", {}).get("session") if opened else None
        report.check(
            "[logs] the session's own lines carry its id",
            session is not None and f"session {session} opened" == opened[0]["message"],
            opened,
        )
        printed = [e for e in events if e.get("target") == "cordis::plugin" and e.get("source") == "print"]
        report.check(
            "[logs] a plugin's print carries the session, the mount and the plugin",
            len(printed) == 2
            and all(
                e.get("span", {}).get("session") == session
                and e.get("mount") == "dyn-1"
                and e.get("plugin") == "printer"
                and e.get("level") == "INFO"
                for e in printed
            ),
            printed,
        )
        failed = [e for e in events if e.get("target") == "cordis::plugin" and e.get("source") == "failure"]
        report.check(
            "[logs] a background failure names its session, mount and plugin",
            len(failed) >= 1
            and failed[0].get("mount") == "dyn-2"
            and failed[0].get("plugin") == "failing"
            and failed[0].get("span", {}).get("session") == session
            and "boom in the background" in failed[0].get("message", ""),
            failed,
        )
        report.check(
            "[logs] its text is escaped, one event per line",
            [e.get("message") for e in printed] == ["said it\\u{1b}[2J", "next line"],
            printed,
        )
        report.check(
            "[logs] no control character reaches stderr",
            all(ch >= " " for line in server.lines for ch in line),
            server.log(),
        )
    finally:
        server.stop()
    server = Server(binary, root, [])
    try:
        async with connect(server) as client:
            await client.call_tool("cordis_mount", {"code": PRINTER})
            await client.call_tool("say", {})
            await server.wait_log("next line")
        line = next((line for line in server.lines if "said it" in line), "")
        report.check(
            "[logs] in text, the plugin's line names its session, mount and plugin",
            re.search(r" INFO session\{session=\d+ principal=default\}: cordis::plugin: said it\\u\{1b\}\[2J ", line) is not None
            and 'mount="dyn-1"' in line
            and 'plugin="printer"' in line,
            server.log(),
        )
    finally:
        server.stop()


class Collector:
    """An OTLP/HTTP logs endpoint on loopback that keeps every post."""

    def __init__(self) -> None:
        self.posts: list[tuple[str, str, dict]] = []
        posts = self.posts

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (the http.server name)
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                posts.append((self.path, self.headers.get("Content-Type", ""), json.loads(body)))
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.end_headers()
                self.wfile.write(b"{}")

            def log_message(self, *args: object) -> None:
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"

    def records(self) -> list[dict]:
        return [
            record
            for _, _, body in self.posts
            for logs in body.get("resourceLogs", [])
            for scope in logs.get("scopeLogs", [])
            for record in scope.get("logRecords", [])
        ]

    async def wait_for(self, body: str) -> dict | None:
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            found = [r for r in self.records() if r.get("body", {}).get("stringValue") == body]
            if found:
                return found[0]
            await asyncio.sleep(0.05)
        return None

    def close(self) -> None:
        self.server.shutdown()


def attributes(record: dict) -> dict[str, object]:
    """An OTLP record's attributes as a plain dict."""
    out: dict[str, object] = {}
    for item in record.get("attributes", []):
        value = item.get("value", {})
        out[item.get("key")] = next(iter(value.values()), None)
    return out


async def otlp(binary: str, root: str, report: Report) -> None:
    collector = Collector()
    server = Server(binary, root, [], env={"OTEL_EXPORTER_OTLP_ENDPOINT": collector.url})
    try:
        async with connect(server) as client:
            await client.call_tool("cordis_mount", {"code": PRINTER})
            await client.call_tool("say", {})
        printed = await collector.wait_for("said it\\u{1b}[2J")
        report.check("[otlp] a plugin's print is exported, escaped", printed is not None, collector.posts)
        if printed is None:
            return
        fields = attributes(printed)
        report.check(
            "[otlp] it was posted to <endpoint>/v1/logs as JSON",
            all(path == "/v1/logs" and kind.startswith("application/json") for path, kind, _ in collector.posts),
            [(path, kind) for path, kind, _ in collector.posts],
        )
        report.check(
            "[otlp] with its level, session, mount and plugin",
            printed.get("severityText") == "INFO"
            and printed.get("severityNumber") == 9
            and fields.get("target") == "cordis::plugin"
            and fields.get("mount") == "dyn-1"
            and fields.get("plugin") == "printer"
            and fields.get("session") is not None,
            printed,
        )
        opened = [
            r for r in collector.records()
            if re.fullmatch(r"session \d+ opened", r.get("body", {}).get("stringValue", ""))
        ]
        report.check(
            "[otlp] the server's own lines are exported too, with the same session",
            bool(opened) and attributes(opened[0]).get("session") == fields.get("session"),
            opened,
        )
    finally:
        server.stop()
        collector.close()


async def evict(binary: str, root: str, report: Report) -> None:
    server = Server(binary, root, ["--max-sessions", "4", "--evict-idle", "0"])
    try:
        async with connect(server) as long_lived:
            await long_lived.call_tool("cordis_mount", {"code": slow(0)})
            running = asyncio.create_task(long_lived.call_tool("slow0", {}))
            await asyncio.sleep(0.2)
            answers = [await one_shot(server) for _ in range(40)]
            served = [status == 200 and '"result"' in text for status, text, _ in answers]
            report.check(
                "[evict] 40 one-shot clients in a row are all served at --max-sessions 4",
                all(served),
                [(status, text[:200]) for (status, text, _), ok in zip(answers, served) if not ok][:3],
            )
            report.check(
                "[evict] the long-lived session's call in flight was not evicted",
                text_of(await running) == "slept",
                server.log(),
            )
            counted = await metrics(server)
            report.check(
                "[evict] /metrics counts the evictions, and no refusal",
                (metric(counted, "cordis_sessions_evicted_total") or 0) >= 37
                and metric(counted, "cordis_sessions_refused_total") == 0
                and metric(counted, "cordis_sessions_open") == 4,
                counted,
            )
        # Then a long-lived client: served in the place of an idle one.
        async with connect(server) as later:
            await later.call_tool("cordis_mount", {"code": FAST})
            report.check(
                "[evict] a long-lived client after them is served and keeps its mounts",
                text_of(await later.call_tool("fast", {})) == "quick" and "fast" in await names(later),
            )
            report.check(
                "[evict] the operator's log says which sessions were evicted and why",
                await server.wait_log(r"session \d+ evicted for a new session \(idle \d+ s"),
                server.log(),
            )
            # The oldest one-shot session is long gone: its next request says why.
            status, _, session = answers[0]
            async with httpx2.AsyncClient(timeout=TIMEOUT) as http:
                response = await http.post(
                    server.url,
                    json={"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {}},
                    headers={
                        "Authorization": f"Bearer {server.token}",
                        "Accept": "application/json, text/event-stream",
                        "Content-Type": "application/json",
                        "Mcp-Session-Id": session,
                        "Mcp-Protocol-Version": "2025-11-25",
                    },
                )
            report.check(
                "[evict] an evicted client is told its session ended and to start a new one",
                "ended to make room" in response.text or response.status_code == 404,
                (response.status_code, response.text[:300]),
            )
    finally:
        server.stop()


async def worker_loss(binary: str, root: str, report: Report) -> None:
    path = os.path.join(root, "cordis.toml")
    with open(path, "w", encoding="utf-8") as file:
        tib = 1 << 40
        file.write(f"[limits]\nmax_string_size = {tib}\nmax_mount_bytes = {tib}\nmax_total_bytes = {tib}\n")
    server = Server(binary, root, ["--config", path, "--worker-memory", "512M"])
    try:
        async with connect(server) as a, connect(server) as b:
            await b.call_tool("cordis_mount", {"code": FAST})
            await a.call_tool("cordis_mount", {"code": AMPLIFYING_TOOL})
            latencies: list[float] = []
            answers: list[str] = []
            done = asyncio.Event()

            async def keep_calling() -> None:
                while not done.is_set():
                    start = time.monotonic()
                    answers.append(text_of(await b.call_tool("fast", {})))
                    latencies.append(time.monotonic() - start)
                    await asyncio.sleep(0.02)

            calling = asyncio.create_task(keep_calling())
            dry = await a.call_tool("cordis_mount", {"code": AMPLIFIER, "dryRun": True})
            report.check(
                "[worker-loss] a's dry run ends its worker, and a is told in words",
                dry.is_error and "ran out of memory at its limit of 512 MiB" in text_of(dry)
                and "amp" in text_of(dry),
                text_of(dry),
            )
            await a.call_tool("cordis_mount", {"code": AMPLIFYING_TOOL})
            amp = await a.call_tool("amp", {})
            report.check(
                "[worker-loss] a's tool ends its worker, naming the tool",
                amp.is_error and "tool `amp`" in text_of(amp),
                text_of(amp),
            )
            done.set()
            await calling
            report.check(
                "[worker-loss] b's calls kept answering in their usual time",
                len(answers) >= 3 and set(answers) == {"quick"} and max(latencies) < 1.0,
                (len(answers), max(latencies, default=None), set(answers)),
            )
            report.check("[worker-loss] b's mount is untouched", "fast" in await names(b))
            await a.call_tool("cordis_mount", {"code": greeter("again")})
            report.check("[worker-loss] a mounts again on its fresh worker", "greet" in await names(a))
            report.check(
                "[worker-loss] the operator's log names a's session",
                re.search(r"the worker of session \d+ ran out of memory", server.log()) is not None,
                server.log(),
            )
            counted = await metrics(server)
            report.check(
                "[worker-loss] /metrics counts both lost workers, and b's mount and a's new one as live",
                metric(counted, "cordis_worker_losses_total") == 2 and metric(counted, "cordis_mounts_live") == 2,
                counted,
            )
    finally:
        server.stop()


def answering(action: str, asked: list[str]) -> Callable:
    """An elicitation callback that answers `action` and notes each question in `asked`."""

    async def answer(context: object, params: types.ElicitRequestParams) -> types.ElicitResult:
        asked.append(params.message)
        return types.ElicitResult(action=action, content={} if action == "accept" else None)

    return answer


async def operator(binary: str, root: str, report: Report) -> None:
    """`--approve` asks each session's own client; `--audit` is one log for all sessions."""
    audit = os.path.join(root, "audit.jsonl")
    plugins = tempfile.mkdtemp(prefix="cordis-http-plugins-")
    server = Server(binary, root, ["--approve", "--audit", audit, "--plugins", plugins])
    plugin = (
        '#{ name: "asked", apply: |ctx| { ctx.tools.register(#{ name: "asked", description: "Approved", '
        'parameters: #{}, execute: |args| "approved" }); } }'
    )
    try:
        accepted: list[str] = []
        declined: list[str] = []
        async with connect(server, elicitation=answering("accept", accepted)) as a:
            async with connect(server, elicitation=answering("decline", declined)) as b:
                async with connect(server) as c:
                    refused = await b.call_tool("cordis_mount", {"code": plugin})
                    report.check(
                        "[operator] session b's own client is asked, and its decline refuses b's mount",
                        refused.is_error and "declined by the operator" in text_of(refused)
                        and len(declined) == 1 and not accepted,
                        (text_of(refused), declined, accepted),
                    )
                    unaskable = await c.call_tool("cordis_mount", {"code": plugin})
                    report.check(
                        "[operator] a session whose client cannot be asked is refused (fail closed)",
                        unaskable.is_error and "--approve" in text_of(unaskable) and len(accepted) == 0,
                        text_of(unaskable),
                    )
                    # A 2026-07-28 client has no session to be asked on: it is
                    # asked through input-required rounds, and refused if it
                    # cannot answer.
                    async with connect(server, mode="2026-07-28") as new:
                        unanswered = await new.call_tool("cordis_mount", {"code": plugin})
                        report.check(
                            "[operator] a 2026-07-28 client that cannot answer is refused (fail closed)",
                            unanswered.is_error and "--approve" in text_of(unanswered) and len(accepted) == 0,
                            text_of(unanswered),
                        )
                    asked_new: list[str] = []
                    async with connect(server, mode="2026-07-28", elicitation=answering("accept", asked_new)) as new:
                        answered = await new.call_tool("cordis_mount", {"code": plugin})
                        report.check(
                            "[operator] a 2026-07-28 client is asked in an input-required round, and its accept mounts",
                            not answered.is_error and len(asked_new) == 1 and "Plugin: \"asked\"" in asked_new[0],
                            (text_of(answered), asked_new),
                        )
                    mounted = await a.call_tool("cordis_mount", {"code": plugin})
                    report.check(
                        "[operator] session a's client accepts, and only a's mount goes ahead",
                        not mounted.is_error and len(accepted) == 1 and len(declined) == 1,
                        text_of(mounted),
                    )
                    report.check(
                        "[operator] the approved tool is a's alone",
                        "asked" in await names(a) and "asked" not in await names(b),
                        "",
                    )
                    report.check(
                        "[operator] with --approve, cordis_keep is offered over HTTP",
                        "cordis_keep" in await names(c),
                        await names(c),
                    )
    finally:
        server.stop()
        shutil.rmtree(plugins, ignore_errors=True)
    with open(audit, encoding="utf-8") as file:
        lines = [json.loads(line) for line in file if line.strip()]
    # The 2026-07-28 client's lines name its principal and no session.
    sessionless = [line for line in lines if "session" not in line]
    lines = [line for line in lines if "session" in line]
    decisions = sorted(line["decision"] for line in lines if "decision" in line)
    report.check(
        "[operator] one audit log holds every session's decisions",
        decisions == ["accept", "decline", "unavailable"],
        lines,
    )
    sessions = {line["decision"]: line.get("session") for line in lines if "decision" in line}
    report.check(
        "[operator] each audit line names its session",
        all(isinstance(line.get("session"), int) for line in lines)
        and len({sessions.get("accept"), sessions.get("decline"), sessions.get("unavailable")}) == 3,
        lines,
    )
    report.check(
        "[operator] the 2026-07-28 decisions are audited under their principal",
        [line.get("decision") for line in sessionless if "decision" in line] == ["unavailable", "accept"]
        and all(line.get("principal") == "default" for line in sessionless),
        sessionless,
    )


ALICE = "alice-token-0123456789abcdef"
BOB = "bob-token-fedcba9876543210"


def principals_file(root: str) -> str:
    """A token file with two principals, `alice` and `bob`, a comment and a blank line."""
    path = os.path.join(root, "tokens")
    with open(path, "w", encoding="utf-8") as file:
        file.write(f"# two agents\nalice:{ALICE}\n\nbob: {BOB}\n")
    return path


async def principals(binary: str, root: str, report: Report) -> None:
    """Two principals of one token file: each gets in with its own token, its audit lines,
    log lines and metrics name it, and neither can use the other's session."""
    audit = os.path.join(root, "audit.jsonl")
    server = Server(binary, root, ["--token-file", principals_file(root), "--audit", audit])
    try:
        report.check("[principals] no token is generated with a token file", server.token == "", server.log())
        responses: list[tuple[int, str]] = []
        async with connect(server, token=ALICE, responses=responses) as a, connect(server, token=BOB) as b:
            mounted = await a.call_tool("cordis_mount", {"code": greeter("hello alice")})
            await b.call_tool("cordis_inspect", {"what": "tools"})
            report.check(
                "[principals] alice's mount is alice's alone",
                not mounted.is_error and "greet" in await names(a) and "greet" not in await names(b),
                text_of(mounted),
            )
            session = session_of(responses)
            async with httpx2.AsyncClient(timeout=TIMEOUT) as http:
                stolen = await http.post(
                    server.url,
                    headers={
                        "Authorization": f"Bearer {BOB}",
                        "Mcp-Session-Id": session,
                        "Accept": "application/json, text/event-stream",
                        "Content-Type": "application/json",
                        "MCP-Protocol-Version": "2025-11-25",
                    },
                    json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
                )
                gone = await http.delete(
                    server.url, headers={"Authorization": f"Bearer {BOB}", "Mcp-Session-Id": session}
                )
                unknown = await http.get(
                    server.url.removesuffix("/mcp") + "/metrics", headers={"Authorization": "Bearer not-in-the-file"}
                )
            report.check(
                "[principals] bob naming alice's session is told it does not exist (POST and DELETE)",
                bool(session) and stolen.status_code == 404 and gone.status_code == 404,
                (session, stolen.status_code, stolen.text, gone.status_code),
            )
            report.check("[principals] a token not in the file gets 401", unknown.status_code == 401, unknown.text)
            report.check(
                "[principals] alice's session still works after bob's tries",
                text_of(await a.call_tool("greet", {})) == "hello alice",
                "",
            )
            counted = await metrics(server, BOB)
            report.check(
                "[principals] /metrics counts runtimes and calls by principal",
                metric(counted, 'cordis_principal_runtimes_open{principal="alice"}') == 1
                and metric(counted, 'cordis_principal_runtimes_open{principal="bob"}') == 1
                and (metric(counted, 'cordis_principal_calls_total{principal="alice",outcome="ok"}') or 0) >= 2
                and metric(counted, 'cordis_principal_calls_total{principal="bob",outcome="ok"}') == 1,
                counted,
            )
        report.check(
            "[principals] the log names each session's principal",
            re.search(r"session\{session=\d+ principal=alice\}", server.log()) is not None
            and re.search(r"session\{session=\d+ principal=bob\}", server.log()) is not None,
            server.log(),
        )
    finally:
        server.stop()
    with open(audit, encoding="utf-8") as file:
        lines = [json.loads(line) for line in file if line.strip()]
    by_tool = {(line["tool"], line.get("principal")) for line in lines}
    report.check(
        "[principals] the audit names each call's principal",
        ("cordis_mount", "alice") in by_tool
        and ("greet", "alice") in by_tool
        and ("cordis_inspect", "bob") in by_tool
        and all(line.get("principal") in ("alice", "bob") for line in lines),
        lines,
    )


async def changed_within(subscription, seconds: float) -> bool:
    """Whether `subscription` yields a change event within `seconds`."""
    try:
        await asyncio.wait_for(anext(subscription), seconds)
    except (TimeoutError, StopAsyncIteration):
        return False
    return True


async def sessionless(binary: str, root: str, report: Report) -> None:
    """2026-07-28 clients (no initialize, no session) are served by their principal's runtime:
    alice mounts on one connection and calls from another; bob, at the same time, sees neither
    the tool nor a list_changed; a handshake client of alice keeps a session runtime of its own."""
    audit = os.path.join(root, "audit.jsonl")
    server = Server(binary, root, ["--token-file", principals_file(root), "--audit", audit])
    new = "2026-07-28"
    try:
        async with (
            connect(server, token=ALICE, mode=new) as a1,
            connect(server, token=ALICE, mode=new) as a2,
            connect(server, token=BOB, mode=new) as b,
            connect(server, token=ALICE) as legacy,
        ):
            report.check(
                "[sessionless] the clients speak 2026-07-28 without a session",
                a1.protocol_version == new and b.protocol_version == new and legacy.protocol_version < "2026",
                (a1.protocol_version, b.protocol_version, legacy.protocol_version),
            )
            async with (
                a2.listen(tools_list_changed=True) as heard_by_a,
                b.listen(tools_list_changed=True) as heard_by_b,
            ):
                report.check(
                    "[sessionless] listen honours toolsListChanged",
                    bool(heard_by_a.honored.tools_list_changed) and bool(heard_by_b.honored.tools_list_changed),
                    heard_by_a.honored,
                )
                mounted = await a1.call_tool("cordis_mount", {"code": greeter("hello from alice's runtime")})
                report.check("[sessionless] alice mounts on her first connection", not mounted.is_error, text_of(mounted))
                report.check(
                    "[sessionless] alice's listener on her second connection hears list_changed",
                    await changed_within(heard_by_a, TIMEOUT),
                    "",
                )
                called = await a2.call_tool("greet", {})
                report.check(
                    "[sessionless] alice calls the tool from her second connection",
                    not called.is_error and text_of(called) == "hello from alice's runtime",
                    text_of(called),
                )
                first, second = await a1.list_tools(), await a2.list_tools()
                report.check(
                    "[sessionless] tools/list answers the same on both of alice's connections",
                    [t.name for t in first.tools] == [t.name for t in second.tools] and "greet" in {t.name for t in first.tools},
                    ([t.name for t in first.tools], [t.name for t in second.tools]),
                )
                report.check("[sessionless] bob does not see alice's tool", "greet" not in await names(b), "")
                report.check(
                    "[sessionless] bob hears no list_changed for alice's mount",
                    not await changed_within(heard_by_b, 1.0),
                    "",
                )
                try:
                    stolen = await b.call_tool("greet", {})
                    bob_called = not stolen.is_error
                except MCPError:
                    bob_called = False
                report.check("[sessionless] bob cannot call alice's tool", not bob_called, "")
                gone = await b.call_tool("cordis_unmount", {"id": "dyn-1"})
                report.check(
                    "[sessionless] bob cannot unmount alice's mount",
                    gone.is_error and "greet" in await names(a1),
                    text_of(gone),
                )
                report.check(
                    "[sessionless] alice's handshake client keeps a session runtime of its own",
                    "greet" not in await names(legacy),
                    "",
                )
        async with connect(server, token=ALICE, mode=new) as again:
            report.check(
                "[sessionless] alice's mount outlives her connections",
                "greet" in await names(again),
                "",
            )
        report.check(
            "[sessionless] the log names alice's runtime",
            re.search(r"principal\{principal=alice\}", server.log()) is not None,
            server.log(),
        )
    finally:
        server.stop()
    with open(audit, encoding="utf-8") as file:
        lines = [json.loads(line) for line in file if line.strip()]
    mount = next((line for line in lines if line["tool"] == "cordis_mount"), {})
    report.check(
        "[sessionless] the audit names each principal, and a principal's runtime has no session",
        mount.get("principal") == "alice"
        and "session" not in mount
        and any(line["tool"] == "greet" and line.get("principal") == "alice" for line in lines)
        and any(line["tool"] == "cordis_unmount" and line.get("principal") == "bob" for line in lines),
        lines,
    )


async def runtime_scope(binary: str, root: str, report: Report) -> None:
    """With --runtime-scope principal, a handshake client gets its principal's runtime too."""
    server = Server(binary, root, ["--token-file", principals_file(root), "--runtime-scope", "principal"])
    try:
        async with connect(server, token=ALICE) as first:
            mounted = await first.call_tool("cordis_mount", {"code": greeter("kept for alice")})
        async with (
            connect(server, token=ALICE) as again,
            connect(server, token=ALICE, mode="2026-07-28") as new,
            connect(server, token=BOB) as bob,
        ):
            report.check(
                "[runtime_scope] alice reconnecting over the handshake finds her mount",
                not mounted.is_error and text_of(await again.call_tool("greet", {})) == "kept for alice",
                text_of(mounted),
            )
            report.check("[runtime_scope] her 2026-07-28 client shares it", "greet" in await names(new), "")
            report.check("[runtime_scope] bob does not", "greet" not in await names(bob), "")
    finally:
        server.stop()


HAPROXY_CONFIG = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "docs", "haproxy.cfg")
HAPROXY_TOKEN = "tok-of-the-haproxy-scenario"
CLIENTS = 20


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Proxy:
    """`haproxy -db -f docs/haproxy.cfg` in front of `servers`, on a free loopback port."""

    def __init__(self, exe: str, servers: list[Server], admin: str) -> None:
        self.url = f"http://127.0.0.1:{free_port()}/mcp"
        self.admin = admin
        env = {**os.environ, "CORDIS_FRONT": self.url.removeprefix("http://").removesuffix("/mcp"),
               "CORDIS_HAPROXY_ADMIN": admin}
        for n, server in enumerate(servers, 1):
            env[f"CORDIS_SERVER{n}"] = server.url.removeprefix("http://").removesuffix("/mcp")
        self.process = subprocess.Popen(
            [exe, "-db", "-f", HAPROXY_CONFIG], env=env,
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )

    async def ready(self) -> bool:
        """Whether GET /healthz answers 200 through the proxy within TIMEOUT."""
        deadline = time.monotonic() + TIMEOUT
        async with httpx2.AsyncClient(timeout=1.0) as http:
            while time.monotonic() < deadline and self.process.poll() is None:
                try:
                    if (await http.get(self.url.removesuffix("/mcp") + "/healthz")).status_code == 200:
                        return True
                except httpx2.HTTPError:
                    pass
                await asyncio.sleep(0.05)
        return False

    def table(self) -> dict[str, str]:
        """The stick table: each session id learned, and the server (`cordis1`, `cordis2`) it is on."""
        with socket.socket(socket.AF_UNIX) as admin:
            admin.connect(self.admin)
            admin.sendall(b"show table cordis\n")
            text = b"".join(iter(lambda: admin.recv(65536), b"")).decode()
        return {key: f"cordis{server}" for key, server in re.findall(r"key=(\S+) .*?server_id=(\d+)", text)}

    def output(self) -> str:
        self.stop()
        return self.process.stdout.read() if self.process.stdout else ""

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()


def own(n: int, what: str = "own") -> str:
    """Client n's plugin `<what>-NN` with one tool, `<what>_NN`."""
    return (
        f'#{{ name: "{what}-{n:02}", apply: |ctx| {{ ctx.tools.register(#{{ name: "{what}_{n:02}", '
        f'description: "Client {n}\'s", parameters: #{{}}, execute: |args| "{what} of {n}" }}); }} }}'
    )


KEPT = (
    '#{ name: "kept-once", apply: |ctx| { ctx.tools.register(#{ name: "kept_tool", description: "Kept", '
    'parameters: #{}, execute: |args| "kept through one server" }); } }'
)


def session_of(responses: list[tuple[int, str]]) -> str:
    """The session id a client was given (by its first response that carried one)."""
    return next((session for _, session in responses if session), "")


async def haproxy(binary: str, root: str, report: Report) -> None:
    # Debian installs it in /usr/sbin, which a user's PATH may lack.
    exe = shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin:/sbin")
    if exe is None:
        if os.environ.get("CI"):
            report.check("[haproxy] haproxy is installed (.ci/install installs it)", False, "not on PATH")
        else:
            print("skip [haproxy]: haproxy is not installed (`bash .ci/install` installs it)", flush=True)
        return
    plugins = tempfile.mkdtemp(prefix="cordis-http-plugins-")
    token_file = os.path.join(root, "token")
    with open(token_file, "w", encoding="utf-8") as file:
        file.write(HAPROXY_TOKEN + "\n")
    args = ["--token-file", token_file, "--plugins", plugins, "--approve"]
    servers: list[Server] = []
    proxy: Proxy | None = None
    try:
        servers = [Server(binary, root, args), Server(binary, root, args)]
        for server in servers:
            server.token = HAPROXY_TOKEN
        by_name = {"cordis1": servers[0], "cordis2": servers[1]}
        proxy = Proxy(exe, servers, os.path.join(root, "haproxy.sock"))
        if not await proxy.ready():
            report.check("[haproxy] HAProxy runs docs/haproxy.cfg and answers /healthz", False, proxy.output())
            return
        front = SimpleNamespace(url=proxy.url, token=HAPROXY_TOKEN)
        changed = [0] * CLIENTS
        responses: list[list[tuple[int, str]]] = [[] for _ in range(CLIENTS)]
        accept = answering("accept", [])

        def counting(n: int) -> Callable:
            async def on_message(message: object) -> None:
                if isinstance(message, types.ToolListChangedNotification):
                    changed[n] += 1

            return on_message

        async def notified(who: range, before: list[int]) -> bool:
            deadline = time.monotonic() + TIMEOUT
            while time.monotonic() < deadline:
                if all(changed[n] > before[n] for n in who):
                    return True
                await asyncio.sleep(0.05)
            return False

        stack = AsyncExitStack()
        try:
            clients = [
                await stack.enter_async_context(
                    connect(front, on_message=counting(n), elicitation=accept, responses=responses[n])
                )
                for n in range(CLIENTS)
            ]
            # (a) Each sees only its own mounts and notifications.
            mounted = await asyncio.gather(
                *(client.call_tool("cordis_mount", {"code": own(n)}) for n, client in enumerate(clients))
            )
            report.check(
                f"[haproxy] {CLIENTS} clients through HAProxy each mount their own plugin",
                not any(result.is_error for result in mounted),
                [text_of(result) for result in mounted if result.is_error][:2],
            )
            report.check(
                "[haproxy] each gets tools/list_changed for its own mount",
                await notified(range(CLIENTS), [0] * CLIENTS),
                changed,
            )
            listed = await asyncio.gather(*(names(client) for client in clients))
            report.check(
                "[haproxy] each lists its own tool and no other client's",
                all({t for t in listed[n] if t.startswith("own_")} == {f"own_{n:02}"} for n in range(CLIENTS)),
                [sorted(t for t in tools if t.startswith("own_")) for tools in listed][:3],
            )
            temporary = await asyncio.gather(
                *(client.call_tool("cordis_inspect", {"what": "temporary"}) for client in clients)
            )
            report.check(
                "[haproxy] each one's cordis_inspect temporary shows its own mount alone",
                all(
                    set(re.findall(r"own-\d\d", text_of(temporary[n]))) == {f"own-{n:02}"} for n in range(CLIENTS)
                ),
                [text_of(result) for result in temporary][:2],
            )
            before = list(changed)
            half = range(CLIENTS // 2)
            await asyncio.gather(*(clients[n].call_tool("cordis_mount", {"code": own(n, "more")}) for n in half))
            arrived = await notified(half, before)
            await asyncio.sleep(0.5)
            report.check(
                "[haproxy] when half of them mount again, only those half are notified",
                arrived and all(changed[n] == before[n] for n in range(CLIENTS // 2, CLIENTS)),
                (before, changed),
            )
            table = proxy.table()
            on = [table.get(session_of(responses[n]), "") for n in range(CLIENTS)]
            report.check(
                "[haproxy] HAProxy learned every session from its response, and both servers got sessions",
                set(on) == {"cordis1", "cordis2"},
                (on, table),
            )
            opened = [len(re.findall(r"session \d+ opened", server.log())) for server in servers]
            report.check(
                "[haproxy] the servers' logs agree: every session opened on one of them",
                sum(opened) == CLIENTS and opened == [on.count("cordis1"), on.count("cordis2")],
                (opened, on),
            )

            # (b) Kept through one server, loaded by a new session on the other.
            keeper = 0
            here, there = on[keeper], "cordis2" if on[keeper] == "cordis1" else "cordis1"
            mounted = await clients[keeper].call_tool("cordis_mount", {"code": KEPT})
            mount_id = re.search(r"dyn-\d+", text_of(mounted))
            kept = await clients[keeper].call_tool("cordis_keep", {"id": mount_id.group(0) if mount_id else "?"})
            report.check(
                f"[haproxy] a client on {here} keeps a plugin into the shared --plugins directory",
                not kept.is_error and sorted(os.listdir(plugins)) == ["kept-once.rhai"],
                (text_of(kept), os.listdir(plugins)),
            )
            async with connect(by_name[there], elicitation=accept) as other:
                answer = await other.call_tool("kept_tool", {})
                report.check(
                    f"[haproxy] a new session on {there} has the kept plugin's tool",
                    text_of(answer) == "kept through one server",
                    text_of(answer),
                )

            # (c) A server that dies loses its sessions; the other serves new ones.
            lost = [n for n in range(CLIENTS) if on[n] == here]
            survived = [n for n in range(CLIENTS) if on[n] == there]
            by_name[here].stop()
            marks = {n: len(responses[n]) for n in lost}

            async def next_request(n: int) -> object:
                try:
                    return await asyncio.wait_for(clients[n].list_tools(), 10)
                except Exception as error:  # the SDK raises the 404 as an error
                    return error

            after = await asyncio.gather(*(next_request(n) for n in lost))
            statuses = {n: [status for status, _ in responses[n][marks[n]:]] for n in lost}
            report.check(
                f"[haproxy] after {here} is killed, each of its {len(lost)} clients gets 404 on its next request",
                all(not isinstance(result, types.ListToolsResult) for result in after)
                and all(404 in statuses[n] for n in lost),
                statuses,
            )
            still = await asyncio.gather(*(names(clients[n]) for n in survived))
            report.check(
                f"[haproxy] the clients on {there} go on with their own tools",
                all(f"own_{n:02}" in tools for n, tools in zip(survived, still)),
                [sorted(tools) for tools in still][:2],
            )
            fresh: list[tuple[int, str]] = []
            async with connect(front, elicitation=accept, responses=fresh) as client:
                served = await names(client)
                report.check(
                    f"[haproxy] a client that starts a new session is served by {there}",
                    "kept_tool" in served and proxy.table().get(session_of(fresh)) == there,
                    (sorted(served), session_of(fresh), proxy.table()),
                )
        finally:
            try:
                await stack.aclose()
            except Exception:  # the sessions of the killed server end in errors
                pass
    finally:
        if proxy is not None:
            proxy.stop()
        for server in servers:
            server.stop()
        shutil.rmtree(plugins, ignore_errors=True)


async def main() -> int:
    binary = cordis_cli()
    if not binary:
        return 2
    report = Report()
    only = sys.argv[1:]
    scenarios = (isolation, token, principals, sessionless, runtime_scope, slow_and_fast, idle, max_sessions, shutdown, config, operator, origin, health, logs, otlp, evict, worker_loss, haproxy)

    async def side(scenario: Callable[[str, str, Report], Awaitable[None]]) -> None:
        with tempfile.TemporaryDirectory() as root:
            await report.run(f"[{scenario.__name__}]", scenario(binary, root, report), 90)

    # Side by side: each has its own servers, ports and root, and waits on its own clock.
    await asyncio.gather(*(side(scenario) for scenario in scenarios if not only or scenario.__name__ in only))
    return report.summary()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
