//! Usability trial 174 (`tests/trials/174`): tasks 12 of 12 first try
//! with nothing unclear or misleading; five of six habit programs at
//! their second mount (the plain Python script's third, for a bool summed
//! from a dict's entry, told only by the runtime); four of six first
//! answers with nothing misleading. What was rated misleading or cost a
//! mount, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/174/habits-a/plugins/a/v1.rhai"),
        // `[...shooters]` in `report({ shooters, problems })`, an array,
        // where `load` has a Map of that name (rated misleading: told the
        // Map's keys).
        &[(
            71,
            "Rhai has no spread: `[...shooters]` is a copy of an array",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/174/habits-c/plugins/a/v1.rhai"),
        // `Path(__file__).resolve().parent.parent / "root" / "x.csv"`
        // (rated misleading: told to keep the text `Path` wraps).
        &[(
            19,
            "a path built from `__file__` names the file by its place beside the script, where a plugin names it by its path inside the fs service's root, as text: drop the whole expression and write that path, `\"hillclimb.csv\"`",
        )],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/174/habits-c/plugins/b/v1.rhai"),
        // `g["passed"] += c["passed"]` of `"passed": passed`, a
        // comparison (told nothing; the third mount).
        &[
            (
                64,
                "write `g[\"passed\"] += if c[\"passed\"] { 1 } else { 0 };`",
            ),
            (
                67,
                "write `d[\"passed\"] += if c[\"passed\"] { 1 } else { 0 };`",
            ),
        ],
    ),
];

#[test]
fn what_trial_174s_habit_players_rated_misleading_is_told_right() {
    for (name, text) in &first_answers(EXPECTED) {
        assert!(
            !text.contains("`[...shooters]` of the Map `shooters`"),
            "{name} reads an array as the Map:\n{text}"
        );
    }
}
