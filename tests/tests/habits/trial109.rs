//! Usability trial 109 (`tests/trials/109`), on trial 108's fixes: tasks
//! 11 of 12 (one `for _ in`, refused by its dry run with the fix);
//! JavaScript, TypeScript and all four Python programs at their second
//! mount. What was rated misleading, told right here.

use super::{Expected, advises, dry_run_warnings, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "c/a/v1",
        include_str!("../../trials/109/habits-c/plugins/a/v1.rhai"),
        // `sum(len(p) for p in self.players.values())` of a dict the code
        // fills with objects whose class has `__len__`.
        &[(105, "`this.players.values().map(|p| p.__len__())")],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/109/habits-c/plugins/b/v1.rhai"),
        // `f"{s}={c}" for s, c in status_counts.items()` of a dict made
        // from `STATUSES`: its keys in that order.
        &[(80, "`` let keys = STATUSES; keys.map(")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/109/habits-b/plugins/b/v1.rhai"),
        // `._replace(finish=duration)`: the map joined with the new value.
        &[(32, "+ #{ finish: duration }`")],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/109/habits-a/plugins/b/v1.rhai"),
        &[(105, "Rhai has no `sys.argv`")],
    ),
];

#[test]
fn what_trial_109s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    // `sys.argv[1:]`: dropped whole, so no slice of it to write.
    let script = &answers[3].1;
    assert!(!advises(script, 105, "Rhai has no slices"), "{script}");
    let ordered = &answers[1].1;
    assert!(
        !advises(ordered, 80, "`keys()` gives them sorted"),
        "{ordered}"
    );
}

/// `this.players[recital.player].recitals.push(recital)` changes
/// `this`, not `recital`, which is the key's start in Rhai's tree (the
/// warning player c met at v2's mount).
#[test]
fn an_index_read_from_a_parameter_is_no_change_of_it() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = include_str!("../../trials/109/habits-c/plugins/a/v2.rhai");
    let warnings = dry_run_warnings(&toolset, code);
    assert!(!warnings.contains("is changed inside"), "{warnings}");
    // A parameter indexed and changed so still is.
    let changed = "fn add(groups, k, x) { groups[k].push(x); }\n#{ name: \"t\", apply: |ctx| {} }";
    let warnings = dry_run_warnings(&toolset, changed);
    assert!(
        warnings.contains("`groups` is changed inside `fn add`"),
        "{warnings}"
    );
}
