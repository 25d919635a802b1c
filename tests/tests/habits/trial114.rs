//! Usability trial 114 (`tests/trials/114`), on trial 113's fixes: tasks
//! 12 of 12 with every message rated helpful; JavaScript, TypeScript and
//! three Python programs at their second mount (the fourth at its third
//! by its player's own `try` used as a value). What was rated
//! misleading, told right here.

use super::{Expected, advises, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/114/habits-a/plugins/a/v1.rhai"),
        &[
            // `sort(([, a], [, b]) => b - a || 0)`: `|| 0` adds nothing.
            (78, "drop `|| 0` and return the difference as it is"),
            // `const ranked = [...gardeners.entries()].sort(...)`, then
            // `ranked.forEach(([name, mins], i) => ...)`: keys.
            (79, "`|name, i| { let mins = gardeners[name]; ... }`"),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/114/habits-b/plugins/b/v1.rhai"),
        &[
            // `set(map(lambda r: (r.batch, r.day), anomalies))` and its
            // `(r.batch, r.day) not in anomaly_keys`: the parts joined.
            (
                70,
                "`let anomaly_keys = #{}; for r in anomalies { anomaly_keys[r.batch + \"|\" + r.day] = true; }`",
            ),
            (
                71,
                "`good.filter(|r| !((r.batch + \"|\" + r.day) in anomaly_keys))`",
            ),
        ],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/114/habits-a/plugins/b/v1.rhai"),
        &[(87, "`most_common` is still Python's there")],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/114/habits-c/plugins/b/v1.rhai"),
        &[(23, "Rhai has no `sys.stderr`")],
    ),
];

#[test]
fn what_trial_114s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    let javascript = &answers[0].1;
    assert!(
        !advises(javascript, 78, "write `b - a ?? 0`"),
        "{javascript}"
    );
    // `most_common()` with no count keeps every pair.
    let python = &answers[2].1;
    assert!(!advises(python, 87, "top.truncate("), "{python}");
    // `print(..., file=sys.stderr)` is an error to throw, not a line of
    // the tool's text.
    let script = &answers[3].1;
    assert!(!advises(script, 23, "what `print`"), "{script}");
}
