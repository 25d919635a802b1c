//! The embedding pattern end to end: the app's catalog is reviewed, and a
//! Rhai plugin calls the app's `#[service]` through the runtime.

use cordis_toolset::sandbox::HostServiceValue;
use cordis_toolset_example_embed::{App, FileNotes, NOTES_TOOL_PLUGIN, Notes, catalog};
use serde_json::json;
use std::sync::Arc;

fn text(output: &cordis_toolset::tools::ToolOutput) -> String {
    output
        .content
        .iter()
        .map(|block| {
            let cordis_toolset::tools::ContentBlock::Text { text } = block;
            text.as_str()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_app_catalog_is_reviewed() {
    insta::assert_snapshot!("notes_api", catalog().render_api_markdown());
}

#[test]
fn the_shipped_plugin_appends_and_reads_typed_results() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = App::new(dir.path()).expect("app starts");
    let fiber = app
        .mount("notes-tool", NOTES_TOOL_PLUGIN)
        .expect("plugin mounts");
    assert_eq!(fiber.state().as_str(), "active");

    for (i, line) in ["eggs", "milk"].into_iter().enumerate() {
        let output = app.call("note", json!({ "topic": "groceries", "text": line }));
        assert!(!output.is_error, "{}", text(&output));
        assert_eq!(text(&output), format!("added line {} to groceries", i + 1));
    }
    let output = app.call("note", json!({ "topic": "groceries", "last": 1 }));
    assert_eq!(text(&output), "groceries (2 lines)\n- milk");
    // The service wrote real files the app can read back.
    let stored = std::fs::read_to_string(dir.path().join("groceries.txt")).expect("notes file");
    assert_eq!(stored, "eggs\nmilk\n");
}

#[test]
fn a_service_error_reaches_the_model_with_its_message() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = App::new(dir.path()).expect("app starts");
    app.mount("notes-tool", NOTES_TOOL_PLUGIN)
        .expect("plugin mounts");
    let output = app.call("note", json!({ "topic": "Bad Topic", "text": "x" }));
    assert!(output.is_error);
    assert!(
        text(&output).contains("topic \"Bad Topic\" is not a valid name"),
        "{}",
        text(&output)
    );
}

#[test]
fn a_wrong_argument_type_quotes_the_signature() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = App::new(dir.path()).expect("app starts");
    let source = r#"
        #{
            name: "careless",
            inject: ["notes"],
            apply: |ctx| {
                let tools = ctx.tools;
                tools.register(#{
                    name: "careless",
                    description: "Append with a number as the topic",
                    execute: |args| { ctx.notes.append(42, "x"); "done" }
                });
            }
        }
    "#;
    app.mount("careless", source).expect("plugin mounts");
    let output = app.call("careless", json!({}));
    assert!(output.is_error);
    let message = text(&output);
    assert!(
        message.contains("argument 1 (`topic`) of `notes.append` is invalid"),
        "{message}"
    );
    assert!(
        message.contains(
            "call it as `fn append(topic: String, line: String) -> Result<Appended, ServiceError>`"
        ),
        "{message}"
    );
}

#[test]
fn reading_the_service_without_injecting_it_names_the_fix() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = App::new(dir.path()).expect("app starts");
    let source = r#"|ctx| { let n = ctx.notes; }"#;
    let Err(error) = app.mount("sneaky", source) else {
        panic!("notes is not injected")
    };
    assert!(
        error
            .to_string()
            .contains("add \"notes\" to the plugin's inject list"),
        "{error}"
    );
}

#[test]
fn the_host_service_is_named_and_shaped_by_the_trait() {
    let notes: Arc<dyn Notes> = Arc::new(FileNotes::new(std::env::temp_dir()));
    let value = HostServiceValue::from_service::<dyn Notes>(notes);
    assert_eq!(value.0.name(), "notes");
    assert_eq!(value.0.methods(), ["append", "read", "topics"]);
}
