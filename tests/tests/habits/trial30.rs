//! The plugins of usability trial 30 (`tests/trials/30`): what its first
//! answers left out (a `sort` whose value is used, over several lines; a
//! `static` method; a `Map`'s `size`; `Math.round` staying a float) or
//! wrote wrong (`rows, skipped = [], 0`; `a and "text"` as `&&`; a chain
//! over a map's keys whose closure reads the map; the skeleton's tool
//! named after the plugin when `register` took keyword arguments).

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "js/v1.js",
        include_str!("../../trials/30/habits/js/v1.js"),
        &[
            (
                6,
                "`static fromJSON(obj)` becomes a top-level `fn fromJSON(obj) { ... }` with no `this`",
            ),
            (
                37,
                "`sort` changes the array in place and returns `()`, so what it is given to gets `()`",
            ),
            (42, "so the `.map` chained after it fails"),
            (51, "`x.round().to_int()` for an int"),
            (
                62,
                "`let keys = tags.keys(); keys.map(|tag| { let n = tags[tag]; ... })`",
            ),
        ],
    ),
    (
        "py/v1.py",
        include_str!("../../trials/30/habits/py/v1.py"),
        &[
            (25, "`let rows = []; let skipped = 0;`"),
            (
                29,
                "`score` is first set inside `try` and read after it, and a Rhai block keeps the variables it declares: declare it before the `try`, `let score = ();`",
            ),
            (59, "`x and y` picks a value in Python"),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_30_met_later_or_wrong() {
    let answers = first_answers(EXPECTED);
    let (js, py) = (&answers[0].1, &answers[1].1);
    assert!(js.contains("`m.len()` for `m.size`"), "{js}");
    assert!(!js.contains("tags.keys().map("), "{js}");
    assert!(!py.contains("let parts = [], 0"), "{py}");
    assert!(!py.contains("write `&&` instead of `and` (line 59"), "{py}");
    // `register(name="grade_book", ...)` names the tool, the map the plugin.
    assert!(
        py.contains("#{\n    name: \"grade-book\",")
            && py.contains("        ctx.tools.register(#{\n            name: \"grade_book\","),
        "{py}"
    );
}

/// Its third Python version followed `and` → `&&` onto a string, which
/// stopped the parser with no hint; its median's `len() / 2` was told
/// about ints, where an index wants them.
#[test]
fn the_rhai_versions_are_told_what_stopped_them() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error) = answer(&toolset, include_str!("../../trials/30/habits/py/v3.rhai"));
    assert!(error, "{text}");
    assert!(
        text.contains(
            "hint: `&&`, `||` and `!` take bools in Rhai, and give a bool: to pick a value"
        ),
        "{text}"
    );
    assert!(!text.contains("(line 59, column"), "{text}");
    // Rhai's own `keys.sort();` on its own is no JavaScript `sort`.
    assert!(!text.contains("so `keys` gets `()`"), "{text}");
}
