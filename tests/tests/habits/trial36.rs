//! The plugins of usability trial 36 (`tests/trials/36`), where three
//! players each wrote two programs (JavaScript, TypeScript, and four in
//! Python): what their first answers left out (`raise`, `super()`, a
//! chained comparison, `"-" * n`, `partition`, `groupby`, `{**acc}`,
//! `as const`, a closure reading `this`) or wrote wrong (a variable named
//! `time` told the sandbox has no clock, `most_common`'s ties, `%`
//! formats, `??` beside `/`), and what mounted and failed when called
//! (`push` of two items, `lines[i].trim()` told of `i`).

use super::{Expected, answer, dry_run_warnings, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/js/v1.js",
        include_str!("../../trials/36/habits-a/plugins/js/v1.js"),
        &[
            // (An array since trial 116: numbers stay numbers in it.)
            (4, "a Set of values written out is an array in Rhai"),
            (64, "Rhai's `push` adds one item"),
        ],
    ),
    (
        "a/py/v1.py",
        include_str!("../../trials/36/habits-a/plugins/py/v1.py"),
        &[
            (79, "Python joins strings written side by side"),
            (
                83,
                "sorted by count alone with ties in the order first counted",
            ),
            (97, "`text` is first set inside `try`"),
            (97, "`data` is first set inside `try`"),
        ],
    ),
    (
        "b/ts/v1.ts",
        include_str!("../../trials/36/habits-b/plugins/ts/v1.ts"),
        &[
            (21, "drop `as const`"),
            (
                24,
                "`.map(|s| parse_int(s))`, since a float prints as `14.0`",
            ),
            (46, "write `!(f.cancelled ?? false)`"),
            (51, "so an index of what it returns fails"),
            (57, "`let threshold = this.threshold;`"),
            (61, "so this returns `()`"),
        ],
    ),
    (
        "b/py/v1.py",
        include_str!("../../trials/36/habits-b/plugins/py/v1.py"),
        &[
            (10, "write `17 <= hour && hour < 21`"),
            // (A copy since trial 165: the sandbox's `trim` changes `line`
            // itself, which the second test reads.)
            (
                14,
                "line.to_string().trim() != \"\" && ! line.starts_with(\"#\")",
            ),
            (25, "Rhai has no method `setdefault`"),
            (39, "Rhai has no function `groupby`"),
            (43, "Rhai has no `**` in a map"),
            (45, "m[b] = (totals[b] ?? 0) / grand.to_float();"),
            (
                53,
                "(((s[\"kwh\"] / total_kwh.to_float()) * 100.0).to_fixed(1) + \"%\")",
            ),
            (59, "${(p * 100.0).to_fixed(0) + \"%\"}"),
            (61, "keys.filter(|c| summary[c][\"days\"] < days.len())`"),
        ],
    ),
    (
        "c/a/v1.py",
        include_str!("../../trials/36/habits-c/plugins/a/v1.py"),
        &[
            (5, "Rhai has no exception classes"),
            (7, "Rhai has no inheritance or `super()`"),
            (25, "write `throw` instead of `raise`"),
            (27, "write the closure `|x| parse_int(x)` in its place"),
            (29, "write the closure `|x| parse_float(x)` in its place"),
            (51, "`inspections: []`"),
            (73, "Python joins strings written side by side"),
            (74, "${classify(this.avg_mites())}"),
            (100, "Rhai has no method `setdefault`"),
        ],
    ),
    (
        "c/b/v1.py",
        include_str!("../../trials/36/habits-c/plugins/b/v1.py"),
        &[
            (7, "let h = if i < 0 { s }"),
            (19, "Python's `round(x)` gives an int"),
            (20, "write `\"\".pad(n, \"#\")`"),
            (28, "write `s.index_of(\"#\")`"),
            (45, "Rhai has no method `center`"),
            (47, "if both sides may be ints"),
            (50, "write `\"\".pad(WIDTH, \"-\")`"),
            (64, "`let jumps = []; for i in 0..rides.len() - 1"),
            (68, "rides.filter(|r| \"hill\" in r[1].to_lower()).len()"),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_36_met_later_or_wrong() {
    let answers = first_answers(EXPECTED);
    let js = &answers[0].1;
    // `const [date, time] = ...`: the code's own `time`, not a clock.
    assert!(!js.contains("no clock"), "{js}");
    // The optional argument stays optional in the skeleton.
    assert!(
        js.contains("currency: #{ type: \"string\", required: false }"),
        "{js}"
    );
    // One `sort` point where two passes found it.
    assert_eq!(js.matches("(line 63, column 27)").count(), 1, "{js}");
    let py = &answers[1].1;
    // A `"""` docstring is no pair of strings side by side.
    assert!(!py.contains("(line 1, column 3"), "{py}");
}

/// A second version's `lines.push("", text)` mounted and failed when
/// called; a `push` of two items fails every time.
#[test]
fn a_push_of_two_items_is_refused_at_mount() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error) = answer(
        &toolset,
        include_str!("../../trials/36/habits-a/plugins/js/v2.rhai"),
    );
    assert!(error, "{text}");
    assert!(text.contains("Rhai's `push` adds one item"), "{text}");
}

/// `let line = lines[i].trim(); i += 1;`: the element is trimmed, and `i`,
/// an index, was told it changed.
#[test]
fn an_element_s_trim_is_not_told_of_its_index() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let warnings = dry_run_warnings(
        &toolset,
        include_str!("../../trials/36/habits-c/plugins/b/v7.rhai"),
    );
    assert!(!warnings.contains("`i.trim()`"), "{warnings}");
}
