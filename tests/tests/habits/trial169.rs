//! Usability trial 169 (`tests/trials/169`): tasks 12 of 12 first try
//! with nothing unclear or misleading; all six habit programs at their
//! second mount; four of six first answers with nothing misleading. What
//! was rated misleading, told right here (the maker's `ctx` in the next
//! stop).

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "b/b/v1",
        include_str!("../../trials/169/habits-b/plugins/b/v1.rhai"),
        // `starmap(summarise, groupby(...))` (rated misleading: the map of
        // groups walked as rows, a key's characters).
        &[(
            51,
            "give each key and its group, `let keys = groups.keys(); keys.map(|k| summarise(k, groups[k]))`",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/169/habits-c/plugins/a/v1.rhai"),
        // `(len(self), self.name) > (len(other), other.name)` (rated
        // misleading: an ascending comparer of other fields).
        &[
            (
                84,
                "the order this `__lt__` gives (`__len__()` descending, then `name` descending)",
            ),
            // An `__init__` reading `ctx.fs` (rated misleading: its maker
            // was told to take the top level's names, not `ctx`).
            (
                89,
                "pass it in, `fn new_visit_log(ctx, path, RESULTS)`, called as `new_visit_log(ctx, path, RESULTS)`",
            ),
        ],
    ),
];

#[test]
fn what_trial_169s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "groupby(sorted(cuts, key=keyfn), key=keyfn).map(|row|",
            "a.rank - b.rank",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
