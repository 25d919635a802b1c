//! Usability trial 178 (`tests/trials/178`): tasks 11 of 12 first try
//! (the miss the player's `split_whitespace` and `"  " * i`, refused at
//! its dry run with the forms that work) with nothing unclear or
//! misleading; all six habit programs at their second mount; five of six
//! first answers with nothing misleading. What was rated misleading, or
//! left to the player's judgement, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "c/b/v1",
        include_str!("../../trials/178/habits-c/plugins/b/v1.rhai"),
        // `Counter(f["when"].hour for f in faults)` beside the point on
        // dates, which counts minutes (rated misleading: `.hour` of a
        // number).
        &[(
            77,
            "`f[\"when\"].hour` reads a Python datetime's field: where the point on dates makes `f[\"when\"]` a count of minutes, its hour is `(f[\"when\"] % 1440) / 60`",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/178/habits-b/plugins/b/v1.rhai"),
        &[
            // `w=row.w + (o == "W")` (told nothing: the player's own
            // judgement, checked by a probe).
            (
                49,
                "Rhai adds no bool to a number (Python and JavaScript count `True` as 1): write `+ if o == \"W\" { 1 } else { 0 }`",
            ),
            // `chain.from_iterable(...)` (told nothing).
            (
                60,
                "Rhai has no `chain.from_iterable`: the lists it walks are joined into one array, `lists.reduce(|all, x| all + x, [])`",
            ),
        ],
    ),
];

#[test]
fn what_trial_178s_habit_players_rated_misleading_or_missed_is_told_right() {
    let answers = first_answers(EXPECTED);
    assert_eq!(answers.len(), 2);
}
