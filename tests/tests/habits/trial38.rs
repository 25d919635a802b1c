//! The plugins of usability trial 38 (`tests/trials/38`), three players
//! with two programs each: what their first answers left out (`not in`,
//! a `for` over a dict, set operators, a list spread, `or` before a
//! bracket, a default after a typed parameter, `''`) or wrote wrong
//! (`x or 'none'` as `??`, a slice in a template, `//` of a negative
//! number, `int` inside `isinstance`'s tuple).

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/js/v1.js",
        include_str!("../../trials/38/habits-a/plugins/js/v1.js"),
        &[(42, "strings use double quotes")],
    ),
    (
        "a/py/v1.py",
        include_str!("../../trials/38/habits-a/plugins/py/v1.py"),
        &[
            (30, "write `||` instead of `or`"),
            (30, "write `&&` instead of `and`"),
            (76, "${if truthy(ids) { ids } else { \"none\" }}"),
            (
                85,
                "${street.sub_string(0, 14).to_string().pad_end(14, \" \")}",
            ),
        ],
    ),
    (
        "b/ts/v1.ts",
        include_str!("../../trials/38/habits-b/plugins/ts/v1.ts"),
        &[(
            31,
            "write `fn fee(item, cap) { ... }` instead of `function fee(...)`; Rhai parameters and results take no types: drop each `: type` and the `-> type`; Rhai has no default values (`cap`)",
        )],
    ),
    (
        "b/py/v1.py",
        include_str!("../../trials/38/habits-b/plugins/py/v1.py"),
        &[
            (44, "ps.filter(|p| p[\"decision\"] == \"accept\").len()"),
            (58, "Rhai has no `*` to spread a list"),
        ],
    ),
    (
        "c/a/v1.py",
        include_str!("../../trials/38/habits-c/plugins/a/v1.py"),
        &[
            // (`-(-minutes // 60)`, Python's rounding up, told as a
            // ceiling since trial 87.)
            (
                19,
                "is Python's division rounded up: write `(minutes.to_float() / 60.0).ceiling().to_int()`",
            ),
            (
                49,
                "write `!(zone in TARIFFS)` instead of `zone not in TARIFFS`",
            ),
            (102, "a map gives `for` no items in Rhai"),
        ],
    ),
    (
        "c/b/v1.py",
        include_str!("../../trials/38/habits-c/plugins/b/v1.py"),
        &[(
            44,
            "a set is a map of keys in Rhai, with no `<=`, `-`, `|` or `&`",
        )],
    ),
];

#[test]
fn every_first_answer_names_what_trial_38_met_later_or_wrong() {
    let answers = first_answers(EXPECTED);
    // `isinstance(v, (int, float))` names types, not conversions.
    let py = &answers[3].1;
    assert!(!py.contains("`int` is Python's and names nothing"), "{py}");
}
