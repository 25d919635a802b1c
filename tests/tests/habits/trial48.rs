//! The plugins of usability trial 48 (`tests/trials/48`), run on the
//! build trial 47 met "Done when" with: its one task message rated
//! unclear was a note that a `fn` lost its parameter's change, where the
//! `fn` returned it inside a map. A function held in a top-level name
//! (`revenue = lambda s: ...`) was told to become a `const` in each `fn`,
//! which cannot be called there.
//!
//! Its habit players rated misleading: `end or max(...)` told as `||`,
//! `sorted` of objects and of tuples told as a plain `sort`, a name of a
//! tuple unpacking told `let` again in the loop below, a division of ints
//! behind `if period else 1.0`, a tuple used as a map key, a Map's loop
//! told for an array of pairs, `rstrip("]")` told as spaces, loops over a
//! dict's items with no word of the sorted keys, `cls` passed to a static
//! method, a dataclass field told as another class's property, `{x!r}`
//! of a list or an object quoted, `str(err)` of a caught exception as
//! its map's text, and `rows.length || 1` told as `??`.

use super::{Expected, answer, dry_run_warnings, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/py/v1.rhai",
        include_str!("../../trials/48/habits-a/plugins/py/v1.rhai"),
        &[
            (39, "write `a ?? b`"),
            (
                41,
                "an array of objects (maps) or of tuples (arrays) needs one",
            ),
            (47, "`/` of two ints drops the fraction"),
            (68, "join its parts into a string instead"),
            (69, "its keys come sorted, not in the order first set"),
        ],
    ),
    (
        "a/js/v1.rhai",
        include_str!("../../trials/48/habits-a/plugins/js/v1.rhai"),
        &[
            (42, "over an array of pairs, read each by index"),
            (76, "`let langs = ...; langs.sort(...);`"),
        ],
    ),
    (
        "b/ts/v1.ts",
        include_str!("../../trials/48/habits-b/plugins/ts/v1.ts"),
        &[(
            82,
            "`if rows.len() > 0 { rows.len() } else { 1 }` instead of `rows.length || 1`",
        )],
    ),
    (
        "c/a/v1.py",
        include_str!("../../trials/48/habits-c/plugins/a/v1.py"),
        &[
            (
                31,
                "`fn from_dict(raw, RATES)`, called as `from_dict(raw, RATES)`",
            ),
            (81, "another class's field `hours` stays a read"),
            (95, "`rejected.push([err.ticket_id, kind, err.message])`"),
            (119, "the `'...'` around `${...}` is `!r` of a text"),
        ],
    ),
    (
        "c/b/v1.py",
        include_str!("../../trials/48/habits-c/plugins/b/v1.py"),
        &[
            (6, "`let t = s; t.trim_end(\"]\");` for each character"),
            (72, "where Python's dict keeps the order they were set"),
        ],
    ),
];

#[test]
fn what_trial_48s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    let (py, class) = (&answers[0].1, &answers[3].1);
    // `cursor` of `covered, cursor = 0, start` is declared there.
    assert!(!py.contains("`let cursor = ...;` (line 45"), "{py}");
    // A ticket's `hours` is its field, no call.
    assert!(!class.contains("t.hours()"), "{class}");
    assert!(!class.contains("`fn from_dict(cls"), "{class}");
}

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

/// A comprehension or a sort key in a method reads `self`: its closure
/// has no `this`, so the form reads the field from a variable first.
#[test]
fn a_closure_made_from_a_method_reads_the_object_from_a_variable() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = "class Shop:\n    def __init__(self, rate, items):\n        self.rate = rate\n        self.items = items\n\n    def total(self):\n        return sum(x.price * self.rate for x in self.items)\n\n    def ranked(self):\n        return sorted(self.items, key=lambda x: x.price * self.rate)\n";
    let (text, error) = answer(&toolset, code);
    assert!(error, "{text}");
    assert!(
        text.contains("`let rate = this.rate; this.items.map(|x| x.price * rate).reduce(|total, v| total + v, 0)`"),
        "{text}"
    );
    assert!(
        text.contains("`let rate = this.rate; xs.sort(|a, b| if a.price * rate < b.price * rate"),
        "{text}"
    );
}
