"""Drive `cordis-cli serve --approve --audit FILE --plugins DIR` with the real Python MCP SDK (mcp==2.3.0).

Checks, in both protocol lifecycles (`legacy`: the server sends `elicitation/create`; `auto`: the newest
protocol, where the server answers with an InputRequiredResult and the SDK retries with the answer):
an elicitation callback that accepts, one that declines, one that cancels, a client without elicitation
(refused, naming --approve), dry runs not asked about, keep asked about, keep + restart with the tool there,
and the audit lines with their fields.

Usage: CORDIS_CLI=target/debug/cordis-cli .venv/bin/python tests/mcp/test_operator.py
Prints one line per check and closes with `N passed, N failed`; exits 1 on a failure.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime

from checks import Report, text_of, cordis_cli
from mcp import Client, StdioServerParameters, types
from mcp.client.session import ClientRequestContext

GREETER = """
#{ name: "greeter", inject: ["fs"], apply: |ctx| {
    ctx.tools.register(#{ name: "greet", description: "Greet someone",
        parameters: #{ who: #{ type: "string" } }, execute: |args| `hello ${args.who}` });
    ctx.provide("greetings", #{ count: || 1 });
} }
"""
SHA = hashlib.sha256(GREETER.encode()).hexdigest()
TIMEOUT = 60.0


class Operator:
    """An elicitation callback answering `action`, remembering what it was asked."""

    def __init__(self, action: str) -> None:
        self.action = action
        self.asked: list[types.ElicitRequestParams] = []

    async def __call__(self, context: ClientRequestContext, params: types.ElicitRequestParams) -> types.ElicitResult:
        self.asked.append(params)
        return types.ElicitResult(action=self.action, content={} if self.action == "accept" else None)


@contextmanager
def workspace() -> Iterator[tuple[str, str, str]]:
    """A temporary root, an empty `plugins` directory beside it (out of the granted fs's reach), and where the audit log goes."""
    with tempfile.TemporaryDirectory() as base:
        root, plugins = os.path.join(base, "ws"), os.path.join(base, "plugins")
        os.mkdir(root)
        os.mkdir(plugins)
        yield root, plugins, os.path.join(base, "audit.jsonl")


def audit_lines(path: str) -> list[dict]:
    with open(path, encoding="utf-8") as file:
        return [json.loads(line) for line in file if line.strip()]


def server(binary: str, root: str, plugins: str, audit: str | None, approve: bool = True) -> StdioServerParameters:
    args = ["serve", "--root", root, "--plugins", plugins]
    if approve:
        args.append("--approve")
    if audit:
        args += ["--audit", audit]
    return StdioServerParameters(command=binary, args=args, cwd=root)


async def accepting(mode: str, binary: str, report: Report) -> None:
    tag = f"[{mode}]"
    with workspace() as (root, plugins, audit):
        operator = Operator("accept")
        async with Client(server(binary, root, plugins, audit), mode=mode, elicitation_callback=operator) as client:
            checked = await client.call_tool("cordis_mount", {"code": GREETER, "dryRun": True})
            report.check(f"{tag} a dry run is not asked about", not checked.is_error and not operator.asked, operator.asked)

            mounted = await client.call_tool("cordis_mount", {"code": GREETER})
            report.check(f"{tag} accepted: the mount goes ahead", not mounted.is_error, text_of(mounted))
            asked = operator.asked[0] if operator.asked else None
            message = getattr(asked, "message", "")
            report.check(
                f"{tag} the operator reads plugin, services, tools, provides, size and short sha256",
                all(part in message for part in ("greeter", "fs", "greet", "greetings", f"{len(GREETER.encode())} bytes", SHA[:12])),
                message,
            )
            schema = getattr(asked, "requested_schema", None)
            report.check(
                f"{tag} the form has no required fields",
                schema is not None and not (schema.get("required") if isinstance(schema, dict) else getattr(schema, "required", None)),
                schema,
            )
            greeted = await client.call_tool("greet", {"who": "operator"})
            report.check(f"{tag} the approved plugin's tool answers", text_of(greeted) == "hello operator", text_of(greeted))
            mount_id = (mounted.structured_content or {}).get("id", "")

            kept = await client.call_tool("cordis_keep", {"id": mount_id})
            path = (kept.structured_content or {}).get("path", "")
            report.check(
                f"{tag} keep is asked about too, and its receipt gives the path",
                not kept.is_error and len(operator.asked) == 2 and path == os.path.join(plugins, "greeter.rhai"),
                (text_of(kept), len(operator.asked)),
            )
            report.check(
                f"{tag} the keep question names the file",
                len(operator.asked) == 2 and path in operator.asked[1].message,
                operator.asked[1:],
            )
            with open(path, encoding="utf-8") as file:
                written = file.read()
            report.check(f"{tag} the kept file has the header and the code", SHA in written and written.endswith(GREETER), written[:200])
            again = await client.call_tool("greet", {"who": "kept"})
            report.check(f"{tag} the kept tool answers on, once listed", text_of(again) == "hello kept"
                         and [t.name for t in (await client.list_tools()).tools].count("greet") == 1, text_of(again))

        lines = audit_lines(audit)
        report.check(
            f"{tag} every audit line has ts (RFC 3339), tool, ok, ms",
            lines and all(
                datetime.fromisoformat(line["ts"].replace("Z", "+00:00")).tzinfo is not None
                and isinstance(line["tool"], str) and isinstance(line["ok"], bool) and isinstance(line["ms"], int)
                for line in lines
            ),
            lines,
        )
        decisions = [line for line in lines if "decision" in line]
        report.check(
            f"{tag} each approval decision is a line: accept, with plugin and sha256",
            [(d["tool"], d["decision"], d["ok"], d["plugin"], d["sha256"]) for d in decisions]
            == [("cordis_mount", "accept", True, "greeter", SHA), ("cordis_keep", "accept", True, "greeter", SHA)],
            decisions,
        )
        calls = [line for line in lines if "decision" not in line]
        tools = [line["tool"] for line in calls]
        report.check(
            f"{tag} each call is a line, in order",
            tools == ["cordis_mount", "cordis_mount", "greet", "cordis_keep", "greet"],
            tools,
        )
        mount_line = calls[1] if len(calls) > 1 else {}
        report.check(
            f"{tag} the mount line has id, plugin and the code's sha256",
            mount_line.get("id") == mount_id and mount_line.get("plugin") == "greeter" and mount_line.get("sha256") == SHA,
            mount_line,
        )
        greet_line = calls[2] if len(calls) > 2 else {}
        report.check(
            f"{tag} a mounted tool's line names its plugin and mount",
            greet_line.get("plugin") == "greeter" and greet_line.get("id") == mount_id and greet_line.get("ok") is True,
            greet_line,
        )

        # Restart: the kept plugin loads from the file, no approval needed (the operator's own file).
        async with Client(server(binary, root, plugins, None, approve=False), mode=mode) as client:
            listed = [tool.name for tool in (await client.list_tools()).tools]
            greeted = await client.call_tool("greet", {"who": "restart"})
            report.check(
                f"{tag} after a restart the kept plugin's tool is there",
                "greet" in listed and text_of(greeted) == "hello restart",
                (listed, text_of(greeted)),
            )


async def refusing(mode: str, action: str, binary: str, report: Report) -> None:
    tag = f"[{mode}/{action}]"
    with workspace() as (root, plugins, audit):
        operator = Operator(action)
        async with Client(server(binary, root, plugins, audit), mode=mode, elicitation_callback=operator) as client:
            refused = await client.call_tool("cordis_mount", {"code": GREETER})
            report.check(
                f"{tag} refused: declined by the operator",
                refused.is_error is True and "declined by the operator" in text_of(refused) and len(operator.asked) == 1,
                text_of(refused),
            )
            wrapped = await client.call_tool(
                "cordis_call", {"name": "cordis_mount", "arguments": {"code": GREETER}}
            )
            report.check(
                f"{tag} cordis_call does not get around the approval",
                wrapped.is_error is True and "declined by the operator" in text_of(wrapped) and len(operator.asked) == 2,
                text_of(wrapped),
            )
            listed = [tool.name for tool in (await client.list_tools()).tools]
            temporary = await client.call_tool("cordis_inspect", {"what": "temporary"})
            report.check(
                f"{tag} nothing was mounted",
                "greet" not in listed and "greeter" not in text_of(temporary),
                (listed, text_of(temporary)),
            )
        decisions = [line for line in audit_lines(audit) if "decision" in line]
        report.check(
            f"{tag} the decisions are audit lines",
            [(d["decision"], d["ok"], d["sha256"]) for d in decisions] == [(action, False, SHA)] * 2,
            decisions,
        )


async def unaskable(mode: str, binary: str, report: Report) -> None:
    tag = f"[{mode}/no elicitation]"
    with workspace() as (root, plugins, audit):
        async with Client(server(binary, root, plugins, audit), mode=mode) as client:
            refused = await client.call_tool("cordis_mount", {"code": GREETER})
            text = text_of(refused)
            report.check(
                f"{tag} every mount is refused, naming --approve and why",
                refused.is_error is True and "--approve" in text and "elicitation" in text and "Nothing was mounted" in text,
                text,
            )
            listed = [tool.name for tool in (await client.list_tools()).tools]
            report.check(f"{tag} nothing was mounted", "greet" not in listed, listed)
        decisions = [line for line in audit_lines(audit) if "decision" in line]
        report.check(
            f"{tag} the refusal is an audit line",
            [(d["decision"], d["ok"]) for d in decisions] == [("unavailable", False)],
            decisions,
        )


async def main() -> int:
    binary = cordis_cli()
    if not binary:
        return 2
    report = Report()
    for mode in ("legacy", "auto"):
        scenarios = [
            (f"[{mode}] accept", accepting(mode, binary, report)),
            (f"[{mode}] decline", refusing(mode, "decline", binary, report)),
            (f"[{mode}] cancel", refusing(mode, "cancel", binary, report)),
            (f"[{mode}] no elicitation", unaskable(mode, binary, report)),
        ]
        for name, scenario in scenarios:
            await report.run(f"{name}:", scenario, TIMEOUT)
    return report.summary()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
