//! `\n`, `\t`, `\r`, `\\` and `\u00b0` between backticks do what they do
//! in a JavaScript template literal.
//!
//! Rhai keeps a backtick string's text as written, so `` `- ${x}\n` `` ends
//! in a backslash and an `n`; every model trial wrote it, and a warning (or
//! a refusal) only cost a mount. Each such escape is rewritten as an
//! interpolation of the double-quoted string Rhai does process:
//! `` `a\nb` `` runs as `` `a${"\n"}b` ``. The edits only insert text
//! inside the string, so the line numbers and every other column stay.

use std::borrow::Cow;

use crate::sandbox::rewrite::splice::{self, Edit};

/// The escapes a JavaScript template literal processes that this rewrites.
const ESCAPES: [char; 4] = ['n', 't', 'r', '\\'];

/// Where `source` is: in code (with the depth of `{` opened in it, so the
/// `}` that ends a `${` is told from one that ends a block), or in the text
/// of a backtick string.
#[derive(Clone, Copy)]
enum Mode {
    Code { depth: usize },
    Template,
}

/// The edits that make each `\n`, `\t`, `\r` and `\\` in a backtick string
/// of `source` an interpolated double-quoted string.
pub(crate) fn edits(source: &str) -> Vec<Edit> {
    let chars: Vec<char> = source.chars().collect();
    let at = splice::places(&chars);
    let mut edits = Vec::new();
    let mut modes = vec![Mode::Code { depth: 0 }];
    let mut i = 0;
    while i < chars.len() {
        let (c, next) = (chars[i], chars.get(i + 1).copied());
        let nested = modes.len() > 1;
        let Some(mode) = modes.last_mut() else {
            break;
        };
        match mode {
            Mode::Code { depth } => match (c, next) {
                ('/', Some('/')) => {
                    while i < chars.len() && chars[i] != '\n' {
                        i += 1;
                    }
                    continue;
                }
                ('/', Some('*')) => {
                    i = block_comment_end(&chars, i);
                    continue;
                }
                ('"' | '\'', _) => {
                    i = quoted_end(&chars, i);
                    continue;
                }
                ('`', _) => modes.push(Mode::Template),
                ('{', _) => *depth += 1,
                ('}', _) if *depth == 0 && nested => {
                    modes.pop();
                }
                ('}', _) => *depth = depth.saturating_sub(1),
                _ => {}
            },
            Mode::Template => match (c, next) {
                ('`', _) => {
                    modes.pop();
                }
                ('$', Some('{')) => {
                    modes.push(Mode::Code { depth: 0 });
                    i += 2;
                    continue;
                }
                ('\\', Some(escape)) if ESCAPES.contains(&escape) || unicode(&chars[i..]) => {
                    // (`\u00b0`, four hex digits, which Rhai's double-quoted
                    // string reads as JavaScript's template does.)
                    let width = if escape == 'u' { 6 } else { 2 };
                    let (line, column) = at[i];
                    edits.push(Edit {
                        line,
                        column,
                        text: Cow::Borrowed("${\""),
                    });
                    edits.push(Edit {
                        line,
                        column: column + width,
                        text: Cow::Borrowed("\"}"),
                    });
                    i += width;
                    continue;
                }
                _ => {}
            },
        }
        i += 1;
    }
    edits
}

/// Whether `chars` open with `\u` and four hex digits, a character by its
/// code (`\u00b0`, `°`).
fn unicode(chars: &[char]) -> bool {
    matches!(chars, ['\\', 'u', a, b, c, d, ..] if [a, b, c, d].iter().all(|h| h.is_ascii_hexdigit()))
}

/// The index just past the block comment opening at `start` (Rhai's nest).
fn block_comment_end(chars: &[char], start: usize) -> usize {
    let mut depth = 0usize;
    let mut i = start;
    while i < chars.len() {
        match (chars[i], chars.get(i + 1)) {
            ('/', Some('*')) => {
                depth += 1;
                i += 2;
            }
            ('*', Some('/')) => {
                depth = depth.saturating_sub(1);
                i += 2;
                if depth == 0 {
                    return i;
                }
            }
            _ => i += 1,
        }
    }
    i
}

/// The index just past the string or character literal whose quote is at
/// `start`.
fn quoted_end(chars: &[char], start: usize) -> usize {
    let quote = chars[start];
    let mut i = start + 1;
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 2,
            c if c == quote => return i + 1,
            _ => i += 1,
        }
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sandbox::rewrite::splice;

    fn rewritten(source: &str) -> String {
        splice::apply(source, edits(source)).map_or_else(|| source.to_owned(), |(text, _)| text)
    }

    #[test]
    fn escapes_between_backticks_become_interpolated_strings() {
        assert_eq!(rewritten(r"`a\nb`"), r#"`a${"\n"}b`"#);
        assert_eq!(
            rewritten(r"let s = `- ${x}\n\t${y}\\`;"),
            r#"let s = `- ${x}${"\n"}${"\t"}${y}${"\\"}`;"#
        );
        // A character by its code, `\u00b0` (trial 121's `°C`); `\u` with
        // fewer hex digits is left as written.
        assert_eq!(rewritten(r"`${t}\u00b0C`"), r#"`${t}${"\u00b0"}C`"#);
        assert_eq!(rewritten(r"`\u00g0`"), r"`\u00g0`");
        // Nested: a template inside an interpolation, and a map's braces.
        assert_eq!(
            rewritten(r"`${ #{ a: `\n` }.a }\r`"),
            r#"`${ #{ a: `${"\n"}` }.a }${"\r"}`"#
        );
    }

    #[test]
    fn other_strings_comments_and_other_escapes_are_left_as_written() {
        for source in [
            r#"let s = "a\nb";"#,
            r"let c = '`'; let d = '\n';",
            r"// `\n` in a comment",
            r"/* `\n` /* nested */ `\n` */ 1",
            r"`\d+ and \$`",
            r#""`\n`""#,
        ] {
            assert_eq!(rewritten(source), source, "{source}");
        }
    }

    #[test]
    fn lines_stay_where_they_were() {
        let source = "let a = `x\\n\ny\\t`;\nlet b = 1;";
        let text = rewritten(source);
        assert_eq!(text.lines().count(), source.lines().count());
        assert_eq!(text.lines().nth(2), Some("let b = 1;"));
    }
}
