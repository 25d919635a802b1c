//! Attacks on the operator's view, against the real `cordis-cli` binary
//! (issue 25): what `--approve` asks and `--audit` records must be the call
//! that runs, and the operator's screen must show only what the server
//! wrote.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use cordis_toolset_tests::Server;
use serde_json::{Value, json};
use tempfile::TempDir;

const GREETER: &str = r#"#{ name: "greeter", apply: |ctx| {
    ctx.tools.register(#{ name: "greet", description: "Greet", parameters: #{},
        execute: |args| "hello" });
} }"#;

fn tool_names(server: &mut Server) -> Vec<String> {
    let listed = server.request("tools/list", json!({}));
    listed["result"]["tools"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|tool| tool["name"].as_str().map(str::to_owned))
        .collect()
}

fn audit_lines(path: &std::path::Path) -> Vec<Value> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .map(|line| serde_json::from_str(line).expect("every audit line is JSON"))
        .collect()
}

/// `tool` with `arguments`, wrapped in `levels` `cordis_call`s.
fn wrapped(levels: usize, tool: &str, arguments: Value) -> (String, Value) {
    let (mut name, mut arguments) = (tool.to_owned(), arguments);
    for _ in 0..levels {
        arguments = json!({ "name": name, "arguments": arguments });
        name = "cordis_call".to_owned();
    }
    (name, arguments)
}

/// Sends `tools/call` `name` with `arguments` under request id `id`
/// without waiting for the answer.
fn send_call(server: &mut Server, id: &str, name: &str, arguments: &Value) {
    let request = json!({ "jsonrpc": "2.0", "id": id, "method": "tools/call",
        "params": { "name": name, "arguments": arguments } });
    server.send_raw(format!("{request}\n").as_bytes());
}

fn elicitations(server: &Server) -> usize {
    server
        .notifications()
        .iter()
        .filter(|n| n["method"] == "elicitation/create")
        .count()
}

/// Issue 25, F3: nine nested `cordis_call`s got `cordis_mount` past
/// `--approve`, audited as a plain `cordis_call`. Nesting is refused (with
/// what to write instead) and runs nothing; one level is asked about, and
/// both the question and the audit name the real target, its plugin, code
/// hash and id.
#[test]
fn nested_cordis_calls_are_refused_and_one_level_is_approved_and_audited_as_its_target() {
    let logs = TempDir::new().unwrap();
    let audit = logs.path().join("audit.jsonl");
    let audit_arg = audit.display().to_string();
    let root = TempDir::new().unwrap();
    std::fs::create_dir(root.path().join("plugins")).unwrap();
    let mut server = Server::start_with(
        root,
        &["--approve", "--audit", &audit_arg, "--plugins", "plugins"],
        json!({ "elicitation": { "form": {} } }),
    );

    // Each level nests the JSON two deeper: 100 levels pass the framing's
    // bound on nesting, which refuses the whole message (nothing runs
    // either); up to 40 the tool itself refuses.
    for levels in [2, 9, 40, 100] {
        for (tool, arguments) in [
            ("cordis_mount", json!({ "code": GREETER })),
            ("cordis_keep", json!({ "id": "dyn-1" })),
        ] {
            let (name, arguments) = wrapped(levels, tool, arguments);
            let id = format!("{tool}-{levels}");
            send_call(&mut server, &id, &name, &arguments);
            let response = server.read_response();
            assert_eq!(response["id"], id.as_str(), "{response}");
            if levels == 100 {
                let error = response["error"]["message"].as_str().unwrap_or_default();
                assert!(error.contains("nests arrays and objects"), "{response}");
                continue;
            }
            let result = &response["result"];
            assert_eq!(result["isError"], true, "{levels} levels: {response}");
            let inner = if levels == 2 { tool } else { "cordis_call" };
            assert_eq!(
                Server::text(result),
                format!(
                    "cordis_call cannot call cordis_call: nothing was run; call {inner} directly: by its own name, or as cordis_call {{ name: \"{inner}\", arguments: {{ … }} }} with its arguments one level deep"
                ),
                "{levels} levels"
            );
        }
    }
    assert_eq!(
        elicitations(&server),
        0,
        "nothing that runs nothing is asked"
    );
    assert!(!tool_names(&mut server).contains(&"greet".to_owned()));
    let refused = audit_lines(&audit);
    assert_eq!(refused.len(), 6, "{refused:?}");
    for line in &refused {
        assert_eq!(
            (&line["tool"], &line["target"], &line["ok"]),
            (&json!("cordis_call"), &json!("cordis_call"), &json!(false)),
            "{line}"
        );
    }

    // One level: asked about, audited as the mount it is.
    let (name, arguments) = wrapped(1, "cordis_mount", json!({ "code": GREETER }));
    send_call(&mut server, "wrapped-mount", &name, &arguments);
    let asked = server.wait_for_notification("elicitation/create");
    let message = asked["params"]["message"].as_str().unwrap_or_default();
    assert!(message.contains("(cordis_mount)"), "{message}");
    assert!(message.contains("greeter"), "{message}");
    server.send_raw(
        format!(
            "{}\n",
            json!({ "jsonrpc": "2.0", "id": asked["id"], "result": { "action": "accept" } })
        )
        .as_bytes(),
    );
    let response = server.read_response();
    assert_eq!(response["id"], "wrapped-mount", "{response}");
    assert_ne!(response["result"]["isError"], true, "{response}");
    let id = response["result"]["structuredContent"]["id"].clone();
    assert!(tool_names(&mut server).contains(&"greet".to_owned()));

    // And a keep through one level is asked about too, naming the mount.
    server.forget_seen();
    let (name, arguments) = wrapped(1, "cordis_keep", json!({ "id": id }));
    send_call(&mut server, "wrapped-keep", &name, &arguments);
    let asked = server.wait_for_notification("elicitation/create");
    let message = asked["params"]["message"].as_str().unwrap_or_default();
    assert!(message.contains("(cordis_keep)"), "{message}");
    server.send_raw(
        format!(
            "{}\n",
            json!({ "jsonrpc": "2.0", "id": asked["id"], "result": { "action": "decline" } })
        )
        .as_bytes(),
    );
    let response = server.read_response();
    assert_eq!(response["id"], "wrapped-keep", "{response}");
    assert_eq!(response["result"]["isError"], true, "{response}");

    let lines = audit_lines(&audit);
    let sha = cordis_toolset::code_sha256(GREETER);
    let decision = &lines[6];
    assert_eq!(decision["tool"], "cordis_mount", "{decision}");
    assert_eq!(decision["decision"], "accept", "{decision}");
    assert_eq!(decision["plugin"], "greeter", "{decision}");
    assert_eq!(decision["sha256"], sha.as_str(), "{decision}");
    let call = &lines[7];
    assert_eq!(
        (&call["tool"], &call["target"], &call["ok"]),
        (&json!("cordis_call"), &json!("cordis_mount"), &json!(true)),
        "{call}"
    );
    assert_eq!(call["plugin"], "greeter", "{call}");
    assert_eq!(call["sha256"], sha.as_str(), "{call}");
    assert_eq!(call["id"], id, "{call}");
    let keep = &lines[8];
    assert_eq!(
        (
            &keep["tool"],
            &keep["decision"],
            &keep["id"],
            &keep["plugin"]
        ),
        (
            &json!("cordis_keep"),
            &json!("decline"),
            &id,
            &json!("greeter")
        ),
        "{keep}"
    );
    assert_eq!(keep["sha256"], sha.as_str(), "{keep}");
    assert!(server.is_alive());
}
