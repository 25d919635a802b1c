//! The descriptions and schemas of the built-in tools: what the model reads
//! before it calls them, so they teach the contract.

use serde_json::{Value, json};

use crate::limits::Limits;
use crate::tools::ToolAnnotations;
use crate::toolset::inspect::Section;
use crate::toolset::mounts::MountState;

/// `cordis_inspect { what?, name? }`.
pub const INSPECT: &str = "cordis_inspect";
/// `cordis_mount { code, dryRun? }`.
pub const MOUNT: &str = "cordis_mount";
/// `cordis_unmount { id }`.
pub const UNMOUNT: &str = "cordis_unmount";
/// `cordis_call { name, arguments }`.
pub const CALL: &str = "cordis_call";
/// `cordis_keep { id, replace? }`, offered only while a plugin directory is
/// watched ([`crate::toolset::Toolset::watch_plugins`]); reserved always.
pub const KEEP: &str = "cordis_keep";

/// `cordis_inspect`'s description: its sections from [`Section::ALL`].
pub(crate) fn inspect_description() -> String {
    let sections: String = Section::ALL
        .map(|section| format!("- {}: {}\n", section.name(), section.about()))
        .concat();
    format!("{INSPECT_INTRO}{sections}{INSPECT_NAME}")
}

const INSPECT_INTRO: &str = "\
Read-only report on the live plugin runtime you run inside, as Markdown.
`what` picks one section (omit it for all):
";

const INSPECT_NAME: &str = "\
`name` narrows a section to one target; with `api`, `events` or `tools` it shows full docs (e.g. { what: \"api\", name: \"fs\" }). A long section is summarized (count, most recent entries) and says how to narrow.
Read `api` before writing code that calls a service: do not guess method names or result shapes.";

/// `cordis_mount`'s description, with the numbers of `limits` a plugin
/// meets first.
pub(crate) fn mount_description(limits: &Limits) -> String {
    let reserved: Vec<String> = crate::sandbox::teach::RESERVED_NAMES
        .iter()
        .map(|w| format!("`{w}`"))
        .collect();
    MOUNT_DESCRIPTION
        .replace("{limits}", &limits_line(limits))
        .replace("{reserved}", &reserved.join(", "))
}

/// The limits a plugin meets first, as one sentence of numbers.
fn limits_line(limits: &Limits) -> String {
    format!(
        "Limits: each call (apply, a tool call, a listener, a timer) runs at most {} ms and {} operations (an operation is each statement, operator, call and value read along the way: a turn of `for i in 0..n {{ t += i; }}` costs 3, so such a loop may run about {} turns, and a turn with an `if` and some arithmetic costs twice that or more); a string holds at most {}, an array {} items, a map {} keys; a mount holds at most {} of data and {} tools, and its code at most {}; {} mounts at once; a tool result's text is cut at {}.",
        limits.timeout_ms,
        limits.max_operations,
        limits.max_operations / 3,
        amount(limits.max_string_size),
        limits.max_array_size,
        limits.max_map_size,
        amount(limits.max_mount_bytes),
        limits.max_mount_tools,
        amount(limits.max_source_size),
        limits.max_mounts,
        amount(limits.max_result_bytes),
    )
}

/// `bytes` in the largest binary unit it is a whole number of.
fn amount(bytes: usize) -> String {
    const KIB: usize = 1024;
    match bytes {
        b if b >= KIB * KIB && b % (KIB * KIB) == 0 => format!("{} MiB", b / (KIB * KIB)),
        b if b >= KIB && b % KIB == 0 => format!("{} KiB", b / KIB),
        b => format!("{b} bytes"),
    }
}

const MOUNT_DESCRIPTION: &str = "\
Mount a plugin you write, in Rhai, into the live runtime. The code must end with (or `return`) a plugin:

#{
    name: \"word-count\",
    inject: [\"fs\"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: \"word_count\",
            description: \"Count the words in a text file\",
            parameters: #{ path: #{ type: \"string\", description: \"file to read\" } },
            execute: |args| {
                let n = ctx.fs.read(args.path).split().len();
                `${args.path} has ${n} words`
            }
        });
    }
}

or just a function `|ctx| { ... }`. Rhai, not JavaScript: maps are `#{ k: v }`, closures `|x| x + 1`, no `=>`, `null` is `()` (a missing map key reads as `()`, which `??` replaces: `m.k ?? 0`), `.len()` not `.length`, and a `fn` gets copies of its arguments (return what it changes); `s.trim()`, `s.replace(a, b)` and `s.pad(n, c)` change `s` itself as well as returning the result (to keep `s`, work on a copy, `let t = s; t.trim();`); a backtick string fills in `${x}` and reads `\\n` and `\\t` as JavaScript does. These words are Rhai's own and name no variable or parameter: {reserved} (a map key of that name is read `x[\"new\"]`).
`inject` lists the services the plugin needs (see cordis_inspect what=api); ctx gives only: ctx.tools (register, get, schemas, execute), ctx.on / ctx.once / ctx.emit, ctx.provide(name, value), ctx.progress(done, total, message) (MCP progress of the call running), and the injected services (ctx.fs…, ctx.timer.setTimeout(fn, ms) / setInterval / clear).
Parameters: per argument `type` (string, number, integer, boolean, array, object, or any for a value of any type), `description`, `required` (default true), `items`, `properties`, `enum`, `\"default\"`, and bounds a call is held to: `minimum`/`maximum` (a number), `minLength`/`maxLength` (a string's characters), `minItems`/`maxItems` (an array's items); or a JSON Schema of those same keys, #{ type: \"object\", properties: #{ path: #{ type: \"string\" } }, required: [\"path\"] } (other keywords, such as pattern or format, are refused). execute gets the arguments as a map and returns a string, or #{ content: [#{ type: \"text\", text: \"…\" }], isError: false }, optionally with structuredContent: #{ … } (data for clients that read it); use to_json(value) for data, and parse_json(text) to read JSON text. A map keeps its keys sorted, not in the order written: an object argument, what parse_json reads and what to_json writes all have their keys in that order (for an order of your own, keep an array of the keys). An argument of type number arrives as a float (x.to_int() for a count or an index), integer as an int, and so do the items of an array typed items: #{ type: \"number\" } or \"integer\" (untyped, a JSON number without a fraction is an int); cordis_inspect what=functions lists every function a script can call (on strings, arrays, maps, numbers). A try/catch that ends execute gives the value of the block that ran: try { … } catch (err) { #{ content: [#{ type: \"text\", text: `failed: ${err}` }], isError: true } }; so does one written as a value, let n = try { parse_int(s) } catch { 0 };.
Events: `tools/pre-execute` listeners get (info, next): call next() to run the tool and return its result (or return something else to replace it); `tools/post-execute` listeners get (info, result).
{limits} A plugin that fails to start is removed and its error returned; one waiting for a service stays pending, and its tools are listed once it is active (until then a call of one is refused, as any tool not listed is, naming the mount and the services it waits for). Returns an id (dyn-1, dyn-2…) for cordis_unmount. Mounts live in memory only and vanish when the server restarts, unless kept with cordis_keep (offered when the server has a plugin directory). Every line that can only fail (an undeclared service, a method a service does not have, a function that does not exist, a wrong argument count, a closure that uses the value its chain starts from, such as `m.keys().filter(|k| m[k] > 0)`, which fails on Rhai's data-race check: take `let keys = m.keys();` first) is refused before anything runs, with the line; a method `x.f()` of a value that no function, `fn` or map key of the code goes by, and custom events, come back as warnings (the methods of a service not provided yet are not checked).
Set dryRun to check everything a mount would — the code, the catalog check, tool names and schemas, services — without mounting: apply runs against a recording ctx that registers nothing and calls no service, and the result says what the plugin would register.";

pub(crate) const UNMOUNT_DESCRIPTION: &str = "\
Remove one plugin mounted with cordis_mount, by its id (\"dyn-3\"). Returns when everything it did is undone — tools, listeners, services, timers, child plugins — with a receipt of what was removed. Plugins that injected a service it provided go back to pending. Only mounts made by cordis_mount can be removed.";

pub(crate) const CALL_DESCRIPTION: &str = "\
Call any registered tool by name with its arguments, through the same pipeline as a direct call. Use it to call a tool you just mounted when your client has not refreshed its tool list yet. It calls the tool named directly: it cannot call cordis_call.";

pub(crate) const KEEP_DESCRIPTION: &str = "\
Keep a plugin mounted with cordis_mount, by its id (\"dyn-3\"): its code is written to <plugin name>.rhai in the server's --plugins directory, with a header giving the time and the code's sha256, and it becomes a regular plugin of that directory — its tools stay registered throughout, it loads again at every start, and cordis_unmount no longer removes it. The plugin needs a `name` made of letters, digits, '-' and '_'. A file of that name with other code is refused unless `replace` is true. Returns the file's path.";

pub(crate) fn inspect_parameters() -> Value {
    json!({
        "what": {
            "type": "string",
            "description": "Which section; omit for all.",
            "enum": Section::ALL.map(Section::name),
            "required": false
        },
        "name": {
            "type": "string",
            "description": "Narrows the section `what` to one target: a service (services, api), a plugin name or fiber id (plugins), a tool (tools), a mount id or plugin name (temporary), an event (events). api, events and tools then show full docs.",
            "required": false
        }
    })
}

pub(crate) fn mount_parameters() -> Value {
    json!({
        "code": { "type": "string", "description": "Rhai source that ends with (or returns) a plugin." },
        "dryRun": {
            "type": "boolean",
            "description": "Check everything a mount would check, and report what the plugin would register, without mounting it.",
            "required": false,
            "default": false
        }
    })
}

pub(crate) fn unmount_parameters() -> Value {
    json!({ "id": { "type": "string", "description": "The mount id cordis_mount returned, like \"dyn-1\"." } })
}

pub(crate) fn call_parameters() -> Value {
    json!({
        "name": { "type": "string", "description": "The tool to call." },
        "arguments": {
            "type": "object",
            "description": "Its arguments, as the tool's schema describes.",
            "required": false
        }
    })
}

pub(crate) fn keep_parameters() -> Value {
    json!({
        "id": { "type": "string", "description": "The mount id cordis_mount returned, like \"dyn-1\"." },
        "replace": {
            "type": "boolean",
            "description": "Overwrite a file of the same name that holds other code.",
            "required": false,
            "default": false
        }
    })
}

pub(crate) fn keep_output_schema() -> Value {
    json!({
        "type": "object",
        "properties": {
            "id": { "type": "string" },
            "pluginName": { "type": "string" },
            "path": { "type": "string" },
            "sha256": { "type": "string" },
            "file": { "type": "string", "enum": ["written", "unchanged", "replaced"] },
            "tools": { "type": "array", "items": { "type": "string" } }
        },
        "required": ["id", "pluginName", "path", "sha256", "file", "tools"]
    })
}

pub(crate) fn mount_output_schema() -> Value {
    let names = json!({ "type": "array", "items": { "type": "string" } });
    json!({
        "type": "object",
        "properties": {
            "id": { "type": "string" },
            "pluginName": { "type": "string" },
            "state": { "type": "string", "enum": MountState::ALL.map(MountState::as_str) },
            "provides": names,
            "waitingFor": names,
            "tools": names,
            "activated": names,
            "dryRun": {
                "type": "object",
                "description": "Only for a dry run: nothing was mounted; `state` is what a mount would reach.",
                "properties": {
                    "inject": names,
                    "listens": names,
                    "emits": names,
                    "timers": { "type": "integer" },
                    "notRun": names,
                    "applied": { "type": "boolean" },
                    "unchecked": { "type": ["string", "null"] }
                },
                "required": ["inject", "listens", "emits", "timers", "notRun", "applied"]
            },
            "warnings": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "line": { "type": "integer" },
                        "message": { "type": "string" }
                    },
                    "required": ["line", "message"]
                }
            }
        },
        "required": ["id", "pluginName", "state", "provides", "waitingFor", "tools", "activated", "warnings"]
    })
}

pub(crate) fn unmount_output_schema() -> Value {
    let names = json!({ "type": "array", "items": { "type": "string" } });
    let count = json!({ "type": "integer" });
    json!({
        "type": "object",
        "properties": {
            "id": { "type": "string" },
            "pluginName": { "type": "string" },
            "tools": names,
            "services": names,
            "listeners": count,
            "timers": count,
            "children": count,
            "backToPending": names,
            "withdrawnTools": names,
            "waitedFor": names,
            "unstartedTools": names,
            "failures": count
        },
        "required": ["id", "pluginName", "tools", "services", "listeners", "timers", "children", "backToPending", "withdrawnTools", "waitedFor", "unstartedTools", "failures"]
    })
}

pub(crate) fn annotations(title: &str, read_only: bool, destructive: bool) -> ToolAnnotations {
    ToolAnnotations {
        title: Some(title.to_owned()),
        read_only_hint: Some(read_only),
        destructive_hint: Some(destructive),
        idempotent_hint: Some(read_only),
        open_world_hint: Some(false),
    }
}
