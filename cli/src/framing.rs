//! The stdio framing in front of rmcp: one JSON-RPC message per line,
//! checked before rmcp sees it, so that every malformed line gets a JSON-RPC
//! error (rmcp drops oversized, non-UTF-8 and unparsable lines silently).
//!
//! A line is refused when it is longer than [`MAX_MESSAGE_BYTES`]
//! (`-32600`, read past without being buffered), is not UTF-8, nests arrays
//! and objects deeper than [`MAX_DEPTH`] (checked by a scan, no recursion),
//! or is not JSON (`-32700`), or is JSON but no request rmcp can read
//! (`-32600`; rmcp itself would answer without the id). Every refusal
//! carries the request's id when it has one: a line that does not parse
//! gets its top-level `"id"` from [`IdScan`], a linear scan of the raw
//! bytes (the whole line, an over-long one too, as it streams past); the
//! others get `id: null`. The session goes on. Good lines
//! reach rmcp unchanged through an in-memory pipe; its replies and the
//! refusals are written to the real output whole lines at a time, so they
//! never interleave and nothing but protocol reaches stdout.

use std::io;

use rmcp::model::ClientJsonRpcMessage;
use serde_json::{Value, json};
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
        "the message is not an MCP request ({0}); a request looks like {{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{{}}}}"
    )]
    NotRequest(#[source] serde_json::Error),
}

/// A refused line: why, and the request's id when one could be read.
#[derive(Debug)]
pub struct Refusal {
    /// Why the line was refused.
    pub error: FrameError,
    /// The request's `id` (a string or number) when the line has one;
    /// the response then carries it, so the client stops waiting for it.
    pub id: Option<Value>,
}

impl FrameError {
    /// The JSON-RPC error code of this refusal.
    pub fn code(&self) -> i32 {
        match self {
            FrameError::TooLong { .. } | FrameError::NotRequest(_) => INVALID_REQUEST,
            FrameError::NotUtf8 { .. } | FrameError::TooDeep | FrameError::NotJson(_) => {
                PARSE_ERROR
            }
        }
    }
}

impl Refusal {
    /// The JSON-RPC error response, one line with its newline: with the
    /// request's id when there is one, else `id: null`.
    pub fn response(&self) -> Vec<u8> {
        let error = &self.error;
        let kind = if error.code() == PARSE_ERROR {
            "Parse error"
        } else {
            "Invalid Request"
        };
        let response = json!({
            "jsonrpc": "2.0",
            "id": self.id.clone().unwrap_or(Value::Null),
            "error": { "code": error.code(), "message": format!("{kind}: {error}") },
        });
        let mut line = response.to_string().into_bytes();
        line.push(b'\n');
        line
    }
}

/// Checks one line (without its newline): UTF-8, nesting depth, JSON, and
/// that a request (a message with an id and no result) is one rmcp reads.
/// Notifications and responses pass: JSON-RPC never answers them.
pub fn check(line: &[u8]) -> Result<(), Refusal> {
    // A line that does not parse gets the id a scan of its bytes finds.
    let unparsed = |error| Refusal {
        error,
        id: IdScan::of(line),
    };
    let text = std::str::from_utf8(line).map_err(|e| {
        unparsed(FrameError::NotUtf8 {
            offset: e.valid_up_to(),
        })
    })?;
    let text = text.strip_prefix(BOM).unwrap_or(text);
    if depth(text.as_bytes()) > MAX_DEPTH {
        return Err(unparsed(FrameError::TooDeep));
    }
    let source = match serde_json::from_str::<ClientJsonRpcMessage>(text) {
        Ok(_) => return Ok(()),
        Err(error) if error.is_data() => error,
        Err(error) => return Err(unparsed(FrameError::NotJson(error))),
    };
    let value: Value =
        serde_json::from_str(text).map_err(|error| unparsed(FrameError::NotJson(error)))?;
    let has = |key: &str| value.get(key).is_some();
    if !has("id") && has("method") || has("result") || has("error") {
        return Ok(());
    }
    Err(Refusal {
        error: FrameError::NotRequest(source),
        id: value.get("id").filter(|id| is_id(id)).cloned(),
    })
}

/// Whether `value` can be a JSON-RPC request id (a string or a number).
fn is_id(value: &Value) -> bool {
    value.is_string() || value.is_number()
}

/// The longest `id` value, in bytes as written, that [`IdScan`] keeps:
/// 1 KiB, far above any id a client makes (a counter or a UUID); a longer
/// one is not read (the refusal then has `id: null`), so the scan holds at
/// most this much whatever the line.
const MAX_ID_BYTES: usize = 1024;

/// Finds the top-level `"id"` of a line that does not parse (too long, not
/// UTF-8, too deep, a bad escape, cut off, ...), so its refusal can carry
/// the id the client waits on.
///
/// It reads raw bytes one at a time, with no recursion: it follows strings
/// and their escapes and counts nesting, and takes the value of the key
/// `id` only at depth 1 of a top-level object, when that value is a JSON
/// string or number (as a parsed line's id must be). An `"id"` nested
/// deeper, or inside a string, is not taken; when the key appears more than
/// once the last one counts, as in a parsed object. Each byte costs O(1)
/// and the scan keeps at most [`MAX_ID_BYTES`] of it, so it is linear in
/// time and constant in memory: an over-long line is fed to it whole, chunk
/// by chunk, as it is read past (no prefix or suffix cut is needed).
#[derive(Debug, Default)]
pub struct IdScan {
    /// Arrays and objects open around the current byte.
    depth: usize,
    in_string: bool,
    escaped: bool,
    at: At,
    /// The first top-level value ended, or it is no object: nothing after it counts.
    done: bool,
    /// The key or id value being read, as written (kept up to
    /// [`MAX_ID_BYTES`] + 1 bytes: past that, it is too long to take).
    token: Vec<u8>,
    /// The id found so far.
    id: Option<Value>,
}

/// Where an [`IdScan`] is in the top-level object (depth 1).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
enum At {
    /// Before the top-level value.
    #[default]
    Start,
    /// Where a key may start.
    Key,
    /// Inside a key's string.
    InKey,
    /// After a key, before its `:`; `id` says whether the key is `id`.
    Colon { id: bool },
    /// After the `:`, before the value.
    Value { id: bool },
    /// Inside the string value of an `id` key.
    IdString,
    /// Inside the number value of an `id` key.
    IdNumber,
    /// Inside or after another value, before the next `,`.
    Other,
}

impl IdScan {
    /// The top-level id of `line`, if it has one.
    pub fn of(line: &[u8]) -> Option<Value> {
        let mut scan = Self::default();
        scan.feed(line);
        scan.finish()
    }

    /// Reads the next bytes of the line.
    pub fn feed(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            if self.done {
                return;
            }
            self.byte(byte);
        }
    }

    /// The id found, once the whole line was fed.
    pub fn finish(mut self) -> Option<Value> {
        if self.at == At::IdNumber {
            self.take_id();
        }
        self.id
    }

    fn byte(&mut self, byte: u8) {
        if self.in_string {
            if matches!(self.at, At::InKey | At::IdString) {
                self.keep(byte);
            }
            if self.escaped {
                self.escaped = false;
            } else if byte == b'\\' {
                self.escaped = true;
            } else if byte == b'"' {
                self.in_string = false;
                self.string_ended();
            }
            return;
        }
        if self.at == At::IdNumber {
            if matches!(byte, b'0'..=b'9' | b'-' | b'+' | b'.' | b'e' | b'E') {
                self.keep(byte);
                return;
            }
            self.take_id();
            self.at = At::Other;
        }
        let top = self.depth == 1;
        match (byte, self.at) {
            (b'"', _) => {
                self.in_string = true;
                match self.at {
                    At::Key if top => self.start_token(byte, At::InKey),
                    At::Value { id: true } if top => self.start_token(byte, At::IdString),
                    At::Value { id: false } if top => self.at = At::Other,
                    _ => {}
                }
            }
            (b'{', At::Start) => {
                self.depth = 1;
                self.at = At::Key;
            }
            // Whitespace, and the BOM's bytes before the value.
            (_, At::Start) if byte.is_ascii_whitespace() || byte >= 0x80 => {}
            // The top-level value is no object: it has no id.
            (_, At::Start) => self.done = true,
            (b'{' | b'[', _) => {
                if top && matches!(self.at, At::Value { .. }) {
                    self.at = At::Other;
                }
                self.depth = self.depth.saturating_add(1);
            }
            (b'}' | b']', _) => {
                self.depth = self.depth.saturating_sub(1);
                self.done = self.depth == 0;
            }
            (b',', _) if top => self.at = At::Key,
            (b':', At::Colon { id }) if top => {
                if id {
                    // The last `id` key counts, even when its value is no id.
                    self.id = None;
                }
                self.at = At::Value { id };
            }
            (b'-' | b'0'..=b'9', At::Value { id: true }) if top => {
                self.start_token(byte, At::IdNumber);
            }
            (_, At::Value { .. }) if top && !byte.is_ascii_whitespace() => self.at = At::Other,
            _ => {}
        }
    }

    /// Starts reading a key or an id value at `byte`, in state `at`.
    fn start_token(&mut self, byte: u8, at: At) {
        self.token.clear();
        self.keep(byte);
        self.at = at;
    }

    fn keep(&mut self, byte: u8) {
        if self.token.len() <= MAX_ID_BYTES {
            self.token.push(byte);
        }
    }

    fn string_ended(&mut self) {
        match self.at {
            At::InKey => {
                let id = self.token == b"\"id\""
                    || self.token.contains(&b'\\')
                        && self.token.len() <= MAX_ID_BYTES
                        && serde_json::from_slice::<String>(&self.token)
                            .is_ok_and(|key| key == "id");
                self.at = At::Colon { id };
            }
            At::IdString => {
                self.take_id();
                self.at = At::Other;
            }
            _ => {}
        }
    }

    /// Takes the id value just read, when it is a whole string or number.
    fn take_id(&mut self) {
        if self.token.len() <= MAX_ID_BYTES {
            self.id = serde_json::from_slice::<Value>(&self.token)
                .ok()
                .filter(is_id);
        }
    }
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
    /// A line longer than the limit, read to its end without being kept:
    /// its length and the id found in it.
    TooLong(usize, Option<Value>),
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
        // Past the limit, the line is scanned for its id instead of kept.
        let mut scan: Option<IdScan> = None;
        loop {
            let available = self.input.fill_buf().await?;
            if available.is_empty() {
                // A last line without a newline still counts as a line.
                return Ok(match (seen, line.is_empty()) {
                    (0, true) => Read::Eof,
                    (_, true) if seen > 0 => Read::TooLong(seen, scan.and_then(IdScan::finish)),
                    _ => Read::Line(line),
                });
            }
            let newline = available.iter().position(|&b| b == b'\n');
            let take = newline.map_or(available.len(), |at| at + 1);
            let content = newline.unwrap_or(available.len());
            seen = seen.saturating_add(content);
            if seen > self.max {
                let scan = scan.get_or_insert_with(|| {
                    let mut scan = IdScan::default();
                    scan.feed(&line);
                    scan
                });
                scan.feed(&available[..content]);
                line = Vec::new();
            } else {
                line.extend_from_slice(&available[..content]);
            }
            self.input.consume(take);
            if newline.is_some() {
                if seen > self.max {
                    return Ok(Read::TooLong(seen, scan.and_then(IdScan::finish)));
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
                    Ok(Read::TooLong(bytes, id)) => Refusal {
                        error: FrameError::TooLong {
                            bytes,
                            max: max_bytes,
                        },
                        id,
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

        // When stdout fails (the client closed its end), nothing more can
        // be answered: stop reading, so rmcp sees the end of its input and
        // the session ends instead of serving into a closed pipe.
        let stop_input = input.abort_handle();
        let mut output = output;
        let writer = tokio::spawn(async move {
            let mut written = Ok(());
            while let Some(line) = queue.recv().await {
                written = write_line(&mut output, &line).await;
                if written.is_err() {
                    stop_input.abort();
                    break;
                }
            }
            written
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

/// Writes one whole line and flushes it.
async fn write_line<W: AsyncWrite + Unpin>(output: &mut W, line: &[u8]) -> io::Result<()> {
    output.write_all(line).await?;
    output.flush().await
}

#[cfg(test)]
#[path = "framing_tests.rs"]
mod tests;
