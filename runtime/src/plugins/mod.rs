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

pub use keep::{KeepError, KeepReceipt, KeepSubject};
use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::{Duration, SystemTime};

use parking_lot::Mutex;

use crate::fiber::error::CallbackError;
use crate::fiber::{Context, Fiber, FiberState, FnPlugin, Plugin};
use crate::sandbox::{Sandbox, ScriptPlugin};
use crate::tools::{ToolDescriptor, ToolOutput, ToolSpec};
use crate::toolset::{Shared, Toolset, builtin_tool, describe, text_arg};
use crate::value::Value;
use serde_json::Value as Json;
use std::sync::{Arc, Weak};

/// How often the watcher looks at the directory.
pub const POLL_INTERVAL: Duration = Duration::from_millis(300);

/// The name of the group fiber the directory's plugins live under.
pub const PLUGINS_GROUP: &str = "cordis-plugins";

/// What happened to one plugin file; handed to the callback of
/// [`Toolset::watch_plugins`] (the CLI prints it to stderr).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PluginFileEvent {
    /// A file was loaded for the first time (at start, or newly created).
    Loaded {
        /// The file name, e.g. `greeter.rhai`.
        file: String,
        /// `active`, or `pending` while it waits for services.
        state: FiberState,
        /// The services it waits for, if pending.
        waiting_for: Vec<String>,
    },
    /// A changed file's old plugin was disposed and the new code loaded.
    Reloaded {
        /// The file name.
        file: String,
        /// `active` or `pending`.
        state: FiberState,
        /// The services it waits for, if pending.
        waiting_for: Vec<String>,
    },
    /// A deleted file's plugin was disposed.
    Removed {
        /// The file name.
        file: String,
    },
    /// A file could not be read, compiled, evaluated or applied; it is
    /// skipped until it changes.
    Failed {
        /// The file name.
        file: String,
        /// Why, as the sandbox or the plugin's `apply` said it.
        error: String,
    },
}

impl fmt::Display for PluginFileEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let state = |f: &mut fmt::Formatter<'_>, state: &FiberState, waiting: &[String]| {
            if waiting.is_empty() {
                write!(f, "{state}")
            } else {
                write!(f, "{state}, waiting for {}", waiting.join(", "))
            }
        };
        match self {
            Self::Loaded {
                file,
                state: s,
                waiting_for,
            } => {
                write!(f, "plugin file {file} loaded (")?;
                state(f, s, waiting_for)?;
                f.write_str(")")
            }
            Self::Reloaded {
                file,
                state: s,
                waiting_for,
            } => {
                write!(f, "plugin file {file} changed and was reloaded (")?;
                state(f, s, waiting_for)?;
                f.write_str(")")
            }
            Self::Removed { file } => {
                write!(f, "plugin file {file} was deleted; its plugin is disposed")
            }
            Self::Failed { file, error } => write!(
                f,
                "plugin file {file} was skipped: {error}\n(fix the file and save it: it is loaded again when it changes)"
            ),
        }
    }
}

/// [`Toolset::watch_plugins`] could not start.
#[derive(Debug, thiserror::Error)]
pub enum PluginDirError {
    /// The directory could not be listed.
    #[error("cannot read the plugin directory {dir}: {source}; pass an existing directory")]
    Read {
        /// The directory.
        dir: PathBuf,
        /// What the file system said.
        source: std::io::Error,
    },
    /// The `cordis-plugins` group could not be loaded (the runtime is shutting down).
    #[error("cannot load the {PLUGINS_GROUP} group: {0}")]
    Group(String),
    /// The watcher thread could not be spawned.
    #[error("cannot start the plugin watcher thread: {0}")]
    Thread(std::io::Error),
}

type Callback = Box<dyn Fn(&PluginFileEvent) + Send + Sync>;

/// A file as last seen: modification time and size.
type Stamp = (Option<SystemTime>, u64);

struct Loaded {
    stamp: Stamp,
    /// `None` when the file failed and is skipped.
    fiber: Option<Fiber>,
}

/// The state of one watched directory, shared with its watcher thread and
/// with `cordis_keep`.
pub(crate) struct Watch {
    dir: PathBuf,
    sandbox: Sandbox,
    group: Context,
    files: Mutex<BTreeMap<String, Loaded>>,
    on_event: Callback,
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
            .map_err(|error| PluginDirError::Group(error.to_string()))?;
        let Some(context) = slot.lock().take() else {
            group.dispose();
            return Err(PluginDirError::Group(
                group.error().unwrap_or_else(|| "it did not apply".into()),
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
                return Err(PluginDirError::Group(error.to_string()));
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

impl Watch {
    /// The `*.rhai` files of the directory now, with their stamps. An
    /// unreadable directory lists nothing (as if every file were deleted).
    fn list(&self) -> BTreeMap<String, Stamp> {
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return BTreeMap::new();
        };
        entries
            .filter_map(Result::ok)
            .filter_map(|entry| {
                let name = entry.file_name().into_string().ok()?;
                let path = entry.path();
                if path.extension().is_none_or(|ext| ext != "rhai") {
                    return None;
                }
                Some((name, stamp_of(&path)?))
            })
            .collect()
    }

    /// Run `write` on `file`'s path with the watcher held off, then record
    /// `fiber` as the plugin of the file as it is now; a plugin loaded from
    /// the file before is disposed. Returns the path and what `write` said.
    pub(crate) fn adopt<T, E>(
        &self,
        file: &str,
        fiber: &Fiber,
        write: impl FnOnce(&Path) -> Result<T, E>,
    ) -> Result<(PathBuf, T), E> {
        let path = self.dir.join(file);
        let mut files = self.files.lock();
        let written = write(&path)?;
        let loaded = Loaded {
            stamp: stamp_of(&path).unwrap_or((None, 0)),
            fiber: Some(fiber.clone()),
        };
        if let Some(Loaded {
            fiber: Some(old), ..
        }) = files.insert(file.to_owned(), loaded)
            && old.id() != fiber.id()
        {
            old.dispose();
        }
        Ok((path, written))
    }

    /// Bring the loaded plugins in step with the files, then tell the
    /// callback what changed (outside the lock, so it may call back in).
    fn scan(&self) {
        let events = self.sync();
        for event in &events {
            (self.on_event)(event);
        }
    }

    fn sync(&self) -> Vec<PluginFileEvent> {
        // One tools/list_changed per scan, however many files changed.
        let _batch = self.sandbox.registry().batch();
        let mut files = self.files.lock();
        // Listed under the lock: `cordis_keep` writes a file and records
        // its plugin under it, and must not look deleted to this scan.
        let now = self.list();
        let mut events = Vec::new();
        let gone: Vec<String> = files
            .keys()
            .filter(|name| !now.contains_key(*name))
            .cloned()
            .collect();
        for file in gone {
            if let Some(Loaded {
                fiber: Some(fiber), ..
            }) = files.remove(&file)
            {
                fiber.dispose();
                events.push(PluginFileEvent::Removed { file });
            }
        }
        for (file, stamp) in now {
            let reload = match files.get(&file) {
                Some(loaded) if loaded.stamp == stamp => continue,
                Some(loaded) => {
                    if let Some(fiber) = &loaded.fiber {
                        fiber.dispose();
                    }
                    loaded.fiber.is_some()
                }
                None => false,
            };
            let fiber = match self.load(&file) {
                Ok(fiber) => {
                    let state = fiber.state();
                    let waiting_for = fiber.info().map(|i| i.waiting_for).unwrap_or_default();
                    let file = file.clone();
                    events.push(if reload {
                        PluginFileEvent::Reloaded {
                            file,
                            state,
                            waiting_for,
                        }
                    } else {
                        PluginFileEvent::Loaded {
                            file,
                            state,
                            waiting_for,
                        }
                    });
                    Some(fiber)
                }
                Err(error) => {
                    let file = file.clone();
                    events.push(PluginFileEvent::Failed { file, error });
                    None
                }
            };
            files.insert(file, Loaded { stamp, fiber });
        }
        events
    }

    /// Load one file under the group; a failed plugin is disposed again.
    fn load(&self, file: &str) -> Result<Fiber, String> {
        let source = std::fs::read_to_string(self.dir.join(file))
            .map_err(|error| format!("cannot read it: {error}"))?;
        let script = self
            .sandbox
            .load(
                &format!("{}{file}", crate::tools::FILE_OWNER_PREFIX),
                &source,
            )
            .map_err(|error| error.to_string())?;
        let name = file.strip_suffix(".rhai").unwrap_or(file).to_owned();
        let plugin = FilePlugin { name, script };
        let fiber = self
            .group
            .plugin_with(Arc::new(plugin), Value::UNIT)
            .map_err(|error| error.to_string())?;
        match fiber.state() {
            FiberState::Failed => {
                let error = fiber.error().unwrap_or_default();
                fiber.dispose();
                Err(format!("the plugin failed to start: {error}"))
            }
            FiberState::Disposed => Err("the plugin disposed itself while starting".into()),
            _ => Ok(fiber),
        }
    }
}

/// A file's stamp, if it is a regular file.
fn stamp_of(path: &Path) -> Option<Stamp> {
    let meta = std::fs::metadata(path).ok().filter(|m| m.is_file())?;
    Some((meta.modified().ok(), meta.len()))
}

/// How `cordis_keep` is described to a client (`cordis-cli catalog tools`
/// lists it, although only a toolset watching a plugin directory offers it).
pub fn keep_descriptor() -> Result<ToolDescriptor, CallbackError> {
    keep_spec(Weak::new(), Weak::new()).map(|spec| spec.descriptor())
}

/// The `cordis_keep` tool over `toolset` and the directory `watch`.
fn keep_spec(toolset: Weak<Shared>, watch: Weak<Watch>) -> Result<ToolSpec, CallbackError> {
    builtin_tool(
        describe::KEEP,
        describe::KEEP_DESCRIPTION,
        &describe::keep_parameters(),
        Some(describe::keep_output_schema()),
        describe::annotations("Keep a mounted plugin", false, true),
        move |args: &Json| {
            let (Some(shared), Some(watch)) = (toolset.upgrade(), watch.upgrade()) else {
                return Ok(ToolOutput::error(KeepError::Stopped.to_string()));
            };
            let id = text_arg(args, "id").unwrap_or_default();
            let replace = args.get("replace").and_then(Json::as_bool).unwrap_or(false);
            Ok(match keep::keep(&shared, &watch, id, replace) {
                Ok(receipt) => receipt.into_output(),
                Err(error) => ToolOutput::error(error.to_string()),
            })
        },
    )
}

/// A script plugin shown under its file's name.
struct FilePlugin {
    name: String,
    script: ScriptPlugin,
}

impl Plugin for FilePlugin {
    fn name(&self) -> Option<String> {
        Some(self.name.clone())
    }

    fn inject(&self) -> Vec<String> {
        self.script.inject().to_vec()
    }

    fn apply(&self, ctx: &Context, config: &Value) -> Result<(), CallbackError> {
        self.script.apply(ctx, config)
    }
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use serde_json::json;

    use super::*;
    use crate::fiber::Runtime;
    use crate::tools::ContentBlock;
    use crate::toolset::ToolsetConfig;

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
                    .catalog(crate::toolset::builtin::catalog())
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
            let ContentBlock::Text { text } = &output.content[0];
            Some(text.clone())
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
