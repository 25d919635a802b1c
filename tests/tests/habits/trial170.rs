//! Usability trial 170 (`tests/trials/170`): tasks 12 of 12 first try
//! with nothing unclear or misleading; five of six habit programs at
//! their second mount (the TypeScript one at its third, a `find` whose
//! `()` stood for two things); three of six first answers with nothing
//! misleading. What was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/170/habits-a/plugins/a/v1.rhai"),
        // `!line.trim() || ...` (rated misleading: the form trimmed the
        // line the code reads after).
        &[(
            47,
            "`line.to_string().trim() == \"\"` for `!line.trim()` (the sandbox's `trim` changes the text it is called on; `to_string()` trims a copy, so `line` stays as it was)",
        )],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/170/habits-b/plugins/a/v1.rhai"),
        // `const bad = scores.find(...); if (bad !== undefined)` beside
        // `Number.isNaN` (rated misleading: a `()` found read as none).
        &[(
            41,
            "take its index instead, `let at = scores.index_of(|s| ...); if at >= 0 { let bad = scores[at]; ... }`",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/170/habits-b/plugins/b/v1.rhai"),
        &[
            // `CUT_IN, RATED = 3.5, 12.0`, read in a `def` (rated
            // misleading: told only their `let`).
            (
                12,
                "`CUT_IN` and `RATED` are read in a `fn`: give each `fn` that reads them its own `const CUT_IN = 3.5; const RATED = 12.0;`",
            ),
            // Number keys (four rated misleading, each refused at run
            // time): a groupby's key of a whole-number field, a record's
            // field, numbers written out.
            (53, "`let m = #{}; m[h.to_string()] = ...;`"),
            (
                55,
                "`let m = #{}; for r in g { m[r.height.to_string()] = r; }`",
            ),
            (
                67,
                "keys.filter(|t| \"10\" in by_stamp[t] && \"80\" in by_stamp[t]).map(|t| [t, by_stamp[t][\"10\"], by_stamp[t][\"80\"]])",
            ),
            (
                73,
                "`(by_height[\"80\"] ?? []).filter(|r| r.speed >= RATED)",
            ),
        ],
    ),
];

#[test]
fn what_trial_170s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "`line.trim() != \"\"` for `line.trim()`",
            "by_stamp[t][10]",
            "by_height[80]",
            "m[r.height] = r",
            "m[h] = ...",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
