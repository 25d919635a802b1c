//! Usability trial 146 (`tests/trials/146`): tasks 12 of 12 with nothing
//! unclear or misleading, all six habit programs at their second mount,
//! and four of six first answers with nothing misleading. What was rated
//! misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "c/a/v1",
        include_str!("../../trials/146/habits-c/plugins/a/v1.rhai"),
        // What its player found no point on (`JUDGEMENT`s of their own):
        // `self.won += won` of `won = scored > conceded`, a bool added to
        // a number; and `self.team(m.home).record(...)` of a `team` that
        // returns `self.teams.setdefault(...)`, a copy of the entry.
        &[
            (75, "write `this.won += if won { 1 } else { 0 };`"),
            (
                93,
                "so `self.team(m.home).record(...)` on line 105 changes a copy, and the change is lost",
            ),
            (93, "`this.team(m.home); this.teams[m.home].record(...);`"),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/146/habits-b/plugins/b/v1.rhai"),
        // `acc.get(s.chair, 0)` of `Session(..., int(chair), ...)`: the
        // key's text (rated misleading: `acc[s.chair]`, refused at its
        // call).
        &[(
            82,
            "so write `(acc[s.chair.to_string()] ?? 0)` for `.get(s.chair, 0)`",
        )],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/146/habits-c/plugins/b/v1.rhai"),
        // `votes[crow].append(score)` of `crow = int(...)` and
        // `by_hour[when.hour] += 1`: a map's keys are strings (rated
        // misleading: keyed by the numbers, which fail at their call).
        &[
            (
                21,
                "`let votes = #{}; if !(crow.to_string() in votes) { votes[crow.to_string()] = []; } votes[crow.to_string()].push(score);`",
            ),
            (
                23,
                "`let by_hour = #{}; by_hour[when.hour.to_string()] = (by_hour[when.hour.to_string()] ?? 0) + 1;`",
            ),
        ],
    ),
];

#[test]
fn what_trial_146s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in ["if !(crow in votes)", "by_hour[when.hour] ="] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
