//! Issue 13, the sizes of what a script makes the server hold and send,
//! against the real `cordis-cli serve`: names a script computes are
//! refused past `max_name_bytes`, and the largest mount receipt and
//! `tools/list` the default limits allow stay bounded (the figures are
//! printed; RELIABILITY.md quotes them).
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use cordis_toolset_tests::Server;
use serde_json::{Value, json};

/// The bytes of `value` as JSON, as it went over the wire.
fn wire_bytes(value: &Value) -> usize {
    serde_json::to_string(value).unwrap().len()
}

#[test]
fn computed_names_of_512_kib_are_refused_and_the_server_stays_small() {
    let mut server = Server::start(&[]);
    // Before: 150 listeners on names of 512 KiB each held ~300 MB.
    for code in [
        r#"|ctx| { let name = "e"; name.pad(524288, "e"); for i in 0..150 { ctx.on(`${name}${i}`, |x| x); } }"#,
        r#"|ctx| { let name = "s"; name.pad(524288, "s"); for i in 0..150 { ctx.provide(`${name}${i}`, i); } }"#,
        r#"|ctx| { let name = "e"; name.pad(524288, "e"); ctx.emit(name, 1); }"#,
    ] {
        let result = server.call("cordis_mount", json!({ "code": code }));
        assert_eq!(result["isError"], true, "{result}");
        let text = Server::text(&result);
        assert!(text.contains("max_name_bytes"), "{text}");
        assert!(wire_bytes(&result) < 4096, "{} bytes", wire_bytes(&result));
    }
    assert!(server.is_alive());
    let inspect = server.call("cordis_inspect", json!({ "what": "events" }));
    assert!(wire_bytes(&inspect) < 64 * 1024, "{}", wire_bytes(&inspect));
}

/// A plugin with as many tools as one mount may register (256), each with
/// a description of 2 KiB (the most) and a parameter schema of about 7 KiB.
fn widest_plugin(prefix: &str, tools: usize) -> String {
    format!(
        r#"|ctx| {{
    let text = "d"; text.pad(2048, "d");
    let params = #{{}};
    let about = "p"; about.pad(150, "p");
    for i in 0..36 {{ params[`parameter_${{i}}`] = #{{ type: "string", description: about }}; }}
    for i in 0..{tools} {{
        ctx.tools.register(#{{ name: `{prefix}_${{i}}`, description: text, parameters: params, execute: |a| "x" }});
    }}
}}"#
    )
}

#[test]
fn the_largest_receipt_and_tools_list_the_limits_allow_stay_bounded() {
    let mut server = Server::start(&[]);
    // Four mounts of 255 tools fill max_tools (1,024, the four built-in
    // tools included).
    let mut receipts = Vec::new();
    for prefix in ["a", "b", "c", "d"] {
        let result = server.call(
            "cordis_mount",
            json!({ "code": widest_plugin(prefix, 255) }),
        );
        assert_ne!(result["isError"], true, "{}", Server::text(&result));
        receipts.push(wire_bytes(&result));
    }
    let one_more = server.call("cordis_mount", json!({ "code": widest_plugin("e", 1) }));
    assert_eq!(one_more["isError"], true);
    assert!(Server::text(&one_more).contains("max_tools"));
    // A mount providing as many services as one mount may (64), under
    // names of the most bytes (128).
    let services = server.call(
        "cordis_mount",
        json!({ "code": r#"|ctx| { for i in 0..64 { let name = `s${i}_`; name.pad(128, "s"); ctx.provide(name, i); } }"# }),
    );
    assert_ne!(services["isError"], true, "{}", Server::text(&services));
    receipts.push(wire_bytes(&services));
    // tools/list comes in pages: follow nextCursor to the end.
    let (mut tools, mut list_bytes, mut largest_page) = (0, 0, 0);
    let mut params = json!({});
    loop {
        let page = server.request("tools/list", params);
        tools += page["result"]["tools"].as_array().unwrap().len();
        let bytes = wire_bytes(&page);
        list_bytes += bytes;
        largest_page = largest_page.max(bytes);
        match page["result"]["nextCursor"].as_str() {
            Some(cursor) => params = json!({ "cursor": cursor }),
            None => break,
        }
    }
    let receipt = receipts.iter().copied().max().unwrap();
    eprintln!(
        "tools/list: {tools} tools, {list_bytes} bytes, the largest page {largest_page} bytes; largest mount receipt: {receipt} bytes"
    );
    assert_eq!(tools, 1024);
    // Before: a 78.7 MB receipt and a 105 MB tools/list; then 10.1 MB in
    // one answer, now pages of 100 tools.
    assert!(receipt < 256 * 1024, "receipt of {receipt} bytes");
    assert!(
        list_bytes < 12 * 1024 * 1024,
        "tools/list of {list_bytes} bytes"
    );
    assert!(
        largest_page < 1536 * 1024,
        "a tools/list page of {largest_page} bytes"
    );
    assert!(server.is_alive());
}

/// Issue 25, F2: nothing bounded the live mounts (1,528 mounts of 198 KB
/// code aborted the server). `max_mounts` under `[limits]` refuses the one
/// past it, naming the key; the server stays up.
#[test]
fn mounts_past_max_mounts_are_refused_naming_it() {
    let root = tempfile::TempDir::new().unwrap();
    std::fs::write(
        root.path().join("cordis.toml"),
        "[limits]\nmax_mounts = 3\n",
    )
    .unwrap();
    let mut server = Server::start_in(root, &["--config", "cordis.toml"]);
    for _ in 0..3 {
        let mounted = server.call("cordis_mount", json!({ "code": "|ctx| {}" }));
        assert_ne!(mounted["isError"], true, "{mounted}");
    }
    let refused = server.call("cordis_mount", json!({ "code": "|ctx| {}" }));
    assert_eq!(refused["isError"], true, "{refused}");
    assert!(
        Server::text(&refused).starts_with("3 mounts are live already")
            && Server::text(&refused).contains("max_mounts under [limits]"),
        "{refused}"
    );
    assert!(server.is_alive());
}
