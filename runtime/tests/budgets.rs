//! Budget bombs through the real engine: every bomb fails only the call it
//! runs in — at mount time (top level, `apply`) and in every later callback
//! (tool execute, listener, timer, cross-mount service call) — with a clear
//! message, and the host and the other mounts go on working.
//!
//! Every field of `Limits` has a test here that trips it.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use crate::support;

use std::fmt::Write as _;

use cordis_toolset::Limits;
use cordis_toolset::Toolset;
use cordis_toolset::report::ReportKind;
use serde_json::json;
use support::{
    call, mount, mount_ok, service_chain, small_limits, toolset, unmount_ok, wait_for_report,
};

/// A healthy mount every test keeps next to the bombs.
const PING: &str = r#"#{ name: "ping", apply: |ctx| {
    ctx.tools.register(#{ name: "ping", execute: |args| "pong" });
} }"#;

/// Where a bomb goes off.
#[derive(Debug, Clone, Copy)]
enum Site {
    TopLevel,
    Apply,
    Tool,
    Listener,
    Timer,
    Service,
}

const SITES: [Site; 6] = [
    Site::TopLevel,
    Site::Apply,
    Site::Tool,
    Site::Listener,
    Site::Timer,
    Site::Service,
];

/// The host still works: the healthy mount answers, inspect and a fresh
/// mount work, and no fiber is stuck.
fn assert_healthy(toolset: &Toolset, context: &str) {
    assert_eq!(
        call(toolset, "ping", json!({})),
        ("pong".into(), false),
        "{context}"
    );
    let (text, error) = call(toolset, "cordis_inspect", json!({ "what": "temporary" }));
    assert!(!error && text.contains("ping"), "{context}: {text}");
    let id = mount_ok(
        toolset,
        r#"|ctx| ctx.tools.register(#{ name: "probe", execute: |a| "ok" })"#,
    );
    assert_eq!(call(toolset, "probe", json!({})).0, "ok", "{context}");
    unmount_ok(toolset, &id);
    for fiber in toolset.runtime().fibers() {
        let state = fiber.state.as_str();
        assert!(
            state == "active" || state == "pending",
            "{context}: fiber {} is {state}",
            fiber.name
        );
    }
}

/// Set `body` off at `site` (as `fn bomb()`); returns the message the
/// model (or the report log, for listeners and timers) gets.
fn detonate(toolset: &Toolset, body: &str, site: Site) -> String {
    let defs = format!("fn bomb() {{\n{body}\n}}\n");
    match site {
        Site::TopLevel => {
            let (text, error) = mount(toolset, &format!("{defs}bomb();\n|ctx| {{}}"));
            assert!(error, "{text}");
            text
        }
        Site::Apply => {
            let (text, error) = mount(toolset, &format!("{defs}|ctx| {{ bomb(); }}"));
            assert!(error, "{text}");
            text
        }
        Site::Tool => {
            let id = mount_ok(
                toolset,
                &format!(
                    r#"{defs}#{{ name: "bomb-tool", apply: |ctx| {{
                        ctx.tools.register(#{{ name: "bomb", execute: |a| {{ bomb(); "survived" }} }});
                        ctx.tools.register(#{{ name: "fine", execute: |a| "fine" }});
                    }} }}"#
                ),
            );
            let (text, error) = call(toolset, "bomb", json!({}));
            assert!(error, "{text}");
            // The same mount's other tool, and the bomb again, still run.
            assert_eq!(call(toolset, "fine", json!({})).0, "fine");
            // (A sleep's message says how many milliseconds were left.)
            let (again, failed) = call(toolset, "bomb", json!({}));
            assert!(failed, "{again}");
            assert_eq!(without_ms_left(&again), without_ms_left(&text));
            unmount_ok(toolset, &id);
            text
        }
        Site::Listener => {
            let id = mount_ok(
                toolset,
                &format!(r#"{defs}|ctx| {{ ctx.on("bomb", |x| {{ bomb(); }}); }}"#),
            );
            toolset.runtime().take_reports();
            toolset.runtime().emit("bomb", &[]);
            let report =
                wait_for_report(toolset, |r| r.kind == ReportKind::Listener("bomb".into()));
            unmount_ok(toolset, &id);
            report.message
        }
        Site::Timer => {
            toolset.runtime().take_reports();
            let id = mount_ok(
                toolset,
                &format!(
                    r#"{defs}#{{ inject: ["timer"], apply: |ctx| {{
                        ctx.timer.setTimeout(|| {{ bomb(); }}, 0);
                    }} }}"#
                ),
            );
            let report = wait_for_report(toolset, |r| r.kind == ReportKind::Timer);
            unmount_ok(toolset, &id);
            report.message
        }
        Site::Service => {
            let provider = mount_ok(
                toolset,
                &format!(
                    r#"{defs}#{{ name: "bomb-provider", apply: |ctx| {{
                        ctx.provide("boom", #{{ fire: || {{ bomb(); "survived" }}, calm: || "calm" }});
                    }} }}"#
                ),
            );
            let consumer = mount_ok(
                toolset,
                r#"#{ name: "bomb-consumer", inject: ["boom"], apply: |ctx| {
                    ctx.tools.register(#{ name: "via", execute: |a| ctx.boom.fire() });
                    ctx.tools.register(#{ name: "calm", execute: |a| ctx.boom.calm() });
                } }"#,
            );
            let (text, error) = call(toolset, "via", json!({}));
            assert!(error, "{text}");
            assert_eq!(call(toolset, "calm", json!({})), ("calm".into(), false));
            unmount_ok(toolset, &consumer);
            unmount_ok(toolset, &provider);
            text
        }
    }
}

/// Set `body` off at every site of a fresh toolset under `limits`; each
/// message must contain `expect`. Returns the messages, one per site.
fn every_site(name: &str, body: &str, limits: Limits, expect: &str) -> String {
    let toolset = toolset(limits);
    mount_ok(&toolset, PING);
    let mut out = String::new();
    for site in SITES {
        let message = detonate(&toolset, body, site);
        assert!(
            message.contains(expect),
            "{name} at {site:?}: expected {expect:?} in {message}"
        );
        assert_healthy(&toolset, &format!("after {name} at {site:?}"));
        writeln!(out, "--- {site:?}\n{message}").unwrap();
    }
    out
}

#[test]
fn endless_loop_trips_max_operations() {
    let limits = Limits {
        timeout_ms: 60_000,
        ..small_limits()
    };
    let text = every_site("loop", "loop { }", limits, "more than 50000 operations");
    insta::assert_snapshot!(text);
}

#[test]
fn endless_loop_trips_the_deadline_when_operations_are_plenty() {
    let limits = Limits {
        max_operations: 1_000_000_000_000,
        timeout_ms: 300,
        ..small_limits()
    };
    let text = every_site("loop", "loop { }", limits, "time budget of 300 ms");
    insta::assert_snapshot!(text);
}

#[test]
fn sleep_cannot_outlast_the_deadline() {
    let limits = Limits {
        timeout_ms: 300,
        ..small_limits()
    };
    let started = std::time::Instant::now();
    let text = every_site("sleep", "sleep(100);", limits, "time budget: ");
    // Six sites, each stopped at once, not after 100 s.
    assert!(started.elapsed().as_secs() < 30, "{:?}", started.elapsed());
    insta::assert_snapshot!(without_ms_left(&text));
}

/// `a.index_of(a)` copies `a` once per item inside one native call (found
/// by fuzzing, issue 25): it stops at the deadline, at every site, with
/// the time budget's words.
#[test]
fn searching_an_array_for_itself_stops_at_the_deadline() {
    let limits = Limits {
        max_operations: 1_000_000_000_000,
        max_array_size: 100_000,
        max_string_size: 1_000_000,
        timeout_ms: 300,
        ..small_limits()
    };
    let started = std::time::Instant::now();
    for search in [
        "a.index_of(a)",
        "a.index_of(a, 1)",
        "a.contains(a)",
        "a in a",
    ] {
        let body = format!(r#"let a = []; a.pad(20000, "x"); {search};"#);
        every_site(search, &body, limits.clone(), "time budget of 300 ms");
    }
    // Four searches at six sites, each stopped at its deadline: without
    // the check one alone ran for seconds.
    assert!(started.elapsed().as_secs() < 60, "{:?}", started.elapsed());
}

/// `text` with the milliseconds left, which vary from run to run, as `N`.
fn without_ms_left(text: &str) -> String {
    let mut out = String::new();
    for (index, part) in text.split(" ms of its ").enumerate() {
        if index > 0 {
            out.push_str(" ms of its ");
        }
        match part.rfind(' ') {
            Some(space) if part[space + 1..].bytes().all(|b| b.is_ascii_digit()) => {
                out.push_str(&part[..=space]);
                out.push('N');
            }
            _ => out.push_str(part),
        }
    }
    out
}

#[test]
fn a_sleep_longer_than_the_time_left_is_refused_at_once() {
    let toolset = toolset(Limits {
        timeout_ms: 5_000,
        ..small_limits()
    });
    mount_ok(
        &toolset,
        r#"|ctx| ctx.tools.register(#{ name: "nap", execute: |a| { sleep(1e300); "woke" } })"#,
    );
    let started = std::time::Instant::now();
    let (text, is_error) = call(&toolset, "nap", json!({}));
    let took = started.elapsed();
    assert!(is_error, "{text}");
    assert!(text.contains("ms of its 5000 ms are left"), "{text}");
    // Before, it slept the whole 5 s budget and then failed.
    assert!(took < std::time::Duration::from_secs(2), "took {took:?}");
}

#[test]
fn endless_recursion_trips_max_call_levels() {
    let text = every_site(
        "recursion",
        "fn_down(0);\n}\nfn fn_down(n) {\n  fn_down(n + 1)",
        small_limits(),
        "deeper than 16 levels",
    );
    insta::assert_snapshot!(text);
}

#[test]
fn string_doubling_trips_max_string_size() {
    let text = every_site(
        "string",
        "let s = \"ab\"; loop { s += s; }",
        small_limits(),
        "grew past its limit of 10000",
    );
    insta::assert_snapshot!(text);
}

#[test]
fn array_push_trips_max_array_size() {
    let text = every_site(
        "array",
        "let a = []; loop { a.push(1); }",
        small_limits(),
        "an array grew past its limit of 1000",
    );
    insta::assert_snapshot!(text);
}

/// Plenty of operations and time, so only the map limit can stop these.
fn map_limits() -> Limits {
    Limits {
        max_operations: 5_000_000,
        timeout_ms: 20_000,
        ..small_limits()
    }
}

#[test]
fn map_growth_by_index_assignment_trips_max_map_size() {
    let text = every_site(
        "map",
        "let m = #{}; let i = 0; loop { m[`k${i}`] = i; i += 1; }",
        map_limits(),
        "a map grew past its limit of 100",
    );
    insta::assert_snapshot!(text);
}

#[test]
fn nested_map_growth_by_index_assignment_trips_max_map_size() {
    let text = every_site(
        "nested map",
        "let m = #{ a: #{} }; let i = 0; loop { m.a[`k${i}`] = i; i += 1; }",
        map_limits(),
        "a map grew past its limit of 100",
    );
    insta::assert_snapshot!(text);
}

#[test]
fn deep_nesting_is_stopped() {
    let text = every_site(
        "nesting",
        "let a = []; loop { a = [a]; }",
        map_limits(),
        "nest",
    );
    insta::assert_snapshot!(text);
}

/// `(((…1…)))` nested `depth` times.
fn nested_expression(depth: usize) -> String {
    format!("{}1{}", "(".repeat(depth), ")".repeat(depth))
}

#[test]
fn deep_expressions_trip_max_expr_depth() {
    let limits = Limits {
        max_expr_depth: 20,
        max_function_expr_depth: 40,
        ..small_limits()
    };
    let toolset = toolset(limits);
    let shallow = format!("let x = {};\n|ctx| {{}}", nested_expression(2));
    let (text, error) = mount(&toolset, &shallow);
    assert!(!error, "{text}");
    let deep = format!("let x = {};\n|ctx| {{}}", nested_expression(30));
    let (text, error) = mount(&toolset, &deep);
    assert!(error, "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn deep_expressions_in_functions_trip_max_function_expr_depth() {
    let limits = Limits {
        max_expr_depth: 200,
        max_function_expr_depth: 20,
        ..small_limits()
    };
    let toolset = toolset(limits);
    // The same depth is fine at the top level, refused inside a function.
    let top = format!("let x = {};\n|ctx| {{}}", nested_expression(20));
    let (text, error) = mount(&toolset, &top);
    assert!(!error, "{text}");
    let inner = format!("fn f() {{ {} }}\n|ctx| {{}}", nested_expression(20));
    let (text, error) = mount(&toolset, &inner);
    assert!(error, "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn nested_host_calls_trip_max_nested_calls() {
    let deep_enough = toolset(Limits {
        max_nested_calls: 4,
        ..small_limits()
    });
    service_chain(&deep_enough, 0);
    assert_eq!(
        call(&deep_enough, "chain", json!({})),
        ("bottom".into(), false)
    );

    let toolset = toolset(Limits {
        max_nested_calls: 3,
        ..small_limits()
    });
    mount_ok(&toolset, PING);
    service_chain(&toolset, 0);
    let (text, error) = call(&toolset, "chain", json!({}));
    assert!(error, "{text}");
    assert!(text.contains("deeper than 3 levels"), "{text}");
    assert_healthy(&toolset, "after the chain");
    insta::assert_snapshot!(text);
}

#[test]
fn a_tool_that_executes_itself_trips_max_nested_calls() {
    let toolset = toolset(Limits {
        max_nested_calls: 5,
        ..small_limits()
    });
    mount_ok(&toolset, PING);
    mount_ok(
        &toolset,
        r#"|ctx| ctx.tools.register(#{ name: "again", execute: |a| ctx.tools.execute("again", #{}) })"#,
    );
    let (text, error) = call(&toolset, "again", json!({}));
    assert!(error, "{text}");
    assert!(text.contains("deeper than 5 levels"), "{text}");
    assert_healthy(&toolset, "after self-execution");
}

#[test]
fn oversized_source_trips_max_source_size() {
    let toolset = toolset(Limits {
        max_source_size: 200,
        ..small_limits()
    });
    let code = format!("// {}\n|ctx| {{}}", "x".repeat(300));
    let (text, error) = mount(&toolset, &code);
    assert!(error, "{text}");
    assert!(!mount(&toolset, "// small\n|ctx| {}").1);
    insta::assert_snapshot!(text);
}

#[test]
fn deep_nesting_is_stopped_whatever_else_the_loop_reads() {
    // Four container reads per round: the nesting check must not always
    // land on the same three variables and miss the deep one.
    for others in 1..=4 {
        let mut body = String::from("let deep = [];\n");
        for k in 0..others {
            body.push_str(&format!("let x{k} = [1];\n"));
        }
        body.push_str("loop {\n  deep = [deep];\n");
        for k in 0..others {
            body.push_str(&format!("  let t{k} = x{k};\n"));
        }
        body.push('}');
        let toolset = toolset(map_limits());
        let message = detonate(&toolset, &body, Site::Tool);
        assert!(message.contains("nest"), "{others} other reads: {message}");
    }
}

/// The default limits must hold on an ordinary 2 MB test thread: Rhai
/// recursion in debug builds uses a lot of stack per level.
#[test]
fn default_limits_fit_a_test_thread_stack() {
    let recursion = "fn_down(0);\n}\nfn fn_down(n) {\n  fn_down(n + 1)";
    every_site(
        "recursion",
        recursion,
        Limits::default(),
        "deeper than 32 levels",
    );
    every_site(
        "nesting",
        "let a = []; loop { a = [a]; }",
        Limits::default(),
        "more than 48 levels deep",
    );
    let toolset = toolset(Limits::default());
    for depth in [100, 2_000] {
        let code = format!(
            "let x = {};\nfn f() {{ {} }}\n|ctx| {{}}",
            nested_expression(depth),
            nested_expression(depth)
        );
        let (text, error) = mount(&toolset, &code);
        assert!(error && text.contains("maximum complexity"), "{text}");
        let arrays = format!(
            "let x = {}1{};\n|ctx| {{}}",
            "[".repeat(depth),
            "]".repeat(depth)
        );
        let (text, error) = mount(&toolset, &arrays);
        assert!(error && text.contains("maximum complexity"), "{text}");
    }
}
