//! The messages between `cordis-cli serve` and a worker, one JSON object a
//! line: the server writes a [`Start`], then [`Envelope`]s, on the worker's
//! stdin; the worker writes [`FromWorker`]s on its stdout. Its stderr is
//! the operator's log, forwarded line by line ([`super::host`]).
//!
//! Every type here is the runtime's own or plain data, so what crosses is
//! what the in-process [`ToolHost`](crate::host::ToolHost) returns.

use std::io::{BufRead, Read, Write};

use cordis_toolset::plugins::KeepSubject;
use cordis_toolset::progress::Progress;
use cordis_toolset::{LiveMount, MountPreview, ToolDescriptor, ToolOutput, ToolOwner};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::config::Settings;
use crate::logging::PluginLog;

/// The longest line either side reads: past it the other side is broken
/// (a tool list at `max_tools` is about 10 MB).
pub const MAX_LINE: u64 = 64 * 1024 * 1024;

/// The first line a worker reads: what to build and under which bound.
#[derive(Debug, Serialize, Deserialize)]
pub struct Start {
    /// The run's settings, as the server resolved them.
    pub settings: Settings,
    /// The HTTP session the worker serves; `None` on stdio.
    pub session: Option<u64>,
}

/// One request of the server, with the id its reply carries.
#[derive(Debug, Serialize, Deserialize)]
pub struct Envelope {
    /// Chosen by the server, unique per worker.
    pub id: u64,
    /// What is asked.
    pub request: Request,
}

/// What the server asks of a worker: the [`ToolHost`](crate::host::ToolHost)
/// methods that reach the runtime.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "ask", rename_all = "camelCase")]
pub enum Request {
    /// The live tool list.
    Tools,
    /// Call a tool.
    Call {
        /// The tool.
        name: String,
        /// Its arguments (a JSON object).
        arguments: Value,
        /// The tool whose owner to read first, for the audit line.
        owner_of: Option<String>,
    },
    /// Read mount code as `--approve` shows it.
    Preview {
        /// The code.
        code: String,
    },
    /// What `cordis_keep { id }` would write.
    KeepSubject {
        /// The mount id.
        id: String,
    },
    /// Who registered a tool.
    ToolOwner {
        /// The tool.
        name: String,
    },
    /// The refusal of a call of a tool that is not registered.
    UnknownTool {
        /// The tool.
        name: String,
    },
    /// Cancel the running [`Request::Call`] whose envelope had the id
    /// `call`: the worker acts on it as soon as it reads it (its reader
    /// never waits for a call) and answers nothing to it; the call itself
    /// is still answered, once it has stopped. An id no call runs under is
    /// ignored.
    Cancel {
        /// The call's envelope id.
        call: u64,
    },
}

/// A worker's answer to one [`Request`], of the same kind.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "answer", rename_all = "camelCase")]
pub enum Reply {
    /// To [`Request::Tools`].
    Tools {
        /// The tools.
        tools: Vec<ToolDescriptor>,
    },
    /// To [`Request::Call`]: the output (`None`: no such tool), and the
    /// mounts live after it, so the server can name them if the worker is
    /// lost later.
    Called {
        /// Who registered `owner_of`, read before the call.
        owner: Option<ToolOwner>,
        /// The tool's output.
        output: Option<ToolOutput>,
        /// The mounts made with `cordis_mount` live now.
        mounts: Vec<LiveMount>,
    },
    /// To [`Request::Preview`]; `Err` is the refusal's text.
    Preview {
        /// The preview or the error a mount would fail with.
        result: Result<MountPreview, String>,
    },
    /// To [`Request::KeepSubject`]; `Err` is the refusal's text.
    KeepSubject {
        /// The subject or the error a keep would fail with.
        result: Result<KeepSubject, String>,
    },
    /// To [`Request::ToolOwner`].
    ToolOwner {
        /// The owner, if the tool exists.
        owner: Option<ToolOwner>,
    },
    /// To [`Request::UnknownTool`].
    UnknownTool {
        /// The refusal's text.
        message: String,
    },
    /// Never sent: a [`Request::Cancel`] has no answer. Here so that every
    /// request maps to a reply kind.
    Cancelled,
}

/// A line from a worker.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum FromWorker {
    /// The runtime is built and `--plugins` loaded: requests may come.
    Ready {
        /// Each granted service's status, for the start message.
        statuses: Vec<(String, String)>,
        /// The OS limits the worker put on itself, in words.
        layers: Vec<String>,
    },
    /// The runtime could not be built; the worker exits.
    Failed {
        /// Why, as the operator reads it.
        message: String,
        /// Whether the settings are at fault (the server exits with 2).
        config: bool,
    },
    /// The answer to request `id`.
    Reply {
        /// The request's id.
        id: u64,
        /// The answer.
        reply: Reply,
    },
    /// The tool set changed.
    ToolsChanged,
    /// The running call `id` reported progress (already thinned out by
    /// the worker); sent before the call's reply.
    Progress {
        /// The call's envelope id.
        id: u64,
        /// The report.
        progress: Progress,
    },
    /// Plugin code wrote to its console, a callback failed in the
    /// background, or the plugin directory has news: the server records
    /// it in its log, in the session's span.
    Log {
        /// What to record.
        log: PluginLog,
    },
    /// Stdin closed: the runtime is disposed and the worker exits.
    Disposed {
        /// The timers that were still pending and are now stopped.
        timers: usize,
    },
}

/// Why a line could not be read.
#[derive(Debug, thiserror::Error)]
pub enum LineError {
    /// The stream failed.
    #[error("reading the pipe failed: {0}")]
    Io(#[from] std::io::Error),
    /// A line longer than [`MAX_LINE`].
    #[error("a line longer than {MAX_LINE} bytes")]
    TooLong,
    /// A line that is not the expected JSON.
    #[error("a line that is not a message: {0}")]
    Json(#[from] serde_json::Error),
}

/// Reads one message; `Ok(None)` at the end of the stream.
pub fn read<T: for<'de> Deserialize<'de>>(
    reader: &mut impl BufRead,
) -> Result<Option<T>, LineError> {
    let mut line = Vec::new();
    let read = reader
        .by_ref()
        .take(MAX_LINE)
        .read_until(b'\n', &mut line)?;
    if read == 0 {
        return Ok(None);
    }
    if line.last() != Some(&b'\n') && read as u64 == MAX_LINE {
        return Err(LineError::TooLong);
    }
    Ok(Some(serde_json::from_slice(&line)?))
}

/// Writes one message as a line and flushes it.
pub fn write<T: Serialize>(writer: &mut impl Write, message: &T) -> std::io::Result<()> {
    let mut line = serde_json::to_vec(message)?;
    line.push(b'\n');
    writer.write_all(&line)?;
    writer.flush()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn a_message_survives_the_line_and_the_end_is_none() {
        let mut buffer = Vec::new();
        let request = Envelope {
            id: 7,
            request: Request::Call {
                name: "greet".into(),
                arguments: serde_json::json!({ "who": "line\nbreak" }),
                owner_of: None,
            },
        };
        write(&mut buffer, &request).unwrap();
        assert_eq!(buffer.iter().filter(|&&b| b == b'\n').count(), 1);
        let mut reader = std::io::Cursor::new(buffer);
        let read: Envelope = read(&mut reader).unwrap().unwrap();
        assert_eq!(read.id, 7);
        assert!(matches!(read.request, Request::Call { name, .. } if name == "greet"));
        assert!(super::read::<Envelope>(&mut reader).unwrap().is_none());
    }

    #[test]
    fn every_content_kind_crosses_the_worker_line() {
        use cordis_toolset::ContentBlock;
        let blocks = [
            serde_json::json!({ "type": "text", "text": "a chart" }),
            serde_json::json!({ "type": "image", "data": "aGk=", "mimeType": "image/png" }),
            serde_json::json!({ "type": "audio", "data": "aGk=", "mimeType": "audio/wav" }),
            serde_json::json!({ "type": "resource_link", "uri": "file:///a.csv", "name": "a.csv" }),
            serde_json::json!({ "type": "resource", "resource": { "uri": "file:///a.txt", "text": "a" } }),
            serde_json::json!({ "type": "resource", "resource": { "uri": "file:///b", "mimeType": "application/zip", "blob": "AAE=" } }),
        ];
        let output = ToolOutput {
            content: blocks
                .iter()
                .map(|json| ContentBlock::from_json(json).unwrap())
                .collect(),
            structured: Some(serde_json::json!({ "n": 1 })),
            is_error: false,
        };
        let mut buffer = Vec::new();
        let reply = Reply::Called {
            owner: None,
            output: Some(output.clone()),
            mounts: Vec::new(),
        };
        write(&mut buffer, &reply).unwrap();
        let read: Reply = read(&mut std::io::Cursor::new(buffer)).unwrap().unwrap();
        assert!(
            matches!(read, Reply::Called { output: Some(back), .. } if back == output),
            "every block comes back as it went"
        );
    }

    #[test]
    fn a_cancel_and_a_progress_line_name_their_call() {
        let mut buffer = Vec::new();
        let cancel = Envelope {
            id: 9,
            request: Request::Cancel { call: 7 },
        };
        write(&mut buffer, &cancel).unwrap();
        let progress = FromWorker::Progress {
            id: 7,
            progress: Progress {
                done: 2.0,
                total: 4.0,
                message: Some("half".into()),
            },
        };
        write(&mut buffer, &progress).unwrap();
        let mut reader = std::io::Cursor::new(buffer);
        let read: Envelope = read(&mut reader).unwrap().unwrap();
        assert!(matches!(read.request, Request::Cancel { call: 7 }));
        let read: FromWorker = super::read(&mut reader).unwrap().unwrap();
        assert!(
            matches!(read, FromWorker::Progress { id: 7, progress } if progress.done == 2.0 && progress.message.as_deref() == Some("half"))
        );
    }

    #[test]
    fn a_line_that_is_not_a_message_is_an_error() {
        let mut reader = std::io::Cursor::new(b"not json\n".to_vec());
        assert!(matches!(
            read::<FromWorker>(&mut reader),
            Err(LineError::Json(_))
        ));
    }
}
