//! Re-entrancy, shared budgets, locks and timers (issue 13, findings 1, 4,
//! 5 and 7), through the real toolset:
//!
//! * plugin code never reaches the `cordis_*` tools, so it can neither
//!   deadlock the control plane nor unmount other mounts;
//! * a mount in progress never blocks `cordis_inspect`, and a mount never
//!   waits without end behind another;
//! * the hooks and listeners of a call share its one deadline, and a
//!   built-in tool's response never waits on them;
//! * nested calls of every kind share one depth budget and one operation
//!   count;
//! * one mount's slow timer callback never stops the others' timers.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use crate::support;

use std::time::{Duration, Instant};

use cordis_toolset::Limits;
use cordis_toolset::Toolset;
use cordis_toolset::report::ReportKind;
use serde_json::json;
use support::{
    call, eventually, mount, mount_ok, service_chain, small_limits, toolset, unmount_ok,
};

/// A healthy mount kept next to the attacks.
const PING: &str = r#"#{ name: "ping", apply: |ctx| {
    ctx.tools.register(#{ name: "ping", execute: |args| "pong" });
} }"#;

/// Run `f` on a thread sized for script calls under `limits`, as the CLI
/// does.
fn on_script_thread<R: Send + 'static>(
    limits: &Limits,
    f: impl FnOnce() -> R + Send + 'static,
) -> R {
    std::thread::Builder::new()
        .stack_size(limits.script_stack_size())
        .spawn(f)
        .unwrap()
        .join()
        .unwrap()
}

/// The live mount ids, as `cordis_inspect { what: "temporary" }` shows them.
fn live_mounts(toolset: &Toolset) -> String {
    call(toolset, "cordis_inspect", json!({ "what": "temporary" })).0
}

#[test]
fn plugin_code_cannot_call_the_cordis_tools() {
    let toolset = toolset(small_limits());
    let ping = mount_ok(&toolset, PING);
    let caller = mount_ok(
        &toolset,
        r#"|ctx| ctx.tools.register(#{ name: "via", parameters: #{ tool: #{ type: "string" }, args: #{ type: "object", required: false } },
            execute: |a| ctx.tools.execute(a.tool, a.args ?? #{}).content[0].text })"#,
    );
    let mut messages = Vec::new();
    for (tool, args) in [
        ("cordis_unmount", json!({ "id": ping })),
        ("cordis_mount", json!({ "code": "|ctx| {}" })),
        ("cordis_inspect", json!({})),
        (
            "cordis_call",
            json!({ "name": "cordis_unmount", "arguments": { "id": ping } }),
        ),
    ] {
        let (text, error) = call(&toolset, "via", json!({ "tool": tool, "args": args }));
        assert!(error, "{tool}: {text}");
        messages.push(text);
    }
    // Nothing was removed or added; plugin tools are still callable.
    let live = live_mounts(&toolset);
    assert!(live.contains(&ping) && live.contains(&caller), "{live}");
    assert!(!live.contains("dyn-3"), "{live}");
    assert_eq!(
        call(&toolset, "via", json!({ "tool": "ping" })),
        ("pong".into(), false)
    );
    insta::assert_snapshot!(messages.join("\n---\n"));
}

#[test]
fn an_apply_that_mounts_fails_and_the_control_plane_still_answers() {
    let toolset = toolset(small_limits());
    let ping = mount_ok(&toolset, PING);
    let started = Instant::now();
    let (text, error) = mount(
        &toolset,
        r#"|ctx| { ctx.tools.execute("cordis_mount", #{ code: "|ctx| {}" }); }"#,
    );
    assert!(error, "{text}");
    assert!(text.contains("cannot call \"cordis_mount\""), "{text}");
    // A failed mount removed nothing, and mount, inspect and unmount work.
    let (text, error) = mount(
        &toolset,
        &format!(r#"|ctx| {{ ctx.tools.execute("cordis_unmount", #{{ id: "{ping}" }}); }}"#),
    );
    assert!(error && text.contains("nothing was mounted"), "{text}");
    assert!(live_mounts(&toolset).contains(&ping));
    let id = mount_ok(&toolset, "|ctx| {}");
    unmount_ok(&toolset, &id);
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "the control plane took {:?}",
        started.elapsed()
    );
}

#[test]
fn a_mount_in_progress_does_not_block_inspect_and_a_second_mount_waits_boundedly() {
    // Each consumer's apply sleeps; a provider's mount applies them while
    // it holds the mount lock, all within its one call timeout (2 s).
    let toolset = toolset(small_limits());
    let ping = mount_ok(&toolset, PING);
    for _ in 0..10 {
        mount_ok(
            &toolset,
            r#"#{ inject: ["slow"], apply: |ctx| { sleep(0.5); } }"#,
        );
    }
    let provider = {
        let toolset = toolset.clone();
        std::thread::spawn(move || {
            let started = Instant::now();
            (
                mount(&toolset, r#"|ctx| ctx.provide("slow", #{})"#),
                started.elapsed(),
            )
        })
    };
    // Inspect answers while the provider's mount applies the consumers.
    loop {
        let started = Instant::now();
        let (text, error) = call(&toolset, "cordis_inspect", json!({ "what": "temporary" }));
        assert!(!error && text.contains(&ping), "{text}");
        assert!(
            started.elapsed() < Duration::from_secs(1),
            "inspect waited {:?} for a mount",
            started.elapsed()
        );
        let active = text.matches("— active;").count();
        assert!(
            !provider.is_finished(),
            "the provider finished first: {text}"
        );
        // `ping` is active from the start.
        if active >= 2 {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    // A second mount waits for the first, which ends within its call
    // timeout, and then mounts.
    let started = Instant::now();
    let (text, error) = mount(&toolset, "|ctx| {}");
    let waited = started.elapsed();
    let ((provided, provider_failed), took) = provider.join().unwrap();
    assert!(!provider_failed, "{provided}");
    assert!(
        took < Duration::from_millis(3_000),
        "the provider took {took:?}"
    );
    assert!(!error, "{text}");
    assert!(waited < Duration::from_millis(3_000), "{waited:?}");
    unmount_ok(&toolset, &ping);
}

#[test]
fn hooks_and_listeners_of_a_call_share_its_deadline() {
    let toolset = toolset(small_limits()); // 2 s per call
    mount_ok(&toolset, PING);
    for _ in 0..4 {
        mount_ok(
            &toolset,
            r#"|ctx| ctx.on("tools/post-execute", |info, result| { if info.name == "ping" { sleep(1.5); } })"#,
        );
    }
    // Four listeners of 1.5 s each took 6 s when each had a deadline of
    // its own; together they get the call's 2 s. They sleep only for
    // `ping`: the `cordis_mount` calls above reach them too, later, on the
    // observer thread, and must neither keep them busy nor add reports.
    let started = Instant::now();
    assert_eq!(call(&toolset, "ping", json!({})), ("pong".into(), false));
    let took = started.elapsed();
    assert!(took < Duration::from_secs(4), "ping took {took:?}");
    let timeouts = toolset
        .runtime()
        .reports()
        .iter()
        .filter(|r| r.kind == ReportKind::Listener("tools/post-execute".into()))
        .count();
    assert!(timeouts >= 2, "{:?}", toolset.runtime().reports());
}

#[test]
fn a_pre_execute_hook_and_the_tool_share_one_deadline() {
    let toolset = toolset(small_limits()); // 2 s per call
    mount_ok(
        &toolset,
        r#"|ctx| ctx.tools.register(#{ name: "slow", execute: |a| { sleep(1.5); "done" } })"#,
    );
    mount_ok(
        &toolset,
        r#"|ctx| ctx.on("tools/pre-execute", |info, next| { sleep(1.5); next.call() })"#,
    );
    let started = Instant::now();
    let (text, error) = call(&toolset, "slow", json!({}));
    assert!(error && text.contains("time budget"), "{text}");
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn built_in_tools_never_wait_on_listeners_which_still_observe_them() {
    let toolset = toolset(small_limits());
    let counter = mount_ok(
        &toolset,
        r#"|ctx| {
            let seen = [];
            ctx.on("tools/post-execute", |info, result| { seen.push(info.name); sleep(1.5); });
            ctx.tools.register(#{ name: "seen", execute: |a| seen.filter(|n| n == "cordis_inspect").len().to_string() });
        }"#,
    );
    for _ in 0..2 {
        mount_ok(
            &toolset,
            r#"|ctx| ctx.on("tools/post-execute", |info, result| { sleep(1.5); })"#,
        );
    }
    let started = Instant::now();
    let (text, error) = call(&toolset, "cordis_inspect", json!({ "what": "temporary" }));
    assert!(!error && text.contains(&counter), "{text}");
    let id = mount_ok(&toolset, "|ctx| {}");
    unmount_ok(&toolset, &id);
    let took = started.elapsed();
    assert!(
        took < Duration::from_secs(1),
        "built-in tools took {took:?}"
    );
    // The count is the answer's first line: a listener of this mount that
    // ran out of time on a loaded machine adds a note after it.
    eventually("the listener to see cordis_inspect", || {
        call(&toolset, "seen", json!({})).0.lines().next() == Some("1")
    });
}

#[test]
fn nested_calls_share_one_operation_count() {
    // Each of the three services alone stays well within 50,000
    // operations; all of them in one chain do not.
    let toolset = toolset(small_limits());
    service_chain(&toolset, 6_000);
    let (text, error) = call(&toolset, "chain", json!({}));
    assert!(error, "{text}");
    assert!(text.contains("more than 50000 operations"), "{text}");
    insta::assert_snapshot!(text);
    // A chain that fits still runs, and a fresh call gets a fresh count.
    let toolset = support::toolset(small_limits());
    service_chain(&toolset, 1_000);
    for _ in 0..3 {
        assert_eq!(call(&toolset, "chain", json!({})), ("bottom".into(), false));
    }
}

#[test]
fn operations_of_nested_tool_calls_count_for_the_caller() {
    let toolset = toolset(small_limits());
    mount_ok(
        &toolset,
        r#"|ctx| {
            ctx.tools.register(#{ name: "work", execute: |a| { let i = 0; while i < 4000 { i += 1; } "done" } });
            ctx.tools.register(#{ name: "many", execute: |a| { for k in 0..20 { ctx.tools.execute("work"); } "all done" } });
        }"#,
    );
    assert_eq!(call(&toolset, "work", json!({})), ("done".into(), false));
    let (text, error) = call(&toolset, "many", json!({}));
    assert!(error, "{text}");
    assert!(text.contains("operations"), "{text}");
}

#[test]
fn every_kind_of_re_entry_shares_one_depth_budget() {
    // tool → ctx.emit → listener → service of another mount → ctx.tools.execute → …
    let limits = Limits {
        max_nested_calls: 6,
        ..small_limits()
    };
    let toolset = toolset(limits.clone());
    mount_ok(&toolset, PING);
    mount_ok(
        &toolset,
        r#"#{ name: "relay", apply: |ctx| ctx.provide("relay", #{ f: |d| ctx.tools.execute("loop", #{ d: d }).content[0].text }) }"#,
    );
    mount_ok(
        &toolset,
        r#"#{ name: "looper", inject: ["relay"], apply: |ctx| {
            let last = [];
            ctx.on("bounce", |d| { last.push(ctx.relay.f(d + 1)); });
            ctx.tools.register(#{ name: "loop", parameters: #{ d: #{ type: "integer" } },
                execute: |a| { ctx.emit("bounce", a.d); if last.is_empty() { `no reply at ${a.d}` } else { last.pop() } } });
        } }"#,
    );
    let (text, error) = on_script_thread(&limits, move || {
        let reply = call(&toolset, "loop", json!({ "d": 0 }));
        assert_eq!(call(&toolset, "ping", json!({})), ("pong".into(), false));
        reply
    });
    // Each round trip is three nested script calls (tool, listener,
    // service): the third tool call, at depth 6, cannot start, and its
    // refusal is passed back up as the reply.
    assert!(!error, "{text}");
    assert!(text.contains("deeper than 6 levels"), "{text}");
}

#[test]
fn a_slow_timer_callback_does_not_stop_other_mounts_timers() {
    let toolset = toolset(small_limits()); // 2 s per call
    mount_ok(&toolset, PING);
    let hog = mount_ok(
        &toolset,
        r#"#{ inject: ["timer"], apply: |ctx| { ctx.timer.setInterval(|| { sleep(1.9); }, 10); } }"#,
    );
    mount_ok(
        &toolset,
        r#"#{ inject: ["timer"], apply: |ctx| {
            let ticks = [0];
            ctx.timer.setInterval(|| { ticks[0] += 1; }, 20);
            ctx.tools.register(#{ name: "ticks", execute: |a| ticks[0].to_string() });
        } }"#,
    );
    let ticks = || -> u64 { call(&toolset, "ticks", json!({})).0.parse().unwrap() };
    // The hog is asleep in its callback from here on (it starts again as
    // soon as it ends); the other timer keeps firing meanwhile.
    std::thread::sleep(Duration::from_millis(100));
    let before = ticks();
    let window = Instant::now();
    // Behind the hog, a single timer thread managed one tick per 1.9 s.
    while window.elapsed() < Duration::from_secs(3) && ticks() < before + 5 {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(
        ticks() >= before + 5,
        "the other mount's timer fired {} times in 3 s beside the hog",
        ticks() - before
    );
    // Unmounting the hog waits for its running callback at most, whose
    // deadline is 2 s.
    let started = Instant::now();
    unmount_ok(&toolset, &hog);
    assert!(
        started.elapsed() < Duration::from_millis(3_500),
        "unmount took {:?}",
        started.elapsed()
    );
    let after = ticks();
    eventually("the other timer to go on after the unmount", || {
        ticks() >= after + 2
    });
}

#[test]
fn a_fibers_timer_callbacks_never_overlap() {
    let toolset = toolset(small_limits());
    mount_ok(
        &toolset,
        r#"#{ inject: ["timer"], apply: |ctx| {
            let state = #{ busy: false, overlaps: 0, runs: 0 };
            for k in 0..3 {
                ctx.timer.setInterval(|| {
                    if state.busy { state.overlaps += 1; }
                    state.busy = true; sleep(0.03); state.runs += 1; state.busy = false;
                }, 10);
            }
            ctx.tools.register(#{ name: "state", execute: |a| `${state.runs} ${state.overlaps}` });
        } }"#,
    );
    eventually("ten timer runs", || {
        let text = call(&toolset, "state", json!({})).0;
        text.split(' ').next().unwrap().parse::<u64>().unwrap() >= 10
    });
    let text = call(&toolset, "state", json!({})).0;
    assert!(text.ends_with(" 0"), "runs and overlaps: {text}");
}
