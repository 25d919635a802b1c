//! Usability trial 85 (`tests/trials/85`), on trial 84's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; TypeScript and three
//! Python programs at their second mount. What cost a mount or was rated
//! misleading, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/85/habits-a/plugins/a/v1.rhai"),
        // Constants changed through a path (`log.rejects.push(...)`) or a
        // `Map`'s `set`, each a mount of the JavaScript program.
        &[
            (
                31,
                "`log` is declared with `const` and `.push(...)` changes it",
            ),
            (
                66,
                "`groups` is declared with `const` and `.set(...)` changes it",
            ),
        ],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/85/habits-a/plugins/b/v1.rhai"),
        &[
            // A set of tuples: each key the parts joined (an array key
            // failed at run time, v2).
            (65, "seen[`${s.site}|${s.pool}`] = true;"),
            // ... and its items read from the key's parts.
            (77, "`pools.filter(|p| p.split(\"|\")[0] == site)`"),
            // `mean` from `statistics`, left in a template: the
            // sandbox's own `mean` now, which the template calls as is.
            (83, "${mean(tides.values()).to_fixed(2)}"),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/85/habits-b/plugins/b/v1.rhai"),
        // The start-up lines' call, for a `fn` at the top.
        &[(105, "for a top-level `fn main(ctx, path)`")],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/85/habits-c/plugins/a/v1.rhai"),
        &[
            // `return iter(sorted(...))` in `__iter__` (v2's refusal).
            (86, "Rhai has no function `iter`"),
            // The pairs of a method's map, read in a form's closure (v2's
            // other refusal: a closure has no `this`); `area_by_size` reads
            // `r.area`, a property that reads `SIZES`, so it takes `SIZES`
            // too (trial 137).
            (
                106,
                "`let kept = this.area_by_size(SIZES); let keys = kept.keys(); let pairs = keys.map(|k| [k, kept[k]]);`",
            ),
        ],
    ),
];

#[test]
fn what_trial_85s_habit_players_met_is_told_right() {
    first_answers(EXPECTED);
}
