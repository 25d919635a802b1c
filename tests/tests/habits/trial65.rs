//! Usability trial 65 (`tests/trials/65`), on trial 64's fixes: tasks 12
//! of 12 with every message rated helpful, and all six habit programs
//! (JavaScript, TypeScript, four Python) at their second mount. What the
//! habit players rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/js/v1",
        include_str!("../../trials/65/habits-a/plugins/js/v1.rhai"),
        // The rest of a destructured map: a copy with the keys read removed.
        &[(
            64,
            "`let name = parsed.name; let breed = parsed.breed; let score = parsed; score.remove(\"name\"); score.remove(\"breed\");`",
        )],
    ),
    (
        "a/py/v1",
        include_str!("../../trials/65/habits-a/plugins/py/v1.rhai"),
        &[
            // A conditional in brackets, not the comprehension's filter.
            (
                32,
                "`(if truthy(rest) { rest[0] } else { \"\" }).split(\";\")",
            ),
            // A dict's `get` with a default.
            (72, "KINDS.map(|k| (s[\"kinds\"][k] ?? 0).to_string())"),
            // An empty dict in a form.
            (96, "else { [(), #{}] }"),
        ],
    ),
];

#[test]
fn what_trial_65s_habit_players_found_is_told_right() {
    let answers = first_answers(EXPECTED);
    // A loop over a method's result keeps the call.
    first_answers(&[(
        "c/a/v1",
        include_str!("../../trials/65/habits-c/plugins/a/v1"),
        &[(113, "`for row in survey.pitches() { let name = row[0];")],
    )]);
    // `hours` and `cost` were set by a starred unpacking before the `try`.
    assert!(
        !answers[1].1.contains("`hours` is first set inside `try`"),
        "{}",
        answers[1].1
    );
    // A sum of numbers is no count of trues.
    for (name, code) in [
        (
            "b/py/v1",
            include_str!("../../trials/65/habits-b/plugins/py/v1"),
        ),
        (
            "c/b/v1",
            include_str!("../../trials/65/habits-c/plugins/b/v1"),
        ),
    ] {
        let (_, text) = &first_answers(&[(name, code, &[])])[0];
        assert!(!text.contains("filter(|f| f[\"pay\"]).len()"), "{text}");
        assert!(!text.contains("filter(|r| r[\"kg\"]).len()"), "{text}");
    }
}
