//! Usability trial 148 (`tests/trials/148`): tasks 12 of 12 with nothing
//! unclear or misleading, the six habit programs at their second mount
//! (one at its third, its player's slip), and five of six first answers
//! with nothing misleading. What was rated misleading or unclear, told
//! right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/148/habits-a/plugins/a/v1.rhai"),
        // `runs.reduce((a, b) => ..., runs[0])`: the closure reads no
        // `runs`, its start value does, before the call (rated unclear:
        // told a data race the dry run did not find).
        &[
            (91, "write the closure `|a, b| ...`"),
            // `Object.assign(this, { ... })` in a constructor: the
            // maker's map (rated unclear: `m.mixin(other)`, with no `m`).
            (
                9,
                "the fields `Object.assign(this, ...)` sets are the keys of the map it returns",
            ),
        ],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/148/habits-a/plugins/b/v1.rhai"),
        // `row = dict(zip(FIELDS, parts))`: a map filled in a loop (rated
        // unclear: a map literal, which cannot say it).
        &[(
            39,
            "`let row = #{}; for (k, i) in FIELDS { row[k] = parts[i]; }`",
        )],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/148/habits-b/plugins/b/v1.rhai"),
        &[
            // `not nl[1].startswith(("#", "sensor\t"))`: a test of each
            // text (rated misleading: an array, which no `starts_with`
            // takes).
            (
                75,
                "write `!(nl[1].starts_with(\"#\") || nl[1].starts_with(\"sensor\\t\"))`",
            ),
            (
                75,
                "test each, `(nl[1].starts_with(\"#\") || nl[1].starts_with(\"sensor\\t\"))`",
            ),
            // `", ".join(... for k in LIMITS)` of a dict written in its
            // order: its keys in that order (rated misleading:
            // `LIMITS.keys()`, which come sorted).
            (
                98,
                "write `` [\"pm25\", \"pm10\", \"no2\"].map(|k| `${k}=${counts[k] ?? 0}`).join(\", \") ``",
            ),
            (
                98,
                "loop over its keys in the order they were set, as Python walks the dict, `for k in [\"pm25\", \"pm10\", \"no2\"] { let value = LIMITS[k]; ... }`",
            ),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/148/habits-c/plugins/a/v1.rhai"),
        // A classmethod that reads `ctx` and top-level names: its `fn`
        // takes `ctx` as its calls pass it (rated unclear: `fn load(path,
        // NIB_SIZES, STATUSES)` called as `load(ctx, path, ...)`).
        &[(
            68,
            "pass it in, `fn load(ctx, path, NIB_SIZES, STATUSES)`, called as `load(ctx, path, NIB_SIZES, STATUSES)`",
        )],
    ),
];

#[test]
fn what_trial_148s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "starts_with([",
            "LIMITS.keys().map(",
            "`fn load(path",
            "a chain that starts from `runs`",
            "`m.mixin(other)`",
            "which come sorted, where Python walks a dict in the order its keys were set; for the order",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
        if *name == "a/b/v1" {
            assert!(!text.contains("write a map literal, `#{ a: 1 }`"), "{text}");
        }
    }
}
