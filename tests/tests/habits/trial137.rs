//! Usability trial 137 (`tests/trials/137`): tasks 12 of 12, five of six
//! habit programs at their second mount (the JavaScript's third through
//! `toExponential`, which its answer did not name), and two of six first
//! answers with nothing misleading. What was rated misleading, told
//! right here.

use super::{Expected, first_answers};

/// A method that calls another of its class told to take a top-level
/// name: it takes the name too, and its forms pass it on (trial 137's
/// `revenue` and `by_customer` were told nothing).
const PASSED_ON: &str = "RATE = {\"a\": 1.5}\n\nclass Book:\n    def __init__(self):\n        self.items = []\n\n    def value(self, k):\n        return RATE[k]\n\n    def total(self):\n        return sum(self.value(k) for k in self.items)\n";

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/137/habits-a/plugins/b/v1.rhai"),
        // `max(venue_fees.items(), key=lambda kv: (kv[1], kv[0]))`: no
        // fold comparing arrays with `>` (Rhai refuses it), the `max`
        // point's loop instead.
        &[(82, "Rhai's `max(a, b)` and `min(a, b)` compare two numbers")],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/137/habits-c/plugins/a/v1.rhai"),
        // Across classes: `OrderBook.parse` calls `ReedOrder.from_csv`,
        // `revenue` and `by_customer` read `o.value`, a property; each
        // takes what the method it reaches is told to take (rated
        // misleading: told to take nothing).
        &[
            (
                70,
                "pass it in, `fn parse(lines, GRADE_SURCHARGE, VALID_STATUSES)`",
            ),
            (88, "pass it in, `fn revenue(GRADE_SURCHARGE)`"),
            (91, "pass it in, `fn by_customer(GRADE_SURCHARGE)`"),
        ],
    ),
    (
        "passed on",
        PASSED_ON,
        &[
            (10, "so it cannot read `RATE`: pass it in, `fn total(RATE)`"),
            (11, "me.value(k, RATE)"),
        ],
    ),
];

#[test]
fn what_trial_137s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in ["> ([m[1], m[0]])", "venue_fees.items().reduce("] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
