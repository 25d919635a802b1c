//! Usability trial 57 (`tests/trials/57`), on trial 56's fixes: tasks 11
//! of 12 (the player's own timing of a timer), one item rated misleading
//! (`let new = ...` told of classes); JavaScript at its second mount.
//! What the habit players rated misleading: a form that declared again,
//! inside a `try`, names the function set before; `raise ... from None`
//! told as `None`; a sum of yes-or-no calls added bools; a reserved
//! parameter in a nested `def`'s closure; a count from 1 and a text's
//! precision dropped in a template, and a `+` before a share; `zip` kept
//! in a join; a map of one function read as the list of another; a dict
//! keyed by a variable told as a literal's key; Python's `date(...)` and
//! `filter(f, xs)` kept; `|_| 1`; and `toFixed` on an exact half.

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "c/a/v1",
        include_str!("../../trials/57/habits-c/plugins/a/v1"),
        &[
            (
                45,
                "set each name, which the function set before (no `let`), to its value, `changes = parse_int(changes); minutes = parse_int(minutes); ringers = parse_int(ringers);`",
            ),
            (47, "Rhai's `throw` has no `from`: drop `from None`"),
            (
                110,
                "`let total = 0; for t in ranked { for p in t.peals { if p.is_full() { total += 1; } } }`",
            ),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/57/habits-c/plugins/b/v1"),
        &[
            (21, "`let parse_money = |text, default_| { ... };`"),
            (
                77,
                "`${(rank + 1).to_string().pad_start(2, \"0\")}. lot ${lot[\"lot\"].to_string().pad_end(4, \" \")} ${lot[\"country\"].to_string().sub_string(0, 14).pad_end(14, \" \")}",
            ),
            (
                97,
                "(if (hammer_total / estimate_total.to_float()) >= 0.0 { \"+\" } else { \"\" })",
            ),
        ],
    ),
    (
        "a/py/v1",
        include_str!("../../trials/57/habits-a/plugins/py/v1.rhai"),
        &[
            (
                11,
                "`let found = bands.filter(|pair| months < pair[0]).map(|pair| pair[1]);`",
            ),
            (
                33,
                "((part / whole.to_float()) * 100.0).to_fixed(digits) + \"%\"",
            ),
            (
                59,
                "fill a map by that value, `let m = #{}; m[label] = ...;`",
            ),
        ],
    ),
    (
        "b/py/v1",
        include_str!("../../trials/57/habits-b/plugins/py/v1"),
        &[
            (74, "`animals.filter(is_adopted).map(|_x| 1)"),
            (80, "${stay_days(a, \"2026-04-15\").to_string()"),
        ],
    ),
    (
        "b/ts/v1",
        include_str!("../../trials/57/habits-b/plugins/ts/v1"),
        &[(
            82,
            "write `fixed(x, 2)`, with this `fn` at the top level of the code",
        )],
    ),
];

#[test]
fn what_trial_57s_habit_players_found_is_told_right() {
    let answers = first_answers(EXPECTED);
    let text = |name: &str| &answers.iter().find(|(n, _)| *n == name).unwrap().1;
    assert!(!text("c/b/v1").contains("zip(grades, counts).map("));
    assert!(!text("a/py/v1").contains("let found = bands.keys()"));
    assert!(
        !text("c/a/v1").contains(
            "Rhai has no `None`: the empty value is `()` (test it with `x == ()`) (line 47"
        )
    );
}

/// `new` as a variable's name is told as a reserved word, not as a class.
#[test]
fn a_variable_named_new_is_no_class() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = "|ctx| {\n    let xs = [1, 2];\n    let new = xs[1];\n    let ys = [new];\n}";
    let (text, refused) = answer(&toolset, code);
    assert!(refused, "{text}");
    assert!(text.contains("`new` is a reserved word in Rhai"), "{text}");
    assert!(!text.contains("Rhai has no classes"), "{text}");
}
