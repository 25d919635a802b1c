//! Usability trial 99 (`tests/trials/99`), on trial 98's fixes: tasks 12
//! of 12 with nothing misleading; JavaScript, TypeScript and three Python
//! programs at their second mount, and player a's two answers with
//! nothing misleading. What was rated misleading, told right here.

use super::{Expected, first_answers, tool_text};

const EXPECTED: &[Expected] = &[(
    "b/b/v1",
    include_str!("../../trials/99/habits-b/plugins/b/v1.rhai"),
    &[
        // A nested `def to_float(text):`: its closure is named apart from
        // Rhai's own `to_float` (what cost v2), and the forms call that.
        (26, "write the closure `let to_float_of = |text| { ... };`"),
        (43, "`[alt, wind, temp].map(|x| to_float_of(x))`"),
        // `frozenset({"ok", ...})`: an array, the whole call.
        (
            22,
            "`[\"ok\", \"early_burst\", \"lost\"]` (for the whole `frozenset({...})`)",
        ),
    ],
)];

#[test]
fn what_trial_99s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    // (The array is no set of keys: no `OUTCOMES.keys()`.)
    assert!(
        !answers[0].1.contains("`OUTCOMES.keys()`"),
        "{}",
        answers[0].1
    );
}

/// The sandbox's `slice` is JavaScript's and Python's, of an array or a
/// text (each expected text is Python's `xs[1:3]` and so on).
#[test]
fn slice_is_javascript_s_and_python_s() {
    let code = r###"#{ name: "s", apply: |ctx| {
        ctx.tools.register(#{ name: "s", description: "d", execute: |args| {
            const xs = [1, 2, 3, 4, 5];
            let s = "héllo";
            [xs.slice(1, 3), xs.slice(-2), xs.slice(0, -1), xs.slice(3, 1), xs.slice(9),
             s.slice(1, 3), s.slice(-3), s.slice(0, -10), xs].map(|v| v.to_string()).join(" | ")
        } });
    } }"###;
    assert_eq!(
        tool_text(code, "s"),
        "[2, 3] | [4, 5] | [1, 2, 3, 4] | [] | [] | él | llo |  | [1, 2, 3, 4, 5]"
    );
}
