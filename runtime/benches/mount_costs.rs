//! `mount/costs`: what each kind of thing a mount holds costs in resident
//! memory, measured at scale, for the counted bytes `max_mount_bytes` and
//! `max_total_bytes` would charge for it (issue 25, F2; RELIABILITY.md).
//!
//! For each kind, many of it are made and kept live, and the growth of the
//! resident set (`/proc/self/statm`) is divided by how many (or by the
//! bytes of code). A plain `main`: memory, not time, in its own process.
//! Run: `cargo bench -p cordis-toolset --bench mount_costs`.
#![allow(clippy::expect_used, clippy::unwrap_used)] // a failed setup is the benchmark failing

mod common;

use std::fmt::Write as _;

use cordis_toolset::{Limits, Runtime, Toolset, ToolsetConfig};

/// A toolset with the timer, under limits wide enough to hold everything.
fn toolset() -> Toolset {
    let limits = Limits {
        max_tools: 100_000,
        max_mount_tools: 100_000,
        max_mount_services: 100_000,
        max_mounts: 100_000,
        max_mount_bytes: usize::MAX / 4,
        max_total_bytes: usize::MAX / 4,
        ..Limits::default()
    };
    Toolset::new(&Runtime::new(), ToolsetConfig::new(limits).timer()).expect("start")
}

fn mount(toolset: &Toolset, code: &str) {
    let report = toolset.mount(code, false).expect("mounts");
    assert!(report.waiting_for.is_empty());
}

/// `count` functions of typical plugin code, about 120 bytes each.
fn code_of(count: usize) -> String {
    let mut code = String::new();
    for i in 0..count {
        writeln!(
            code,
            "fn f{i}(a, b) {{ let s = a + b * 2; if s > 10 {{ s -= 1; }} let m = #{{ k: s, t: \"text {i}\" }}; m.k + b }}"
        )
        .unwrap();
    }
    code.push_str("|ctx| { }\n");
    code
}

/// Mounts `mounts` plugins from `code(k)`; RSS growth divided by `units`.
fn measure(toolset: &Toolset, mounts: usize, units: f64, code: impl Fn(usize) -> String) -> f64 {
    let sources: Vec<String> = (0..mounts).map(&code).collect();
    let before = common::rss_bytes() as f64;
    for source in &sources {
        mount(toolset, source);
    }
    (common::rss_bytes() as f64 - before) / units
}

fn main() {
    let stack = Limits::default().script_stack_size();
    std::thread::Builder::new()
        .stack_size(stack)
        .spawn(bench)
        .expect("start the bench thread")
        .join()
        .expect("the bench ran");
}

/// The kinds measured, each in a process of its own (`mount_costs KIND`),
/// so one kind's freed memory is not reused by the next.
const KINDS: &[&str] = &[
    "empty", "code", "listener", "timer", "tool", "schema", "slot",
];

fn bench() {
    let kind = std::env::args()
        .skip(1)
        .find(|a| KINDS.contains(&a.as_str()));
    let Some(kind) = kind else {
        println!("| what a mount holds | unit | RSS growth (bytes) |");
        println!("| --- | --- | ---: |");
        let exe = std::env::current_exe().expect("the bench knows its path");
        for kind in KINDS {
            let out = std::process::Command::new(&exe)
                .arg(kind)
                .output()
                .expect("runs");
            print!("{}", String::from_utf8_lossy(&out.stdout));
        }
        return;
    };
    let toolset = toolset();
    mount(&toolset, &code_of(10));
    let empty = 3_400.0; // per mount, from the `empty` row
    let (what, unit, bytes) = match kind.as_str() {
        "empty" => (
            "a mount, empty",
            "per mount",
            measure(&toolset, 1_000, 1_000.0, |_| "|ctx| { }".to_owned()),
        ),
        "code" => {
            let code = code_of(500);
            let len = code.len() as f64;
            let bytes = measure(&toolset, 200, 200.0 * len, |_| code.clone()) - empty / len;
            ("code (500 functions, 60 KB)", "per source byte", bytes)
        }
        "listener" => (
            "listener",
            "per listener",
            measure(&toolset, 100, 100_000.0, |_| {
                r#"|ctx| { for i in 0..1000 { ctx.on("bench/e", |x| x); } }"#.to_owned()
            }),
        ),
        "timer" => (
            "timer",
            "per timer",
            measure(&toolset, 100, 100_000.0, |_| {
                r#"#{ inject: ["timer"], apply: |ctx| { for i in 0..1000 { ctx.timer.setTimeout(|| 1, 3600000); } } }"#.to_owned()
            }),
        ),
        "tool" => (
            "tool, one small parameter",
            "per tool",
            measure(&toolset, 40, 10_000.0, |k| {
                format!(
                    r#"|ctx| {{ for i in 0..250 {{ ctx.tools.register(#{{ name: `t{k}_${{i}}`, description: "d", parameters: #{{ a: #{{ type: "string" }} }}, execute: |x| 1 }}); }} }}"#
                )
            }),
        ),
        "schema" => {
            let description = "d".repeat(2000);
            let properties: String = (0..40)
                .map(|p| {
                    format!(
                        r#"p{p}: #{{ type: "string", description: "a parameter of the tool" }}, "#
                    )
                })
                .collect();
            let text = (description.len() + properties.len()) as f64;
            let bytes = measure(&toolset, 40, 10_000.0 * text, |k| {
                format!(
                    r#"|ctx| {{ for i in 0..250 {{ ctx.tools.register(#{{ name: `s{k}_${{i}}`, description: "{description}", parameters: #{{ {properties} }}, execute: |x| 1 }}); }} }}"#
                )
            });
            ("tool description and schema (4.6 KB)", "per byte", bytes)
        }
        _ => (
            "provided function (trampoline slot)",
            "per function",
            measure(&toolset, 100, 50_000.0, |k| {
                let fns: String = (0..500).map(|f| format!("f{f}: |x| x, ")).collect();
                format!(r#"|ctx| {{ ctx.provide("svc{k}", #{{ {fns} }}); }}"#)
            }),
        ),
    };
    println!("| {what} | {unit} | {bytes:.1} |");
}
