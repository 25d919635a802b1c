//! Usability trial 87 (`tests/trials/87`), on trial 86's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; two Python programs at
//! their second mount. What cost a mount or was rated misleading, told
//! right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/87/habits-a/plugins/b/v1.rhai"),
        &[
            // `-(-self.minutes // 30)`: Python's rounding up, of the whole
            // path (a property, so a call).
            (
                37,
                "write `(this.minutes().to_float() / 30.0).ceiling().to_int()`",
            ),
            // A property read beside a parameter of its name
            // (`def fmt_hm(minutes: int)`), which is no field.
            (88, "`group.map(|h| h.minutes()).reduce("),
            (95, "${fmt_hm(longest.minutes())}"),
            // A word Rhai reserves, declared as its own point names it.
            (90, "`let use_ = ...;`"),
        ],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/87/habits-b/plugins/a/v1.rhai"),
        // `takings / (mins / 60)`: the `/` of two ints is the inner one
        // (v2's wrong line).
        &[(76, "if both sides may be ints")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/87/habits-b/plugins/b/v1.rhai"),
        &[
            // `{v: k for k, v in DAY_ORDER.items()}`: number keys as text.
            (45, "day_names[v.to_string()] = k;"),
            // `starmap(lambda d, n, fill: ..., rows)`: one row to `map`'s
            // closure (v2's "Function not found: closure (array, int)").
            (
                59,
                "`` rows.map(|row| { let d2 = row[0]; let n = row[1]; let fill = row[2];",
            ),
            (69, "`content_lines(text).map(|row| parse(row[0], row[1]))`"),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/87/habits-c/plugins/a/v1.rhai"),
        // `date(year, mon, 1)` used to reject a bad month.
        &[(
            16,
            "where Python's `date(...)` raises for a month or day out of range",
        )],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/87/habits-c/plugins/b/v1.rhai"),
        // `sorted(per_hour)` of number keys, text in Rhai.
        &[(84, "for keys that stand for numbers")],
    ),
];

#[test]
fn what_trial_87s_habit_players_met_is_told_right() {
    let answers = first_answers(EXPECTED);
    // The inner `/` is the one pointed at, not `takings / (...)`.
    let b = &answers[1].1;
    assert!(
        b.lines()
            .any(|l| l.starts_with("- if both sides may be ints")
                && l.contains("(line 76, column 38)")),
        "{b}"
    );
    // No closure of three for `starmap`'s lambda.
    let b = &answers[2].1;
    assert!(
        !super::advises(b, 59, "write the closure `|d, n, fill| ...`"),
        "{b}"
    );
}
