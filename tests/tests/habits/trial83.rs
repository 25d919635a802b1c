//! Usability trial 83 (`tests/trials/83`), on trial 82's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading, and all six habit
//! programs at their second mount. What was rated misleading, told right
//! here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/83/habits-a/plugins/b/v1.rhai"),
        // `t` of `for name, t in sorted(boats.items(), ...)`, where `boats =
        // defaultdict(BoatTotals)`: its `pots` and `kg` are properties,
        // though another class has fields of those names.
        &[
            (103, "${t.pots().to_string().pad_start(6, \" \")}"),
            (103, "${t.kg().to_fixed(1).pad_start(8, \" \")}"),
            (116, "`boats.values().map(|t| t.kg())"),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/83/habits-b/plugins/b/v1.rhai"),
        &[
            // A regex's fields, and its match's groups, which no Rhai value
            // gives.
            (
                11,
                "Rhai has no `re.compile` nor regular expressions: this pattern reads fields between spaces",
            ),
            (19, "no regular expressions to give `m.groups()`"),
            // `not` of a method Rhai spells otherwise.
            (49, "write `!p[1].starts_with(\"#\")` instead of"),
            // The lambda and its `isinstance` in Rhai's words.
            (52, "write `parsed.filter(|r| r.class_name == \"Move\")`"),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/83/habits-c/plugins/a/v1.rhai"),
        // `ledger.rejected.append((lineno, ...))` in a loop counted from 1.
        &[(71, "`ledger.rejected.push([lineno + 1, exc.message])`")],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/83/habits-c/plugins/b/v1.rhai"),
        &[
            // `os.path` building a path, not testing one.
            (17, "drop the lines that build a folder around it"),
            // An error written to stderr before `sys.exit(1)`.
            (52, "`throw` its text"),
        ],
    ),
];

#[test]
fn what_trial_83s_habit_players_rated_misleading_is_told_right() {
    first_answers(EXPECTED);
}
