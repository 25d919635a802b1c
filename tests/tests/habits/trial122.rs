//! Usability trial 122 (`tests/trials/122`), on trial 121's fixes: tasks
//! 12 of 12, five of the six habit programs at their second mount (the
//! sixth's third was its player's own slip). What was rated misleading
//! in the first answers, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/122/habits-a/plugins/b/v1.rhai"),
        // `for place, (rider, ...) in enumerate(standings, start=1)`: the
        // loop's point shifts `place`, so the template reads it as it is
        // (it added 1 again: the riders were numbered from 2).
        &[
            (78, "let place = place + 1;"),
            (79, "`` `${place.to_string().pad_start(2, \" \")}"),
        ],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/122/habits-b/plugins/a/v1.rhai"),
        // `key as keyof typeof Belt`: a type, dropped whole by the cast's
        // point (it was told `type_of(x)` too).
        &[(39, "drop `as keyof typeof Belt`")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/122/habits-b/plugins/b/v1.rhai"),
        // The same double shift, `enumerate(ranking, 1)`.
        &[(90, "`` `  ${rank}. ")],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/122/habits-c/plugins/a/v1.rhai"),
        &[
            // A descending `__lt__` told as its own comparer (the template
            // sorted ascending); `revenue`, a property, called (trial 132).
            (
                74,
                "the order this `__lt__` gives (`revenue()` descending, then `name` descending)",
            ),
            (
                74,
                "else if a.name != b.name { if a.name < b.name { 1 } else { -1 } } else { 0 })",
            ),
            // A dict a method builds in an order of its own: its pairs.
            (
                121,
                "let it return that list of `[key, value]` pairs instead, and loop over them, `for pair in log.llama_km() { let llama = pair[0]; let km = pair[1]; ... }`",
            ),
        ],
    ),
];

#[test]
fn what_trial_122s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "${(place + 1)",
            "${(rank + 1)",
            "${rank + 1}",
            "write `type_of(x)` instead of `typeof x` (line 39",
            "if a.rank != b.rank",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}

/// Trials 120 and 121: `numbered = enumerate(lines, start=1)` as a value
/// (passed to `filter` and `map`) was told only as a loop; its pairs are
/// the array's `map` with the index.
#[test]
fn enumerate_as_a_value_is_told_as_its_pairs() {
    first_answers(&[(
        "121/b/b/v1",
        include_str!("../../trials/121/habits-b/plugins/b/v1.rhai"),
        &[(
            55,
            "its pairs are `let numbered = ctx.fs.read(path).splitlines().map(|item, i| [i + 1, item]);`",
        )],
    )]);
}
