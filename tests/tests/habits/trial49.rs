//! The plugins of usability trial 49 (`tests/trials/49`). The tasks held
//! (12 of 12, nothing misleading); the habit programs took 4 mounts in
//! JavaScript (TypeScript 2) and 4, 5, 3 and 3 in Python. What cost them,
//! or was rated misleading: a form that made an object with its class's
//! name (`Game(...)`) or left out a `def`'s default values, `splitlines`
//! told as `split("\n")` (whose last line is empty), Python's words of
//! `int("abc")`'s error, `sum` of yes-or-no values, `max(ds,
//! default=0)` kept in a template, `first, *_, last = xs` told nothing, a
//! running total named `total` beside a `fn total`, `zip` of three arrays
//! in a comprehension, a set comprehension's keys named `items`, and a
//! parameter's `{ jobs, minutes }` told as a shorthand object, a map's
//! `...prev` on a line of its own told as an array's, `groupby`'s groups
//! looped over as pairs, `l.trim() &&` told nothing, a count from
//! `enumerate(xs, 1)` shown from 0, and `any(...)` kept inside a form.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "c/a/v1",
        include_str!("../../trials/49/habits-c/plugins/a/v1"),
        &[
            (29, "games.push(new_game(i + 1, s))"),
            (60, "handicap(200, 0.8)"),
            (93, "throw it yourself"),
            (100, "`` `${place + 1}. ${team.name}"),
            (105, "everyone.filter(|b| b.games.some(|g| g.is_perfect()))"),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/49/habits-c/plugins/b/v1"),
        &[
            (22, "gives an empty last line"),
            (78, "let unique = seen.keys()"),
        ],
    ),
    (
        "b/py/v1",
        include_str!("../../trials/49/habits-b/plugins/py/v1"),
        &[
            (64, "bar(n, 80, \"#\")"),
            (68, "let so_far = 0;"),
            (70, "Rhai has no `zip`: loop over the indexes"),
            (79, "let first = running[0]; let last = running[-1];"),
            (
                38,
                "`for beach in by_beach.keys() { let group = by_beach[beach]; ... }`",
            ),
        ],
    ),
    (
        "b/ts/v1",
        include_str!("../../trials/49/habits-b/plugins/ts/v1"),
        &[
            (70, "in a map, `{ ...prev, a: 1 }`, copy the map"),
            (
                101,
                "write `[\"lockout\", \"rekey\", \"install\", \"safe\"]` instead of `Object.values(Kind)`",
            ),
        ],
    ),
    (
        "a/py/v1.py",
        include_str!("../../trials/49/habits-a/plugins/py/v1.py"),
        &[
            (58, "let parts = raw.split(\"|\").map(|p| p.trim());"),
            (78, "count the trues"),
            (
                79,
                "(if ds.len() > 0 { ds.reduce(|m, v| max(m, v), ds[0]) } else { 0 })",
            ),
        ],
    ),
    (
        "a/js/v1.js",
        include_str!("../../trials/49/habits-a/plugins/js/v1.js"),
        &[
            (41, "for whole numbers use `parse_int(s)`"),
            (38, "`l.to_string().trim() != \"\"` for `l.trim()`"),
        ],
    ),
];

#[test]
fn what_trial_49s_habit_players_found_is_told_right() {
    let answers = first_answers(EXPECTED);
    let (class, py, js) = (&answers[0].1, &answers[2].1, &answers[5].1);
    // `{b: p for b, _, p, _ in rows}` is a dict comprehension.
    assert!(!py.contains("JavaScript's shorthand"), "{py}");
    // A form makes an object with its maker, never its class's name.
    assert!(!class.contains("push(Game("), "{class}");
    // `([name, { jobs, minutes }], i) =>` destructures: no shorthand.
    assert!(!js.contains("JavaScript's shorthand"), "{js}");
}

/// Trial 49's task 04 kept `sort_by`'s `()` (`let sv = v.sort_by(...)`),
/// which the dry run let through; it is refused as `sort`'s is.
#[test]
fn a_value_kept_from_sort_by_is_refused_as_sorts_is() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = "#{ name: \"st\", apply: |ctx| { ctx.tools.register(#{ name: \"st\", description: \"t\", parameters: #{ v: #{ type: \"array\" } }, execute: |args| { let v = args.v; let sv = v.sort_by(|a, b| a - b); `${sv[0]}` } }); } }";
    let (text, error) = super::answer(&toolset, code);
    assert!(error, "{text}");
    assert!(
        text.contains("`sort_by` changes the array in place and returns `()`, so `sv` gets `()`"),
        "{text}"
    );
}
