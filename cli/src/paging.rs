//! Pages of `tools/list`: [`PAGE`] tools at a time, in the registry's
//! append-only order, with an opaque cursor to the next page.
//!
//! A cursor is base64 (URL-safe, no padding) of `1.<offset>.<prefix>.<last>`:
//! how many tools were given so far, a hash of their names in order (the
//! generation of the part of the list the client has), and the name of the
//! last one. The list only grows at its end, so the next page normally
//! starts at `offset`. When the tools already given changed since (one was
//! unmounted), the page starts after `last` if that tool is still listed;
//! otherwise the cursor is refused as stale, saying to list again without
//! one (the client also got `tools/list_changed`).

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use cordis_toolset::ToolDescriptor;

/// Tools on one page of `tools/list`.
pub const PAGE: usize = 100;

/// The version written first in every cursor.
const VERSION: &str = "1";

/// A cursor this server cannot continue from.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CursorError {
    /// Not a cursor this server gave out (or one of an older version).
    #[error(
        "the cursor {cursor:?} is not one this server gave: pass the nextCursor of the previous tools/list page unchanged, or no cursor for the first page"
    )]
    Malformed {
        /// The cursor as received.
        cursor: String,
    },
    /// The tools listed before the cursor changed, and its last tool is gone.
    #[error(
        "the tool list changed since this cursor was given (the tool \"{last}\" it continues after is no longer listed): list the tools again from the first page, without a cursor"
    )]
    Stale {
        /// The last tool of the page the cursor followed.
        last: String,
    },
}

/// One page of `tools`: the tools from the cursor's position, at most
/// [`PAGE`], and the cursor of the page after, if there is one.
///
/// # Errors
/// A [`CursorError`] when `cursor` cannot be continued from.
pub fn page(
    tools: &[ToolDescriptor],
    cursor: Option<&str>,
) -> Result<(Vec<ToolDescriptor>, Option<String>), CursorError> {
    let start = match cursor {
        None => 0,
        Some(cursor) => start_of(tools, cursor)?,
    };
    let end = tools.len().min(start.saturating_add(PAGE));
    let page = tools.get(start..end).unwrap_or_default().to_vec();
    let next = (end < tools.len()).then(|| cursor_after(&tools[..end]));
    Ok((page, next))
}

/// The cursor of the page after `given`, the tools given so far.
fn cursor_after(given: &[ToolDescriptor]) -> String {
    let last = given.last().map_or("", |tool| tool.name.as_str());
    let text = format!(
        "{VERSION}.{}.{:016x}.{last}",
        given.len(),
        prefix_hash(given)
    );
    URL_SAFE_NO_PAD.encode(text)
}

/// Where the page after `cursor` starts in `tools`.
fn start_of(tools: &[ToolDescriptor], cursor: &str) -> Result<usize, CursorError> {
    let malformed = || CursorError::Malformed {
        cursor: cursor.to_owned(),
    };
    let bytes = URL_SAFE_NO_PAD.decode(cursor).map_err(|_| malformed())?;
    let text = String::from_utf8(bytes).map_err(|_| malformed())?;
    let mut parts = text.splitn(4, '.');
    let (Some(VERSION), Some(offset), Some(hash), Some(last)) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(malformed());
    };
    let offset: usize = offset.parse().map_err(|_| malformed())?;
    let hash = u64::from_str_radix(hash, 16).map_err(|_| malformed())?;
    if let Some(given) = tools.get(..offset)
        && prefix_hash(given) == hash
    {
        return Ok(offset);
    }
    match tools.iter().position(|tool| tool.name == last) {
        Some(index) => Ok(index + 1),
        None => Err(CursorError::Stale {
            last: last.to_owned(),
        }),
    }
}

/// FNV-1a over the names of `tools`, each ended by a byte no name has.
fn prefix_hash(tools: &[ToolDescriptor]) -> u64 {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut hash = OFFSET;
    for tool in tools {
        for byte in tool.name.bytes().chain(std::iter::once(0)) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(PRIME);
        }
    }
    hash
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use cordis_toolset::ToolAnnotations;

    use super::*;

    fn tools(names: impl IntoIterator<Item = String>) -> Vec<ToolDescriptor> {
        names
            .into_iter()
            .map(|name| ToolDescriptor {
                name,
                description: String::new(),
                input_schema: serde_json::json!({ "type": "object" }),
                output_schema: None,
                annotations: ToolAnnotations::default(),
            })
            .collect()
    }

    fn names(page: &[ToolDescriptor]) -> Vec<&str> {
        page.iter().map(|tool| tool.name.as_str()).collect()
    }

    /// Every page from the first, following cursors.
    fn all(list: &[ToolDescriptor]) -> Vec<String> {
        let (mut seen, mut cursor) = (Vec::new(), None);
        loop {
            let (page, next) = page(list, cursor.as_deref()).unwrap();
            assert!(page.len() <= PAGE);
            seen.extend(page.into_iter().map(|tool| tool.name));
            match next {
                Some(next) => cursor = Some(next),
                None => return seen,
            }
        }
    }

    #[test]
    fn following_cursors_gives_every_tool_once_in_order() {
        for n in [0, 1, 99, 100, 101, 250] {
            let list = tools((0..n).map(|i| format!("t{i}")));
            let expected: Vec<String> = (0..n).map(|i| format!("t{i}")).collect();
            assert_eq!(all(&list), expected, "{n} tools");
        }
        let (first, next) = page(&tools((0..100).map(|i| format!("t{i}"))), None).unwrap();
        assert_eq!(
            (first.len(), next),
            (100, None),
            "a full last page has no cursor"
        );
    }

    #[test]
    fn tools_appended_between_pages_come_on_later_pages() {
        let list = tools((0..150).map(|i| format!("t{i}")));
        let (_, cursor) = page(&list, None).unwrap();
        let grown = tools((0..160).map(|i| format!("t{i}")));
        let (rest, next) = page(&grown, cursor.as_deref()).unwrap();
        assert_eq!(names(&rest).first(), Some(&"t100"));
        assert_eq!(rest.len(), 60);
        assert_eq!(next, None);
    }

    #[test]
    fn a_removal_before_the_cursor_continues_after_its_last_tool_or_is_refused() {
        let list = tools((0..150).map(|i| format!("t{i}")));
        let (_, cursor) = page(&list, None).unwrap();
        let shrunk = tools((0..150).filter(|i| *i != 5).map(|i| format!("t{i}")));
        let (rest, _) = page(&shrunk, cursor.as_deref()).unwrap();
        assert_eq!(names(&rest).first(), Some(&"t100"));
        let gone = tools((0..150).filter(|i| *i != 99).map(|i| format!("t{i}")));
        let error = page(&gone, cursor.as_deref()).unwrap_err();
        assert_eq!(error, CursorError::Stale { last: "t99".into() });
        assert!(error.to_string().contains("without a cursor"), "{error}");
    }

    #[test]
    fn a_cursor_not_given_by_the_server_is_refused_in_words() {
        let list = tools((0..150).map(|i| format!("t{i}")));
        for bad in ["", "abc", "!!!", &URL_SAFE_NO_PAD.encode("2.100.0.t99")] {
            let error = page(&list, Some(bad)).unwrap_err();
            assert!(
                matches!(error, CursorError::Malformed { .. }),
                "{bad}: {error}"
            );
        }
    }
}
