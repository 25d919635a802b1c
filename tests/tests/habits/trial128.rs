//! Usability trial 128 (`tests/trials/128`): tasks 11 of 12 (the
//! player's `chars()`, refused by the dry run with `to_chars()`), five of
//! six habit programs at their second mount (trial 128's Python took 3,
//! through the `defaultdict` point below), and three of six first answers
//! with nothing misleading. What was rated misleading or unclear, told
//! right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/128/habits-a/plugins/b/v1.rhai"),
        // `by_lantern = defaultdict(list)`: the form in the code's own
        // names (it wrote `groups`, renamed around the code's `groups`
        // Counter into `(groups2[key] ?? 0).push(item)`, a push onto a
        // copy, which the player followed into empty lists).
        &[(
            68,
            "`let by_lantern = #{}; if !(s.lantern in by_lantern) { by_lantern[s.lantern] = []; } by_lantern[s.lantern].push(s);`",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/128/habits-c/plugins/a/v1.rhai"),
        // The docstring on line 10 stops the parser at line 11: the head
        // says the line is another language's, before the parser's words.
        &[(
            11,
            "Syntax error: Rhai cannot read this line, written as another language writes it; the hints below say what to write (the parser's words where it stopped: Expecting ';'",
        )],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/128/habits-c/plugins/b/v1.rhai"),
        &[
            // `any(m < 0 or m > MAX_MARK for m in marks)`: the form's own
            // `or` kept Python's.
            (45, "`marks.some(|m| m < 0 || m > MAX_MARK)`"),
            // `best_score, best = max(by_grade[grade])` of pairs: Python
            // compares them item by item (the form folded them with
            // Rhai's `max` of two numbers).
            (
                70,
                "`let top = by_grade[grade].reduce(|m, v| if v[0] > m[0] || (v[0] == m[0] && v[1] > m[1]) { v } else { m }, by_grade[grade][0]); let best_score = top[0]; let best = top[1];`",
            ),
        ],
    ),
];

#[test]
fn what_trial_128s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "?? 0).push(",
            "|m| m < 0 or m",
            "reduce(|m, v| max(m, v), by_grade[grade][0])",
            "Syntax error: Expecting ';'",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
