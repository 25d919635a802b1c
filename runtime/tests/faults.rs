//! Fault injection: each fault fails only its own call or plugin, with a
//! clear error, and everything else goes on (RELIABILITY.md's fault table).
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use crate::support;

use std::time::{Duration, Instant};

use cordis_toolset::Runtime;
use cordis_toolset::{Limits, service};
use cordis_toolset::{Toolset, ToolsetConfig};
use serde_json::json;
use support::{call, eventually, mount_ok, small_limits, wait_for_report};

/// A service that fails in every way a Rust service can.
#[service(name = "faulty")]
pub trait Faulty: Send + Sync {
    /// Panics.
    fn panic(&self) -> String;
    /// Sleeps `ms` milliseconds, then answers.
    fn hang(&self, ms: u64) -> String;
    /// A string of `n` bytes.
    fn huge(&self, n: u64) -> String;
    /// Answers at once.
    fn ok(&self) -> String;
}

struct Faults;

impl Faulty for Faults {
    fn panic(&self) -> String {
        panic!("faulty.panic panicked")
    }
    fn hang(&self, ms: u64) -> String {
        std::thread::sleep(Duration::from_millis(ms));
        "woke up".to_owned()
    }
    fn huge(&self, n: u64) -> String {
        "x".repeat(usize::try_from(n).unwrap())
    }
    fn ok(&self) -> String {
        "fine".to_owned()
    }
}

fn faulty_toolset(limits: Limits) -> Toolset {
    let config = ToolsetConfig::new(limits)
        .document(&cordis_toolset::builtin::catalog())
        .timer()
        .service::<dyn Faulty>(std::sync::Arc::new(Faults));
    Toolset::new(&Runtime::new(), config).unwrap()
}

const USER: &str = r#"#{ name: "faulty-user", inject: ["faulty"], apply: |ctx| {
    ctx.tools.register(#{ name: "f_panic", execute: |a| ctx.faulty.panic() });
    ctx.tools.register(#{ name: "f_hang", parameters: #{ ms: #{ type: "integer" } }, execute: |a| ctx.faulty.hang(a.ms) });
    ctx.tools.register(#{ name: "f_huge", parameters: #{ n: #{ type: "integer" } }, execute: |a| `${ctx.faulty.huge(a.n).len()}` });
    ctx.tools.register(#{ name: "f_ok", execute: |a| ctx.faulty.ok() });
} }"#;

/// A second mount that must not notice the first one's faults.
const BYSTANDER: &str = r#"#{ name: "bystander", apply: |ctx| {
    ctx.tools.register(#{ name: "b_echo", parameters: #{ s: #{ type: "string" } }, execute: |a| a.s });
} }"#;

fn assert_bystander_works(toolset: &Toolset) {
    assert_eq!(
        call(toolset, "b_echo", json!({ "s": "still here" })),
        ("still here".into(), false)
    );
}

#[test]
fn a_service_that_panics_fails_only_that_call() {
    let toolset = faulty_toolset(small_limits());
    mount_ok(&toolset, USER);
    mount_ok(&toolset, BYSTANDER);
    let (text, error) = call(&toolset, "f_panic", json!({}));
    assert!(error && text.contains("faulty.panic"), "{text}");
    assert_eq!(call(&toolset, "f_ok", json!({})), ("fine".into(), false));
    assert_bystander_works(&toolset);
}

#[test]
fn a_service_that_hangs_past_the_deadline_fails_that_call_and_blocks_no_other() {
    let toolset = faulty_toolset(Limits {
        timeout_ms: 300,
        ..small_limits()
    });
    mount_ok(&toolset, USER);
    mount_ok(&toolset, BYSTANDER);
    std::thread::scope(|scope| {
        let hung = scope.spawn(|| call(&toolset, "f_hang", json!({ "ms": 1_500 })));
        // While the service sleeps, another mount's tool answers at once.
        std::thread::sleep(Duration::from_millis(100));
        let started = Instant::now();
        assert_bystander_works(&toolset);
        assert!(
            started.elapsed() < Duration::from_millis(1_000),
            "the bystander waited for the hung service: {:?}",
            started.elapsed()
        );
        let (text, error) = hung.join().unwrap();
        assert!(error, "a call past its deadline must fail: {text}");
        eprintln!("hung call: {text}");
        assert!(
            text.contains("300 ms"),
            "the error names the deadline: {text}"
        );
    });
    assert_eq!(call(&toolset, "f_ok", json!({})), ("fine".into(), false));
}

#[test]
fn a_service_that_returns_an_enormous_value_fails_that_call_naming_the_limit() {
    let toolset = faulty_toolset(small_limits());
    mount_ok(&toolset, USER);
    mount_ok(&toolset, BYSTANDER);
    let limit = small_limits().max_string_size;
    let (text, error) = call(&toolset, "f_huge", json!({ "n": limit * 8 }));
    assert!(
        error,
        "a value past max_string_size reached the script: {text}"
    );
    assert!(
        text.contains("max_string_size") || text.contains("string"),
        "{text}"
    );
    let (text, error) = call(&toolset, "f_huge", json!({ "n": 10 }));
    assert_eq!((text.as_str(), error), ("10", false));
    assert_bystander_works(&toolset);
}

#[test]
fn a_listener_that_throws_is_reported_and_the_others_still_run() {
    let toolset = support::toolset(small_limits());
    mount_ok(
        &toolset,
        r#"#{ name: "thrower", apply: |ctx| { ctx.on("f/ping", |n| throw "listener fails on purpose"); } }"#,
    );
    mount_ok(
        &toolset,
        r#"#{ name: "counter", apply: |ctx| {
            let seen = [];
            ctx.on("f/ping", |n| { seen.push(n); });
            ctx.tools.register(#{ name: "ping", execute: |a| { ctx.emit("f/ping", 1); `${seen.len()}` } });
        } }"#,
    );
    assert_eq!(call(&toolset, "ping", json!({})), ("1".into(), false));
    let report = wait_for_report(&toolset, |r| r.message.contains("on purpose"));
    assert_eq!(report.plugin, "thrower");
}

#[test]
fn a_timer_callback_that_spins_is_stopped_and_other_timers_go_on() {
    let toolset = support::toolset(Limits {
        timeout_ms: 1_000,
        ..small_limits()
    });
    mount_ok(
        &toolset,
        r#"#{ name: "spinner", inject: ["timer"], apply: |ctx| {
            ctx.timer.setInterval(|| { loop {} }, 10);
        } }"#,
    );
    mount_ok(
        &toolset,
        r#"#{ name: "ticker", inject: ["timer"], apply: |ctx| {
            let ticks = [];
            ctx.timer.setInterval(|| { ticks.push(1); }, 10);
            ctx.tools.register(#{ name: "ticks", execute: |a| `${ticks.len()}` });
        } }"#,
    );
    wait_for_report(&toolset, |r| r.plugin == "spinner");
    eventually("the ticker's timer fires while the spinner spins", || {
        call(&toolset, "ticks", json!({}))
            .0
            .parse::<u32>()
            .unwrap_or(0)
            >= 3
    });
}

#[test]
fn a_mount_that_unmounts_itself_from_its_own_callback_gets_a_clear_refusal() {
    let toolset = support::toolset(small_limits());
    let id = mount_ok(
        &toolset,
        r#"#{ name: "self-remover", apply: |ctx| {
            ctx.tools.register(#{ name: "remove_me", parameters: #{ id: #{ type: "string" } },
                execute: |a| ctx.tools.execute("cordis_unmount", #{ id: a.id }) });
        } }"#,
    );
    let (text, error) = call(&toolset, "remove_me", json!({ "id": id }));
    assert!(error, "a mount must not reach cordis_unmount: {text}");
    assert!(text.contains("cordis_unmount"), "{text}");
    // It is still mounted, and the model can still unmount it.
    assert!(toolset.call("remove_me", json!({ "id": "x" })).is_some());
    let (text, error) = call(&toolset, "cordis_unmount", json!({ "id": id }));
    assert!(!error, "{text}");
}
