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
