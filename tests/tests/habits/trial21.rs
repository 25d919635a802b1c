//! The plugins of usability trial 21 (`tests/trials/21/habits`): what its
//! answers got wrong or left out (Python's `map(int, ...)` and `divmod`
//! in tuple unpacking, a width in an f-string, a TypeScript getter, a
//! switch arm taken for an arrow, a division of floats flagged, an arrow
//! inside a call taken for a `const` closure).

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "js/v1.js",
        include_str!("../../trials/21/habits/js/v1.js"),
        &[(2, "`parseCsvLine` is a `const` holding a closure")],
    ),
    (
        "py/v1.py",
        include_str!("../../trials/21/habits/py/v1.py"),
        &[
            (11, "`let parts = s.split(\":\").map(|x| parse_int(x));"),
            (
                16,
                "`let h = (minutes / 60).to_int(); let m = minutes % 60;`",
            ),
            (17, "h.to_string().pad_start(2, \"0\")"),
        ],
    ),
    (
        "ts/v1.ts",
        include_str!("../../trials/21/habits/ts/v1.ts"),
        &[(73, "Rhai has no getters or setters")],
    ),
];

#[test]
fn every_first_answer_names_what_trial_21_found_missing() {
    let answers = first_answers(EXPECTED);
    let (js, ts) = (&answers[0].1, &answers[2].1);
    // An arrow inside a call is no closure kept in a `const`.
    assert!(!js.contains("`idx` is a `const` holding a closure"), "{js}");
    // `Math.round(x * 100) / 100` divides what `round` gave.
    assert!(!ts.contains("`/` of two ints drops the fraction"), "{ts}");
}

/// The Rhai versions: a switch's arms are no arrows, and a map key named
/// `new` read as a property is told its quoted form.
#[test]
fn the_rhai_versions_are_told_what_they_met() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, _) = answer(&toolset, include_str!("../../trials/21/habits/ts/v3.rhai"));
    assert!(
        !text.contains("`=>` arrow functions are not Rhai"),
        "{text}"
    );
    let code = "#{ name: \"t\", apply: |ctx| { ctx.on(\"climate/changed\", |change| { let d = change.new - change.old; }); } }";
    let (text, error) = answer(&toolset, code);
    assert!(error, "{text}");
    assert!(text.contains("read the key as `x[\"new\"]`"), "{text}");
}
