//! The plugins of usability trial 9 (`tests/trials/9/habits`): what the
//! first answers left out or said wrong, each now in the first answer with
//! the Rhai that runs.

use serde_json::json;

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "1/v1.py",
        include_str!("../../trials/9/habits/1/v1.py"),
        &[(
            9,
            "two `for`s are two loops: write `let out = []; for t in todos { for tag in t[\"tags\"] ?? [] { out.push(tag); } }`",
        )],
    ),
    (
        "2/v1.js",
        include_str!("../../trials/9/habits/2/v1.js"),
        &[
            (14, "let first = xs[0]; let rows = xs.extract(1);"),
            (16, "an `if` body needs braces in Rhai"),
            (
                17,
                "Rhai has no spread or `Set`: keep the first of each item in order",
            ),
        ],
    ),
    (
        "3/v1.py",
        include_str!("../../trials/9/habits/3/v1.py"),
        &[
            (5, "Rhai has no `defaultdict`"),
            (7, "write `arr.push(item)` to add one item"),
            (9, "for a map's keys, `let keys = m.keys(); keys.sort();`"),
            (12, "temps.reduce(|m, v| min(m, v), temps[0])"),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_9_found_missing() {
    first_answers(EXPECTED);
}

/// `const lines = ...; lines.extract(1)` failed on the constant when it
/// ran (Rhai's `extract` takes its array in place), and was refused at
/// mount; since trial 68 `extract` reads a constant as it reads a
/// variable, so the plugin mounts and answers (its `index_of` of a text
/// too, trial 66).
#[test]
fn extract_of_a_constant_reads_it() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("crops.csv"),
        "crop, bed\nbeans, A\npeas, B\nbeans, C\n",
    )
    .unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (answer, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        json!({ "code": include_str!("../../trials/9/habits/2/v3.rhai") }),
    );
    assert!(!error, "{answer}");
    let (answer, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "csv_column",
        json!({ "path": "crops.csv", "column": "crop" }),
    );
    assert!(!error, "{answer}");
    assert_eq!(answer, r#"["beans","peas"]"#);
}

/// Trial 10, attempt 3: a set comprehension (`{e.strip() for e in xs}`)
/// made the habit scan subtract past zero and the mount answer a panic's
/// message; it is taught as a map of keys, with the rest of the answer.
#[test]
fn a_set_comprehension_is_taught_not_a_panic() {
    let answers = first_answers(&[(
        "10/3/v1.py",
        include_str!("../../trials/10/habits/3/v1.py"),
        &[(
            9,
            "Rhai has no set comprehensions: a set is a map of keys, `let seen = #{}; for e in args[\"emails\"] { seen[e.trim().to_lower()] = true; } let cleaned = seen.keys();`",
        )],
    )]);
    assert!(!answers[0].1.contains("panicked"), "{}", answers[0].1);
}
