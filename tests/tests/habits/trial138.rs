//! Usability trial 138 (`tests/trials/138`): tasks 12 of 12, five of six
//! habit programs at their second mount (the JavaScript's third its
//! player's own slip), and four of six first answers with nothing
//! misleading. What was rated misleading or unclear, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "b/a/v1",
        include_str!("../../trials/138/habits-b/plugins/a/v1.rhai"),
        // `v is E[keyof E]`: the predicate as written (rated unclear:
        // `E[keyofE]`).
        &[(42, "drop the type predicate `: v is E[keyof E]`")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/138/habits-b/plugins/b/v1.rhai"),
        // `for rnd, ps in group(pours, ...).items()`: the map held in a
        // name of its own, not the function's, which the code calls again
        // (rated misleading: `let group = group(...)`).
        &[
            (
                66,
                "`let group_map = group(pours, attrgetter(\"round\")); for rnd in group_map.keys() { let ps = group_map[rnd]; ... }`",
            ),
            // `f"  {i}. ..."` then, on the next line, the comprehension's
            // `for i, p in enumerate(ranked, start=1)`: counted from 1
            // (rated unclear: `${i}`, from 0 with the loop's index).
            (70, "`  ${i + 1}. ${p.barista"),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/138/habits-c/plugins/b/v1.rhai"),
        // `if not line or line.startswith("#")`: the test of an empty line
        // (rated misleading: `line != ""`, the opposite).
        &[(
            34,
            "as Python tests `not line`: `line == \"\"` for a text, `line == 0` for a number (or `!truthy(line)`, any value)",
        )],
    ),
];

#[test]
fn what_trial_138s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "let group = group(",
            "as Python tests its truth: `line != \"\"`",
            "keyofE",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
