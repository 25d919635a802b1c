//! Usability trial 136 (`tests/trials/136`): tasks 12 of 12, five of six
//! habit programs at their second mount (the class program's third its
//! player's own), and three of six first answers with nothing
//! misleading. What was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/136/habits-a/plugins/a/v1.rhai"),
        &[
            // `Object.assign(this, { date, raft, ... })` in a constructor
            // whose destructured parameter its point takes whole as
            // `item`: the shorthand reads `item`'s fields (rated
            // misleading: `date: date`); `parseLine`'s on line 47 keeps
            // its own names.
            (10, "`#{ date: item.date, raft: item.raft,"),
            (47, "`#{ date: date, raft: raft,"),
            // `const [topCrew, topKg] = [...crew.entries()]...[0]`: the
            // item is a key (rated misleading: `arr[0]`).
            (84, "`let topCrew = ...; let topKg = crew[topCrew];`"),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/136/habits-b/plugins/b/v1.rhai"),
        // `min(obs, key=attrgetter("jd"))`: the item with the least key,
        // folded (the form kept Python's call).
        &[(
            50,
            "`let first = obs.reduce(|m, v| if v.jd < m.jd { v } else { m }, obs[0]); let last = obs.reduce(|m, v| if v.jd > m.jd { v } else { m }, obs[0]);`",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/136/habits-c/plugins/a/v1.rhai"),
        // `len(a) for a in animals` of `Animal`s with `__len__`, where
        // `animals` is the loop's own list and `self.animals` a dict.
        &[(117, "`animals.filter(|a| a.__len__() > 1)`")],
    ),
];

#[test]
fn what_trial_136s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "let first = min(obs, key=",
            "|a| a.len() > 1",
            "(line 43, column 9; the same on line 84)",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
