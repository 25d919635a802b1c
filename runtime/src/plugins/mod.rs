//! A directory of `*.rhai` files loaded as regular plugins, and reloaded
//! when they change.
//!
//! [`Toolset::watch_plugins`] loads every `*.rhai` file of a directory under
//! a `cordis-plugins` group fiber at the root, one fiber per file, named
//! after the file (`greeter.rhai` → `greeter`), with the sandbox tag
//! `file:<file name>`. Unlike model mounts they get no `dyn-N` id and
//! `cordis_unmount` cannot remove them: they belong to the operator.
//!
//! A background thread polls the files' modification times and sizes every
//! [`POLL_INTERVAL`]: a changed file's old instance is disposed first and the
//! new code loaded (consumers of services it provides go pending and
//! re-apply), a deleted file's plugin is disposed, a new file is loaded. A
//! file that fails — it does not compile, does not return a plugin, or its
//! `apply` throws — is reported through the callback and skipped until it
//! changes again. Dropping the [`PluginDir`] stops the thread and disposes
//! every plugin it loaded.

pub mod keep;
mod watch;

pub use keep::{KeepError, KeepReceipt, KeepSubject};
pub use watch::PluginFileEvent;

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::Duration;
use watch::Watch;

use parking_lot::Mutex;

use crate::fiber::error::CallbackError;
use crate::fiber::{Context, Fiber, FnPlugin};
use crate::tools::{ToolDescriptor, ToolOutput, ToolSpec};
use crate::toolset::shared::Shared;
use crate::toolset::{Toolset, builtin_tool, describe};
use std::sync::{Arc, Weak};

/// How often the watcher looks at the directory.
pub const POLL_INTERVAL: Duration = Duration::from_millis(300);

/// The name of the group fiber the directory's plugins live under.
pub const PLUGINS_GROUP: &str = "cordis-plugins";

/// [`Toolset::watch_plugins`] could not start.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PluginDirError {
    /// The directory could not be listed.
    #[error("cannot read the plugin directory {dir}: {source}; pass an existing directory")]
    Read {
        /// The directory.
        dir: PathBuf,
        /// What the file system said.
        source: std::io::Error,
    },
    /// The `cordis-plugins` group could not be loaded (the runtime is
    /// shutting down), or `cordis_keep` could not be registered in it.
    #[error("cannot load the {PLUGINS_GROUP} group: {0}")]
    Group(#[source] CallbackError),
    /// The watcher thread could not be spawned.
    #[error("cannot start the plugin watcher thread: {0}")]
    Thread(#[source] std::io::Error),
}

/// The handle of a watched plugin directory: dropping it stops the watcher
/// and disposes every plugin it loaded (and the `cordis-plugins` group).
pub struct PluginDir {
    watch: Arc<Watch>,
    group: Fiber,
    stop: Option<Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl PluginDir {
    /// The directory watched.
    pub fn dir(&self) -> &Path {
        &self.watch.dir
    }

    /// The `cordis-plugins` group fiber.
    pub fn group(&self) -> &Fiber {
        &self.group
    }

    /// Keep mount `id` as a plugin of this directory (see `cordis_keep` and
    /// [`crate::plugins::keep`]): write its code to `<plugin name>.rhai` and
    /// hand its live fiber over. A file of that name with other code is
    /// refused unless `replace` is set.
    pub fn keep(
        &self,
        toolset: &Toolset,
        id: &str,
        replace: bool,
    ) -> Result<KeepReceipt, KeepError> {
        keep::keep(&toolset.shared, &self.watch, id, replace)
    }

    /// Look at the directory now instead of waiting for the next poll (the
    /// watcher thread does the same every [`POLL_INTERVAL`]).
    pub fn rescan(&self) {
        self.watch.scan();
    }

    /// The loaded plugins by file name, with their fibers; failed files are
    /// not listed.
    pub fn plugins(&self) -> Vec<(String, Fiber)> {
        self.watch
            .files
            .lock()
            .iter()
            .filter_map(|(file, loaded)| Some((file.clone(), loaded.fiber.clone()?)))
            .collect()
    }
}

impl Drop for PluginDir {
    fn drop(&mut self) {
        // Closing the channel wakes the thread, which then returns.
        drop(self.stop.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        // Kept mounts live outside the group: dispose them by name.
        let fibers: Vec<Fiber> = std::mem::take(&mut *self.watch.files.lock())
            .into_values()
            .filter_map(|loaded| loaded.fiber)
            .collect();
        for fiber in fibers {
            fiber.dispose();
        }
        self.group.dispose();
    }
}

/// Whether a watched plugin directory comes with `cordis_keep`, the tool
/// that writes a mount into it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeepTool {
    /// `cordis_keep` is registered while the directory is watched.
    Offered,
    /// No `cordis_keep`: mounts cannot be written into the directory, e.g.
    /// because every session of an HTTP server loads it and nobody approves.
    Withheld,
}

impl Toolset {
    /// Load every `*.rhai` file of `dir` as a regular plugin, and keep them in
    /// step with the files until the returned handle is dropped (see the
    /// module docs of [`crate::plugins`]). `keep` says whether
    /// `cordis_keep` is offered meanwhile. `on_event` hears of every load,
    /// reload, removal and failure, from the caller's thread at first and
    /// from the watcher thread later.
    ///
    /// A file that fails is reported and skipped; only an unreadable
    /// directory or a stopped runtime fails the call.
    pub fn watch_plugins(
        &self,
        dir: &Path,
        keep: KeepTool,
        on_event: impl Fn(&PluginFileEvent) + Send + Sync + 'static,
    ) -> Result<PluginDir, PluginDirError> {
        std::fs::read_dir(dir).map_err(|source| PluginDirError::Read {
            dir: dir.to_owned(),
            source,
        })?;
        let slot: Arc<Mutex<Option<Context>>> = Arc::default();
        let group_slot = Arc::clone(&slot);
        let group = self
            .runtime()
            .root()
            .plugin(
                FnPlugin::new(move |ctx: &Context, _| {
                    *group_slot.lock() = Some(ctx.clone());
                    Ok(())
                })
                .named(PLUGINS_GROUP),
            )
            .map_err(|error| PluginDirError::Group(error.into()))?;
        let Some(context) = slot.lock().take() else {
            group.dispose();
            return Err(PluginDirError::Group(
                group
                    .error()
                    .unwrap_or_else(|| CallbackError::new("it did not apply")),
            ));
        };
        // Plugin files run script code like mounts do: their hooks never
        // see the protected tools either.
        self.shared.script_groups.write().push(group.id());
        let watch = Arc::new(Watch {
            dir: dir.to_owned(),
            sandbox: self.sandbox().clone(),
            group: context,
            files: Mutex::default(),
            on_event: Box::new(on_event),
        });
        // Before the files load, so it is listed right after the other
        // built-in tools.
        if keep == KeepTool::Offered {
            let keep_tool = keep_spec(Arc::downgrade(&self.shared), Arc::downgrade(&watch))
                .and_then(|spec| {
                    self.registry()
                        .register_builtin(&watch.group, spec)
                        .map_err(CallbackError::caused_by)
                });
            if let Err(error) = keep_tool {
                group.dispose();
                return Err(PluginDirError::Group(error));
            }
        }
        watch.scan();
        let (stop, stopped) = mpsc::channel::<()>();
        let poller = Arc::clone(&watch);
        let thread = std::thread::Builder::new()
            .name("cordis-plugins".into())
            // It applies plugins: script code, as deep as the limits allow.
            .stack_size(self.sandbox().limits().script_stack_size())
            .spawn(move || {
                while let Err(RecvTimeoutError::Timeout) = stopped.recv_timeout(POLL_INTERVAL) {
                    poller.scan();
                }
            });
        let thread = match thread {
            Ok(thread) => thread,
            Err(error) => {
                group.dispose();
                return Err(PluginDirError::Thread(error));
            }
        };
        Ok(PluginDir {
            watch,
            group,
            stop: Some(stop),
            thread: Some(thread),
        })
    }
}

/// How `cordis_keep` is described to a client (`cordis-cli catalog tools`
/// lists it, although only a toolset watching a plugin directory offers it).
pub fn keep_descriptor() -> Result<ToolDescriptor, CallbackError> {
    keep_spec(Weak::new(), Weak::new()).map(|spec| spec.descriptor())
}

/// What `cordis_keep` takes (`keep_parameters`).
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct KeepArgs {
    /// The mount id, like `dyn-1`.
    id: String,
    /// Overwrite a file of the same name that holds other code.
    #[serde(default)]
    replace: bool,
}

/// The `cordis_keep` tool over `toolset` and the directory `watch`.
fn keep_spec(toolset: Weak<Shared>, watch: Weak<Watch>) -> Result<ToolSpec, CallbackError> {
    builtin_tool(
        describe::KEEP,
        describe::KEEP_DESCRIPTION,
        &describe::keep_parameters(),
        Some(describe::keep_output_schema()),
        describe::annotations("Keep a mounted plugin", false, true),
        move |args: KeepArgs| {
            let (Some(shared), Some(watch)) = (toolset.upgrade(), watch.upgrade()) else {
                return Ok(ToolOutput::error(KeepError::Stopped.to_string()));
            };
            Ok(match keep::keep(&shared, &watch, &args.id, args.replace) {
                Ok(receipt) => receipt.into_output(),
                Err(error) => ToolOutput::error(error.to_string()),
            })
        },
    )
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use serde_json::json;

    use super::*;
    use crate::fiber::{FiberState, Runtime};
    use crate::toolset::ToolsetConfig;

    #[test]
    fn keep_reads_exactly_its_declared_parameters() {
        crate::toolset::matches_schema::<KeepArgs>(&describe::keep_parameters());
    }

    fn plugin(tool: &str, reply: &str) -> String {
        format!(
            r#"#{{ name: "declared", apply: |ctx| {{ ctx.tools.register(#{{ name: "{tool}",
                description: "test tool", parameters: #{{}}, execute: |args| "{reply}" }}); }} }}"#
        )
    }

    struct Fixture {
        dir: tempfile::TempDir,
        toolset: Toolset,
        events: Arc<Mutex<Vec<PluginFileEvent>>>,
    }

    impl Fixture {
        fn new(files: &[(&str, &str)]) -> Self {
            let dir = tempfile::tempdir().unwrap();
            for (name, text) in files {
                std::fs::write(dir.path().join(name), text).unwrap();
            }
            let toolset = Toolset::new(
                &Runtime::new(),
                ToolsetConfig::new(Default::default())
                    .document(&crate::toolset::builtin::catalog())
                    .timer(),
            )
            .unwrap();
            Self {
                dir,
                toolset,
                events: Arc::default(),
            }
        }

        fn watch(&self) -> PluginDir {
            let events = Arc::clone(&self.events);
            self.toolset
                .watch_plugins(self.dir.path(), KeepTool::Offered, move |event| {
                    events.lock().push(event.clone())
                })
                .unwrap()
        }

        fn write(&self, name: &str, text: &str) {
            std::fs::write(self.dir.path().join(name), text).unwrap();
        }

        fn reply(&self, tool: &str) -> Option<String> {
            let output = self.toolset.call(tool, json!({}))?;
            Some(output.text())
        }

        fn take_events(&self) -> Vec<PluginFileEvent> {
            std::mem::take(&mut *self.events.lock())
        }
    }

    #[test]
    fn every_rhai_file_is_loaded_under_the_group_named_after_the_file() {
        let fixture = Fixture::new(&[
            ("greeter.rhai", &plugin("greet", "hello")),
            ("notes.txt", "not a plugin"),
        ]);
        let watched = fixture.watch();
        assert_eq!(fixture.reply("greet").as_deref(), Some("hello"));
        let plugins = watched.plugins();
        assert_eq!(plugins.len(), 1);
        let (file, fiber) = &plugins[0];
        assert_eq!(file, "greeter.rhai");
        let info = fiber.info().unwrap();
        assert_eq!(info.name, "greeter");
        assert_eq!(info.parent, Some(watched.group().id()));
        assert_eq!(
            fixture
                .toolset
                .runtime()
                .fiber_info(watched.group().id())
                .unwrap()
                .name,
            PLUGINS_GROUP
        );
        assert_eq!(
            fixture.take_events(),
            [PluginFileEvent::Loaded {
                file: "greeter.rhai".into(),
                state: FiberState::Active,
                waiting_for: vec![],
            }]
        );
    }

    #[test]
    fn file_plugins_are_not_mounts_and_cannot_be_unmounted() {
        let fixture = Fixture::new(&[("greeter.rhai", &plugin("greet", "hello"))]);
        let _watched = fixture.watch();
        let temporary = fixture.toolset.inspect(Some("temporary"), None).unwrap();
        assert!(!temporary.contains("greeter"), "{temporary}");
        assert!(fixture.toolset.unmount("dyn-1").is_err());
        assert!(fixture.toolset.unmount("greeter").is_err());
        assert_eq!(fixture.reply("greet").as_deref(), Some("hello"));
    }

    #[test]
    fn a_changed_file_is_disposed_then_reloaded() {
        let fixture = Fixture::new(&[("greeter.rhai", &plugin("greet", "hello"))]);
        let watched = fixture.watch();
        let old = watched.plugins()[0].1.clone();
        fixture.take_events();
        fixture.write("greeter.rhai", &plugin("greet", "hello again, changed"));
        watched.rescan();
        assert_eq!(old.state(), FiberState::Disposed);
        assert_eq!(
            fixture.reply("greet").as_deref(),
            Some("hello again, changed")
        );
        assert_eq!(
            fixture.take_events(),
            [PluginFileEvent::Reloaded {
                file: "greeter.rhai".into(),
                state: FiberState::Active,
                waiting_for: vec![],
            }]
        );
        // Nothing changed: nothing happens.
        watched.rescan();
        assert!(fixture.take_events().is_empty());
    }

    #[test]
    fn a_deleted_file_is_disposed() {
        let fixture = Fixture::new(&[("greeter.rhai", &plugin("greet", "hello"))]);
        let watched = fixture.watch();
        fixture.take_events();
        std::fs::remove_file(fixture.dir.path().join("greeter.rhai")).unwrap();
        watched.rescan();
        assert_eq!(fixture.reply("greet"), None);
        assert!(watched.plugins().is_empty());
        assert_eq!(
            fixture.take_events(),
            [PluginFileEvent::Removed {
                file: "greeter.rhai".into()
            }]
        );
    }

    #[test]
    fn broken_files_are_reported_and_skipped_until_they_change() {
        let fixture = Fixture::new(&[
            ("broken.rhai", "#{ name: \"x\", apply: |ctx| { let = 1; } }"),
            (
                "throws.rhai",
                "#{ name: \"t\", apply: |ctx| { throw \"no config\"; } }",
            ),
            ("good.rhai", &plugin("greet", "hello")),
        ]);
        let watched = fixture.watch();
        assert_eq!(fixture.reply("greet").as_deref(), Some("hello"));
        let events = fixture.take_events();
        let failed: Vec<&str> = events
            .iter()
            .filter_map(|event| match event {
                PluginFileEvent::Failed { file, error } => {
                    assert!(
                        error.contains("line 1") || error.contains("no config"),
                        "{error}"
                    );
                    Some(file.as_str())
                }
                _ => None,
            })
            .collect();
        assert_eq!(failed, ["broken.rhai", "throws.rhai"]);
        // Neither lingers as a failed fiber.
        let names: Vec<String> = watched.plugins().into_iter().map(|(f, _)| f).collect();
        assert_eq!(names, ["good.rhai"]);
        assert!(
            fixture
                .toolset
                .runtime()
                .fibers()
                .iter()
                .all(|f| f.state != FiberState::Failed)
        );
        // Skipped until it changes; once fixed, it loads.
        watched.rescan();
        assert!(fixture.take_events().is_empty());
        fixture.write("broken.rhai", &plugin("fixed", "fixed now"));
        watched.rescan();
        assert_eq!(fixture.reply("fixed").as_deref(), Some("fixed now"));
        assert!(matches!(
            fixture.take_events().as_slice(),
            [PluginFileEvent::Loaded { file, .. }] if file == "broken.rhai"
        ));
    }

    #[test]
    fn consumers_of_a_reloaded_provider_apply_again() {
        let provider = |label: &str| {
            format!(r#"#{{ apply: |ctx| {{ ctx.provide("label", #{{ text: "{label}" }}); }} }}"#)
        };
        let consumer = r#"#{ inject: ["label"], apply: |ctx| {
            ctx.tools.register(#{ name: "label", parameters: #{}, execute: |args| ctx.label.text });
        } }"#;
        let fixture = Fixture::new(&[("a.rhai", &provider("v1")), ("b.rhai", consumer)]);
        let watched = fixture.watch();
        assert_eq!(fixture.reply("label").as_deref(), Some("v1"));
        fixture.write("a.rhai", &provider("version 2"));
        watched.rescan();
        assert_eq!(fixture.reply("label").as_deref(), Some("version 2"));
    }

    #[test]
    fn the_watcher_thread_notices_changes_and_dropping_disposes_everything() {
        let fixture = Fixture::new(&[("greeter.rhai", &plugin("greet", "hello"))]);
        let watched = fixture.watch();
        let group = watched.group().clone();
        fixture.write("later.rhai", &plugin("later", "created later"));
        let deadline = Instant::now() + Duration::from_secs(5);
        while fixture.reply("later").is_none() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert_eq!(fixture.reply("later").as_deref(), Some("created later"));
        drop(watched);
        assert_eq!(group.state(), FiberState::Disposed);
        assert_eq!(fixture.reply("greet"), None);
        assert_eq!(fixture.reply("later"), None);
    }

    #[test]
    fn an_unreadable_directory_fails_naming_it() {
        let fixture = Fixture::new(&[]);
        let missing = fixture.dir.path().join("missing");
        let Err(error) = fixture
            .toolset
            .watch_plugins(&missing, KeepTool::Offered, |_| {})
        else {
            panic!("watching a missing directory succeeded");
        };
        assert!(error.to_string().contains("missing"), "{error}");
    }
}
