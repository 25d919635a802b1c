//! Usability trial 167 (`tests/trials/167`): tasks 11 of 12 first try
//! (the miss the player's `let new`, told at its dry run) with nothing
//! unclear or misleading; all six habit programs at their second mount;
//! three of six first answers with nothing misleading. What was rated
//! misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "c/a/v1",
        include_str!("../../trials/167/habits-c/plugins/a/v1.rhai"),
        &[
            // `"  ".join(f"{self.average(c):4.1f}" for c in CATEGORIES)`
            // in a method (rated misleading twice: `this` read in a
            // closure, which the check refuses).
            (
                70,
                "`` let me = this; CATEGORIES.map(|c| `${me.average(c).to_fixed(1).pad_start(4, \" \")}`).join(\"  \") ``",
            ),
            (
                70,
                "inside the closure of the line's other point, read `me` for `this`",
            ),
            // `list(self)` of a class with `__iter__` (rated misleading:
            // a map's keys, its fields).
            (
                102,
                "here `list(self)` is what the class's `__iter__` gives, `this.__iter__(WEIGHTS, CATEGORIES)`",
            ),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/167/habits-c/plugins/b/v1.rhai"),
        // `avg_s, low_s = ...` in an `if` and `avg_s = low_s = "-"` in its
        // `else`, both read after (rated misleading twice: each declared
        // with `let` inside its branch, gone at the branch's end).
        &[
            (
                71,
                "assign each name its value (declared before the block, as the point on it says), `avg_s = ",
            ),
            (74, "`avg_s = \"-\"; low_s = \"-\";`"),
        ],
    ),
];

#[test]
fn what_trial_167s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in ["CATEGORIES.map(|c| `${this.", "let avg_s = \"-\""] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
    // Tuples that are none: a loop's target, `for place, (cart, times) in
    // ...`, and a `lambda` in brackets called where it stands (each rated
    // misleading: told to write an array).
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    for (code, line) in [
        (
            include_str!("../../trials/167/habits-a/plugins/b/v1.rhai"),
            72,
        ),
        (
            include_str!("../../trials/167/habits-b/plugins/b/v1.rhai"),
            11,
        ),
    ] {
        let (text, _) = super::answer(&toolset, code);
        let told = format!("(line {line}, ");
        assert!(
            !text
                .lines()
                .any(|l| l.starts_with("- Rhai has no tuples") && l.contains(&told)),
            "{text}"
        );
    }
}
