//! `cordis_inspect { what: "events" }` lists the custom events mounts listen
//! to or emit (not in the catalog), and who listens, through the real
//! toolset.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use crate::support;

use serde_json::json;
use support::{call, mount_ok, small_limits, toolset, unmount_ok};

const LISTENER: &str = r#"#{ name: "indexer", apply: |ctx| {
    ctx.on("notes/saved", |path| console.log(path));
} }"#;

const EMITTER: &str = r#"#{ name: "saver", apply: |ctx| {
    ctx.tools.register(#{ name: "save", parameters: #{}, execute: |args| {
        ctx.emit("notes/saved", "a.txt");
        "saved"
    } });
} }"#;

/// Waits for a service nobody provides, so it is pending.
const WAITING: &str = r#"#{ name: "late", inject: ["search"], apply: |ctx| {
    ctx.on("notes/saved", |path| ctx.search.add(path));
    ctx.on("notes/deleted", |path| ());
} }"#;

fn custom_part(events: &str) -> &str {
    let start = events
        .find("### Custom events")
        .expect("a custom events part");
    &events[start..]
}

#[test]
fn custom_events_name_their_listeners_and_emitters() {
    let toolset = toolset(small_limits());
    let (events, _) = call(&toolset, "cordis_inspect", json!({ "what": "events" }));
    assert!(!events.contains("Custom events"), "{events}");

    mount_ok(&toolset, LISTENER);
    let saver = mount_ok(&toolset, EMITTER);
    mount_ok(&toolset, WAITING);
    let (events, failed) = call(&toolset, "cordis_inspect", json!({ "what": "events" }));
    assert!(!failed, "{events}");
    let custom = custom_part(&events);
    assert!(
        custom.contains(
            "- `notes/saved` — listened to by: dyn-1 `indexer`, dyn-3 `late` (once it is active); emitted by: dyn-2 `saver`"
        ),
        "{custom}"
    );
    insta::assert_snapshot!("custom_events", custom);

    let (one, failed) = call(
        &toolset,
        "cordis_inspect",
        json!({ "what": "events", "name": "notes/saved" }),
    );
    assert!(!failed, "{one}");
    insta::assert_snapshot!("custom_event_narrowed", one);

    // Once the emitter is gone, nobody emits it.
    unmount_ok(&toolset, &saver);
    let (one, _) = call(
        &toolset,
        "cordis_inspect",
        json!({ "what": "events", "name": "notes/saved" }),
    );
    assert!(one.contains("emitted by: nobody"), "{one}");
    // An event nobody uses is still unknown.
    let (error, failed) = call(
        &toolset,
        "cordis_inspect",
        json!({ "what": "events", "name": "notes/renamed" }),
    );
    assert!(failed && error.contains("no event is named"), "{error}");
}
