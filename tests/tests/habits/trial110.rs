//! Usability trial 110 (`tests/trials/110`), on trial 109's fixes: tasks
//! 12 of 12 with every message rated helpful; JavaScript, TypeScript and
//! all four Python programs at their second mount. What was rated
//! misleading, or found untold, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "b/b/v1",
        include_str!("../../trials/110/habits-b/plugins/b/v1.rhai"),
        &[
            // `for i, (name, (v, ok)) in enumerate(ranking, start=1)`:
            // each part by its own index.
            (84, "let v2 = item[1][0]; let ok = item[1][1];"),
            // `"%d:%02d" % divmod(secs, 60)`: the quotient and the
            // remainder, the second padded with zeros.
            (
                53,
                "`` `${secs / 60}:${(secs % 60).to_string().pad_start(2, \"0\")}` ``",
            ),
        ],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/110/habits-a/plugins/b/v1.rhai"),
        // `{fields[2:]!r}` of a list: Python's repr of it, in the form.
        &[(
            31,
            "`` `line ${line_no}: not a number in ${\"[\" + fields.extract(2).map(|x| \"'\" + x + \"'\").join(\", \") + \"]\"}` ``",
        )],
    ),
];

#[test]
fn what_trial_110s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    let functional = &answers[0].1;
    assert!(!functional.contains("let (v2, ok)"), "{functional}");
}
