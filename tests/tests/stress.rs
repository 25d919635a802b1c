//! Many concurrent MCP calls into the real `cordis-cli serve`: pipelined
//! `tools/call` requests (mounts, calls, unmounts, inspects) all get their
//! answer, none is lost, and the server lives on.

use std::collections::BTreeMap;

use cordis_toolset_tests::Server;
use serde_json::{Value, json};

const ECHO: &str = r#"#{ name: "echo", apply: |ctx| {
    ctx.tools.register(#{ name: "echo", parameters: #{ n: #{ type: "integer" } },
        execute: |a| { let i = 0; while i < 2000 { i += 1; } `${a.n}` } });
} }"#;

#[test]
fn pipelined_concurrent_calls_all_get_their_answer() {
    let mut server = Server::start(&[]);
    let mounted = server.call("cordis_mount", json!({ "code": ECHO }));
    assert_ne!(mounted["isError"], true, "{mounted}");
    let mut expected: BTreeMap<u64, String> = BTreeMap::new();
    let mut batch = Vec::new();
    for id in 1_000..1_096u64 {
        let (name, arguments, answer) = match id % 4 {
            0 => (
                "cordis_mount",
                json!({ "code": format!(r#"#{{ name: "m{id}", apply: |ctx| {{ ctx.tools.register(#{{ name: "t{id}", execute: |a| "t{id}" }}); }} }}"#) }),
                "mounted",
            ),
            1 => ("cordis_inspect", json!({ "what": "tools" }), "echo"),
            _ => ("echo", json!({ "n": id }), ""),
        };
        let answer = if answer.is_empty() {
            id.to_string()
        } else {
            answer.to_owned()
        };
        expected.insert(id, answer);
        let request = json!({ "jsonrpc": "2.0", "id": id, "method": "tools/call",
            "params": { "name": name, "arguments": arguments } });
        batch.extend_from_slice(format!("{request}\n").as_bytes());
    }
    server.send_raw(&batch);
    let mut answered: BTreeMap<u64, Value> = BTreeMap::new();
    while answered.len() < expected.len() {
        let response = server.read_response();
        let id = response["id"]
            .as_u64()
            .expect("every response carries its id");
        assert!(
            answered.insert(id, response).is_none(),
            "id {id} answered twice"
        );
    }
    for (id, answer) in &expected {
        let result = &answered[id]["result"];
        assert_ne!(result["isError"], true, "call {id} failed: {result}");
        let text = Server::text(result);
        assert!(text.contains(answer.as_str()), "call {id}: {text}");
    }
    // Every mount of the batch registered its tool, and each can be removed.
    for id in expected.keys().filter(|id| *id % 4 == 0) {
        let called = server.call(&format!("t{id}"), json!({}));
        assert_eq!(Server::text(&called), format!("t{id}"));
    }
    assert!(server.is_alive());
}

/// A tool that holds its mount's turn for 4.5 s of its 5 s call budget.
const SLOW: &str = r#"#{ name: "slow", apply: |ctx| {
    ctx.tools.register(#{ name: "slow", execute: |a| { sleep(4.5); "ok" } });
} }"#;

/// Calls of the slow tool pipelined ahead of the built-ins: 600, past the
/// 512 blocking threads tokio allows, so without a lane of their own the
/// built-ins waited for a thread (4.5 s at 600 calls, 10 s at 3,000: the
/// security tester's F6).
const FLOOD: u64 = 600;

/// How long a built-in may take behind the flood. A free `cordis_inspect`
/// answers in milliseconds; 2 s leaves room for a loaded CI machine and is
/// well below the 4.5 s the flood cost before built-ins had a lane.
const BUILTIN_BOUND: std::time::Duration = std::time::Duration::from_secs(2);

#[test]
fn built_in_tools_answer_while_a_flood_of_calls_waits_for_a_slow_mount() {
    let mut server = Server::start(&[]);
    let mounted = server.call("cordis_mount", json!({ "code": SLOW }));
    assert_ne!(mounted["isError"], true, "{mounted}");
    let mut flood = Vec::new();
    for id in 0..FLOOD {
        let request = json!({ "jsonrpc": "2.0", "id": format!("flood-{id}"),
            "method": "tools/call", "params": { "name": "slow", "arguments": {} } });
        flood.extend_from_slice(format!("{request}\n").as_bytes());
    }
    server.send_raw(&flood);
    // Let the flood reach the server and take whatever threads it can.
    std::thread::sleep(std::time::Duration::from_millis(500));

    for (tool, arguments) in [
        ("cordis_inspect", json!({ "what": "plugins" })),
        (
            "cordis_call",
            json!({ "name": "cordis_inspect", "arguments": {} }),
        ),
    ] {
        let started = std::time::Instant::now();
        let answer = server.call(tool, arguments);
        let took = started.elapsed();
        assert_ne!(answer["isError"], true, "{tool}: {answer}");
        assert!(
            took < BUILTIN_BOUND,
            "{tool} answered after {took:?} behind {FLOOD} pipelined calls"
        );
    }
    let started = std::time::Instant::now();
    let id = mounted["structuredContent"]["id"]
        .as_str()
        .unwrap_or_default();
    let unmounted = server.call("cordis_unmount", json!({ "id": id }));
    assert_ne!(unmounted["isError"], true, "{unmounted}");
    // Unmount waits for the running call, at most until its deadline (5 s).
    let took = started.elapsed();
    assert!(
        took < std::time::Duration::from_secs(5) + BUILTIN_BOUND,
        "cordis_unmount answered after {took:?}"
    );
    assert!(server.is_alive());
}
