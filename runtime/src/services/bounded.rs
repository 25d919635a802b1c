//! Bounds shared by the services that wait on the outside world: a timeout
//! capped by the script's deadline, and text capped to a byte size.

use std::time::Duration;

use cordis_toolset_catalog::ServiceError;

use crate::deadline;

/// `requested`, shortened to the time left before the calling script's
/// deadline. Fails at once when that deadline has already passed.
pub(crate) fn timeout(requested: Duration, service: &str) -> Result<Duration, ServiceError> {
    match deadline::remaining() {
        Some(left) if left.is_zero() => Err(ServiceError::new(format!(
            "script deadline reached before {service} could run; \
             do less work per call, or split it across several tool calls"
        ))),
        Some(left) => Ok(requested.min(left)),
        None => Ok(requested),
    }
}

/// Bytes collected up to a cap; bytes past the cap are counted as
/// truncation, not stored.
#[derive(Debug, Default)]
pub(crate) struct Capped {
    bytes: Vec<u8>,
    cap: usize,
    truncated: bool,
}

impl Capped {
    /// An empty buffer that keeps at most `cap` bytes.
    pub(crate) fn new(cap: usize) -> Self {
        Self {
            bytes: Vec::new(),
            cap,
            truncated: false,
        }
    }

    /// Keeps as much of `chunk` as fits; flags truncation for the rest.
    pub(crate) fn push(&mut self, chunk: &[u8]) {
        let room = self.cap.saturating_sub(self.bytes.len());
        if chunk.len() > room {
            self.truncated = true;
        }
        self.bytes
            .extend_from_slice(&chunk[..chunk.len().min(room)]);
    }

    /// Whether the buffer is full (further bytes only count as truncation).
    #[cfg(any(feature = "web", test))]
    pub(crate) fn is_full(&self) -> bool {
        self.bytes.len() >= self.cap
    }

    /// Whether bytes were cut off.
    #[cfg(feature = "web")]
    pub(crate) fn is_truncated(&self) -> bool {
        self.truncated
    }

    /// Marks the buffer as truncated (the source had more than was read).
    #[cfg(feature = "web")]
    pub(crate) fn mark_truncated(&mut self) {
        self.truncated = true;
    }

    /// The text (invalid UTF-8 replaced by U+FFFD; a character cut in half
    /// at the cap is dropped) and whether anything was cut off.
    pub(crate) fn text(&self) -> (String, bool) {
        let mut end = self.bytes.len();
        if self.truncated {
            // Drop an incomplete UTF-8 sequence left at the cut.
            if let Err(e) = std::str::from_utf8(&self.bytes)
                && e.error_len().is_none()
            {
                end = e.valid_up_to();
            }
        }
        (
            String::from_utf8_lossy(&self.bytes[..end]).into_owned(),
            self.truncated,
        )
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use std::time::Instant;

    #[test]
    fn timeout_is_capped_by_deadline() {
        let requested = Duration::from_secs(60);
        assert_eq!(timeout(requested, "bash").unwrap(), requested);
        let got = deadline::scope(Instant::now() + Duration::from_secs(2), || {
            timeout(requested, "bash")
        })
        .unwrap();
        assert!(got <= Duration::from_secs(2), "{got:?}");
    }

    #[test]
    fn passed_deadline_fails_at_once() {
        let err = deadline::scope(Instant::now() - Duration::from_millis(1), || {
            timeout(Duration::from_secs(1), "bash")
        })
        .unwrap_err();
        assert!(
            err.message().starts_with("script deadline reached"),
            "{err}"
        );
    }

    #[test]
    fn capped_keeps_prefix_and_flags_rest() {
        let mut c = Capped::new(5);
        c.push(b"abc");
        assert!(!c.is_full());
        c.push(b"defgh");
        assert!(c.is_full());
        assert_eq!(c.text(), ("abcde".to_owned(), true));
    }

    #[test]
    fn cut_character_is_dropped() {
        let mut c = Capped::new(4);
        c.push("abé!".as_bytes()); // é is two bytes: a b 0xC3 0xA9 !
        c.push("x".as_bytes());
        assert_eq!(c.text(), ("abé".to_owned(), true));
        let mut c = Capped::new(3);
        c.push("abé".as_bytes());
        assert_eq!(c.text(), ("ab".to_owned(), true));
    }
}
