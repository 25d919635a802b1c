//! The plugins of usability trial 46 (`tests/trials/46`): a variable
//! named like a `fn` of the code (which a closure reads as the function),
//! a parameter named `fn`, `{x:<{width}}`, `itertools.chain` and
//! `operator.attrgetter`, methods a subclass overrides, `x.get(k, []) `
//! before a chain, `format(x, ",")`, a local dict in a comprehension, and
//! `reduce` with no start.

use super::{Expected, dry_run_warnings, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/py/v1.py",
        include_str!("../../trials/46/habits-a/plugins/py/v1.py"),
        &[],
    ),
    (
        "b/py/v1.py",
        include_str!("../../trials/46/habits-b/plugins/py/v1.py"),
        &[
            (6, "`chain` of two arrays is `a + b`"),
            (7, "`attrgetter` of a field is `|o| o.x`"),
            (
                29,
                "`fn` is a reserved word in Rhai and cannot name a parameter",
            ),
            (51, "${truck.to_string().pad_end(width, \" \")}"),
        ],
    ),
    (
        "c/a/v1.py",
        include_str!("../../trials/46/habits-c/plugins/a/v1.py"),
        &[
            (
                45,
                "write one `fn label` for them all, which tests a `class_name` key each maker function sets",
            ),
            (76, "`(raw[\"checks\"] ?? []).map(|c| from_dict(c))`"),
        ],
    ),
    (
        "c/b/v1.py",
        include_str!("../../trials/46/habits-c/plugins/b/v1.py"),
        &[
            (
                73,
                "write `parse_int(x.to_float().to_fixed(0))` for Python's int",
            ),
            (80, "thousands(p[\"score\"].to_string())"),
            (105, "`by_machine.keys().map(|m| m.to_lower().count(\"a\"))"),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_46_met_later_or_wrong() {
    let answers = first_answers(EXPECTED);
    let answer = |name: &str| &answers.iter().find(|(n, _)| *n == name).unwrap().1;
    let trucks = answer("a/py/v1.py");
    assert!(
        trucks.contains("`total` is also the name of a function of the code"),
        "{trucks}"
    );
}

/// `reduce` with no start begins from `()`, which a dry run notes.
#[test]
fn trial_46s_reduce_with_no_start_is_noted() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let warnings = dry_run_warnings(&toolset, include_str!("../../trials/46/tasks/11/v1.rhai"));
    assert!(warnings.contains("`reduce` with no start"), "{warnings}");
    let fixed = dry_run_warnings(&toolset, include_str!("../../trials/46/tasks/11/v2.rhai"));
    assert!(!fixed.contains("`reduce` with no start"), "{fixed}");
}
