//! The runtime under threads: quiescence, serialized callbacks, re-entrancy.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use cordis_toolset::FnPlugin;
use cordis_toolset::{CallbackError, Context, FiberState, Runtime, Value};

#[test]
fn runtime_is_send_and_sync() {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<Runtime>();
    assert_send_sync::<Context>();
    assert_send_sync::<cordis_toolset::Fiber>();
}

/// A listener that flags overlapping runs of the same fiber's callbacks.
fn overlap_detector(
    ctx: &Context,
    busy: &Arc<AtomicBool>,
    overlaps: &Arc<AtomicUsize>,
    runs: &Arc<AtomicUsize>,
) {
    let (busy, overlaps, runs) = (Arc::clone(busy), Arc::clone(overlaps), Arc::clone(runs));
    ctx.on("work", move |_| {
        if busy.swap(true, Ordering::SeqCst) {
            overlaps.fetch_add(1, Ordering::SeqCst);
        }
        std::thread::sleep(Duration::from_micros(200));
        runs.fetch_add(1, Ordering::SeqCst);
        busy.store(false, Ordering::SeqCst);
        Ok(Value::UNIT)
    })
    .unwrap();
}

#[test]
fn a_fibers_callbacks_run_one_at_a_time() {
    let runtime = Runtime::new();
    let (busy, overlaps, runs) = (Arc::default(), Arc::default(), Arc::default());
    let (b, o, r) = (Arc::clone(&busy), Arc::clone(&overlaps), Arc::clone(&runs));
    runtime
        .root()
        .plugin(FnPlugin::new(move |ctx: &Context, _| {
            overlap_detector(ctx, &b, &o, &r);
            Ok(())
        }))
        .unwrap();
    let threads: Vec<_> = (0..4)
        .map(|_| {
            let runtime = runtime.clone();
            std::thread::spawn(move || {
                for _ in 0..50 {
                    runtime.emit("work", &[]);
                }
            })
        })
        .collect();
    for thread in threads {
        thread.join().unwrap();
    }
    // Deliveries queued behind a busy turn run on a thread of their own
    // once it is let go: wait for the last of them.
    let until = std::time::Instant::now() + Duration::from_secs(10);
    while runs.load(Ordering::SeqCst) < 200 && std::time::Instant::now() < until {
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(runs.load(Ordering::SeqCst), 200);
    assert_eq!(overlaps.load(Ordering::SeqCst), 0);
}

#[test]
fn dispose_while_another_thread_runs_callbacks() {
    for round in 0..50 {
        let runtime = Runtime::new();
        let after_dispose = Arc::new(AtomicBool::new(false));
        let late_runs = Arc::new(AtomicUsize::new(0));
        let (flag, late) = (Arc::clone(&after_dispose), Arc::clone(&late_runs));
        let fiber = runtime
            .root()
            .plugin(FnPlugin::new(move |ctx: &Context, _| {
                let (flag, late) = (Arc::clone(&flag), Arc::clone(&late));
                ctx.on("tick", move |_| {
                    if flag.load(Ordering::SeqCst) {
                        late.fetch_add(1, Ordering::SeqCst);
                    }
                    Ok(Value::UNIT)
                })?;
                Ok(())
            }))
            .unwrap();
        let stop = Arc::new(AtomicBool::new(false));
        let emitter = {
            let (runtime, stop) = (runtime.clone(), Arc::clone(&stop));
            std::thread::spawn(move || {
                while !stop.load(Ordering::SeqCst) {
                    runtime.emit("tick", &[]);
                }
            })
        };
        std::thread::sleep(Duration::from_micros(100 * (round % 5)));
        fiber.dispose();
        after_dispose.store(true, Ordering::SeqCst);
        std::thread::sleep(Duration::from_millis(2));
        stop.store(true, Ordering::SeqCst);
        emitter.join().unwrap();
        assert_eq!(fiber.state(), FiberState::Disposed);
        assert_eq!(
            late_runs.load(Ordering::SeqCst),
            0,
            "no callback ran after dispose returned"
        );
    }
}

#[test]
fn reentrant_calls_do_not_deadlock() {
    let runtime = Runtime::new();
    for _ in 0..200 {
        let fiber = runtime
            .root()
            .plugin(FnPlugin::new(|ctx: &Context, _| {
                let inner = ctx.clone();
                // A listener that emits another event the same fiber handles.
                ctx.on("outer", move |_| {
                    inner.emit("inner", &[]);
                    Ok(Value::UNIT)
                })?;
                ctx.on("inner", |_| Ok(Value::from(1_i64)))?;
                // A listener that disposes its own fiber.
                let me = ctx.fiber();
                ctx.on("quit", move |_| {
                    me.dispose();
                    Ok(Value::UNIT)
                })?;
                Ok(())
            }))
            .unwrap();
        runtime.emit("outer", &[]);
        runtime.emit("quit", &[]);
        assert_eq!(fiber.state(), FiberState::Disposed);
    }
    assert_eq!(runtime.fibers().len(), 1);
    assert!(runtime.events().is_empty());
}

#[test]
fn two_threads_disposing_each_others_fibers_finish() {
    for _ in 0..20 {
        let runtime = Runtime::new();
        let make = || {
            runtime
                .root()
                .plugin(FnPlugin::new(|ctx: &Context, _| {
                    ctx.on("noop", |_| Ok(Value::UNIT))?;
                    Ok(())
                }))
                .unwrap()
        };
        let (a, b) = (make(), make());
        let (a2, b2) = (a.clone(), b.clone());
        let t1 = std::thread::spawn(move || {
            a2.dispose();
            b2.dispose();
        });
        let t2 = std::thread::spawn(move || {
            b.dispose();
            a.dispose();
        });
        t1.join().unwrap();
        t2.join().unwrap();
        assert_eq!(runtime.fibers().len(), 1);
    }
}

#[test]
fn a_failing_callback_error_is_typed() {
    let runtime = Runtime::new();
    runtime
        .root()
        .on("e", |_| Err(CallbackError::new("nope")))
        .unwrap();
    assert_eq!(runtime.serial("e", &[]).unwrap_err().to_string(), "nope");
}

#[test]
fn an_event_for_a_fiber_being_disposed_skips_it_without_waiting() {
    let runtime = Runtime::new();
    let (heard, unwinding) = (
        Arc::new(AtomicUsize::new(0)),
        Arc::new(AtomicBool::new(false)),
    );
    let (h, u) = (Arc::clone(&heard), Arc::clone(&unwinding));
    let fiber = runtime
        .root()
        .plugin(FnPlugin::new(move |ctx: &Context, _| {
            let h = Arc::clone(&h);
            ctx.on("ping", move |_| {
                h.fetch_add(1, Ordering::SeqCst);
                Ok(Value::UNIT)
            })?;
            let u = Arc::clone(&u);
            ctx.on_dispose("slow cleanup", move || {
                u.store(true, Ordering::SeqCst);
                std::thread::sleep(Duration::from_millis(600));
                Ok(())
            })?;
            Ok(())
        }))
        .unwrap();
    runtime.emit("ping", &[]);
    assert_eq!(heard.load(Ordering::SeqCst), 1);
    let disposer = std::thread::spawn(move || fiber.dispose());
    while !unwinding.load(Ordering::SeqCst) {
        std::thread::yield_now();
    }
    // The fiber is unloading and its disposer holds its gate: the emit
    // skips it at once instead of waiting for the cleanup to finish.
    let started = std::time::Instant::now();
    runtime.emit("ping", &[]);
    let waited = started.elapsed();
    disposer.join().unwrap();
    assert_eq!(heard.load(Ordering::SeqCst), 1);
    assert!(
        waited < Duration::from_millis(400),
        "emit waited {waited:?}"
    );
}
