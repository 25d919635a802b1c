//! Text from plugins made safe for the operator's terminal and log: every
//! control character written as an escape, so a line stays one line and no
//! terminal sequence reaches the operator.

/// `text` with its control characters (newlines, ESC, DEL, C1 …) escaped
/// as Rust writes them in a string literal (`\n`, `\u{1b}`); everything
/// else unchanged.
///
/// ```
/// use cordis_toolset_cli::escape::escape_line;
/// assert_eq!(escape_line("a\nb\u{1b}[2J"), "a\\nb\\u{1b}[2J");
/// ```
pub fn escape_line(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::escape_line;

    #[test]
    fn control_characters_are_escaped_and_the_rest_kept() {
        assert_eq!(escape_line("plain ü 日本"), "plain ü 日本");
        assert_eq!(
            escape_line("x\r\ncordis-cli: fake\u{7}\u{9b}"),
            "x\\r\\ncordis-cli: fake\\u{7}\\u{9b}"
        );
    }
}
