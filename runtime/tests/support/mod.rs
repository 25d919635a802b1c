//! Helpers shared by the integration tests: a toolset with small budgets,
//! and calls that return `(text, is_error)`.
#![allow(dead_code, clippy::unwrap_used)] // each test binary uses a subset; tests unwrap

use std::time::{Duration, Instant};

use cordis_toolset::Limits;
use cordis_toolset::Runtime;
use cordis_toolset::report::Report;
use cordis_toolset::{Toolset, ToolsetConfig};
use serde_json::{Value, json};

/// Budgets small enough that every bomb stops quickly, large enough that
/// ordinary plugins never notice them.
pub fn small_limits() -> Limits {
    Limits {
        max_operations: 50_000,
        timeout_ms: 2_000,
        max_call_levels: 16,
        max_string_size: 10_000,
        max_array_size: 1_000,
        max_map_size: 100,
        ..Limits::default()
    }
}

/// A fresh runtime with a toolset (timer granted) under `limits`.
pub fn toolset(limits: Limits) -> Toolset {
    toolset_with(builtin_config(limits))
}

/// The built-in catalog and the timer under `limits`, no other service.
pub fn builtin_config(limits: Limits) -> ToolsetConfig {
    ToolsetConfig::new(limits)
        .document(&cordis_toolset::builtin::catalog())
        .timer()
}

/// A fresh runtime with a toolset built from `config`.
pub fn toolset_with(config: ToolsetConfig) -> Toolset {
    Toolset::new(&Runtime::new(), config).unwrap()
}

/// Call a tool; its text blocks joined by newlines, and whether it failed.
pub fn call(toolset: &Toolset, name: &str, args: Value) -> (String, bool) {
    let (text, failed, _) = call_full(toolset, name, args);
    (text, failed)
}

/// Call a tool; its text, whether it failed, and its structured content.
pub fn call_full(toolset: &Toolset, name: &str, args: Value) -> (String, bool, Option<Value>) {
    let output = toolset
        .call(name, args)
        .unwrap_or_else(|| panic!("no tool named {name}"));
    (output.text(), output.is_error, output.structured)
}

/// Mount through `cordis_mount`.
pub fn mount(toolset: &Toolset, code: &str) -> (String, bool) {
    call(toolset, "cordis_mount", json!({ "code": code }))
}

/// Mount and insist that it worked; returns the mount id.
pub fn mount_ok(toolset: &Toolset, code: &str) -> String {
    let output = toolset
        .call("cordis_mount", json!({ "code": code }))
        .unwrap();
    assert!(!output.is_error, "mount failed: {output:?}");
    output.structured.unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// Unmount and insist that it worked.
pub fn unmount_ok(toolset: &Toolset, id: &str) {
    let (text, error) = call(toolset, "cordis_unmount", json!({ "id": id }));
    assert!(!error, "unmount {id} failed: {text}");
}

/// Wait (a few seconds at most) for a report that `accept` takes.
pub fn wait_for_report(toolset: &Toolset, accept: impl Fn(&Report) -> bool) -> Report {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        if let Some(report) = toolset.runtime().reports().into_iter().find(|r| accept(r)) {
            return report;
        }
        assert!(
            Instant::now() < deadline,
            "no such report; reports: {:?}",
            toolset.runtime().reports()
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Poll `done` until it holds (a few seconds at most).
pub fn eventually(what: &str, done: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !done() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// A chain of mounts, `tool "chain" → s1 → s2 → s3`, each step a call into
/// a service another mount provides, each service first counting to `work`
/// (0: no work).
pub fn service_chain(toolset: &Toolset, work: u64) {
    let spend = if work == 0 {
        String::new()
    } else {
        format!("let i = 0; while i < {work} {{ i += 1; }} ")
    };
    mount_ok(
        toolset,
        &format!(
            r#"#{{ name: "s3", apply: |ctx| ctx.provide("s3", #{{ f: || {{ {spend}"bottom" }} }}) }}"#
        ),
    );
    for (name, below) in [("s2", "s3"), ("s1", "s2")] {
        mount_ok(
            toolset,
            &format!(
                r#"#{{ name: "{name}", inject: ["{below}"], apply: |ctx| ctx.provide("{name}", #{{ f: || {{ {spend}ctx.{below}.f() }} }}) }}"#
            ),
        );
    }
    mount_ok(
        toolset,
        r#"#{ name: "top", inject: ["s1"], apply: |ctx| {
            ctx.tools.register(#{ name: "chain", execute: |a| ctx.s1.f() });
        } }"#,
    );
}

/// Everything a leak would show in.
#[derive(Debug, PartialEq, Eq)]
pub struct Census {
    pub fibers: Vec<String>,
    pub tools: Vec<String>,
    pub events: Vec<(String, usize)>,
    pub timers: usize,
    pub slots: usize,
    pub services: Vec<String>,
}

pub fn census(toolset: &Toolset) -> Census {
    let runtime = toolset.runtime();
    Census {
        fibers: runtime
            .fibers()
            .iter()
            .map(|f| {
                let labels: Vec<&str> = f.effects.iter().map(|e| e.label.as_str()).collect();
                format!("{} {} {} {labels:?}", f.id, f.name, f.state.as_str())
            })
            .collect(),
        tools: toolset.tools().into_iter().map(|t| t.name).collect(),
        events: runtime.events(),
        timers: runtime.pending_timers(),
        slots: toolset.live_slots(),
        services: runtime.services().into_iter().map(|s| s.name).collect(),
    }
}
