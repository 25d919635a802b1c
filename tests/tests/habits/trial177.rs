//! Usability trial 177 (`tests/trials/177`): tasks 12 of 12 first try
//! with nothing unclear or misleading; four of six habit programs at
//! their second mount (the Python one of player a at its fourth, for a
//! dict keyed by fields and a Counter's missing count, told nothing; the
//! plain Python script's third, for a number as a map's key); five of six
//! first answers with nothing misleading. What was rated misleading or
//! cost a mount, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/177/habits-a/plugins/b/v1.rhai"),
        &[
            // `return {self.home: "D", self.away: "D"}` (told nothing: the
            // second mount was refused, "`this` is reserved").
            (
                26,
                "`{ self.home: ... }` keys Python's dict by the value of `self.home`, and a bare `{` is a block in Rhai, whose map literal takes only names or texts as keys, never a value read: fill a map by those values, `let m = #{}; m[this.home] = ...;`",
            ),
            // `c["W"]` of `for team, c in record.items()`, a Counter in
            // each entry (told nothing: the third mount's blank columns),
            // and the rows filled under the code's own name (rated
            // unclear: `rows2`).
            (
                67,
                "write the loop that fills `rows`, `let rows = []; for team in record.keys() { let c = record[team]; rows.push(...); }`",
            ),
            (
                67,
                "(`c` is a Counter, a map in Rhai: a count never made reads `()` where Python's reads 0, so read each as `(c[k] ?? 0)`)",
            ),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/177/habits-c/plugins/b/v1.rhai"),
        &[
            // `per_car[r["car"]]` of `{"car": int(...)}` (rated misleading:
            // a number as the key; the third mount).
            (
                61,
                "`let per_car = #{}; if !(r[\"car\"].to_string() in per_car) { per_car[r[\"car\"].to_string()] = ",
            ),
            // `r["car"] == num` in `for num in sorted(per_car):` (rated
            // misleading: a number against a key's text, false each time).
            (77, "`rides.filter(|r| r[\"car\"].to_string() == num && "),
        ],
    ),
];

#[test]
fn what_trial_177s_habit_players_rated_misleading_is_told_right() {
    for (name, text) in &first_answers(EXPECTED) {
        for wrong in ["truthy(winner_home)", "let rows2 = []"] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
