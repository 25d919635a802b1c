//! The operator's own paths that model code must not change: the plugin
//! directory, the config file, the audit log, the token file.
//!
//! One list of [`ProtectedPath`]s, each with its [`Protection`], reaches
//! both `fs` and `bash`; [`Protected::resolve`] turns it, once when a
//! service starts, into what both enforce:
//!
//! * the *target*, where the path leads (symlinks resolved): a read-only
//!   directory's contents, or a file itself, that model code may not change
//!   (nor, for a hidden file, read);
//! * the *way*: every entry inside the root the path is reached through —
//!   its parent directories, any symlink on it, the directories a symlink
//!   leads through. Removing, renaming or replacing one of them would let the
//!   configured path lead somewhere model code made, so `fs` refuses to
//!   remove them and `bash` (under bubblewrap) mounts each such directory
//!   onto itself, which makes a rename or removal of it fail.

use std::collections::VecDeque;
use std::ffi::OsString;
use std::io;
use std::os::unix::fs::MetadataExt;
use std::path::{Component, Path, PathBuf};

use cordis_toolset_catalog::ServiceError;
use serde::{Deserialize, Serialize};

/// The most symlinks followed on the way to a protected path (the kernel's
/// own limit).
const MAX_SYMLINKS: usize = 40;

/// What model code may do with a [`ProtectedPath`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Protection {
    /// A directory model code may read, but never write, create or remove
    /// anything in (the operator's plugin directory).
    ReadOnlyDir,
    /// A file model code may read, but never write, replace or remove (the
    /// config file, the audit log).
    ReadOnlyFile,
    /// A file model code may neither read nor change (the token file).
    HiddenFile,
}

/// One path of the operator's that model code must not change, and how.
///
/// ```
/// use cordis_toolset::services::{ProtectedPath, Protection};
///
/// let plugins = ProtectedPath {
///     path: "plugins".into(),
///     protection: Protection::ReadOnlyDir,
///     what: "the operator's plugin directory".into(),
/// };
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProtectedPath {
    /// The path, relative to the service's root or absolute, as the
    /// operator configured it (a symlink on it is protected too). A
    /// directory must exist; a file that does not exist yet is protected
    /// from being created.
    pub path: PathBuf,
    /// What model code may do with it.
    pub protection: Protection,
    /// What it is, for messages, like "the operator's plugin directory".
    pub what: String,
}

/// Why a protected path cannot be resolved at start, or why model code may
/// not do what it asked with one.
#[derive(Debug, thiserror::Error)]
pub(in crate::services) enum ProtectedError {
    /// At start: the path (or, for a file, its directory) does not resolve.
    #[error("{service}: {what} {path:?} cannot be resolved ({source}); name an existing path")]
    Unresolved {
        service: &'static str,
        what: String,
        path: String,
        source: io::Error,
    },
    /// At start: a directory is a file, or the other way round.
    #[error("{service}: {what} {path:?} is not a {expected}; name a {expected}")]
    WrongKind {
        service: &'static str,
        what: String,
        path: String,
        expected: &'static str,
    },
    /// A change lands in a read-only directory, or is a protected file.
    #[error(
        "cannot {action} {path:?}: it {relation} {target:?}, {what}, which the operator made \
         read-only to plugins; {action} somewhere else in the workspace, like \"out/{name}\""
    )]
    ReadOnly {
        action: String,
        path: String,
        relation: &'static str,
        target: String,
        what: String,
        name: String,
    },
    /// A removal of an entry a protected path is reached through.
    #[error(
        "cannot {action} {path:?}: it {relation} {target:?}, {what}, which the operator made \
         read-only to plugins, so it stays where it is; {action} other entries, and put new \
         files somewhere else in the workspace, like \"out/\""
    )]
    OnTheWay {
        action: String,
        path: String,
        relation: &'static str,
        target: String,
        what: String,
    },
    /// A read of a hidden file.
    #[error(
        "cannot {action} {path:?}: it is {what}, which the operator keeps hidden from plugins; \
         read other files (fs.list shows what is there)"
    )]
    Hidden {
        action: String,
        path: String,
        what: String,
    },
}

impl From<ProtectedError> for ServiceError {
    fn from(error: ProtectedError) -> Self {
        ServiceError::new(error.to_string())
    }
}

/// One protected path, resolved under a root.
#[derive(Debug, Clone)]
struct Resolved {
    protection: Protection,
    what: String,
    /// Where the path leads, canonical (for a missing file: its canonical
    /// directory and its name).
    target: PathBuf,
    /// The target file's device and inode, when it exists: an opened file
    /// is checked against them, so a hard link or a swapped symlink is
    /// caught too.
    file_id: Option<(u64, u64)>,
    /// The entries inside the root it is reached through (each named by
    /// its canonical directory and its own name), outermost first, without
    /// the target; `true` for a symlink.
    way: Vec<(PathBuf, bool)>,
}

/// A bubblewrap mount that protects an operator path, in the order they
/// are to be made.
#[cfg(feature = "bash")]
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::services) enum Bind {
    /// Mount a directory on the way onto itself, writable, so that it
    /// cannot be renamed or removed.
    Pin(PathBuf),
    /// Mount a path read-only onto itself.
    ReadOnly(PathBuf),
    /// Mount an empty file (`/dev/null`) over a file.
    Hide(PathBuf),
}

/// The protected paths of one service, resolved under its root.
#[derive(Debug, Clone)]
pub(in crate::services) struct Protected {
    root: PathBuf,
    paths: Vec<Resolved>,
}

impl Protected {
    /// Resolves `paths` under the canonical `root`, for `service` (named in
    /// the message when one cannot be resolved).
    pub(in crate::services) fn resolve(
        root: &Path,
        paths: &[ProtectedPath],
        service: &'static str,
    ) -> Result<Self, ServiceError> {
        let paths = paths
            .iter()
            .map(|path| resolve_one(root, path, service))
            .collect::<Result<_, _>>()?;
        Ok(Self {
            root: root.to_owned(),
            paths,
        })
    }

    /// Whether nothing is protected.
    pub(in crate::services) fn is_empty(&self) -> bool {
        self.paths.is_empty()
    }

    /// `target` as model code names it: relative to the root when inside.
    fn shown(&self, target: &Path) -> String {
        let shown = target.strip_prefix(&self.root).unwrap_or(target);
        shown.display().to_string()
    }

    /// Refuses to `action` the caller's `path` when the change lands, at
    /// `landing` (canonical), in a read-only directory or on a protected
    /// file; a `removal` (whose `landing` is the entry itself, not
    /// followed) is refused also when it is on the way to a protected path
    /// or holds one.
    pub(in crate::services) fn check_change(
        &self,
        landing: &Path,
        path: &str,
        action: &str,
        removal: bool,
    ) -> Result<(), ServiceError> {
        for resolved in &self.paths {
            let inside = match resolved.protection {
                Protection::ReadOnlyDir => landing.starts_with(&resolved.target),
                Protection::ReadOnlyFile | Protection::HiddenFile => landing == resolved.target,
            };
            if inside {
                return Err(self.read_only(resolved, path, action, landing).into());
            }
            if !removal {
                continue;
            }
            let on_the_way = resolved.way.iter().find(|(entry, _)| entry == landing);
            if on_the_way.is_some() || resolved.target.starts_with(landing) {
                let link = on_the_way.is_some_and(|(_, link)| *link);
                return Err(ProtectedError::OnTheWay {
                    action: action.to_owned(),
                    path: path.to_owned(),
                    relation: if link { "leads to" } else { "holds" },
                    target: self.shown(&resolved.target),
                    what: resolved.what.clone(),
                }
                .into());
            }
        }
        Ok(())
    }

    /// Refuses a change of the file opened for `path` when it is a
    /// protected file (by device and inode), or, at `opened` (its path
    /// through `/proc/self/fd`, when known), in a read-only directory.
    pub(in crate::services) fn check_opened(
        &self,
        file_id: (u64, u64),
        opened: Option<&Path>,
        path: &str,
        action: &str,
    ) -> Result<(), ServiceError> {
        for resolved in &self.paths {
            let hit = match resolved.protection {
                Protection::ReadOnlyDir => {
                    opened.is_some_and(|at| at.starts_with(&resolved.target))
                }
                Protection::ReadOnlyFile | Protection::HiddenFile => {
                    resolved.file_id == Some(file_id)
                }
            };
            if hit {
                let at = opened.unwrap_or(&resolved.target);
                return Err(self.read_only(resolved, path, action, at).into());
            }
        }
        Ok(())
    }

    /// Refuses to read `path` when it leads (at `landing`, canonical) or,
    /// once opened, is (`file_id`) a hidden file.
    pub(in crate::services) fn check_read(
        &self,
        landing: Option<&Path>,
        file_id: Option<(u64, u64)>,
        path: &str,
    ) -> Result<(), ServiceError> {
        let hidden = self.paths.iter().find(|resolved| {
            resolved.protection == Protection::HiddenFile
                && (landing == Some(resolved.target.as_path())
                    || (file_id.is_some() && resolved.file_id == file_id))
        });
        match hidden {
            Some(resolved) => Err(ProtectedError::Hidden {
                action: "read".to_owned(),
                path: path.to_owned(),
                what: resolved.what.clone(),
            }
            .into()),
            None => Ok(()),
        }
    }

    fn read_only(
        &self,
        resolved: &Resolved,
        path: &str,
        action: &str,
        at: &Path,
    ) -> ProtectedError {
        let name = Path::new(path)
            .file_name()
            .or_else(|| at.file_name())
            .map_or("x.txt".into(), |name| name.to_string_lossy().into_owned());
        ProtectedError::ReadOnly {
            action: action.to_owned(),
            path: path.to_owned(),
            relation: match resolved.protection {
                Protection::ReadOnlyDir => "is in",
                Protection::ReadOnlyFile | Protection::HiddenFile => "is",
            },
            target: self.shown(&resolved.target),
            what: resolved.what.clone(),
            name,
        }
    }

    /// The bubblewrap mounts that protect these paths over a writable root,
    /// in the order to make them: outer paths first, a directory on the way
    /// before what it holds. Directories on the way inside a read-only
    /// directory are left alone (the read-only mount already keeps them in
    /// place); a file that does not exist yet gets no mount.
    #[cfg(feature = "bash")]
    pub(in crate::services) fn binds(&self) -> Vec<Bind> {
        let read_only_dirs: Vec<&Path> = self
            .paths
            .iter()
            .filter(|resolved| resolved.protection == Protection::ReadOnlyDir)
            .map(|resolved| resolved.target.as_path())
            .collect();
        let mut binds: Vec<Bind> = Vec::new();
        for resolved in &self.paths {
            for (entry, link) in &resolved.way {
                let pin = Bind::Pin(entry.clone());
                if !link
                    && !read_only_dirs.iter().any(|dir| entry.starts_with(dir))
                    && !binds.contains(&pin)
                {
                    binds.push(pin);
                }
            }
            let exists =
                resolved.protection == Protection::ReadOnlyDir || resolved.file_id.is_some();
            if exists {
                binds.push(match resolved.protection {
                    Protection::HiddenFile => Bind::Hide(resolved.target.clone()),
                    _ => Bind::ReadOnly(resolved.target.clone()),
                });
            }
        }
        // Stable: at the same depth a pin stays before what it holds.
        binds.sort_by_key(|bind| match bind {
            Bind::Pin(path) | Bind::ReadOnly(path) | Bind::Hide(path) => path.components().count(),
        });
        binds
    }

    /// The symlinks inside the root on the way to a protected path:
    /// bubblewrap cannot mount onto a symlink, so commands can replace
    /// them. Each with what it leads to.
    #[cfg(feature = "bash")]
    pub(in crate::services) fn links(&self) -> Vec<(String, &str)> {
        self.paths
            .iter()
            .flat_map(|resolved| {
                resolved
                    .way
                    .iter()
                    .filter(|(_, link)| *link)
                    .map(|(entry, _)| (self.shown(entry), resolved.what.as_str()))
            })
            .collect()
    }

    /// What each protected path is, for the operator.
    #[cfg(feature = "bash")]
    pub(in crate::services) fn whats(&self) -> Vec<&str> {
        self.paths
            .iter()
            .map(|resolved| resolved.what.as_str())
            .collect()
    }
}

/// Resolves one protected path under `root`.
fn resolve_one(
    root: &Path,
    protected: &ProtectedPath,
    service: &'static str,
) -> Result<Resolved, ServiceError> {
    let full = root.join(&protected.path);
    let shown = || protected.path.display().to_string();
    let unresolved = |source| {
        ServiceError::from(ProtectedError::Unresolved {
            service,
            what: protected.what.clone(),
            path: shown(),
            source,
        })
    };
    let is_dir = protected.protection == Protection::ReadOnlyDir;
    // A file that does not exist yet is protected from being created: its
    // directory is walked, and its name kept.
    let (mut way, target) = match walk(&full) {
        Ok(walked) => walked,
        Err(e) if !is_dir && e.kind() == io::ErrorKind::NotFound => {
            let (Some(dir), Some(name)) = (full.parent(), full.file_name()) else {
                return Err(unresolved(e));
            };
            let (way, dir) = walk(dir).map_err(unresolved)?;
            (way, dir.join(name))
        }
        Err(e) => return Err(unresolved(e)),
    };
    let meta = std::fs::metadata(&target).ok();
    if let Some(meta) = &meta
        && meta.is_dir() != is_dir
    {
        return Err(ProtectedError::WrongKind {
            service,
            what: protected.what.clone(),
            path: shown(),
            expected: if is_dir { "directory" } else { "file" },
        }
        .into());
    }
    way.retain(|(entry, _)| entry != &target && entry.starts_with(root) && entry != root);
    Ok(Resolved {
        protection: protected.protection,
        what: protected.what.clone(),
        file_id: meta
            .filter(|_| !is_dir)
            .map(|meta| (meta.dev(), meta.ino())),
        target,
        way,
    })
}

/// One step of a path walk.
enum Step {
    /// Back to `/`.
    Root,
    /// `..`.
    Up,
    /// An entry's name.
    Name(OsString),
}

/// The steps of `path`.
fn steps(path: &Path) -> impl Iterator<Item = Step> + '_ {
    path.components().filter_map(|component| match component {
        Component::RootDir | Component::Prefix(_) => Some(Step::Root),
        Component::ParentDir => Some(Step::Up),
        Component::CurDir => None,
        Component::Normal(name) => Some(Step::Name(name.to_owned())),
    })
}

/// Walks the absolute `path` as the kernel does: every entry passed
/// through (named by its canonical directory and its own name; `true` for
/// a symlink), and where it ends, canonical.
fn walk(path: &Path) -> io::Result<(Vec<(PathBuf, bool)>, PathBuf)> {
    let mut todo: VecDeque<Step> = steps(path).collect();
    let mut at = PathBuf::from("/");
    let mut passed = Vec::new();
    let mut links = 0;
    while let Some(step) = todo.pop_front() {
        let name = match step {
            Step::Root => {
                at = PathBuf::from("/");
                continue;
            }
            Step::Up => {
                at.pop();
                continue;
            }
            Step::Name(name) => name,
        };
        let entry = at.join(&name);
        let meta = std::fs::symlink_metadata(&entry)?;
        let link = meta.file_type().is_symlink();
        passed.push((entry.clone(), link));
        if !link {
            at = entry;
            continue;
        }
        links += 1;
        if links > MAX_SYMLINKS {
            return Err(io::Error::other("too many levels of symbolic links"));
        }
        let target = std::fs::read_link(&entry)?;
        for step in steps(&target).collect::<Vec<_>>().into_iter().rev() {
            todo.push_front(step);
        }
    }
    Ok((passed, at))
}
