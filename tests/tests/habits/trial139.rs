//! Usability trial 139 (`tests/trials/139`): tasks 11 of 12 (a variable
//! named `is`, refused by the player's dry run), five of six habit
//! programs at their second mount (the JavaScript's third its player's
//! own slip), and five of six first answers with nothing misleading.
//! What was rated misleading or unclear, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "tasks/07/v1",
        include_str!("../../trials/139/tasks/07/v1.rhai"),
        // `let is = header.index_of("status")`: a name Rhai reserves, no
        // other language's habit (rated unclear: "write `==` instead of
        // `is`", under a head that said the line was another language's).
        &[(
            15,
            "`is` is a reserved word in Rhai: name the variable otherwise, e.g. `is_`",
        )],
    ),
    (
        "a/a/v1",
        include_str!("../../trials/139/habits-a/plugins/a/v1.rhai"),
        // `Number(penText) || 0`: JavaScript's 0 for text that is no
        // number, where `parse_float` throws (rated unclear: `Number(
        // penText) ?? 0`, whose `??` never gave the 0).
        &[(
            61,
            "with `fn to_number(s) { try { parse_float(s) } catch { () } }` at the top level of the code, which gives `()` for such text, write `to_number(penText) ?? 0` instead of `Number(penText) || 0`",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/139/habits-b/plugins/b/v1.rhai"),
        // `loss = lambda r: ...` is a function, which its point makes a
        // `fn` every `fn` can call (rated misleading: `report` told to
        // take `loss` and pass it on to `street_lines`).
        &[(34, "write `fn loss(r) { ... }`")],
    ),
];

#[test]
fn what_trial_139s_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "told to take `loss`",
            "write `==` instead of `is`",
            "`Number(penText) ?? 0`",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
        // (The plugin's line is Rhai with a reserved name, no other
        // language's.)
        if *name == "tasks/07/v1" {
            assert!(
                text.starts_with("Syntax error: 'is' is a reserved keyword"),
                "{text}"
            );
        }
    }
}
