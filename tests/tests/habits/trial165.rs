//! Usability trial 165 (`tests/trials/165`): tasks 12 of 12 first try
//! with nothing unclear or misleading; all six habit programs at their
//! second mount; four of six first answers with nothing misleading. What
//! was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "b/b/v1",
        include_str!("../../trials/165/habits-b/plugins/b/v1.rhai"),
        &[
            // `nl[1].strip() and not nl[1].startswith("#")` (rated
            // misleading: the sandbox's `trim` changed `nl[1]`, which the
            // second test then read trimmed).
            (
                61,
                "`numbered.filter(|nl| nl[1].to_string().trim() != \"\" && ! nl[1].starts_with(\"#\"))`",
            ),
            // `for i, r in enumerate(ranked, start=1)` ending a
            // comprehension whose template shows `(i + 1)` (rated
            // misleading: the loop's `let i = i + 1;` as well, ranks
            // from 2).
            (
                70,
                "`let lines2 = []; for (item, i) in ranked { let r = item; lines2.push(...); }`",
            ),
            // `{e: w.name for (e, _), (_, w) in zip(blocks, rendered)}`
            // (rated misleading: told only a `for`'s brackets).
            (
                97,
                "`let m = #{}; for i in 0..blocks.len() { let e = blocks[i][0]; let w = rendered[i][1]; m[e] = w.name; }`",
            ),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/165/habits-c/plugins/b/v1.rhai"),
        // `long_jobs.append((..., rec["note"] or "-"))` (rated misleading:
        // `??`, which keeps an empty note).
        &[(
            65,
            "`long_jobs.push([rec[\"date\"], rec[\"figure\"], minutes, if truthy(rec[\"note\"]) { rec[\"note\"] } else { \"-\" }])`",
        )],
    ),
];

#[test]
fn what_trial_165s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "rec[\"note\"] ?? \"-\"",
            "let i = i + 1; let r = item;",
            "(no parentheses) (line 97",
            "let (e, _) = ",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}

/// What the filter's form says of Rhai, run: a text's `to_string()` is a
/// copy, so trimming it leaves the text for the next test, where `trim`
/// on the text itself changes it.
#[test]
fn a_trimmed_copy_leaves_the_text() {
    let text = super::tool_text(
        r##"#{ name: "trim", apply: |ctx| { ctx.tools.register(#{ name: "trim", description: "t",
            parameters: #{}, execute: |args| {
                let xs = [[1, "  # x"], [2, "  ok"]];
                let copied = xs.filter(|nl| nl[1].to_string().trim() != "" && !nl[1].starts_with("#"));
                let changed = xs.filter(|nl| nl[1].trim() != "" && !nl[1].starts_with("#"));
                `${copied.len()} ${changed.len()}`
            } }); } }"##,
        "trim",
    );
    assert_eq!(text, "2 1");
}
