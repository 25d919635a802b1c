//! Usability trial 64 (`tests/trials/64`), on trial 63's fixes: tasks 12
//! of 12 with every message rated helpful; TypeScript and two Python
//! programs at their second mount. What cost the others a mount, and
//! what the players rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/js/v1",
        include_str!("../../trials/64/habits-a/plugins/js/v1.rhai"),
        &[
            // A getter named as a key of another object: read over its
            // class's collection, `birds.filter((b) => ...)`, a call.
            (47, ".filter(|b| truthy(b.returned()))"),
            // A callback's third parameter, the array.
            (78, "write the closure `|b, i| ...`"),
            (
                78,
                "for `arr`, the array itself, keep a copy before the chain, `let arr = returned;`",
            ),
        ],
    ),
    (
        "a/py/v1",
        include_str!("../../trials/64/habits-a/plugins/py/v1.rhai"),
        // A sum of a yes-or-no field counts the trues.
        &[(94, "`stays.filter(|s| s[\"half_board\"]).len()`")],
    ),
    (
        "b/ts/v1",
        include_str!("../../trials/64/habits-b/plugins/ts/v1"),
        // `Object.entries(m).forEach(...)`: a loop over the keys.
        &[(
            98,
            "`for cat in byCategory.keys() { let units = byCategory[cat].units;",
        )],
    ),
    (
        "b/py/v1",
        include_str!("../../trials/64/habits-b/plugins/py/v1"),
        // Python's older conditional, `a and b or c`, picks a value.
        &[
            (
                85,
                "write `if truthy(by_person) { sorted(by_person, key=lambda s: -s[\"hours\"]) } else { [()] }`",
            ),
            (85, "`let parts = if truthy(by_person) {"),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/64/habits-c/plugins/a/v1"),
        // A program that prints its report: the tool returns its text.
        &[(
            109,
            "what `print` or `console.log` writes goes to the server's log, not to the tool's result",
        )],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/64/habits-c/plugins/b/v1"),
        // `center(WIDTH)` fills with spaces.
        &[(
            68,
            "`let gap = WIDTH - s.len(); let left = gap / 2 + (gap & WIDTH & 1); let centered = \"\".pad(left, \" \")",
        )],
    ),
];

#[test]
fn what_trial_64s_habit_players_found_is_told_right() {
    first_answers(EXPECTED);
}
