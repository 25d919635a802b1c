//! Usability trial 137 (`tests/trials/137`): tasks 12 of 12, five of six
//! habit programs at their second mount (the JavaScript's third through
//! `toExponential`, which its answer did not name), and two of six first
//! answers with nothing misleading. What was rated misleading, told
//! right here.

use super::{Expected, first_answers};

/// A method that calls another of its class told to take a top-level
/// name: it takes the name too, and its forms pass it on (trial 137's
/// `revenue` and `by_customer` were told nothing).
const PASSED_ON: &str = "RATE = {\"a\": 1.5}\n\nclass Book:\n    def __init__(self):\n        self.items = []\n\n    def value(self, k):\n        return RATE[k]\n\n    def total(self):\n        return sum(self.value(k) for k in self.items)\n";

const EXPECTED: &[Expected] = &[
    (
        "a/b/v1",
        include_str!("../../trials/137/habits-a/plugins/b/v1.rhai"),
        // `max(venue_fees.items(), key=lambda kv: (kv[1], kv[0]))`: no
        // fold comparing arrays with `>` (Rhai refuses it), the `max`
        // point's loop instead.
        &[(82, "Rhai's `max(a, b)` and `min(a, b)` compare two numbers")],
    ),
    (
        "c/a/v1",
        include_str!("../../trials/137/habits-c/plugins/a/v1.rhai"),
        // Across classes: `OrderBook.parse` calls `ReedOrder.from_csv`,
        // `revenue` and `by_customer` read `o.value`, a property; each
        // takes what the method it reaches is told to take (rated
        // misleading: told to take nothing).
        &[
            (
                70,
                "pass it in, `fn parse(lines, GRADE_SURCHARGE, VALID_STATUSES)`",
            ),
            (88, "pass it in, `fn revenue(GRADE_SURCHARGE)`"),
            (91, "pass it in, `fn by_customer(GRADE_SURCHARGE)`"),
        ],
    ),
    (
        "a/a/v1",
        include_str!("../../trials/137/habits-a/plugins/a/v1.rhai"),
        // `totalEnergy.toExponential(2)`: no point, and a third mount.
        &[(88, "`exponential(x, 2)`, with this `fn` at the top level")],
    ),
    (
        "b/a/v1",
        include_str!("../../trials/137/habits-b/plugins/a/v1.rhai"),
        // `const gradeShare = (g) => ...` inside `function main`: made a
        // `fn`, it cannot read `main`'s locals, and `p.flowers` is a
        // field, not the `flowers` of `parseLine` (rated misleading: "the
        // top-level `flowers`, `picks`, `totalFlowers`").
        &[(
            93,
            "it cannot read `main`'s `picks`, `totalFlowers` either: pass it in, `fn gradeShare(..., picks, totalFlowers)`",
        )],
    ),
    (
        "passed on",
        PASSED_ON,
        &[
            (10, "so it cannot read `RATE`: pass it in, `fn total(RATE)`"),
            (11, "me.value(k, RATE)"),
        ],
    ),
];

#[test]
fn what_trial_137s_habit_players_rated_misleading_is_told_right() {
    let answers = first_answers(EXPECTED);
    for (name, text) in &answers {
        for wrong in [
            "> ([m[1], m[0]])",
            "venue_fees.items().reduce(",
            "the top-level `flowers`",
        ] {
            assert!(!text.contains(wrong), "{name} says `{wrong}`:\n{text}");
        }
    }
}

/// `exponential(x, d)`, as the answer writes it, gives what JavaScript's
/// `toExponential` gave (node 22) for each number.
#[test]
fn the_exponential_form_gives_what_to_exponential_gives() {
    let cases = [
        ("1234.5", 2, "1.23e+3"),
        ("0.000456", 1, "4.6e-4"),
        ("-98765", 3, "-9.877e+4"),
        ("0", 2, "0.00e+0"),
        ("9.999", 2, "1.00e+1"),
        ("1", 0, "1e+0"),
        ("123456", 0, "1e+5"),
        ("5e-7", 2, "5.00e-7"),
        ("2.5e21", 3, "2.500e+21"),
    ];
    let seismo = EXPECTED.iter().position(|(n, ..)| *n == "a/a/v1").unwrap();
    let answer = &first_answers(&EXPECTED[seismo..=seismo])[0].1;
    let form = answer
        .split('`')
        .find(|c| c.starts_with("fn exponential("))
        .expect("the answer writes `fn exponential`");
    let calls: Vec<String> = cases
        .iter()
        .map(|(x, d, _)| format!("exponential({x}, {d})"))
        .collect();
    let code = format!(
        "{form}\n#{{ name: \"exp\", apply: |ctx| {{ ctx.tools.register(#{{ name: \"exp\", description: \"e\", parameters: #{{}}, execute: |args| [{}].reduce(|a, s| a + \" \" + s, \"\") }}); }} }}",
        calls.join(", ")
    );
    let text = super::tool_text(&code, "exp");
    let want: Vec<&str> = cases.iter().map(|(.., w)| *w).collect();
    assert_eq!(text.split_whitespace().collect::<Vec<_>>(), want, "{code}");
}

/// A path the code takes its first folder off itself (`if p.starts_with(
/// "root/") { p = p.sub_string(5); }`) is no path from the folder around
/// the root: no warning (trial 137's v2 was warned at `main(ctx,
/// "root/saffron.csv")`).
#[test]
fn a_path_the_code_strips_itself_is_not_warned() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("saffron.csv"), "date\n").unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let v2 = include_str!("../../trials/137/habits-b/plugins/a/v2.rhai");
    let warnings = super::dry_run_warnings(&toolset, v2);
    assert!(!warnings.contains("names nothing"), "{warnings}");
    // Without the strip, the same literal is warned.
    let unstripped = v2.replace("fsPath.starts_with(\"root/\")", "false");
    let warnings = super::dry_run_warnings(&toolset, &unstripped);
    assert!(warnings.contains("names nothing"), "{warnings}");
}
