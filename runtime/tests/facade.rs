//! The façade `ctx` under attack and under guessing: framework members,
//! undeclared services, assignment, Node traps, smuggling `ctx` or closures
//! out through every exit, the console, and the teaching messages a model's
//! typical mistakes get at mount time.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use crate::support;

use std::fmt::Write as _;

use cordis_toolset::Limits;
use cordis_toolset::Toolset;
use cordis_toolset::report::ReportKind;
use serde_json::json;
use support::{call, mount, mount_ok, toolset, wait_for_report};

fn fresh() -> Toolset {
    toolset(Limits::default())
}

/// Mount `code` and insist that it fails; returns the message.
fn refused(toolset: &Toolset, code: &str) -> String {
    let (text, error) = mount(toolset, code);
    assert!(error, "expected a refusal for {code}\ngot: {text}");
    text
}

/// Model-style mistakes, each as a whole mount.
const MISTAKES: &[(&str, &str)] = &[
    ("JS arrow function", "#{ name: \"a\", apply: (ctx) => { } }"),
    (
        "JS function",
        "function apply(ctx) {\n  ctx.tools.register(#{ name: \"x\" });\n}",
    ),
    (
        "object literal without #",
        "{ name: \"a\", apply: |ctx| { } }",
    ),
    ("null", "|ctx| {\n  let found = null;\n}"),
    ("undefined", "|ctx| {\n  let found = undefined;\n}"),
    ("===", "|ctx| {\n  if 1 === 1 { }\n}"),
    (".length", "|ctx| {\n  let n = \"abc\".length;\n}"),
    (
        "async/await",
        "|ctx| {\n  let t = await ctx.fs.read(\"a\");\n}",
    ),
    ("new", "|ctx| {\n  let seen = new Map();\n}"),
    ("type annotation", "|ctx: Context| { }"),
    (
        "register with an object literal",
        "|ctx| {\n  ctx.tools.register({ name: \"x\", execute: |a| \"x\" });\n}",
    ),
    (
        "missing return",
        "let plugin = #{ name: \"a\", apply: |ctx| { } };",
    ),
    ("returns a number", "42"),
    ("wrong plugin shape", "#{ name: \"a\", setup: |ctx| { } }"),
    (
        "apply is not a function",
        "#{ name: \"a\", apply: \"run\" }",
    ),
    (
        "inject as a string",
        "#{ name: \"a\", inject: \"fs\", apply: |ctx| { } }",
    ),
    (
        "inject of numbers",
        "#{ name: \"a\", inject: [1], apply: |ctx| { } }",
    ),
    ("name is a number", "#{ name: 7, apply: |ctx| { } }"),
    (
        "ctx.plugin",
        "|ctx| {\n  ctx.plugin(#{ name: \"child\" });\n}",
    ),
    ("ctx.root", "|ctx| {\n  let root = ctx.root;\n}"),
    ("ctx.fiber", "|ctx| {\n  let me = ctx.fiber;\n}"),
    (
        "ctx.fs without inject",
        "|ctx| {\n  ctx.fs.read(\"a.txt\");\n}",
    ),
    (
        "ctx.timer without inject",
        "|ctx| {\n  ctx.timer.setTimeout(|| 1, 10);\n}",
    ),
    (
        "unknown ctx member",
        "|ctx| {\n  ctx.database.query(\"x\");\n}",
    ),
    (
        "unknown ctx method inside a function",
        "fn setup(ctx) {\n  ctx.register(#{ name: \"x\" });\n}\n|ctx| {\n  setup(ctx);\n}",
    ),
    (
        "ctx.register",
        "|ctx| {\n  ctx.register(#{ name: \"x\" });\n}",
    ),
    (
        "ctx.tools.add",
        "|ctx| {\n  ctx.tools.add(#{ name: \"x\" });\n}",
    ),
    ("assigning ctx.x", "|ctx| {\n  ctx.x = 1;\n}"),
    ("require", "|ctx| {\n  let fs = require(\"fs\");\n}"),
    ("setTimeout", "|ctx| {\n  setTimeout(|| 1, 10);\n}"),
    ("setInterval", "|ctx| {\n  setInterval(|| 1, 10);\n}"),
    ("clearTimeout", "|ctx| {\n  clearTimeout(3);\n}"),
    ("fetch", "|ctx| {\n  fetch(\"https://example.com\");\n}"),
    (
        "tool without execute",
        "|ctx| {\n  ctx.tools.register(#{ name: \"x\", description: \"d\" });\n}",
    ),
    (
        "tool with a handler key",
        "|ctx| {\n  ctx.tools.register(#{ name: \"x\", handler: |a| \"x\" });\n}",
    ),
    (
        "tool with a bad name",
        "|ctx| {\n  ctx.tools.register(#{ name: \"word count\", execute: |a| \"x\" });\n}",
    ),
    (
        "ctx.on without a handler",
        "|ctx| {\n  ctx.on(\"tools/post-execute\");\n}",
    ),
    (
        "call as a parameter name",
        "|ctx| {\n  ctx.on(\"e\", |call| call);\n}",
    ),
];

#[test]
fn teaching_messages_for_model_mistakes() {
    let toolset = fresh();
    let mut out = String::new();
    for (label, code) in MISTAKES {
        let message = refused(&toolset, code);
        assert!(
            message.contains("Nothing was mounted") || message.contains("nothing was mounted"),
            "{label}: {message}"
        );
        assert!(
            !message.contains("anon$"),
            "{label} leaks internals: {message}"
        );
        writeln!(out, "=== {label}\n{code}\n---\n{message}\n").unwrap();
    }
    // Nothing of the failed mounts is left.
    assert!(
        toolset
            .inspect(Some("temporary"), None)
            .unwrap()
            .contains("none")
            || {
                let temporary = toolset.inspect(Some("temporary"), None).unwrap();
                !temporary.contains("dyn-")
            }
    );
    insta::assert_snapshot!(out);
}

#[test]
fn framework_members_are_refused_listing_what_is_available() {
    let toolset = fresh();
    for member in ["root", "fiber", "parent", "registry", "runtime", "scope"] {
        let message = refused(&toolset, &format!("|ctx| {{ let x = ctx.{member}; }}"));
        assert!(
            message.contains(&format!("ctx.{member} is not available"))
                && message.contains("ctx offers: tools, on, once, emit, provide"),
            "{member}: {message}"
        );
    }
    // Calling one reads the member first, so the same message comes back.
    let message = refused(&toolset, "|ctx| { ctx.plugin(#{ name: \"c\" }); }");
    assert!(message.contains("ctx offers:"), "{message}");
    // The list includes the services this plugin declared.
    let message = refused(
        &toolset,
        "#{ inject: [\"timer\"], apply: |ctx| { let r = ctx.root; } }",
    );
    assert!(message.contains("progress, timer"), "{message}");
}

#[test]
fn an_undeclared_service_names_the_inject_fix() {
    let toolset = fresh();
    for service in ["fs", "timer", "bash", "web"] {
        let message = refused(&toolset, &format!("|ctx| {{ let s = ctx.{service}; }}"));
        assert!(
            message.contains(&format!("add \"{service}\" to the plugin's inject list")),
            "{service}: {message}"
        );
    }
    // A service another mount provides counts too.
    mount_ok(
        &toolset,
        r#"#{ name: "p", apply: |ctx| ctx.provide("notes", #{ n: 1 }) }"#,
    );
    let message = refused(&toolset, "|ctx| { let s = ctx.notes.n; }");
    assert!(message.contains("inject: [\"notes\"]"), "{message}");
}

#[test]
fn the_facade_is_read_only() {
    let toolset = fresh();
    for code in [
        "|ctx| { ctx.x = 1; }",
        "|ctx| { ctx.tools = 1; }",
        "|ctx| { ctx[\"on\"] = 1; }",
    ] {
        let message = refused(&toolset, code);
        assert!(message.contains("read-only"), "{code}: {message}");
    }
    // Rebinding the parameter is the plugin's own business: ctx stays intact.
    mount_ok(
        &toolset,
        r#"|ctx| { let c = ctx; c.tools.register(#{ name: "still", execute: |a| "here" }); }"#,
    );
    assert_eq!(call(&toolset, "still", json!({})).0, "here");
}

#[test]
fn node_traps_redirect_to_the_cordis_way() {
    let toolset = fresh();
    for (code, hint) in [
        ("require(\"fs\")", "ctx.fs"),
        ("setTimeout(|| 1, 5)", "ctx.timer.setTimeout"),
        ("setInterval(|| 1, 5)", "ctx.timer.setInterval"),
        ("setImmediate(|| 1)", "ctx.timer.setTimeout"),
        ("clearTimeout(1)", "ctx.timer.clear"),
        ("clearInterval(1)", "ctx.timer.clear"),
        ("fetch(\"https://example.com\")", "ctx.web.fetch"),
    ] {
        // At the top level, in apply, and in a later tool call.
        let top = refused(&toolset, &format!("{code};\n|ctx| {{}}"));
        let apply = refused(&toolset, &format!("|ctx| {{ {code}; }}"));
        for message in [&top, &apply] {
            assert!(
                message.contains("is not available in a cordis plugin") && message.contains(hint),
                "{code}: {message}"
            );
        }
        let id = mount_ok(
            &toolset,
            &format!(
                r#"|ctx| ctx.tools.register(#{{ name: "trap", execute: |a| {{ {code}; "ran" }} }})"#
            ),
        );
        let (text, error) = call(&toolset, "trap", json!({}));
        assert!(error && text.contains(hint), "{code}: {text}");
        call(&toolset, "cordis_unmount", json!({ "id": id }));
    }
}

#[test]
fn ctx_cannot_be_provided() {
    let toolset = fresh();
    for value in [
        "#{ c: ctx }",
        "#{ t: ctx.tools }",
        "#{ deep: [1, #{ c: ctx }] }",
        "ctx",
        "ctx.tools",
    ] {
        let message = refused(&toolset, &format!("|ctx| ctx.provide(\"leak\", {value})"));
        assert!(
            message.contains("cannot leave the plugin that received it"),
            "{value}: {message}"
        );
    }
    assert!(toolset.runtime().service("leak").is_none());
    // A service handle cannot be passed on either.
    mount_ok(
        &toolset,
        r#"#{ name: "p", apply: |ctx| ctx.provide("p", #{ n: || 1 }) }"#,
    );
    let message = refused(
        &toolset,
        r#"#{ inject: ["p"], apply: |ctx| ctx.provide("again", #{ inner: ctx.p }) }"#,
    );
    assert!(message.contains("service handle"), "{message}");
}

#[test]
fn ctx_cannot_travel_in_an_event_payload() {
    let toolset = fresh();
    for payload in ["ctx", "#{ c: ctx }", "[ctx.tools]", "|| 1", "#{ f: |x| x }"] {
        let message = refused(&toolset, &format!("|ctx| ctx.emit(\"e\", {payload})"));
        assert!(message.contains("ctx.emit(\"e\")"), "{payload}: {message}");
    }
    // Listeners in other mounts get plain data.
    mount_ok(
        &toolset,
        r#"|ctx| {
            let seen = [];
            ctx.on("e", |x| { seen.push(type_of(x)); });
            ctx.tools.register(#{ name: "seen", execute: |a| `${seen}` });
        }"#,
    );
    mount_ok(
        &toolset,
        r#"|ctx| ctx.tools.register(#{ name: "send", execute: |a| { ctx.emit("e", #{ n: 1 }); "sent" } })"#,
    );
    assert_eq!(call(&toolset, "send", json!({})).0, "sent");
    assert_eq!(call(&toolset, "seen", json!({})).0, "[\"map\"]");
}

#[test]
fn ctx_and_closures_cannot_be_a_tool_result() {
    let toolset = fresh();
    mount_ok(
        &toolset,
        r#"|ctx| {
            ctx.tools.register(#{ name: "give_ctx", execute: |a| ctx });
            ctx.tools.register(#{ name: "give_tools", execute: |a| ctx.tools });
            ctx.tools.register(#{ name: "give_fn", execute: |a| |x| x });
            ctx.tools.register(#{ name: "in_block", execute: |a| #{ content: [#{ type: "text", text: ctx }] } });
            ctx.tools.register(#{ name: "fn_in_block", execute: |a| #{ content: [#{ type: "text", text: || 1 }] } });
        }"#,
    );
    for tool in [
        "give_ctx",
        "give_tools",
        "give_fn",
        "in_block",
        "fn_in_block",
    ] {
        let (text, error) = call(&toolset, tool, json!({}));
        assert!(error, "{tool}: {text}");
        assert!(text.contains("A tool returns a string"), "{tool}: {text}");
        assert!(
            !text.contains("anon$") && !text.contains("Fn("),
            "{tool}: {text}"
        );
    }
}

#[test]
fn ctx_and_closures_cannot_cross_between_mounts() {
    let toolset = fresh();
    mount_ok(
        &toolset,
        r#"#{ name: "leaky", apply: |ctx| ctx.provide("leaky", #{
            give_ctx: || ctx,
            give_fn: || |x| x,
            give_nested: || #{ inner: [ctx.tools] },
            take: |x| "took it",
        }) }"#,
    );
    mount_ok(
        &toolset,
        r#"#{ name: "taker", inject: ["leaky"], apply: |ctx| {
            ctx.tools.register(#{ name: "get_ctx", execute: |a| { let c = ctx.leaky.give_ctx(); "got it" } });
            ctx.tools.register(#{ name: "get_fn", execute: |a| { let f = ctx.leaky.give_fn(); "got it" } });
            ctx.tools.register(#{ name: "get_nested", execute: |a| { let f = ctx.leaky.give_nested(); "got it" } });
            ctx.tools.register(#{ name: "send_ctx", execute: |a| ctx.leaky.take(ctx) });
            ctx.tools.register(#{ name: "send_fn", execute: |a| ctx.leaky.take(|| 1) });
        } }"#,
    );
    for (tool, expect) in [
        ("get_ctx", "service \"leaky\" returned a value that"),
        ("get_fn", "a function cannot be passed here"),
        ("get_nested", "cannot leave the plugin"),
        ("send_ctx", "calling service \"leaky\""),
        ("send_fn", "a function cannot be passed here"),
    ] {
        let (text, error) = call(&toolset, tool, json!({}));
        assert!(error && text.contains(expect), "{tool}: {text}");
    }
}

#[test]
fn ctx_cannot_leave_through_a_pre_execute_listener() {
    let toolset = fresh();
    mount_ok(
        &toolset,
        r#"|ctx| ctx.tools.register(#{ name: "ping", execute: |a| "pong" })"#,
    );
    let hook = mount_ok(
        &toolset,
        r#"|ctx| ctx.on("tools/pre-execute", |info, next| ctx)"#,
    );
    let (text, error) = call(&toolset, "ping", json!({}));
    assert!(error && text.contains("cannot leave the plugin"), "{text}");
    call(&toolset, "cordis_unmount", json!({ "id": hook }));
    assert_eq!(call(&toolset, "ping", json!({})), ("pong".into(), false));
}

/// A value of the catalog type `ty` (`Option<T>` as `T`) for a call.
fn sample(ty: &str) -> &'static str {
    let ty = ty
        .strip_prefix("Option<")
        .and_then(|t| t.strip_suffix('>'))
        .unwrap_or(ty);
    match ty {
        "String" => "\"demo/x\"",
        "fn() -> any" => "|| 1",
        "i64" => "60000",
        "bool" => "true",
        _ if ty.starts_with("Map<") || ty.chars().next().is_some_and(char::is_uppercase) => "#{}",
        _ => "1",
    }
}

/// What the catalog promises is what a script can call: every method of
/// every façade object takes each argument count its signature allows,
/// with values of the catalogued types, and one argument more is refused
/// with the catalogued form.
#[test]
fn every_catalogued_form_is_callable_and_one_more_argument_teaches() {
    use cordis_toolset::facade_entries;
    let toolset = fresh();
    let mut calls = 0;
    for (index, entry) in facade_entries().iter().enumerate() {
        for method in &entry.methods {
            let types: Vec<&str> = method.params.iter().map(|p| p.ty.as_str()).collect();
            for count in method.required_params()..=types.len() {
                let args: Vec<&str> = types[..count].iter().map(|t| sample(t)).collect();
                let script = format!("{}.{}({})", entry.name, method.name, args.join(", "));
                let code = format!(
                    "#{{ name: \"forms{index}\", inject: [\"timer\"], apply: |ctx| {{ {script}; }} }}"
                );
                let output = toolset
                    .call("cordis_mount", json!({ "code": code }))
                    .unwrap();
                let text = format!("{:?}", output.content);
                assert!(
                    !text.contains("its form is") && !text.contains("no method"),
                    "{script} is catalogued but not callable: {text}"
                );
                if let Some(id) = output.structured.as_ref().and_then(|s| s["id"].as_str()) {
                    call(&toolset, "cordis_unmount", json!({ "id": id }));
                }
                calls += 1;
            }
            let args = vec!["1"; types.len() + 1];
            let script = format!("{}.{}({})", entry.name, method.name, args.join(", "));
            let code =
                format!("#{{ name: \"more\", inject: [\"timer\"], apply: |ctx| {{ {script}; }} }}");
            let message = refused(&toolset, &code);
            let form = format!(
                "its form is {}.{}",
                entry.name,
                method.signature.trim_start_matches("fn ")
            );
            assert!(message.contains(&form), "{script}: {message}");
        }
    }
    assert!(calls >= 28, "only {calls} forms were tried");
}

#[test]
fn console_functions_exist_and_do_not_fail() {
    let toolset = fresh();
    mount_ok(
        &toolset,
        r#"print("top level");
        |ctx| {
            print("apply");
            debug(#{ n: 1 });
            console.log("one");
            console.info("one", 2);
            console.warn("one", 2, [3]);
            console.error(#{ e: 1 });
            ctx.tools.register(#{ name: "chatty", execute: |a| {
                console.log("in a tool", a);
                print("printed");
                "ok"
            } });
        }"#,
    );
    assert_eq!(call(&toolset, "chatty", json!({})), ("ok".into(), false));
    let message = refused(&toolset, "|ctx| { console.table(1); }");
    assert!(!message.contains("anon$"), "{message}");
}

#[test]
fn a_listener_of_another_mount_cannot_reach_the_emitters_ctx() {
    // The payload is copied: a listener that changes it changes only its copy.
    let toolset = fresh();
    mount_ok(
        &toolset,
        r#"|ctx| ctx.on("shared", |data| { data.n = 99; })"#,
    );
    mount_ok(
        &toolset,
        r#"|ctx| ctx.tools.register(#{ name: "emit_and_read", execute: |a| {
            let data = #{ n: 1 };
            ctx.emit("shared", data);
            `${data.n}`
        } })"#,
    );
    assert_eq!(call(&toolset, "emit_and_read", json!({})).0, "1");
    // A listener that throws is reported, not raised into the emitter.
    toolset.runtime().take_reports();
    mount_ok(
        &toolset,
        r#"|ctx| ctx.on("shared", |data| { throw "no thanks"; })"#,
    );
    assert_eq!(call(&toolset, "emit_and_read", json!({})).0, "1");
    let report = wait_for_report(&toolset, |r| {
        r.kind == ReportKind::Listener("shared".into())
    });
    assert!(report.message.contains("no thanks"), "{}", report.message);
}

/// What a natural construct must come to.
enum Outcome {
    /// The tool's text.
    Works(&'static str),
    /// The mount or call fails with a message containing this.
    Teaches(&'static str),
}

/// Natural constructs a model writes, each as a whole mount (a provider
/// of `kv` is mounted first) and the tool `t` it registers called once.
const NATURAL: &[(&str, &str, Outcome)] = &[
    (
        "a method chain through a service",
        r#"#{ inject: ["fs"], apply: |ctx| ctx.tools.register(#{ name: "t", execute: |a| { let n = ctx.fs.read("poem.txt").split(" ").len(); `${n}` } }) }"#,
        Outcome::Works("3"),
    ),
    (
        "a chain on a listing",
        r#"#{ inject: ["fs"], apply: |ctx| ctx.tools.register(#{ name: "t", execute: |a| `${ctx.fs.list(".").len()}` }) }"#,
        Outcome::Works("1"),
    ),
    (
        "a provided function, called three ways",
        r#"#{ inject: ["kv"], apply: |ctx| ctx.tools.register(#{ name: "t", execute: |a| ctx.kv.get("a") + ctx.kv.get.call("b") + ctx.kv.get("c").len() }) }"#,
        Outcome::Works("v:av:b3"),
    ),
    (
        "a provided method named fetch, assigned to a variable",
        r#"#{ inject: ["kv"], apply: |ctx| ctx.tools.register(#{ name: "t", execute: |a| { let r = ctx.kv.fetch("u", #{ method: "POST" }); r.status.to_string() } }) }"#,
        Outcome::Works("200"),
    ),
    (
        "a failing provided method named fetch runs once",
        r#"#{ inject: ["kv"], apply: |ctx| ctx.tools.register(#{ name: "t", execute: |a| { try { ctx.kv.boom("x"); } catch (e) { } `${ctx.kv.runs()}` } }) }"#,
        Outcome::Works("1"),
    ),
    (
        "next() in a pre-execute listener",
        r#"|ctx| { ctx.on("tools/pre-execute", |info, next| { let r = next(); r }); ctx.tools.register(#{ name: "t", execute: |a| "ran" }) }"#,
        Outcome::Works("ran"),
    ),
    (
        "next(info), as in JavaScript middleware",
        r#"|ctx| { ctx.on("tools/pre-execute", |info, next| { let r = next(info); r }); ctx.tools.register(#{ name: "t", execute: |a| "ran" }) }"#,
        Outcome::Works("ran"),
    ),
    (
        "next(info) with its arguments changed: the tool gets them",
        r#"|ctx| { ctx.on("tools/pre-execute", |info, next| { info.args.s = info.args.s.trim(); next(info) }); ctx.tools.register(#{ name: "t", parameters: #{ s: #{ type: "string", required: false, "default": "  x  " } }, execute: |a| `[${a.s}]` }) }"#,
        Outcome::Works("[x]"),
    ),
    (
        "next(info) with arguments that do not fit the tool",
        r#"|ctx| { ctx.on("tools/pre-execute", |info, next| { info.args.s = 5; next(info) }); ctx.tools.register(#{ name: "t", parameters: #{ s: #{ type: "string", required: false, "default": "x" } }, execute: |a| `[${a.s}]` }) }"#,
        Outcome::Teaches(
            "the arguments a tools/pre-execute listener passed on with next(info) do not fit the tool",
        ),
    ),
    (
        "next with two arguments",
        r#"|ctx| { ctx.on("tools/pre-execute", |info, next| { next(info, 1) }); ctx.tools.register(#{ name: "t", execute: |a| "ran" }) }"#,
        Outcome::Teaches("next takes nothing or the info map"),
    ),
    (
        "a closure in a variable called as f(x)",
        r#"|ctx| { let twice = |x| x * 2; ctx.tools.register(#{ name: "t", execute: |a| { let apply = |f, x| f(x); `${twice(2)} ${apply(twice, 5)}` } }) }"#,
        Outcome::Works("4 10"),
    ),
    (
        "to_json of every plain value",
        r#"|ctx| ctx.tools.register(#{ name: "t", execute: |a| to_json([1, 2.5, "s", true, (), #{ k: [1] }]) + to_json(()) + to_json("x") })"#,
        Outcome::Works(r#"[1,2.5,"s",true,null,{"k":[1]}]null"x""#),
    ),
    (
        "to_json of a closure",
        r#"|ctx| ctx.tools.register(#{ name: "t", execute: |a| to_json(#{ f: |x| x }) })"#,
        Outcome::Teaches("a function cannot be passed here"),
    ),
    (
        "to_json of ctx",
        r#"|ctx| ctx.tools.register(#{ name: "t", execute: |a| to_json(ctx) })"#,
        Outcome::Teaches("`ctx` (or a part of it) cannot leave"),
    ),
    (
        "parse_json and join",
        r#"|ctx| ctx.tools.register(#{ name: "t", execute: |a| parse_json("[1, 2]").join("+") })"#,
        Outcome::Works("1+2"),
    ),
    (
        "JSON.stringify",
        r#"|ctx| ctx.tools.register(#{ name: "t", execute: |a| JSON.stringify(a) })"#,
        Outcome::Teaches("write `to_json(value)` instead of `JSON.stringify(...)`"),
    ),
    (
        "Object.keys",
        r#"|ctx| ctx.tools.register(#{ name: "t", execute: |a| Object.keys(a).len() })"#,
        Outcome::Teaches("write `m.keys()`"),
    ),
    (
        "Math.max",
        r#"|ctx| ctx.tools.register(#{ name: "t", execute: |a| Math.max(1, 2) })"#,
        Outcome::Teaches("write `max(a, b)`"),
    ),
    (
        "parseInt",
        r#"|ctx| ctx.tools.register(#{ name: "t", execute: |a| `${parseInt("4")}` })"#,
        Outcome::Teaches("Rhai has no function `parseInt`: write `parse_int(s)`"),
    ),
    (
        "chained trim",
        r#"|ctx| ctx.tools.register(#{ name: "t", execute: |a| { let s = " a,b "; `${s.trim().split(",").len()}` } })"#,
        Outcome::Works("2"),
    ),
    (
        "chained sort",
        r#"|ctx| ctx.tools.register(#{ name: "t", execute: |a| { let x = [3, 1, 2]; `${x.sort().len()}` } })"#,
        Outcome::Teaches(
            "`sort` changes the array in place and returns `()`, so the `.len` chained after it fails",
        ),
    ),
    (
        "structuredContent",
        r#"|ctx| ctx.tools.register(#{ name: "t", execute: |a| #{ content: [#{ type: "text", text: "2 files" }], structuredContent: #{ files: ["a", "b"] } } })"#,
        Outcome::Works("2 files"),
    ),
    (
        "assigning ctx.x",
        "|ctx| { ctx.x = 1; }",
        Outcome::Teaches("ctx is read-only: `ctx.x = ...`"),
    ),
    (
        "assigning ctx.tools",
        "|ctx| { ctx.tools = 1; }",
        Outcome::Teaches("ctx is read-only: `ctx.tools = ...`"),
    ),
    (
        "assigning into a service",
        r#"#{ inject: ["fs"], apply: |ctx| { ctx.fs.y = 2; } }"#,
        Outcome::Teaches("ctx is read-only: `ctx.fs.y = ...`"),
    ),
    (
        "changing a provided value in place",
        r#"#{ inject: ["kv"], apply: |ctx| { ctx.kv.items.push(3); } }"#,
        Outcome::Teaches("a method changed `ctx.kv.items` in place"),
    ),
];

/// The `kv` provider the natural constructs use.
const KV: &str = r#"|ctx| {
    let runs = 0;
    ctx.provide("kv", #{
        get: |k| "v:" + k,
        fetch: |url, options| #{ status: 200, url: url },
        boom: |x| { runs += 1; throw "boom " + x; },
        runs: || runs,
        items: [1, 2],
    });
}"#;

#[test]
fn natural_constructs_work_or_teach() {
    use cordis_toolset::ToolsetConfig;
    use cordis_toolset::builtin::Grants;
    use cordis_toolset::services::FsConfig;

    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("poem.txt"), "one two three").unwrap();
    let grants = Grants {
        fs: Some(FsConfig {
            root: dir.path().to_owned(),
            ..FsConfig::default()
        }),
        timer: true,
        ..Grants::default()
    };
    let mut out = String::new();
    for (label, code, outcome) in NATURAL {
        let toolset =
            support::toolset_with(ToolsetConfig::granted(&grants, Limits::default()).unwrap());
        mount_ok(&toolset, KV);
        let (mounted, failed) = mount(&toolset, code);
        let (text, error) = if failed {
            (mounted, true)
        } else {
            call(&toolset, "t", json!({}))
        };
        match outcome {
            Outcome::Works(expected) => {
                assert!(!error && text == *expected, "{label}: {text}");
                if *label == "structuredContent" {
                    let output = toolset.call("t", json!({})).unwrap();
                    assert_eq!(output.structured, Some(json!({ "files": ["a", "b"] })));
                }
            }
            Outcome::Teaches(says) => {
                assert!(error && text.contains(says), "{label}: {text}");
                assert!(
                    !text.contains("anon$") && !text.contains("__cordis"),
                    "{label} leaks internals: {text}"
                );
                writeln!(out, "=== {label}\n{code}\n---\n{text}\n").unwrap();
            }
        }
    }
    insta::assert_snapshot!(out);
}

#[test]
fn a_provided_function_called_with_another_count_names_its_parameters() {
    // Before, a missing argument arrived as `()` (the error blamed `*` and
    // advised parse_int) and an extra one was dropped without a word; and
    // `ctx.math.nested.triple(1)` failed as "ctx is read-only" (the
    // write-back of a map holding functions was taken for a change).
    let toolset = fresh();
    mount_ok(
        &toolset,
        r#"#{ name: "math", apply: |ctx| {
    ctx.provide("math", #{ double: |x| x * 2, add: |a, b| a + b, hello: || "hi",
        nested: #{ triple: |x| x * 3 } });
} }"#,
    );
    mount_ok(
        &toolset,
        r#"#{ name: "user", inject: ["math"], apply: |ctx| {
    ctx.tools.register(#{ name: "calls", parameters: #{ form: #{ type: "string" } },
        execute: |args| switch args.form {
            "none" => `${ctx.math.double()}`,
            "extra" => `${ctx.math.double(1, 2)}`,
            "short" => `${ctx.math.add(1)}`,
            "unexpected" => `${ctx.math.hello(1)}`,
            "nested" => `${ctx.math.nested.triple()}`,
            _ => `${ctx.math.double(2)} ${ctx.math.add(1, 2)} ${ctx.math.hello()} ${ctx.math.nested.triple(1)}`,
        } });
} }"#,
    );
    assert_eq!(
        call(&toolset, "calls", json!({ "form": "right" })),
        ("4 3 hi 3".to_owned(), false)
    );
    let mut out = String::new();
    for form in ["none", "extra", "short", "unexpected", "nested"] {
        let (text, error) = call(&toolset, "calls", json!({ "form": form }));
        assert!(error, "{form}: {text}");
        writeln!(out, "=== {form}\n{text}\n").unwrap();
    }
    insta::assert_snapshot!(out);
}

/// A provided function that throws on purpose (`throw "no todo with id
/// 9"`) hands its caller the value as thrown, for the caller's `catch` or
/// its error; it is the provider's answer, not a failure of its code
/// (trial 7, task 3: the caller got it decorated with the provider's line,
/// and the provider's unmount receipt counted it as a background failure).
#[test]
fn a_value_a_service_throws_reaches_its_caller_as_thrown() {
    let toolset = support::toolset(Limits::default());
    let provider = mount_ok(&toolset, KV);
    mount_ok(
        &toolset,
        r#"#{ inject: ["kv"], apply: |ctx| {
            ctx.tools.register(#{ name: "caught", execute: |a| { try { ctx.kv.boom("x") } catch (e) { `caught: ${e}` } } });
            ctx.tools.register(#{ name: "uncaught", execute: |a| ctx.kv.boom("y") });
        } }"#,
    );
    assert_eq!(
        call(&toolset, "caught", json!({})),
        ("caught: boom x".to_owned(), false)
    );
    let (text, error) = call(&toolset, "uncaught", json!({}));
    assert!(error && text.contains("boom y"), "{text}");
    assert!(!text.contains("service \"kv\" failed"), "{text}");
    let receipt = toolset.unmount(&provider).unwrap();
    assert_eq!(receipt.failures, 0, "{receipt:?}");
}
