//! How big a tool's result may be: its blocks are bounded, and what is cut
//! ends with a visible marker `… [truncated: N more bytes]`.
//!
//! (Reading a script's return value into a result is the sandbox's:
//! `sandbox/facade/result.rs`.)

use super::ContentBlock;

/// Bounds the total size of `blocks` ([`ContentBlock::size`]) to `max_bytes`.
///
/// Blocks are kept in order while they fit. A text block that crosses the
/// bound is cut at a character boundary and ends with
/// `… [truncated: N more bytes]`, where `N` counts every byte dropped (from
/// that block and the blocks after it, which are dropped). Any other block
/// (an image, a resource) cannot be cut without breaking it: one that
/// crosses the bound is dropped with the rest, and the marker comes as a
/// text block of its own, naming the kind that did not fit. The marker
/// itself is not counted against the bound.
pub fn bound(blocks: Vec<ContentBlock>, max_bytes: usize) -> Vec<ContentBlock> {
    let total: usize = blocks.iter().map(ContentBlock::size).sum();
    if total <= max_bytes {
        return blocks;
    }
    let mut used = 0;
    let mut out = Vec::new();
    for block in blocks {
        let room = max_bytes - used;
        let size = block.size();
        if size <= room {
            used += size;
            out.push(block);
            continue;
        }
        let ContentBlock::Text { mut text } = block else {
            out.push(ContentBlock::text(format!(
                "… [truncated: {} more bytes; one {} block of {size} bytes did not fit in the result's {max_bytes} bytes]",
                total - used,
                block.kind()
            )));
            break;
        };
        let mut cut = room;
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        text.truncate(cut);
        used += cut;
        text.push_str(&format!("… [truncated: {} more bytes]", total - used));
        out.push(ContentBlock::Text { text });
        break;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn oversized_text_is_cut_with_a_marker() {
        let blocks = vec![ContentBlock::text("abcdef"), ContentBlock::text("ghij")];
        assert_eq!(
            bound(blocks.clone(), 8),
            vec![
                ContentBlock::text("abcdef"),
                ContentBlock::text("gh… [truncated: 2 more bytes]")
            ]
        );
        assert_eq!(
            bound(blocks.clone(), 4),
            vec![ContentBlock::text("abcd… [truncated: 6 more bytes]")]
        );
        assert_eq!(bound(blocks.clone(), 10), blocks);
    }

    #[test]
    fn truncation_never_splits_a_character() {
        // "é" is two bytes: a cut at byte 3 must back off to 2.
        let out = bound(vec![ContentBlock::text("aéé")], 4);
        assert_eq!(
            out,
            vec![ContentBlock::text("aé… [truncated: 2 more bytes]")]
        );
    }

    #[test]
    fn a_block_that_cannot_be_cut_is_dropped_with_a_marker() {
        let image = ContentBlock::Image {
            data: "aGVsbG8=".into(),
            mime_type: "image/png".into(),
        };
        let blocks = vec![ContentBlock::text("abc"), image.clone()];
        assert_eq!(bound(blocks.clone(), 20), blocks);
        assert_eq!(
            bound(blocks, 10),
            vec![
                ContentBlock::text("abc"),
                ContentBlock::text(
                    "… [truncated: 17 more bytes; one image block of 17 bytes did not fit in the result's 10 bytes]"
                )
            ]
        );
    }
}
