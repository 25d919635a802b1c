//! The MCP stdio driver (`cordis_toolset_tests::Server`) against the real
//! binary: a mount, its notification, a call, a file in the root.

use cordis_toolset_tests::Server;
use serde_json::json;

const WORD_COUNT: &str = include_str!("../../examples/word-count.rhai");

#[test]
fn the_driver_mounts_calls_and_collects_notifications() {
    let mut server = Server::start(&[]);
    std::fs::write(server.root().join("notes.txt"), "one two three\n").unwrap();

    let mounted = server.call("cordis_mount", json!({ "code": WORD_COUNT }));
    assert_ne!(mounted["isError"], true, "{mounted}");
    let counted = server.call("word_count", json!({ "path": "notes.txt" }));
    assert_eq!(
        Server::text(&counted),
        "notes.txt: 3 words, 2 lines, 14 characters"
    );

    let tools = server.request("tools/list", json!({}));
    let names: Vec<_> = tools["result"]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|tool| tool["name"].as_str())
        .collect();
    assert!(names.contains(&"word_count"), "{names:?}");
    let notice = server.wait_for_notification("notifications/tools/list_changed");
    assert!(notice.get("id").is_none(), "{notice}");

    server.send_raw(b"{\"jsonrpc\":\"2.0\",\"id\":\"raw\",\"method\":\"ping\"}\n");
    assert_eq!(server.read_response()["id"], "raw");
    assert!(server.is_alive());
    assert!(
        server.close(std::time::Duration::from_secs(10)).is_some(),
        "the server outlived its client"
    );
}
