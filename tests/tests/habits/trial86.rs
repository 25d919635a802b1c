//! Usability trial 86 (`tests/trials/86`), on trial 85's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; JavaScript, TypeScript
//! and three Python programs at their second mount. What was rated
//! misleading, told right here.

use super::{Expected, advises, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/86/habits-a/plugins/a/v1.rhai"),
        // `n.toLocaleString('en-GB', { ... })`: the call replaced, not its
        // options' braces kept (two digits always: the `fn`'s first line
        // as the option says, trial 106).
        &[
            (
                63,
                "Rhai has no method `toLocaleString`: write `grouped(x)`",
            ),
            (
                63,
                "as the option minimumFractionDigits: 2 gives, its first line is `let s = x.to_float().to_fixed(2);`",
            ),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/86/habits-b/plugins/b/v1.rhai"),
        // `lstrip` in a form: the sandbox's `trim_start`, of whitespace or
        // of the characters given.
        &[
            (
                22,
                "write `!nums.all(|s| s.trim_start(\"-\").is_numeric())`",
            ),
            (
                49,
                // (Each a copy since trial 165: the sandbox's `trim` changes
                // `p[1]` itself, which the second test reads.)
                "`lines.filter(|p| p[1].to_string().trim() != \"\" && ! p[1].to_string().trim_start().starts_with(\"#\"))`",
            ),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/86/habits-c/plugins/b/v1.rhai"),
        &[
            // `not all(0 <= m <= 10 for m in ...)`: the chain joined.
            (
                43,
                "write `![taste, texture, appearance].all(|m| 0 <= m && m <= 10)`",
            ),
            // `for entry, rec in sorted(entries.items()):` whose body sets
            // `rec["mean"]`: the copy written back.
            (
                59,
                "write it back at the end of the body, `entries[entry] = rec;`",
            ),
        ],
    ),
];

#[test]
fn what_trial_86s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    assert!(
        !advises(&answers[0].1, 63, "is a block in Rhai: write the map"),
        "{}",
        answers[0].1
    );
}

/// The sandbox's `trim`, `trim_start` and `trim_end` of the characters
/// given take them off as Python's `strip`, `lstrip` and `rstrip` do.
#[test]
fn trim_of_characters_is_python_s_strip() {
    let code = r###"#{ name: "t", apply: |ctx| {
        ctx.tools.register(#{ name: "t", description: "d", execute: |args| {
            let a = "--a-b--"; let b = "##x#"; let c = "[a]]"; let d = "xyhixy";
            [a.trim("-"), b.trim_start("#"), c.trim_end("]"), d.trim("xy"), a].join(" ")
        } });
    } }"###;
    let text = super::tool_text(code, "t");
    // (In place, as `trim` is: `a` is trimmed too.)
    assert_eq!(text, "a-b x# [a hi a-b");
}
