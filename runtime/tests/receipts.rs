//! What mount, unmount and inspect tell the model about the consequences of
//! a change, in one state vocabulary (the fiber states: pending, loading,
//! active, failed, unloading, disposed).
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use crate::support;

use cordis_toolset::ToolOutput;
use cordis_toolset::Toolset;
use serde_json::{Value, json};

const CONSUMER: &str = r#"#{
    name: "shelf-reader",
    inject: ["shelf"],
    apply: |ctx| {
        ctx.tools.register(#{ name: "shelf_size", description: "How many books",
            parameters: #{}, execute: |args| `${ctx.shelf.size}` });
    }
}"#;

const PROVIDER: &str = r#"#{
    name: "shelf",
    apply: |ctx| { ctx.provide("shelf", #{ size: 3 }); }
}"#;

fn text(output: &ToolOutput) -> String {
    output.text()
}

fn call(toolset: &Toolset, tool: &str, args: Value) -> ToolOutput {
    let output = toolset.call(tool, args).unwrap();
    assert!(!output.is_error, "{}", text(&output));
    output
}

#[test]
fn receipts_name_the_mounts_a_provider_activates_and_sends_back_to_pending() {
    let toolset = support::toolset(Default::default());
    let first = call(&toolset, "cordis_mount", json!({ "code": CONSUMER }));
    let second = call(
        &toolset,
        "cordis_mount",
        json!({ "code": CONSUMER.replace("shelf_size", "shelf_count") }),
    );
    assert_eq!(first.structured.as_ref().unwrap()["state"], "pending");
    assert!(
        second.structured.as_ref().unwrap()["activated"]
            .as_array()
            .unwrap()
            .is_empty()
    );

    let provider = call(&toolset, "cordis_mount", json!({ "code": PROVIDER }));
    let structured = provider.structured.as_ref().unwrap();
    assert_eq!(structured["activated"], json!(["dyn-1", "dyn-2"]));
    insta::assert_snapshot!("mount_activates", text(&provider));
    assert_eq!(text(&call(&toolset, "shelf_size", json!({}))), "3");

    let receipt = call(&toolset, "cordis_unmount", json!({ "id": "dyn-3" }));
    assert_eq!(
        receipt.structured.as_ref().unwrap()["backToPending"],
        json!(["dyn-1", "dyn-2"])
    );
    insta::assert_snapshot!("unmount_sends_back_to_pending", text(&receipt));

    // Unmounting a consumer sends nobody back to pending.
    let receipt = call(&toolset, "cordis_unmount", json!({ "id": "dyn-2" }));
    assert_eq!(
        receipt.structured.as_ref().unwrap()["backToPending"],
        json!([])
    );
    assert!(
        !text(&receipt).contains("Back to pending"),
        "{}",
        text(&receipt)
    );
}

#[test]
fn unmounting_a_pending_plugin_says_why_it_had_no_tools() {
    let toolset = support::toolset(Default::default());
    call(&toolset, "cordis_mount", json!({ "code": CONSUMER }));
    let receipt = call(&toolset, "cordis_unmount", json!({ "id": "dyn-1" }));
    let structured = receipt.structured.as_ref().unwrap();
    assert_eq!(structured["tools"], json!([]));
    assert_eq!(structured["waitedFor"], json!(["shelf"]));
    assert_eq!(structured["unstartedTools"], json!(["shelf_size"]));
    assert!(
        text(&receipt).contains(
            "Removed tools: none (it was pending, waiting for shelf: the tools its code registers (shelf_size) are registered only while it is active);"
        ),
        "{}",
        text(&receipt)
    );

    // Sent back to pending by its provider's unmount, then unmounted: the
    // same words, where "none" alone read as if it never had a tool.
    call(&toolset, "cordis_mount", json!({ "code": CONSUMER }));
    call(&toolset, "cordis_mount", json!({ "code": PROVIDER }));
    assert_eq!(text(&call(&toolset, "shelf_size", json!({}))), "3");
    call(&toolset, "cordis_unmount", json!({ "id": "dyn-3" }));
    let receipt = call(&toolset, "cordis_unmount", json!({ "id": "dyn-2" }));
    assert!(
        text(&receipt).contains("it was pending, waiting for shelf"),
        "{}",
        text(&receipt)
    );

    // An active plugin's receipt lists its tools, with no such words.
    call(&toolset, "cordis_mount", json!({ "code": PROVIDER }));
    call(&toolset, "cordis_mount", json!({ "code": CONSUMER }));
    let receipt = call(&toolset, "cordis_unmount", json!({ "id": "dyn-5" }));
    assert!(
        text(&receipt).contains("Removed tools: shelf_size;"),
        "{}",
        text(&receipt)
    );
    assert_eq!(receipt.structured.as_ref().unwrap()["waitedFor"], json!([]));
}

#[test]
fn a_waiting_mount_that_fails_to_start_is_named_in_the_providers_report() {
    let toolset = support::toolset(Default::default());
    let broken = CONSUMER.replace(
        "ctx.tools.register",
        "throw \"the shelf is too small\"; ctx.tools.register",
    );
    call(&toolset, "cordis_mount", json!({ "code": broken }));
    let provider = call(&toolset, "cordis_mount", json!({ "code": PROVIDER }));
    let structured = provider.structured.as_ref().unwrap();
    assert_eq!(structured["activated"], json!([]));
    assert_eq!(structured["failedToStart"][0]["id"], "dyn-1");
    let said = text(&provider);
    assert!(
        said.contains("dyn-1 was waiting for a service this mount provides and failed to start")
            && said.contains("the shelf is too small")
            && said.contains("cordis_unmount { id: \"dyn-1\" }"),
        "{said}"
    );
    // Nobody failed: the field is left out.
    let toolset = support::toolset(Default::default());
    let provider = call(&toolset, "cordis_mount", json!({ "code": PROVIDER }));
    assert!(provider.structured.unwrap().get("failedToStart").is_none());
}

#[test]
fn mount_and_inspect_use_the_fiber_states() {
    let toolset = support::toolset(Default::default());
    let pending = call(&toolset, "cordis_mount", json!({ "code": CONSUMER }));
    assert!(text(&pending).contains(": pending,"), "{}", text(&pending));
    let temporary = toolset.inspect(Some("temporary"), None).unwrap();
    assert!(
        temporary.contains("dyn-1 `shelf-reader` — pending;"),
        "{temporary}"
    );

    let active = call(&toolset, "cordis_mount", json!({ "code": PROVIDER }));
    assert!(text(&active).contains(": active."), "{}", text(&active));
    assert_eq!(active.structured.as_ref().unwrap()["state"], "active");
    let report = toolset.inspect(None, None).unwrap();
    assert!(
        report.contains("dyn-1 `shelf-reader` — active;"),
        "{report}"
    );
    assert!(report.contains("dyn-2 `shelf` — active;"), "{report}");
    assert!(
        report.contains("`shelf-reader` — active"),
        "plugins section: {report}"
    );
    assert!(
        !report.contains("running"),
        "one state vocabulary: \"active\", never \"running\": {report}"
    );
}
