//! Usability trial 67 (`tests/trials/67`), on trial 66's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; JavaScript and two
//! Python programs at their second mount, TypeScript and one Python at
//! their third. What cost a mount or was rated misleading, told right
//! here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/67/habits-a/plugins/b/v1.rhai"),
        &[
            // A field named by a word of Rhai's own: a key, read by index.
            (
                17,
                "`call: call_` with `call_` a parameter of `fn new_qso(call_, ...)`",
            ),
            (108, "`qsos.map(|q| q[\"call\"])`"),
            // A Python method in a sort's key, in Rhai's words (the
            // sandbox's `trim_end` of characters, trial 86).
            (
                82,
                "`xs.sort(|a, b| if parse_int(b.trim_end(\"m\")) < parse_int(a.trim_end(\"m\"))",
            ),
            // A set of numbers: the map's keys are strings (what broke v2).
            (
                88,
                "`let seen2 = #{}; for q in valid { seen2[q.zone.to_string()] = true; }",
            ),
        ],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/67/habits-b/plugins/a/v1.rhai"),
        // A `const` closure whose body is on the line after `=>` reads a
        // top-level constant (what cost v2).
        &[(
            28,
            "made a `fn`, it cannot read the top-level `LIMITS` either",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/67/habits-b/plugins/b/v1.rhai"),
        // Tuples as a list's items, each on a line of its own (what cost
        // v2).
        &[(34, "Rhai has no tuples: write the items as an array")],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/67/habits-c/plugins/a/v1.rhai"),
        &[
            // A dict comprehension over pairs whose value is a pair.
            (
                94,
                "{ let q = acc[k][0]; let v = acc[k][1]; m[k] = [q, v]; }",
            ),
            // `len(inv)` and `for p in inv` of a class with `__len__` and
            // `__iter__`.
            (99, "${inv.__len__()}"),
            (101, "`for plant in inv.__iter__() { ... }`"),
            (
                108,
                "`inv.__iter__().filter(|p| truthy(p.low())).map(|p| p.sku)`",
            ),
        ],
    ),
];

#[test]
fn what_trial_67s_habit_players_met_is_told_right() {
    let answers = first_answers(EXPECTED);
    // A `const` closure made a `fn` is no closure to write, and a lambda
    // made a `fn` is passed in by no function.
    assert!(
        !answers[1].1.contains("write the closure `|c| ...`"),
        "{}",
        answers[1].1
    );
    assert!(
        !answers[2].1.contains("pass `points` in as a parameter"),
        "{}",
        answers[2].1
    );
    // The point on a reserved word still shows what does not parse.
    assert!(
        answers[0]
            .1
            .contains("`call` is a reserved word in Rhai, so `.call` does not parse"),
        "{}",
        answers[0].1
    );
}
