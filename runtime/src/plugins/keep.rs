//! `cordis_keep`: a mount the operator wants to keep is written to the
//! `--plugins` directory and becomes a regular plugin of that directory.
//!
//! The live instance is handed over, not reloaded: the directory's watcher
//! records the mount's fiber as the plugin of the new file (with the file's
//! stamp, so it does not load it a second time), and the mount table forgets
//! it. Its tools never disappear and are never doubled, and `apply` does not
//! run again. From then on the file is what counts: `cordis_unmount` no longer
//! removes it, an edit of the file reloads it, deleting the file disposes it,
//! and the next start loads it from the file like any other.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use serde::{Deserialize, Serialize};

use crate::limits::Limits;
use crate::plugins::watch::Watch;
use crate::tools::ToolOutput;
use crate::toolset::Toolset;
use crate::toolset::mounting;
use crate::toolset::mounts::{MountError, list_or_none};
use crate::toolset::preview::code_sha256;
use crate::toolset::shared::Shared;
use crate::toolset::table::Mount;

/// The first words of the header `cordis_keep` writes above the code.
const HEADER: &str = "// Kept with cordis_keep from mount ";

/// Longest plugin name a kept file may have.
const MAX_NAME: usize = Limits::MAX_KEPT_NAME;

/// What happened to the file (`file` in the receipt).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum KeptFile {
    /// The file did not exist and was written.
    Written,
    /// The file held this code already; it was left as it is.
    Unchanged,
    /// A file with other code was overwritten (`replace: true`).
    Replaced,
}

/// What `cordis_keep` did (its structured result).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct KeepReceipt {
    /// The mount id it was (`dyn-3`); no longer a mount.
    pub id: String,
    /// The plugin's name, which is also the file's stem.
    pub plugin_name: String,
    /// The file the code is in now.
    pub path: String,
    /// sha256 of the code, in hex (also in the file's header).
    pub sha256: String,
    /// Whether the file was written, left unchanged or replaced.
    pub file: KeptFile,
    /// Its tools, which stayed registered throughout.
    pub tools: Vec<String>,
}

impl KeepReceipt {
    /// As a tool result: a sentence plus the structured fields.
    pub fn into_output(self) -> ToolOutput {
        let what = match self.file {
            KeptFile::Written => "wrote",
            KeptFile::Unchanged => "found the same code already in",
            KeptFile::Replaced => "replaced",
        };
        let text = format!(
            "kept {} ({}): {what} {} (sha256 {}). It is a regular plugin of the --plugins directory now, \
             with its tools still registered ({}); it loads again at every start, and an edit of the file reloads it. \
             cordis_unmount no longer removes it: the operator deletes the file to remove it.",
            self.id,
            self.plugin_name,
            self.path,
            short_hash(&self.sha256),
            list_or_none(&self.tools),
        );
        let structured = serde_json::to_value(&self).ok();
        ToolOutput {
            structured,
            ..ToolOutput::success(text)
        }
    }
}

/// The first 12 hex digits of a sha256, as messages show it.
pub fn short_hash(sha256: &str) -> &str {
    sha256.get(..12).unwrap_or(sha256)
}

/// Why `cordis_keep` refused; nothing changed in each case.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum KeepError {
    /// The id is not of the form `dyn-N`.
    #[error(
        "\"{id}\" is not a mount id: cordis_keep keeps a plugin mounted with cordis_mount, whose id looks like \"dyn-1\". Live mounts: {live}"
    )]
    NotAMount {
        /// The id asked for.
        id: String,
        /// The live ids.
        live: String,
    },
    /// No live mount has that id.
    #[error(
        "no mount is named \"{id}\" (never mounted, unmounted, or kept already). Live mounts: {live}"
    )]
    Unknown {
        /// The id asked for.
        id: String,
        /// The live ids.
        live: String,
    },
    /// The plugin declares no name (the function form), so there is no file name.
    #[error(
        "{id} has no plugin name, and cordis_keep writes the code to <plugin name>.rhai. Nothing was written. \
         Give it a name in the map form, e.g. #{{ name: \"my-plugin\", apply: |ctx| {{ ... }} }}, \
         cordis_unmount {{ id: \"{id}\" }}, mount the new code, and cordis_keep the new id."
    )]
    Unnamed {
        /// The mount id.
        id: String,
    },
    /// The plugin's name cannot be a file name.
    #[error(
        "the plugin name \"{name}\" of {id} cannot be a file name: cordis_keep writes <plugin name>.rhai, \
         so a kept plugin's name has only letters, digits, '-' and '_' (at most {MAX_NAME}). Nothing was written. \
         Write name: \"{suggestion}\" in the code, cordis_unmount {{ id: \"{id}\" }}, mount the new code, \
         and cordis_keep the new id."
    )]
    BadName {
        /// The mount id.
        id: String,
        /// The name as declared.
        name: String,
        /// A name that works.
        suggestion: String,
    },
    /// A file of that name holds other code.
    #[error(
        "{path} already exists with other code, so nothing was written and {id} is still a mount. \
         To overwrite the file (and replace the plugin loaded from it), call cordis_keep {{ id: \"{id}\", replace: true }}; \
         or cordis_unmount {{ id: \"{id}\" }}, mount the code again under another plugin name, and keep that mount."
    )]
    Exists {
        /// The mount id.
        id: String,
        /// The file.
        path: PathBuf,
    },
    /// A file of that name is the operator's own: it was not written by
    /// `cordis_keep`, and `replace` does not overwrite it.
    #[error(
        "{path} is a plugin file the operator wrote (not one cordis_keep wrote), and cordis_keep never overwrites those, \
         also not with replace: true. Nothing was written; {id} is still a mount. \
         Write name: \"{suggestion}\" in the code, cordis_unmount {{ id: \"{id}\" }}, mount the new code, and cordis_keep the new id."
    )]
    OperatorFile {
        /// The mount id.
        id: String,
        /// The file.
        path: PathBuf,
        /// A plugin name whose file is free.
        suggestion: String,
    },
    /// The file could not be read or written.
    #[error("cannot write {path}: {source}. Nothing changed: {id} is still a mount.")]
    Io {
        /// The mount id.
        id: String,
        /// The file.
        path: PathBuf,
        /// What the file system said.
        source: std::io::Error,
    },
    /// The plugin directory is no longer watched (the server is stopping).
    #[error(
        "the --plugins directory is no longer watched (the server is stopping); nothing was kept"
    )]
    Stopped,
}

impl KeepError {
    fn from_find(error: MountError) -> Self {
        match error {
            MountError::NotAMount { id, live } => KeepError::NotAMount { id, live },
            MountError::Unknown { id, live } => KeepError::Unknown { id, live },
            _ => KeepError::Stopped,
        }
    }
}

/// A mount `cordis_keep` can keep: what `--approve` shows the operator
/// before it is kept.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeepSubject {
    /// The mount id.
    pub id: String,
    /// The plugin's name, also the file's stem.
    pub plugin_name: String,
    /// The file name it would be written to, `<plugin name>.rhai`.
    pub file: String,
    /// The code.
    pub code: String,
    /// sha256 of the code.
    pub sha256: String,
}

/// The live mount `id` if it can be kept, or why not.
fn subject(shared: &Shared, id: &str) -> Result<(u64, Mount, String), KeepError> {
    let (number, mount) = mounting::find(shared, id).map_err(KeepError::from_find)?;
    let Some(name) = mount.declared.clone() else {
        return Err(KeepError::Unnamed { id: id.to_owned() });
    };
    if !is_file_stem(&name) {
        return Err(KeepError::BadName {
            id: id.to_owned(),
            suggestion: suggest(&name),
            name,
        });
    }
    Ok((number, mount, name))
}

impl Toolset {
    /// What keeping mount `id` would write, or why it cannot be kept.
    pub fn keep_subject(&self, id: &str) -> Result<KeepSubject, KeepError> {
        let (_, mount, name) = subject(&self.shared, id)?;
        Ok(KeepSubject {
            id: mount.id,
            file: format!("{name}.rhai"),
            plugin_name: name,
            sha256: code_sha256(&mount.source),
            code: mount.source.to_string(),
        })
    }
}

/// Keep mount `id`: write its code to the watched directory and hand its
/// fiber over to the directory (see the module docs).
pub(crate) fn keep(
    shared: &Shared,
    watch: &Watch,
    id: &str,
    replace: bool,
) -> Result<KeepReceipt, KeepError> {
    let (number, mount, name) = subject(shared, id)?;
    let sha256 = code_sha256(&mount.source);
    let text = format!(
        "{HEADER}{id} at {}.\n// sha256 of the code below: {sha256}\n{}",
        chrono::DateTime::<chrono::Utc>::from(std::time::SystemTime::now())
            .to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        mount.source
    );
    let file = format!("{name}.rhai");
    let (path, outcome) = watch.adopt(&file, &mount.fiber, |path| {
        write(path, &mount.source, &text, replace).map_err(|error| match error {
            Refusal::Exists => KeepError::Exists {
                id: id.to_owned(),
                path: path.to_owned(),
            },
            Refusal::OperatorFile => KeepError::OperatorFile {
                id: id.to_owned(),
                path: path.to_owned(),
                suggestion: free_name(path, &name),
            },
            Refusal::Io(source) => KeepError::Io {
                id: id.to_owned(),
                path: path.to_owned(),
                source,
            },
        })
    })?;
    shared.mounts.forget(number);
    let fibers: Vec<_> = shared
        .runtime
        .subtree(mount.fiber.id())
        .iter()
        .map(|fiber| fiber.id)
        .collect();
    // By name, as before.
    let mut tools = shared.registry.names_of(&fibers);
    tools.sort_unstable();
    Ok(KeepReceipt {
        id: id.to_owned(),
        plugin_name: name,
        path: path.display().to_string(),
        sha256,
        file: outcome,
        tools,
    })
}

/// Whether `name` is safe as the stem of a file name on every system.
pub(crate) fn is_file_stem(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= MAX_NAME
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        && !name.starts_with(['-', '_'])
}

/// A file-safe name close to `name`.
fn suggest(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() || c == '_' {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    let out = out.trim_matches(['-', '_']);
    let out: String = out.chars().take(MAX_NAME).collect();
    if out.is_empty() {
        "my-plugin".to_owned()
    } else {
        out
    }
}

enum Refusal {
    Exists,
    OperatorFile,
    Io(std::io::Error),
}

/// A plugin name beside `taken` (the file `path`) whose file does not exist.
fn free_name(path: &Path, taken: &str) -> String {
    (2..100)
        .map(|n| format!("{taken}-{n}"))
        .find(|name| !path.with_file_name(format!("{name}.rhai")).exists())
        .unwrap_or_else(|| format!("{taken}-kept"))
}

/// The code of a kept file, without the header `cordis_keep` wrote.
fn without_header(text: &str) -> &str {
    if !text.starts_with(HEADER) {
        return text;
    }
    text.splitn(3, '\n').nth(2).unwrap_or_default()
}

/// Write `text` to `path` unless it holds other code and `replace` is off,
/// or it is the operator's own file (no `cordis_keep` header).
///
/// The file appears whole or not at all, to this process's watcher and to
/// every other process reading the directory (the servers behind one
/// balancer share it): the text goes to a temporary file beside it
/// ([`partial_path`]), is synced, and only then takes the name. A new file
/// takes it with a hard link, which fails if another process created the
/// name since it was read; then the file is looked at again, so a keep
/// never silently overwrites a file it did not see.
fn write(path: &Path, code: &str, text: &str, replace: bool) -> Result<KeptFile, Refusal> {
    for _ in 0..3 {
        let outcome = match std::fs::read_to_string(path) {
            Ok(existing) if without_header(&existing) == code => return Ok(KeptFile::Unchanged),
            Ok(existing) if !existing.starts_with(HEADER) => return Err(Refusal::OperatorFile),
            Ok(_) if !replace => return Err(Refusal::Exists),
            Ok(_) => KeptFile::Replaced,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => KeptFile::Written,
            Err(error) => return Err(Refusal::Io(error)),
        };
        let partial = partial_path(path);
        match write_synced(&partial, text) {
            Ok(()) => {}
            // Another process's temporary file (the same pid in another
            // container): left alone, and another name is tried.
            Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(error) => {
                let _ = std::fs::remove_file(&partial);
                return Err(Refusal::Io(error));
            }
        }
        let placed = match outcome {
            // A file system without hard links (some network shares)
            // gets the rename, without that check.
            KeptFile::Written => std::fs::hard_link(&partial, path).or_else(|error| {
                if error.kind() == std::io::ErrorKind::AlreadyExists {
                    Err(error)
                } else {
                    std::fs::rename(&partial, path)
                }
            }),
            _ => std::fs::rename(&partial, path),
        };
        // After a rename there is nothing left to remove.
        let _ = std::fs::remove_file(&partial);
        match placed {
            Ok(()) => return Ok(outcome),
            Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(error) => return Err(Refusal::Io(error)),
        }
    }
    Err(Refusal::Io(std::io::Error::other(
        "other processes kept changing the file while it was written",
    )))
}

/// The temporary file [`write`] fills before it takes `path`'s name: in the
/// same directory (a rename within one file system is atomic), hidden (a
/// leading `.`), ending in `.partial` so no watcher loads it (only
/// `*.rhai` files are plugins: `watch::is_plugin_file`), and named for this
/// process, this write and the time, so two servers keeping the same plugin
/// at once do not pick one name ([`write_synced`] only ever creates it).
fn partial_path(path: &Path) -> PathBuf {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.subsec_nanos());
    path.with_file_name(format!(
        ".{name}.{}-{n}-{nanos:08x}.partial",
        std::process::id()
    ))
}

/// Removes the temporary files (`partial_path`) that process `pid` left
/// in `dir`: a process killed in the middle of a keep leaves its temporary
/// file behind, and only the one that watched it die knows it is stale.
/// Returns how many were removed.
pub fn remove_partials_of(dir: &Path, pid: u32) -> usize {
    let marker = format!(".{pid}-");
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    entries
        .filter_map(Result::ok)
        .filter(|entry| {
            let name = entry.file_name();
            let name = name.to_string_lossy();
            name.starts_with('.') && name.ends_with(".partial") && name.contains(&marker)
        })
        .filter(|entry| std::fs::remove_file(entry.path()).is_ok())
        .count()
}

/// Create `path` (it must not exist), write `text` and sync it to disk.
fn write_synced(path: &Path, text: &str) -> std::io::Result<()> {
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)?;
    file.write_all(text.as_bytes())?;
    file.sync_all()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plugins::watch::is_plugin_file;

    #[test]
    fn file_stems_are_plain_names() {
        assert!(is_file_stem("word-count"));
        assert!(is_file_stem("notes_2"));
        for bad in ["", "../x", "a/b", "a b", ".hidden", "-x", "名前", "a.b"] {
            assert!(!is_file_stem(bad), "{bad:?}");
        }
        assert!(!is_file_stem(&"x".repeat(65)));
    }

    #[test]
    fn suggestions_are_file_stems() {
        for (name, expected) in [
            ("Word Count", "word-count"),
            ("../etc/passwd", "etc-passwd"),
            ("名前", "my-plugin"),
            ("a.b", "a-b"),
        ] {
            assert_eq!(suggest(name), expected);
            assert!(is_file_stem(&suggest(name)));
        }
    }

    #[test]
    fn an_operator_file_is_never_replaced_a_kept_one_only_when_asked() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("notes.rhai");
        std::fs::write(&path, "#{ name: \"notes\", apply: |ctx| {} }").expect("write");
        for replace in [false, true] {
            assert!(matches!(
                write(&path, "#{}", &kept("#{}"), replace),
                Err(Refusal::OperatorFile)
            ));
        }
        assert_eq!(free_name(&path, "notes"), "notes-2");
        std::fs::write(&path, kept("#{ old }")).expect("write");
        assert!(matches!(
            write(&path, "#{}", &kept("#{}"), false),
            Err(Refusal::Exists)
        ));
        assert!(matches!(
            write(&path, "#{}", &kept("#{}"), true),
            Ok(KeptFile::Replaced)
        ));
        assert!(matches!(
            write(&path, "#{}", &kept("#{}"), false),
            Ok(KeptFile::Unchanged)
        ));
    }

    /// What a kept file holds: the header and `code`.
    fn kept(code: &str) -> String {
        format!("{HEADER}dyn-1 at now.\n// sha256 of the code below: x\n{code}")
    }

    #[test]
    fn the_temporary_file_is_beside_hidden_unique_and_never_a_plugin() {
        let path = Path::new("/srv/plugins/notes.rhai");
        let (one, two) = (partial_path(path), partial_path(path));
        assert_ne!(one, two, "each write has a file of its own");
        for partial in [one, two] {
            assert_eq!(
                partial.parent(),
                path.parent(),
                "renamed within one directory"
            );
            let name = partial.file_name().unwrap().to_str().unwrap();
            assert!(name.starts_with(".notes.rhai."), "{name}");
            assert!(name.ends_with(".partial"), "{name}");
            assert!(name.contains(&std::process::id().to_string()), "{name}");
            assert!(!is_plugin_file(name), "the watcher would load {name}");
        }
        assert!(is_plugin_file("notes.rhai"));
    }

    /// A reader polling the file while it is written and replaced, as
    /// another server's watcher does, sees no file or a whole one, never
    /// part of one, and no temporary file is left behind.
    #[test]
    fn a_reader_never_sees_half_a_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("big.rhai");
        // Large enough that a write in place would be seen half done.
        let codes: Vec<String> = (0..8)
            .map(|n| format!("// {n}\n{}", "x".repeat(4 << 20)))
            .collect();
        let texts: Vec<String> = codes.iter().map(|code| kept(code)).collect();
        let done = std::sync::atomic::AtomicBool::new(false);
        std::thread::scope(|scope| {
            let reader = scope.spawn(|| {
                let mut seen = 0;
                while !done.load(Ordering::Relaxed) {
                    match std::fs::read_to_string(&path) {
                        Ok(text) => {
                            assert!(texts.contains(&text), "a reader saw {} bytes", text.len());
                            seen += 1;
                        }
                        Err(error) => assert_eq!(error.kind(), std::io::ErrorKind::NotFound),
                    }
                }
                seen
            });
            for (n, (code, text)) in codes.iter().zip(&texts).enumerate() {
                let expected = if n == 0 {
                    KeptFile::Written
                } else {
                    KeptFile::Replaced
                };
                assert!(matches!(write(&path, code, text, true), Ok(k) if k == expected));
            }
            done.store(true, Ordering::Relaxed);
            assert!(
                reader.join().expect("the reader") > 0,
                "the reader read the file"
            );
        });
        let left: Vec<_> = std::fs::read_dir(dir.path())
            .expect("list")
            .map(|entry| entry.expect("entry").file_name())
            .collect();
        assert_eq!(left, ["big.rhai"]);
    }

    /// Two servers keeping the same new plugin at once: one writes the
    /// file, the other finds it there and is told so, never overwriting it.
    #[test]
    fn two_keeps_of_one_new_name_never_overwrite_each_other() {
        for _ in 0..20 {
            let dir = tempfile::tempdir().expect("temp dir");
            let path = dir.path().join("race.rhai");
            let outcomes: Vec<_> = std::thread::scope(|scope| {
                let path = &path;
                let writers: Vec<_> = ["#{ a }", "#{ b }"]
                    .map(|code| scope.spawn(move || write(path, code, &kept(code), false)))
                    .into_iter()
                    .collect();
                writers
                    .into_iter()
                    .map(|w| w.join().expect("writer"))
                    .collect()
            });
            let written = outcomes
                .iter()
                .filter(|o| matches!(o, Ok(KeptFile::Written)))
                .count();
            let refused = outcomes
                .iter()
                .filter(|o| matches!(o, Err(Refusal::Exists)))
                .count();
            assert_eq!((written, refused), (1, 1));
            let on_disk = std::fs::read_to_string(&path).expect("the file");
            assert!(on_disk == kept("#{ a }") || on_disk == kept("#{ b }"));
        }
    }

    #[test]
    fn the_header_is_taken_off_before_comparing() {
        let text = format!("{HEADER}dyn-1 at now.\n// sha256 of the code below: x\n#{{}}");
        assert_eq!(without_header(&text), "#{}");
        assert_eq!(without_header("#{}"), "#{}");
    }
}
