//! [`FsService`]: the `fs` service over a `cap_std::fs::Dir` handle to the root.

use std::io::{ErrorKind, Read, Write};
use std::os::fd::AsRawFd;
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

use cap_std::ambient_authority;
use cap_std::fs::{Dir, File, Metadata, MetadataExt, OpenOptions, OpenOptionsExt};
use cordis_toolset_catalog::ServiceError;
use rustix::fs::OFlags;

use super::path::RootPath;
use super::protected::Protected;
use super::{DirEntry, EntryKind, FileStat, Fs, FsConfig};

/// The `fs` service: every operation resolves its path beneath one directory
/// handle opened when the service is built.
///
/// Holding the handle (not the path) means renaming or replacing the root
/// directory later cannot redirect the service elsewhere.
#[derive(Debug)]
pub struct FsService {
    root: Dir,
    /// The root's canonical path when the service was built: where
    /// [`FsConfig::protected`] is checked against.
    root_path: PathBuf,
    /// [`FsConfig::protected`], resolved under the root.
    protected: Protected,
    max_read_bytes: u64,
}

impl FsService {
    /// Opens `config.root`; fails if it does not exist or is not a directory.
    pub fn new(config: FsConfig) -> Result<Self, ServiceError> {
        let root = Dir::open_ambient_dir(&config.root, ambient_authority()).map_err(|e| {
            ServiceError::new(format!(
                "fs root {:?} cannot be opened as a directory ({e}); set `root` to an existing directory",
                config.root.display().to_string()
            ))
        })?;
        let root_path = config.root.canonicalize().map_err(|e| {
            ServiceError::new(format!(
                "fs root {:?} cannot be resolved ({e}); set `root` to an existing directory",
                config.root.display().to_string()
            ))
        })?;
        let protected = Protected::resolve(&root_path, &config.protected, "fs")?;
        Ok(Self {
            root,
            root_path,
            protected,
            max_read_bytes: config.max_read_bytes,
        })
    }

    /// Where `rel` lands now: symlinks resolved as far as the path exists,
    /// the missing rest appended as it will be created.
    fn landing(&self, rel: &Path) -> PathBuf {
        let full = self.root_path.join(rel);
        let mut missing = Vec::new();
        let mut existing = full.as_path();
        loop {
            if let Ok(real) = existing.canonicalize() {
                return missing
                    .iter()
                    .rev()
                    .fold(real, |path, part| path.join(part));
            }
            match (existing.parent(), existing.file_name()) {
                (Some(parent), Some(name)) => {
                    missing.push(name.to_owned());
                    existing = parent;
                }
                _ => return full,
            }
        }
    }

    /// Refuses to `action` `path` when that would change a protected
    /// operator path, or, for a `removal`, an entry on the way to one. The
    /// entry itself is not followed for a removal (removing a symlink
    /// removes the link).
    fn writable(&self, path: &RootPath, action: &str, removal: bool) -> Result<(), ServiceError> {
        if self.protected.is_empty() {
            return Ok(());
        }
        let landing = match (removal, path.rel.parent(), path.rel.file_name()) {
            (true, Some(parent), Some(name)) => self.landing(parent).join(name),
            _ => self.landing(&path.rel),
        };
        self.protected
            .check_change(&landing, &path.shown, action, removal)
    }

    /// After opening for a write: refuses when the file opened (`file`,
    /// `meta`) is protected after all (a symlink swapped in meanwhile, a
    /// hard link). Its path comes from `/proc/self/fd`; without `/proc` the
    /// inode check stands alone.
    fn opened_writable(
        &self,
        file: &File,
        meta: &Metadata,
        path: &RootPath,
        action: &str,
    ) -> Result<(), ServiceError> {
        if self.protected.is_empty() {
            return Ok(());
        }
        let at = std::fs::read_link(format!("/proc/self/fd/{}", file.as_raw_fd())).ok();
        self.protected
            .check_opened((meta.dev(), meta.ino()), at.as_deref(), &path.shown, action)
    }

    /// `path.error(action, err)`, and where `path` does not exist but its
    /// rest past the first folder does (`root/skijump.csv`, a program's
    /// path from the folder above the root, trial 75), that rest.
    fn failed(&self, path: &RootPath, action: &str, err: &std::io::Error) -> ServiceError {
        let error = path.error(action, err);
        let mut parts = path.rel.components();
        let first = parts.next();
        let rest = parts.as_path();
        if err.kind() != ErrorKind::NotFound
            || first.is_none()
            || rest.as_os_str().is_empty()
            || !self.root.exists(rest)
        {
            return error;
        }
        ServiceError::new(format!(
            "{}; {:?} does exist: write that, since fs paths start inside the root folder (a path from the folder around it names the root's own folder first)",
            error.message(),
            rest.to_string_lossy()
        ))
    }

    /// Opens `path` with `options` plus `O_NONBLOCK | O_NOCTTY` (so a FIFO or
    /// terminal cannot hang the call) and checks it is a regular file.
    fn open_regular(
        &self,
        path: &RootPath,
        action: &str,
        options: &mut OpenOptions,
    ) -> Result<(File, Metadata), ServiceError> {
        options.custom_flags((OFlags::NONBLOCK | OFlags::NOCTTY).bits() as i32);
        let file = self
            .root
            .open_with(&path.rel, options)
            .map_err(|e| self.failed(path, action, &e))?;
        let meta = file.metadata().map_err(|e| path.error(action, &e))?;
        if meta.is_dir() {
            return Err(ServiceError::new(format!(
                "cannot {action} {:?}: it is a directory; use fs.list to see its entries",
                path.shown
            )));
        }
        if !meta.is_file() {
            return Err(ServiceError::new(format!(
                "cannot {action} {:?}: it is not a regular file (a device, pipe or socket); fs works only on regular files",
                path.shown
            )));
        }
        Ok((file, meta))
    }

    /// Parses a path that must not be the root itself.
    fn parse_entry(path: &str, action: &str) -> Result<RootPath, ServiceError> {
        let parsed = RootPath::parse(path)?;
        if parsed.is_root() {
            return Err(ServiceError::new(format!(
                "cannot {action} {path:?}: it is the workspace root itself; name a file inside it, like \"notes/x.md\""
            )));
        }
        Ok(parsed)
    }

    /// Creates the missing parent directories of `path`.
    fn create_parents(&self, path: &RootPath) -> Result<(), ServiceError> {
        match path.rel.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => {
                self.create_dirs(parent, path, "create the parent directories of")
            }
            _ => Ok(()),
        }
    }

    /// `create_dir_all(dir)`, explaining an "already exists" failure: the
    /// existing entry is a file, or a symlink that leads outside the root.
    fn create_dirs(&self, dir: &Path, path: &RootPath, action: &str) -> Result<(), ServiceError> {
        self.root.create_dir_all(dir).map_err(|e| {
            if e.kind() == ErrorKind::AlreadyExists {
                if let Err(resolve) = self.root.metadata(dir) {
                    return path.error(action, &resolve);
                }
                return ServiceError::new(format!(
                    "cannot {action} {:?}: a file is in the way where a directory is needed",
                    path.shown
                ));
            }
            path.error(action, &e)
        })
    }

    /// Writes `text` to `path`, truncating first unless `append`.
    fn put(&self, path: String, text: String, append: bool) -> Result<(), ServiceError> {
        let action = if append { "append to" } else { "write" };
        let path = Self::parse_entry(&path, action)?;
        self.writable(&path, action, false)?;
        self.create_parents(&path)?;
        let mut options = OpenOptions::new();
        options.create(true);
        if append {
            options.append(true);
        } else {
            options.write(true);
        }
        // Truncate only after the regular-file check, so a device is never touched.
        let (mut file, meta) = self.open_regular(&path, action, &mut options)?;
        self.opened_writable(&file, &meta, &path, action)?;
        if !append {
            file.set_len(0).map_err(|e| path.error(action, &e))?;
        }
        file.write_all(text.as_bytes())
            .map_err(|e| path.error(action, &e))
    }
}

/// The kind of entry a file type describes.
fn kind_of(file_type: cap_std::fs::FileType) -> EntryKind {
    if file_type.is_symlink() {
        EntryKind::Symlink
    } else if file_type.is_dir() {
        EntryKind::Dir
    } else if file_type.is_file() {
        EntryKind::File
    } else {
        EntryKind::Other
    }
}

/// Milliseconds since the Unix epoch of the last modification, if known.
fn modified_ms(meta: &Metadata) -> Option<i64> {
    let modified = meta.modified().ok()?.into_std();
    match modified.duration_since(UNIX_EPOCH) {
        Ok(after) => i64::try_from(after.as_millis()).ok(),
        Err(before) => i64::try_from(before.duration().as_millis())
            .ok()
            .map(|ms| -ms),
    }
}

impl Fs for FsService {
    fn read(&self, path: String) -> Result<String, ServiceError> {
        let path = Self::parse_entry(&path, "read")?;
        if !self.protected.is_empty() {
            let landing = self.landing(&path.rel);
            self.protected
                .check_read(Some(&landing), None, &path.shown)?;
        }
        let mut options = OpenOptions::new();
        options.read(true);
        let (file, meta) = self.open_regular(&path, "read", &mut options)?;
        // Again on the file opened: a symlink swapped in, a hard link.
        self.protected
            .check_read(None, Some((meta.dev(), meta.ino())), &path.shown)?;
        let limit = self.max_read_bytes;
        let too_big = |size: u64| {
            ServiceError::new(format!(
                "cannot read {:?}: it is {size} bytes, over the read limit of {limit} bytes; \
                 read a smaller file, or use bash (if granted) to look at part of it, like `head -c {limit} {}`",
                path.shown, path.shown
            ))
        };
        if meta.len() > limit {
            return Err(too_big(meta.len()));
        }
        // The file may grow after the size check: never read past the limit.
        let mut bytes = Vec::new();
        file.take(limit.saturating_add(1))
            .read_to_end(&mut bytes)
            .map_err(|e| path.error("read", &e))?;
        if bytes.len() as u64 > limit {
            return Err(too_big(bytes.len() as u64));
        }
        String::from_utf8(bytes).map_err(|_| {
            ServiceError::new(format!(
                "cannot read {:?}: it is not UTF-8 text (a binary file?); fs.read returns text only",
                path.shown
            ))
        })
    }

    fn write(&self, path: String, text: String) -> Result<(), ServiceError> {
        self.put(path, text, false)
    }

    fn append(&self, path: String, text: String) -> Result<(), ServiceError> {
        self.put(path, text, true)
    }

    fn list(&self, path: String) -> Result<Vec<DirEntry>, ServiceError> {
        let path = RootPath::parse(&path)?;
        let entries = self
            .root
            .read_dir(path.as_dir_path())
            .map_err(|e| self.failed(&path, "list", &e))?;
        let mut out = Vec::new();
        for entry in entries {
            let entry = entry.map_err(|e| path.error("list", &e))?;
            let kind = entry
                .file_type()
                .map(kind_of)
                .map_err(|e| path.error("list", &e))?;
            // The entry may vanish between listing and stat; report size 0 then.
            let size = entry.metadata().map(|m| m.len()).unwrap_or(0);
            out.push(DirEntry {
                name: entry.file_name().to_string_lossy().into_owned(),
                kind,
                size,
            });
        }
        out.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(out)
    }

    fn stat(&self, path: String) -> Result<FileStat, ServiceError> {
        let path = RootPath::parse(&path)?;
        let meta = self
            .root
            .symlink_metadata(path.as_dir_path())
            .map_err(|e| self.failed(&path, "stat", &e))?;
        Ok(FileStat {
            kind: kind_of(meta.file_type()),
            size: meta.len(),
            modified_ms: modified_ms(&meta),
        })
    }

    fn exists(&self, path: String) -> Result<bool, ServiceError> {
        let path = RootPath::parse(&path)?;
        match self.root.symlink_metadata(path.as_dir_path()) {
            Ok(_) => Ok(true),
            Err(e) if matches!(e.kind(), ErrorKind::NotFound | ErrorKind::NotADirectory) => {
                Ok(false)
            }
            Err(e) => Err(path.error("check", &e)),
        }
    }

    fn mkdir(&self, path: String) -> Result<(), ServiceError> {
        let path = RootPath::parse(&path)?;
        if path.is_root() {
            return Ok(());
        }
        self.writable(&path, "create directory", false)?;
        self.create_dirs(&path.rel, &path, "create directory")
    }

    fn remove(&self, path: String) -> Result<(), ServiceError> {
        let path = Self::parse_entry(&path, "remove")?;
        self.writable(&path, "remove", true)?;
        let meta = self
            .root
            .symlink_metadata(&path.rel)
            .map_err(|e| path.error("remove", &e))?;
        if meta.is_dir() {
            self.root.remove_dir(&path.rel)
        } else {
            self.root.remove_file(&path.rel)
        }
        .map_err(|e| path.error("remove", &e))
    }
}
