//! The drift gate: rendered catalogs of the test declarations are insta
//! snapshots. With `CI=true` insta never writes snapshots, so an unreviewed
//! doc or signature change fails `cargo test`.

mod support;

use cordis_toolset_catalog::{Catalog, Detail};
use support::{Bookmarks, Mixed, Shell, ToolEvents};

fn catalog() -> Catalog {
    // Deliberately out of order: rendering sorts.
    Catalog::new()
        .service::<dyn Shell>()
        .service::<dyn Mixed>()
        .service::<dyn Bookmarks>()
        .events::<dyn ToolEvents>()
}

#[test]
fn markdown() {
    insta::assert_snapshot!("catalog_markdown", catalog().render_markdown());
}

#[test]
fn json() {
    insta::assert_json_snapshot!("catalog_json", catalog().to_json());
}

#[test]
fn rhai_definitions() {
    insta::assert_snapshot!("catalog_rhai", catalog().render_rhai_definitions());
}

#[test]
fn one_service_summary_and_terse_forms() {
    let catalog = catalog();
    let shell = catalog.get_service("shell").expect("catalogued");
    insta::assert_snapshot!("shell_summary", shell.render_markdown(Detail::Summary));
    let terse: Vec<String> = catalog
        .services()
        .iter()
        .map(|s| s.render_terse())
        .collect();
    let events: Vec<String> = catalog
        .events_sorted()
        .iter()
        .map(|e| e.render_terse())
        .collect();
    insta::assert_snapshot!(
        "terse",
        format!("{}\n{}", terse.join("\n"), events.join("\n"))
    );
}

#[test]
fn nested_type_closure_reaches_inner_struct() {
    let catalog = catalog();
    let shell = catalog.get_service("shell").expect("catalogued");
    let names = shell.types.names();
    assert_eq!(
        names,
        ["RunOptions", "RunOutput", "RunStatus", "StreamOutput"]
    );
    let run = shell.get_method("run").expect("run");
    assert_eq!(run.returns, "RunOutput");
    assert!(run.fallible);
    assert_eq!(run.required_params(), 1);
}

#[test]
fn ambiguous_type_is_dropped_and_reported() {
    let catalog = catalog();
    let mixed = catalog.get_service("mixed").expect("catalogued");
    assert!(mixed.types.get("Entry").is_none());
    assert!(mixed.types.get("RunStatus").is_some());
    let md = mixed.render_markdown(Detail::Full);
    assert!(md.contains("type `Entry` is declared in several modules"));
}

#[test]
fn event_names_are_consts() {
    assert_eq!(<dyn ToolEvents>::PRE_EXECUTE, "tools/pre-execute");
    assert_eq!(<dyn ToolEvents>::POST_EXECUTE, "tools/post-execute");
}
