//! Usability trial 72 (`tests/trials/72`), on trial 71's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; JavaScript and one
//! Python program at their second mount. What cost a mount or was rated
//! misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/72/habits-a/plugins/b/v1.rhai"),
        // A property kept before a closure reads it, named apart from its
        // method (what cost v2 and v3); the call passes what the `fn` is
        // told to take (trial 129).
        &[(
            41,
            "`let own_percent = this.percent(MAX_MARKS); let found = BANDS.filter(|pair| own_percent >= pair[0])",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/72/habits-b/plugins/b/v1.rhai"),
        // Python's `map(f, xs)` and `filter(f, xs)` (what cost v3).
        &[(
            71,
            "Python's `map(function, items)` takes the function first; Rhai's `map` is the array's method",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/72/habits-c/plugins/a/v1.rhai"),
        // `len(s)` of the objects a class walks.
        &[(122, "`this.__iter__().map(|s| s.__len__())")],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/72/habits-c/plugins/b/v1.rhai"),
        // `not line.strip()`: the sandbox's `trim` changes `line` itself.
        &[(27, "trim a copy, `let t")],
    ),
];

#[test]
fn what_trial_72s_habit_players_met_is_told_right() {
    first_answers(EXPECTED);
    // `if (sub.renewed)` of a field the code sets to a test is a bool, no
    // value to compare with `()`.
    let javascript = &first_answers(&[(
        "a/a/v1",
        include_str!("../../trials/72/habits-a/plugins/a/v1.rhai"),
        // `Number.parseInt("12abc")` is 12 in JavaScript, no NaN (rated
        // misleading in trials 71 and 72).
        &[(
            43,
            "of which JavaScript's `parseInt` reads the leading digits, 12",
        )],
    )])[0]
        .1;
    assert!(
        !javascript.contains("`if sub.renewed != () { ... }`"),
        "{javascript}"
    );
}
