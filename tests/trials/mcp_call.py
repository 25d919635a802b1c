"""Talk to the cordis MCP server a trial runs (a 2026-07-28 client over HTTP),
from the trial's folder (where start.sh wrote its url and token).

  python mcp_call.py tools                      # list the tools with descriptions and schemas
  python mcp_call.py call NAME '{"arg": 1}'     # call a tool (JSON arguments)
  python mcp_call.py mount FILE                 # cordis_mount the code in FILE
  python mcp_call.py resources                  # list resources and templates
  python mcp_call.py read URI                   # read a resource
  python mcp_call.py prompts                    # list prompts
  python mcp_call.py prompt NAME '{"task": "..."}'  # get a prompt

Every call is logged to calls.log in that folder.
"""
import asyncio, json, os, sys, time
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

HERE = os.getcwd()
URL = open(os.path.join(HERE, "url")).read().strip()
TOKEN = open(os.path.join(HERE, "token")).read().strip()
LOG = os.path.join(HERE, "calls.log")


def show(result):
    out = {"isError": bool(getattr(result, "is_error", False))}
    texts = []
    for block in result.content:
        if getattr(block, "type", "") == "text":
            texts.append(block.text)
        else:
            texts.append(f"<{block.type} block>")
    out["content"] = texts
    if getattr(result, "structured_content", None) is not None:
        out["structuredContent"] = result.structured_content
    return out


async def main(argv):
    headers = {"Authorization": f"Bearer {TOKEN}"}
    async with create_mcp_http_client(headers=headers) as http:
        async with Client(streamable_http_client(URL, http_client=http), mode="2026-07-28") as client:
            cmd = argv[0] if argv else "tools"
            if cmd == "tools":
                for tool in (await client.list_tools()).tools:
                    print(f"## {tool.name}\n{tool.description}\ninputSchema: {json.dumps(tool.input_schema)}\n")
                return
            if cmd == "resources":
                for r in (await client.list_resources()).resources:
                    print(r.uri, "-", r.description or "")
                for t in (await client.list_resource_templates()).resource_templates:
                    print(t.uri_template, "-", t.description or "")
                return
            if cmd == "read":
                for c in (await client.read_resource(argv[1])).contents:
                    print(getattr(c, "text", c))
                return
            if cmd == "prompts":
                for p in (await client.list_prompts()).prompts:
                    print(p.name, "-", p.description or "", [a.name for a in (p.arguments or [])])
                return
            if cmd == "prompt":
                args = json.loads(argv[2]) if len(argv) > 2 else {}
                for m in (await client.get_prompt(argv[1], args)).messages:
                    print(getattr(m.content, "text", m.content))
                return
            if cmd == "mount":
                name, args = "cordis_mount", {"code": open(argv[1]).read()}
            elif cmd == "call":
                name, args = argv[1], (json.loads(argv[2]) if len(argv) > 2 else {})
            else:
                sys.exit(__doc__)
            result = show(await client.call_tool(name, args))
            with open(LOG, "a") as log:
                log.write(json.dumps({"at": time.time(), "tool": name, "args": args, "result": result}) + "\n")
            print(json.dumps(result, indent=1))


asyncio.run(main(sys.argv[1:]))
