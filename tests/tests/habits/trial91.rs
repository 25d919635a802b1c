//! Usability trial 91 (`tests/trials/91`), on trial 90's fixes: tasks 11
//! of 12 (a typo of the player's, which its dry run caught) with nothing
//! rated unclear or misleading, and all six habit programs at their second
//! mount. What was rated misleading, told right here.

use super::{Expected, advises, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/91/habits-a/plugins/b/v1.rhai"),
        // `not line.strip() or ...`: the test of an empty text.
        &[(
            44,
            "`not line.strip()` tests a text, and `&&` and `||` take bools (Rhai has no truthiness): test it, `line.trim() == \"\"`",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/91/habits-b/plugins/b/v1.rhai"),
        &[
            // `float("inf")`: the infinity's own point alone.
            (
                21,
                "Rhai's comparisons of an infinity are false with every number",
            ),
            // `next(label for ... if ...)`: the generator's point alone.
            (39, "Rhai has no generators or `next`"),
            // A comprehension's `for style, cs in ...` on its own line: one
            // item read by index.
            (
                62,
                "`for item in style_rows(casks) { let style = item[0]; let cs = item[1]; out.push(...); }`",
            ),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/91/habits-c/plugins/a/v1.rhai"),
        // `if r and ...` of a CSV row, an array.
        &[(
            79,
            ".filter(|r| !r.is_empty() && ! r[0].starts_with(\"#\"))",
        )],
    ),
];

#[test]
fn what_trial_91s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    let b = &answers[1].1;
    assert!(!advises(b, 21, "Rhai has no function `float`"), "{b}");
    assert!(!advises(b, 39, "Rhai has no function `next`"), "{b}");
}
