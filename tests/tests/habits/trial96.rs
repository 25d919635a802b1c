//! Usability trial 96 (`tests/trials/96`), on trial 95's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; JavaScript, TypeScript
//! and four Python programs at their second mount, one at its third (a
//! mean one digit off Python's). What was rated misleading, told right here.

use super::{Expected, advises, first_answers, tool_text};

const EXPECTED: &[Expected] = &[
    (
        "c/a/v1",
        include_str!("../../trials/96/habits-c/plugins/a/v1.rhai"),
        &[
            // `sum(c.accepted for c in self)` of a property that says it
            // gives a bool (`-> bool`): a count of the trues.
            (102, "`this.__iter__().filter(|c| c.accepted()).len()`"),
            // A dataclass field's default, told with the field's name.
            (72, "`castings: []` where a call of the class leaves it out"),
        ],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/96/habits-b/plugins/a/v1.rhai"),
        // `export default function report(text)`: a function of the
        // code's, not the plugin (rated unclear: "drop the assignment").
        &[(82, "drop `export default`, and `report` stays a function")],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/96/habits-a/plugins/b/v1.rhai"),
        // `from statistics import mean`: the sandbox's `mean` is Python's
        // (what cost v2: `7.32` where Python prints `7.33`).
        &[(8, "`mean(arr)` is built in")],
    ),
];

#[test]
fn what_trial_96s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    assert!(
        !advises(&answers[0].1, 102, "c.accepted()).reduce("),
        "{}",
        answers[0].1
    );
    // `sum`, a `const` holding a closure its own point makes a `fn`, is
    // not told as a variable to pass into `report` (rated unclear).
    assert!(
        !advises(&answers[1].1, 82, "its body reads `sum`"),
        "{}",
        answers[1].1
    );
    // (The point drops `field(...)`: no word of replacing it first.)
    assert!(
        !advises(&answers[0].1, 72, "this holds once `field` is replaced"),
        "{}",
        answers[0].1
    );
}

/// The sandbox's `mean` and `fsum` give what Python's `statistics.mean`
/// and `math.fsum` give, to the last digit (each expected text is
/// Python's `repr`), where a `reduce` of floats does not.
#[test]
fn mean_and_fsum_are_python_s() {
    let code = r###"#{ name: "m", apply: |ctx| {
        ctx.tools.register(#{ name: "m", description: "d", execute: |args| {
            let kw = [6.85, 7.40, 7.95, 7.10];
            let tenths = [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1];
            let out = [
                mean(kw), mean(kw).to_fixed(2), kw.reduce(|s, v| s + v, 0.0) / kw.len(),
                mean([-1.0518, -4.5171, 3.2127, -4.0587, 0.8279, 4.097]),
                mean([9.63, 8.01, 3.81, 19.69, 8.81, 2.2, 12.01]),
                mean([2, 8, 8, 4, 6.9]), mean([97, 98, 96]), type_of(mean([97, 98, 96])),
                mean([1, 2]), fsum(tenths), tenths.reduce(|s, v| s + v, 0.0),
                fsum([-1.0518, -4.5171, 3.2127, -4.0587, 0.8279, 4.097]), fsum([]),
            ];
            for bad in [[], [1, "2"]] {
                try { mean(bad); } catch (e) { out.push(e.message); }
            }
            out.join(" | ")
        } });
    } }"###;
    let text = tool_text(code, "m");
    let got: Vec<&str> = text.split(" | ").collect();
    assert_eq!(
        got[..13],
        [
            "7.325",
            "7.33",
            "7.324999999999999",
            "-0.24833333333333332",
            "9.165714285714285",
            "5.78",
            "97",
            "i64",
            "1.5",
            "1.0",
            "0.9999999999999999",
            "-1.4899999999999998",
            "0.0",
        ],
        "{text}"
    );
    assert!(
        got[13].contains("mean requires at least one data point"),
        "{text}"
    );
    assert!(
        got[14].contains("item 1 is a string, not a number") && got[14].contains("parse_float"),
        "{text}"
    );
}
