//! One watched plugin directory: its files as last seen, loading each as a
//! plugin under the directory's group, and reloading or disposing it when
//! the file changes or goes.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

use parking_lot::Mutex;

use crate::fiber::error::CallbackError;
use crate::fiber::{Context, Fiber, FiberState, Plugin};
use crate::sandbox::{Sandbox, ScriptPlugin};
use crate::value::Value;

/// What happened to one plugin file; handed to the callback of
/// [`Toolset::watch_plugins`](crate::Toolset::watch_plugins) (the CLI prints it to stderr).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
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

pub(super) type Callback = Box<dyn Fn(&PluginFileEvent) + Send + Sync>;

/// A file as last seen: modification time and size.
type Stamp = (Option<SystemTime>, u64);

pub(super) struct Loaded {
    stamp: Stamp,
    /// `None` when the file failed and is skipped.
    pub(super) fiber: Option<Fiber>,
}

/// The state of one watched directory, shared with its watcher thread and
/// with `cordis_keep`.
pub(crate) struct Watch {
    pub(super) dir: PathBuf,
    pub(super) sandbox: Sandbox,
    pub(super) group: Context,
    pub(super) files: Mutex<BTreeMap<String, Loaded>>,
    pub(super) on_event: Callback,
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
                if !is_plugin_file(&name) {
                    return None;
                }
                Some((name, stamp_of(&entry.path())?))
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
    pub(super) fn scan(&self) {
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
                let error = fiber.error().map(|e| e.to_string()).unwrap_or_default();
                fiber.dispose();
                Err(format!("the plugin failed to start: {error}"))
            }
            FiberState::Disposed => Err("the plugin disposed itself while starting".into()),
            _ => Ok(fiber),
        }
    }
}

/// Whether a file of the directory named `name` is a plugin: `*.rhai`. A
/// file `cordis_keep` is still writing ends in `.partial`, and is not.
pub(crate) fn is_plugin_file(name: &str) -> bool {
    Path::new(name).extension().is_some_and(|ext| ext == "rhai")
}

/// A file's stamp, if it is a regular file.
fn stamp_of(path: &Path) -> Option<Stamp> {
    let meta = std::fs::metadata(path).ok().filter(|m| m.is_file())?;
    Some((meta.modified().ok(), meta.len()))
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
