//! Usability trial 164 (`tests/trials/164`): tasks 12 of 12 first try
//! with nothing unclear or misleading; four of six habit programs at
//! their second mount (a Python one's third its player's dropped line,
//! another's a sort of a copy no point told); four of six first answers
//! with nothing misleading. What was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/164/habits-a/plugins/a/v1.rhai"),
        // `{ match, team, ... }` of a variable named `match`, which its
        // own point renames `match_` (rated misleading: `match: match`,
        // which does not parse).
        &[(
            48,
            "`#{ match: match_, team: team, raider: raider, outcome: outcome, points: points, seconds: seconds }` (`match_` the variable renamed as the reserved word's point says; the key keeps its name)",
        )],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/164/habits-c/plugins/b/v1.rhai"),
        // `dogs = by_class.get(cls)` then `dogs.sort(...)`, with
        // `by_class` read again after (rated misleading: the sort's form
        // sorted a copy; the third mount).
        &[(
            61,
            "`dogs` holds a copy of `by_class[cls]` in Rhai (a map's value is copied into a variable, where Python and JavaScript share it), and `by_class` is read again below, which never sees this change: write it back after the changes, `by_class[cls] = dogs;`",
        )],
    ),
];

#[test]
fn what_trial_164s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        assert!(!text.contains("#{ match: match,"), "{name}:\n{text}");
    }
}

/// What the copy point says of Rhai, run: a list read out of a map into a
/// variable and sorted there leaves the map's list as it was, until it is
/// written back.
#[test]
fn a_list_read_out_of_a_map_is_a_copy() {
    let text = super::tool_text(
        r#"#{ name: "copy", apply: |ctx| { ctx.tools.register(#{ name: "copy", description: "c",
            parameters: #{}, execute: |args| {
                let by_class = #{ terrier: [3, 1, 2] };
                let dogs = by_class["terrier"];
                dogs.sort();
                let before = `${by_class["terrier"]}`;
                by_class["terrier"] = dogs;
                `${before} ${by_class["terrier"]}`
            } }); } }"#,
        "copy",
    );
    assert_eq!(text, "[3, 1, 2] [1, 2, 3]");
}
