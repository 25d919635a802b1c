//! Mounting model-written Rhai plugins through the toolset: plugin forms,
//! teaching errors, failed mounts leaving nothing, cross-mount services,
//! the protected core.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use cordis_toolset::Runtime;
use cordis_toolset::catalog::ServiceError;
use cordis_toolset::{Limits, service};
use cordis_toolset::{Toolset, ToolsetConfig};
use serde_json::{Value, json};

/// String helpers (a small real service: a result, an error and a panic).
#[service(name = "text")]
pub trait Text: Send + Sync {
    /// `s` in upper case.
    fn upper(&self, s: String) -> String;
    /// Always fails.
    fn fail(&self) -> Result<String, ServiceError>;
    /// Always panics.
    fn crash(&self) -> String;
}

struct Helpers;

impl Text for Helpers {
    fn upper(&self, s: String) -> String {
        s.to_uppercase()
    }
    fn fail(&self) -> Result<String, ServiceError> {
        Err(ServiceError::new("text.fail always fails"))
    }
    fn crash(&self) -> String {
        panic!("text.crash crashed")
    }
}

fn toolset() -> Toolset {
    let runtime = Runtime::new();
    let config = ToolsetConfig::new(Limits::default())
        .document(&cordis_toolset::builtin::catalog())
        .timer()
        .service::<dyn Text>(std::sync::Arc::new(Helpers));
    Toolset::new(&runtime, config).unwrap()
}

fn call(toolset: &Toolset, name: &str, args: Value) -> (String, bool) {
    let output = toolset
        .call(name, args)
        .unwrap_or_else(|| panic!("no tool {name}"));
    (output.text(), output.is_error)
}

fn mount(toolset: &Toolset, code: &str) -> (String, bool) {
    call(toolset, "cordis_mount", json!({ "code": code }))
}

const GREETER: &str = r#"
#{
    name: "greeter",
    inject: ["text"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "greet",
            description: "Greet someone loudly",
            parameters: #{ who: #{ type: "string", description: "who to greet" } },
            execute: |args| `hello ${ctx.text.upper(args.who)}`
        });
    }
}
"#;

#[test]
fn object_plugin_registers_a_tool_that_calls_a_service() {
    let toolset = toolset();
    let output = toolset
        .call("cordis_mount", json!({ "code": GREETER }))
        .unwrap();
    assert!(!output.is_error, "{output:?}");
    let structured = output.structured.unwrap();
    assert_eq!(structured["id"], "dyn-1");
    assert_eq!(structured["pluginName"], "greeter");
    assert_eq!(structured["state"], "active");
    assert_eq!(structured["tools"], json!(["greet"]));
    assert_eq!(
        call(&toolset, "greet", json!({ "who": "ada" })),
        ("hello ADA".into(), false)
    );
    assert_eq!(
        call(
            &toolset,
            "cordis_call",
            json!({ "name": "greet", "arguments": { "who": "bo" } })
        )
        .0,
        "hello BO"
    );
}

#[test]
fn function_plugin_form() {
    let toolset = toolset();
    let (text, error) = mount(
        &toolset,
        r#"|ctx| { ctx.tools.register(#{ name: "one", execute: |args| "1" }); }"#,
    );
    assert!(!error, "{text}");
    assert!(text.contains("anonymous"), "{text}");
    assert_eq!(call(&toolset, "one", json!({})).0, "1");
}

#[test]
fn wrong_arguments_are_refused_before_execute() {
    let toolset = toolset();
    mount(&toolset, GREETER);
    let (text, error) = call(&toolset, "greet", json!({ "who": 5 }));
    assert!(error);
    assert!(text.contains("who"), "{text}");
    let (text, error) = call(&toolset, "greet", json!({}));
    assert!(error && text.contains("who"), "{text}");
}

/// What a hostile MCP client may send the built-in tools: each wrong or
/// missing argument is an error result naming the argument and the type to
/// write, and nothing panics.
#[test]
fn built_in_tools_refuse_wrong_arguments_naming_the_argument_and_its_type() {
    let toolset = toolset();
    let dir = tempfile::tempdir().unwrap();
    let keep = cordis_toolset::plugins::KeepTool::Offered;
    let _plugins = toolset.watch_plugins(dir.path(), keep, |_| {}).unwrap();
    // Each call, and how its error text starts.
    let refused = [
        (
            json!({ "code": 5 }),
            "cordis_mount: argument \"code\" must be a string, got the number 5",
        ),
        (
            json!({ "code": "|ctx| ()", "dryRun": "yes" }),
            "cordis_mount: argument \"dryRun\" must be a boolean, got the string \"yes\"",
        ),
        (
            json!({}),
            "cordis_mount: missing required argument \"code\": expected a string (Rhai source",
        ),
        (
            json!([1]),
            "cordis_mount: the arguments must be an object like {\"name\": value}, got",
        ),
        (
            json!({ "id": 3 }),
            "cordis_unmount: argument \"id\" must be a string, got the number 3",
        ),
        (
            json!({ "id": null }),
            "cordis_unmount: missing required argument \"id\": expected a string",
        ),
        (
            json!({ "name": 3 }),
            "cordis_call: argument \"name\" must be a string, got the number 3",
        ),
        (
            json!({ "name": "cordis_inspect", "arguments": "all" }),
            "cordis_call: argument \"arguments\" must be an object, got the string \"all\"",
        ),
        (
            json!({ "what": 5 }),
            "cordis_inspect: argument \"what\" must be a string, got the number 5",
        ),
        (
            json!({ "name": true }),
            "cordis_inspect: argument \"name\" must be a string, got",
        ),
        (
            json!({ "what": "fibers" }),
            "cordis_inspect: argument \"what\" must be one of \"services\"",
        ),
        (
            json!({ "verbose": true }),
            "cordis_inspect: unknown argument \"verbose\": this tool takes: name, what",
        ),
        (
            json!({ "id": 1 }),
            "cordis_keep: argument \"id\" must be a string, got the number 1",
        ),
        (
            json!({ "id": "dyn-1", "replace": "yes" }),
            "cordis_keep: argument \"replace\" must be a boolean, got the string \"yes\"",
        ),
        // What the tools answered for empty values before, they still do.
        (
            json!({ "id": "" }),
            "cordis_unmount: \"\" is not a mount id",
        ),
        (json!({ "name": "" }), "cordis_call: unknown tool ``"),
        (
            json!({ "code": "" }),
            "cordis_mount: the code evaluated to nothing",
        ),
    ];
    for (args, starts) in refused {
        let (tool, words) = starts.split_once(": ").unwrap();
        let (text, error) = call(&toolset, tool, args.clone());
        assert!(error, "{tool} {args} was not refused: {text}");
        let text = text.strip_prefix(&format!("{tool}: ")).unwrap_or(&text);
        assert!(text.starts_with(words), "{tool} {args}: {text}");
    }
    // `null` is no value: inspect with none, a call with no arguments.
    for (tool, args) in [
        ("cordis_inspect", json!({ "what": null, "name": null })),
        (
            "cordis_call",
            json!({ "name": "cordis_inspect", "arguments": null }),
        ),
    ] {
        assert!(!call(&toolset, tool, args).1);
    }
}

#[test]
fn parse_errors_quote_the_line_with_a_caret() {
    let toolset = toolset();
    let (text, error) = mount(&toolset, "#{\n  name: \"x\",\n  apply: (ctx) => { }\n}");
    assert!(error);
    assert!(text.contains("line 3"), "{text}");
    assert!(text.contains('^'), "{text}");
    assert!(
        text.contains("closure"),
        "teaches the closure syntax: {text}"
    );
    assert!(text.contains("Nothing was mounted"), "{text}");
}

#[test]
fn a_script_that_returns_no_plugin_gets_both_forms() {
    let toolset = toolset();
    for code in ["let x = 1;", "42", "#{ name: \"x\" }"] {
        let (text, error) = mount(&toolset, code);
        assert!(error, "{code}");
        assert!(
            text.contains("#{ name:") && text.contains("|ctx|"),
            "{code}: {text}"
        );
    }
}

#[test]
fn a_failed_apply_leaves_nothing_behind() {
    let toolset = toolset();
    let before = (
        toolset.runtime().fibers(),
        toolset.tools(),
        toolset.runtime().events(),
    );
    let (text, error) = mount(
        &toolset,
        r#"#{ name: "bad", apply: |ctx| {
            ctx.tools.register(#{ name: "leaky", execute: |args| "x" });
            ctx.on("some-event", |x| x);
            throw "boom";
        } }"#,
    );
    assert!(error);
    assert!(text.contains("boom"), "{text}");
    assert_eq!(
        (
            toolset.runtime().fibers(),
            toolset.tools(),
            toolset.runtime().events()
        ),
        before
    );
    // The id was not spent: the next good mount is dyn-1.
    let (text, _) = mount(&toolset, GREETER);
    assert!(text.contains("dyn-1"), "{text}");
}

#[test]
fn a_tool_name_collision_names_the_owner_and_the_recipe() {
    let toolset = toolset();
    mount(&toolset, GREETER);
    let (text, error) = mount(&toolset, GREETER);
    assert!(error);
    assert!(
        text.contains("dyn-1") && text.contains("cordis_unmount"),
        "{text}"
    );
    let (text, error) = mount(
        &toolset,
        r#"|ctx| ctx.tools.register(#{ name: "cordis_inspect", execute: |a| "x" })"#,
    );
    assert!(error && text.contains("reserved"), "{text}");
}

#[test]
fn unmount_removes_everything_and_returns_a_receipt() {
    let toolset = toolset();
    mount(&toolset, GREETER);
    let output = toolset
        .call("cordis_unmount", json!({ "id": "dyn-1" }))
        .unwrap();
    assert!(!output.is_error);
    let receipt = output.structured.unwrap();
    assert_eq!(receipt["tools"], json!(["greet"]));
    assert!(toolset.call("greet", json!({ "who": "x" })).is_none());
    let (text, error) = call(&toolset, "cordis_unmount", json!({ "id": "dyn-1" }));
    assert!(error && text.contains("no mount"), "{text}");
    let (text, error) = call(
        &toolset,
        "cordis_unmount",
        json!({ "id": "cordis-toolset" }),
    );
    assert!(error && text.contains("dyn-1"), "{text}");
}

const MATH_PROVIDER: &str = r#"#{ name: "math", apply: |ctx| {
    ctx.provide("math", #{ double: |x| x * 2, label: "math v1" });
} }"#;

const MATH_CONSUMER: &str = r#"#{ name: "calc", inject: ["math"], apply: |ctx| {
    ctx.tools.register(#{
        name: "double",
        parameters: #{ n: #{ type: "integer" } },
        execute: |args| `${ctx.math.double(args.n)} (${ctx.math.label})`
    });
} }"#;

#[test]
fn cross_mount_services_provider_first() {
    let toolset = toolset();
    assert!(!mount(&toolset, MATH_PROVIDER).1);
    assert!(!mount(&toolset, MATH_CONSUMER).1);
    assert_eq!(
        call(&toolset, "double", json!({ "n": 21 })),
        ("42 (math v1)".into(), false)
    );
}

#[test]
fn cross_mount_services_consumer_first_then_park_and_return() {
    let toolset = toolset();
    let output = toolset
        .call("cordis_mount", json!({ "code": MATH_CONSUMER }))
        .unwrap();
    let report = output.structured.unwrap();
    assert_eq!(report["state"], "pending");
    assert_eq!(report["waitingFor"], json!(["math"]));
    assert!(toolset.call("double", json!({ "n": 1 })).is_none());
    mount(&toolset, MATH_PROVIDER);
    assert_eq!(call(&toolset, "double", json!({ "n": 4 })).0, "8 (math v1)");
    // Unmount the provider: the consumer is parked, its tool gone.
    call(&toolset, "cordis_unmount", json!({ "id": "dyn-2" }));
    assert!(toolset.call("double", json!({ "n": 1 })).is_none());
    let temporary = toolset.inspect(Some("temporary"), None).unwrap();
    assert!(temporary.contains("dyn-1 `calc` — pending"), "{temporary}");
    mount(&toolset, MATH_PROVIDER);
    assert_eq!(
        call(&toolset, "double", json!({ "n": 5 })).0,
        "10 (math v1)"
    );
}

#[test]
fn duplicate_provide_fails_naming_the_owner_and_leaves_nothing() {
    let toolset = toolset();
    mount(&toolset, MATH_PROVIDER);
    let before = (toolset.runtime().fibers().len(), toolset.live_slots());
    let (text, error) = mount(&toolset, MATH_PROVIDER);
    assert!(error);
    assert!(
        text.contains("service \"math\" has been registered at math"),
        "{text}"
    );
    assert_eq!(
        (toolset.runtime().fibers().len(), toolset.live_slots()),
        before
    );
}

#[test]
fn service_errors_and_panics_fail_only_that_call() {
    let toolset = toolset();
    mount(
        &toolset,
        r#"#{ inject: ["text"], apply: |ctx| {
            ctx.tools.register(#{ name: "fail", execute: |a| ctx.text.fail() });
            ctx.tools.register(#{ name: "crash", execute: |a| ctx.text.crash() });
        } }"#,
    );
    let (text, error) = call(&toolset, "fail", json!({}));
    assert!(error && text.contains("text.fail always fails"), "{text}");
    let (text, error) = call(&toolset, "crash", json!({}));
    assert!(error, "{text}");
    assert!(
        call(&toolset, "fail", json!({})).1,
        "the toolset still works"
    );
}

#[test]
fn inspect_reports_every_section_and_narrows_by_name() {
    let toolset = toolset();
    mount(&toolset, MATH_PROVIDER);
    mount(&toolset, GREETER);
    call(&toolset, "greet", json!({ "who": "x" }));
    let all = toolset.inspect(None, None).unwrap();
    for heading in [
        "## Services",
        "## Plugins",
        "## Tools",
        "## Temporary",
        "## API",
        "## Events",
    ] {
        assert!(
            all.contains(&format!("\n\n{heading}\n")) || all.starts_with(heading),
            "{heading} missing:\n{all}"
        );
    }
    let tools = toolset.inspect(Some("tools"), None).unwrap();
    assert!(
        tools.contains("`greet` (dyn-2)") && tools.contains("1 calls"),
        "{tools}"
    );
    let api = toolset.inspect(Some("api"), None).unwrap();
    assert!(
        api.contains("`math` — provided by math") && api.contains("double(x)"),
        "{api}"
    );
    assert!(api.contains("`ctx.tools`"), "{api}");
    let one = toolset.inspect(Some("api"), Some("ctx.tools")).unwrap();
    assert!(one.contains("fn register("), "{one}");
    let event = toolset
        .inspect(Some("events"), Some("tools/pre-execute"))
        .unwrap();
    assert!(event.contains("waterfall"), "{event}");
    for (what, name) in [
        (Some("nope"), None),
        (Some("tools"), Some("x")),
        (Some("api"), Some("nope")),
        (Some("events"), Some("x")),
    ] {
        assert!(toolset.inspect(what, name).is_err(), "{what:?} {name:?}");
    }
}

#[test]
fn mount_lifecycle_events_carry_the_report_and_the_receipt() {
    use cordis_toolset::{MountReport, UnmountReceipt};
    use std::sync::{Arc, Mutex};
    let toolset = toolset();
    let seen: Arc<Mutex<Vec<(String, Value)>>> = Arc::default();
    for event in ["cordis/mounted", "cordis/unmounted"] {
        let seen = Arc::clone(&seen);
        toolset
            .runtime()
            .root()
            .on(event, move |call| {
                let data: Value = rhai::serde::from_dynamic(&call.args[0]).unwrap();
                seen.lock().unwrap().push((event.to_owned(), data));
                Ok(cordis_toolset::Value::UNIT)
            })
            .unwrap();
    }
    mount(&toolset, GREETER);
    call(&toolset, "cordis_unmount", json!({ "id": "dyn-1" }));
    // Listeners observe built-in tool calls just after their response.
    let waited = std::time::Instant::now();
    while seen.lock().unwrap().len() < 2 && waited.elapsed().as_secs() < 10 {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let seen = seen.lock().unwrap();
    assert_eq!(seen.len(), 2);
    let mounted: MountReport = serde_json::from_value(seen[0].1.clone()).unwrap();
    assert_eq!(
        (mounted.id.as_str(), mounted.tools),
        ("dyn-1", vec!["greet".to_owned()])
    );
    let unmounted: UnmountReceipt = serde_json::from_value(seen[1].1.clone()).unwrap();
    assert_eq!(unmounted.tools, vec!["greet".to_owned()]);
}

#[test]
fn disposing_the_toolset_disposes_every_mount() {
    let toolset = toolset();
    mount(&toolset, MATH_PROVIDER);
    mount(&toolset, GREETER);
    let runtime = toolset.runtime().clone();
    toolset.dispose();
    assert!(
        toolset.tools().is_empty(),
        "built-in and mounted tools are gone"
    );
    let names: Vec<String> = runtime.fibers().into_iter().map(|f| f.name).collect();
    assert_eq!(
        names,
        ["root"],
        "mounts, the group and the granted services are gone"
    );
}

#[test]
fn a_plugin_waiting_for_an_ungranted_service_says_so() {
    let toolset = toolset();
    let output = toolset
        .call(
            "cordis_mount",
            json!({ "code": r#"#{ name: "sh", inject: ["bash"], apply: |ctx| {} }"# }),
        )
        .unwrap();
    assert_eq!(output.structured.unwrap()["state"], "pending");
    let temporary = toolset.inspect(Some("temporary"), None).unwrap();
    assert!(temporary.contains("bash (not granted"), "{temporary}");
    let plugins = toolset.inspect(Some("plugins"), None).unwrap();
    assert!(
        plugins.contains("waiting for: bash (not granted"),
        "{plugins}"
    );
}

/// The pre-execute rule the events catalog states: a listener whose last
/// statement is `next()`, with or without a `;`, passes the tool's result
/// on; one that ends without a value fails the call, and the error says
/// what to end it with.
#[test]
fn a_pre_execute_listener_ending_in_next_passes_the_result_on_and_one_ending_in_nothing_is_taught()
{
    let toolset = toolset();
    mount(
        &toolset,
        r#"#{ name: "answer", apply: |ctx| {
            ctx.tools.register(#{ name: "answer", description: "42", execute: |args| "42" });
        } }"#,
    );
    let (text, error) = mount(
        &toolset,
        r#"#{ name: "log", apply: |ctx| {
            let calls = [];
            ctx.on("tools/pre-execute", |info, next| {
                calls.push(info.name);
                next();
            });
        } }"#,
    );
    assert!(!error, "{text}");
    assert_eq!(
        call(&toolset, "answer", json!({})),
        ("42".to_owned(), false)
    );

    let (text, error) = mount(
        &toolset,
        r#"#{ name: "gate", apply: |ctx| {
            ctx.on("tools/pre-execute", |info, next| {
                if info.name == "answer" { return; }
                next()
            });
        } }"#,
    );
    assert!(!error, "{text}");
    let (text, error) = call(&toolset, "answer", json!({}));
    assert!(error, "{text}");
    assert!(
        text.starts_with("answer: a tools/pre-execute listener returned nothing (())")
            && text.contains("end the listener with `next()`"),
        "{text}"
    );
}

/// Every listener gets the payload as it was emitted: what one listener
/// changes in its copy never reaches the next one (the last one is handed
/// the payload itself instead of a copy).
#[test]
fn a_listener_changing_its_payload_changes_nothing_the_next_listener_gets() {
    let toolset = toolset();
    mount(
        &toolset,
        r#"#{ name: "answer", apply: |ctx| {
            ctx.tools.register(#{ name: "answer", description: "42", execute: |args| "42" });
        } }"#,
    );
    let (text, error) = mount(
        &toolset,
        r#"#{ name: "first", apply: |ctx| {
            ctx.on("tools/post-execute", |info, result| {
                info.name = "changed";
                result.content = [];
            });
        } }"#,
    );
    assert!(!error, "{text}");
    let (text, error) = mount(
        &toolset,
        r#"#{ name: "second", apply: |ctx| {
            let seen = [];
            ctx.on("tools/post-execute", |info, result| {
                seen.push(`${info.name} ${result.content.len()}`);
            });
            ctx.tools.register(#{ name: "seen", description: "seen", execute: |args| `${seen}` });
        } }"#,
    );
    assert!(!error, "{text}");
    assert_eq!(
        call(&toolset, "answer", json!({})),
        ("42".to_owned(), false)
    );
    let (text, error) = call(&toolset, "seen", json!({}));
    assert!(!error, "{text}");
    assert!(
        text.contains("answer 1") && !text.contains("changed"),
        "{text}"
    );
}

/// A service a mount provides is described with its functions' parameters,
/// as the provider wrote them (less what a closure captured), so a consumer
/// knows how to call it.
#[test]
fn inspect_names_the_parameters_of_a_provided_function() {
    let toolset = toolset();
    let (text, error) = mount(
        &toolset,
        r#"#{ name: "math", apply: |ctx| {
            let base = 10;
            ctx.provide("math", #{ fib: |n| n, add: |a, b| a + b, shift: |x| x + base, pi: 3.14 });
        } }"#,
    );
    assert!(!error, "{text}");
    let api = toolset.inspect(Some("api"), Some("math")).unwrap();
    for member in ["fib(n)", "add(a, b)", "shift(x)", "pi: f64"] {
        assert!(api.contains(member), "{member} missing from:\n{api}");
    }
}
