//! Concurrency stress: mounts, unmounts, calls, cross-mount calls and
//! inspects from several threads at once. No deadlock (every thread ends
//! within its bound), no lost registration (each mount's tool answers while
//! it is mounted), no panic, and nothing left behind.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

mod support;

use std::sync::mpsc;
use std::time::{Duration, Instant};

use cordis_toolset::sandbox::Limits;
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
#[ignore = "known: two fibers that emit to each other's listeners from two threads at once \
            wait on each other's turn (an ABBA wait on fiber gates) until the 30 s turn limit; \
            run with --ignored to reproduce (README, what is not promised)"]
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
