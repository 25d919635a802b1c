//! Concurrency stress: mounts, unmounts, calls, cross-mount calls, emits
//! between mounts and inspects from several threads at once. No deadlock
//! (every thread ends within its bound, far below the 30 s turn limit), no
//! lost registration (each mount's tool answers while it is mounted), no
//! panic, and nothing left behind.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use crate::support;

use std::sync::mpsc;
use std::time::{Duration, Instant};

use cordis_toolset::Limits;
use serde_json::json;
use support::{call, census, mount_ok, small_limits, toolset, unmount_ok};

const THREADS: usize = 4;
const ROUNDS: usize = 40;

/// A provider every worker's plugins call into.
const SHARED: &str = r#"#{ name: "pool", apply: |ctx| {
    let hits = #{ n: 0 };
    ctx.provide("pool", #{ bump: || { hits.n += 1; hits.n } });
} }"#;

fn worker_plugin(thread: usize, round: usize) -> String {
    format!(
        r#"#{{ name: "w{thread}-{round}", inject: ["pool", "timer"], apply: |ctx| {{
            ctx.on("stress/ping", |n| {{}});
            ctx.timer.setInterval(|| {{ ctx.emit("stress/ping", 1); }}, 10);
            ctx.tools.register(#{{ name: "w{thread}_{round}", execute: |a| {{
                let n = ctx.pool.bump();
                ctx.emit("stress/ping", n);
                "w{thread}_{round} ok"
            }} }});
        }} }}"#
    )
}

#[test]
fn mounts_unmounts_and_calls_from_several_threads_neither_deadlock_nor_lose_anything() {
    let toolset = toolset(Limits {
        timeout_ms: 5_000,
        ..small_limits()
    });
    let before = census(&toolset);
    let shared = mount_ok(&toolset, SHARED);
    let (done, finished) = mpsc::channel();
    std::thread::scope(|scope| {
        for thread in 0..THREADS {
            let toolset = &toolset;
            let done = done.clone();
            scope.spawn(move || {
                for round in 0..ROUNDS {
                    let id = mount_ok(toolset, &worker_plugin(thread, round));
                    let tool = format!("w{thread}_{round}");
                    assert_eq!(
                        call(toolset, &tool, json!({})),
                        (format!("{tool} ok"), false),
                        "a registration was lost"
                    );
                    unmount_ok(toolset, &id);
                    assert!(
                        toolset.call(&tool, json!({})).is_none(),
                        "{tool} outlived its mount"
                    );
                }
                done.send(()).unwrap();
            });
        }
        // Inspect and list tools the whole time.
        let toolset = &toolset;
        scope.spawn(move || {
            let started = Instant::now();
            while started.elapsed() < Duration::from_secs(2) {
                assert!(toolset.inspect(None, None).is_ok());
                let _ = toolset.tools();
            }
        });
        let deadline = Instant::now() + Duration::from_secs(120);
        for _ in 0..THREADS {
            let left = deadline.saturating_duration_since(Instant::now());
            finished
                .recv_timeout(left)
                .expect("a worker thread deadlocked or panicked");
        }
    });
    unmount_ok(&toolset, &shared);
    assert_eq!(census(&toolset), before);
    assert!(
        toolset.runtime().reports().is_empty(),
        "{:?}",
        toolset.runtime().reports()
    );
}

/// A meeting point: each side arrives, then waits until both have, so the
/// two calls below are certain to overlap.
const MEET: &str = r#"#{ name: "meet", apply: |ctx| {
    let seen = #{ n: 0 };
    ctx.provide("meet", #{ arrive: || { seen.n += 1; }, count: || seen.n });
} }"#;

/// `me_cross` holds its plugin's turn until the other side has arrived too,
/// then calls the other plugin's tool: the two calls wait on each other.
fn crossing_plugin(me: &str, other: &str) -> String {
    format!(
        r#"#{{ name: "{me}", inject: ["meet"], apply: |ctx| {{
            ctx.tools.register(#{{ name: "{me}_leaf", execute: |a| "{me} leaf" }});
            ctx.tools.register(#{{ name: "{me}_cross", execute: |a| {{
                ctx.meet.arrive();
                while ctx.meet.count() < 2 {{}}
                ctx.tools.execute("{other}_leaf", #{{}})
            }} }});
        }} }}"#
    )
}

#[test]
fn two_mounts_that_call_into_each_other_from_two_threads_get_an_answer_not_a_deadlock() {
    let toolset = toolset(Limits {
        timeout_ms: 10_000,
        max_operations: 50_000_000,
        ..small_limits()
    });
    mount_ok(&toolset, MEET);
    mount_ok(&toolset, &crossing_plugin("a", "b"));
    mount_ok(&toolset, &crossing_plugin("b", "a"));
    let started = Instant::now();
    let (a, b) = std::thread::scope(|scope| {
        let a = scope.spawn(|| call(&toolset, "a_cross", json!({})));
        let b = scope.spawn(|| call(&toolset, "b_cross", json!({})));
        (a.join().unwrap(), b.join().unwrap())
    });
    assert!(
        started.elapsed() < Duration::from_secs(8),
        "the calls waited {:?} on each other",
        started.elapsed()
    );
    // The call that would have closed the cycle is refused with advice;
    // the other one then gets its answer.
    let (refused, answered) = if a.1 { (a, b) } else { (b, a) };
    assert!(refused.1, "one call is refused: {refused:?} {answered:?}");
    assert!(
        refused.0.contains("refused instead of waiting forever") && refused.0.contains("ctx.emit("),
        "{}",
        refused.0
    );
    assert!(!answered.1, "{answered:?}");
    assert!(answered.0.ends_with("leaf"), "{answered:?}");
}
