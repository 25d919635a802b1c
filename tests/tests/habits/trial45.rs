//! The plugins of usability trial 45 (`tests/trials/45`): Python's
//! `round(x, 2)` (its rounding is `to_fixed`'s, not `round()`'s), `%` of a
//! difference, `filter(None, ...)`, a constant a `fn` cannot see, a method
//! of one name in two classes, a dict comprehension that rebuilds its own
//! source, a set comprehension over four names, `{x:+,.2f}`, and
//! TypeScript's `enum` members and function types told as code.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/py/v1.py",
        include_str!("../../trials/45/habits-a/plugins/py/v1.py"),
        &[
            (32, "another class has its own `margin`"),
            (98, "+ thousands(total.to_fixed(2))"),
        ],
    ),
    (
        "b/py/v1.py",
        include_str!("../../trials/45/habits-b/plugins/py/v1.py"),
        &[
            (12, "a `fn` does not see it (nor a parameter's default)"),
            (22, "Rhai's `%` keeps the sign of its left side"),
            (26, ".filter(|x| truthy(x))`"),
        ],
    ),
    (
        "c/a/v1.rhai",
        include_str!("../../trials/45/habits-c/plugins/a/v1.rhai"),
        &[
            (
                72,
                "`let out = #{}; for v in vehicles { out[v.plate] = v; } vehicles = out;`",
            ),
            (
                111,
                "`let keys = members.keys(); let pairs = keys.map(|k| [k, members[k]]);`",
            ),
        ],
    ),
    (
        "c/b/v1.rhai",
        include_str!("../../trials/45/habits-c/plugins/b/v1.rhai"),
        &[(
            85,
            "`let seen = #{}; for item in readings { let s = item[2]; let v = item[3]; if \"wind\" in v { seen[s] = true; } } let have_wind = seen.keys();`",
        )],
    ),
];

#[test]
fn every_first_answer_names_what_trial_45_met_later_or_wrong() {
    let answers = first_answers(EXPECTED);
    let answer = |name: &str| &answers.iter().find(|(n, _)| *n == name).unwrap().1;
    // Python's `round(x, 2)` is `to_fixed`'s rounding.
    assert!(answer("c/a/v1.rhai").contains("`parse_float(x.to_fixed(2))`"));
    // `dd == d and "temp" in v` is two tests, no value picked.
    assert!(!answer("c/b/v1.rhai").contains("picks a value"));
}

/// TypeScript's `enum` members are no variables, and a parameter's
/// function type is no arrow function.
#[test]
fn trial_45s_typescript_types_are_not_told_as_code() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, _) = super::answer(
        &toolset,
        include_str!("../../trials/45/habits-b/plugins/ts/v1.ts"),
    );
    assert!(!text.contains("`let SoldOut = ...;`"), "{text}");
    assert!(!text.contains("(line 43, column 68)"), "{text}");
}
