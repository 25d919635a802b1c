//! Usability trial 58 (`tests/trials/58`), on trial 57's fixes: tasks 12
//! of 12, with one item rated misleading (the `/` of Rhai code with a slip
//! of syntax listed as another language's habit); JavaScript, TypeScript
//! and two Python programs at their second mount. What the habit players
//! rated misleading: `math.log` kept in a form (and `ln` never named), a
//! `Counter`'s `update` told as a map's `mixin`, `tag, rest = parts[0],
//! parts[1:]` garbled, `float("inf")` (which Rhai compares false with
//! every number), `let _ = ...`, a class's own `count` told as a foreign
//! method, and `filter(f, xs)` told at run time as a variable read as a
//! `fn`.

use super::{Expected, answer, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "a/py/v1",
        include_str!("../../trials/58/habits-a/plugins/py/v1.rhai"),
        &[
            (32, "(c / total.to_float()) * ln(c / total.to_float())"),
            (32, "write `ln(x)` for the natural log"),
            (
                49,
                "`for k in counter.keys() { species_totals[k] = (species_totals[k] ?? 0) + counter[k]; }`",
            ),
        ],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/58/habits-c/plugins/a/v1"),
        &[(87, "`let tag = parts[0]; let rest = parts.slice(1);`")],
    ),
    (
        "b/py/v1",
        include_str!("../../trials/58/habits-b/plugins/py/v1"),
        &[
            (3, "write a large one, `1.0e300` for `float(\"inf\")`"),
            (
                74,
                "`let parts = sorted(stats.items(), key=lambda kv: [-kv[1][\"avg\"], kv[0]]); let worst = parts[0];`",
            ),
        ],
    ),
];

#[test]
fn what_trial_58s_habit_players_found_is_told_right() {
    let answers = first_answers(EXPECTED);
    let text = |name: &str| &answers.iter().find(|(n, _)| *n == name).unwrap().1;
    assert!(!text("a/py/v1").contains("math.log(c / total.to_float())"));
    assert!(!text("a/py/v1").contains("m.mixin(other)` (its entries replace"));
    assert!(!text("b/py/v1").contains("let _ = "));
    assert!(!text("c/a/v1").contains("extract(0]"));
    // A class's own method, typed, is no foreign method.
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (ts, refused) = answer(
        &toolset,
        include_str!("../../trials/58/habits-b/plugins/ts/v1"),
    );
    assert!(refused, "{ts}");
    assert!(!ts.contains("Rhai has no method `count`"), "{ts}");
}

/// Rhai code with one slip of syntax lists no `/` as another language's
/// habit: an integer division there is most likely meant.
#[test]
fn a_division_alone_is_no_habit_of_another_language() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    // (The slip: a `let` with no `;` before the next.)
    let code = "fn half(a, b) { a / b }\nfn days(ms) { ms / 86400000 }\n#{ name: \"x\", apply: |ctx| { let y = half(4, 2) let z = 1; } }";
    let (text, refused) = answer(&toolset, code);
    assert!(refused, "{text}");
    assert!(text.starts_with("Syntax error"), "{text}");
    assert!(!text.contains("if both sides may be ints"), "{text}");
}

/// `float("inf")` compares false with every number in Rhai: a program
/// with it is told the large number to write.
#[test]
fn python_s_infinity_is_a_large_number() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = "BANDS = [(15, \"short\"), (float(\"inf\"), \"long\")]\ndef band(x):\n    return next(l for lim, l in BANDS if x <= lim)\n";
    let (text, refused) = answer(&toolset, code);
    assert!(refused, "{text}");
    assert!(
        text.contains("Rhai's comparisons of an infinity are false with every number (`55.0 <= x` too, and `x == x`): for a bound no number passes, write a large one, `1.0e300` for `float(\"inf\")`"),
        "{text}"
    );
}
