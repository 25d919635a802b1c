//! Usability trial 159 (`tests/trials/159`): tasks 12 of 12 with nothing
//! unclear or misleading; four of six habit programs at their second
//! mount (a JavaScript one's third for a function the answer named that
//! the sandbox lacks, a functional Python one's for a `join` over lines
//! told nothing); two of six first answers with anything misleading.
//! What was rated misleading or cost a mount, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/159/habits-a/plugins/a/v1.rhai"),
        &[
            // `const { kind } = list[0]` (rated misleading: `list.kind`).
            (
                78,
                "Rhai has no destructuring: write `let kind = list[0].kind;`",
            ),
            // `/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(when)`: told only to
            // match plain text, and the player guessed `is_digit`, which
            // the sandbox lacks (a third mount).
            (
                29,
                "`when.len() == 16 && when.sub_string(0, 4).is_numeric() && when[4] == '-'",
            ),
            (29, "when[10] == 'T' && when.sub_string(11, 2).is_numeric()"),
        ],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/159/habits-a/plugins/b/v1.rhai"),
        &[
            // `defaultdict(list)` keyed by `(s.team, s.player)` (rated
            // misleading: tested by the joined text, set by an array).
            (
                67,
                "if !((s.team + \"|\" + s.player) in by_player) { by_player[s.team + \"|\" + s.player] = []; } by_player[s.team + \"|\" + s.player].push(s);",
            ),
            // `len(by_player[team, player])` in an f-string (rated
            // misleading: `by_player[team, player]` does not parse).
            (74, "${by_player[team + \"|\" + player].len()"),
            // `{h: sum(1 for s in scores for x in s.hands if x == h) for
            // h in (MAX_PINS,)}` (rated misleading: a garbled value and a
            // number as a key).
            (
                88,
                "`let spread = #{}; for h in (MAX_PINS,) { spread[h.to_string()] = ...; }`",
            ),
            (
                88,
                "`...` is the value, as the point on the comprehension inside it writes it",
            ),
            // `spread[MAX_PINS]` read in an f-string (rated misleading).
            (90, "${spread[MAX_PINS.to_string()]}"),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/159/habits-b/plugins/b/v1.rhai"),
        // `return "\n".join(` with its array on the lines after: told
        // nothing, and refused at the second mount.
        &[(
            88,
            "`join` is called on the array, with the separator as its argument: write `(...).join(\"\\n\")`",
        )],
    ),
];

#[test]
fn what_trial_159s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "`let kind = list.kind;`",
            "by_player[[s.team, s.player]]",
            "by_player[team, player].len()",
            "s.hands.map(|x| scores)",
            "${spread[MAX_PINS]}",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
