//! Usability trial 134 (`tests/trials/134`): tasks 12 of 12, all six
//! habit programs at their second mount, and three of six first answers
//! with nothing misleading. What was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "c/b/v1",
        include_str!("../../trials/134/habits-c/plugins/b/v1.rhai"),
        // `{c['when']:%H:%M}` where the point on dates counts `when` in
        // minutes (rated misleading: only `c["when"].sub_string(11, 2)`,
        // which fails on a number).
        &[(
            82,
            "where the point on dates makes it a count of minutes, its `%H:%M` is `((m % 1440) / 60).to_string().pad_start(2, \"0\") + \":\" + (m % 60).to_string().pad_start(2, \"0\")` of `let m = c[\"when\"];`",
        )],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/134/habits-a/plugins/b/v1.rhai"),
        // `{k: ... for k in kinds}` of a Counter, then `sorted(avg_books
        // .items())`: the keys sorted, as `sorted` gives them (it was told
        // the order set, `kinds`, a map).
        &[(
            80,
            "`` let keys = avg_books.keys(); keys.map(|k| `${k} ${avg_books[k].to_fixed(1)}`) `` (an `if` becomes `.filter(|x| ...)`; `keys()` gives them sorted as text, as `sorted` does text keys",
        )],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/134/habits-b/plugins/a/v1.rhai"),
        // `b.escapes / b.sessions - ... || a.room.localeCompare(b.room)`:
        // JavaScript's division, a fraction of ints too.
        &[(
            90,
            "`|a, b| { let d = b.escapes / b.sessions.to_float() - a.escapes / a.sessions.to_float(); if d != 0 { d }",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/134/habits-c/plugins/a/v1.rhai"),
        // `damage_charge` reads `REPLACEMENT_FACTOR = 4`, and another
        // method's comprehension calls it: a `const` inside, every call
        // as written (it was passed in, which `damages()` cannot do).
        &[
            (
                64,
                "make it a `const` inside the `fn`, `const REPLACEMENT_FACTOR = 4;`",
            ),
            (
                86,
                "`this.lines.map(|l| l.damage_charge()).reduce(|total, v| total + v, 0)`",
            ),
        ],
    ),
];

#[test]
fn what_trial_134s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "let keys = kinds; keys.map(",
            "b.escapes / b.sessions - a.escapes / a.sessions; if d",
            "l.damage_charge(REPLACEMENT_FACTOR)",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
