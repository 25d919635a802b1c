//! The tool list a client sees through the real `cordis-cli serve`: one
//! `tools/list_changed` per mount or unmount however many tools it
//! registers, none for a dry run or a refused mount, `tools/list` in a
//! cache-friendly, append-only order, and the check against the catalog's
//! structured `warnings` (declared in `cordis_mount`'s outputSchema).

use std::thread;
use std::time::Duration;

use cordis_toolset_tests::Server;
use serde_json::{Value, json};

/// A plugin registering `count` tools named `t0`, `t1`, …
fn many_tools(count: usize) -> String {
    format!(
        r#"#{{ name: "many", apply: |ctx| {{
            for i in 0..{count} {{
                ctx.tools.register(#{{ name: `t${{i}}`, description: `tool ${{i}}`,
                    parameters: #{{}}, execute: |args| "ok" }});
            }}
        }} }}"#
    )
}

/// How many `tools/list_changed` arrived since the last call, after giving
/// the server time to send any that are still on their way.
fn list_changed_since(server: &mut Server, seen: &mut usize) -> usize {
    thread::sleep(Duration::from_millis(300));
    // A request after the pause: its response comes after every notice
    // already sent, and reading it collects them.
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

fn listed(server: &mut Server) -> Vec<String> {
    let response = server.request("tools/list", json!({}));
    response["result"]["tools"]
        .as_array()
        .unwrap_or_else(|| panic!("tools/list failed: {response}"))
        .iter()
        .filter_map(|tool| tool["name"].as_str().map(str::to_owned))
        .collect()
}

#[test]
fn one_list_changed_per_mount_and_per_unmount_of_fifty_tools() {
    let mut server = Server::start(&[]);
    let mut seen = 0;
    assert_eq!(list_changed_since(&mut server, &mut seen), 0);

    let mounted = server.call("cordis_mount", json!({ "code": many_tools(50) }));
    assert_ne!(mounted["isError"], Value::Bool(true), "{mounted}");
    assert_eq!(
        mounted["structuredContent"]["tools"]
            .as_array()
            .map(Vec::len),
        Some(50)
    );
    assert_eq!(
        list_changed_since(&mut server, &mut seen),
        1,
        "one notice for a mount of 50 tools"
    );
    assert_eq!(listed(&mut server).len(), 54);

    let removed = server.call("cordis_unmount", json!({ "id": "dyn-1" }));
    assert_ne!(removed["isError"], Value::Bool(true), "{removed}");
    assert_eq!(
        list_changed_since(&mut server, &mut seen),
        1,
        "one notice for the unmount"
    );
    assert_eq!(listed(&mut server).len(), 4);
    assert!(server.is_alive());
}

#[test]
fn tools_list_is_built_ins_first_then_mounts_in_registration_order() {
    let mut server = Server::start(&[]);
    let builtins = listed(&mut server);
    assert_eq!(
        builtins,
        [
            "cordis_inspect",
            "cordis_mount",
            "cordis_unmount",
            "cordis_call"
        ]
    );
    let plugin = |name: &str, tools: &[&str]| {
        let registrations: String = tools
            .iter()
            .map(|tool| {
                format!(
                    r#"ctx.tools.register(#{{ name: "{tool}", description: "{tool}", parameters: #{{}}, execute: |args| "{tool}" }});"#
                )
            })
            .collect();
        format!(r#"#{{ name: "{name}", apply: |ctx| {{ {registrations} }} }}"#)
    };
    server.call(
        "cordis_mount",
        json!({ "code": plugin("one", &["zeta", "alpha"]) }),
    );
    let before = listed(&mut server);
    server.call("cordis_mount", json!({ "code": plugin("two", &["aaa"]) }));
    let after = listed(&mut server);
    assert_eq!(after[..before.len()], before[..], "a mount appends");
    assert_eq!(after[4..], ["zeta", "alpha", "aaa"]);
    server.call("cordis_unmount", json!({ "id": "dyn-1" }));
    assert_eq!(
        listed(&mut server),
        [&builtins[..], &["aaa".to_owned()]].concat(),
        "an unmount removes only its own tools"
    );
}

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
