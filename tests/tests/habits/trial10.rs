//! The plugins of usability trial 10 (`tests/trials/10`): what a model
//! wrote that mounted and then did the wrong thing, or failed only when
//! called. Each is now either what the model meant, or refused at mount
//! with the Rhai to write.

use serde_json::json;

use cordis_toolset_tests::{call_tool, granted_toolset};

/// Mount `code` on a toolset whose `fs` holds trial 10's files.
fn mounted(code: &str) -> (tempfile::TempDir, cordis_toolset::Toolset, String, bool) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("expenses.csv"),
        include_str!("../../trials/10/root/expenses.csv"),
    )
    .unwrap();
    let toolset = granted_toolset(dir.path());
    let (answer, failed, _) = call_tool(&toolset, "cordis_mount", json!({ "code": code }));
    (dir, toolset, answer, failed)
}

/// `ranked.sort(|a, b| b[1] - a[1])` over float amounts: a JavaScript
/// comparer. Rhai's own `sort` took a float for "compare the types" and
/// left the array as it was, without a word; a float now orders by its
/// sign.
#[test]
fn a_comparer_that_returns_a_float_sorts() {
    let (_dir, toolset, answer, failed) = mounted(include_str!("../../trials/10/habits/2/v3.rhai"));
    assert!(!failed, "{answer}");
    let (text, failed, _) = call_tool(
        &toolset,
        "expense_report",
        json!({ "path": "expenses.csv" }),
    );
    assert!(!failed, "{text}");
    assert_eq!(text, "rent: 800.00\ntransport: 48.10\nfood: 20.05");
}

/// A comparer that returns no number (a string, or nothing) fails with
/// what to return, instead of leaving the array unsorted.
#[test]
fn a_comparer_that_returns_no_number_says_what_to_return() {
    for (comparer, said) in [
        ("|a, b| a.name", "returned a value of type string"),
        ("|a, b| if a.n > b.n { 1 }", "returned nothing"),
    ] {
        let code = format!(
            r#"#{{ name: "s", apply: |ctx| ctx.tools.register(#{{ name: "s", execute: |args| {{
    let xs = [#{{ name: "b", n: 2 }}, #{{ name: "a", n: 1 }}];
    xs.sort({comparer});
    xs[0].name
}} }}) }}"#
        );
        let (_dir, toolset, answer, failed) = mounted(&code);
        assert!(!failed, "{answer}");
        let (text, failed, _) = call_tool(&toolset, "s", json!({}));
        assert!(failed, "{comparer}: {text}");
        assert!(
            text.contains(said) && text.contains("|a, b| a.n - b.n"),
            "{comparer}: {text}"
        );
    }
    // The numbers and bools a comparer may return all sort.
    for comparer in [
        "|a, b| a.n - b.n",
        "|a, b| (a.n - b.n).to_float() / 10.0",
        "|a, b| a.n < b.n",
    ] {
        let code = format!(
            r#"#{{ name: "s", apply: |ctx| ctx.tools.register(#{{ name: "s", execute: |args| {{
    let xs = [#{{ name: "c", n: 3 }}, #{{ name: "a", n: 1 }}, #{{ name: "b", n: 2 }}];
    xs.sort({comparer});
    xs.map(|x| x.name).reduce(|s, x| s + x, "")
}} }}) }}"#
        );
        let (_dir, toolset, answer, failed) = mounted(&code);
        assert!(!failed, "{answer}");
        assert_eq!(call_tool(&toolset, "s", json!({})).0, "abc", "{comparer}");
    }
}

/// `for w in words.sort() { ... }`: the loop ran over `()` and failed at
/// the call; it is refused at mount with the two lines to write.
#[test]
fn a_loop_over_sort_is_refused_at_mount() {
    let (_dir, _toolset, answer, failed) =
        mounted(include_str!("../../trials/10/habits/1/v2.rhai"));
    assert!(failed, "{answer}");
    assert!(answer.contains("(line 11"), "{answer}");
    assert!(
        answer.contains("`sort` changes `words` in place and returns `()`")
            && answer.contains("`words.sort(); for w in words { ... }`"),
        "{answer}"
    );
}

/// `` `${json}\n(${keys} top-level keys)` ``: JavaScript's line break in a
/// template literal. Two models mounted past a warning, and a refusal
/// still cost trial 11 a mount; it is read as JavaScript reads it now.
#[test]
fn a_backslash_n_between_backticks_is_a_line_break() {
    let (dir, toolset, answer, failed) = mounted(include_str!("../../trials/10/tasks/t12/v1.rhai"));
    assert!(!failed, "{answer}");
    assert!(!answer.contains("Warnings"), "{answer}");
    std::fs::write(dir.path().join("a.json"), r#"{"a": 1}"#).unwrap();
    let (text, failed, _) = call_tool(&toolset, "json_pretty", json!({ "path": "a.json" }));
    assert!(!failed, "{text}");
    assert_eq!(text, "{\"a\":1}\n(1 top-level keys)");
}

/// A custom event's note says who uses it the other way now: a listener
/// that nothing emits is told so, and an emitter hears who listens.
#[test]
fn a_custom_event_note_names_who_uses_it_now() {
    let listener = r#"#{ name: "hear", apply: |ctx| ctx.on("job/done", |p| console.log(p)) }"#;
    let emitter = r#"#{ name: "say", apply: |ctx| ctx.tools.register(#{ name: "say",
        execute: |args| { ctx.emit("job/done", 1); "ok" } }) }"#;
    let (_dir, toolset, answer, failed) = mounted(listener);
    assert!(!failed, "{answer}");
    assert!(answer.contains("No mount emits it now."), "{answer}");
    let (answer, failed, _) = call_tool(&toolset, "cordis_mount", json!({ "code": emitter }));
    assert!(!failed, "{answer}");
    assert!(
        answer.contains("Mounts that listen to it now: dyn-1 (hear)."),
        "{answer}"
    );
    // A plugin that both emits and listens is not told that nothing does.
    let both =
        r#"#{ name: "both", apply: |ctx| { ctx.on("loop/x", |p| ()); ctx.emit("loop/x", 1); } }"#;
    let (answer, failed, _) = call_tool(&toolset, "cordis_mount", json!({ "code": both }));
    assert!(!failed, "{answer}");
    assert!(!answer.contains("No mount"), "{answer}");
}

/// `cordis_mount`'s description, as a model reads it in `tools/list`.
fn mount_description(toolset: &cordis_toolset::Toolset) -> String {
    toolset
        .tools()
        .into_iter()
        .find(|tool| tool.name == "cordis_mount")
        .map(|tool| tool.description)
        .unwrap_or_default()
}

/// The numbers a plugin meets first are in the text the model reads before
/// it writes one: `cordis_mount`'s description.
#[test]
fn the_mount_description_states_the_limits() {
    let dir = tempfile::tempdir().unwrap();
    let toolset = granted_toolset(dir.path());
    let limits = cordis_toolset::Limits::default();
    let description = mount_description(&toolset);
    for number in [
        format!(
            "{} ms and {} operations",
            limits.timeout_ms, limits.max_operations
        ),
        format!("an array {} items", limits.max_array_size),
        format!("{} mounts at once", limits.max_mounts),
    ] {
        assert!(description.contains(&number), "{number}: {description}");
    }
}

/// The description's measure of an operation holds: a loop of `t += i`
/// turns costs 3 operations a turn, so a budget runs the turns it says and
/// stops a loop a little longer, in words.
#[test]
fn a_loop_runs_the_turns_the_description_says() {
    use cordis_toolset::builtin::Grants;
    use cordis_toolset::{Limits, Runtime, Toolset, ToolsetConfig};
    let limits = Limits {
        max_operations: 30_000,
        ..Limits::default()
    };
    let config = ToolsetConfig::granted(&Grants::default(), limits).unwrap();
    let toolset = Toolset::new(&Runtime::new(), config).unwrap();
    let description = mount_description(&toolset);
    assert!(
        description.contains("may run about 10000 turns"),
        "{description}"
    );
    let plugin = |turns: u32| {
        format!(
            "#{{ name: \"loop{turns}\", apply: |ctx| ctx.tools.register(#{{ name: \"loop{turns}\", description: \"x\", execute: |args| {{ let t = 0; for i in 0..{turns} {{ t += i; }} t.to_string() }} }}) }}"
        )
    };
    for (turns, fails) in [(9_500, false), (10_500, true)] {
        let (answer, failed, _) =
            call_tool(&toolset, "cordis_mount", json!({ "code": plugin(turns) }));
        assert!(!failed, "{answer}");
        let (answer, failed, _) = call_tool(&toolset, &format!("loop{turns}"), json!({}));
        assert_eq!(failed, fails, "{turns}: {answer}");
        if fails {
            assert!(answer.contains("more than 30000 operations"), "{answer}");
        }
    }
}
