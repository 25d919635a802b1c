"""Drive `cordis-cli serve` with the real Python MCP SDK (mcp==2.3.0).

Runs the same scenario twice: once over the initialize handshake
(`mode="legacy"`, list_changed arrives as a plain notification) and once with
the newest protocol (`mode="auto"`, list_changed arrives through
`client.listen(tools_list_changed=True)`).

Usage: CORDIS_CLI=target/debug/cordis-cli .venv/bin/python tests/mcp/test_mcp.py
Prints one line per check and closes with `N passed, N failed`; exits 1 on a failure.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from collections.abc import Awaitable, Callable

from checks import Report, text_of, cordis_cli
from mcp import Client, StdioServerParameters, types
from mcp.shared.exceptions import MCPError

GREETER = """
#{ name: "greeter", apply: |ctx| {
    ctx.tools.register(#{ name: "greet", description: "Greet someone",
        parameters: #{ who: #{ type: "string" } }, execute: |args| `hello ${args.who}` });
    ctx.tools.register(#{ name: "boom", description: "Always fails",
        parameters: #{}, execute: |args| { throw "boom: this tool always fails"; } });
    ctx.tools.register(#{ name: "sizes", description: "Structured sizes",
        execute: |args| #{ content: [#{ type: "text", text: "2 files" }],
                           structuredContent: #{ files: ["a", "b"], total: 2 } } });
} }
"""

# Tools that declare what built-in tools declare, and return more than text.
RICH = """
#{ name: "rich", apply: |ctx| {
    ctx.tools.register(#{ name: "stats", title: "Name statistics", description: "Count names",
        annotations: #{ readOnlyHint: true, idempotentHint: true },
        parameters: #{ good: #{ type: "boolean" } },
        outputSchema: #{ count: #{ type: "integer", description: "how many" },
                         names: #{ type: "array", items: #{ type: "string" } } },
        execute: |args| {
            let count = if args.good { 2 } else { "two" };
            #{ content: [#{ type: "text", text: "2 names" }],
               structuredContent: #{ count: count, names: ["a", "b"] } }
        } });
    ctx.tools.register(#{ name: "picture", description: "A picture of a red dot",
        parameters: #{ bad: #{ type: "boolean" } },
        execute: |args| {
            let data = if args.bad { "not base64!" } else { "iVBORw0KGgo=" };
            #{ content: [#{ type: "text", text: "a red dot" },
                         #{ type: "image", data: data, mimeType: "image/png" },
                         #{ type: "resource_link", uri: "file:///dot.png", name: "dot.png" }] }
        } });
} }
"""

# More tools than one page of tools/list holds.
MANY = """
#{ name: "many", apply: |ctx| {
    for i in 0..150 {
        ctx.tools.register(#{ name: `many_${i}`, description: "One of many", execute: |args| "ok" });
    }
} }
"""


def file_plugin(reply: str) -> str:
    """A plugin file for --plugins: one tool, `from_file`, answering `reply`."""
    return (
        '#{ name: "from-file", apply: |ctx| { ctx.tools.register(#{ name: "from_file", '
        f'description: "A tool from a plugin file", parameters: #{{}}, execute: |args| "{reply}" }}); }} }}'
    )
BUILTINS = {"cordis_inspect", "cordis_mount", "cordis_unmount", "cordis_call"}
CATALOGS = {"cordis://catalog/api", "cordis://catalog/api.d.rhai", "cordis://catalog/events"}
SERVICE_TEMPLATE = "cordis://catalog/api/{service}"
TIMEOUT = 10.0


async def tool_names(client: Client) -> set[str]:
    return {tool.name for tool in (await client.list_tools()).tools}


async def exercise(
    mode: str, client: Client, wait_changed: Callable[[], Awaitable[bool]], report: Report, plugin_file: str
) -> None:
    """The scenario: list, mount, notice, call, inspect, unmount, notice, gone; then a plugin file reloads."""
    tag = f"[{mode}]"
    listed = {tool.name: tool for tool in (await client.list_tools()).tools}
    report.check(f"{tag} tools/list has the built-in tools", BUILTINS <= set(listed), sorted(listed))
    inspect = listed.get("cordis_inspect")
    report.check(
        f"{tag} cordis_inspect is annotated read-only",
        inspect is not None and inspect.annotations is not None and inspect.annotations.read_only_hint is True,
        inspect,
    )
    unmount = listed.get("cordis_unmount")
    report.check(
        f"{tag} cordis_unmount is annotated destructive",
        unmount is not None and unmount.annotations is not None and unmount.annotations.destructive_hint is True,
        unmount,
    )
    mount_tool = listed.get("cordis_mount")
    report.check(
        f"{tag} cordis_mount has input and output schemas",
        mount_tool is not None
        and "code" in mount_tool.input_schema.get("properties", {})
        and mount_tool.output_schema is not None,
        mount_tool,
    )

    resources = {str(resource.uri) for resource in (await client.list_resources()).resources}
    report.check(f"{tag} resources/list offers the catalogs", CATALOGS <= resources, sorted(resources))
    templates = [str(t.uri_template) for t in (await client.list_resource_templates()).resource_templates]
    report.check(f"{tag} one service's docs are a template", templates == [SERVICE_TEMPLATE], templates)
    fs_docs = (await client.read_resource("cordis://catalog/api/fs")).contents
    report.check(
        f"{tag} the template reads one service's full docs",
        len(fs_docs) == 1 and getattr(fs_docs[0], "text", "").startswith("## fs"),
        fs_docs,
    )
    prompts = [prompt.name for prompt in (await client.list_prompts()).prompts]
    report.check(f"{tag} prompts/list offers write_plugin", prompts == ["write_plugin"], prompts)
    prompt = await client.get_prompt("write_plugin", {"task": "count the lines of a file"})
    prompt_text = getattr(prompt.messages[0].content, "text", "") if prompt.messages else ""
    report.check(
        f"{tag} write_plugin carries the task, the recipe and the live API",
        "Task: count the lines of a file" in prompt_text and "```rhai" in prompt_text and "## API" in prompt_text,
        prompt_text[:300],
    )

    mounted = await client.call_tool("cordis_mount", {"code": GREETER})
    structured = mounted.structured_content or {}
    report.check(f"{tag} cordis_mount succeeds", not mounted.is_error, text_of(mounted))
    report.check(
        f"{tag} cordis_mount returns the structured receipt",
        {"id", "pluginName", "state", "provides", "waitingFor", "tools"} <= set(structured)
        and structured.get("pluginName") == "greeter"
        and "greet" in structured.get("tools", []),
        structured,
    )
    mount_id = structured.get("id", "")
    report.check(f"{tag} tools/list_changed after mount", await wait_changed(), "no notification")
    report.check(f"{tag} greet is listed after mount", "greet" in await tool_names(client))
    failing = await client.call_tool("boom", {})
    report.check(
        f"{tag} a failing tool returns isError with its message",
        failing.is_error is True and "always fails" in text_of(failing),
        (failing.is_error, text_of(failing)),
    )

    sized = await client.call_tool("sizes", {})
    report.check(
        f"{tag} a plugin tool's structuredContent reaches the client",
        not sized.is_error
        and sized.structured_content == {"files": ["a", "b"], "total": 2}
        and "2 files" in text_of(sized),
        (sized.structured_content, text_of(sized)),
    )

    greeted = await client.call_tool("greet", {"who": "world"})
    report.check(
        f"{tag} greet answers", not greeted.is_error and "hello world" in text_of(greeted), text_of(greeted)
    )
    via_call = await client.call_tool("cordis_call", {"name": "greet", "arguments": {"who": "cordis"}})
    report.check(
        f"{tag} cordis_call reaches greet",
        not via_call.is_error and "hello cordis" in text_of(via_call),
        text_of(via_call),
    )
    concurrent = await asyncio.gather(
        *(client.call_tool("greet", {"who": f"n{i}"}) for i in range(8)), return_exceptions=True
    )
    report.check(
        f"{tag} concurrent calls each get their own answer",
        all(
            isinstance(result, types.CallToolResult) and f"hello n{i}" in text_of(result)
            for i, result in enumerate(concurrent)
        ),
        concurrent,
    )
    temporary = await client.call_tool("cordis_inspect", {"what": "temporary"})
    report.check(
        f"{tag} cordis_inspect lists the mount",
        not temporary.is_error and mount_id in text_of(temporary) and "greeter" in text_of(temporary),
        text_of(temporary),
    )
    try:
        await client.call_tool("no_such_tool", {})
        report.check(f"{tag} an unknown tool is a protocol error", False, "no error raised")
    except MCPError as error:
        report.check(f"{tag} an unknown tool is a protocol error", "no_such_tool" in str(error), error)

    removed = await client.call_tool("cordis_unmount", {"id": mount_id})
    report.check(f"{tag} cordis_unmount succeeds", not removed.is_error, text_of(removed))
    report.check(f"{tag} tools/list_changed after unmount", await wait_changed(), "no notification")
    report.check(f"{tag} greet is gone after unmount", "greet" not in await tool_names(client))
    bad = await client.call_tool("cordis_unmount", {"id": mount_id})
    report.check(f"{tag} unmounting twice is a tool error", bad.is_error is True, text_of(bad))

    from_file = await client.call_tool("from_file", {})
    report.check(
        f"{tag} a --plugins file's tool answers",
        not from_file.is_error and text_of(from_file) == "version 1",
        text_of(from_file),
    )
    plugins = await client.call_tool("cordis_inspect", {"what": "plugins"})
    report.check(
        f"{tag} the plugin file runs under cordis-plugins, named after the file",
        "cordis-plugins" in text_of(plugins) and "hello" in text_of(plugins),
        text_of(plugins),
    )
    with open(plugin_file, "w", encoding="utf-8") as file:
        file.write(file_plugin("version 2, edited"))
    reloaded = ""
    for _ in range(100):  # the server polls every 300 ms
        result = await client.call_tool("cordis_call", {"name": "from_file", "arguments": {}})
        reloaded = text_of(result)
        if reloaded == "version 2, edited":
            break
        await asyncio.sleep(0.05)
    report.check(f"{tag} an edited plugin file is reloaded", reloaded == "version 2, edited", reloaded)

    await first_class(tag, client, report)


async def first_class(tag: str, client: Client, report: Report) -> None:
    """Plugin tools with title, annotations and outputSchema; image blocks; completions; paging."""
    mounted = await client.call_tool("cordis_mount", {"code": RICH})
    report.check(f"{tag} a plugin with annotations and outputSchema mounts", not mounted.is_error, text_of(mounted))
    listed = {tool.name: tool for tool in (await client.list_tools(cache_mode="refresh")).tools}
    stats = listed.get("stats")
    report.check(
        f"{tag} tools/list shows the plugin tool's title, annotations and outputSchema",
        stats is not None
        and stats.title == "Name statistics"
        and stats.annotations is not None
        and stats.annotations.read_only_hint is True
        and stats.annotations.idempotent_hint is True
        and stats.annotations.destructive_hint is None
        and (stats.output_schema or {}).get("properties", {}).get("count", {}).get("type") == "integer"
        and (stats.output_schema or {}).get("required") == ["count", "names"],
        stats,
    )
    good = await client.call_tool("stats", {"good": True})
    report.check(
        f"{tag} structuredContent that fits the outputSchema arrives",
        not good.is_error and good.structured_content == {"count": 2, "names": ["a", "b"]},
        (good.structured_content, text_of(good)),
    )
    try:
        bad = await client.call_tool("stats", {"good": False})
        bad_text, bad_error = text_of(bad), bad.is_error
    except Exception as error:  # the SDK may check the output schema itself
        bad_text, bad_error = str(error), True
    report.check(
        f"{tag} structuredContent that does not fit fails, naming the field and the type",
        bad_error and '"count"' in bad_text and "integer" in bad_text,
        bad_text,
    )
    picture = await client.call_tool("picture", {"bad": False})
    kinds = [block.type for block in picture.content]
    image = next((block for block in picture.content if block.type == "image"), None)
    report.check(
        f"{tag} an image block arrives with its data and mimeType",
        not picture.is_error
        and kinds == ["text", "image", "resource_link"]
        and image is not None
        and image.data == "iVBORw0KGgo="
        and image.mime_type == "image/png",
        picture.content,
    )
    broken = await client.call_tool("picture", {"bad": True})
    report.check(
        f"{tag} an image whose data is not base64 is refused in words",
        broken.is_error and "base64" in text_of(broken) and "content[1]" in text_of(broken),
        text_of(broken),
    )
    completed = await client.complete(
        types.ResourceTemplateReference(type="ref/resource", uri=SERVICE_TEMPLATE), {"name": "service", "value": "f"}
    )
    values = completed.completion.values
    report.check(
        f"{tag} completion/complete offers the service names with the typed prefix",
        "fs" in values and all(value.startswith("f") for value in values),
        values,
    )
    many = await client.call_tool("cordis_mount", {"code": MANY})
    report.check(f"{tag} a plugin with 150 tools mounts", not many.is_error, text_of(many))
    pages, names, cursor = [], [], None
    while True:
        page = await client.list_tools(cursor=cursor, cache_mode="refresh")
        pages.append(len(page.tools))
        names.extend(tool.name for tool in page.tools)
        cursor = page.next_cursor
        if not cursor or len(pages) > 10:
            break
    expected = [f"many_{i}" for i in range(150)]
    report.check(
        f"{tag} tools/list comes in pages of at most 100, and following nextCursor gives every tool once, in order",
        len(pages) >= 2
        and all(size <= 100 for size in pages)
        and [name for name in names if name.startswith("many_")] == expected
        and len(names) == len(set(names))
        and BUILTINS <= set(names),
        pages,
    )
    try:
        await client.list_tools(cursor="not-a-cursor", cache_mode="refresh")
        report.check(f"{tag} a cursor the server did not give is refused", False, "no error raised")
    except MCPError as error:
        report.check(f"{tag} a cursor the server did not give is refused", "cursor" in str(error), error)
    for receipt in (mounted, many):
        mount_id = (receipt.structured_content or {}).get("id", "")
        await client.call_tool("cordis_unmount", {"id": mount_id})


async def legacy(params: StdioServerParameters, report: Report, plugin_file: str) -> None:
    changed = asyncio.Event()

    async def on_message(message: object) -> None:
        if isinstance(message, types.ToolListChangedNotification):
            changed.set()

    async def wait_changed() -> bool:
        try:
            await asyncio.wait_for(changed.wait(), TIMEOUT)
        except TimeoutError:
            return False
        changed.clear()
        return True

    async with Client(params, mode="legacy", message_handler=on_message) as client:
        report.check("[legacy] initialize handshake", client.protocol_version < "2026", client.protocol_version)
        await exercise("legacy", client, wait_changed, report, plugin_file)


async def auto(params: StdioServerParameters, report: Report, plugin_file: str) -> None:
    async with Client(params, mode="auto") as client:
        report.check("[auto] newest protocol, no handshake", client.protocol_version >= "2026", client.protocol_version)
        async with client.listen(tools_list_changed=True) as subscription:
            report.check(
                "[auto] subscription honours toolsListChanged",
                bool(subscription.honored.tools_list_changed),
                subscription.honored,
            )

            async def wait_changed() -> bool:
                try:
                    await asyncio.wait_for(anext(subscription), TIMEOUT)
                except (TimeoutError, StopAsyncIteration):
                    return False
                return True

            await exercise("auto", client, wait_changed, report, plugin_file)


async def main() -> int:
    binary = cordis_cli()
    if not binary:
        return 2
    report = Report()
    # The plugin directory sits beside the root (one under it would be read-only to mounts).
    with tempfile.TemporaryDirectory() as root, tempfile.TemporaryDirectory() as plugins:
        plugin_file = os.path.join(plugins, "hello.rhai")
        params = StdioServerParameters(
            command=binary, args=["serve", "--root", root, "--plugins", plugins], cwd=root
        )
        for name, scenario in (("legacy", legacy), ("auto", auto)):
            with open(plugin_file, "w", encoding="utf-8") as file:
                file.write(file_plugin("version 1"))
            await report.run(f"[{name}]", scenario(params, report, plugin_file), 60)
    return report.summary()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
