//! The plugins of usability trial 17 (`tests/trials/17/habits`): what its
//! first answers left out or wrote wrong (`||=`, truthiness in `filter`,
//! the object shorthand, a set comprehension with two `for`s, a regex with
//! a quote in it).

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "1/v1.js",
        include_str!("../../trials/17/habits/1/v1.js"),
        &[
            (11, "write `.filter(|l| l.trim() != \"\")`"),
            (16, "write the closure `|t| ...`"),
            (16, "write `.filter(|t| t != \"\")`"),
            (
                17,
                "Rhai has no `||=`: write the test out, `if idx[t] == () { idx[t] = []; }`, then `idx[t].push(name);`",
            ),
        ],
    ),
    (
        "2/v1.py",
        include_str!("../../trials/17/habits/2/v1.py"),
        &[
            (1, "line.split_csv()"),
            (
                11,
                "`let seen = #{}; for row in rows { for t in row[2].split(\",\") { if t.trim() != \"\" { seen[t.trim()] = true; } } } let tags = seen.keys();`",
            ),
            (13, "Distinct tags: ${tags.len()}"),
        ],
    ),
    (
        "3/v1.ts",
        include_str!("../../trials/17/habits/3/v1.ts"),
        &[
            (9, "write the closure `|t| ...`"),
            (9, "write `.len()` instead of `.length`"),
            (
                10,
                "`{ id, name, tags }` is JavaScript's shorthand: Rhai writes each key with its value, `#{ id: id, name: name, tags: tags }`",
            ),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_17_found_missing() {
    let answers = first_answers(EXPECTED);
    // The `const` that is never changed is not said to be.
    assert!(
        !answers[0].1.contains("`tags` is declared with `const`"),
        "{}",
        answers[0].1
    );
    // One set comprehension, one answer.
    assert_eq!(
        answers[1].1.matches("set comprehensions").count(),
        1,
        "{}",
        answers[1].1
    );
}

/// What the object shorthand and a filter by truthiness are told when
/// they reach a mount as Rhai (`#{ id, name }`, `filter(|l| l.trim())`).
#[test]
fn the_rhai_a_model_wrote_from_javascript_is_told_before_it_runs() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error) = super::answer(&toolset, include_str!("../../trials/17/habits/3/v2.rhai"));
    assert!(error, "{text}");
    assert!(
        text.contains("`#{ id: id, name: name, tags: tags }`"),
        "{text}"
    );
    let (text, error) = super::answer(&toolset, include_str!("../../trials/17/habits/1/v2.rhai"));
    assert!(error, "{text}");
    assert!(
        text.contains("hint: Rhai has no `||=`: write the test out, `if idx[t] == () { idx[t] = []; }`, then `idx[t].push(name);`"),
        "{text}"
    );
    let (text, error) = super::answer(&toolset, include_str!("../../trials/17/habits/1/v3.rhai"));
    assert!(error, "{text}");
    assert!(text.contains("`|l| l.trim() != \"\"`"), "{text}");
}
