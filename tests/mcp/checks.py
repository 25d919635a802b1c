"""What the real-client tests (test_mcp.py, test_operator.py, test_http.py) share: a check counter and a result's text."""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import Awaitable

from mcp import types


class Report:
    """Counts checks; each prints one line."""

    def __init__(self) -> None:
        self.passed = 0
        self.failed = 0

    def check(self, name: str, ok: bool, detail: object = "") -> bool:
        if ok:
            self.passed += 1
            print(f"ok   {name}", flush=True)
        else:
            self.failed += 1
            print(f"FAIL {name}: {detail}", flush=True)
        return ok

    async def run(self, name: str, scenario: Awaitable[None], timeout: float) -> None:
        """Runs one scenario; one that crashes or times out is one failed check, reported."""
        try:
            await asyncio.wait_for(scenario, timeout)
        except Exception as error:
            self.check(f"{name} scenario ran to the end", False, repr(error))

    def summary(self) -> int:
        """Prints `N passed, N failed` and returns the exit status."""
        print(f"{self.passed} passed, {self.failed} failed", flush=True)
        return 1 if self.failed else 0


def text_of(result: types.CallToolResult) -> str:
    """The text blocks of a tool result, joined by newlines."""
    return "\n".join(block.text for block in result.content if isinstance(block, types.TextContent))


def cordis_cli() -> str | None:
    """The cordis-cli binary from $CORDIS_CLI, or None after saying how to set it."""
    binary = os.environ.get("CORDIS_CLI")
    if not binary:
        print("set CORDIS_CLI to the cordis-cli binary", file=sys.stderr)
    return binary
