"""Drive the embed example's own MCP server (examples/embed, `Serve`) with the real Python MCP SDK.

The app serves its toolset, with its own `notes` service, on stdio (`--serve`)
and on streamable HTTP (`--http 127.0.0.1:0`, the generated token read from
stderr). On each: the built-in tools are listed, the catalog resource and
`cordis_inspect` document `notes` (the app's service is in the toolset's
catalog), the shipped plugin mounts through `cordis_mount`, and its `note`
tool writes through the app's service into the notes directory.

Usage: EMBED=target/debug/cordis-toolset-example-embed .venv/bin/python tests/mcp/test_embed.py
Prints one line per check and closes with `N passed, N failed`; exits 1 on a failure.
"""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
import tempfile
import threading

from checks import Report, text_of
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

TIMEOUT = 30.0
PLUGIN = os.path.join(os.path.dirname(__file__), "..", "..", "examples", "embed", "plugins", "notes-tool.rhai")
SERVING = re.compile(r"serving MCP streamable HTTP at (http://\S+/mcp)")
TOKEN = re.compile(r"bearer token of this run .*: ([0-9a-f]{64})$")


async def exercise(tag: str, client: Client, notes: str, report: Report) -> None:
    """The app's service over MCP: documented, mounted against, written through."""
    names = {tool.name for tool in (await client.list_tools()).tools}
    report.check(f"[{tag}] tools/list has the built-in tools", {"cordis_mount", "cordis_call"} <= names, names)
    docs = (await client.read_resource("cordis://catalog/api/notes")).contents
    report.check(
        f"[{tag}] the catalog resource documents the app's service",
        len(docs) == 1 and getattr(docs[0], "text", "").startswith("## notes"),
        docs,
    )
    api = text_of(await client.call_tool("cordis_inspect", {"what": "api", "name": "notes"}))
    report.check(f"[{tag}] cordis_inspect shows its API", "fn append(topic: String, line: String)" in api, api)
    with open(PLUGIN, encoding="utf-8") as file:
        mounted = await client.call_tool("cordis_mount", {"code": file.read()})
    report.check(f"[{tag}] the shipped plugin mounts", not mounted.is_error, text_of(mounted))
    added = text_of(await client.call_tool("note", {"topic": tag, "text": "eggs"}))
    report.check(f"[{tag}] its tool calls the app's service", added == f"added line 1 to {tag}", added)
    with open(os.path.join(notes, f"{tag}.txt"), encoding="utf-8") as file:
        stored = file.read()
    report.check(f"[{tag}] the service wrote the app's file", stored == "eggs\n", stored)


async def stdio(binary: str, notes: str, report: Report) -> None:
    params = StdioServerParameters(command=binary, args=["--serve", "--notes", notes], cwd=notes)
    async with Client(params, mode="legacy") as client:
        await exercise("stdio", client, notes, report)


async def http(binary: str, notes: str, report: Report) -> None:
    process = subprocess.Popen(
        [binary, "--http", "127.0.0.1:0", "--notes", notes],
        cwd=notes,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    found: dict[str, str] = {}
    ready = threading.Event()

    def read() -> None:
        assert process.stderr is not None
        for line in process.stderr:
            if match := TOKEN.search(line.rstrip("\n")):
                found["token"] = match.group(1)
            if match := SERVING.search(line):
                found["url"] = match.group(1)
                ready.set()
        ready.set()

    threading.Thread(target=read, daemon=True).start()
    try:
        report.check("[http] the app's server starts", ready.wait(TIMEOUT) and "url" in found, found)
        headers = {"Authorization": f"Bearer {found.get('token', '')}"}
        async with create_mcp_http_client(headers=headers) as client_http:
            transport = streamable_http_client(found["url"], http_client=client_http)
            async with Client(transport, mode="legacy") as client:
                await exercise("http", client, notes, report)
    finally:
        process.terminate()
        process.wait(TIMEOUT)


async def main() -> int:
    binary = os.environ.get("EMBED")
    if not binary:
        print("set EMBED to the cordis-toolset-example-embed binary", file=sys.stderr)
        return 2
    report = Report()
    with tempfile.TemporaryDirectory() as notes:
        await report.run("[stdio]", stdio(binary, notes, report), TIMEOUT)
        await report.run("[http]", http(binary, notes, report), TIMEOUT)
    return report.summary()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
