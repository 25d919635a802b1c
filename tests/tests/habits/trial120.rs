//! Usability trial 120 (`tests/trials/120`), on trial 119's fixes: all
//! six habit programs at their second mount, and three of the six first
//! answers with nothing misleading. What was rated misleading, or unclear
//! in a way that cost a player a guess, told right here.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/a/v1",
        include_str!("../../trials/120/habits-a/plugins/a/v1.rhai"),
        // `[...byCustomer]` of a Map that `groupBy` returns, then
        // `.filter(([, list]) => ...)`: the spread is the map's keys, so
        // each closure's item is a key, its value read from the map (the
        // closures were told `pair[1]`, a key's second character).
        &[
            (89, "`[...byCustomer]` of the Map `byCustomer` is its keys"),
            (90, "`|k| { let list = byCustomer[k]; ... }`"),
            (91, "`|name| { let list = byCustomer[name]; ... }`"),
        ],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/120/habits-a/plugins/b/v1.rhai"),
        // `argv: list[str]`: the whole annotation (`: list` left `[str]`).
        &[(116, "drop `: list[str]`")],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/120/habits-b/plugins/b/v1.rhai"),
        &[
            // `.get(status, [])`: the code's own default (told `?? 0`).
            (81, "write `by_status[status] ?? []` for `.get(status, [])`"),
            // `isinstance(p, Order)` of a namedtuple: the key is set in
            // the map written for `Order(...)` (told `new_order`).
            (
                46,
                "write `p.class_name == \"Order\"`, with a key `class_name: \"Order\"` in each map written for `Order(...)`",
            ),
            // `a, b = reduce(` with its arguments below: no `reduce(;`.
            (
                89,
                "`let parts = reduce(...); let top_client = parts[0]; let top_orders = parts[1];`",
            ),
            // A dict comprehension over `groupby`: the map of groups.
            (
                52,
                "`let m = #{}; for k in groups.keys() { let g = groups[k]; m[k] = g; }`",
            ),
            // (`sorted(items, key=key)` by the same key: `items` itself,
            // trial 132.)
            (52, "for r in items { let k = key(r).to_string();"),
        ],
    ),
];

#[test]
fn what_trial_120s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "`m[key] ?? 0`",
            "in the map `new_order` returns",
            "reduce(;",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}

/// Player c's script keeps running totals at its top level and reads them
/// in its own `for`, in no function: no point tells it to give each `fn`
/// a `const` copy (five items were rated unclear for it).
#[test]
fn a_scripts_running_totals_are_not_told_to_be_constants() {
    let answers = first_answers(&[(
        "c/b/v1",
        include_str!("../../trials/120/habits-c/plugins/b/v1.rhai"),
        &[],
    )]);
    let (_, text) = &answers[0];
    assert!(!text.contains("its own `const children"), "{text}");
    assert!(!text.contains("its own `const total_fee"), "{text}");
}

/// Trial 119's `reduce(lambda c, r: c + Counter({r.species: r.count}), ...)`
/// adds each record's count, not 1: its own point, apart from the line
/// that counts items (the two shared the recipe that adds 1).
#[test]
fn a_counter_of_a_dict_adds_its_values() {
    let answers = first_answers(&[(
        "119/b/b/v1",
        include_str!("../../trials/119/habits-b/plugins/b/v1.rhai"),
        &[
            (
                71,
                "`let c = #{}; for r in good { let k = r.species.to_string(); c[k] = (c[k] ?? 0) + r.count; }`",
            ),
            (50, "counts[k] = (counts[k] ?? 0) + 1;"),
        ],
    )]);
    let (_, text) = &answers[0];
    assert!(
        !text.contains("(line 50, column 20; the same on line 71)"),
        "{text}"
    );
}
