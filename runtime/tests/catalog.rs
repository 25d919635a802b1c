//! The drift gate: the rendered catalogs — API (services and the types they
//! reference), events, the façade `ctx`, and the built-in tools — are insta
//! snapshots committed under `catalog/snapshots/`. A changed doc comment or
//! signature fails this test until the snapshot is reviewed and accepted
//! (`cargo insta review`); CI never writes snapshots.

use cordis_toolset::Limits;
use cordis_toolset::Runtime;
use cordis_toolset::builtin;
use cordis_toolset::plugins::KeepTool;
use cordis_toolset::render_facade_markdown;
use cordis_toolset::{Toolset, ToolsetConfig};

fn gate(check: impl FnOnce()) {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../catalog/snapshots");
    settings.set_prepend_module_to_snapshot(false);
    settings.set_sort_maps(true);
    settings.bind(check);
}

#[test]
fn api_catalog() {
    gate(|| insta::assert_snapshot!("api", builtin::catalog().render_api_markdown()));
}

#[test]
fn api_catalog_json() {
    gate(|| insta::assert_json_snapshot!("api_json", builtin::catalog().to_json()));
}

#[test]
fn api_definitions_for_editors() {
    gate(|| insta::assert_snapshot!("api_rhai", builtin::catalog().render_rhai_definitions()));
}

#[test]
fn events_catalog() {
    gate(|| insta::assert_snapshot!("events", builtin::catalog().render_events_markdown()));
}

#[test]
fn facade_catalog() {
    gate(|| insta::assert_snapshot!("facade", render_facade_markdown()));
}

#[test]
fn tool_catalog() {
    let toolset = Toolset::new(&Runtime::new(), ToolsetConfig::new(Limits::default()))
        .expect("the toolset starts");
    let tools = serde_json::to_value(toolset.tools()).expect("descriptors serialize");
    gate(|| insta::assert_json_snapshot!("tools", tools));
}

#[test]
fn keep_tool_catalog() {
    // `cordis_keep` exists only while a `--plugins` directory is watched.
    let toolset = Toolset::new(&Runtime::new(), ToolsetConfig::new(Limits::default()))
        .expect("the toolset starts");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let _watched = toolset
        .watch_plugins(dir.path(), KeepTool::Offered, |_| {})
        .expect("the directory is watched");
    let keep: Vec<_> = toolset
        .tools()
        .into_iter()
        .filter(|tool| tool.name == cordis_toolset::names::KEEP)
        .collect();
    let keep = serde_json::to_value(keep).expect("descriptors serialize");
    gate(|| insta::assert_json_snapshot!("keep_tool", keep));
}

#[test]
fn the_bash_entry_shows_the_nested_output_shape() {
    let api = builtin::catalog().render_api_markdown();
    assert!(api.contains("struct RunOutput"), "{api}");
    assert!(
        api.contains(
            "struct StreamOutput {\n    /// The text (invalid UTF-8 is replaced by U+FFFD).\n    text: String,\n    /// Whether the stream produced more than the output limit and was cut.\n    truncated: bool,"
        ),
        "{api}"
    );
    assert!(api.contains("struct DirEntry"), "{api}");
}
