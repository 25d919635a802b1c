//! The plugins of usability trial 48 (`tests/trials/48`), run on the
//! build trial 47 met "Done when" with: its one task message rated
//! unclear was a note that a `fn` lost its parameter's change, where the
//! `fn` returned it inside a map. A function held in a top-level name
//! (`revenue = lambda s: ...`) was told to become a `const` in each `fn`,
//! which cannot be called there.

use super::{answer, dry_run_warnings};

/// A top-level lambda is told as the `fn` it becomes, not as a `const`.
#[test]
fn a_function_in_a_top_level_name_is_no_constant_to_copy() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error) = answer(
        &toolset,
        include_str!("../../trials/48/habits-b/plugins/py/v1.py"),
    );
    assert!(error, "{text}");
    for name in ["revenue", "units", "money"] {
        assert!(
            !text.contains(&format!("its own `const {name} = ...;`")),
            "{text}"
        );
    }
}

/// A `fn` that returns its changed parameter inside a map, `#{ value:
/// out, log: log }`, loses nothing, and is told nothing.
#[test]
fn a_parameter_returned_inside_a_map_is_no_lost_change() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let warnings = dry_run_warnings(&toolset, include_str!("../../trials/48/tasks/05/v1.rhai"));
    assert!(
        !warnings.contains("is changed inside `fn merge`"),
        "{warnings}"
    );
    // Still told where the change is lost.
    let lost =
        "fn add(log) { log.push(1); 0 }\n#{ name: \"p\", apply: |ctx| { let l = []; add(l); } }";
    assert!(dry_run_warnings(&toolset, lost).contains("is changed inside `fn add`"));
}
