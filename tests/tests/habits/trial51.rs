//! The plugins of usability trial 51 (`tests/trials/51`), on trial 50's
//! fixes: tasks 12 of 12 with nothing misleading, and a JavaScript and a
//! Python program each working at their second mount (TypeScript 3;
//! Python 4, 2 and 3). What its players still rated misleading, or found
//! untold: a ternary `(c ? [x] : [])` (whose `? [` was read as Rhai's
//! `?[`), a function of the code's own named like one Rhai lacks (`const
//! sum = <T>(...) =>`), a lambda at the top that reads a top-level name,
//! `zip(*rows)`, a form that put a name into a template's words (`kg` of
//! `{kg:6.1f} kg`), `groupby`'s sorted keys, `*rest` in a call's
//! arguments, a comparer's `a[1].length ||` told as a truth test, a
//! slice unpacked (`a, b = fields[:2]`) into a name the code has, a name
//! set before a `try` told to be declared, and forms with `splitlines`
//! or `isinstance` left in them with no word.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "b/ts/v1",
        include_str!("../../trials/51/habits-b/plugins/ts/v1.rhai"),
        &[(85, "Rhai has no `c ? a : b`")],
    ),
    (
        "b/py/v1",
        include_str!("../../trials/51/habits-b/plugins/py/v1.rhai"),
        &[
            (
                11,
                "cannot read `DAYS`: pass it in, `fn day_index(f, DAYS)`",
            ),
            (25, "where the groups' order matters"),
            (45, "cols.push(per_day.map(|r| r[i]))"),
            (65, "kg (cum ${pair[2]"),
        ],
    ),
    (
        "a/py/v1.py",
        include_str!("../../trials/51/habits-a/plugins/py/v1.py"),
        &[(57, "Rhai has no `*` to spread arguments")],
    ),
    (
        "a/js/v1.js",
        include_str!("../../trials/51/habits-a/plugins/js/v1.js"),
        &[(57, "in a `sort` comparer, break a tie with `if` instead")],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/51/habits-c/plugins/a/v1"),
        &[
            (
                59,
                "`let values = fields.slice(0, 5); let job_id = values[0];",
            ),
            (88, "this holds once `splitlines` is replaced"),
            // (`isinstance` is written as the class's name, trial 83.)
            (
                113,
                "`this.jobs.filter(|j| j.class_name == \"RushJob\").len()`",
            ),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/51/habits-c/plugins/b/v1"),
        &[(49, "Rhai has no default values (`prices`, `fee`)")],
    ),
];

#[test]
fn what_trial_51s_habit_players_found_is_told_right() {
    let answers = first_answers(EXPECTED);
    let (ts, js, class) = (&answers[0].1, &answers[3].1, &answers[4].1);
    // The code's own `sum` is no function Rhai lacks.
    assert!(!ts.contains("Rhai has no function `sum`"), "{ts}");
    // `b[1].length - a[1].length || ...` is a comparer's tie-break.
    assert!(!js.contains("test the length, `xs.len() > 0`"), "{js}");
    // `hours` is set by the unpacking before the `try`.
    assert!(
        !class.contains("`hours` is first set inside `try`"),
        "{class}"
    );
}
