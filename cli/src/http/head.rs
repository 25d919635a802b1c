//! A connection's first request head, read before hyper sees the
//! connection, to tell whether it is *proven*: whether that head carries
//! the bearer token. Only proven connections may take the server's capped
//! pool of open connections (see the module docs of [`super`]).
//!
//! [`read`] reads at most [`MAX_HEAD`] bytes, until the head is whole, and
//! parses it with `httparse`, the parser hyper itself uses; [`Prefixed`]
//! then gives hyper those bytes again before the rest of the stream, so
//! hyper serves the request as if nothing had read it first. The token is
//! checked again by every request's route: being proven only decides which
//! pool a connection waits in, never what it may do.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, ReadBuf};

use super::token::Tokens;

/// The most bytes read for a first head. A longer head is not proven; hyper
/// answers it 431 (its buffer for an unproven connection is this size).
pub const MAX_HEAD: usize = 16 * 1024;

/// The most headers a first head may have (hyper's default too); a head
/// with more is not proven, and hyper answers it 431.
const MAX_HEADERS: usize = 100;

/// How many bytes one read asks for.
const CHUNK: usize = 4096;

/// A connection's first head, as read by [`read`].
#[derive(Debug, PartialEq, Eq)]
pub struct FirstHead {
    /// Every byte read: the head, maybe the start of its body or of the
    /// next request; hyper gets them first ([`Prefixed`]).
    pub bytes: Vec<u8>,
    /// Whether the head is whole, parses and carries the token.
    pub proven: bool,
}

/// Reads `stream` until its first request head is whole, it holds
/// [`MAX_HEAD`] bytes, or it does not parse; `None` if the stream ends
/// first. No deadline here: the caller puts one around it.
pub async fn read<S>(stream: &mut S, token: &Tokens) -> io::Result<Option<FirstHead>>
where
    S: AsyncRead + Unpin,
{
    let mut bytes = Vec::with_capacity(CHUNK);
    let mut chunk = [0u8; CHUNK];
    loop {
        let room = (MAX_HEAD - bytes.len()).min(CHUNK);
        let read = stream.read(&mut chunk[..room]).await?;
        if read == 0 {
            return Ok(None);
        }
        bytes.extend_from_slice(&chunk[..read]);
        match proven(&bytes, token) {
            Some(proven) => return Ok(Some(FirstHead { bytes, proven })),
            None if bytes.len() >= MAX_HEAD => {
                return Ok(Some(FirstHead {
                    bytes,
                    proven: false,
                }));
            }
            None => {}
        }
    }
}

/// Whether the request head at the start of `bytes` carries the token, or
/// `None` while the head is not whole. A head that does not parse is not
/// proven (hyper answers it 400).
fn proven(bytes: &[u8], token: &Tokens) -> Option<bool> {
    let mut headers = [httparse::EMPTY_HEADER; MAX_HEADERS];
    let mut request = httparse::Request::new(&mut headers);
    match request.parse(bytes) {
        Ok(httparse::Status::Complete(_)) => Some(
            token
                .authorizes_values(
                    request
                        .headers
                        .iter()
                        .filter(|header| header.name.eq_ignore_ascii_case("authorization"))
                        .map(|header| header.value),
                )
                .is_some(),
        ),
        Ok(httparse::Status::Partial) => None,
        Err(_) => Some(false),
    }
}

/// A stream that yields `prefix` before the bytes of `inner`, and writes
/// to `inner`: a connection whose first bytes [`read`] has taken, handed to
/// hyper whole.
#[derive(Debug)]
pub struct Prefixed<S> {
    prefix: Vec<u8>,
    at: usize,
    inner: S,
}

impl<S> Prefixed<S> {
    /// `inner`, with `prefix` read first.
    pub fn new(prefix: Vec<u8>, inner: S) -> Self {
        Self {
            prefix,
            at: 0,
            inner,
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Prefixed<S> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        if this.at < this.prefix.len() {
            let rest = &this.prefix[this.at..];
            let n = rest.len().min(buf.remaining());
            buf.put_slice(&rest[..n]);
            this.at += n;
            if this.at == this.prefix.len() {
                // Given back whole: free it.
                this.prefix = Vec::new();
                this.at = 0;
            }
            return Poll::Ready(Ok(()));
        }
        Pin::new(&mut this.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Prefixed<S> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().inner).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().inner).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::AsyncWriteExt;

    const TOKEN: &str = "s3cret-token-for-tests";

    fn token() -> Tokens {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("token");
        std::fs::write(&path, TOKEN).unwrap();
        Tokens::from_file(&path, false).unwrap()
    }

    fn head(authorization: Option<&str>) -> String {
        let mut head = String::from("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n");
        if let Some(value) = authorization {
            head.push_str(&format!("Authorization: {value}\r\n"));
        }
        head + "Content-Length: 2\r\n\r\n{}"
    }

    /// What [`read`] makes of `parts`, written one by one with a pause
    /// between them so each arrives in a read of its own.
    async fn read_parts(parts: &[&[u8]]) -> Option<FirstHead> {
        let (mut client, mut server) = tokio::io::duplex(64 * 1024);
        let parts: Vec<Vec<u8>> = parts.iter().map(|part| part.to_vec()).collect();
        let writer = tokio::spawn(async move {
            for part in parts {
                client.write_all(&part).await.unwrap();
                tokio::time::sleep(std::time::Duration::from_millis(10)).await;
            }
            // Dropped: the server side reads what is left, then the end.
            drop(client);
        });
        let first = read(&mut server, &token()).await.unwrap();
        writer.await.unwrap();
        first
    }

    #[tokio::test]
    async fn a_head_with_the_token_is_proven_even_split_across_reads() {
        let whole = head(Some(&format!("Bearer {TOKEN}")));
        for at in [1, 20, 40, whole.find("\r\n\r\n").unwrap() + 2] {
            let (a, b) = whole.as_bytes().split_at(at);
            let first = read_parts(&[a, b]).await.unwrap();
            assert!(first.proven, "split at {at}");
            assert_eq!(first.bytes, whole.as_bytes(), "every byte read is kept");
        }
    }

    #[tokio::test]
    async fn a_head_without_the_right_token_is_not_proven() {
        for authorization in [None, Some("Bearer nope"), Some(TOKEN)] {
            let whole = head(authorization);
            let first = read_parts(&[whole.as_bytes()]).await.unwrap();
            assert!(!first.proven, "{authorization:?}");
            assert_eq!(first.bytes, whole.as_bytes());
        }
        let twice = format!(
            "GET /mcp HTTP/1.1\r\nAuthorization: Bearer {TOKEN}\r\nAuthorization: Bearer {TOKEN}\r\n\r\n"
        );
        assert!(!read_parts(&[twice.as_bytes()]).await.unwrap().proven);
        let garbage = b"\x16\x03\x01 not http\r\n\r\n";
        assert!(!read_parts(&[garbage]).await.unwrap().proven);
    }

    #[tokio::test]
    async fn an_over_long_head_stops_being_read_at_the_bound() {
        let padding = format!("X-Pad: {}\r\n", "a".repeat(1000));
        let long = format!(
            "GET /mcp HTTP/1.1\r\n{}Authorization: Bearer {TOKEN}\r\n\r\n",
            padding.repeat(20)
        );
        let first = read_parts(&[long.as_bytes()]).await.unwrap();
        assert!(!first.proven);
        assert_eq!(first.bytes.len(), MAX_HEAD);
        assert_eq!(first.bytes, long.as_bytes()[..MAX_HEAD]);
    }

    #[tokio::test]
    async fn a_stream_that_ends_before_its_head_is_whole_reads_as_none() {
        assert_eq!(read_parts(&[]).await, None);
        assert_eq!(
            read_parts(&[b"GET /mcp HTTP/1.1\r\nHost: x\r\n"]).await,
            None
        );
    }

    #[tokio::test]
    async fn prefixed_gives_the_prefix_then_the_stream_and_writes_through() {
        let (mut client, server) = tokio::io::duplex(1024);
        let mut prefixed = Prefixed::new(b"first ".to_vec(), server);
        client.write_all(b"then the rest").await.unwrap();
        client.shutdown().await.unwrap();
        let mut read = String::new();
        prefixed.read_to_string(&mut read).await.unwrap();
        assert_eq!(read, "first then the rest");
        prefixed.write_all(b"answer").await.unwrap();
        drop(prefixed);
        let mut answer = String::new();
        client.read_to_string(&mut answer).await.unwrap();
        assert_eq!(answer, "answer");
    }
}
