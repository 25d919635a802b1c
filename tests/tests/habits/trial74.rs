//! Usability trial 74 (`tests/trials/74`), on trial 73's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; TypeScript's program
//! lost a mount to its player's own path under `root/`. What cost a mount
//! or was rated misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/74/habits-a/plugins/a/v1.rhai"),
        &[
            // `this.runs.reduce((sum, { water }) => ...)` inside `get
            // water()`: the run's key, not the zone's getter (what cost
            // v2).
            (29, "`|sum, item| ... item.water` (with braces"),
            // `Number.isNaN` of `map(Number)`: a float's parse.
            (
                49,
                "`fn to_number(s) { try { parse_float(s) } catch { () } }`",
            ),
            // A whole float prints `-1.0` (what cost v3).
            (
                48,
                "`fn js_text(x) { if type_of(x) == \"f64\" && x == x.floor() { x.to_int() } else { x } }`",
            ),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/74/habits-b/plugins/b/v1.rhai"),
        &[
            // `scoops.lstrip("-")`: on a copy, as Python's.
            (
                33,
                "`let t = s; t.trim_start(\"#\");` for each character of the text given, then read `t`",
            ),
            // `enumerate(ranking, start=1)` with a pair unpacked: one
            // code span, whose names agree, counting from 1.
            (
                78,
                "`` let collected = []; for (item, i) in ranking { let f = item[0]; let n2 = item[1]; let i = i + 1; collected.push(`  ${i}. ${f} (${n2})`); } ``",
            ),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/74/habits-c/plugins/a/v1.rhai"),
        // `len(s)` in an f-string, inside `for s in
        // sorted(self.setters.values())`: the class's `__len__`.
        &[(113, "${s.__len__().to_string().pad_start(7, \" \")}")],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/74/habits-c/plugins/b/v1.rhai"),
        &[
            // `except KeyError as e:` of `fee = ZONE_FEES[zone]`: the
            // lookup tested, and `{e}` the key in quotes.
            (34, "`let fee = ZONE_FEES[zone]; if fee == () { ... }`"),
            (35, "`` `line ${n + 1}: unknown zone '${zone}'` ``"),
        ],
    ),
];

#[test]
fn what_trial_74s_habit_players_met_is_told_right() {
    let answers = first_answers(EXPECTED);
    assert!(!answers[0].1.contains("item.water()"), "{}", answers[0].1);
    assert!(!answers[2].1.contains("${s.len()"), "{}", answers[2].1);
}
