//! Where scripts' `print`, `debug` and `console` output goes: to the
//! process's [`Console`] if one is set ([`set_console`]), else standard
//! error, tagged with the mount that wrote it, every line, with what a
//! terminal would act on escaped ([`escape_controls`], [`tag_lines`]), so a
//! script can neither forge a line of the server's own nor send the
//! operator's terminal an escape sequence. A console gets the text as the
//! script wrote it: escaping is its job.

use std::borrow::Cow;
use std::io::Write;
use std::sync::OnceLock;

use crate::sandbox::budgets::frame;
use crate::sandbox::facade::names::printable;

/// How a script wrote a line of console output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConsoleLevel {
    /// `print(text)` or `console.log(…)`.
    Log,
    /// `debug(value)`.
    Debug,
    /// `console.info(…)`.
    Info,
    /// `console.warn(…)`.
    Warn,
    /// `console.error(…)`.
    Error,
}

impl ConsoleLevel {
    /// The level's name, as stderr's tag shows it (`warn`).
    pub fn name(self) -> &'static str {
        match self {
            ConsoleLevel::Log => "log",
            ConsoleLevel::Debug => "debug",
            ConsoleLevel::Info => "info",
            ConsoleLevel::Warn => "warn",
            ConsoleLevel::Error => "error",
        }
    }

    /// The level `console.<name>` writes at.
    pub(crate) fn of_console(name: &str) -> Self {
        match name {
            "info" => ConsoleLevel::Info,
            "warn" => ConsoleLevel::Warn,
            "error" => ConsoleLevel::Error,
            _ => ConsoleLevel::Log,
        }
    }
}

/// One piece of console output a script wrote, as a [`Console`] gets it.
#[derive(Debug, Clone, Copy)]
pub struct ConsoleLine<'a> {
    /// The mount whose code wrote it (`dyn-3`, or the plugin file's tag);
    /// `None` outside any mount's code.
    pub mount: Option<&'a str>,
    /// The plugin's name, once its code has declared one: `None` while the
    /// plugin's code is first evaluated, and for a plugin without a name.
    pub plugin: Option<&'a str>,
    /// How it was written.
    pub level: ConsoleLevel,
    /// The text, as the script wrote it: it may hold line breaks and
    /// control characters.
    pub text: &'a str,
}

/// Where a process sends its scripts' console output instead of stderr.
pub type Console = Box<dyn Fn(&ConsoleLine<'_>) + Send + Sync>;

static CONSOLE: OnceLock<Console> = OnceLock::new();

/// Sends the console output of every script in this process to `console`
/// from now on, instead of writing it to stderr: a host with a log of its
/// own (tracing, a pipe to another process) records it there, with the
/// mount and the plugin as fields. The first console set stays; `false`
/// if one was set already.
pub fn set_console(console: Console) -> bool {
    CONSOLE.set(console).is_ok()
}

/// Console output goes to the [`Console`], or to stderr tagged with the
/// mount: stdout carries the MCP protocol.
pub(crate) fn log(level: ConsoleLevel, text: &str) {
    let mount = frame::current();
    if let Some(console) = CONSOLE.get() {
        console(&ConsoleLine {
            mount: mount.as_deref().map(|mount| &*mount.tag),
            plugin: mount.as_deref().and_then(|mount| mount.plugin.as_deref()),
            level,
            text,
        });
        return;
    }
    let tag = mount.map_or_else(
        || "[cordis]".to_owned(),
        |mount| format!("[cordis:{}]", mount.tag),
    );
    let tag = if level == ConsoleLevel::Log {
        tag
    } else {
        format!("{tag} {}:", level.name())
    };
    // One write under the lock: another thread's lines never land between.
    let _ = std::io::stderr()
        .lock()
        .write_all(tag_lines(&tag, text).as_bytes());
}

/// `console.<level>(parts…)`: one log line, the parts (as `to_string`
/// shows them) joined by spaces.
pub(crate) fn console(level: &str, parts: &[String]) {
    log(ConsoleLevel::of_console(level), &parts.join(" "));
}

/// `text` with every character that is not [`printable`] written as its
/// Rust escape (`\n`, `\r`, `\t`, `\u{1b}`, `\u{202e}`), the rest as it is:
/// always one line, and nothing in it a terminal acts on (no escape
/// sequence, no carriage return, no bidirectional override).
///
/// Backslashes are left alone, so a line escaped once reads the same when
/// escaped again (a line forwarded from another process). Where the text
/// is quoted and a reader must tell an escape from a backslash the plugin
/// wrote, double the backslashes first.
///
/// ```
/// use cordis_toolset::escape_controls;
/// assert_eq!(escape_controls("a\nb\u{1b}[2J"), "a\\nb\\u{1b}[2J");
/// assert_eq!(escape_controls("plain, déjà vu"), "plain, déjà vu");
/// ```
pub fn escape_controls(text: &str) -> Cow<'_, str> {
    if text.chars().all(printable) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if printable(c) {
            out.push(c);
        } else if c.is_control() {
            out.extend(c.escape_debug());
        } else {
            out.extend(c.escape_unicode());
        }
    }
    Cow::Owned(out)
}

/// Each line of `text` (split at `\n`) escaped ([`escape_controls`]) and
/// written after `tag` and a space, each ending in `\n`: what reaches the
/// operator's terminal from code the server did not write, so every line
/// of it says where it came from.
///
/// ```
/// use cordis_toolset::tag_lines;
/// assert_eq!(
///     tag_lines("[cordis:dyn-1]", "hi\ncordis-cli: fake\r"),
///     "[cordis:dyn-1] hi\n[cordis:dyn-1] cordis-cli: fake\\r\n"
/// );
/// ```
pub fn tag_lines(tag: &str, text: &str) -> String {
    let mut out = String::with_capacity(text.len() + tag.len() + 2);
    for line in text.split('\n') {
        out.push_str(tag);
        out.push(' ');
        out.push_str(&escape_controls(line));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_a_terminal_acts_on_gets_through_and_every_line_is_tagged() {
        let text =
            "one\ncordis-cli: forged\r\n\u{1b}]0;title\u{7}\u{1b}[31mred\u{9b}2J\u{202e}olleh";
        let tagged = tag_lines("[cordis:dyn-9]", text);
        for line in tagged.lines() {
            assert!(line.starts_with("[cordis:dyn-9] "), "{line:?}");
        }
        assert_eq!(tagged.lines().count(), 3);
        assert!(
            tagged.chars().all(|c| c == '\n' || printable(c)),
            "{tagged:?}"
        );
        assert!(
            tagged.contains("\\u{1b}[31mred\\u{9b}2J\\u{202e}olleh"),
            "{tagged}"
        );
        assert_eq!(
            escape_controls(&escape_controls(text)),
            escape_controls(text)
        );
    }
}
