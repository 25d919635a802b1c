//! Usability trial 149 (`tests/trials/149`): tasks 11 of 12 (the
//! player's variable named `until`) with nothing unclear or misleading,
//! five habit programs at their second mount and one at its third (a
//! set's `add` no point told), and four of six first answers with nothing
//! misleading. What was rated misleading or unclear, or found missing,
//! told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/149/habits-a/plugins/a/v1.rhai"),
        &[
            // `Object.assign(this, {...})` in a constructor (rated
            // unclear: `m.mixin(other)`, with no `m`).
            (
                10,
                "the fields `Object.assign(this, ...)` sets are the keys of the map it returns",
            ),
            // `console.log` inside `function main` (rated unclear: "end
            // `execute` with `printed.join(...)`", beside the point that
            // calls `main` there).
            (
                107,
                "collect the lines in `main`, `let printed = []; printed.push(line);`, end `main` with `printed.join(\"\\n\")`",
            ),
        ],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/149/habits-a/plugins/b/v1.rhai"),
        &[
            // `seen.add(imp.chip)` of `implants, bad, seen = [], [],
            // set()`: no point told it, and the call failed at the second
            // mount.
            (58, "write `seen[imp.chip] = true;`"),
            // `for name, n in species.most_common():` (rated unclear: the
            // loop over the call its next point says Rhai lacks).
            (
                67,
                "`for pair in top { let name = pair[0]; let n = pair[1]; ... }`, with `top` the list of pairs the point on `most_common` writes",
            ),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/149/habits-b/plugins/b/v1.rhai"),
        // `"\n".join([head, *rows])` (rated misleading: `[head, rows[0],
        // rows[1]]`, which drops rows).
        &[(47, "write `([head] + rows).join(\"\\n\")`")],
    ),
    (
        // (Found beside it: a set's point written with the code's own
        // name, where a `seen` of the code's made it `seen2`.)
        "a set beside a seen",
        "def main(xs):\n    seen = []\n    other = set()\n    for x in xs:\n        other.add(x)\n    return seen\n",
        &[
            (
                3,
                "`let other = #{};`, then `other.contains(k)` for `has(k)`",
            ),
            (5, "write `other[x] = true;`"),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/149/habits-c/plugins/a/v1.rhai"),
        &[
            // `Ledger.load(...)` of a classmethod that reads `STATUSES`
            // (rated misleading: passed on as `x.load(..., STATUSES)`).
            (
                108,
                "`main` calls the class method `load` (a `fn` called alone in Rhai)",
            ),
            (108, "passes it on, `load(..., STATUSES)`"),
            // `len(ledger)` of a class with `__len__`: no point told it.
            (119, "write `ledger.__len__()` for `len(ledger)`"),
        ],
    ),
];

#[test]
fn what_trial_149s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "`m.mixin(other)`",
            "rows[0], rows[1]",
            "`x.load(",
            "every call stays as written",
            "for pair in species.most_common()",
            "seen2",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
    // `const isEnum = <E ...>(e, v) => ...`, made a `fn` by its own point:
    // no function is told to take it (rated unclear).
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, _) = super::answer(
        &toolset,
        include_str!("../../trials/149/habits-b/plugins/a/v1.rhai"),
    );
    assert!(text.contains("make `isEnum` a `fn` too"), "{text}");
    assert!(!text.contains("take `isEnum`"), "{text}");
}
