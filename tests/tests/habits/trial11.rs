//! The plugins of usability trial 11 (`tests/trials/11/habits`): what the
//! first answers left out (a JavaScript guard `n && ...`, Python's type
//! annotations) or said wrong (a dict comprehension taught as a set, a
//! class's name and `inject` dropped from the skeleton).

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "initials/v1.js",
        include_str!("../../trials/11/habits/initials/v1.js"),
        &[(
            13,
            "Rhai has no truthiness, and `&&` takes bools: instead of `n && ...`, test what you mean, `n != \"\"` for a string",
        )],
    ),
    (
        "inventory/v1.py",
        include_str!("../../trials/11/habits/inventory/v1.py"),
        &[
            (
                12,
                "Rhai has no dict comprehensions: fill a map in a loop, `let totals = #{}; for item in in_stock { totals[item[\"name\"]] = item[\"qty\"] * item[\"price\"]; }`",
            ),
            (
                5,
                "a class attribute is a key of the plugin map: write `name: ...,` inside `#{ ... }`",
            ),
            (6, "write `inject: ...,` inside `#{ ... }`"),
            (
                30,
                "a plugin is no instance of a class: end the code with the plugin map itself",
            ),
        ],
    ),
    (
        "slugify/v1.py",
        include_str!("../../trials/11/habits/slugify/v1.py"),
        &[(
            4,
            "write `fn slugify(text) { ... }` instead of `def slugify(...):` (Rhai blocks are in braces, not indentation); Rhai parameters and results take no types",
        )],
    ),
];

#[test]
fn every_first_answer_names_what_trial_11_found_missing() {
    let answers = first_answers(EXPECTED);
    // The dict comprehension is not called a set, and the class keeps its
    // name and `inject` in the skeleton.
    let inventory = &answers[1].1;
    assert!(!inventory.contains("set comprehension"), "{inventory}");
    assert!(!inventory.contains("`let name = ...;`"), "{inventory}");
    assert!(
        inventory.contains("name: \"inventory-report\",\n    inject: [\"fs\"],"),
        "{inventory}"
    );
}

/// `fn slugify(text: str) -> str {` in the Rhai the model wrote next: the
/// parser's "Expecting ','" now comes with the line without the types.
#[test]
fn a_typed_parameter_in_rhai_gets_the_line_without_types() {
    let answers = first_answers(&[(
        "slugify/v2.rhai",
        include_str!("../../trials/11/habits/slugify/v2.rhai"),
        &[(
            1,
            "Rhai parameters and results take no types: write `fn slugify(text) {`",
        )],
    )]);
    assert!(
        !answers[0].1.contains("Rhai has no type annotations: drop"),
        "{}",
        answers[0].1
    );
}

/// Mount `code` on a toolset whose `fs` holds trial 11's task files; the
/// answer and whether it failed.
fn task(code: &str) -> (tempfile::TempDir, cordis_toolset::Toolset, String, bool) {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (answer, failed, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        serde_json::json!({ "code": code }),
    );
    (dir, toolset, answer, failed)
}

/// Task 9's first version: `"#".pad(n, '#')` as a bar, as JavaScript's
/// `"#".repeat(n)` would be. A string's `pad` returned nothing, and every
/// bar was empty without a word; it returns the padded string now.
#[test]
fn a_padded_string_is_the_bar_it_was_meant_to_be() {
    let (_dir, toolset, answer, failed) = task(include_str!("../../trials/11/tasks/t09/v1.rhai"));
    assert!(!failed, "{answer}");
    let (text, failed, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "histogram",
        serde_json::json!({ "values": [1, 5, 12, 3, 27, 21], "width": 10 }),
    );
    assert!(!failed, "{text}");
    assert_eq!(text, "0-9: ###\n10-19: #\n20-29: ##");
}

/// Task 8's first version: a timer that appends `` `${ticks}\n` `` to a
/// file; it was refused for the `\n`, and now writes one line a tick.
#[test]
fn a_timer_appends_lines_ended_by_a_backslash_n_between_backticks() {
    let (dir, toolset, answer, failed) = task(include_str!("../../trials/11/tasks/t08/v1.rhai"));
    assert!(!failed, "{answer}");
    let file = dir.path().join("ticks.txt");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while std::fs::read_to_string(&file)
        .unwrap_or_default()
        .lines()
        .count()
        < 5
        && std::time::Instant::now() < deadline
    {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    // Past five ticks, the timer has cleared itself.
    std::thread::sleep(std::time::Duration::from_millis(500));
    assert_eq!(
        std::fs::read_to_string(&file).unwrap_or_default(),
        "1\n2\n3\n4\n5\n"
    );
    drop(toolset);
}
