//! Usability trial 129 (`tests/trials/129`): tasks 12 of 12, four of six
//! habit programs at their second mount (trial 129's TypeScript took 3
//! through the player's own slip, its functional Python 3 through the
//! `f(a)(b)` form below), and three of six first answers with nothing
//! misleading. What was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/129/habits-a/plugins/b/v1.rhai"),
        &[
            // `e.weighted` of a comprehension, a property whose `fn` was
            // told to take `WEIGHTS, CRITERIA`: the call passes them (it
            // was `e.weighted()`).
            (79, "`v.map(|e| e.weighted(WEIGHTS, CRITERIA))`"),
            // `load`, an indented `def` told as a closure, which sees
            // `ctx`: its calls pass none (it was `load(ctx, DATA)`).
            (116, "`let parts = load(DATA);"),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/129/habits-c/plugins/a/v1.rhai"),
        // `for strain, n in self.by_strain().items()` of a method that
        // returns `dict(sorted(...))`, an array of pairs by its own
        // point: the form maps over the pairs, in their order (it went
        // over the map's sorted keys).
        &[(126, "`` this.by_strain().map(|pair| {")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/129/habits-b/plugins/b/v1.rhai"),
        &[
            // `by("craft")(crossings)`: Rhai refuses a call of a call's
            // value as written; the player's second mount was refused so.
            (64, "`by(\"craft\").call(crossings).map(|row| {"),
            (
                80,
                "`by(\"route\").call(good).map(|row| route_stats(row[0], row[1]))`",
            ),
            // `starmap(lambda n, why: ..., bad)` of `Bad` records: read by
            // their fields' names where the rows are those maps.
            (
                97,
                "(if each row is a `Bad`, a map in Rhai, read its fields by name instead: `let n = row.lineno; let why = row.reason;`)",
            ),
        ],
    ),
];

#[test]
fn what_trial_129s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "by(\"craft\")(crossings).map",
            "load(ctx, DATA)",
            "e.weighted())",
            // (Line 64's rows are a `groupby`'s pairs, no records.)
            "let craft2 = row.lineno",
            "let keys = this.by_strain().keys()",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
