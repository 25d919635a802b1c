//! Usability trial 161 (`tests/trials/161`): tasks 12 of 12 first try
//! with nothing unclear or misleading; five of six habit programs at their
//! second mount (the sixth's third for a float divided by 0); four of six
//! first answers with nothing misleading. What was rated misleading, told
//! right here.

use super::{Expected, first_answers, tool_text};

const EXPECTED: &[Expected] = &[
    (
        "b/b/v1",
        include_str!("../../trials/161/habits-b/plugins/b/v1.rhai"),
        // `for name, group in groupby(sorted(throws, key=by_name),
        // key=by_name):` (rated misleading: a loop over the map of groups
        // itself, which Rhai's `for` refuses).
        &[(
            58,
            "keep the groups in a map, `let groups = #{}; for x in throws { let k = by_name(x).to_string(); if !(k in groups) { groups[k] = []; } groups[k].push(x); }`, then loop over its keys, `for name in groups.keys() { let group = groups[name]; ... }`",
        )],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/161/habits-c/plugins/b/v1.rhai"),
        &[
            // `except ZeroDivisionError:` of `heat_kw / elec` (told only
            // to write `catch`; the third mount, `inf` where Python
            // raised).
            (
                44,
                "Rhai's `/` of a float by `0.0` gives infinity (or NaN for `0.0 / 0.0`) and throws nothing",
            ),
            // The `/` inside that `try` (rated misleading: "nothing needs
            // changing").
            (
                43,
                "here, inside a `try` whose `except ZeroDivisionError` catches a division by 0, Rhai's float gives infinity and throws nothing",
            ),
        ],
    ),
];

#[test]
fn what_trial_161s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "for pair in groupby(",
            "as the point on its import says) (line 58",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}

/// What the `ZeroDivisionError` point says of Rhai, run: a float divided
/// by `0.0` is infinity, `0.0 / 0.0` NaN, and an int divided by 0 throws.
#[test]
fn the_zero_division_point_says_what_rhai_does() {
    let text = tool_text(
        r#"#{ name: "div", apply: |ctx| { ctx.tools.register(#{ name: "div", description: "d",
            parameters: #{}, execute: |args| {
                let thrown = try { 3 / 0; "no" } catch (e) { e.message };
                `${3.0 / 0.0} ${0.0 / 0.0} ${thrown}`
            } }); } }"#,
        "div",
    );
    assert_eq!(text, "inf NaN Division by zero: 3 / 0");
}
