//! Usability trial 61 (`tests/trials/61`), on trial 60's fixes: tasks 12
//! of 12; JavaScript and a Python program at their second mount. What
//! the players rated misleading, and what cost a mount, told right here.

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[
    // What cost player c's script three mounts, none of it in the first
    // answer before: a tuple returned, `zip` of three tuples, a bool added.
    (
        "c/b/v1",
        include_str!("../../trials/61/habits-c/plugins/b/v1"),
        &[
            (27, "Rhai has no tuples: return an array, `return [a, b];`"),
            (59, "Rhai's `zip` takes two arrays and a closure"),
            (
                63,
                "Rhai adds no bool to a number (Python and JavaScript count `true` as 1): write `+= if mine > theirs { 1 } else { 0 };`",
            ),
        ],
    ),
    (
        "b/ts/v1",
        include_str!("../../trials/61/habits-b/plugins/ts/v1"),
        &[
            // Names Rhai keeps for itself, which cost player b two mounts.
            (
                27,
                "`as` is a reserved word in Rhai: name the variable otherwise, e.g. `as_`",
            ),
            (
                39,
                "`for` is a word of Rhai's own: as a map's key, quote it, `#{ \"for\": ... }`",
            ),
            // An exported function whose body reads `ctx`.
            (71, "it sees no `ctx`: pass it in, `fn report(ctx, ...)`"),
        ],
    ),
    (
        "b/py/v1",
        include_str!("../../trials/61/habits-b/plugins/py/v1"),
        &[
            // A tuple whose items are on the lines below.
            (
                54,
                "`let valid = ...; let rejected = ...;`, each `...` the tuple's item",
            ),
            // A call's items spread into a tuple.
            (69, "([name] + summarize(groups[name],"),
        ],
    ),
    (
        "a/py/v1",
        include_str!("../../trials/61/habits-a/plugins/py/v1.rhai"),
        &[
            // A dict's entry, `v["calls"]`, is looped over by its keys.
            (79, "for sp in v[\"calls\"].keys() { seen[sp] = true; }"),
            // The loop's item is no name it binds.
            (92, "`for row in sites { let site = row[0]; let n = row[1];"),
        ],
    ),
];

#[test]
fn what_trial_61s_habit_players_found_is_told_right() {
    let answers = first_answers(EXPECTED);
    let classes = &first_answers(&[(
        "c/a/v1",
        include_str!("../../trials/61/habits-c/plugins/a/v1"),
        &[
            // `hours` is a property of `Plot` and a field of `Visit`: read
            // in `Plot`'s own body, and on a name bound over `plots`, it
            // is the property's.
            (44, "${this.hours().to_fixed(1)"),
            (96, "this.plots.values().map(|p| p.hours())"),
            (98, "xs.sort(|a, b| if b.hours() < a.hours() { -1 }"),
            // A method of the code's that changes its object, on a copy.
            (
                90,
                "so `plot.add_visit(...)` changes the copy and leaves `this.plots[parts[1]]` as it was: write the copy back after the change, `this.plots[parts[1]] = plot;`",
            ),
        ],
    )])[0]
        .1;
    // `plots={len(self.plots)}` in a one-line `def`'s f-string is no
    // parameter of `__repr__`.
    assert!(!classes.contains("__repr__({"), "{classes}");
    // `for err in garden.errors` reads texts, not a caught exception.
    assert!(!classes.contains("${err.message}"), "{classes}");
    assert_eq!(answers.len(), 4);
    let typescript = &answers[1].1;
    // `({ score: [h, a] = [0, 0] }) =>` is a pattern, not a map.
    assert!(
        !typescript.contains("`{ score: ... }` is a block"),
        "{typescript}"
    );
    assert!(!answers[2].1.contains("let parts = (;"), "{}", answers[2].1);
    // `splitlines(True)` is no `split(true)`.
    assert!(!answers[0].1.contains(".split(true)"), "{}", answers[0].1);
}

/// A tasks player's draft: a copy written back with `stats[k] = s;` is
/// no lost change, and a `)` too many inside a template's `${...}` is
/// named.
#[test]
fn a_copy_written_back_is_no_habit_and_a_templates_bracket_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (text, error) = answer(
        &toolset,
        include_str!("../../trials/61/tasks/06/v1-draft.rhai"),
    );
    assert!(error, "{text}");
    assert!(!text.contains("is a copy of `stats[r.name]`"), "{text}");
    assert!(
        text.contains("do not balance (4 `(` and 5 `)`): the `)` at column 96 closes nothing"),
        "{text}"
    );
}

/// Player b's second and third mounts: a variable named `as`, a key
/// named `for`, each refused with no word on why.
#[test]
fn a_word_of_rhais_own_as_a_name_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    for (code, word) in [
        (include_str!("../../trials/61/habits-b/plugins/ts/v2"), "as"),
        (
            include_str!("../../trials/61/habits-b/plugins/ts/v3"),
            "for",
        ),
    ] {
        let (text, error) = answer(&toolset, code);
        assert!(error, "{text}");
        assert!(
            text.contains(&format!(
                "hint: `{word}` is a word of Rhai's own and names no variable, parameter or key: name it `{word}_`"
            )),
            "{text}"
        );
    }
}
