//! The names and texts a script chooses for what the runtime keeps: event
//! names (`ctx.on`, `ctx.once`, `ctx.emit`), service names (`ctx.provide`,
//! `inject`), plugin names, and a registered tool's description and
//! parameter schema. Each is bounded by a key of
//! [`Limits`](crate::sandbox::Limits), so that what a mount makes the runtime
//! hold, list and report stays small whatever strings it computes.
//!
//! Event and service names are also restricted to one character set, which
//! makes the reserved-name checks ([`crate::sandbox::facade::reserved`])
//! exact: no space, control character or look-alike gets past them.

use std::fmt;

use crate::sandbox::teach::names as teach;

/// The characters a name may use besides ASCII letters and digits.
pub const NAME_PUNCTUATION: &[char] = &['_', '-', '.', '/', ':'];

/// What a name names, for messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameKind {
    /// An event (`ctx.on`, `ctx.once`, `ctx.emit`).
    Event,
    /// A service (`ctx.provide`, `inject`).
    Service,
}

impl NameKind {
    fn article(self) -> &'static str {
        match self {
            Self::Event => "An",
            Self::Service => "A",
        }
    }

    fn fallback(self) -> &'static str {
        match self {
            Self::Event => "my_plugin/ready",
            Self::Service => "my_service",
        }
    }
}

impl fmt::Display for NameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Event => "event",
            Self::Service => "service",
        })
    }
}

/// A name or text refused for its size or its characters.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NameError {
    /// An event or service name outside the character set or too long.
    #[error(
        "\"{shown}\" is not a valid {kind} name: it {problem}. {article} {kind} name is 1 to {limit} bytes (max_name_bytes under [limits]) of ASCII letters, digits and {punctuation}; {advice}",
        punctuation = punctuation(),
        advice = teach::valid_instead(suggestion),
        article = kind.article()
    )]
    Invalid {
        /// Event or service.
        kind: NameKind,
        /// The name, cut short when long.
        shown: String,
        /// What is wrong with it.
        problem: String,
        /// `max_name_bytes`.
        limit: usize,
        /// A valid name close to the one given.
        suggestion: String,
    },
    /// A plugin's `name` longer than `max_name_bytes`.
    #[error(
        "the plugin's name \"{shown}\" is {len} bytes, more than the {limit} a plugin name may have (max_name_bytes under [limits]); {}",
        teach::short_plugin_name(suggestion)
    )]
    PluginName {
        /// The name, cut short.
        shown: String,
        /// Its length in bytes.
        len: usize,
        /// `max_name_bytes`.
        limit: usize,
        /// The name cut to a short length.
        suggestion: String,
    },
    /// A plugin's `name` with a character that is not printable on one
    /// line (a line break, a control character, an invisible formatting
    /// character): it could forge lines of what the operator reads.
    #[error(
        "the plugin's name \"{shown}\" contains {problem}; a plugin name is one line of printable characters (no line breaks, control or invisible formatting characters), at most {limit} bytes (max_name_bytes under [limits]); {}",
        teach::one_line_plugin_name(suggestion)
    )]
    PluginNameText {
        /// The name, cut short, its characters escaped.
        shown: String,
        /// The first character refused, described.
        problem: String,
        /// `max_name_bytes`.
        limit: usize,
        /// The name with those characters replaced by spaces.
        suggestion: String,
    },
    /// A tool's text (description and title, or parameter schema) longer
    /// than its limit.
    #[error(
        "the {field} of tool \"{tool}\" is {len} bytes, more than the {limit} a tool's {field} may have ({key} under [limits]); {advice}"
    )]
    ToolText {
        /// The tool's name.
        tool: String,
        /// `description` or `parameter schema`.
        field: &'static str,
        /// Its size in bytes.
        len: usize,
        /// The limit.
        limit: usize,
        /// The `[limits]` key.
        key: &'static str,
        /// What to write instead.
        advice: &'static str,
    },
}

fn punctuation() -> String {
    NAME_PUNCTUATION
        .iter()
        .map(char::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether `c` may appear in an event or service name.
fn allowed(c: char) -> bool {
    c.is_ascii_alphanumeric() || NAME_PUNCTUATION.contains(&c)
}

/// How much of a refused name a message quotes.
const SHOWN_CHARS: usize = 40;
/// How long a suggested name is at most.
const SUGGESTED_BYTES: usize = 32;

/// `text` cut to [`SHOWN_CHARS`] characters (marked with `…`), with
/// control characters escaped so the message stays one readable line.
fn shown(text: &str) -> String {
    let mut out: String = text
        .chars()
        .take(SHOWN_CHARS)
        .flat_map(char::escape_debug)
        .collect();
    if text.chars().nth(SHOWN_CHARS).is_some() {
        out.push('…');
    }
    out
}

/// Checks an event or service name: 1 to `limit` bytes of the allowed
/// characters.
pub(crate) fn check(kind: NameKind, name: &str, limit: usize) -> Result<(), NameError> {
    let problem = if name.is_empty() {
        "is empty".to_owned()
    } else if name.len() > limit {
        format!("is {} bytes long", name.len())
    } else if let Some(bad) = name.chars().find(|&c| !allowed(c)) {
        format!("contains {}", describe(bad))
    } else {
        return Ok(());
    };
    let mut suggestion: String = name
        .chars()
        .map(|c| if allowed(c) { c } else { '_' })
        .take(SUGGESTED_BYTES.min(limit))
        .collect();
    suggestion = suggestion.trim_matches('_').to_owned();
    if suggestion.is_empty() {
        suggestion = kind.fallback().to_owned();
    }
    Err(NameError::Invalid {
        kind,
        shown: shown(name),
        problem,
        limit,
        suggestion,
    })
}

fn describe(c: char) -> String {
    match c {
        ' ' => "a space".to_owned(),
        c if c.is_control() => format!("the control character {}", c.escape_debug()),
        c if !printable(c) => format!("the invisible character {}", c.escape_unicode()),
        c => format!("'{c}'"),
    }
}

/// Whether `c` shows as itself on one line of a terminal or a dialog: not a
/// control character (C0, DEL, C1: line breaks, escapes) and not one of
/// Unicode's invisible formatting characters that break a line or reorder,
/// hide or join the text around them (U+2028 and U+2029, the bidirectional
/// overrides and isolates, zero-width characters, the byte order mark, tag
/// characters). A plugin's name holds only these; the CLI escapes the
/// others in what it forwards to the operator.
pub fn printable(c: char) -> bool {
    !c.is_control()
        && !matches!(
            c,
            '\u{00AD}'
                | '\u{061C}'
                | '\u{180E}'
                | '\u{200B}'..='\u{200F}'
                | '\u{2028}'..='\u{202E}'
                | '\u{2060}'..='\u{206F}'
                | '\u{FEFF}'
                | '\u{FFF9}'..='\u{FFFB}'
                | '\u{E0000}'..='\u{E007F}'
        )
}

/// Checks a plugin's declared name: one line of printable characters
/// ([`printable`]), at most `limit` bytes.
pub(crate) fn check_plugin(name: &str, limit: usize) -> Result<(), NameError> {
    if let Some(bad) = name.chars().find(|&c| !printable(c)) {
        let cleaned: String = name
            .chars()
            .map(|c| if printable(c) { c } else { ' ' })
            .collect();
        let mut suggestion: String = cleaned
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .chars()
            .take(SUGGESTED_BYTES.min(limit))
            .collect();
        if suggestion.is_empty() {
            suggestion = "my_plugin".to_owned();
        }
        return Err(NameError::PluginNameText {
            shown: shown(name),
            problem: describe(bad),
            limit,
            suggestion,
        });
    }
    if name.len() <= limit {
        return Ok(());
    }
    Err(NameError::PluginName {
        shown: shown(name),
        len: name.len(),
        limit,
        suggestion: name.chars().take(SUGGESTED_BYTES.min(limit)).collect(),
    })
}

/// A text of a registered tool that has a limit of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ToolText {
    /// The description and the title together (`max_description_bytes`).
    Description,
    /// The parameter schema, measured as the JSON Schema `tools/list`
    /// shows (`max_schema_bytes`).
    Schema,
}

/// Checks a tool's text of `len` bytes against `limit`.
pub(crate) fn check_tool_text(
    text: ToolText,
    tool: &str,
    len: usize,
    limit: usize,
) -> Result<(), NameError> {
    if len <= limit {
        return Ok(());
    }
    let (field, key, advice) = match text {
        ToolText::Description => (
            "description",
            "max_description_bytes",
            teach::SHORTER_DESCRIPTION,
        ),
        ToolText::Schema => (
            "parameter schema",
            "max_schema_bytes",
            teach::SMALLER_SCHEMA,
        ),
    };
    Err(NameError::ToolText {
        tool: tool.to_owned(),
        field,
        len,
        limit,
        key,
        advice,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_the_allowed_characters_pass() {
        for name in ["my_plugin/ready", "kv", "a.b:c-d_e", "Counter/Changed"] {
            assert_eq!(check(NameKind::Event, name, 128), Ok(()), "{name}");
        }
    }

    #[test]
    fn spaces_control_characters_length_and_emptiness_are_refused() {
        for name in ["fs ", " fs", "a\u{0}b", "", "é"] {
            assert!(check(NameKind::Service, name, 128).is_err(), "{name:?}");
        }
        let long = "x".repeat(129);
        let error = check(NameKind::Event, &long, 128).unwrap_err();
        let message = error.to_string();
        assert!(message.contains("is 129 bytes long"), "{message}");
        assert!(message.len() < 400, "{message}");
    }

    #[test]
    fn the_suggestion_is_itself_a_valid_name() {
        for name in ["fs ", "", "  ", "a b c", &"y".repeat(1000), "日本"] {
            let Err(NameError::Invalid { suggestion, .. }) = check(NameKind::Service, name, 128)
            else {
                panic!("{name:?} passed");
            };
            assert_eq!(
                check(NameKind::Service, &suggestion, 128),
                Ok(()),
                "{name:?}"
            );
        }
    }

    #[test]
    fn tool_texts_are_bounded() {
        assert!(check_tool_text(ToolText::Description, "t", 10, 10).is_ok());
        assert!(check_tool_text(ToolText::Description, "t", 11, 10).is_err());
        assert!(check_tool_text(ToolText::Schema, "t", 11, 10).is_err());
        assert!(check_plugin(&"p".repeat(11), 10).is_err());
    }

    #[test]
    fn a_plugin_name_is_one_line_of_printable_characters() {
        for name in ["notes", "Mes notes", "日本語", "café-2"] {
            assert_eq!(check_plugin(name, 128), Ok(()), "{name:?}");
        }
        for name in [
            "x\nInjects services: none",
            "x\r",
            "\u{1b}[2Jx",
            "a\u{85}b",
            "a\u{2028}b",
            "\u{202E}evil",
            "a\u{200B}b",
            "\u{7f}",
        ] {
            let Err(error @ NameError::PluginNameText { .. }) = check_plugin(name, 128) else {
                panic!("{name:?} passed");
            };
            let message = error.to_string();
            assert!(!message.contains('\n'), "{message}");
            assert!(
                message.contains("one line of printable characters"),
                "{message}"
            );
            let NameError::PluginNameText { suggestion, .. } = error else {
                unreachable!()
            };
            assert_eq!(check_plugin(&suggestion, 128), Ok(()), "{name:?}");
        }
    }
}
