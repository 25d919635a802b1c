"""Tiny helper around the MCP Python SDK for driving cordis-cli over stdio."""
import asyncio, json, sys, os, shutil, tempfile
from contextlib import asynccontextmanager
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

HERE = os.path.dirname(os.path.abspath(__file__))
# The binary under trial (CORDIS_CLI), and a fresh copy of the sample files.
CLI = os.environ.get("CORDIS_CLI") or os.path.join(HERE, "..", "..", "..", "target", "debug", "cordis-cli")
WORK = tempfile.mkdtemp(prefix="cordis-trial-")
ROOT = os.path.join(WORK, "root")
shutil.copytree(os.path.join(HERE, "root"), ROOT)
STDERR = os.path.join(WORK, "server-stderr.log")

@asynccontextmanager
async def session(extra_args=()):
    params = StdioServerParameters(command=CLI, args=["serve", "--root", ROOT, *extra_args])
    errlog = open(STDERR, "a")
    async with stdio_client(params, errlog=errlog) as (r, w):
        async with ClientSession(r, w) as s:
            await s.initialize()
            yield s

def show(res):
    out = {}
    if hasattr(res, "is_error"):
        out["isError"] = res.is_error
        out["text"] = [c.text for c in res.content if getattr(c, "type", "") == "text"]
        if res.structured_content is not None:
            out["structured"] = res.structured_content
    else:
        out = res
    return json.dumps(out, indent=1, default=str)

async def call(s, name, args=None, quiet=False):
    res = await s.call_tool(name, args or {})
    if not quiet:
        print(f"--- call {name} {json.dumps(args or {})}\n{show(res)}")
    return res
