//! Usability trial 150 (`tests/trials/150`): tasks 11 of 12 (the
//! player's float dimensions) with nothing unclear or misleading, all six
//! habit programs at their second mount, and three of six first answers
//! with nothing misleading. What was rated misleading or unclear, told
//! right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/150/habits-a/plugins/b/v1.rhai"),
        // `[ln.rstrip("\n") for ln in lines]` in `def parse(lines)`, called
        // as `parse(ctx.fs.read(...))`: the file's text, walked by its
        // lines (rated misleading: `lines.map(...)` of a text).
        &[
            (
                43,
                "use `lines.split(\"\\n\").map(|ln| ln.trim_end(\"\\n\"))`",
            ),
            (43, "`lines` holds the file's text"),
            // `0 <= mated <= accepted <= grafted`: each comparison (rated
            // unclear: the third cut off, `accepted <`).
            (
                59,
                "write `0 <= mated && mated <= accepted && accepted <= grafted`",
            ),
        ],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/150/habits-b/plugins/a/v1.rhai"),
        // `{ line, reason: ... }`: the whole map, `#{` (rated unclear: the
        // pairs alone, the braces left a block).
        &[
            (37, "`#{ line: line, reason: ... }`"),
            // `crews[0]?.[0]` of an array that may be empty: its length
            // tested (rated unclear: `crews[0]?[0]` first, which throws).
            (107, "`if crews.len() > 0 { crews[0][0] } else { () }`"),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/150/habits-b/plugins/b/v1.rhai"),
        // `len(Appt._fields)` of a namedtuple whose line its own point
        // drops: its count of fields (rated misleading).
        &[(32, "`` `expected ${8} fields, got ${fields.len()}` ``")],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/150/habits-c/plugins/b/v1.rhai"),
        // `p = puzzles.setdefault(puzzle, [])` then `p.append((a, m))`:
        // the push through the map (rated misleading: `p.push(...)`, a
        // copy's).
        &[(61, "write `puzzles[puzzle].push([adjusted, member])`")],
    ),
];

#[test]
fn what_trial_150s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "`lines.map(",
            "${Appt._fields",
            "`p.push(",
            "Rhai writes both, `line: line`",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}
