//! `profile`: one workload of `runtime.rs`, `N` times, with nothing else
//! around it, to be run under an instruction-counting profiler (whose
//! counts repeat under load, where timings do not). A plain `main`; it
//! never runs in CI (`test = false`).
//!
//!     cargo bench -p cordis-toolset --bench profile --no-run
//!     <the built binary> WORKLOAD N
//!
//! | `WORKLOAD` | one of the `N` |
//! | --- | --- |
//! | `mount` | `Toolset::mount` of the baseline plugin (unmounted every 100, untimed) |
//! | `mount_live/<live>` | a mount and its unmount with `live` (≤ 10,000) other mounts live |
//! | `dry_run` | `Toolset::mount(code, true)` of the baseline plugin |
//! | `call` | `Toolset::call` of the baseline plugin's tool + JSON encoding |
//! | `hooks` | the same with the pre/post-execute hooks mounted |
//! | `push` | the push tool, with `n` = 1,000 (not 100,000: a profiler is slow) |
//! | `service` / `closure` | a tool making 1,000 calls of a service of another mount / of a local closure |
//! | `emit/<count>` | `Runtime::emit` to `count` Rhai listeners of one mount |
//! | `bare_mount` | the baseline plugin compiled, evaluated and its `apply` called by a plain `rhai::Engine` |
//! | `bare_call` | the tool's closure called by a plain `rhai::Engine` + JSON encoding |
//! | `bare_push` | the push loop (`n` = 1,000) in a plain `rhai::Engine` |
//! | `brim/<section>` | `Toolset::inspect(Some(section))` at the default limits filled to the brim |
//!
//! The setup (the mounts the workload needs) runs before the workload and
//! is counted apart: a profiler can start counting at `workload` (e.g.
//! with a toggle on the function `profile::workload`).
#![allow(clippy::expect_used, clippy::unwrap_used)] // a failed setup is the benchmark failing

mod common;

use std::hint::black_box;

use cordis_toolset::Toolset;
use serde_json::json;

/// The pushes of one `push` / `bare_push` iteration.
const PUSHES: i64 = 1_000;

/// The most live mounts a `mount_live/<live>` workload is set up with.
const MOST_LIVE: usize = 10_000;

/// The event of the `emit/<count>` workloads.
const EVENT: &str = "bench/tick";

fn main() {
    let stack = cordis_toolset::Limits::default().script_stack_size();
    std::thread::Builder::new()
        .stack_size(stack)
        .spawn(run)
        .expect("start the profile thread")
        .join()
        .expect("the profile thread");
}

fn run() {
    let mut args = std::env::args().skip(1);
    // `cargo bench` runs every bench target with its own flags (`--bench`):
    // this one is run by hand under callgrind, with a workload.
    let Some(what) = args.next().filter(|a| !a.starts_with("--")) else {
        eprintln!("profile: run it under callgrind as `profile WORKLOAD N` (see BENCHMARKS.md)");
        return;
    };
    let n: u64 = args.next().map_or(1_000, |n| n.parse().expect("N"));
    let setup = Setup::new(&what);
    workload(&setup, &what, n);
}

/// What a workload needs, built before it runs.
struct Setup {
    toolset: Toolset,
    _dir: tempfile::TempDir,
    bare: Bare,
}

impl Setup {
    fn new(what: &str) -> Self {
        let limits = if what.starts_with("brim/") {
            cordis_toolset::Limits::default()
        } else if what.starts_with("mount_live/") {
            // Room for the probe mount past the live ones, at any live
            // count `many_live` measures (as `many_live` sets them).
            cordis_toolset::Limits {
                max_tools: 2 * (MOST_LIVE + 1),
                ..common::many_mounts(MOST_LIVE + 1)
            }
        } else {
            common::many_mounts(1_000)
        };
        let (toolset, dir) = common::toolset_with(limits.clone());
        match what {
            "call" | "hooks" => {
                common::mount(&toolset, &common::baseline_plugin("t"));
                if what == "hooks" {
                    common::mount(&toolset, common::HOOKS_PLUGIN);
                }
                assert_eq!(common::call_text(&toolset, "t", json!({ "n": 5 })), "n=5");
            }
            "push" => {
                common::mount(&toolset, common::PUSH_PLUGIN);
            }
            "service" | "closure" => {
                common::mount(&toolset, common::SERVICE_PLUGIN);
                common::mount(&toolset, common::CALLER_PLUGIN);
            }
            _ if what.starts_with("emit/") => {
                let count = what["emit/".len()..].parse().expect("emit/COUNT");
                common::mount(&toolset, &common::listeners_plugin(EVENT, count));
            }
            _ if what.starts_with("brim/") => brim(&toolset, &limits),
            _ if what.starts_with("mount_live/") => {
                let live: usize = what["mount_live/".len()..]
                    .parse()
                    .expect("mount_live/LIVE");
                for k in 0..live {
                    common::mount(&toolset, &common::baseline_plugin(&format!("live{k}")));
                }
            }
            _ => {}
        }
        Self {
            toolset,
            _dir: dir,
            bare: Bare::new(),
        }
    }
}

/// The inspect benchmark's brim: `max_mounts` mounts, each providing a
/// service, registering its share of `max_tools` and holding
/// `max_mount_listeners` listeners.
fn brim(toolset: &Toolset, limits: &cordis_toolset::Limits) {
    let per_mount = (limits.max_tools - toolset.tools().len()) / limits.max_mounts;
    for k in 0..limits.max_mounts {
        let plugin = format!(
            r#"#{{ name: "brim{k}", apply: |ctx| {{
                ctx.provide("svc_{k}", #{{ twice: |x| x * 2 }});
                for t in 0..{per_mount} {{
                    ctx.tools.register(#{{ name: `t{k}_${{t}}`, execute: |a| "ok" }});
                }}
                for i in 0..{listeners} {{ ctx.on("brim/ev", |n| n + 1); }}
            }} }}"#,
            listeners = limits.max_mount_listeners,
        );
        common::mount(toolset, &plugin);
    }
}

/// A plain `rhai::Engine` and the closures it calls ([`common::bare_engine`]).
struct Bare {
    engine: rhai::Engine,
    closure: (rhai::AST, rhai::FnPtr),
    push: (rhai::AST, rhai::FnPtr),
}

impl Bare {
    fn new() -> Self {
        let engine = common::bare_engine();
        let compiled = |code: &str| {
            let ast = engine.compile(code).expect("compiles");
            let f: rhai::FnPtr = engine.eval_ast(&ast).expect("a closure");
            (ast, f)
        };
        let closure = compiled(common::BARE_CLOSURE);
        let push = compiled(common::BARE_PUSH);
        Self {
            engine,
            closure,
            push,
        }
    }
}

#[inline(never)]
fn workload(setup: &Setup, what: &str, n: u64) {
    let toolset = &setup.toolset;
    let bare = &setup.bare;
    match what {
        "mount" => {
            let mut ids = Vec::new();
            for k in 0..n {
                let code = common::baseline_plugin(&format!("t{k}"));
                ids.push(common::mount(toolset, &code));
                if ids.len() == 100 {
                    for id in ids.drain(..) {
                        toolset.unmount(&id).expect("unmount");
                    }
                }
            }
        }
        // One more mount and its unmount, at a constant number live.
        _ if what.starts_with("mount_live/") => {
            for k in 0..n {
                let code = common::baseline_plugin(&format!("t{k}"));
                let id = common::mount(toolset, &code);
                toolset.unmount(&id).expect("unmount");
            }
        }
        "dry_run" => {
            let code = common::baseline_plugin("t");
            for _ in 0..n {
                black_box(toolset.mount(&code, true).expect("dry run"));
            }
        }
        "call" | "hooks" => {
            for k in 0..n {
                let output = toolset.call("t", json!({ "n": k })).expect("tool t");
                black_box(serde_json::to_string(&output).expect("encode"));
            }
        }
        "push" => {
            for _ in 0..n {
                let output = toolset.call("push", json!({ "n": PUSHES })).expect("push");
                black_box(serde_json::to_string(&output).expect("encode"));
            }
        }
        "service" | "closure" => {
            for _ in 0..n {
                let output = toolset
                    .call(what, json!({ "n": common::CALLS }))
                    .expect(what);
                black_box(serde_json::to_string(&output).expect("encode"));
            }
        }
        _ if what.starts_with("emit/") => {
            let runtime = toolset.runtime();
            for _ in 0..n {
                runtime.emit(EVENT, &[cordis_toolset::Value::from(1_i64)]);
            }
        }
        "bare_mount" => {
            let code = common::baseline_plugin("t");
            for _ in 0..n {
                let _ = black_box(common::bare_mount(&bare.engine, &code));
            }
        }
        "bare_call" => {
            let (ast, closure) = &bare.closure;
            for k in 0..n {
                black_box(common::bare_call(&bare.engine, ast, closure, k as i64));
            }
        }
        "bare_push" => {
            let (ast, push) = &bare.push;
            for _ in 0..n {
                black_box(common::bare_call(&bare.engine, ast, push, PUSHES));
            }
        }
        _ => {
            let section = what.strip_prefix("brim/").expect("a known workload");
            for _ in 0..n {
                black_box(toolset.inspect(Some(section), None).expect("inspect"));
            }
        }
    }
}
