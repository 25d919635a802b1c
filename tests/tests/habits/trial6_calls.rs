//! The calls of usability trial 6 (`tests/trials/6`) that failed only when
//! they ran, or were answered in words that pointed the wrong way: a call
//! that can only fail is now refused at mount with the Rhai to write, a
//! call that fails on a value's type says which conversion to write, and
//! the task's plugin that needed a number's character works as written.

use serde_json::json;

use super::advises;

/// `cordis_mount` of `code`: the answer, whether it was refused, and the
/// mount's id.
fn mount(toolset: &cordis_toolset::Toolset, code: &str) -> (String, bool, Option<String>) {
    let (answer, error, report) =
        cordis_toolset_tests::call_tool(toolset, "cordis_mount", json!({ "code": code }));
    let id = report.and_then(|r| r["id"].as_str().map(str::to_owned));
    (answer, error, id)
}

fn unmount(toolset: &cordis_toolset::Toolset, id: Option<String>) {
    if let Some(id) = id {
        cordis_toolset_tests::call_tool(toolset, "cordis_unmount", json!({ "id": id }));
    }
}

/// What each refused version is told at mount: the line, and a piece of
/// the advice.
const REFUSED: &[(&str, &str, usize, &str)] = &[
    (
        "tasks/t08/v1.rhai",
        include_str!("../../trials/6/tasks/t08/v1.rhai"),
        6,
        "no function `timestamp` exists: the sandbox has no clock",
    ),
    (
        "habits/3/v2.rhai",
        include_str!("../../trials/6/habits/3/v2.rhai"),
        2,
        "Rhai has no method `capitalize`: write `s.sub_string(0, 1).to_upper() + s.sub_string(1).to_lower()`",
    ),
    (
        "habits/4/v6.rhai",
        include_str!("../../trials/6/habits/4/v6.rhai"),
        23,
        "Rhai has no method `toFixed`: write `fixed(x, 2)`",
    ),
    (
        "habits/5/v5.rhai",
        include_str!("../../trials/6/habits/5/v5.rhai"),
        26,
        "`all` is a method of the array and takes a test: write `arr.all(|v| v > 0)`",
    ),
    (
        "habits/2/v2.rhai",
        include_str!("../../trials/6/habits/2/v2.rhai"),
        6,
        "`parse_json(text)`",
    ),
    (
        "habits/5/v3.rhai",
        include_str!("../../trials/6/habits/5/v3.rhai"),
        32,
        "`to_json(value)`",
    ),
    (
        "habits/5/v2.rhai",
        include_str!("../../trials/6/habits/5/v2.rhai"),
        15,
        "Rhai has no `csv.DictReader`: split the text",
    ),
];

#[test]
fn calls_that_can_only_fail_are_refused_at_mount_with_the_rhai_to_write() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    for (name, code, line, advice) in REFUSED {
        let (answer, error, id) = mount(&toolset, code);
        unmount(&toolset, id);
        assert!(error, "{name} mounted:\n{answer}");
        assert!(
            advises(&answer, *line, advice),
            "{name}: line {line} lacks `{advice}`:\n{answer}"
        );
        assert!(
            !answer.contains("declare it first"),
            "{name} is told to declare a module:\n{answer}"
        );
    }
}

/// A call of a name no function has, and no variable holds, is refused
/// with a close native name; a variable holding a closure, a parameter
/// and the code's own functions are called as before.
#[test]
fn an_unknown_function_is_refused_with_a_close_name_and_known_ones_are_not() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let plugin = |body: &str| {
        format!(
            "fn twice(x) {{ x * 2 }}\n#{{ name: \"p\", apply: |ctx| {{\n  ctx.tools.register(#{{ name: \"t\", description: \"t\", parameters: #{{ s: #{{ type: \"string\" }} }}, execute: |args| {{\n{body}\n  }} }});\n}} }}"
        )
    };
    let (answer, error, id) = mount(&toolset, &plugin("    to_uper(args.s)"));
    unmount(&toolset, id);
    assert!(error, "{answer}");
    assert!(
        advises(
            &answer,
            4,
            "no function `to_uper` exists in the sandbox and the code defines none: did you mean `to_upper`?"
        ),
        "{answer}"
    );
    let fine = "    let shout = |s| s.to_upper();\n    let f = |g| g(args.s);\n    try { f(shout) + twice(2) } catch (err) { `${err}` }";
    let (answer, error, id) = mount(&toolset, &plugin(fine));
    assert!(!error, "{answer}");
    let (text, error, _) = cordis_toolset_tests::call_tool(&toolset, "t", json!({ "s": "hi" }));
    assert!(!error && text == "HI4", "{text}");
    unmount(&toolset, id);
}

/// Trial 6's `caesar` (task 10) turned a number back into a character
/// with `to_char`, which a model reaches for: it works as written.
#[test]
fn a_number_becomes_its_character_with_to_char() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let (answer, error, id) = mount(&toolset, include_str!("../../trials/6/tasks/t10/v1.rhai"));
    assert!(!error, "{answer}");
    let (text, error, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "caesar",
        json!({ "text": "Hello, World!", "shift": 3 }),
    );
    assert!(!error && text.contains("Khoor, Zruog!"), "{text}");
    let (text, _, _) = cordis_toolset_tests::call_tool(
        &toolset,
        "caesar",
        json!({ "text": "Khoor, Zruog!", "shift": -3 }),
    );
    assert!(text.contains("Hello, World!"), "{text}");
    unmount(&toolset, id);
}

/// The versions that mounted and failed on a value's type: each answer
/// says which conversion to write.
#[test]
fn a_float_for_an_int_and_a_value_for_a_bool_are_told_their_conversion() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("items.csv"),
        "name,qty,price\nwidget,3,2.50\ngadget,12,10\n",
    )
    .unwrap();
    let toolset = cordis_toolset_tests::granted_toolset(dir.path());
    let float =
        "a tool parameter declared `type: \"number\"` arrives as a float. Write `x.to_int()`";
    for (name, code, tool, args, expected) in [
        (
            "habits/1/v4.rhai",
            include_str!("../../trials/6/habits/1/v4.rhai"),
            "top_words",
            json!({ "text": "the cat the dog", "n": 2 }),
            float,
        ),
        (
            "habits/4/v3.rhai",
            include_str!("../../trials/6/habits/4/v3.rhai"),
            "histogram",
            json!({ "values": [1, 2, 3, 4], "buckets": 2 }),
            float,
        ),
        (
            "habits/4/v5.rhai",
            include_str!("../../trials/6/habits/4/v5.rhai"),
            "histogram",
            json!({ "values": [1, 2, 3, 4], "buckets": 2 }),
            float,
        ),
        (
            "habits/5/v4.rhai",
            include_str!("../../trials/6/habits/5/v4.rhai"),
            "csv_to_json",
            json!({ "path": "items.csv" }),
            "Rhai has no truthiness: `if`, `while`, `&&`, `||` and `!` take a bool. Test what you mean: `arr.len() > 0`",
        ),
    ] {
        // `toFixed` and `all(xs)` are refused at mount now: without them,
        // the value's type is what fails.
        // The loop changing a copy is refused at mount now too.
        let code = code
            .replace(".toFixed(2)", "")
            .replace(
                "all(rows.map(|r| is_number(r[col])))",
                "rows.all(|r| is_number(r[col]))",
            )
            .replace(
                "for r in rows {\n                        r[col] =",
                "for (r, i) in rows {\n                        rows[i][col] =",
            );
        let (answer, error, id) = mount(&toolset, &code);
        assert!(!error, "{name}: {answer}");
        let (text, error, _) = cordis_toolset_tests::call_tool(&toolset, tool, args);
        unmount(&toolset, id);
        assert!(error, "{name} answered: {text}");
        assert!(text.contains(expected), "{name}: {text}");
    }
}
