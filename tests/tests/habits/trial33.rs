//! The plugins of usability trial 33 (`tests/trials/33`): what its first
//! answers left out (a tuple literal, `startswith` of a tuple, `match`,
//! `module` as a name, `Number.isFinite`, `if (missing)`) or wrote wrong
//! (a generator unpacked, `this.module`, `let module`, `zip(xs, xs[1:])`
//! one past the end, a dict comprehension over `sorted(m.items())`), and
//! what its Rhai versions were told wrong: the code's own method `lines`
//! as JavaScript's, and Python's `split` count on Rhai's own `split`.

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "js/v1.js",
        include_str!("../../trials/33/habits/js/v1.js"),
        &[(
            67,
            "`if missing != () { ... }` for a value that may be missing",
        )],
    ),
    (
        "py/v1.py",
        include_str!("../../trials/33/habits/py/v1.py"),
        &[
            (4, "Rhai has no tuples"),
            (
                8,
                "`module` is a reserved word in Rhai and cannot name a parameter",
            ),
            (
                16,
                "`let parts = this.time.split(\":\").map(|x| parse_int(x)); let h = parts[0];",
            ),
            (20, "${this[\"module\"]}"),
            (27, "let module_ = parts[3];"),
            (46, "Python's `match` is Rhai's `switch`"),
            (
                53,
                "`let out = []; for i in 0..secs.len() - 1 { let a = secs[i]; let b = secs[i + 1]; out.push(b - a); }`",
            ),
            (
                57,
                "`let out = #{}; for m in errors_by_module.keys() { let v = errors_by_module[m]; out[m] = v.len(); }`",
            ),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_33_met_later_or_wrong() {
    let answers = first_answers(EXPECTED);
    let (js, py) = (&answers[0].1, &answers[1].1);
    // `this.lines(prices)` calls the class's own `lines`.
    assert!(!js.contains("Rhai has no method `lines`"), "{js}");
    assert!(!py.contains("`match ... { ... }`"), "{py}");
}

/// Its Rhai versions: Python's `split` count was told on Rhai's own
/// `split`, each time one more; the tuple stopped the parser with no hint.
#[test]
fn the_rhai_versions_are_told_what_stopped_them() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    for version in [
        include_str!("../../trials/33/habits/py/v2.rhai"),
        include_str!("../../trials/33/habits/py/v3.rhai"),
    ] {
        let (text, error) = answer(&toolset, version);
        assert!(error, "{text}");
        assert!(!text.contains("Python's `split(sep,"), "{text}");
    }
    let (text, _) = answer(&toolset, include_str!("../../trials/33/habits/py/v2.rhai"));
    assert!(text.contains("hint: Rhai has no tuples"), "{text}");
    let (text, error) = answer(&toolset, include_str!("../../trials/33/habits/js/v2.rhai"));
    assert!(error, "{text}");
    assert!(!text.contains("Rhai has no method `lines`"), "{text}");
    assert!(text.contains("Rhai has no `Number.isFinite`"), "{text}");
}

/// Task 2: the `trim` note's copy, put where a test starts, stopped the
/// parser with no hint; the note now says to copy on a line before.
#[test]
fn a_block_where_a_condition_starts_is_told_and_the_trim_note_copies_on_a_line_before() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let warnings =
        super::dry_run_warnings(&toolset, include_str!("../../trials/33/tasks/02/v1.rhai"));
    assert!(
        warnings.contains("`let t = l;` on a line before, then `t.trim()`"),
        "{warnings}"
    );
    let (text, error) = answer(&toolset, include_str!("../../trials/33/tasks/02/v2.rhai"));
    assert!(error, "{text}");
    assert!(
        text.contains("hint: a condition cannot start with a block `{ ... }`"),
        "{text}"
    );
}
