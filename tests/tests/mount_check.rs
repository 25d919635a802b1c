//! The check against the catalog and the dry run, through the real
//! `cordis-cli serve` over MCP stdio: structured `warnings` (declared in
//! `cordis_mount`'s outputSchema), refusals with the line, a dry run that
//! changes nothing (no `tools/list_changed`), and one notice per mount.

use std::thread;
use std::time::Duration;

use cordis_toolset_tests::Server;
use serde_json::{Value, json};

const RELAY: &str = r#"#{
    name: "relay",
    apply: |ctx| {
        ctx.on("notes/saved", |path| console.log(path));
        ctx.tools.register(#{ name: "save", parameters: #{}, execute: |args| {
            ctx.emit("notes/saved", "a.txt");
            "saved"
        } });
        ctx.tools.register(#{ name: "saved", parameters: #{}, execute: |args| "yes" });
    }
}"#;

/// `tools/list_changed` notices that arrived since the last call.
fn list_changed_since(server: &mut Server, seen: &mut usize) -> usize {
    thread::sleep(Duration::from_millis(300));
    let pong = server.request("ping", json!({}));
    assert!(pong.get("result").is_some(), "{pong}");
    let total = server
        .notifications()
        .iter()
        .filter(|n| n["method"] == "notifications/tools/list_changed")
        .count();
    let new = total - *seen;
    *seen = total;
    new
}

#[test]
fn warnings_are_structured_refusals_name_the_line_and_a_dry_run_changes_nothing() {
    let mut server = Server::start(&[]);
    let mut seen = 0;

    // The schema a client validates structuredContent against has them.
    let listed = server.request("tools/list", json!({}));
    let mount_tool = listed["result"]["tools"]
        .as_array()
        .expect("tools")
        .iter()
        .find(|t| t["name"] == "cordis_mount")
        .expect("cordis_mount is listed")
        .clone();
    let schema = &mount_tool["outputSchema"];
    assert_eq!(
        schema["properties"]["warnings"]["items"]["required"],
        json!(["line", "message"]),
        "{schema}"
    );
    assert!(
        schema["required"]
            .as_array()
            .expect("required")
            .contains(&json!("warnings"))
    );

    // A dry run: what the plugin would do, and nothing done.
    let dry = server.call("cordis_mount", json!({ "code": RELAY, "dryRun": true }));
    assert_ne!(dry["isError"], Value::Bool(true), "{dry}");
    let structured = &dry["structuredContent"];
    assert_eq!(structured["state"], "active", "{dry}");
    assert_eq!(structured["tools"], json!(["save", "saved"]));
    assert_eq!(structured["dryRun"]["listens"], json!(["notes/saved"]));
    assert_eq!(list_changed_since(&mut server, &mut seen), 0);
    let calls = server.call("cordis_call", json!({ "name": "save" }));
    assert_eq!(
        calls["isError"], true,
        "the dry run registered a tool: {calls}"
    );

    // The mount: structured warnings with lines, in the text too.
    let mounted = server.call("cordis_mount", json!({ "code": RELAY }));
    assert_ne!(mounted["isError"], Value::Bool(true), "{mounted}");
    let warnings = mounted["structuredContent"]["warnings"]
        .as_array()
        .expect("a warnings list")
        .clone();
    let lines: Vec<i64> = warnings
        .iter()
        .map(|w| w["line"].as_i64().expect("a line"))
        .collect();
    assert_eq!(lines, [4, 6], "{warnings:?}");
    assert!(
        warnings[0]["message"]
            .as_str()
            .expect("a message")
            .contains("\"notes/saved\" is a custom event"),
        "{warnings:?}"
    );
    assert_eq!(
        mounted["structuredContent"]["warnings"],
        dry["structuredContent"]["warnings"]
    );
    let text = Server::text(&mounted);
    assert!(text.contains("- line 4: \"notes/saved\""), "{text}");
    // Two tools, one notice.
    assert_eq!(list_changed_since(&mut server, &mut seen), 1);

    // A line that can only fail refuses the mount (and the dry run).
    let broken = RELAY.replace("console.log(path)", "ctx.fs.raed(path)");
    for dry_run in [true, false] {
        let refused = server.call("cordis_mount", json!({ "code": broken, "dryRun": dry_run }));
        assert_eq!(refused["isError"], true, "{refused}");
        let text = Server::text(&refused);
        assert!(
            text.contains("ctx.fs is used but \"fs\" is not in inject") && text.contains("(line 4"),
            "{text}"
        );
    }
    assert_eq!(list_changed_since(&mut server, &mut seen), 0);
    assert!(server.is_alive());
}
