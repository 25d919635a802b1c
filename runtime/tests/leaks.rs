//! A thousand mount → call → unmount cycles leave the runtime exactly as
//! they found it: fibers, tools, listeners, timers and trampoline slots.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use crate::support;

use cordis_toolset::Limits;
use serde_json::json;
use support::{call, census, mount_ok, toolset, unmount_ok};

/// A tool, a listener, a provided service with functions, two timers.
const PROVIDER: &str = r#"#{ name: "cycle-provider", inject: ["timer"], apply: |ctx| {
    let seen = [];
    ctx.provide("cycle", #{ twice: |x| x * 2, label: "cycle" });
    ctx.on("cycle/ping", |n| { seen.push(n); });
    ctx.timer.setTimeout(|| { seen.push(0); }, 600000);
    ctx.timer.setInterval(|| { seen.push(0); }, 600000);
    ctx.tools.register(#{ name: "cycle_tool", execute: |a| {
        ctx.emit("cycle/ping", 1);
        `${seen.len()}`
    } });
} }"#;

/// A consumer of the service with a pre-execute hook that calls `next`.
const CONSUMER: &str = r#"#{ name: "cycle-consumer", inject: ["cycle"], apply: |ctx| {
    ctx.on("tools/pre-execute", |info, next| next.call());
    ctx.tools.register(#{
        name: "cycle_use",
        parameters: #{ n: #{ type: "integer" } },
        execute: |a| `${ctx.cycle.twice(a.n)} ${ctx.cycle.label}`
    });
} }"#;

#[test]
fn a_thousand_mount_call_unmount_cycles_leave_nothing_behind() {
    let toolset = toolset(Limits::default());
    let before = census(&toolset);
    for round in 0..1_000 {
        let provider = mount_ok(&toolset, PROVIDER);
        let consumer = mount_ok(&toolset, CONSUMER);
        assert_eq!(call(&toolset, "cycle_tool", json!({})), ("1".into(), false));
        assert_eq!(
            call(&toolset, "cycle_use", json!({ "n": 21 })),
            ("42 cycle".into(), false)
        );
        if round == 0 {
            // While mounted, every kind of effect shows in the census.
            let during = census(&toolset);
            assert_eq!(during.timers, before.timers + 2, "{during:?}");
            assert!(during.slots > before.slots, "{during:?}");
            assert_eq!(during.tools.len(), before.tools.len() + 2, "{during:?}");
            assert_eq!(during.events.len(), before.events.len() + 2, "{during:?}");
            assert_eq!(during.fibers.len(), before.fibers.len() + 2, "{during:?}");
        }
        // Alternate the order: provider first parks the consumer.
        if round % 2 == 0 {
            unmount_ok(&toolset, &consumer);
            unmount_ok(&toolset, &provider);
        } else {
            unmount_ok(&toolset, &provider);
            assert!(toolset.call("cycle_use", json!({ "n": 1 })).is_none());
            unmount_ok(&toolset, &consumer);
        }
        if round % 100 == 0 {
            assert_eq!(census(&toolset), before, "after round {round}");
        }
    }
    assert_eq!(census(&toolset), before);
    assert!(
        toolset.runtime().reports().is_empty(),
        "{:?}",
        toolset.runtime().reports()
    );
}

#[test]
fn failed_mounts_leave_nothing_behind_either() {
    let toolset = toolset(Limits::default());
    let before = census(&toolset);
    for _ in 0..200 {
        let (text, error) = call(
            &toolset,
            "cordis_mount",
            json!({ "code": PROVIDER.replace("ctx.tools.register", "throw \"late\"; ctx.tools.register") }),
        );
        assert!(error && text.contains("late"), "{text}");
    }
    assert_eq!(census(&toolset), before);
}
