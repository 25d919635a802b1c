//! Usability trial 112 (`tests/trials/112`), on trial 111's fixes: tasks
//! 12 of 12 with every message rated helpful; TypeScript and four Python
//! programs at their second mount (JavaScript at its third, a closure of
//! no parameters called with one). What was rated misleading, or cost a
//! mount, told right here.

use super::{Expected, advises, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/112/habits-a/plugins/a/v1.rhai"),
        // `groupSum(sales, (s) => s.staff, () => 1)`: called with an item.
        &[(86, "give it a parameter it ignores, `|_x| ...`")],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/112/habits-a/plugins/b/v1.rhai"),
        &[
            // `not exposed.lstrip("-").isdigit()`: a copy trimmed.
            (30, "`let t = exposed; !t.trim_start(\"-\").is_numeric()`"),
            // `changes[(s, p)]`: the tuple's parts joined, as the key was.
            (80, "changes[`${s}|${p}`]"),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/112/habits-b/plugins/b/v1.rhai"),
        // A comprehension's `for rank, (name, segs) in enumerate(ranking,
        // start=1)` on a line of its own: the index after the item.
        &[(
            74,
            "`for (item, rank) in ranking { let rank = rank + 1; let name = item[0]; let segs = item[1]; lines.push(...); }`",
        )],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/112/habits-c/plugins/a/v1.rhai"),
        &[
            // `s.levers` of `s = self.lines[name]` and of `for s in
            // self.lines.values()`, a dict filled with `LineStats`.
            (128, "`this.lines.values().map(|s| s.levers())"),
            (113, "${s.levers().to_string()"),
            // `name` of `for name in sorted(self.lines)`: a key, no object.
            (113, "${name.to_string().pad_end(6, \" \")}"),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/112/habits-c/plugins/b/v1.rhai"),
        &[(81, "`` let keys = engineers.keys(); keys.map(")],
    ),
];

#[test]
fn what_trial_112s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    // No form runs a chain from `engineers.keys()` that reads
    // `engineers` (the check refused what the first answer wrote).
    let script = &answers[4].1;
    assert!(!advises(script, 81, "engineers.keys().map("), "{script}");
    assert!(!answers[1].1.contains("changes[["), "{}", answers[1].1);
}
