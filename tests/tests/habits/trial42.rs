//! The plugins of usability trial 42 (`tests/trials/42`): a one-line
//! exception class that hid every later class's methods (each told as a
//! nested closure instead), a dataclass's fields told as variables,
//! keyword arguments of a class's call spread over lines, `{x:,.2f}`
//! without its grouping, a set's `&` on local sets, `sum` of a property,
//! `json.dumps`'s text and `not in` before a generator.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/py/v1.py",
        include_str!("../../trials/42/habits-a/plugins/py/v1.py"),
        &[
            (
                37,
                "Rhai has no keyword arguments (`day=...`): a class is made by its maker function, which takes the values in order, `new_visit(a, b)`",
            ),
            (75, "`visits.some(|v| !(v.species in COMMON_SPECIES))`"),
            (75, "write `!(v.species in COMMON_SPECIES)` instead of"),
            (
                78,
                "$${thousands(t[\"fees\"].to_fixed(2)).pad_start(9, \" \")}",
            ),
            (78, "`thousands` is this `fn`, once at the top level"),
        ],
    ),
    (
        "a/py/v2.rhai",
        include_str!("../../trials/42/habits-a/plugins/py/v2.rhai"),
        &[(33, "Rhai has no keyword arguments (`day=...` in a call)")],
    ),
    (
        "c/a/v1.py",
        include_str!("../../trials/42/habits-c/plugins/a/v1.py"),
        &[
            (16, "in a class, `member: str` is a field"),
            (18, "in a class, `category: str` is a field"),
            (25, "`cls(...)` is the maker function, `new_loan(...)`"),
            (
                37,
                "in a class, `due_day()` becomes a top-level `fn due_day()",
            ),
            (51, "in a class, `__str__()` becomes a top-level"),
            (115, "`loans.filter(|l| l.is_open()).len()`"),
            (118, "a map's keys in sorted order"),
        ],
    ),
    (
        "c/b/v1.py",
        include_str!("../../trials/42/habits-c/plugins/b/v1.py"),
        &[(70, "`a.filter(|k| b.contains(k))`")],
    ),
];

#[test]
fn every_first_answer_names_what_trial_42_met_later_or_wrong() {
    let answers = first_answers(EXPECTED);
    let (_, classes) = answers.iter().find(|(n, _)| *n == "c/a/v1.py").unwrap();
    // A class's method is no nested closure, nor its field a variable.
    for wrong in ["instead of the nested `def", "`let category = ...;`"] {
        assert!(!classes.contains(wrong), "says `{wrong}`:\n{classes}");
    }
    let (_, visits) = answers.iter().find(|(n, _)| *n == "a/py/v1.py").unwrap();
    // Python's `${x}` in an f-string is a `$` before `{x}`.
    assert!(
        !visits.contains("only backtick strings fill in"),
        "{visits}"
    );
}
