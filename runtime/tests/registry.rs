//! The tool registry's guarantees, through mounts: schema normalization and
//! its refusals, bad results failing only that call, the size bound, the
//! pre/post-execute hooks and the protected core, and accounting.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use crate::support;

use std::fmt::Write as _;

use cordis_toolset::Limits;
use cordis_toolset::Toolset;
use serde_json::{Value, json};
use support::{call, mount, mount_ok, toolset, toolset_with, unmount_ok, wait_for_report};

fn fresh() -> Toolset {
    toolset(Limits::default())
}

/// The input schemas of the named tools, by name.
fn schemas(toolset: &Toolset, names: &[&str]) -> Value {
    let mut out = serde_json::Map::new();
    for tool in toolset.tools() {
        if names.contains(&tool.name.as_str()) {
            out.insert(tool.name.clone(), tool.input_schema.clone());
        }
    }
    Value::Object(out)
}

#[test]
fn json_schema_habits_are_normalized() {
    let toolset = fresh();
    mount_ok(
        &toolset,
        r#"|ctx| {
            // The JSON-Schema wrapper with a `required` array.
            ctx.tools.register(#{ name: "wrapped", execute: |a| `${a}`, parameters: #{
                type: "object",
                properties: #{
                    path: #{ type: "string", description: "file to read" },
                    limit: #{ type: "integer" },
                    options: #{ type: "object", properties: #{
                        verbose: #{ type: "boolean" },
                        depth: #{ type: "integer" },
                    }, required: ["depth"] },
                },
                required: ["path"],
            } });
            // The DSL: required by default, `required: false` optional.
            ctx.tools.register(#{ name: "dsl", execute: |a| `${a}`, parameters: #{
                path: #{ type: "string" },
                limit: #{ type: "integer", required: false, "default": 10 },
                mode: #{ type: "string", enum: ["fast", "slow"], required: false },
                tags: #{ type: "array", items: #{ type: "string" }, required: false },
            } });
        }"#,
    );
    insta::assert_json_snapshot!(schemas(&toolset, &["wrapped", "dsl"]));

    // Only `path` is required in the wrapped form…
    let (text, error) = call(&toolset, "wrapped", json!({ "path": "a" }));
    assert!(!error, "{text}");
    let (text, error) = call(&toolset, "wrapped", json!({ "limit": 1 }));
    assert!(
        error && text.contains("missing required argument \"path\""),
        "{text}"
    );
    // …and `depth` inside `options`, when options are given.
    let (text, error) = call(
        &toolset,
        "wrapped",
        json!({ "path": "a", "options": { "verbose": true } }),
    );
    assert!(error && text.contains("depth"), "{text}");
    // Defaults are filled in before execute.
    let (text, error) = call(&toolset, "dsl", json!({ "path": "a" }));
    assert!(!error && text.contains("\"limit\": 10"), "{text}");
    let (text, error) = call(&toolset, "dsl", json!({ "path": "a", "mode": "medium" }));
    assert!(error && text.contains("fast"), "{text}");
}

#[test]
fn meaningless_schemas_are_refused_with_the_vocabulary() {
    let toolset = fresh();
    let cases = [
        ("unknown type", r#"#{ path: #{ type: "str" } }"#),
        ("no type", r#"#{ path: #{ description: "a file" } }"#),
        ("bare type string", r#"#{ path: "string" }"#),
        (
            "unknown key",
            r#"#{ path: #{ type: "string", format: "uri" } }"#,
        ),
        (
            "items on a string",
            r#"#{ path: #{ type: "string", items: #{ type: "string" } } }"#,
        ),
        (
            "required names a stranger",
            r#"#{ type: "object", properties: #{ a: #{ type: "string" } }, required: ["b"] }"#,
        ),
        (
            "required is a number",
            r#"#{ a: #{ type: "string", required: 1 } }"#,
        ),
        ("parameters is an array", r#"["path"]"#),
    ];
    let mut out = String::new();
    for (label, parameters) in cases {
        let code = format!(
            r#"|ctx| ctx.tools.register(#{{ name: "t", execute: |a| "x", parameters: {parameters} }})"#
        );
        let (text, error) = mount(&toolset, &code);
        assert!(error, "{label}: {text}");
        assert!(toolset.registry().get("t").is_none(), "{label}");
        writeln!(out, "=== {label}: {parameters}\n{text}\n").unwrap();
    }
    let (text, _) = mount(
        &toolset,
        r#"|ctx| ctx.tools.register(#{ name: "t", execute: |a| "x", parameters: #{ n: #{ type: "float" } } })"#,
    );
    for word in ["string", "number", "integer", "boolean", "array", "object"] {
        assert!(text.contains(word), "the vocabulary lists {word}: {text}");
    }
    insta::assert_snapshot!(out);
}

#[test]
fn a_deeply_nested_schema_is_refused_not_overflowed() {
    let toolset = fresh();
    let mut schema = String::from(r#"#{ type: "string" }"#);
    for _ in 0..40 {
        schema = format!(r#"#{{ type: "object", properties: #{{ x: {schema} }} }}"#);
    }
    let code = format!(
        r#"|ctx| ctx.tools.register(#{{ name: "deep", execute: |a| "x", parameters: #{{ x: {schema} }} }})"#
    );
    let (text, error) = mount(&toolset, &code);
    // Either Rhai's expression depth or the schema depth refuses it.
    assert!(error, "{text}");
}

/// Bad results: each fails its call alone, naming both forms.
const BAD_RESULTS: &[(&str, &str)] = &[
    ("bare map", "#{ words: 3 }"),
    ("number", "42"),
    ("unit", "let x = 1;"),
    ("closure", "|x| x"),
    ("array", "[\"a\", \"b\"]"),
    ("content not a list", "#{ content: \"hello\" }"),
    ("block without type", "#{ content: [#{ text: \"hello\" }] }"),
    (
        "block of another type",
        "#{ content: [#{ type: \"image\", data: \"...\" }] }",
    ),
    (
        "text not a string",
        "#{ content: [#{ type: \"text\", text: 5 }] }",
    ),
    ("isError not a bool", "#{ content: [], isError: \"yes\" }"),
];

#[test]
fn bad_results_fail_that_call_naming_both_forms() {
    let toolset = fresh();
    let mut code = String::from("|ctx| {\n");
    for (index, (_, value)) in BAD_RESULTS.iter().enumerate() {
        writeln!(
            code,
            "  ctx.tools.register(#{{ name: \"bad{index}\", execute: |a| {{ {value} }} }});"
        )
        .unwrap();
    }
    code.push_str(
        "  ctx.tools.register(#{ name: \"good\", execute: |a| #{ content: [#{ type: \"text\", text: \"a\" }, #{ type: \"text\", text: \"b\" }] } });\n}",
    );
    mount_ok(&toolset, &code);
    let mut out = String::new();
    for (index, (label, value)) in BAD_RESULTS.iter().enumerate() {
        let (text, error) = call(&toolset, &format!("bad{index}"), json!({}));
        assert!(error, "{label}: {text}");
        assert!(
            text.contains("returns a string") && text.contains("content: [#{ type: \"text\""),
            "{label}: {text}"
        );
        assert!(text.contains("to_json"), "{label}: {text}");
        writeln!(out, "=== {label}: {value}\n{text}\n").unwrap();
        // The failure is the call's alone.
        assert_eq!(call(&toolset, "good", json!({})), ("a\nb".into(), false));
    }
    insta::assert_snapshot!(out);
}

#[test]
fn oversized_results_are_truncated_with_a_marker() {
    let toolset = toolset_with(support::builtin_config(Limits::default()).max_result_bytes(100));
    mount_ok(
        &toolset,
        r#"|ctx| {
            ctx.tools.register(#{ name: "big", execute: |a| {
                let s = ""; for i in 0..1000 { s += "x"; } s
            } });
            ctx.tools.register(#{ name: "blocks", execute: |a| {
                let blocks = [];
                for i in 0..10 { blocks.push(#{ type: "text", text: "0123456789ABCDEF" }); }
                #{ content: blocks }
            } });
            ctx.tools.register(#{ name: "small", execute: |a| "fits" });
        }"#,
    );
    let (text, error) = call(&toolset, "big", json!({}));
    assert!(!error, "{text}");
    assert!(text.starts_with(&"x".repeat(100)), "{text}");
    assert!(text.ends_with("… [truncated: 900 more bytes]"), "{text}");
    let (text, _) = call(&toolset, "blocks", json!({}));
    assert!(text.contains("[truncated:"), "{text}");
    assert!(text.replace('\n', "").len() < 160, "{text}");
    assert_eq!(call(&toolset, "small", json!({})).0, "fits");
}

const PING: &str = r#"#{ name: "ping", apply: |ctx| {
    ctx.tools.register(#{ name: "ping", parameters: #{ n: #{ type: "integer", required: false } }, execute: |a| "pong" });
} }"#;

#[test]
fn a_vetoing_pre_execute_hook_cannot_touch_the_core() {
    let toolset = fresh();
    mount_ok(&toolset, PING);
    let hook = mount_ok(
        &toolset,
        r#"#{ name: "veto", apply: |ctx| {
            ctx.on("tools/pre-execute", |info, next| `vetoed ${info.name}`);
        } }"#,
    );
    assert_eq!(
        call(&toolset, "ping", json!({})),
        ("vetoed ping".into(), false)
    );
    // cordis_call's own call is not hooked; the tool it calls is.
    assert_eq!(
        call(
            &toolset,
            "cordis_call",
            json!({ "name": "ping", "arguments": {} })
        )
        .0,
        "vetoed ping"
    );
    let (text, error) = call(&toolset, "cordis_inspect", json!({ "what": "temporary" }));
    assert!(!error && text.contains("veto"), "{text}");
    let (text, error) = call(
        &toolset,
        "cordis_call",
        json!({ "name": "cordis_inspect", "arguments": { "what": "tools" } }),
    );
    assert!(!error && text.contains("cordis_unmount"), "{text}");
    let (text, error) = call(&toolset, "cordis_mount", json!({ "code": "|ctx| {}" }));
    assert!(!error && text.contains("mounted"), "{text}");
    unmount_ok(&toolset, &hook);
    assert_eq!(call(&toolset, "ping", json!({})), ("pong".into(), false));
}

#[test]
fn a_pre_execute_hook_that_calls_next_can_rewrite_the_result() {
    let toolset = fresh();
    mount_ok(&toolset, PING);
    mount_ok(
        &toolset,
        r#"|ctx| ctx.on("tools/pre-execute", |info, next| {
            let result = next.call();
            `[${info.name}] ${result.content[0].text}`
        })"#,
    );
    assert_eq!(
        call(&toolset, "ping", json!({})),
        ("[ping] pong".into(), false)
    );
    // A hook that throws fails that call, naming the hook.
    mount_ok(
        &toolset,
        r#"|ctx| ctx.on("tools/pre-execute", |info, next| { throw "not today"; }, #{ prepend: true })"#,
    );
    let (text, error) = call(&toolset, "ping", json!({}));
    assert!(
        error && text.contains("pre-execute") && text.contains("not today"),
        "{text}"
    );
    let (text, error) = call(&toolset, "cordis_inspect", json!({}));
    assert!(!error, "{text}");
}

#[test]
fn a_throwing_post_execute_listener_never_fails_the_call() {
    let toolset = fresh();
    mount_ok(&toolset, PING);
    mount_ok(
        &toolset,
        r#"|ctx| ctx.on("tools/post-execute", |info, result| { throw "post hook broke"; })"#,
    );
    let seen = mount_ok(
        &toolset,
        r#"|ctx| {
            let log = [];
            // Built-in calls reach it after their response, on another
            // thread, in no fixed order with the calls below: left out.
            ctx.on("tools/post-execute", |info, result| {
                if !info.name.starts_with("cordis_") {
                    log.push(`${info.name}:${info.isError}:${type_of(info.durationMs)}:${result.content[0].text}`);
                }
            });
            ctx.tools.register(#{ name: "log", execute: |a| if log.len() == 0 { "empty" } else { log[-1] } });
        }"#,
    );
    toolset.runtime().take_reports();
    assert_eq!(call(&toolset, "ping", json!({})), ("pong".into(), false));
    assert_eq!(call(&toolset, "log", json!({})).0, "ping:false:f64:pong");
    let (_, error) = call(&toolset, "ping", json!({ "n": "x" }));
    assert!(error);
    assert!(
        call(&toolset, "log", json!({}))
            .0
            .starts_with("ping:true:f64:ping:")
    );
    // The throwing listener may be busy with a built-in call's event on the
    // observer thread; the ping's delivery then waits for it, and is
    // reported once it runs.
    wait_for_report(&toolset, |r| r.message.contains("post hook broke"));
    unmount_ok(&toolset, &seen);
}

#[test]
fn calls_are_accounted_in_inspect() {
    let toolset = fresh();
    mount_ok(&toolset, PING);
    let before = toolset.inspect(Some("tools"), None).unwrap();
    let line = before.lines().find(|l| l.contains("`ping`")).unwrap();
    assert!(!line.contains("calls,"), "no call yet: {line}");
    for _ in 0..3 {
        call(&toolset, "ping", json!({}));
    }
    call(&toolset, "ping", json!({ "n": "not a number" }));
    let after = toolset.inspect(Some("tools"), None).unwrap();
    let line = after
        .lines()
        .find(|l| l.contains("`ping`"))
        .unwrap_or_else(|| panic!("{after}"));
    assert!(line.contains("[4 calls, 1 errors,"), "{line}");
    let (text, _) = call(&toolset, "cordis_inspect", json!({ "what": "tools" }));
    assert!(text.contains("[4 calls, 1 errors,"), "{text}");
}

#[test]
fn callbacks_see_their_captures_and_exit_ends_a_call_with_its_value() {
    let toolset = fresh();
    mount_ok(
        &toolset,
        r#"|ctx| {
            let greeting = "hello";
            let count = 0;
            ctx.tools.register(#{ name: "greet", parameters: #{ who: #{ type: "string" } },
                execute: |a| { count += 1; `${greeting} ${a.who} #${count}` } });
            ctx.tools.register(#{ name: "early", execute: |a| { exit("done early"); "never" } });
        }"#,
    );
    assert_eq!(
        call(&toolset, "greet", json!({ "who": "ada" })),
        ("hello ada #1".to_owned(), false)
    );
    assert_eq!(
        call(&toolset, "greet", json!({ "who": "bob" })),
        ("hello bob #2".to_owned(), false)
    );
    assert_eq!(
        call(&toolset, "early", json!({})),
        ("done early".to_owned(), false)
    );
}

#[test]
fn built_in_tool_names_are_reserved_in_any_letter_case() {
    let toolset = fresh();
    for name in [
        "cordis_mount",
        "CORDIS_MOUNT",
        "Cordis_Unmount",
        "cordis_CALL",
    ] {
        let code = format!(
            r#"|ctx| {{ ctx.tools.register(#{{ name: "{name}", execute: |a| "fake" }}); }}"#
        );
        let (text, error) = mount(&toolset, &code);
        assert!(error && text.contains("is reserved"), "{name}: {text}");
    }
    // The advice works: the suggested name is free.
    mount_ok(
        &toolset,
        r#"|ctx| { ctx.tools.register(#{ name: "my_cordis_mount", execute: |a| "mine" }); }"#,
    );
    assert_eq!(
        call(&toolset, "my_cordis_mount", json!({})),
        ("mine".into(), false)
    );
}

/// A call with several bad arguments is refused once, naming each (a
/// model mends them all in one try), and `execute` never runs.
#[test]
fn a_call_with_several_bad_arguments_is_told_each() {
    let toolset = fresh();
    mount_ok(
        &toolset,
        r#"|ctx| ctx.tools.register(#{ name: "tee", execute: |a| "booked",
            parameters: #{ players: #{ type: "integer", minimum: 1 }, time: #{ type: "string", minLength: 5 } } })"#,
    );
    let (text, error) = call(&toolset, "tee", json!({ "players": 0, "time": "7:00" }));
    assert!(error, "{text}");
    assert!(
        text.starts_with("tee: 2 arguments are refused: ")
            && text.contains("\"players\" must be at least 1, got 0")
            && text.contains("\"time\" must be at least 5 characters, got 4 characters"),
        "{text}"
    );
    assert_eq!(
        call(&toolset, "tee", json!({ "players": 2, "time": "07:00" })),
        ("booked".into(), false)
    );
}
