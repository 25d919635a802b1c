//! `serve --audit FILE`: one JSON line per call of a built-in or mounted
//! tool and per approval decision, appended and synced before the response
//! goes out.
//!
//! A line has `ts` (RFC 3339, UTC), `tool`, `ok` and `ms`, and where they
//! apply `id` (the mount), `plugin`, `sha256` (of the mount code),
//! `decision` (of the operator, under `--approve`), `dryRun` (a
//! `cordis_mount` that only checked), `target` (the tool a `cordis_call`
//! called), `cancelled` (the client cancelled the call while it ran; no
//! response was sent), and over HTTP `session` and `principal` (who made
//! the call). When a worker process is lost (`serve` runs every runtime in
//! one), the server writes a line with `tool` `worker`, `ok` false and a
//! `worker` object: `cause`, `running` (the calls it ran) and `mountsLost`.
//! A log that cannot be opened fails the start; a line
//! that cannot be written fails that call, saying so: nothing is skipped
//! silently.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use parking_lot::Mutex;
use serde::Serialize;

use crate::worker::loss::LossRecord;

/// What the operator decided about a mount or keep (`decision`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Decision {
    /// The operator accepted: the call went ahead.
    Accept,
    /// The operator declined: the call was refused.
    Decline,
    /// The operator dismissed the question: the call was refused.
    Cancel,
    /// The operator could not be asked (the client has no elicitation, or
    /// asking failed): the call was refused.
    Unavailable,
}

/// One line of the audit log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AuditRecord {
    /// When the call or decision finished, RFC 3339 in UTC.
    pub ts: String,
    /// The tool called (`cordis_mount`, `greet`, …).
    pub tool: String,
    /// Whether the call succeeded, or the operator accepted.
    pub ok: bool,
    /// How long the call, or the wait for the operator, took.
    pub ms: u64,
    /// The mount concerned (`dyn-3`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// The plugin concerned.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub plugin: Option<String>,
    /// sha256 of the mount code concerned.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sha256: Option<String>,
    /// The operator's decision (decision lines only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decision: Option<Decision>,
    /// `true` on the line of a `cordis_mount` dry run, which ran nothing.
    #[serde(rename = "dryRun", skip_serializing_if = "Option::is_none")]
    pub dry_run: Option<bool>,
    /// The tool a `cordis_call` called.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<String>,
    /// `true` on the line of a call the client cancelled while it ran:
    /// stopped where it was, and answered with no response.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cancelled: Option<bool>,
    /// The HTTP session that made the call (`serve --http` only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub session: Option<u64>,
    /// The principal whose token the call came with (`serve --http`
    /// only): its name in `--token-file`, `default` for a bare token.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub principal: Option<String>,
    /// On the line of a lost worker (`tool` is `worker`): why it ended,
    /// what it ran and the mounts that went with it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub worker: Option<LossRecord>,
}

impl AuditRecord {
    /// A record of `tool`, now, with no optional fields.
    pub fn new(tool: &str, ok: bool, elapsed: std::time::Duration) -> Self {
        Self {
            ts: chrono::DateTime::<chrono::Utc>::from(std::time::SystemTime::now())
                .to_rfc3339_opts(chrono::SecondsFormat::Millis, true),
            tool: tool.to_owned(),
            ok,
            ms: u64::try_from(elapsed.as_millis()).unwrap_or(u64::MAX),
            id: None,
            plugin: None,
            sha256: None,
            decision: None,
            dry_run: None,
            target: None,
            cancelled: None,
            session: None,
            principal: None,
            worker: None,
        }
    }
}

/// Why the audit log failed.
#[derive(Debug, thiserror::Error)]
pub enum AuditError {
    /// The file could not be opened for appending (at start).
    #[error(
        "cannot open the audit log {path} for appending: {source}; pass a file in a writable directory with --audit FILE (or `audit = \"FILE\"` in --config)"
    )]
    Open {
        /// The file.
        path: PathBuf,
        /// What the file system said.
        source: std::io::Error,
    },
    /// The file was deleted while the server ran: lines written to it
    /// would reach no one.
    #[error(
        "the audit log {path} was removed while the server ran; the operator restarts the server to start a new one"
    )]
    Removed {
        /// The file.
        path: PathBuf,
    },
    /// A line could not be written (a full disk, a removed mount point…).
    #[error("cannot write to the audit log {path}: {source}")]
    Write {
        /// The file.
        path: PathBuf,
        /// What the file system said.
        source: std::io::Error,
    },
}

/// An open audit log; shared by every session of a server.
pub struct AuditLog {
    path: PathBuf,
    file: Mutex<File>,
}

impl AuditLog {
    /// Opens `path` for appending, creating it if needed.
    pub fn open(path: &Path) -> Result<Self, AuditError> {
        let file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(|source| AuditError::Open {
                path: path.to_owned(),
                source,
            })?;
        Ok(Self {
            path: path.to_owned(),
            file: Mutex::new(file),
        })
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Appends `record` as one line and syncs it to the disk.
    pub fn record(&self, record: &AuditRecord) -> Result<(), AuditError> {
        let mut line = serde_json::to_string(record).map_err(|error| AuditError::Write {
            path: self.path.clone(),
            source: error.into(),
        })?;
        line.push('\n');
        let mut file = self.file.lock();
        if file.metadata().map(|meta| meta.nlink()).ok() == Some(0) {
            return Err(AuditError::Removed {
                path: self.path.clone(),
            });
        }
        file.write_all(line.as_bytes())
            .and_then(|()| file.flush())
            .and_then(|()| file.sync_data())
            .map_err(|source| AuditError::Write {
                path: self.path.clone(),
                source,
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_are_appended_one_json_line_each() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("audit.jsonl");
        std::fs::write(&path, "{\"earlier\":true}\n").unwrap();
        let log = AuditLog::open(&path).unwrap();
        let mut record =
            AuditRecord::new("cordis_mount", true, std::time::Duration::from_millis(7));
        record.id = Some("dyn-1".into());
        record.decision = Some(Decision::Accept);
        log.record(&record).unwrap();
        log.record(&AuditRecord::new("greet", false, Default::default()))
            .unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<serde_json::Value> = text
            .lines()
            .map(|line| serde_json::from_str(line).unwrap())
            .collect();
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[1]["tool"], "cordis_mount");
        assert_eq!(lines[1]["ms"], 7);
        assert_eq!(lines[1]["decision"], "accept");
        assert_eq!(lines[1]["id"], "dyn-1");
        assert!(lines[2].get("id").is_none(), "absent fields are left out");
        let ts = lines[2]["ts"].as_str().unwrap();
        assert!(chrono::DateTime::parse_from_rfc3339(ts).is_ok(), "{ts}");
    }

    #[test]
    fn an_unopenable_file_and_a_full_disk_fail_naming_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let Err(error) = AuditLog::open(&dir.path().join("missing/audit.jsonl")) else {
            panic!("opened a file in a missing directory");
        };
        assert!(error.to_string().contains("--audit FILE"), "{error}");
        if Path::new("/dev/full").exists() {
            let log = AuditLog::open(Path::new("/dev/full")).unwrap();
            let error = log
                .record(&AuditRecord::new("greet", true, Default::default()))
                .unwrap_err();
            assert!(error.to_string().contains("/dev/full"), "{error}");
        }
    }
}
