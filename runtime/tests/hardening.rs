//! Issue 13's open attack findings, through the real runtime: names and
//! texts a script chooses are bounded, pending mounts and a provider's
//! consumers are bounded, queued and deferred emits are bounded, and a
//! failed mount has run no other mount's listener.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use crate::support;

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use cordis_toolset::Limits;
use serde_json::json;
use support::{call, census, mount, mount_ok, small_limits, toolset};

/// Mounting each `(title, code)` is refused; the messages, and the runtime
/// after each refusal is exactly as it was before.
fn refused_mounts(limits: Limits, cases: &[(&str, String)]) -> String {
    let toolset = toolset(limits);
    let before = census(&toolset);
    let mut out = String::new();
    for (title, code) in cases {
        let (message, failed) = mount(&toolset, code);
        assert!(failed, "{title} was mounted: {message}");
        assert_eq!(census(&toolset), before, "{title} left something behind");
        writeln!(out, "--- {title}\n{message}\n").unwrap();
    }
    out
}

#[test]
fn names_a_script_chooses_are_bounded_and_the_refusal_says_what_to_write() {
    let cases = [
        (
            "an event name of 512 KiB, listened to",
            r#"|ctx| { let name = "e"; name.pad(524288, "e"); ctx.on(name, |x| x); }"#.to_owned(),
        ),
        (
            "an event name of 512 KiB, emitted",
            r#"|ctx| { let name = "e"; name.pad(524288, "e"); ctx.emit(name); }"#.to_owned(),
        ),
        (
            "a service name of 512 KiB",
            r#"|ctx| { let name = "s"; name.pad(524288, "s"); ctx.provide(name, 1); }"#.to_owned(),
        ),
        (
            "an event name with a space",
            r#"|ctx| ctx.on("my plugin/ready", |x| x)"#.to_owned(),
        ),
        (
            "an empty service name",
            r#"|ctx| ctx.provide("", 1)"#.to_owned(),
        ),
        (
            "a plugin name of 512 KiB",
            r#"let name = "p"; name.pad(524288, "p"); #{ name: name, apply: |ctx| {} }"#.to_owned(),
        ),
        (
            "an inject name with a space",
            r#"#{ name: "p", inject: ["fs "], apply: |ctx| {} }"#.to_owned(),
        ),
        (
            "a tool description of 8 KiB",
            r#"|ctx| { let text = "d"; text.pad(8192, "d"); ctx.tools.register(#{ name: "big", description: text, execute: |a| "x" }) }"#
                .to_owned(),
        ),
        (
            "a tool schema of 200 parameters with long descriptions",
            r#"|ctx| {
    let params = #{};
    for i in 0..200 { params[`p${i}`] = #{ type: "string", description: "a parameter with a long description" }; }
    ctx.tools.register(#{ name: "wide", parameters: params, execute: |a| "x" });
}"#
            .to_owned(),
        ),
    ];
    let limits = Limits {
        max_string_size: 1024 * 1024,
        max_map_size: 1_000,
        ..small_limits()
    };
    let text = refused_mounts(limits, &cases);
    for key in [
        "max_name_bytes",
        "max_description_bytes",
        "max_schema_bytes",
    ] {
        assert!(text.contains(key), "no refusal names {key}:\n{text}");
    }
    // No message quotes a whole 512 KiB name back.
    assert!(text.len() < 16 * 1024, "{} bytes", text.len());
    insta::assert_snapshot!(text);
}

#[test]
fn the_suggested_names_work() {
    let toolset = toolset(small_limits());
    // "my plugin/ready" and "fs " are refused with these suggestions.
    mount_ok(
        &toolset,
        r#"#{ name: "p", apply: |ctx| { ctx.on("my_plugin/ready", |x| x); ctx.provide("my_fs", 1); } }"#,
    );
}

#[test]
fn reserved_names_are_matched_in_any_letter_case_and_without_padding() {
    let cases: Vec<(&str, String)> = [
        ("provide \"FS\"", r#"|ctx| ctx.provide("FS", 1)"#),
        ("provide \"fs \"", r#"|ctx| ctx.provide("fs ", 1)"#),
        ("provide \"Bash\"", r#"|ctx| ctx.provide("Bash", 1)"#),
        ("provide \"cordis\"", r#"|ctx| ctx.provide("cordis", 1)"#),
        ("provide \"CORDIS\"", r#"|ctx| ctx.provide("CORDIS", 1)"#),
        (
            "emit \"Tools/post-execute\"",
            r#"|ctx| ctx.emit("Tools/post-execute", #{})"#,
        ),
        (
            "emit \" cordis/unmounted\"",
            r#"|ctx| ctx.emit(" cordis/unmounted", #{})"#,
        ),
        (
            "emit \"CORDIS/mounted\"",
            r#"|ctx| ctx.emit("CORDIS/mounted", #{})"#,
        ),
    ]
    .into_iter()
    .map(|(title, code)| (title, code.to_owned()))
    .collect();
    insta::assert_snapshot!(refused_mounts(small_limits(), &cases));
}

#[test]
fn services_per_mount_and_tools_in_all_are_limited() {
    let limits = Limits {
        max_mount_services: 3,
        max_tools: 4 + 5, // the four built-in tools and five more
        ..small_limits()
    };
    let toolset = toolset(limits);
    let (message, failed) = mount(
        &toolset,
        r#"|ctx| { for i in 0..4 { ctx.provide(`svc_${i}`, i); } }"#,
    );
    assert!(failed, "{message}");
    assert!(message.contains("max_mount_services"), "{message}");
    let (message, failed) = mount(
        &toolset,
        r#"#{ inject: ["a", "b", "c", "d"], apply: |ctx| {} }"#,
    );
    assert!(failed, "{message}");
    assert!(message.contains("max_mount_services"), "{message}");
    // Providing the same service again is a change, not one more.
    mount_ok(
        &toolset,
        r#"|ctx| { for i in 0..3 { ctx.provide(`svc_${i}`, i); } ctx.provide("svc_0", 9); }"#,
    );
    mount_ok(
        &toolset,
        r#"|ctx| { for i in 0..5 { ctx.tools.register(#{ name: `t${i}`, execute: |a| "x" }); } }"#,
    );
    let (message, failed) = mount(
        &toolset,
        r#"|ctx| ctx.tools.register(#{ name: "one_more", execute: |a| "x" })"#,
    );
    assert!(failed, "{message}");
    assert!(message.contains("max_tools"), "{message}");
    insta::assert_snapshot!(message);
}

#[test]
fn pending_mounts_are_limited_and_the_refusal_leaves_nothing() {
    let toolset = toolset(Limits {
        max_pending_mounts: 2,
        ..small_limits()
    });
    for _ in 0..2 {
        mount_ok(
            &toolset,
            r#"#{ name: "c", inject: ["kv"], apply: |ctx| {} }"#,
        );
    }
    let before = census(&toolset);
    let (message, failed) = mount(
        &toolset,
        r#"#{ name: "c", inject: ["kv"], apply: |ctx| {} }"#,
    );
    assert!(failed, "{message}");
    assert_eq!(census(&toolset), before);
    // An active mount is not refused.
    mount_ok(&toolset, r#"|ctx| {}"#);
    insta::assert_snapshot!(message);
}

/// Issue 25, F2: nothing bounded the live mounts. `max_mounts` counts
/// active and pending ones; the refusal names it and leaves nothing, and
/// an unmount makes room again.
#[test]
fn live_mounts_are_limited_pending_ones_included_and_an_unmount_makes_room() {
    let toolset = toolset(Limits {
        max_mounts: 3,
        ..small_limits()
    });
    mount_ok(&toolset, r#"|ctx| {}"#);
    mount_ok(&toolset, r#"|ctx| {}"#);
    mount_ok(
        &toolset,
        r#"#{ name: "c", inject: ["kv"], apply: |ctx| {} }"#,
    );
    let before = census(&toolset);
    for code in [
        r#"|ctx| {}"#,
        r#"#{ name: "c", inject: ["kv"], apply: |ctx| {} }"#,
    ] {
        let (message, failed) = mount(&toolset, code);
        assert!(failed, "{message}");
        assert!(message.contains("max_mounts under [limits]"), "{message}");
        assert_eq!(census(&toolset), before);
    }
    let (message, _) = mount(&toolset, r#"|ctx| {}"#);
    insta::assert_snapshot!(message);
    toolset.unmount("dyn-1").unwrap();
    mount_ok(&toolset, r#"|ctx| {}"#);
}

#[test]
fn a_providers_mount_spends_one_call_timeout_on_its_waiting_consumers() {
    let toolset = toolset(Limits {
        timeout_ms: 1_000,
        ..small_limits()
    });
    // Each consumer's apply sleeps 0.6 s: serially, six of them took 3.6 s
    // within the provider's one call.
    for _ in 0..6 {
        mount_ok(
            &toolset,
            r#"#{ name: "slow", inject: ["kv"], apply: |ctx| { sleep(0.6); } }"#,
        );
    }
    let started = Instant::now();
    mount_ok(&toolset, r#"|ctx| ctx.provide("kv", 1)"#);
    let took = started.elapsed();
    assert!(took < Duration::from_millis(2_000), "took {took:?}");
    // The consumers that did not fit failed, and inspect says why.
    let (text, _) = call(&toolset, "cordis_inspect", json!({ "what": "temporary" }));
    assert!(text.contains("failed"), "{text}");
}

#[test]
fn a_failed_mount_has_run_no_other_mounts_listener() {
    let toolset = toolset(small_limits());
    mount_ok(
        &toolset,
        r#"|ctx| {
    let heard = 0;
    ctx.on("my_plugin/started", |x| { heard += 1; });
    ctx.tools.register(#{ name: "heard", execute: |a| `${heard}` });
}"#,
    );
    let (message, failed) = mount(
        &toolset,
        r#"|ctx| { ctx.emit("my_plugin/started", 1); throw "apply fails after its emit"; }"#,
    );
    assert!(failed, "{message}");
    assert_eq!(call(&toolset, "heard", json!({})).0, "0");
    // A mount that starts delivers what its apply emitted, once.
    mount_ok(&toolset, r#"|ctx| ctx.emit("my_plugin/started", 1)"#);
    assert_eq!(call(&toolset, "heard", json!({})).0, "1");
}

#[test]
fn an_apply_holds_a_bounded_number_of_events() {
    let toolset = toolset(Limits {
        max_queued_events: 5,
        ..small_limits()
    });
    let (message, failed) = mount(
        &toolset,
        r#"|ctx| { for i in 0..6 { ctx.emit("my_plugin/tick", i); } }"#,
    );
    assert!(failed, "{message}");
    assert!(message.contains("max_queued_events"), "{message}");
    insta::assert_snapshot!(message);
}

/// A mount whose tool `hold` keeps its turn for `secs`, with a listener
/// of `my_plugin/tick` that counts into `ticks`.
const BUSY: &str = r#"|ctx| {
    let ticks = 0;
    ctx.on("my_plugin/tick", |x| { ticks += 1; });
    ctx.tools.register(#{ name: "hold", execute: |a| { sleep(1.0); "held" } });
    ctx.tools.register(#{ name: "ticks", execute: |a| `${ticks}` });
}"#;

#[test]
fn emits_to_a_busy_mount_are_bounded_and_the_refusal_says_so() {
    let toolset = toolset(Limits {
        max_queued_events: 3,
        ..small_limits()
    });
    mount_ok(&toolset, BUSY);
    mount_ok(
        &toolset,
        r#"|ctx| ctx.tools.register(#{ name: "tick", execute: |a| { for i in 0..5 { let x = "x"; x.pad(1000, "x"); ctx.emit("my_plugin/tick", x); } "sent" } })"#,
    );
    let message = std::thread::scope(|scope| {
        let holder = scope.spawn(|| call(&toolset, "hold", json!({})));
        std::thread::sleep(Duration::from_millis(300));
        let (message, failed) = call(&toolset, "tick", json!({}));
        assert!(failed, "{message}");
        assert_eq!(holder.join().unwrap(), ("held".to_owned(), false));
        message
    });
    // The three that fit are delivered once the holder lets go.
    support::eventually("three ticks delivered", || {
        call(&toolset, "ticks", json!({})).0 == "3"
    });
    assert!(message.contains("max_queued_events"), "{message}");
    insta::assert_snapshot!(message.replace(|c: char| c.is_ascii_digit(), "N"));
}

#[test]
fn a_queued_delivery_runs_as_its_own_call_not_inside_the_holders_nesting() {
    // Two nested calls at most: a tool that calls another mount's service
    // uses both. The listener queued meanwhile executes a tool: nested in
    // the holder's frames it would be a third.
    let toolset = toolset(Limits {
        max_nested_calls: 2,
        ..small_limits()
    });
    mount_ok(
        &toolset,
        r#"|ctx| ctx.tools.register(#{ name: "leaf", execute: |a| "leaf ran" })"#,
    );
    // Its turn is held, inside the call of `outer`, while `slow.wait` runs:
    // the delivery of "my_plugin/poke" is queued, and run by that thread
    // when the service call lets go, still inside `outer`.
    mount_ok(
        &toolset,
        r#"#{ name: "listener", apply: |ctx| {
    let seen = "nothing";
    ctx.on("my_plugin/poke", |x| {
        try { seen = ctx.tools.execute("leaf", #{}).content[0].text; } catch (e) { seen = `${e}`; }
    });
    ctx.provide("slow", #{ wait: || { sleep(1.0); "waited" } });
    ctx.tools.register(#{ name: "seen", execute: |a| seen });
} }"#,
    );
    mount_ok(
        &toolset,
        r#"#{ name: "caller", inject: ["slow"], apply: |ctx| ctx.tools.register(#{ name: "outer", execute: |a| ctx.slow.wait() }) }"#,
    );
    mount_ok(
        &toolset,
        r#"|ctx| ctx.tools.register(#{ name: "poke", execute: |a| { ctx.emit("my_plugin/poke"); "poked" } })"#,
    );
    std::thread::scope(|scope| {
        let holder = scope.spawn(|| call(&toolset, "outer", json!({})));
        std::thread::sleep(Duration::from_millis(300));
        assert_eq!(call(&toolset, "poke", json!({})).0, "poked");
        assert_eq!(holder.join().unwrap(), ("waited".to_owned(), false));
    });
    assert_eq!(call(&toolset, "seen", json!({})).0, "leaf ran");
}

#[test]
fn hooks_of_several_mounts_add_at_most_one_call_timeout_to_a_call() {
    let toolset = toolset(small_limits()); // 2 s per call
    mount_ok(
        &toolset,
        r#"|ctx| ctx.tools.register(#{ name: "noop", execute: |a| "done" })"#,
    );
    for _ in 0..3 {
        mount_ok(
            &toolset,
            r#"|ctx| {
    ctx.on("tools/pre-execute", |info, next| { sleep(0.8); next.call() });
    ctx.on("tools/post-execute", |info, result| { sleep(0.8); });
}"#,
        );
    }
    // Calls from four threads at once, each waiting for the hooks' turns
    // and finding deliveries queued on them: each still ends within its
    // own timeout (and some slack for a loaded machine).
    let slowest = std::thread::scope(|scope| {
        let callers: Vec<_> = (0..4)
            .map(|_| {
                scope.spawn(|| {
                    (0..3)
                        .map(|_| {
                            let started = Instant::now();
                            call(&toolset, "noop", json!({}));
                            started.elapsed()
                        })
                        .max()
                        .unwrap()
                })
            })
            .collect();
        callers
            .into_iter()
            .map(|c| c.join().unwrap())
            .max()
            .unwrap()
    });
    assert!(
        slowest < Duration::from_millis(3_000),
        "a call took {slowest:?}"
    );
}
