//! The plugins of usability trial 12 (`tests/trials/12/habits`): what the
//! first answers left out (`localeCompare` and `||` as a comparer's
//! tie-break, JavaScript's `switch`, `match` as a name, a map's `{` past the
//! list's end, `/` of two ints) and what mounted and then did the wrong
//! thing (a `switch` over characters with string cases).

use serde_json::json;

use super::{Expected, first_answers};

const EXPECTED: &[Expected] = &[
    (
        "1/v1.js",
        include_str!("../../trials/12/habits/1/v1.js"),
        &[
            (
                18,
                "Rhai's `||` takes bools, so it is no fallback for a number: in a `sort` comparer, break a tie with `if` instead",
            ),
            (
                18,
                "Rhai has no method `localeCompare`: write `<` and `>`, which compare strings by their characters",
            ),
        ],
    ),
    (
        "2/v1.py",
        include_str!("../../trials/12/habits/2/v1.py"),
        &[
            (
                32,
                "`/` of two ints drops the fraction in Rhai (`7 / 2` is `3`), unlike Python and JavaScript: for a fraction, make one side a float, `total.to_float() / n`",
            ),
            (36, "this `{` starts a map"),
        ],
    ),
    (
        "3/v1.ts",
        include_str!("../../trials/12/habits/3/v1.ts"),
        &[
            (
                18,
                "`match` is a reserved word in Rhai: name the variable otherwise, e.g. `match_`",
            ),
            (
                24,
                "Rhai's `switch` takes no parentheses, `case`, `break` or `default`",
            ),
            (
                25,
                "Rhai's `switch` takes no parentheses, `case`, `break` or `default`",
            ),
        ],
    ),
    // The Rhai the model wrote next: `case "h":` in a Rhai `switch` now
    // gets the form, not a bare "Expecting literal expression".
    (
        "3/v2.rhai",
        include_str!("../../trials/12/habits/3/v2.rhai"),
        &[],
    ),
];

#[test]
fn every_first_answer_names_what_trial_12_found_missing() {
    let answers = first_answers(EXPECTED);
    let typescript = &answers[3].1;
    assert!(
        typescript.contains("Rhai's `switch` takes no parentheses, `case`, `break` or `default`"),
        "{typescript}"
    );
}

/// The `switch` the first answer teaches is Rhai that runs.
#[test]
fn the_switch_the_answer_teaches_runs() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let code = r#"#{ name: "d", apply: |ctx| ctx.tools.register(#{ name: "d",
    parameters: #{ unit: #{ type: "string" } },
    execute: |args| {
        let total = 0; let n = 2; let unit = args.unit;
        switch unit { "h" => { total += n * 3600; } "m" => { total += n * 60; } _ => throw "bad unit" }
        `${total}`
    } }) }"#;
    let (answer, failed, _) =
        cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": code }));
    assert!(!failed, "{answer}");
    for (unit, out) in [("h", "7200"), ("m", "120")] {
        let (text, failed, _) =
            cordis_toolset_tests::call_tool(&toolset, "d", json!({ "unit": unit }));
        assert!(!failed, "{text}");
        assert_eq!(text, out);
    }
}

/// `for c in text.chars() { switch c { "h" => ... } }`: every character
/// went to `_`, and the tool threw its own "invalid duration" for valid
/// text. It is refused at mount with the two forms that match.
#[test]
fn a_switch_over_characters_with_string_cases_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (answer, failed, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        json!({ "code": include_str!("../../trials/12/habits/3/v3.rhai") }),
    );
    assert!(failed, "{answer}");
    assert!(
        answer.contains("`c` is a character (from `chars()`)")
            && answer.contains("`'h' =>`")
            && answer.contains("`c.to_string()`"),
        "{answer}"
    );
    // The forms it names mount and parse the durations.
    for fixed in [
        include_str!("../../trials/12/habits/3/v3.rhai")
            .replace("\"h\" =>", "'h' =>")
            .replace("\"m\" =>", "'m' =>")
            .replace("\"s\" =>", "'s' =>"),
        include_str!("../../trials/12/habits/3/v3.rhai")
            .replace("switch c {", "switch c.to_string() {"),
    ] {
        let toolset = cordis_toolset_tests::granted_toolset(dir.path());
        let (answer, failed, _) =
            cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": fixed }));
        assert!(!failed, "{answer}");
        let (text, failed, _) = cordis_toolset_tests::call_tool(
            &toolset,
            "parse_duration",
            json!({ "text": "1h30m15s" }),
        );
        assert!(!failed, "{text}");
        assert_eq!(text, "5415");
    }
}

/// `localeCompare` in the Rhai the model wrote next is refused at mount
/// (it failed only when called), and a character's code is `to_int()`,
/// as the `ord` advice says.
#[test]
fn locale_compare_is_refused_at_mount_and_a_character_has_its_code() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (answer, failed, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "cordis_mount",
        json!({ "code": include_str!("../../trials/12/habits/1/v3.rhai") }),
    );
    assert!(failed, "{answer}");
    assert!(answer.contains("no method `localeCompare`"), "{answer}");
    let code = r#"#{ name: "o", apply: |ctx| ctx.tools.register(#{ name: "o",
        execute: |args| { let s = "abc"; `${s[0].to_int()} ${(s[2].to_int() + 1).to_char()}` } }) }"#;
    let (answer, failed, _) =
        cordis_toolset_tests::call_tool(&toolset, "cordis_mount", json!({ "code": code }));
    assert!(!failed, "{answer}");
    assert_eq!(
        cordis_toolset_tests::call_tool(&toolset, "o", json!({})).0,
        "97 d"
    );
}
