//! No script overflows a stack: the stack a script call can need is
//! bounded by the limits (`Limits::call_stack_size`, and
//! `Limits::script_stack_size` for the deepest nesting), measured here on
//! the worst scripts we know, and a call whose thread has less left runs
//! on a fresh segment instead of overflowing.
//!
//! An overflow aborts the test process, so these tests fail by crashing.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use crate::support;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use cordis_toolset::Context;
use cordis_toolset::FnPlugin;
use cordis_toolset::Limits;
use cordis_toolset::Parameters;
use cordis_toolset::Toolset;
use cordis_toolset::{ToolAnnotations, ToolOutput, ToolSpec};
use serde_json::json;
use support::{call, mount_ok, toolset};

/// Expression wrappers that take the most stack per level of nesting, as
/// `(open, close)` around the recursive call; each fits `depth` levels.
const WRAPPERS: &[(&str, &str)] = &[
    ("switch n { 0 => 0, _ => ", " }"),
    ("abs(", ")"),
    ("if n > 0 { ", " } else { 0 }"),
    ("[", "][0]"),
    ("#{ a: ", " }.a"),
    ("{ let q = ", "; q }"),
];

/// Limits with deep scripts allowed, small enough to keep the test quick.
fn deep_limits() -> Limits {
    Limits {
        max_call_levels: 12,
        max_nested_calls: 4,
        max_operations: 5_000_000,
        ..Limits::default()
    }
}

/// A toolset with a Rust tool `probe` that records how much stack is left
/// where it runs, and the slot it writes to.
fn probed(limits: Limits) -> (Toolset, Arc<AtomicUsize>) {
    let toolset = toolset(limits);
    let left = Arc::new(AtomicUsize::new(0));
    let (slot, registry) = (Arc::clone(&left), toolset.registry().clone());
    toolset
        .runtime()
        .root()
        .plugin(FnPlugin::new(move |ctx: &Context, _| {
            let slot = Arc::clone(&slot);
            let handler = move |_: &serde_json::Value| {
                slot.store(stacker::remaining_stack().unwrap(), Ordering::SeqCst);
                Ok(ToolOutput::success("probed"))
            };
            let spec = ToolSpec {
                name: "probe".into(),
                description: String::new(),
                parameters: Parameters::empty(),
                output_schema: None,
                annotations: ToolAnnotations::default(),
                handler: Arc::new(handler),
            };
            registry.register(ctx, spec, "probe").unwrap();
            Ok(())
        }))
        .unwrap();
    (toolset, left)
}

/// The most times `wrapper` nests around the recursive call of
/// [`deep_plugin`] under `limits` (found by mounting until the parser
/// refuses).
fn deepest_nesting(toolset: &Toolset, limits: &Limits, wrapper: (&str, &str)) -> usize {
    let mut deepest = 0;
    for nest in 1..64 {
        let (text, error) = support::mount(toolset, &deep_plugin(limits, wrapper, nest, "probe"));
        if error {
            assert!(text.contains("maximum complexity"), "{text}");
            return deepest;
        }
        let id = text.split_whitespace().nth(1).unwrap();
        support::unmount_ok(toolset, id);
        deepest = nest;
    }
    deepest
}

/// A plugin whose tool `t` recurses to the deepest call level, every level
/// nested `nest` times in `wrapper`, then calls `probe` and, when `leaf`
/// is `t`, itself again (one more nested call) with `d + 1`.
fn deep_plugin(limits: &Limits, (open, close): (&str, &str), nest: usize, leaf: &str) -> String {
    let body = format!(
        "{}deep(n - 1, ctx, d){}",
        open.repeat(nest),
        close.repeat(nest)
    );
    // `deep` runs at levels 1..=levels; the tool's closure is level 0.
    let levels = limits.max_call_levels - 1;
    let call = if leaf == "probe" {
        r#"ctx.tools.execute("probe");"#
    } else {
        r#"ctx.tools.execute("probe"); ctx.tools.execute("t", #{ d: d + 1 });"#
    };
    format!(
        r#"fn deep(n, ctx, d) {{ if n == 0 {{ {call} d }} else {{ {body} }} }}
        #{{ name: "deep", apply: |ctx| {{
            ctx.tools.register(#{{ name: "t", parameters: #{{ d: #{{ type: "integer", required: false }} }},
                execute: |a| `${{deep({levels}, ctx, a.d ?? 0)}}` }});
        }} }}"#
    )
}

/// Run `f` on a thread with `bytes` of stack.
fn on_thread<R: Send + 'static>(bytes: usize, f: impl FnOnce() -> R + Send + 'static) -> R {
    std::thread::Builder::new()
        .stack_size(bytes)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap()
}

#[test]
fn one_call_stays_within_its_estimate() {
    on_thread(1 << 30, || {
        let limits = deep_limits();
        let estimate = limits.call_stack_size();
        for &wrapper in WRAPPERS {
            let (toolset, left) = probed(limits.clone());
            let nest = deepest_nesting(&toolset, &limits, wrapper);
            assert!(nest > 0, "{wrapper:?} never nests");
            let id = mount_ok(&toolset, &deep_plugin(&limits, wrapper, nest, "probe"));
            let top = stacker::remaining_stack().unwrap();
            assert_eq!(call(&toolset, "t", json!({})), ("0".into(), false));
            let used = top - left.load(Ordering::SeqCst);
            assert!(
                used <= estimate,
                "{wrapper:?} nested {nest} times used {used} bytes, more than the {estimate} estimated"
            );
            support::unmount_ok(&toolset, &id);
        }
    });
}

#[test]
fn the_deepest_nesting_stays_within_the_thread_size() {
    on_thread(1 << 30, || {
        let limits = deep_limits();
        let estimate = limits.script_stack_size();
        let (toolset, left) = probed(limits.clone());
        let wrapper = WRAPPERS[0];
        let nest = deepest_nesting(&toolset, &limits, wrapper);
        // `t` calls itself at its deepest level until max_nested_calls
        // stops it; the last probe runs in the deepest `t`.
        mount_ok(&toolset, &deep_plugin(&limits, wrapper, nest, "t"));
        let top = stacker::remaining_stack().unwrap();
        let (text, error) = call(&toolset, "t", json!({}));
        assert!(!error, "{text}");
        let used = top - left.load(Ordering::SeqCst);
        assert!(
            used <= estimate,
            "nested calls used {used} bytes, more than the {estimate} estimated"
        );
    });
}

#[test]
fn a_deep_script_on_a_small_thread_gets_the_stack_it_needs() {
    // 256 KiB is far less than one deep call needs in a debug build: every
    // script call here runs on a segment of its own.
    on_thread(256 * 1024, || {
        let limits = deep_limits();
        let (toolset, _) = probed(limits.clone());
        for &wrapper in &WRAPPERS[..2] {
            let nest = deepest_nesting(&toolset, &limits, wrapper);
            let id = mount_ok(&toolset, &deep_plugin(&limits, wrapper, nest, "t"));
            let (text, error) = call(&toolset, "t", json!({}));
            assert_eq!((text.as_str(), error), ("0", false));
            support::unmount_ok(&toolset, &id);
        }
    });
}

#[test]
fn the_issue_reproduction_is_stopped_by_the_nesting_limit() {
    // Issue 13, finding 1, on a thread of the size the CLI gives its threads.
    let limits = Limits::default();
    on_thread(limits.script_stack_size(), move || {
        let toolset = toolset(limits);
        mount_ok(
            &toolset,
            r#"fn deep(n, ctx, d) { if n == 0 { ctx.tools.execute("t", #{ d: d + 1 }); d } else { [[deep(n - 1, ctx, d)][0]][0] } }
            #{ name: "r", apply: |ctx| { ctx.tools.register(#{ name: "t", parameters: #{ d: #{ type: "integer" } }, execute: |a| `${deep(30, ctx, a.d)}` }); } }"#,
        );
        assert_eq!(call(&toolset, "t", json!({ "d": 0 })), ("0".into(), false));
    });
}

#[test]
fn the_thread_size_grows_with_every_limit_it_depends_on() {
    let base = Limits::default();
    let size = base.script_stack_size();
    for raised in [
        Limits {
            max_nested_calls: base.max_nested_calls * 2,
            ..base.clone()
        },
        Limits {
            max_call_levels: base.max_call_levels * 2,
            ..base.clone()
        },
        Limits {
            max_function_expr_depth: base.max_function_expr_depth * 2,
            ..base.clone()
        },
        Limits {
            max_expr_depth: base.max_expr_depth * 2,
            ..base.clone()
        },
    ] {
        assert!(raised.script_stack_size() > size, "{raised:?}");
    }
    let huge = Limits {
        max_nested_calls: usize::MAX,
        max_call_levels: usize::MAX,
        ..base
    };
    assert_eq!(huge.script_stack_size(), usize::MAX);
}
