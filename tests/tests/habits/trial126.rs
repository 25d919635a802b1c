//! Usability trial 126 (`tests/trials/126`), on trial 125's fixes: all
//! six habit programs at their second mount. What was rated misleading
//! in the first answers, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/126/habits-a/plugins/a/v1.rhai"),
        &[
            // `for (const { name, jobs: list, ... } of ranked)`: each
            // field, the renamed one too, and the getters' calls (it was
            // told only `let a = obj.a;`).
            (
                73,
                "`let name = item.name; let list = item.jobs; let minutes = item.minutes;",
            ),
            (73, "read it with its call, `let minutes = item.minutes();`"),
            // `const { jobs, problems } = parse(text)`: the call's value
            // kept first.
            (
                60,
                "`let result = parse(...); let jobs = result.jobs; let problems = result.problems;`",
            ),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/126/habits-b/plugins/b/v1.rhai"),
        &[
            // `batch, ..., *nums = map(str.strip, parts)`: the new name's
            // value reads the code's `parts` (it read `parts2`, unset).
            (
                29,
                "`let parts2 = parts.map(|x| x.trim()); let batch = parts2[0];",
            ),
            // `[h for h, *_, f in stats if f]`: after the star, from the
            // end (it tested `pair[2]`).
            (
                100,
                "`stats.filter(|pair| truthy(pair[-1])).map(|pair| pair[0])`",
            ),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/126/habits-c/plugins/b/v1.rhai"),
        // A variable named `catch`, renamed `catch_` in the forms: not the
        // keyword of the `except` point.
        &[(40, "write `catch (err) { ... }` instead of `except`")],
    ),
];

#[test]
fn what_trial_126s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "let parts2 = parts2.map",
            "truthy(pair[2])",
            "catch_ (err)",
            "write `let a = obj.a;` for each field (line 60",
            "Rhai has no `*` to spread a list: join arrays with `+`, `[first] + xs + [last]` for `[first, *xs, last]` (a generator spread, `*(f(x) for x in xs)`, is its `map` joined the same way) (line 100",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
