//! Text the server did not write, made safe before it reaches the
//! operator: a terminal (stderr) or an approval dialog.
//!
//! Plugin code chooses names, prints, throws errors that end up in reports;
//! a line break in any of them could forge a line of the server's own
//! (`cordis-cli: …`), an escape sequence could drive the operator's
//! terminal. Everything written to stderr that carries such text goes
//! through [`tag_lines`]; every string a plugin chose that an approval
//! question shows goes through [`quoted`].
//!
//! Forwarding a child process's stderr: pass each line it wrote (already
//! tagged by the child) through [`escape_controls`] before writing it, so
//! whatever the child let through is escaped there; a line escaped once
//! reads the same escaped again.

pub use cordis_toolset::{escape_controls, printable, tag_lines};

/// `text` in double quotes, its backslashes and quotes escaped and then
/// every character that is not [`printable`] (`"a\nb"`): one line that
/// shows where the plugin's words begin and end, and cannot close the
/// quote early.
///
/// ```
/// use cordis_toolset_cli::escape::quoted;
/// assert_eq!(quoted("x\nInjects services: none"), r#""x\nInjects services: none""#);
/// assert_eq!(quoted(r#"a"b\n"#), r#""a\"b\\n""#);
/// ```
pub fn quoted(text: &str) -> String {
    let plain = text.replace('\\', "\\\\").replace('"', "\\\"");
    format!("\"{}\"", escape_controls(&plain))
}
