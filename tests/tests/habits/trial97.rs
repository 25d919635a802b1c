//! Usability trial 97 (`tests/trials/97`), on trial 96's fixes: tasks 12
//! of 12 with nothing rated unclear or misleading; JavaScript and all four
//! Python programs at their second mount, TypeScript at its third (a
//! typed `const` whose chain ends in `sort`). What was rated misleading,
//! or cost a mount, told right here.

use super::{Expected, advises, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "c/b/v1",
        include_str!("../../trials/97/habits-c/plugins/b/v1.rhai"),
        // Names unpacked in one `try` and set again from themselves in
        // the next, `kg = int(kg)`: declared before the first, assigned
        // in the unpacking.
        &[
            (32, "kg = parts[2]; secs = parts[3];"),
            (32, "`kg` is first set inside `try`"),
        ],
    ),
    (
        "b/b/v1",
        include_str!("../../trials/97/habits-b/plugins/b/v1.rhai"),
        &[
            // Names set before, unpacked again inside a `try`: assigned.
            (22, "head = parts[0]; flow = parts[1]; kw = parts[2];"),
            // `"...".format(**s, eff=...)` over several lines: a template,
            // with a field's name read from the map.
            (69, "Rhai has no method `format`: write a backtick template"),
        ],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/97/habits-b/plugins/a/v1.rhai"),
        // A typed `const` whose chain ends in `sort` (what cost v2).
        &[(78, "so `stats` gets `()`")],
    ),
    (
        "a/a/v1",
        include_str!("../../trials/97/habits-a/plugins/a/v1.rhai"),
        // `minutes`, a shorthand key of `Visit`'s objects beside
        // `Client`'s getter of that name: a field's read.
        &[(22, "`item.minutes`, `item.rate`")],
    ),
    (
        "a/b/v1",
        include_str!("../../trials/97/habits-a/plugins/b/v1.rhai"),
        // A property reading a top-level number: a `const` inside, so
        // every `c.passed()` of the other points stays as written (six
        // items rated unclear for calling it without the parameter).
        &[(
            34,
            "make it a `const` inside the `fn`, `const PASS_MARK = 70;`, so that each `x.passed()` stays as written",
        )],
    ),
];

#[test]
fn what_trial_97s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    let zipline = &answers[0].1;
    for line in [40, 41] {
        assert!(
            !advises(zipline, line, "is first set inside `try`"),
            "{zipline}"
        );
    }
    let hydro = &answers[1].1;
    assert!(!advises(hydro, 22, "let head = parts[0]"), "{hydro}");
    assert!(!advises(hydro, 70, "as `format` takes them"), "{hydro}");
    // `key=lambda ...` of a call over several lines is no function `key`.
    assert!(!advises(hydro, 61, "a function of the code too"), "{hydro}");
    assert!(
        !advises(&answers[3].1, 22, "item.minutes()"),
        "{}",
        answers[3].1
    );
}

/// `"{site:<6} n={n}".format(**s, n=3)`: a field named reads the keyword
/// argument, or the key of the map spread.
#[test]
fn a_format_of_names_is_a_template() {
    let answers = first_answers(&[(
        "format",
        "def f(s):\n    return \"{site:<6} n={n}\".format(**s, n=3)\n",
        &[(
            2,
            r#"`` `${s["site"].to_string().pad_end(6, " ")} n=${3}` ``"#,
        )],
    )]);
    assert!(
        !advises(&answers[0].1, 2, "Rhai has no `**` unpacking"),
        "{}",
        answers[0].1
    );
}
