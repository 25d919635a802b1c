//! The stdio framing in front of rmcp: one JSON-RPC message per line,
//! checked before rmcp sees it, so that every malformed line gets a JSON-RPC
//! error (rmcp drops oversized, non-UTF-8 and unparsable lines silently).
//!
//! A line is refused when it is longer than [`MAX_MESSAGE_BYTES`]
//! (`-32600`, read past without being buffered), is not UTF-8, nests arrays
//! and objects deeper than [`MAX_DEPTH`] (checked by a scan, no recursion),
//! or is not JSON (`-32700`), or is JSON but no request rmcp can read
//! (`-32600`, with the request's id when it has one; rmcp itself would
//! answer without it). The other refusals have `id: null` (no id can be read
//! from a line that does not parse); the session goes on. Good lines
//! reach rmcp unchanged through an in-memory pipe; its replies and the
//! refusals are written to the real output whole lines at a time, so they
//! never interleave and nothing but protocol reaches stdout.

use std::io;

use rmcp::model::ClientJsonRpcMessage;
use serde_json::json;
use tokio::io::{
    AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader, DuplexStream, duplex,
};
use tokio::sync::mpsc;
use tokio::task::JoinHandle;

/// The longest message, in bytes without its newline, that reaches rmcp:
/// 8 MiB. Far above any legitimate request (mount code is capped at 256 KiB,
/// script strings at 1 MiB by default) and below rmcp's own silent cut.
pub const MAX_MESSAGE_BYTES: usize = 8 * 1024 * 1024;

/// The deepest nesting of arrays and objects a message may have: 100 levels,
/// below serde_json's own limit (128), which rmcp would answer with silence.
pub const MAX_DEPTH: usize = 100;

/// JSON-RPC's "Parse error" code.
const PARSE_ERROR: i32 = -32700;
/// JSON-RPC's "Invalid Request" code.
const INVALID_REQUEST: i32 = -32600;
/// The UTF-8 byte order mark, which rmcp tolerates before a message.
const BOM: &str = "\u{feff}";
/// Capacity of the in-memory pipes to and from rmcp.
const PIPE_BYTES: usize = 64 * 1024;
/// Output lines waiting to be written.
const QUEUE: usize = 64;

/// Why a line was refused.
#[derive(Debug, thiserror::Error)]
pub enum FrameError {
    /// The line is longer than the limit ([`MAX_MESSAGE_BYTES`] on stdio).
    #[error(
        "the message is {bytes} bytes long; one message may have at most {max} bytes: send less data in one message"
    )]
    TooLong {
        /// Its length, without the newline.
        bytes: usize,
        /// The limit.
        max: usize,
    },
    /// The line is not UTF-8.
    #[error(
        "the message is not valid UTF-8 (byte {offset} starts an invalid sequence); send JSON text encoded as UTF-8"
    )]
    NotUtf8 {
        /// Where the first invalid byte is.
        offset: usize,
    },
    /// Arrays and objects nest deeper than [`MAX_DEPTH`].
    #[error(
        "the message nests arrays and objects more than {MAX_DEPTH} levels deep; send data nested at most {MAX_DEPTH} levels"
    )]
    TooDeep,
    /// The line is not one JSON value.
    #[error("the message is not JSON ({0}); send one JSON-RPC message per line")]
    NotJson(#[source] serde_json::Error),
    /// The line is JSON but no MCP request (rmcp would answer without the
    /// request's id, leaving the client waiting for it).
    #[error(
        "the message is not an MCP request ({source}); a request looks like {{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{{}}}}"
    )]
    NotRequest {
        /// The request's id, when it has a valid one.
        id: Option<serde_json::Value>,
        /// Why it is not a request.
        source: serde_json::Error,
    },
}

impl FrameError {
    /// The JSON-RPC error code of this refusal.
    pub fn code(&self) -> i32 {
        match self {
            FrameError::TooLong { .. } | FrameError::NotRequest { .. } => INVALID_REQUEST,
            FrameError::NotUtf8 { .. } | FrameError::TooDeep | FrameError::NotJson(_) => {
                PARSE_ERROR
            }
        }
    }

    /// The id the response carries: the request's, when it could be read.
    fn id(&self) -> serde_json::Value {
        match self {
            FrameError::NotRequest { id: Some(id), .. } => id.clone(),
            _ => serde_json::Value::Null,
        }
    }

    /// The JSON-RPC error response, one line with its newline.
    pub fn response(&self) -> Vec<u8> {
        let kind = if self.code() == PARSE_ERROR {
            "Parse error"
        } else {
            "Invalid Request"
        };
        let response = json!({
            "jsonrpc": "2.0",
            "id": self.id(),
            "error": { "code": self.code(), "message": format!("{kind}: {self}") },
        });
        let mut line = response.to_string().into_bytes();
        line.push(b'\n');
        line
    }
}

/// Checks one line (without its newline): UTF-8, nesting depth, JSON, and
/// that a request (a message with an id and no result) is one rmcp reads.
/// Notifications and responses pass: JSON-RPC never answers them.
pub fn check(line: &[u8]) -> Result<(), FrameError> {
    let text = std::str::from_utf8(line).map_err(|e| FrameError::NotUtf8 {
        offset: e.valid_up_to(),
    })?;
    let text = text.strip_prefix(BOM).unwrap_or(text);
    if depth(text.as_bytes()) > MAX_DEPTH {
        return Err(FrameError::TooDeep);
    }
    let source = match serde_json::from_str::<ClientJsonRpcMessage>(text) {
        Ok(_) => return Ok(()),
        Err(error) if error.is_data() => error,
        Err(error) => return Err(FrameError::NotJson(error)),
    };
    let value: serde_json::Value = serde_json::from_str(text).map_err(FrameError::NotJson)?;
    let has = |key: &str| value.get(key).is_some();
    if !has("id") && has("method") || has("result") || has("error") {
        return Ok(());
    }
    let id = value
        .get("id")
        .filter(|id| id.is_string() || id.is_number())
        .cloned();
    Err(FrameError::NotRequest { id, source })
}

/// The deepest nesting of `[`/`{` outside strings, in one pass.
fn depth(text: &[u8]) -> usize {
    let (mut depth, mut deepest) = (0usize, 0usize);
    let (mut in_string, mut escaped) = (false, false);
    for &byte in text {
        if in_string {
            match byte {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match byte {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    deepest
}

/// One read from the input.
enum Read {
    /// A whole line, without its newline (and `\r`).
    Line(Vec<u8>),
    /// A line longer than the limit, read to its end without being kept.
    TooLong(usize),
    /// The input ended.
    Eof,
}

/// Reads `\n`-terminated lines, never buffering more than `max` bytes of one.
struct LineReader<R> {
    input: BufReader<R>,
    max: usize,
}

impl<R: AsyncRead + Unpin> LineReader<R> {
    async fn next(&mut self) -> io::Result<Read> {
        let mut line = Vec::new();
        let mut seen = 0usize;
        loop {
            let available = self.input.fill_buf().await?;
            if available.is_empty() {
                // A last line without a newline still counts as a line.
                return Ok(match (seen, line.is_empty()) {
                    (0, true) => Read::Eof,
                    (_, true) if seen > 0 => Read::TooLong(seen),
                    _ => Read::Line(line),
                });
            }
            let newline = available.iter().position(|&b| b == b'\n');
            let take = newline.map_or(available.len(), |at| at + 1);
            let content = newline.unwrap_or(available.len());
            seen = seen.saturating_add(content);
            if seen > self.max {
                line = Vec::new();
            } else {
                line.extend_from_slice(&available[..content]);
            }
            self.input.consume(take);
            if newline.is_some() {
                if seen > self.max {
                    return Ok(Read::TooLong(seen));
                }
                if line.last() == Some(&b'\r') {
                    line.pop();
                }
                return Ok(Read::Line(line));
            }
        }
    }
}

/// The transport to serve rmcp on: it reads the first stream and writes
/// the second.
pub type Transport = (DuplexStream, DuplexStream);

/// The tasks that move lines between the real streams and rmcp's pipes.
pub struct Framing {
    input: JoinHandle<()>,
    writer: JoinHandle<io::Result<()>>,
}

impl Framing {
    /// Frames `input` and `output` with the default [`MAX_MESSAGE_BYTES`].
    pub fn new<R, W>(input: R, output: W) -> (Self, Transport)
    where
        R: AsyncRead + Unpin + Send + 'static,
        W: AsyncWrite + Unpin + Send + 'static,
    {
        Self::with_max_bytes(input, output, MAX_MESSAGE_BYTES)
    }

    /// Frames `input` and `output`, refusing lines longer than `max_bytes`.
    pub fn with_max_bytes<R, W>(input: R, output: W, max_bytes: usize) -> (Self, Transport)
    where
        R: AsyncRead + Unpin + Send + 'static,
        W: AsyncWrite + Unpin + Send + 'static,
    {
        let (rmcp_in, mut feed) = duplex(PIPE_BYTES);
        let (rmcp_out, drain) = duplex(PIPE_BYTES);
        let (lines, mut queue) = mpsc::channel::<Vec<u8>>(QUEUE);

        let refusals = lines.clone();
        let mut reader = LineReader {
            input: BufReader::with_capacity(PIPE_BYTES, input),
            max: max_bytes,
        };
        let input = tokio::spawn(async move {
            loop {
                let refusal = match reader.next().await {
                    Ok(Read::Eof) | Err(_) => return,
                    Ok(Read::TooLong(bytes)) => FrameError::TooLong {
                        bytes,
                        max: max_bytes,
                    },
                    Ok(Read::Line(line)) if line.iter().all(u8::is_ascii_whitespace) => continue,
                    Ok(Read::Line(mut line)) => match check(&line) {
                        Ok(()) => {
                            line.push(b'\n');
                            if feed.write_all(&line).await.is_err() {
                                return;
                            }
                            continue;
                        }
                        Err(refusal) => refusal,
                    },
                };
                if refusals.send(refusal.response()).await.is_err() {
                    return;
                }
            }
        });

        tokio::spawn(async move {
            let mut drain = BufReader::new(drain);
            loop {
                let mut line = Vec::new();
                match drain.read_until(b'\n', &mut line).await {
                    Ok(0) | Err(_) => return,
                    Ok(_) => {
                        if lines.send(line).await.is_err() {
                            return;
                        }
                    }
                }
            }
        });

        let mut output = output;
        let writer = tokio::spawn(async move {
            while let Some(line) = queue.recv().await {
                output.write_all(&line).await?;
                output.flush().await?;
            }
            Ok(())
        });

        (Self { input, writer }, (rmcp_in, rmcp_out))
    }

    /// After the session ended: stops reading input and waits until every
    /// reply and refusal is written. The transport must have been dropped
    /// (rmcp drops it when the session ends).
    pub async fn finish(self) -> io::Result<()> {
        self.input.abort();
        match self.writer.await {
            Ok(result) => result,
            Err(join) => Err(io::Error::other(join)),
        }
    }
}

#[cfg(test)]
#[path = "framing_tests.rs"]
mod tests;
