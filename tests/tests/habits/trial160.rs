//! Usability trial 160 (`tests/trials/160`): tasks 10 of 12 first try
//! (a variable named `shared` and a data race, each the player's, each
//! told at its dry run) with nothing unclear or misleading; five of six
//! habit programs at their second mount; three of six first answers with
//! nothing misleading. What was rated misleading, told right here, with
//! trial 159's unclear items and gaps.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/160/habits-a/plugins/b/v1.rhai"),
        // `{hour_of(s) for s in sales}` of a function that gives an `int`
        // (rated misleading: `seen[hour_of(s)]`, which failed at its
        // call and cost a third mount).
        &[(
            77,
            "`let seen = #{}; for s in sales { seen[hour_of(s).to_string()] = true; }",
        )],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/160/habits-b/plugins/a/v1.rhai"),
        // `.sort(([a, x], [b, y]) => y.length - x.length || ...)` of a
        // Map's entries (rated misleading: `byClub[b] - byClub[a]`,
        // arrays subtracted).
        &[(
            95,
            "`|a, b| { let d = byClub[b].len() - byClub[a].len(); if d != 0 { d } else if a < b { -1 } else if a > b { 1 } else { 0 } }`",
        )],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/160/habits-c/plugins/b/v1.rhai"),
        &[
            // `key = (s["date"], s["perf"])` then `by_show.setdefault(key,
            // ...)`: a dict keyed by a name holding a tuple, whose keys
            // are read by index (rated misleading three times: a
            // character of the joined key).
            (74, "keys.filter(|k| k.split(\"|\")[1] == \"matinee\")"),
            (75, "keys.filter(|k| k.split(\"|\")[1] == \"evening\")"),
            (
                88,
                "`${best_key.split(\"|\")[0]} ${best_key.split(\"|\")[1]}`",
            ),
        ],
    ),
    // Trial 159's unclear items and gaps, now told.
    (
        "159 b/a/v1",
        include_str!("../../trials/159/habits-b/plugins/a/v1.rhai"),
        &[
            // `type Parsed<T> = ...` (missed).
            (25, "Rhai has no types, `interface` or `type`"),
            // `!r.ok && out.push(...)` as a statement (missed).
            (
                92,
                "`!r.ok && out.push(`  line ${r.line}: ${r.reason}`)` runs the change only when `!r.ok` holds",
            ),
        ],
    ),
    (
        "159 b/b/v1",
        include_str!("../../trials/159/habits-b/plugins/b/v1.rhai"),
        &[
            // A `lambda`'s tuple and a call's, on a line of their own.
            (34, "Rhai has no tuples"),
            // `lake_block(*kv)` in a `lambda`, and `*map(...)` in a list.
            (
                74,
                "Rhai has no `*` to spread arguments: pass each item as its own argument, `lake_block(kv[0], kv[1])`",
            ),
            (76, "Rhai has no `*` to spread a list"),
        ],
    ),
    (
        "159 c/a/v1",
        include_str!("../../trials/159/habits-c/plugins/a/v1.rhai"),
        // The exception class's `str(e)` (rated unclear: it read
        // `e.__str__(GRADES)`).
        &[(22, "`err.message` for `str(e)` or `e.message`")],
    ),
];

#[test]
fn what_trial_160s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "seen[hour_of(s)]",
            "byClub[b] - byClub[a]",
            "|k| k[1] == \"matinee\"",
            "${best_key[0]}",
            "e.__str__(",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
