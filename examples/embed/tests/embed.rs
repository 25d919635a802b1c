//! The embedding pattern end to end: the app's catalog is reviewed, and a
//! Rhai plugin calls the app's `#[service]` through the runtime.

use cordis_toolset::{MountState, ToolOutput, Toolset};
use cordis_toolset_example_embed::{NOTES_TOOL_PLUGIN, config, toolset};
use serde_json::{Value, json};

/// Calls a tool the test mounted.
fn call(toolset: &Toolset, tool: &str, args: Value) -> ToolOutput {
    toolset
        .call(tool, args)
        .unwrap_or_else(|| panic!("no tool named {tool}"))
}

#[test]
fn the_app_catalog_is_reviewed() {
    // The catalog of the one list the runtime is built from.
    let catalog = config(std::path::Path::new("notes")).catalog();
    insta::assert_snapshot!("notes_api", catalog.render_api_markdown());
}

#[test]
fn the_toolset_shows_the_catalog_of_its_config() {
    let dir = tempfile::tempdir().expect("temp dir");
    let toolset = toolset(dir.path()).expect("the toolset starts");
    assert_eq!(toolset.catalog(), &config(dir.path()).catalog());
    assert!(toolset.catalog().get_service("notes").is_some());
}

#[test]
fn the_shipped_plugin_appends_and_reads_typed_results() {
    let dir = tempfile::tempdir().expect("temp dir");
    let toolset = toolset(dir.path()).expect("the toolset starts");
    let report = toolset
        .mount(NOTES_TOOL_PLUGIN, false)
        .expect("plugin mounts");
    assert_eq!(report.state, MountState::Active);

    for (i, line) in ["eggs", "milk"].into_iter().enumerate() {
        let output = call(
            &toolset,
            "note",
            json!({ "topic": "groceries", "text": line }),
        );
        assert!(!output.is_error, "{}", output.text());
        assert_eq!(output.text(), format!("added line {} to groceries", i + 1));
    }
    let output = call(&toolset, "note", json!({ "topic": "groceries", "last": 1 }));
    assert_eq!(output.text(), "groceries (2 lines)\n- milk");
    // The service wrote real files the app can read back.
    let stored = std::fs::read_to_string(dir.path().join("groceries.txt")).expect("notes file");
    assert_eq!(stored, "eggs\nmilk\n");
}

#[test]
fn a_service_error_reaches_the_model_with_its_message() {
    let dir = tempfile::tempdir().expect("temp dir");
    let toolset = toolset(dir.path()).expect("the toolset starts");
    toolset
        .mount(NOTES_TOOL_PLUGIN, false)
        .expect("plugin mounts");
    let output = call(
        &toolset,
        "note",
        json!({ "topic": "Bad Topic", "text": "x" }),
    );
    assert!(output.is_error);
    assert!(
        output
            .text()
            .contains("topic \"Bad Topic\" is not a valid name"),
        "{}",
        output.text()
    );
}

#[test]
fn a_wrong_argument_type_quotes_the_signature() {
    let dir = tempfile::tempdir().expect("temp dir");
    let toolset = toolset(dir.path()).expect("the toolset starts");
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
    toolset.mount(source, false).expect("plugin mounts");
    let output = call(&toolset, "careless", json!({}));
    assert!(output.is_error);
    let message = output.text();
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
    let toolset = toolset(dir.path()).expect("the toolset starts");
    let source = r#"|ctx| { let n = ctx.notes; }"#;
    let Err(error) = toolset.mount(source, false) else {
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
fn the_service_is_provided_under_the_trait_name_with_its_api() {
    let dir = tempfile::tempdir().expect("temp dir");
    let toolset = toolset(dir.path()).expect("the toolset starts");
    let services = toolset
        .inspect(Some("services"), None)
        .expect("services inspect");
    assert!(services.contains("- `notes` — provided by"), "{services}");
    assert!(
        !services.contains("`timer`"),
        "nothing else is granted: {services}"
    );
    let api = toolset
        .inspect(Some("api"), Some("notes"))
        .expect("the notes API");
    assert!(
        api.contains("fn append(topic: String, line: String) -> Result<Appended, ServiceError>;"),
        "{api}"
    );
}
