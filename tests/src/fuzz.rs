//! The fuzz targets' bodies, shared by `fuzz/` (cargo-fuzz, nightly) and the
//! stable regression test (`tests/tests/fuzz_regressions.rs`), which replays
//! every committed input under `tests/fuzz-regressions/<target>/`.
//!
//! Each body feeds one input to the real code and panics on anything that is
//! not a clear answer: a crash or abort, a hang past its budget, a mount that
//! leaves something behind, a server that stops answering.

use std::sync::{LazyLock, Mutex};

use cordis_toolset::__fuzz as result;
use cordis_toolset::ContentBlock;
use cordis_toolset::Limits;
use cordis_toolset::Parameters;
use cordis_toolset::Runtime;
use cordis_toolset::{Toolset, ToolsetConfig};
use serde_json::{Value, json};

use crate::Server;

/// A target's body: one input, a panic for anything but a clear answer.
pub type Target = fn(&[u8]);

/// The targets, by the names `fuzz/` and the regression folders use.
pub const TARGETS: &[(&str, Target)] = &[
    ("mount_code", mount_code),
    ("mount_grammar", mount_grammar),
    ("schema", schema),
    ("tool_args", tool_args),
    ("result", result),
    ("mcp_line", mcp_line),
];

/// One toolset for every input of a process (as a server has), with budgets
/// small enough that each input ends quickly.
static TOOLSET: LazyLock<Toolset> = LazyLock::new(|| {
    let config = ToolsetConfig::new(limits())
        .document(&cordis_toolset::builtin::catalog())
        .timer();
    Toolset::new(&Runtime::new(), config).expect("the default toolset starts")
});

/// The fuzz toolset's limits: budgets small enough that each input ends
/// quickly, and held bytes small enough that memory the runtime does not
/// count stands out against what it does (see [`rss`]).
fn limits() -> Limits {
    Limits {
        max_operations: 20_000,
        timeout_ms: 1_000,
        max_string_size: 100_000,
        max_array_size: 10_000,
        max_map_size: 1_000,
        max_mount_bytes: 32 * 1024 * 1024,
        max_total_bytes: 64 * 1024 * 1024,
        ..Limits::default()
    }
}

/// Mounts `code`; when it mounted, calls each of its tools with no
/// arguments, unmounts it, and checks the tool set is as it was.
fn mount_and_call(code: &str) {
    // One input at a time: the check of the tool set's size before and
    // after is of this input's mount alone, whichever test runs it.
    static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());
    let _turn = ONE_AT_A_TIME
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let toolset = &*TOOLSET;
    let before = toolset.tools().len();
    let Some(output) = toolset.call("cordis_mount", json!({ "code": code })) else {
        panic!("cordis_mount is missing");
    };
    if output.is_error {
        assert_eq!(toolset.tools().len(), before, "a failed mount left tools");
        return;
    }
    let structured = output.structured.unwrap_or_default();
    let id = structured["id"].as_str().unwrap_or_default().to_owned();
    for tool in structured["tools"].as_array().into_iter().flatten() {
        if let Some(name) = tool.as_str() {
            // Its outcome may be an error: only a clear answer is required.
            let _ = toolset.call(name, json!({}));
        }
    }
    let receipt = toolset
        .call("cordis_unmount", json!({ "id": id }))
        .expect("cordis_unmount is there");
    assert!(!receipt.is_error, "unmount of {id} failed: {receipt:?}");
    assert_eq!(toolset.tools().len(), before, "an unmount left tools");
}

/// Arbitrary text as mount code.
pub fn mount_code(data: &[u8]) {
    mount_and_call(&String::from_utf8_lossy(data));
}

/// A byte-driven grammar of plugins that use the façade, services,
/// listeners, timers and cross-mount provides, and call every native
/// function the engine registers with arguments grown to the limits,
/// mounted like model code. The process's resident memory may not grow
/// during one input past twice what the runtime counts (see [`rss`]).
pub fn mount_grammar(data: &[u8]) {
    let start = rss::Start::now();
    let plugin = grammar::plugin(data);
    mount_and_call(&plugin);
    start.check(limits().max_total_bytes, &plugin);
}

/// How many native functions [`mount_grammar`] can call: the engine's
/// functions whose parameters a script can make.
pub fn mount_grammar_natives() -> usize {
    grammar::native_count()
}

/// Arbitrary JSON as tool parameters (and the same value as a Rhai map), or
/// with a first byte of 0xFF, a nesting thousands of levels deep.
pub fn schema(data: &[u8]) {
    if let [0xFF, hi, lo, kind, ..] = *data {
        let depth = usize::from(u16::from_be_bytes([hi, lo])) % 20_000;
        let nested = deep(depth, kind);
        let _ = Parameters::from_json(&nested);
        dismantle(nested);
        return;
    }
    let Ok(value) = serde_json::from_slice::<Value>(data) else {
        return;
    };
    if let Ok(parameters) = Parameters::from_json(&value) {
        let _ = serde_json::to_string(&parameters.to_json_schema());
    }
    if let Ok(dynamic) = rhai::serde::to_dynamic(&value) {
        let _ = Parameters::from_dynamic(&dynamic);
    }
}

/// `depth` levels of `properties`/`items` wrappers, built without recursion
/// and without re-serializing the inner value at each level.
fn deep(depth: usize, kind: u8) -> Value {
    let wrap = |key: &str, inner: Value, kind: Option<&str>| {
        let mut map = serde_json::Map::new();
        if let Some(kind) = kind {
            map.insert("type".into(), Value::String(kind.into()));
        }
        map.insert(key.into(), inner);
        Value::Object(map)
    };
    let mut value = json!({ "type": "string" });
    for level in 0..depth {
        value = match (usize::from(kind) + level) % 3 {
            0 => wrap("items", value, Some("array")),
            1 => wrap("properties", wrap("p", value, None), Some("object")),
            _ => wrap("p", value, None),
        };
    }
    value
}

/// Drops `value` level by level: serde_json's own drop recurses once per
/// level, which the harness's deep nestings would overflow.
fn dismantle(value: Value) {
    let mut stack = vec![value];
    while let Some(value) = stack.pop() {
        match value {
            Value::Array(items) => stack.extend(items),
            Value::Object(map) => stack.extend(map.into_iter().map(|(_, v)| v)),
            _ => {}
        }
    }
}

/// Tool arguments, validated against one of a few schemas (the first byte
/// picks it) with defaults filled in.
pub fn tool_args(data: &[u8]) {
    static SCHEMAS: LazyLock<Vec<Parameters>> = LazyLock::new(|| {
        [
            json!({}),
            json!({ "path": { "type": "string" }, "n": { "type": "integer", "required": false, "default": 3 } }),
            json!({ "mode": { "type": "string", "enum": ["a", "b"] }, "flags": { "type": "array", "items": { "type": "boolean" } } }),
            json!({ "nested": { "type": "object", "properties": { "x": { "type": "number" }, "tags": { "type": "array", "items": { "type": "string" }, "required": false } } } }),
        ]
        .iter()
        .map(|schema| Parameters::from_json(schema).expect("the fuzz schemas are valid"))
        .collect()
    });
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(mut args) = serde_json::from_slice::<Value>(rest) else {
        return;
    };
    let parameters = &SCHEMAS[usize::from(pick) % SCHEMAS.len()];
    if parameters.prepare(&mut args).is_ok() {
        parameters
            .validate(&args)
            .expect("prepared arguments validate");
    }
}

/// A value a tool could return (JSON turned into a Rhai value), normalized
/// into a tool result of at most 4 KiB of text.
pub fn result(data: &[u8]) {
    let Ok(value) = serde_json::from_slice::<Value>(data) else {
        return;
    };
    let Ok(dynamic) = rhai::serde::to_dynamic(&value) else {
        return;
    };
    if let Ok(output) = result::read_tool_result(&dynamic, 4096) {
        let text: usize = output.content.iter().map(ContentBlock::size).sum();
        assert!(
            text <= 4096 + 256,
            "a result of {text} bytes passed the bound"
        );
    }
}

/// One server for every input of a process: `cordis-cli serve` as a client
/// reaches it.
static SERVER: LazyLock<Mutex<Server>> =
    LazyLock::new(|| Mutex::new(Server::start(&["--allow", "fs"])));

/// Arbitrary bytes as lines on the server's stdin, then a `ping`: the server
/// must still be alive and answer it.
pub fn mcp_line(data: &[u8]) {
    let mut server = SERVER.lock().unwrap_or_else(|poison| poison.into_inner());
    let mut line = data.to_vec();
    line.push(b'\n');
    server.send_raw(&line);
    let pong = server.request("ping", json!({}));
    assert!(
        pong.get("result").is_some(),
        "ping after {} bytes of input got {pong}",
        data.len()
    );
    assert!(server.is_alive(), "the server died");
    // What the input made the server say is not needed past this input.
    server.forget_seen();
}

/// The plugin grammar behind [`mount_grammar`].
mod grammar;
/// The memory finding of [`mount_grammar`].
mod rss;
