//! Usability trial 115 (`tests/trials/115`), on trial 114's fixes: tasks
//! 12 of 12 with every message rated helpful; JavaScript, TypeScript and
//! three Python programs at their second mount, and player b's two first
//! answers with nothing misleading. What was rated misleading, or cost a
//! mount, told right here.

use super::{Expected, advises, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/115/habits-a/plugins/b/v1.rhai"),
        // `{skill: int(v) for skill, v in zip(SKILLS, raw)}`: the indexes
        // (what cost player a's third mount).
        &[(
            49,
            "`scores = #{}; for i in 0..SKILLS.len() { let skill2 = SKILLS[i]; let v = raw[i];",
        )],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/115/habits-c/plugins/b/v1.rhai"),
        &[
            // `row = table.setdefault(team, {...})` then `row["P"] += 1`:
            // a copy (what cost player c's third mount).
            (
                52,
                "then change the value through the map, `table[team][\"P\"] += ...;`",
            ),
            // `for pos, (club, r) in enumerate(ranked, 1)`.
            (
                77,
                "`for (item, pos) in ranked { let pos = pos + 1; let club = item[0]; let r = item[1]; ... }`",
            ),
        ],
    ),
];

#[test]
fn what_trial_115s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    // `biggest = None` at the top, set again inside an `if`: assigned
    // there, not declared anew.
    let script = &answers[1].1;
    assert!(
        !advises(script, 69, "declare a variable with `let`"),
        "{script}"
    );
}
