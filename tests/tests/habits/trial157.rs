//! Usability trial 157 (`tests/trials/157`): tasks 12 of 12 with nothing
//! unclear or misleading, all six habit programs at their second mount,
//! and four of six first answers with nothing misleading. What was rated
//! misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/157/habits-a/plugins/b/v1.rhai"),
        // `defaultdict(lambda: defaultdict(list))`: a map of maps, each
        // level given its start (rated misleading: `defaultdict(list)`
        // written in, and a flat list).
        &[(
            50,
            "`let by_cat = #{}; if !(c.category in by_cat) { by_cat[c.category] = #{}; } if !(c.competitor in by_cat[c.category]) { by_cat[c.category][c.competitor] = []; } by_cat[c.category][c.competitor].push(c.score);`",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/157/habits-c/plugins/a/v1.rhai"),
        // `return dict(totals)` of a map: the map itself (rated
        // misleading: a map literal).
        &[(126, "`dict(totals)` of a map is a copy of it")],
    ),
];

#[test]
fn what_trial_157s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in ["= defaultdict(list); }", "by_cat[c.category].count += 1;"] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
        // (Once, at the outer `defaultdict`: the inner one's point was the
        // same text at another column, noted unclear.)
        assert!(
            text.matches("`by_cat` is a map of maps").count() <= 1,
            "{name}:\n{text}"
        );
    }
}
