//! The plugins of usability trial 43 (`tests/trials/43`): Python pasted
//! inside `execute` (every line indented, so classes ended nowhere and no
//! `let` was told), a method named like the string method it calls,
//! `%` and `.format` with their specs, methods inside f-strings that no
//! point told, `next` of a generator, a top-level set in a comprehension,
//! and JavaScript's destructured parameters, `.size`, `push(...xs)` and
//! `?.[`.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/js/v1.js",
        include_str!("../../trials/43/habits-a/plugins/js/v1.js"),
        &[
            (
                15,
                "a Rhai parameter cannot destructure `{ id, kind, capacity }`",
            ),
            (71, "write `if unknown.len() > 0 { ... }`"),
            (76, "write `lines += top;`"),
        ],
    ),
    (
        "a/js/v2.rhai",
        include_str!("../../trials/43/habits-a/plugins/js/v2.rhai"),
        &[(54, "Rhai's optional index is `?[`")],
    ),
    (
        "a/py/v1.py",
        include_str!("../../trials/43/habits-a/plugins/py/v1.py"),
        &[
            (61, "where the key is a tuple, an array in Rhai"),
            (64, "`title` is still Python's there: write it as"),
            (72, "`ATTENDED.keys().map(|s| (counts[s] ?? 0))"),
            (96, "`to_json` writes no space after `,` and `:`"),
        ],
    ),
    (
        "b/py/v1.py",
        include_str!("../../trials/43/habits-b/plugins/py/v1.py"),
        &[(
            26,
            "Rhai has no generators or `next`: keep what the form finds",
        )],
    ),
    (
        "b/ts/v1.ts",
        include_str!("../../trials/43/habits-b/plugins/ts/v1.ts"),
        &[
            (
                87,
                "`let m = book.byPart(); for part in m.keys() { let members = m[part]; ... }`",
            ),
            (97, "(sorted, not in the order set"),
        ],
    ),
    (
        "c/a/v1.rhai",
        include_str!("../../trials/43/habits-c/plugins/a/v1.rhai"),
        &[
            (39, "name the method `title_of`"),
            (84, "a `fn` does not see `ctx`"),
            (93, "declare a variable with `let`: `let room = ...;`"),
            (103, ": ${e.message}` ``"),
            (
                111,
                "where `str(x)` shows an object whose class has `__str__`, call it",
            ),
            (
                115,
                "where `{x!r}` shows an object whose class has `__repr__`",
            ),
            (123, "declare a variable with `let`: `let data = ...;`"),
        ],
    ),
    (
        "c/b/v1.rhai",
        include_str!("../../trials/43/habits-c/plugins/b/v1.rhai"),
        &[
            (21, "`` `${h}h${m.to_string().pad_start(2, \"0\")}m` ``"),
            (
                89,
                "`` `Open span: ${fmt_dur(first[1]).to_string().pad_start(5, \" \")} -> ${fmt_dur(last[2]).to_string().pad_start(5, \" \")}` ``",
            ),
            (66, "declare a variable with `let`: `let bar = ...;`"),
        ],
    ),
];

#[test]
fn every_first_answer_names_what_trial_43_met_later_or_wrong() {
    let answers = first_answers(EXPECTED);
    let answer = |name: &str| &answers.iter().find(|(n, _)| *n == name).unwrap().1;
    // A map's key and its value are no type; a top-level assignment is no
    // keyword argument; a function after the classes is in none of them.
    assert!(!answer("a/js/v2.rhai").contains("drop `: unknown`"));
    assert!(!answer("a/py/v1.py").contains("keyword arguments (`ATTENDED="));
    assert!(!answer("c/b/v1.rhai").contains("keyword arguments (`bar="));
    let rooms = answer("c/a/v1.rhai");
    for wrong in [
        "in a class, `load(",
        "in a class, `build(",
        "`fn new_booking_error(code",
    ] {
        assert!(!rooms.contains(wrong), "says `{wrong}`:\n{rooms}");
    }
    // `Quake = namedtuple(...)` is a class, no variable to pass in.
    assert!(!answer("b/py/v1.py").contains("pass `Quake` in"));
}
