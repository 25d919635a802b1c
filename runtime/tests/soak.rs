//! Soak: many mount → call → unmount cycles, mixed with provider/consumer
//! churn, timers that fire while mounts come and go, listeners, events
//! between mounts, cross-mount calls, failing mounts and runaway tools.
//! Afterwards the fiber tree, the registry, the event bus, the service
//! store, the timer wheel and the trampoline slots are exactly as before,
//! and the resident set stays bounded.
//!
//! CI runs the short form (`CORDIS_SOAK_CYCLES` unset: 400 cycles). The long
//! form, with the RSS figures RELIABILITY.md records:
//!
//! ```sh
//! CORDIS_SOAK_CYCLES=10000 cargo test --release -p cordis-toolset --test soak -- --nocapture
//! ```
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

mod support;

use cordis_toolset::Limits;
use serde_json::json;
use support::{call, census, mount, mount_ok, small_limits, toolset, unmount_ok};

/// Provides a service with functions and state, listens to a custom event,
/// and keeps a fast interval timer and a timeout running.
const PROVIDER: &str = r#"#{ name: "soak-provider", inject: ["timer"], apply: |ctx| {
    let state = #{ hits: 0, ticks: 0, pings: 0 };
    ctx.provide("soak", #{
        add: |a, b| a + b,
        hit: || { state.hits += 1; state.hits },
        label: "soak",
    });
    ctx.on("soak/ping", |n| { state.pings += n; });
    ctx.timer.setInterval(|| { state.ticks += 1; }, 10);
    ctx.timer.setTimeout(|| { state.ticks += 1; }, 1);
    ctx.tools.register(#{ name: "soak_stats", execute: |a| to_json(state) });
} }"#;

/// Consumes the service: cross-mount calls, an emit to the provider, and a
/// pre-execute hook that runs the rest of the chain.
const CONSUMER: &str = r#"#{ name: "soak-consumer", inject: ["soak"], apply: |ctx| {
    ctx.on("tools/pre-execute", |info, next| next.call());
    ctx.tools.register(#{
        name: "soak_use",
        parameters: #{ n: #{ type: "integer" } },
        execute: |a| {
            ctx.emit("soak/ping", a.n);
            `${ctx.soak.add(a.n, 1)} ${ctx.soak.hit()} ${ctx.soak.label}`
        }
    });
} }"#;

/// Observes every call and keeps a bounded log of them.
const OBSERVER: &str = r#"#{ name: "soak-observer", apply: |ctx| {
    let log = [];
    ctx.on("tools/post-execute", |info, result| {
        log.push(info.name);
        if log.len() > 16 { log.remove(0); }
    });
    ctx.tools.register(#{ name: "soak_log", execute: |a| `${log.len()}` });
} }"#;

/// A tool that never ends by itself: the operation budget ends each call.
const RUNAWAY: &str = r#"#{ name: "soak-runaway", apply: |ctx| {
    ctx.tools.register(#{ name: "soak_spin", execute: |a| { let n = 0; loop { n += 1; } } });
} }"#;

/// Fails in `apply` after registering: nothing may stay.
const FAILING: &str = r#"#{ name: "soak-failing", inject: ["timer"], apply: |ctx| {
    ctx.tools.register(#{ name: "soak_never", execute: |a| "never" });
    ctx.timer.setInterval(|| {}, 10);
    ctx.on("soak/ping", |n| {});
    throw "apply fails on purpose";
} }"#;

/// The resident set of this process, in KiB (Linux; 0 elsewhere).
fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find_map(|line| line.strip_prefix("VmRSS:"))
                .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
        })
        .unwrap_or(0)
}

fn cycles() -> usize {
    std::env::var("CORDIS_SOAK_CYCLES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(400)
}

#[test]
fn soak_cycles_leave_nothing_behind_and_memory_bounded() {
    let toolset = toolset(Limits {
        timeout_ms: 5_000,
        ..small_limits()
    });
    let before = census(&toolset);
    let total = cycles();
    let mut rss_at_100 = 0;
    for round in 1..=total {
        let provider = mount_ok(&toolset, PROVIDER);
        let consumer = mount_ok(&toolset, CONSUMER);
        let observer = (round % 3 == 0).then(|| mount_ok(&toolset, OBSERVER));
        let (text, error) = call(&toolset, "soak_use", json!({ "n": 41 }));
        assert_eq!(
            (text.as_str(), error),
            ("42 1 soak", false),
            "round {round}"
        );
        let (stats, error) = call(&toolset, "soak_stats", json!({}));
        assert!(
            !error && stats.contains("\"pings\":41"),
            "round {round}: {stats}"
        );
        if round % 5 == 0 {
            let runaway = mount_ok(&toolset, RUNAWAY);
            let (text, error) = call(&toolset, "soak_spin", json!({}));
            assert!(error, "round {round}: a runaway tool must fail: {text}");
            unmount_ok(&toolset, &runaway);
        }
        if round % 7 == 0 {
            let (text, error) = mount(&toolset, FAILING);
            assert!(
                error && text.contains("on purpose"),
                "round {round}: {text}"
            );
        }
        // Churn the provider under a live consumer: it parks, then the
        // consumer comes back when a provider does.
        if round % 2 == 0 {
            unmount_ok(&toolset, &provider);
            assert!(toolset.call("soak_use", json!({ "n": 1 })).is_none());
            let again = mount_ok(&toolset, PROVIDER);
            let (text, _) = call(&toolset, "soak_use", json!({ "n": 1 }));
            assert_eq!(
                text, "2 1 soak",
                "round {round}: a fresh provider has fresh state"
            );
            unmount_ok(&toolset, &consumer);
            unmount_ok(&toolset, &again);
        } else {
            unmount_ok(&toolset, &consumer);
            unmount_ok(&toolset, &provider);
        }
        if let Some(observer) = observer {
            unmount_ok(&toolset, &observer);
        }
        if round % 100 == 0 {
            assert_eq!(census(&toolset), before, "after round {round}");
        }
        if round == 100 {
            rss_at_100 = rss_kib();
        }
        if [1_000, 5_000, 10_000].contains(&round) || round == total {
            println!("soak: {round} cycles, RSS {} KiB", rss_kib());
        }
    }
    assert_eq!(census(&toolset), before);
    let reports = toolset.runtime().reports();
    assert!(
        reports.iter().all(|r| r.message.contains("on purpose")),
        "only the deliberate failures are reported: {reports:?}"
    );
    if total >= 100 && rss_at_100 > 0 {
        let growth = rss_kib().saturating_sub(rss_at_100);
        println!("soak: RSS growth after cycle 100: {growth} KiB");
        assert!(
            growth < 64 * 1024,
            "RSS grew by {growth} KiB after the first 100 cycles"
        );
    }
}
