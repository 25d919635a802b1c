//! The plugins of usability trial 18 (`tests/trials/18/habits`): what its
//! first answers left out or wrote wrong (a `reduce` callback that
//! destructures, a regex that reads fields, a `for` whose body moves its
//! counter, a `parseInt` that gives NaN, items inside an `interface`, a
//! docstring, `key=lambda` on a line of its own, `is not None`).

use serde_json::json;

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "js/v1.js",
        include_str!("../../trials/18/habits/js/v1.js"),
        &[
            (
                2,
                "this pattern reads fields between spaces, which `let f = line.split();` gives by index",
            ),
            (30, "`|acc, item| ... item.status`"),
            (33, "its keys are strings: `m[n.to_string()]` for a number"),
            (41, "(`a` is `x[1]`, `b` is `y[1]`)"),
        ],
    ),
    (
        "py/v1.py",
        include_str!("../../trials/18/habits/py/v1.py"),
        &[
            (1, "Rhai has no docstrings: write the text as `//` comments"),
            (35, "Rhai has no `:=`"),
            (44, "write `i + 1` where the number is used"),
            (49, "`ranked.filter(|r| r[\"avg\"] != ())`"),
        ],
    ),
    (
        "ts/v1.ts",
        include_str!("../../trials/18/habits/ts/v1.ts"),
        &[
            (
                30,
                "a body that changes `i` itself (`i += 1` to skip an item) needs a `while` loop instead",
            ),
            (57, "it throws on text that is no number"),
            (58, "Rhai has no `Number.isNaN`"),
            (62, "split the lines with `s.split(\"\\n\")`"),
            (64, "write the closure `|cells, key| ...`"),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_18_found_missing() {
    let answers = first_answers(EXPECTED);
    let (js, py, ts) = (&answers[0].1, &answers[1].1, &answers[2].1);
    // One item for one advice, with every line it applies to.
    assert_eq!(js.matches("strings use double quotes").count(), 1, "{js}");
    // Not a `let` for a keyword argument on a line of its own, nor a
    // keyword argument of `max` beside what `max` is told.
    assert!(!py.contains("let key = ...;"), "{py}");
    assert!(!py.contains("keyword arguments (`key=...`)"), "{py}");
    assert!(!py.contains("`elif ... {"), "{py}");
    assert!(!py.contains("truthy(r[\"avg\"] is not None)"), "{py}");
    // Nothing inside an `interface`, which is dropped whole, and the
    // plugin's shape has its own name and its one tool.
    for line in [4, 9, 15, 16, 22] {
        assert!(
            !ts.contains(&format!("(line {line}, column")),
            "{line}: {ts}"
        );
    }
    assert!(ts.contains("name: \"reorder-list\""), "{ts}");
    assert_eq!(ts.matches("ctx.tools.register(").count(), 1, "{ts}");
    assert!(!ts.contains("|undefined|"), "{ts}");
}

/// What the Rhai versions met at mount and at their call.
#[test]
fn the_rhai_versions_are_told_what_they_met() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("access.log"),
        include_str!("../../trials/18/root/access.log"),
    )
    .unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    // A loop over an array with its index is Rhai, not a map's pairs.
    let (text, error) = answer(&toolset, include_str!("../../trials/18/habits/ts/v2.rhai"));
    assert!(error, "{text}");
    assert!(!text.contains("a map is not iterable"), "{text}");
    // A number as a map's key: a string is needed, and how to make one.
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        json!({ "code": include_str!("../../trials/18/habits/js/v2.rhai") }),
    );
    assert!(!error, "{text}");
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "access_summary",
        json!({ "path": "access.log" }),
    );
    assert!(
        error && text.contains("a map's keys are strings") && text.contains("n.to_string()"),
        "{text}"
    );
}

/// Trial 18's look-ups: an operator, the language's own `type_of`, and
/// what `parse_int` does with text that is no number.
#[test]
fn operators_type_of_and_parse_int_are_looked_up() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let look = |name: &str| {
        let (text, error, _) = cordis_toolset_tests::call_tool(
            &toolset,
            "cordis_inspect",
            json!({ "what": "functions", "name": name }),
        );
        assert!(!error, "{name}: {text}");
        text
    };
    assert!(look("*").contains("a string has no `*`"));
    assert!(look("<").contains("strings and characters"));
    assert!(look("type_of").contains("`\"f64\"` (a float)"));
    assert!(look("parse_int").contains("it throws on text that is no number"));
    let (text, _, _) =
        cordis_toolset_tests::call_tool(&toolset, "cordis_inspect", json!({ "what": "functions" }));
    assert!(text.contains("`name: \"*\"` (any operator)"), "{text}");
}
