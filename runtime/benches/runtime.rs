//! Criterion benchmarks of the runtime on the node:vm baseline's workload
//! (`../shared/bench/node_vm_baseline.js`); `bench/run.sh` runs both and
//! prints the ratios.
//!
//! | bench | what one iteration is |
//! |---|---|
//! | `mount/baseline_body` | `Toolset::mount` of the baseline's plugin body (compile + evaluate + apply + register), at most 100 live |
//! | `mount/word_count` | the same with DESIGN §5's word-count plugin |
//! | `mount/dry_run_baseline_body` | `Toolset::mount(code, true)`: compile + evaluate + read the plugin, nothing mounted |
//! | `mount/bare_rhai_baseline_body` | the baseline's plugin compiled, evaluated and its `apply` called by a plain `rhai::Engine` (no hooks): the engine's own floor |
//! | `call/tool_pipeline` | `Toolset::call` of the mounted tool (validation, execute in its fiber, normalization, accounting) + the result encoded as JSON |
//! | `call/bare_rhai_closure` | the tool's closure called by a plain `rhai::Engine` + the result encoded as JSON |
//! | `call/bare_rhai_push_100k` | the push tool's closure called by a plain `rhai::Engine` + JSON |
//! | `call/tool_pipeline_hooks` | the same with one `tools/pre-execute` and one `tools/post-execute` Rhai listener mounted |
//! | `call/push_100k` | `Toolset::call` of a tool that pushes 100,000 integers onto a fresh array (`bench/node_push_baseline.js`) + the result encoded as JSON |
//! | `call/service_1000` | `Toolset::call` of a tool that calls a service of another mount 1,000 times (`ctx.svc.twice(i)`) |
//! | `call/closure_1000` | the same loop calling a local closure (`twice.call(i)`) 1,000 times |
//! | `events/emit_rhai_10` | `Runtime::emit` to 10 Rhai listeners of one mount (also `_1`, `_100`, `_1000`) |
//! | `events/emit_native_10` | `Runtime::emit` to 10 Rust listeners |
//! | `inspect/100_mounts` | `Toolset::inspect(None, None)` (every section) with 100 live mounts |
//! | `inspect/1000_mounts/<section>` | `Toolset::inspect(Some(section), None)` with 1,000 live mounts, each providing a service |
//! | `inspect/brim/<section>` | the same with the default limits filled to the brim: `max_mounts` (256) mounts, each providing a service, registering its share of `max_tools` and holding `max_mount_listeners` (1,024) listeners |
//! | `tools_list/1000_mounts` | `Toolset::tools()` (what `tools/list` lists) with 1,000 live mounts, encoded as JSON |
//! | `teach/trial_program` | the refused mount of a Python program pasted as a plugin (trial 55's script, 97 lines): its first answer, every habit listed |
//! | `teach/<shape>_<n>` | the same for a program built to load one pass of the first answer: `one_function_4000` (4,000 comprehensions in one function), `with_open_1500`, `fn_named_variables_1500`, `try_scoped_1500`, `string_repeats_3000` |
#![allow(clippy::expect_used, clippy::unwrap_used)] // a failed setup is the benchmark failing

mod common;

use std::hint::black_box;
use std::time::{Duration, Instant};

use cordis_toolset::FnPlugin;
use cordis_toolset::Toolset;
use cordis_toolset::Value;
use criterion::{Criterion, criterion_group};
use serde_json::json;

/// At most this many mounts live at once while timing mounts. The baseline
/// keeps all its N = 2,000 mounts live, but our mount cost grows with the
/// live count (see `many_live` and BENCHMARKS.md), so this bench measures
/// the few-live case and `mount/many_live` the growth.
const LIVE_BATCH: u64 = 100;

/// Time `iters` mounts of `source(k)` (a unique tool name each), in batches
/// of at most [`LIVE_BATCH`] live mounts; unmounting is not timed.
fn time_mounts(
    toolset: &Toolset,
    iters: u64,
    next: &mut u64,
    source: fn(&str) -> String,
) -> Duration {
    let mut total = Duration::ZERO;
    let mut done = 0;
    while done < iters {
        let batch = (iters - done).min(LIVE_BATCH);
        let sources: Vec<String> = (0..batch)
            .map(|k| source(&format!("t{}", *next + k)))
            .collect();
        *next += batch;
        let mut ids = Vec::with_capacity(sources.len());
        let start = Instant::now();
        for code in &sources {
            ids.push(black_box(toolset.mount(code, false)).expect("mount").id);
        }
        total += start.elapsed();
        for id in &ids {
            toolset.unmount(id).expect("unmount");
        }
        done += batch;
    }
    total
}

fn mount(c: &mut Criterion) {
    let mut group = c.benchmark_group("mount");
    for (name, source) in [
        (
            "baseline_body",
            common::baseline_plugin as fn(&str) -> String,
        ),
        ("word_count", common::word_count_plugin),
    ] {
        let (toolset, _dir) = common::toolset();
        let mut next = 0;
        group.bench_function(name, |b| {
            b.iter_custom(|iters| time_mounts(&toolset, iters, &mut next, source));
        });
    }
    // Compile + evaluate + read the plugin only (no fiber, apply or
    // register): the floor under `mount/baseline_body`.
    let (toolset, _dir) = common::toolset();
    let code = common::baseline_plugin("t");
    group.bench_function("dry_run_baseline_body", |b| {
        b.iter(|| black_box(toolset.mount(&code, true).expect("dry run")));
    });
    // The floor under `mount/baseline_body`: the same code compiled,
    // evaluated and its `apply` called by a plain Rhai engine.
    let engine = common::bare_engine();
    group.bench_function("bare_rhai_baseline_body", |b| {
        b.iter(|| black_box(common::bare_mount(&engine, &code)));
    });
    group.finish();
}

fn call(c: &mut Criterion) {
    let mut group = c.benchmark_group("call");
    let (toolset, _dir) = common::toolset();
    common::mount(&toolset, &common::baseline_plugin("t"));
    // Same correctness check as the baseline's.
    let output = toolset.call("t", json!({ "n": 5 })).expect("tool t");
    assert_eq!(
        serde_json::to_string(&output.content).unwrap(),
        r#"[{"type":"text","text":"n=5"}]"#
    );
    let pipeline = |b: &mut criterion::Bencher<'_>| {
        let mut n = 0_i64;
        b.iter(|| {
            n += 1;
            let output = toolset.call("t", json!({ "n": n })).expect("tool t");
            black_box(serde_json::to_string(&output).expect("encode"))
        });
    };
    group.bench_function("tool_pipeline", pipeline);
    // The floor under the pipeline: the same closure called straight through
    // a plain Rhai engine (`FnPtr::call`, which builds fresh call state and
    // caches every time) plus the same JSON encoding, with no runtime around
    // it.
    let engine = common::bare_engine();
    let bare = |code: &str| {
        let ast = engine.compile(code).expect("compiles");
        let f: rhai::FnPtr = engine.eval_ast(&ast).expect("a closure");
        (ast, f)
    };
    let (ast, closure) = bare(common::BARE_CLOSURE);
    group.bench_function("bare_rhai_closure", |b| {
        let mut n = 0_i64;
        b.iter(|| {
            n += 1;
            black_box(common::bare_call(&engine, &ast, &closure, n))
        });
    });
    let (push_ast, push) = bare(common::BARE_PUSH);
    group.bench_function("bare_rhai_push_100k", |b| {
        b.iter(|| black_box(common::bare_call(&engine, &push_ast, &push, common::PUSHES)));
    });
    let (pushes, _push_dir) = common::toolset();
    common::mount(&pushes, common::PUSH_PLUGIN);
    let n = json!({ "n": common::PUSHES });
    assert_eq!(
        common::call_text(&pushes, "push", n.clone()),
        common::PUSHES.to_string()
    );
    group.bench_function("push_100k", |b| {
        b.iter(|| {
            let output = pushes.call("push", n.clone()).expect("tool push");
            black_box(serde_json::to_string(&output).expect("encode"))
        });
    });
    common::mount(&toolset, common::HOOKS_PLUGIN);
    assert_eq!(common::call_text(&toolset, "t", json!({ "n": 7 })), "n=7");
    group.bench_function("tool_pipeline_hooks", pipeline);
    // A service of another mount called 1,000 times, against a local
    // closure called as often (the loop around them is the same).
    let (calls, _calls_dir) = common::toolset();
    common::mount(&calls, common::SERVICE_PLUGIN);
    common::mount(&calls, common::CALLER_PLUGIN);
    let n = json!({ "n": common::CALLS });
    let sum = (common::CALLS * (common::CALLS - 1)).to_string();
    for tool in ["service", "closure"] {
        assert_eq!(common::call_text(&calls, tool, n.clone()), sum);
        group.bench_function(format!("{tool}_1000"), |b| {
            b.iter(|| black_box(calls.call(tool, n.clone()).expect("tool")));
        });
    }
    group.finish();
}

fn events(c: &mut Criterion) {
    const EVENT: &str = "bench/tick";
    let mut group = c.benchmark_group("events");
    // 10 as before; 1, 100 and 1,000 to see dispatch grow with the count.
    for count in [10, 1, 100, 1_000] {
        let (toolset, _dir) = common::toolset();
        common::mount(&toolset, &common::listeners_plugin(EVENT, count));
        let runtime = toolset.runtime().clone();
        assert_eq!(
            runtime
                .events()
                .iter()
                .find(|(name, _)| name == EVENT)
                .map(|(_, n)| *n),
            Some(count)
        );
        group.bench_function(format!("emit_rhai_{count}"), |b| {
            b.iter(|| runtime.emit(EVENT, &[Value::from(1_i64)]));
        });
        assert!(runtime.take_reports().is_empty(), "a listener failed");
    }

    let native = cordis_toolset::Runtime::new();
    native
        .root()
        .plugin(FnPlugin::new(|ctx: &cordis_toolset::Context, _| {
            for _ in 0..10 {
                ctx.on(EVENT, |call| Ok(call.args[0].clone()))?;
            }
            Ok(())
        }))
        .expect("load the listeners");
    group.bench_function("emit_native_10", |b| {
        b.iter(|| native.emit(EVENT, &[Value::from(1_i64)]));
    });
    group.finish();
}

fn inspect(c: &mut Criterion) {
    let mut group = c.benchmark_group("inspect");
    let (toolset, _dir) = common::toolset();
    for k in 0..100 {
        common::mount(&toolset, &common::baseline_plugin(&format!("t{k}")));
    }
    let report = toolset.inspect(None, None).expect("inspect");
    assert!(report.contains("dyn-100"), "{report}");
    group.bench_function("100_mounts", |b| {
        b.iter(|| black_box(toolset.inspect(None, None).expect("inspect")));
    });
    drop(toolset);

    // 1,000 live mounts, each also providing a service (so `services` and
    // `api` list 1,000 of them): each section alone, and tools/list.
    let (toolset, _dir) = common::toolset_with(common::many_mounts(1_000));
    let built_in = toolset.runtime().services().len();
    for k in 0..1_000 {
        let plugin = common::baseline_plugin(&format!("t{k}")).replacen(
            "apply: |ctx| {",
            &format!("apply: |ctx| {{ ctx.provide(\"svc_{k}\", #{{ twice: |x| x * 2 }});"),
            1,
        );
        common::mount(&toolset, &plugin);
    }
    assert_eq!(
        toolset.runtime().services().len(),
        built_in + 1_000,
        "each mount provides one"
    );
    for section in cordis_toolset::Section::ALL {
        let what = section.name();
        let report = toolset.inspect(Some(what), None).expect("inspect");
        assert!(report.chars().count() <= 16_000, "{what}: {}", report.len());
        group.bench_function(format!("1000_mounts/{what}"), |b| {
            b.iter(|| black_box(toolset.inspect(Some(what), None).expect("inspect")));
        });
    }
    drop(toolset);

    // The default limits filled to the brim: `max_mounts` mounts, each
    // providing a service and registering its share of `max_tools`, with
    // `max_mount_listeners` listeners each.
    let limits = cordis_toolset::Limits::default();
    let (brim, _brim_dir) = common::toolset_with(limits.clone());
    let builtin_tools = brim.tools().len();
    let per_mount = (limits.max_tools - builtin_tools) / limits.max_mounts;
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
        common::mount(&brim, &plugin);
    }
    for section in cordis_toolset::Section::ALL {
        let what = section.name();
        let report = brim.inspect(Some(what), None).expect("inspect");
        assert!(report.chars().count() <= 16_000, "{what}: {}", report.len());
        group.bench_function(format!("brim/{what}"), |b| {
            b.iter(|| black_box(brim.inspect(Some(what), None).expect("inspect")));
        });
    }
    drop(brim);
    group.finish();
    let (toolset, _dir) = common::toolset_with(common::many_mounts(1_000));
    for k in 0..1_000 {
        common::mount(&toolset, &common::baseline_plugin(&format!("t{k}")));
    }
    let mut group = c.benchmark_group("tools_list");
    assert!(toolset.tools().len() > 1_000);
    group.bench_function("1000_mounts", |b| {
        b.iter(|| black_box(serde_json::to_string(&toolset.tools()).expect("json")));
    });
    group.finish();
}

fn config() -> Criterion {
    Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3))
        .without_plots()
}

/// Python code of one shape, `n` times: each loads one pass of a first
/// answer (the names a form declares, a file opened by name, a variable
/// named as a function, a name set in a `try`, a string repeated).
fn stressed(shape: &str, n: usize) -> String {
    use std::fmt::Write as _;
    let mut code = String::new();
    match shape {
        "one_function" => {
            code.push_str("def f(xs):\n    total = 0\n");
            for i in 0..n {
                writeln!(code, "    t{i} = sum(x * {i} for x in xs for y in xs)").unwrap();
            }
            code.push_str("    return total\n");
        }
        "with_open" => {
            code.push_str("def f():\n");
            for i in 0..n {
                writeln!(code, "    with open('x{i}') as fh{i}:").unwrap();
                writeln!(code, "        t{i} = [l for l in fh{i} if l.strip()]").unwrap();
            }
        }
        "fn_named_variables" => {
            for i in 0..n {
                writeln!(code, "def f{i}(x):\n    return x").unwrap();
            }
            for i in 0..n {
                writeln!(code, "f{i} = {i}").unwrap();
            }
        }
        "try_scoped" => {
            code.push_str("def f(xs):\n");
            for i in 0..n {
                writeln!(code, "    try:\n        a{i} = int(xs[{i}])").unwrap();
                writeln!(code, "    except ValueError:\n        a{i}, b{i} = 0, 1").unwrap();
                writeln!(code, "    print(a{i})").unwrap();
            }
        }
        _ => {
            for i in 0..n {
                writeln!(code, "S{i} = \"#\"").unwrap();
            }
            for i in 0..n {
                writeln!(code, "print(S{i} * {i})").unwrap();
            }
        }
    }
    code
}

/// First answers: a refused mount that lists every habit of the code.
fn teach(c: &mut Criterion) {
    let mut group = c.benchmark_group("teach");
    let (toolset, _dir) = common::toolset();
    let trial = include_str!("../../tests/trials/55/habits-c/plugins/b/v1");
    let cases = [
        ("trial_program".to_owned(), trial.to_owned()),
        (
            "one_function_4000".to_owned(),
            stressed("one_function", 4000),
        ),
        ("with_open_1500".to_owned(), stressed("with_open", 1500)),
        (
            "fn_named_variables_1500".to_owned(),
            stressed("fn_named_variables", 1500),
        ),
        ("try_scoped_1500".to_owned(), stressed("try_scoped", 1500)),
        ("string_repeats_3000".to_owned(), stressed("repeats", 3000)),
    ];
    for (name, code) in &cases {
        group.bench_function(name.as_str(), |b| {
            b.iter(|| black_box(toolset.mount(code, true)).expect_err("refused"));
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = config();
    targets = mount, call, events, inspect, teach
}

/// `criterion_main!`, on a thread with the stack script calls need under
/// the default limits, as the CLI runs them: on a smaller one (the main
/// thread has 8 MiB), each call would borrow a fresh stack segment.
fn main() {
    let stack = cordis_toolset::Limits::default().script_stack_size();
    std::thread::Builder::new()
        .stack_size(stack)
        .spawn(|| {
            benches();
            Criterion::default().configure_from_args().final_summary();
        })
        .expect("start the bench thread")
        .join()
        .expect("the benches ran");
}
