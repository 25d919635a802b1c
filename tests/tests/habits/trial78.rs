//! Usability trial 78 (`tests/trials/78`), on trial 77's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; TypeScript and two
//! Python programs at their second mount (the functional one's third was
//! its player's own bracket). What cost a mount or was rated misleading,
//! told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/78/habits-a/plugins/a/v1.rhai"),
        // A `function` inside `execute` reading a `const` set above it
        // there: at the top level it sees no such name (what cost v2).
        &[(
            81,
            "there it sees no variable of the code around it, and its body reads `LATE_THRESHOLD`: make each a `const` inside the `fn`, or pass it in, `fn buildReport(file, LATE_THRESHOLD)`",
        )],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/78/habits-a/plugins/b/v1.rhai"),
        // `statistics.mean` of ints is an int where it comes out whole
        // (what cost v2: `97.0` for `97`).
        &[(
            17,
            "an int where the numbers are ints and it comes out whole",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/78/habits-b/plugins/b/v1.rhai"),
        &[
            // `str.isdigit` of a text: the sandbox's test, false for "".
            (27, "`nums.map(|x| x.is_numeric())`"),
            // `{nums}` of a starred unpacking's list.
            (
                28,
                "a list prints as `[\"a\", \"b\"]` in Rhai, where Python prints `['a', 'b']`",
            ),
            // `fastest and f"..."`: `x` itself where it is falsy.
            (90, "`if truthy(x) { y } else { x }`"),
        ],
    ),
];

#[test]
fn what_trial_78s_habit_players_met_is_told_right() {
    let answers = first_answers(EXPECTED);
    // `mean = lambda xs: ...` at the top: a `fn`, never the closure.
    assert!(
        !answers[2]
            .1
            .contains("write the closure `|xs| ...` instead of `lambda xs: ...`"),
        "{}",
        answers[2].1
    );
}

/// A text's `is_numeric` and its kin test as Python's `isdigit` does:
/// false for an empty text, which a test of each character passes.
#[test]
fn a_text_s_tests_are_python_s() {
    let code = r#"#{ name: "t", apply: |ctx| {
        ctx.tools.register(#{ name: "t", description: "d", execute: |args| {
            to_json(["42", "", "4a", " ", "AB1", "ab"].map(|x| [x.is_numeric(), x.is_alphanumeric(), x.is_whitespace(), x.is_uppercase(), x.is_lowercase()]))
        } });
    } }"#;
    let text = super::tool_text(code, "t");
    assert_eq!(
        text,
        "[[true,true,false,false,false],[false,false,false,false,false],[false,true,false,false,true],[false,false,true,false,false],[false,true,false,true,false],[false,true,false,false,true]]"
    );
}
