//! The app's own service: notes, filed as lines under topics, one file per
//! topic in a directory the app is given.

use std::fs::{self, OpenOptions};
use std::io::Write as _;
use std::path::PathBuf;

use cordis_toolset::catalog::ServiceError;
use cordis_toolset::{Shape, service};
use parking_lot::Mutex;
use serde::{Deserialize, Serialize};

/// Where an appended line went.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Shape)]
#[serde(rename_all = "camelCase")]
pub struct Appended {
    /// The topic it was filed under.
    pub topic: String,
    /// Its 1-based line number in that topic.
    pub line_number: u64,
}

/// Lines of one topic.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Shape)]
pub struct Page {
    /// The topic.
    pub topic: String,
    /// The lines asked for, oldest first.
    pub lines: Vec<String>,
    /// How many lines the topic has in all.
    pub total: u64,
}

/// Keep notes: lines of text filed under topics.
///
/// Topics are names of 1 to 64 lowercase letters, digits, `-` or `_`
/// (`groceries`, `meeting-notes`). Notes persist in the app's notes
/// directory across mounts.
#[service(name = "notes")]
pub trait Notes: Send + Sync {
    /// Append one line to a topic, creating the topic if it is new.
    ///
    /// The line must not contain a line break: append several lines with
    /// several calls.
    fn append(&self, topic: String, line: String) -> Result<Appended, ServiceError>;

    /// Read a topic's lines; `last` keeps only the last N of them.
    fn read(&self, topic: String, last: Option<u32>) -> Result<Page, ServiceError>;

    /// Every topic, sorted.
    fn topics(&self) -> Result<Vec<String>, ServiceError>;
}

/// [`Notes`] stored as `<dir>/<topic>.txt`.
#[derive(Debug)]
pub struct FileNotes {
    dir: PathBuf,
    /// Serializes appends so line numbers are exact.
    write: Mutex<()>,
}

impl FileNotes {
    /// Notes kept in `dir` (created on first append).
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        Self {
            dir: dir.into(),
            write: Mutex::new(()),
        }
    }

    fn path(&self, topic: &str) -> Result<PathBuf, ServiceError> {
        let valid = !topic.is_empty()
            && topic.len() <= 64
            && topic
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
        if !valid {
            return Err(ServiceError::new(format!(
                "topic {topic:?} is not a valid name: use 1 to 64 lowercase letters, digits, '-' or '_', like \"groceries\""
            )));
        }
        Ok(self.dir.join(format!("{topic}.txt")))
    }

    fn lines(&self, topic: &str) -> Result<Vec<String>, ServiceError> {
        let path = self.path(topic)?;
        match fs::read_to_string(&path) {
            Ok(text) => Ok(text.lines().map(str::to_owned).collect()),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(Vec::new()),
            Err(error) => Err(io_error("read", topic, &error)),
        }
    }
}

fn io_error(what: &str, topic: &str, error: &std::io::Error) -> ServiceError {
    ServiceError::new(format!("could not {what} topic \"{topic}\": {error}"))
}

impl Notes for FileNotes {
    fn append(&self, topic: String, line: String) -> Result<Appended, ServiceError> {
        if line.contains(['\n', '\r']) {
            return Err(ServiceError::new(
                "a note line cannot contain a line break: call notes.append once per line",
            ));
        }
        let _guard = self.write.lock();
        let count = self.lines(&topic)?.len();
        let path = self.path(&topic)?;
        fs::create_dir_all(&self.dir)
            .map_err(|e| io_error("create the directory of", &topic, &e))?;
        let mut file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(&path)
            .map_err(|e| io_error("open", &topic, &e))?;
        writeln!(file, "{line}").map_err(|e| io_error("write", &topic, &e))?;
        Ok(Appended {
            topic,
            line_number: u64::try_from(count).unwrap_or(u64::MAX).saturating_add(1),
        })
    }

    fn read(&self, topic: String, last: Option<u32>) -> Result<Page, ServiceError> {
        let lines = self.lines(&topic)?;
        let total = u64::try_from(lines.len()).unwrap_or(u64::MAX);
        let keep = last.map_or(lines.len(), |n| usize::try_from(n).unwrap_or(usize::MAX));
        let lines = lines[lines.len().saturating_sub(keep)..].to_vec();
        Ok(Page {
            topic,
            lines,
            total,
        })
    }

    fn topics(&self) -> Result<Vec<String>, ServiceError> {
        let entries = match fs::read_dir(&self.dir) {
            Ok(entries) => entries,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(error) => return Err(ServiceError::new(format!("could not list topics: {error}"))),
        };
        let mut topics: Vec<String> = entries
            .filter_map(Result::ok)
            .filter_map(|entry| {
                let name = entry.file_name().into_string().ok()?;
                let topic = name.strip_suffix(".txt")?;
                self.path(topic).is_ok().then(|| topic.to_owned())
            })
            .collect();
        topics.sort();
        Ok(topics)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn appends_number_lines_and_read_keeps_the_last() {
        let dir = tempfile::tempdir().expect("temp dir");
        let notes = FileNotes::new(dir.path().join("notes"));
        assert_eq!(notes.topics().expect("no dir yet"), Vec::<String>::new());
        for (i, line) in ["eggs", "milk", "bread"].into_iter().enumerate() {
            let appended = notes
                .append("groceries".into(), line.into())
                .expect("append");
            assert_eq!(appended.line_number, i as u64 + 1);
        }
        let page = notes.read("groceries".into(), Some(2)).expect("read");
        assert_eq!(
            (page.lines, page.total),
            (vec!["milk".to_owned(), "bread".to_owned()], 3)
        );
        assert_eq!(notes.topics().expect("list"), ["groceries"]);
    }

    #[test]
    fn bad_topics_and_lines_say_what_to_write() {
        let dir = tempfile::tempdir().expect("temp dir");
        let notes = FileNotes::new(dir.path());
        let escape = notes
            .append("../etc".into(), "x".into())
            .expect_err("not a topic");
        assert!(
            escape.to_string().contains("like \"groceries\""),
            "{escape}"
        );
        let multi = notes
            .append("a".into(), "one\ntwo".into())
            .expect_err("two lines");
        assert!(multi.to_string().contains("once per line"), "{multi}");
    }
}
