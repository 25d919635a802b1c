//! The sandbox's rewrites of model code, and how positions map back.
//!
//! Before a mount runs, two habits of a model that Rhai reads otherwise are
//! rewritten into what the model meant: calls of function values (`f(x)`
//! to `f.call(x)`, [`closure_calls`](super::closure_calls)) and a
//! `try`/`catch` that ends a function, whose catch block's value Rhai drops
//! ([`tails`](super::tails)). Where the parser refuses the code, a
//! reserved word written as a map key is quoted and a `try`/`catch`
//! written as a value made a block that gives it
//! ([`reparse`](super::reparse)). And every assignment into a container is
//! routed through the accounting of what it adds
//! ([`assigns`](super::assigns)). All only insert text, as [`Edit`]s that
//! [`apply`] makes. Messages quote the code as written, so every insertion
//! is recorded, and [`written_column`] maps a column of the running code
//! back.

use std::borrow::Cow;

/// Text to insert before the character at (1-based) `line` and `column`
/// (in characters) of the code as written.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Edit {
    pub(crate) line: usize,
    pub(crate) column: usize,
    pub(crate) text: Cow<'static, str>,
}

/// Where the sandbox inserted text into code as written: the line, the
/// column the insertion starts at (in the written code) and its width in
/// characters.
pub(crate) type Insert = (usize, usize, usize);

/// The insertions into one code, in order.
pub(crate) type Inserts = Vec<Insert>;

/// `source` with `edits` inserted; `None` when there are none.
pub(crate) fn apply(source: &str, mut edits: Vec<Edit>) -> Option<(String, Inserts)> {
    if edits.is_empty() {
        return None;
    }
    edits.sort_unstable();
    edits.dedup();
    let mut lines: Vec<String> = source.split('\n').map(str::to_owned).collect();
    let mut inserts = Vec::new();
    // From the end, so that earlier positions stay valid.
    for edit in edits.iter().rev() {
        let Some(text) = lines.get_mut(edit.line.wrapping_sub(1)) else {
            continue;
        };
        let at = if edit.column == text.chars().count() + 1 {
            text.len()
        } else {
            match text.char_indices().nth(edit.column.wrapping_sub(1)) {
                Some((at, _)) => at,
                None => continue,
            }
        };
        text.insert_str(at, &edit.text);
        inserts.push((edit.line, edit.column, edit.text.chars().count()));
    }
    inserts.reverse();
    Some((lines.join("\n"), inserts))
}

/// The (1-based) line and column of each of `chars`, as [`Edit`]s and
/// the parser count them.
pub(crate) fn places(chars: &[char]) -> Vec<(usize, usize)> {
    let (mut line, mut column) = (1, 1);
    chars
        .iter()
        .map(|c| {
            let here = (line, column);
            if *c == '\n' {
                line += 1;
                column = 1;
            } else {
                column += 1;
            }
            here
        })
        .collect()
}

/// The column in the written code of column `column` (1-based, in
/// characters) of line `line` of the rewritten code. A column inside an
/// inserted text maps to where the insertion went in.
pub(crate) fn written_column(
    inserts: &[(usize, usize, usize)],
    line: usize,
    column: usize,
) -> usize {
    let mut shift = 0;
    for &(_, at, width) in inserts.iter().filter(|(l, ..)| *l == line) {
        // Where this insertion starts in the rewritten line.
        let start = at + shift;
        if column >= start + width {
            shift += width;
        } else if column >= start {
            return at;
        } else {
            break;
        }
    }
    column - shift
}
