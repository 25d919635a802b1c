//! Usability trial 163 (`tests/trials/163`): tasks 12 of 12 first try
//! with nothing unclear or misleading; four of six habit programs at
//! their second mount (the other two's thirds a data race of the
//! player's own and a path the player gave its tool); four of six first
//! answers with nothing misleading. What was rated misleading, told right
//! here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "b/b/v1",
        include_str!("../../trials/163/habits-b/plugins/b/v1.rhai"),
        // `{heat: next(group) for heat, group in by_heat}` of a
        // `groupby` (rated misleading: a loop over the keys that read
        // each key's characters as the pair).
        &[(
            39,
            "`let m = #{}; for heat in by_heat.keys() { let group = by_heat[heat]; m[heat] = next(group); }`",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/163/habits-c/plugins/a/v1.rhai"),
        &[
            // `self.path = path` of a `path: Path`, shown as
            // `{self.path.name}` (rated misleading: `${this.path.name}`).
            (
                115,
                "`` `LEGO completeness audit: ${this.path.split(\"/\")[-1]}` ``",
            ),
            // `Path(args.path)` and its import (told nothing of `Path`).
            (133, "Rhai has no `Path`: a path is its text in a plugin"),
            (
                16,
                "Rhai has no `pathlib` module: drop this line; a path is its text",
            ),
        ],
    ),
];

#[test]
fn what_trial_163s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in ["let heat2 = item[0]", "${this.path.name}"] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
