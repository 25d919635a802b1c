//! Code the parser refuses where the model's meaning is plain is edited
//! and parsed again: a reserved word written as a map key is quoted
//! ([`keys`](super::keys)), and a `try`/`catch` written as a value is made
//! a block that gives it ([`try_values`](super::try_values)). Each edit is
//! an [`Edit`] of the code as written, so messages still quote the
//! model's own lines.

use rhai::ParseError;

use crate::sandbox::rewrite::splice::{self, Edit, written_column};
use crate::sandbox::rewrite::{keys, try_values};

/// At most this many edits are made in one code (a key's quotes are two, a
/// `try`'s six).
const MAX_EDITS: usize = 128;

/// The edits `source` needs for `compile` to accept it, and what `compile`
/// made of the edited code; the parse error (of the code as edited so far,
/// with that code) when the code fails for another reason.
pub(crate) fn parsed<T>(
    source: &str,
    mut compile: impl FnMut(&str) -> Result<T, ParseError>,
) -> Result<(Vec<Edit>, T), (String, ParseError)> {
    let mut edits: Vec<Edit> = Vec::new();
    loop {
        let (text, inserts) =
            splice::apply(source, edits.clone()).unwrap_or_else(|| (source.to_owned(), Vec::new()));
        let error = match compile(&text) {
            Ok(compiled) => return Ok((edits, compiled)),
            Err(error) => error,
        };
        let more: Vec<(usize, usize, &'static str)> = if edits.len() >= MAX_EDITS {
            Vec::new()
        } else if let Some((line, column, width)) = keys::key_at(&text, &error) {
            vec![(line, column, "\""), (line, column + width, "\"")]
        } else {
            try_values::at(&text, &error).unwrap_or_default()
        };
        if more.is_empty() {
            return Err((text, error));
        }
        for (line, column, text) in more {
            edits.push(Edit {
                line,
                column: written_column(&inserts, line, column),
                text: text.into(),
            });
        }
    }
}
