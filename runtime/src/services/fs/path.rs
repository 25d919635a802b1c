//! Turning a caller's path string into a root-relative path, and an I/O
//! failure into a message the caller can act on.
//!
//! The lexical check here only produces better messages for the obvious
//! cases (absolute paths, `..` past the root); confinement itself is
//! enforced by `cap_std::fs::Dir` when the path is used.

use std::io;
use std::path::{Component, Path, PathBuf};

use cordis_toolset_catalog::ServiceError;

/// The message cap-std attaches to a resolution that would leave the root.
const ESCAPE_MESSAGE: &str = "a path led outside of the filesystem";

/// A path the caller gave, checked to be relative and to stay beneath the
/// root lexically. `rel` is empty for the root itself.
#[derive(Debug, Clone)]
pub(in crate::services) struct RootPath {
    /// The caller's text, quoted in messages.
    pub(in crate::services) shown: String,
    /// The normalized relative path (no `.`, no `..`).
    pub(in crate::services) rel: PathBuf,
}

impl RootPath {
    /// Checks `path`: not absolute, no NUL, no `..` above the root.
    pub(in crate::services) fn parse(path: &str) -> Result<Self, ServiceError> {
        if path.contains('\0') {
            return Err(ServiceError::new(format!(
                "path {path:?} contains a NUL character; use a plain relative path, like \"notes/x.md\""
            )));
        }
        let p = Path::new(path);
        if p.has_root() {
            return Err(ServiceError::new(format!(
                "path {path:?} is absolute; fs paths are relative to the workspace root, like \"notes/x.md\" (use \".\" for the root itself)"
            )));
        }
        let mut rel = PathBuf::new();
        for component in p.components() {
            match component {
                Component::Normal(part) => rel.push(part),
                Component::CurDir => {}
                Component::ParentDir => {
                    if !rel.pop() {
                        return Err(outside(path));
                    }
                }
                Component::RootDir | Component::Prefix(_) => {
                    return Err(ServiceError::new(format!(
                        "path {path:?} is absolute; use a path relative to the workspace root, like \"notes/x.md\""
                    )));
                }
            }
        }
        Ok(Self {
            shown: path.to_owned(),
            rel,
        })
    }

    /// Whether this path names the root itself.
    pub(in crate::services) fn is_root(&self) -> bool {
        self.rel.as_os_str().is_empty()
    }

    /// The path to hand to `cap_std` (`.` for the root).
    pub(in crate::services) fn as_dir_path(&self) -> &Path {
        if self.is_root() {
            Path::new(".")
        } else {
            &self.rel
        }
    }

    /// Maps an I/O failure of `action` (a verb phrase such as "read") on this
    /// path to a message that says what to do instead.
    pub(in crate::services) fn error(&self, action: &str, err: &io::Error) -> ServiceError {
        let p = &self.shown;
        let message = match err.kind() {
            io::ErrorKind::PermissionDenied if is_escape(err) => {
                return escape(p);
            }
            io::ErrorKind::NotFound => format!(
                "cannot {action} {p:?}: it does not exist; paths are relative to the service's root, which `fs.list(\".\")` lists: call fs.list on its directory to see what is there"
            ),
            io::ErrorKind::PermissionDenied => {
                format!("cannot {action} {p:?}: permission denied by the operating system")
            }
            io::ErrorKind::AlreadyExists => {
                format!("cannot {action} {p:?}: something already exists there")
            }
            io::ErrorKind::NotADirectory => {
                // (Trial 88 listed a file and read this as a folder in the
                // middle being wrong.)
                format!(
                    "cannot {action} {p:?}: a part of the path, perhaps its last, is a file, not a directory: `fs.list` takes a directory and `fs.read` a file (`fs.stat(path)` tells which a path is)"
                )
            }
            io::ErrorKind::IsADirectory => {
                format!("cannot {action} {p:?}: it is a directory; use fs.list to see its entries")
            }
            io::ErrorKind::DirectoryNotEmpty => format!(
                "cannot {action} {p:?}: the directory is not empty; remove its entries first (see fs.list)"
            ),
            _ if err.raw_os_error() == Some(rustix::io::Errno::LOOP.raw_os_error()) => format!(
                "cannot {action} {p:?}: it is a symlink or has too many levels of symlinks; use the real path of the file"
            ),
            _ => format!("cannot {action} {p:?}: {err}"),
        };
        ServiceError::new(message)
    }
}

/// Whether `err` is cap-std's refusal of a path that resolves outside the root.
fn is_escape(err: &io::Error) -> bool {
    err.kind() == io::ErrorKind::PermissionDenied && err.to_string().contains(ESCAPE_MESSAGE)
}

/// The error for a `..` that climbs above the root.
fn outside(path: &str) -> ServiceError {
    ServiceError::new(format!(
        "path {path:?} is outside the workspace root; use a path relative to the root, like \"notes/x.md\""
    ))
}

/// The error for a path that leaves the root through a symlink.
fn escape(path: &str) -> ServiceError {
    ServiceError::new(format!(
        "path {path:?} leads outside the workspace root through a symlink; \
         only what is inside the root can be used: pick a path that stays inside it (see fs.list)"
    ))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn normalizes_dots() {
        let p = RootPath::parse("./a/b/../c").unwrap();
        assert_eq!(p.rel, PathBuf::from("a/c"));
        assert!(RootPath::parse(".").unwrap().is_root());
        assert!(RootPath::parse("").unwrap().is_root());
        assert!(RootPath::parse("a/..").unwrap().is_root());
    }

    #[test]
    fn refuses_parent_above_root() {
        let err = RootPath::parse("../x").unwrap_err();
        assert_eq!(
            err.message(),
            "path \"../x\" is outside the workspace root; use a path relative to the root, like \"notes/x.md\""
        );
        assert!(RootPath::parse("a/../../x").is_err());
    }

    #[test]
    fn refuses_absolute_and_nul() {
        let err = RootPath::parse("/etc/passwd").unwrap_err();
        assert!(err.message().contains("is absolute"), "{err}");
        assert!(RootPath::parse("a\0b").is_err());
    }

    #[test]
    fn maps_escape_error() {
        let p = RootPath::parse("link/x").unwrap();
        let err = io::Error::new(io::ErrorKind::PermissionDenied, ESCAPE_MESSAGE);
        assert!(
            p.error("read", &err)
                .message()
                .contains("leads outside the workspace root")
        );
    }
}
