//! cordis's own behaviour cases (`shared/peer/cordis-core-cases.md`),
//! ported to the synchronous Rust runtime. Each test is named after its case.
#![allow(clippy::unwrap_used)] // tests unwrap: a failure is the test failing

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use cordis_toolset::report::ReportKind;
use cordis_toolset::{CallbackError, Context, FiberState, Runtime, RuntimeError, Value};
use cordis_toolset::{EffectInfo, EffectKind, FnPlugin};
use cordis_toolset::{EventCall, ListenOptions, Next};
use parking_lot::Mutex;

/// A shared counter.
#[derive(Clone, Default)]
struct Count(Arc<AtomicUsize>);

impl Count {
    fn hit(&self) {
        self.0.fetch_add(1, Ordering::SeqCst);
    }
    fn get(&self) -> usize {
        self.0.load(Ordering::SeqCst)
    }
}

fn ok() -> Result<Value, CallbackError> {
    Ok(Value::UNIT)
}

/// A listener that counts its calls.
fn counting(
    count: &Count,
) -> impl Fn(EventCall<'_>) -> Result<Value, CallbackError> + Send + Sync + 'static {
    let count = count.clone();
    move |_| {
        count.hit();
        ok()
    }
}

/// A plugin that listens to `event` and counts.
fn listener_plugin(event: &'static str, count: &Count) -> impl cordis_toolset::Plugin {
    let count = count.clone();
    FnPlugin::new(move |ctx: &Context, _| {
        ctx.on(event, counting(&count))?;
        Ok(())
    })
}

/// A plugin that provides `name` with a unit-ish value.
fn provider(name: &'static str) -> impl cordis_toolset::Plugin {
    FnPlugin::new(move |ctx: &Context, _| {
        ctx.provide(name, Value::from(name.to_owned()))?;
        Ok(())
    })
    .named(format!("{name}-provider"))
}

// ---- Plugins and lifecycle ----

#[test]
fn functional_plugin() {
    let runtime = Runtime::new();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let record = Arc::clone(&seen);
    let plugin = Arc::new(FnPlugin::new(move |_, config: &Value| {
        record.lock().push(config.as_int().unwrap_or(-1));
        Ok(())
    }));
    runtime
        .root()
        .plugin_with(plugin, Value::from(7_i64))
        .unwrap();
    assert_eq!(*seen.lock(), vec![7]);
}

#[test]
fn object_plugin() {
    struct Greeter(Count);
    impl cordis_toolset::Plugin for Greeter {
        fn name(&self) -> Option<String> {
            Some("greeter".into())
        }
        fn apply(&self, _: &Context, config: &Value) -> Result<(), CallbackError> {
            assert_eq!(config.clone().into_string().unwrap(), "cfg");
            self.0.hit();
            Ok(())
        }
    }
    let runtime = Runtime::new();
    let count = Count::default();
    let fiber = runtime
        .root()
        .plugin_with(Arc::new(Greeter(count.clone())), Value::from("cfg"))
        .unwrap();
    assert_eq!(count.get(), 1);
    assert_eq!(fiber.info().unwrap().name, "greeter");
}

/// Case 3 (invalid plugin) is enforced by the type system here: only a
/// `Plugin` can be loaded. Script plugins are checked by the sandbox, whose
/// tests cover the error naming both valid forms.
#[test]
fn invalid_plugin_is_a_type_error_in_rust() {
    fn assert_plugin<P: cordis_toolset::Plugin>(_: &P) {}
    assert_plugin(&FnPlugin::new(|_, _| Ok(())));
}

#[test]
fn inactive_context() {
    let runtime = Runtime::new();
    let nested = Count::default();
    let outcome = Arc::new(Mutex::new(Vec::new()));
    let (nested_in, outcome_in) = (nested.clone(), Arc::clone(&outcome));
    let fiber = runtime
        .root()
        .plugin(FnPlugin::new(move |ctx: &Context, _| {
            let (ctx2, nested, outcome) = (ctx.clone(), nested_in.clone(), Arc::clone(&outcome_in));
            ctx.on_dispose("probe", move || {
                let nested = nested.clone();
                let plugin = ctx2.plugin(FnPlugin::new(move |_, _| {
                    nested.hit();
                    Ok(())
                }));
                outcome
                    .lock()
                    .push(matches!(plugin, Err(RuntimeError::InactiveContext { .. })));
                let effect = ctx2.on_dispose("late", || Ok(()));
                outcome
                    .lock()
                    .push(matches!(effect, Err(RuntimeError::InactiveContext { .. })));
                let listener = ctx2.on("x", |_| ok());
                outcome.lock().push(matches!(
                    listener,
                    Err(RuntimeError::InactiveContext { .. })
                ));
                Ok(())
            })?;
            Ok(())
        }))
        .unwrap();
    fiber.dispose();
    assert_eq!(*outcome.lock(), vec![true, true, true]);
    assert_eq!(nested.get(), 0);
    let message = RuntimeError::InactiveContext {
        fiber: fiber.id(),
        plugin: "p".into(),
        action: "load a plugin".into(),
    }
    .to_string();
    assert!(message.starts_with("inactive context"), "{message}");
}

#[test]
fn plugin_names() {
    let runtime = Runtime::new();
    let named = runtime
        .root()
        .plugin(FnPlugin::new(|_, _| Ok(())).named("foo"))
        .unwrap();
    let anonymous = runtime.root().plugin(FnPlugin::new(|_, _| Ok(()))).unwrap();
    assert_eq!(named.info().unwrap().name, "foo");
    assert_eq!(anonymous.info().unwrap().name, "anonymous");
    assert_eq!(runtime.fibers()[0].name, "root");
}

#[test]
fn nested_plugins() {
    let runtime = Runtime::new();
    let count = Count::default();
    runtime.root().on("ping", counting(&count)).unwrap();
    let c = count.clone();
    let outer = runtime
        .root()
        .plugin(FnPlugin::new(move |ctx: &Context, _| {
            ctx.on("ping", counting(&c))?;
            let c2 = c.clone();
            ctx.plugin(FnPlugin::new(move |ctx: &Context, _| {
                ctx.on("ping", counting(&c2))?;
                ctx.plugin(listener_plugin("ping", &c2))?;
                Ok(())
            }))?;
            Ok(())
        }))
        .unwrap();
    assert_eq!(runtime.fibers().len(), 4, "root + 3 plugins");
    runtime.emit("ping", &[]);
    assert_eq!(count.get(), 4);
    outer.dispose();
    assert_eq!(runtime.fibers().len(), 1, "only the root is left");
    runtime.emit("ping", &[]);
    assert_eq!(count.get(), 5);
    outer.dispose();
    assert_eq!(runtime.fibers().len(), 1);
}

#[test]
fn registry_snapshot() {
    let runtime = Runtime::new();
    let count = Count::default();
    runtime.root().on("a", counting(&count)).unwrap();
    let before = (runtime.events(), runtime.fibers());
    let fiber = runtime.root().plugin(listener_plugin("a", &count)).unwrap();
    let with = (runtime.events(), runtime.fibers().len());
    fiber.dispose();
    assert_eq!((runtime.events(), runtime.fibers()), before);
    let again = runtime.root().plugin(listener_plugin("a", &count)).unwrap();
    assert_eq!((runtime.events(), runtime.fibers().len()), with);
    again.dispose();
}

#[test]
fn root_dispose() {
    let runtime = Runtime::new();
    let disposed = Count::default();
    for _ in 0..3 {
        let d = disposed.clone();
        runtime
            .root()
            .plugin(FnPlugin::new(move |ctx: &Context, _| {
                let d = d.clone();
                ctx.on_dispose("count", move || {
                    d.hit();
                    Ok(())
                })?;
                Ok(())
            }))
            .unwrap();
    }
    runtime.dispose_all();
    assert_eq!(disposed.get(), 3);
    assert_eq!(runtime.fibers().len(), 1);
    assert_eq!(runtime.fibers()[0].state, FiberState::Active);
    runtime.dispose_all();
    assert_eq!(disposed.get(), 3);
    runtime.root().plugin(FnPlugin::new(|_, _| Ok(()))).unwrap();
    assert_eq!(runtime.fibers().len(), 2, "the root still loads plugins");
}

#[test]
fn apply_throws() {
    let runtime = Runtime::new();
    let count = Count::default();
    let c = count.clone();
    let plugin = Arc::new(FnPlugin::new(move |ctx: &Context, config: &Value| {
        ctx.on("e", counting(&c))?;
        if config.as_bool().unwrap_or(false) {
            return Err(CallbackError::new("bad config"));
        }
        Ok(())
    }));
    let failed = runtime
        .root()
        .plugin_with(plugin.clone(), Value::from(true))
        .unwrap();
    assert_eq!(failed.state(), FiberState::Failed);
    assert_eq!(failed.error(), Some(CallbackError::new("bad config")));
    runtime.emit("e", &[]);
    assert_eq!(count.get(), 0, "its listener was unwound");
    let reports = runtime.take_reports();
    assert_eq!(reports.len(), 1);
    assert_eq!(reports[0].kind, ReportKind::Apply);
    let good = runtime
        .root()
        .plugin_with(plugin, Value::from(false))
        .unwrap();
    assert_eq!(good.state(), FiberState::Active);
}

#[test]
fn apply_panics_is_a_failure_not_a_crash() {
    let runtime = Runtime::new();
    let fiber = runtime
        .root()
        .plugin(FnPlugin::new(|_, _| panic!("boom")))
        .unwrap();
    assert_eq!(fiber.state(), FiberState::Failed);
    assert!(fiber.error().unwrap().message().contains("boom"));
}

#[test]
fn disposer_throws() {
    let runtime = Runtime::new();
    let ran = Count::default();
    let r = ran.clone();
    let fiber = runtime
        .root()
        .plugin(FnPlugin::new(move |ctx: &Context, _| {
            let r = r.clone();
            ctx.on_dispose("bad", move || {
                r.hit();
                Err(CallbackError::new("disposer failed"))
            })?;
            Ok(())
        }))
        .unwrap();
    fiber.dispose();
    assert_eq!(fiber.state(), FiberState::Disposed);
    assert_eq!(ran.get(), 1);
    let reports = runtime.take_reports();
    assert_eq!(reports.len(), 1);
    assert_eq!(reports[0].kind, ReportKind::Dispose);
    assert!(reports[0].message.contains("disposer failed"));
}

// ---- Effects ----

#[test]
fn dispose_by_plugin() {
    let runtime = Runtime::new();
    let ran = Count::default();
    let r = ran.clone();
    let fiber = runtime
        .root()
        .plugin(FnPlugin::new(move |ctx: &Context, _| {
            let r = r.clone();
            ctx.on_dispose("once", move || {
                r.hit();
                Ok(())
            })?;
            Ok(())
        }))
        .unwrap();
    fiber.dispose();
    fiber.dispose();
    runtime.dispose_all();
    assert_eq!(ran.get(), 1);
}

#[test]
fn dispose_manually() {
    let runtime = Runtime::new();
    let ran = Count::default();
    let r = ran.clone();
    let handle = runtime
        .root()
        .on_dispose("manual", move || {
            r.hit();
            Ok(())
        })
        .unwrap();
    let manual = EffectInfo {
        kind: EffectKind::Custom,
        label: "manual".to_owned(),
    };
    assert!(runtime.fibers()[0].effects.contains(&manual));
    assert!(handle.dispose());
    assert!(!handle.dispose());
    assert_eq!(ran.get(), 1);
    assert!(!runtime.fibers()[0].effects.contains(&manual));
}

#[test]
fn dispose_order() {
    let runtime = Runtime::new();
    let order = Arc::new(Mutex::new(Vec::new()));
    let o = Arc::clone(&order);
    let fiber = runtime
        .root()
        .plugin(FnPlugin::new(move |ctx: &Context, _| {
            for i in 1..=3 {
                let o = Arc::clone(&o);
                ctx.on_dispose(format!("d{i}"), move || {
                    o.lock().push(i);
                    Ok(())
                })?;
            }
            Ok(())
        }))
        .unwrap();
    fiber.dispose();
    assert_eq!(*order.lock(), vec![3, 2, 1]);
}

#[test]
fn effect_labels() {
    let runtime = Runtime::new();
    let fiber = runtime
        .root()
        .plugin(FnPlugin::new(|ctx: &Context, _| {
            ctx.on("custom-event", |_| ok())?;
            ctx.provide("x", Value::UNIT)?;
            ctx.plugin(FnPlugin::new(|_, _| Ok(())).named("child"))?;
            ctx.set_timeout(Duration::from_secs(60), || Ok(()))?;
            Ok(())
        }))
        .unwrap();
    let effects: Vec<(EffectKind, String)> = fiber
        .info()
        .unwrap()
        .effects
        .into_iter()
        .map(|e| (e.kind, e.label))
        .collect();
    assert_eq!(
        effects,
        vec![
            (EffectKind::Listener, "on(\"custom-event\")".to_owned()),
            (EffectKind::Service, "provide(\"x\")".to_owned()),
            (EffectKind::Child, "plugin(\"child\")".to_owned()),
            (EffectKind::Timer, "timeout()".to_owned()),
        ]
    );
    assert_eq!(runtime.pending_timers(), 1);
    fiber.dispose();
    assert_eq!(runtime.pending_timers(), 0);
}

#[test]
fn setup_error_rolls_back() {
    let runtime = Runtime::new();
    let undone = Count::default();
    let u = undone.clone();
    let result = runtime.root().effect("setup", move |scope| {
        let u = u.clone();
        scope.defer(move || {
            u.hit();
            Ok(())
        });
        Err(CallbackError::new("setup failed"))
    });
    assert!(result.is_err());
    assert_eq!(undone.get(), 1);
    let reports = runtime.take_reports();
    assert_eq!(reports.len(), 1);
    assert_eq!(reports[0].kind, ReportKind::Effect);
    assert!(
        !runtime.fibers()[0]
            .effects
            .iter()
            .any(|effect| effect.label == "setup")
    );
}

// ---- Services ----

#[test]
fn access_check() {
    let runtime = Runtime::new();
    runtime.root().provide("foo", Value::from(1_i64)).unwrap();
    let seen = Arc::new(Mutex::new(None));
    let s = Arc::clone(&seen);
    runtime
        .root()
        .plugin(FnPlugin::new(move |ctx: &Context, _| {
            *s.lock() = Some(ctx.inject("foo"));
            Ok(())
        }))
        .unwrap();
    let error = seen.lock().take().unwrap().unwrap_err();
    assert!(error.to_string().contains("without inject"), "{error}");
    let duplicate = runtime
        .root()
        .plugin(FnPlugin::new(|ctx: &Context, _| {
            Ok(ctx.provide("foo", Value::UNIT)?)
        }))
        .unwrap();
    assert_eq!(duplicate.state(), FiberState::Failed);
    // cordis's words, then what to do instead.
    let error = duplicate.error().unwrap();
    assert!(
        error.message().starts_with("service \"foo\" has been registered at root (fiber-0): provide yours under another name"),
        "{error}"
    );
    // The runtime's refusal is kept as the source, not only its words.
    let source = std::error::Error::source(&error).and_then(|s| s.downcast_ref::<RuntimeError>());
    assert!(
        matches!(source, Some(RuntimeError::DuplicateService { name, .. }) if name == "foo"),
        "{source:?}"
    );
}

#[test]
fn get() {
    let runtime = Runtime::new();
    runtime.root().provide("foo", Value::from(5_i64)).unwrap();
    assert_eq!(runtime.root().get("foo").unwrap().as_int().unwrap(), 5);
    assert!(runtime.root().get("bar").is_none());
}

#[test]
fn service_inject_leak() {
    let runtime = Runtime::new();
    runtime.root().provide("foo", Value::from(1_i64)).unwrap();
    let kept = Arc::new(Mutex::new(None));
    let k = Arc::clone(&kept);
    let fiber = runtime
        .root()
        .plugin(
            FnPlugin::new(move |ctx: &Context, _| {
                assert!(ctx.inject("foo").is_ok());
                *k.lock() = Some(ctx.clone());
                Ok(())
            })
            .injecting(["foo"]),
        )
        .unwrap();
    fiber.dispose();
    let ctx = kept.lock().take().unwrap();
    let error = ctx.inject("foo").unwrap_err();
    assert!(error.to_string().starts_with("inactive context"), "{error}");
}

#[test]
fn pending_inject() {
    let runtime = Runtime::new();
    let applied = Count::default();
    let a = applied.clone();
    let consumer = runtime
        .root()
        .plugin(
            FnPlugin::new(move |_, _| {
                a.hit();
                Ok(())
            })
            .injecting(["foo"]),
        )
        .unwrap();
    assert_eq!(consumer.state(), FiberState::Pending);
    assert_eq!(consumer.info().unwrap().waiting_for, vec!["foo"]);
    assert_eq!(applied.get(), 0);
    runtime.root().plugin(provider("foo")).unwrap();
    assert_eq!(consumer.state(), FiberState::Active);
    assert_eq!(applied.get(), 1);
}

/// A consumer of `foo` that counts applies and registers a listener.
fn consumer(applied: &Count, heard: &Count) -> impl cordis_toolset::Plugin {
    let (applied, heard) = (applied.clone(), heard.clone());
    FnPlugin::new(move |ctx: &Context, _| {
        applied.hit();
        ctx.on("e", counting(&heard))?;
        Ok(())
    })
    .named("consumer")
    .injecting(["foo"])
}

#[test]
fn provider_loss() {
    let runtime = Runtime::new();
    let (applied, heard) = (Count::default(), Count::default());
    let provider_fiber = runtime.root().plugin(provider("foo")).unwrap();
    let consumer = runtime.root().plugin(consumer(&applied, &heard)).unwrap();
    assert_eq!(applied.get(), 1);
    provider_fiber.dispose();
    assert_eq!(consumer.state(), FiberState::Pending);
    runtime.emit("e", &[]);
    assert_eq!(heard.get(), 0, "the consumer's listener was unwound");
    runtime.root().plugin(provider("foo")).unwrap();
    assert_eq!(consumer.state(), FiberState::Active);
    assert_eq!(applied.get(), 2, "applied again from scratch");
    runtime.emit("e", &[]);
    assert_eq!(heard.get(), 1);
}

#[test]
fn provider_replaced() {
    let runtime = Runtime::new();
    let (applied, heard) = (Count::default(), Count::default());
    let first = runtime.root().plugin(provider("foo")).unwrap();
    let consumer = runtime.root().plugin(consumer(&applied, &heard)).unwrap();
    // One step replaces the provider: a plugin that removes the old provider
    // and provides `foo` itself.
    let old = first.clone();
    runtime
        .root()
        .plugin(FnPlugin::new(move |ctx: &Context, _| {
            old.dispose();
            ctx.provide("foo", Value::from("second"))?;
            Ok(())
        }))
        .unwrap();
    assert_eq!(consumer.state(), FiberState::Active);
    assert_eq!(applied.get(), 2, "reloaded exactly once");
    assert_eq!(
        runtime.service("foo").unwrap().into_string().unwrap(),
        "second"
    );
}

#[test]
fn same_provider_reprovides() {
    let runtime = Runtime::new();
    let (applied, heard) = (Count::default(), Count::default());
    let slot = Arc::new(Mutex::new(None));
    let s = Arc::clone(&slot);
    runtime
        .root()
        .plugin(FnPlugin::new(move |ctx: &Context, _| {
            ctx.provide("foo", Value::from(1_i64))?;
            *s.lock() = Some(ctx.clone());
            Ok(())
        }))
        .unwrap();
    runtime.root().plugin(consumer(&applied, &heard)).unwrap();
    let ctx = slot.lock().take().unwrap();
    ctx.provide("foo", Value::from(2_i64)).unwrap();
    assert_eq!(applied.get(), 1, "no reload");
    assert_eq!(runtime.service("foo").unwrap().as_int().unwrap(), 2);
}

#[test]
fn multiple_injects() {
    let runtime = Runtime::new();
    let order = Arc::new(Mutex::new(Vec::new()));
    let make =
        |name: &'static str, inject: &'static [&'static str], provides: Option<&'static str>| {
            let order = Arc::clone(&order);
            FnPlugin::new(move |ctx: &Context, _| {
                order.lock().push(name);
                if let Some(service) = provides {
                    ctx.provide(service, Value::UNIT)?;
                }
                Ok(())
            })
            .named(name)
            .injecting(inject.iter().copied())
        };
    let foo = runtime
        .root()
        .plugin(make("Foo", &["qux"], Some("foo")))
        .unwrap();
    let bar = runtime
        .root()
        .plugin(make("Bar", &["foo", "qux"], None))
        .unwrap();
    let qux = runtime
        .root()
        .plugin(make("Qux", &[], Some("qux")))
        .unwrap();
    assert_eq!(*order.lock(), vec!["Qux", "Foo", "Bar"]);
    for fiber in [foo, bar, qux] {
        assert_eq!(fiber.state(), FiberState::Active);
    }
}

#[test]
fn child_disposed_with_parent() {
    let runtime = Runtime::new();
    let children = Count::default();
    let child_disposed = Count::default();
    let (c, d) = (children.clone(), child_disposed.clone());
    let provider_fiber = runtime.root().plugin(provider("foo")).unwrap();
    let parent = runtime
        .root()
        .plugin(
            FnPlugin::new(move |ctx: &Context, _| {
                c.hit();
                let d = d.clone();
                ctx.plugin(FnPlugin::new(move |ctx: &Context, _| {
                    let d = d.clone();
                    ctx.on_dispose("child", move || {
                        d.hit();
                        Ok(())
                    })?;
                    Ok(())
                }))?;
                Ok(())
            })
            .injecting(["foo"]),
        )
        .unwrap();
    assert_eq!(runtime.fibers().len(), 4);
    provider_fiber.dispose();
    assert_eq!(parent.state(), FiberState::Pending);
    assert_eq!(child_disposed.get(), 1);
    assert_eq!(
        runtime.fibers().len(),
        2,
        "root + parked parent; the child is gone, not parked"
    );
    runtime.root().plugin(provider("foo")).unwrap();
    assert_eq!(children.get(), 2);
    assert_eq!(
        runtime.fibers().len(),
        4,
        "a new child was created by the new apply"
    );
}

// ---- Events ----

#[test]
fn on() {
    let runtime = Runtime::new();
    let count = Count::default();
    let fiber = runtime.root().plugin(listener_plugin("e", &count)).unwrap();
    runtime.emit("e", &[]);
    runtime.emit("e", &[]);
    assert_eq!(count.get(), 2);
    fiber.dispose();
    runtime.emit("e", &[]);
    assert_eq!(count.get(), 2);
}

#[test]
fn once() {
    let runtime = Runtime::new();
    let count = Count::default();
    let handle = runtime.root().once("e", counting(&count)).unwrap();
    runtime.emit("e", &[]);
    runtime.emit("e", &[]);
    assert_eq!(count.get(), 1);
    assert!(!handle.dispose(), "already gone; disposing is harmless");
    assert!(runtime.events().is_empty());
}

#[test]
fn emit() {
    let runtime = Runtime::new();
    let order = Arc::new(Mutex::new(Vec::new()));
    for i in 0..3 {
        let o = Arc::clone(&order);
        runtime
            .root()
            .on("e", move |call| {
                o.lock().push(i);
                assert_eq!(call.args[0].as_int().unwrap(), 42);
                if i == 1 {
                    return Err(CallbackError::new("listener 1 broke"));
                }
                ok()
            })
            .unwrap();
    }
    runtime.emit("e", &[Value::from(42_i64)]);
    assert_eq!(*order.lock(), vec![0, 1, 2], "the rest still ran");
    let reports = runtime.take_reports();
    assert_eq!(reports.len(), 1);
    assert_eq!(reports[0].kind, ReportKind::Listener("e".into()));
}

#[test]
fn parallel() {
    let runtime = Runtime::new();
    let count = Count::default();
    for i in 0..3 {
        let c = count.clone();
        runtime
            .root()
            .on("e", move |_| {
                c.hit();
                if i != 1 {
                    Err(CallbackError::new(format!("error {i}")))
                } else {
                    ok()
                }
            })
            .unwrap();
    }
    let errors = runtime.parallel("e", &[]);
    assert_eq!(count.get(), 3);
    assert_eq!(
        errors
            .iter()
            .map(|e| e.message().to_owned())
            .collect::<Vec<_>>(),
        ["error 0", "error 2"]
    );
    assert_eq!(runtime.take_reports().len(), 2);
}

#[test]
fn serial_bail() {
    let runtime = Runtime::new();
    let later = Count::default();
    runtime.root().on("e", |_| ok()).unwrap();
    runtime.root().on("e", |_| Ok(Value::from(false))).unwrap();
    runtime
        .root()
        .on("e", |_| Ok(Value::from("winner")))
        .unwrap();
    runtime.root().on("e", counting(&later)).unwrap();
    let result = runtime.serial("e", &[]).unwrap().unwrap();
    assert_eq!(result.into_string().unwrap(), "winner");
    assert_eq!(later.get(), 0);
    assert_eq!(
        runtime
            .bail("e", &[])
            .unwrap()
            .unwrap()
            .into_string()
            .unwrap(),
        "winner"
    );
    runtime
        .root()
        .on("t", |_| Err(CallbackError::new("thrown")))
        .unwrap();
    assert_eq!(runtime.serial("t", &[]).unwrap_err().message(), "thrown");
}

fn plus_next(ctx: &Context) -> cordis_toolset::EffectHandle {
    ctx.on("w", |call| {
        let v = call.args[0]
            .as_int()
            .map_err(|_| CallbackError::new("int"))?;
        let rest = call
            .next
            .as_ref()
            .map(Next::call)
            .transpose()?
            .unwrap_or_default();
        Ok(Value::from(v + rest.as_int().unwrap_or(0)))
    })
    .unwrap()
}

#[test]
fn waterfall() {
    // The exact figures of the peer case: v + next(), v + next(), inner 2 → 4
    // when v = 1; with a short-circuit `v` listener third → 3.
    let runtime = Runtime::new();
    let root = runtime.root();
    let inner = || Next::new(|| Ok(Value::from(2_i64)));
    plus_next(&root);
    plus_next(&root);
    assert_eq!(
        runtime
            .waterfall("w", vec![Value::from(1_i64)], inner())
            .unwrap()
            .as_int()
            .unwrap(),
        4
    );
    let after = Count::default();
    root.on("w", |call| Ok(call.args[0].clone())).unwrap();
    root.on("w", counting(&after)).unwrap();
    assert_eq!(
        runtime
            .waterfall("w", vec![Value::from(1_i64)], inner())
            .unwrap()
            .as_int()
            .unwrap(),
        3
    );
    assert_eq!(after.get(), 0);
}

#[test]
fn prepend() {
    let runtime = Runtime::new();
    let order = Arc::new(Mutex::new(Vec::new()));
    let push = |tag: &'static str| {
        let o = Arc::clone(&order);
        Arc::new(move |_: EventCall<'_>| {
            o.lock().push(tag);
            ok()
        })
    };
    runtime
        .root()
        .listen("e", ListenOptions::default(), push("first"))
        .unwrap();
    runtime
        .root()
        .listen(
            "e",
            ListenOptions {
                prepend: true,
                once: false,
            },
            push("prepended"),
        )
        .unwrap();
    runtime.emit("e", &[]);
    assert_eq!(*order.lock(), vec!["prepended", "first"]);
}

// ---- Timers ----

const TICK: Duration = Duration::from_millis(30);

fn wait(ticks: u32) {
    std::thread::sleep(TICK * ticks);
}

fn timer_plugin(
    setup: impl Fn(&Context) -> Result<(), CallbackError> + Send + Sync + 'static,
) -> impl cordis_toolset::Plugin {
    FnPlugin::new(move |ctx: &Context, _| setup(ctx))
}

#[test]
fn timeout() {
    let runtime = Runtime::new();
    let fired = Count::default();
    let f = fired.clone();
    let fiber = runtime
        .root()
        .plugin(timer_plugin(move |ctx| {
            let f = f.clone();
            ctx.set_timeout(TICK, move || {
                f.hit();
                Ok(())
            })?;
            Ok(())
        }))
        .unwrap();
    wait(5);
    assert_eq!(fired.get(), 1);
    assert!(
        fiber.info().unwrap().effects.is_empty(),
        "a fired timeout is no longer an effect"
    );
    wait(3);
    assert_eq!(fired.get(), 1, "fires once");
}

#[test]
fn timeout_disposed() {
    let runtime = Runtime::new();
    let fired = Count::default();
    let f = fired.clone();
    let handle = runtime
        .root()
        .set_timeout(TICK * 2, move || {
            f.hit();
            Ok(())
        })
        .unwrap();
    assert!(handle.dispose());
    wait(5);
    assert_eq!(fired.get(), 0);
}

#[test]
fn interval() {
    let runtime = Runtime::new();
    let fired = Count::default();
    let f = fired.clone();
    let handle = runtime
        .root()
        .set_interval(TICK, move || {
            f.hit();
            Ok(())
        })
        .unwrap();
    wait(8);
    assert!(fired.get() >= 3, "fired {} times", fired.get());
    handle.dispose();
    // A callback already running when dispose is called finishes (timers'
    // documented contract); after that, the interval never fires again.
    wait(1);
    let seen = fired.get();
    wait(4);
    assert_eq!(fired.get(), seen);
}

#[test]
fn timers_die_with_the_fiber() {
    let runtime = Runtime::new();
    let fired = Count::default();
    let f = fired.clone();
    let fiber = runtime
        .root()
        .plugin(timer_plugin(move |ctx| {
            let (a, b) = (f.clone(), f.clone());
            ctx.set_timeout(TICK * 2, move || {
                a.hit();
                Ok(())
            })?;
            ctx.set_interval(TICK, move || {
                b.hit();
                Ok(())
            })?;
            Ok(())
        }))
        .unwrap();
    fiber.dispose();
    assert_eq!(runtime.pending_timers(), 0);
    wait(5);
    assert_eq!(fired.get(), 0);
}

#[test]
fn throttle() {
    let runtime = Runtime::new();
    let runs = Count::default();
    let r = runs.clone();
    let throttle = runtime
        .root()
        .throttle(TICK * 3, move || {
            r.hit();
            Ok(())
        })
        .unwrap();
    throttle.call().unwrap();
    assert_eq!(runs.get(), 1, "the leading call runs at once");
    throttle.call().unwrap();
    throttle.call().unwrap();
    assert_eq!(runs.get(), 1);
    wait(6);
    assert_eq!(runs.get(), 2, "one trailing run");
    throttle.dispose();
    wait(4);
    throttle.call().unwrap();
    assert_eq!(runs.get(), 3, "after dispose the leading call still runs");
    throttle.call().unwrap();
    wait(6);
    assert_eq!(runs.get(), 3, "but no trailing run is scheduled");
}

#[test]
fn debounce() {
    let runtime = Runtime::new();
    let runs = Count::default();
    let r = runs.clone();
    let debounce = runtime
        .root()
        .debounce(TICK * 2, move || {
            r.hit();
            Ok(())
        })
        .unwrap();
    debounce.call().unwrap();
    debounce.call().unwrap();
    debounce.call().unwrap();
    assert_eq!(runs.get(), 0);
    wait(6);
    assert_eq!(runs.get(), 1, "one call after the last call's delay");
    debounce.call().unwrap();
    debounce.dispose();
    wait(6);
    assert_eq!(runs.get(), 1, "none after dispose");
}

// ---- Adapted (async cases as synchronous equivalents) ----

#[test]
fn dispose_during_setup() {
    let runtime = Runtime::new();
    let undone = Count::default();
    let u = undone.clone();
    let fiber = runtime
        .root()
        .plugin(FnPlugin::new(move |ctx: &Context, _| {
            let first = u.clone();
            ctx.on_dispose("first", move || {
                first.hit();
                Ok(())
            })?;
            ctx.fiber().dispose();
            assert!(ctx.is_active(), "disposal completes after apply returns");
            let u = u.clone();
            ctx.on_dispose("second", move || {
                u.hit();
                Ok(())
            })?;
            Ok(())
        }))
        .unwrap();
    assert_eq!(fiber.state(), FiberState::Disposed);
    assert_eq!(undone.get(), 2, "every effect unwound exactly once");
    assert_eq!(runtime.fibers().len(), 1);
    assert!(
        runtime.fibers()[0].effects.is_empty(),
        "the parent's plugin() effect is gone too"
    );
}

#[test]
fn provider_lost_during_apply() {
    let runtime = Runtime::new();
    let provider_fiber = runtime.root().plugin(provider("foo")).unwrap();
    let heard = Count::default();
    let h = heard.clone();
    let p = provider_fiber.clone();
    let consumer = runtime
        .root()
        .plugin(
            FnPlugin::new(move |ctx: &Context, _| {
                ctx.on("e", counting(&h))?;
                p.dispose();
                Ok(())
            })
            .injecting(["foo"]),
        )
        .unwrap();
    assert_eq!(consumer.state(), FiberState::Pending);
    runtime.emit("e", &[]);
    assert_eq!(heard.get(), 0, "its effects were unwound");
}

#[test]
fn late_effects_during_unload() {
    let runtime = Runtime::new();
    let late_ran = Count::default();
    let refused = Arc::new(Mutex::new(None));
    let (l, r) = (late_ran.clone(), Arc::clone(&refused));
    let fiber = runtime
        .root()
        .plugin(FnPlugin::new(move |ctx: &Context, _| {
            let (ctx2, l, r) = (ctx.clone(), l.clone(), Arc::clone(&r));
            ctx.on_dispose("registers late", move || {
                let l = l.clone();
                let late = ctx2.on_dispose("late", move || {
                    l.hit();
                    Ok(())
                });
                *r.lock() = Some(late.is_err());
                Ok(())
            })?;
            Ok(())
        }))
        .unwrap();
    fiber.dispose();
    assert_eq!(*refused.lock(), Some(true));
    assert_eq!(
        late_ran.get(),
        1,
        "the refused effect's disposer ran at once, nothing leaked"
    );
}

#[test]
fn quiescence() {
    let runtime = Runtime::new();
    let started = Arc::new(std::sync::Barrier::new(2));
    let finished = Count::default();
    let (s, f) = (Arc::clone(&started), finished.clone());
    let fiber = runtime
        .root()
        .plugin(FnPlugin::new(move |ctx: &Context, _| {
            let (s, f) = (Arc::clone(&s), f.clone());
            ctx.on("slow", move |_| {
                s.wait();
                std::thread::sleep(Duration::from_millis(100));
                f.hit();
                ok()
            })?;
            Ok(())
        }))
        .unwrap();
    let emitter = {
        let runtime = runtime.clone();
        std::thread::spawn(move || runtime.emit("slow", &[]))
    };
    started.wait();
    fiber.dispose();
    assert_eq!(
        finished.get(),
        1,
        "dispose returned only after the running callback finished"
    );
    emitter.join().unwrap();
}
