//! Usability trial 55 (`tests/trials/55`), on trial 54's fixes: tasks 12
//! of 12, nothing misleading; TypeScript and two Python programs at their
//! second mount. Three of four Python programs began with a `#!` line,
//! which drew three misleading items each (a reserved name, a regex, a
//! division); the other items rated misleading kept Python inside the
//! Rhai they wrote (`super()`, a keyword argument, a slice in a template,
//! a comprehension or `accumulate` in a `zip` loop, `strftime`), declared
//! again a name set before a `try`, or rounded a JavaScript `toFixed` the
//! wrong way.

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "c/a/v1",
        include_str!("../../trials/55/habits-c/plugins/a/v1"),
        &[
            (1, "a `#!` line tells a shell which program runs a script"),
            (94, "`status` is first set inside `try`"),
            (
                96,
                "`alloc = new_allocation(project.name, [], false); status = ",
            ),
            (56, "`${this.project_str()} size ${this.size}`"),
            (89, "`let parts = parse(ctx.fs.read(path));"),
        ],
    ),
    (
        "c/b/v1",
        include_str!("../../trials/55/habits-c/plugins/b/v1"),
        &[
            (
                58,
                "let crews = [(CREWS[w] ?? \"none\") for w in wards]; for i in 0..wards.len() { let ward = wards[i]; let crew = crews[i]; ... }`; this holds once the comprehension is written as Rhai",
            ),
            (69, "since ${row[\"reported\"].sub_string(5)}"),
            (55, "`let gap = 60 - s.len();"),
        ],
    ),
    (
        "a/py/v1",
        include_str!("../../trials/55/habits-a/plugins/py/v1.rhai"),
        &[
            (1, "a `#!` line tells a shell"),
            (32, "write `if truthy(days) { days } else { 1 }`"),
            (21, "use `ctx.fs.read(path).split(\"\\n\").filter("),
            (68, "this holds once `strftime` is replaced"),
        ],
    ),
    (
        "a/js/v1",
        include_str!("../../trials/55/habits-a/plugins/js/v1.rhai"),
        &[
            (
                10,
                "`fixed(x, 2)`, with this `fn` at the top level of the code",
            ),
            (
                37,
                "write `new_crossing(...)` (the class's own point says how to write the maker) instead of `new Crossing(...)`",
            ),
        ],
    ),
    (
        "b/py/v1",
        include_str!("../../trials/55/habits-b/plugins/py/v1.rhai"),
        &[
            (52, "${total(nests, \"eggs\").to_string()"),
            (
                59,
                "`let runnings = accumulate(counts); for i in 0..months.len() {",
            ),
            (71, "this holds once `sorted` is replaced"),
        ],
    ),
];

#[test]
fn what_trial_55s_habit_players_found_is_told_right() {
    let answers = first_answers(EXPECTED);
    // A script's `#!` line is told once, as itself: no reserved name, no
    // regex, no division on it.
    for (name, text) in &answers {
        assert!(!text.contains("`#!` is reserved"), "{name}: {text}");
        assert!(!text.contains("(line 1, column 11"), "{name}: {text}");
    }
    // The `with open` file is read where the code read it.
    assert!(
        !answers[0].1.contains("`let parts = parse(handle.read())"),
        "{}",
        answers[0].1
    );
}
