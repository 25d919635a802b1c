//! Splitting an allowlisted command into words without a shell.
//!
//! When the operator configures a `commands` allowlist, the command is not
//! given to `bash -c`: it is split here into a program and its arguments,
//! honouring quotes the way bash does (`'…'` literal, `"…"` literal except
//! `\"` `\\` `\$` `` \` ``, `\x` outside quotes is `x`), and run directly.
//! Anything a shell would expand or interpret — variables, command
//! substitution, globs, redirections, pipes, `;`, `&&`, braces, `~`, a
//! leading `#` —
//! is refused rather than passed on, so a word means the same here as in a
//! shell, and the program run is always the allowlisted first word.

use std::fmt;

/// Why a command cannot run without a shell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Syntax {
    /// `;`, `&`, `|` or a line break: a second command.
    Chains(char),
    /// `$` or `` ` ``: expansion or command substitution.
    Expands(char),
    /// `<` or `>`: a redirection.
    Redirects(char),
    /// `*`, `?` or `[`: a wildcard.
    Globs(char),
    /// `(`, `)`, `{`, `}`, `~`, or `#` at the start of a word.
    Shell(char),
    /// A quote (`'` or `"`) that is never closed.
    Unclosed(char),
    /// No words at all.
    Empty,
}

/// How a character is shown in a message.
struct Shown(char);

impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            '\n' => f.write_str("a line break"),
            '`' => f.write_str("a backtick"),
            '\r' => f.write_str("a carriage return"),
            c => write!(f, "`{c}`"),
        }
    }
}

impl Syntax {
    /// The model-facing refusal, ending in what to write instead; `allowed`
    /// lists the allowlisted programs.
    pub(super) fn message(self, allowed: &str) -> String {
        const NO_SHELL: &str = "allowlisted commands run without a shell: the program gets its words as written, quotes removed, nothing expanded";
        let quote =
            |example: &str| format!("put it in single quotes to pass it as text, like {example}");
        match self {
            Self::Chains(c) => format!(
                "command refused: {} would start another command, and {NO_SHELL}; make one bash.run call per command, or {}",
                Shown(c),
                quote("'a;b'")
            ),
            Self::Expands(c) => format!(
                "command refused: {} would expand a variable or command, and {NO_SHELL}; write the value itself, or {}",
                Shown(c),
                quote("'$HOME'")
            ),
            Self::Redirects(c) => format!(
                "command refused: {} is a redirection, and {NO_SHELL}; give input with the `stdin` option (output comes back as `stdout`), or {}",
                Shown(c),
                quote("'a>b'")
            ),
            Self::Globs(c) => format!(
                "command refused: {} is a wildcard, and {NO_SHELL}; name the files one by one, or {}",
                Shown(c),
                quote("'*.rs'")
            ),
            Self::Shell(c) => format!(
                "command refused: {} is shell syntax, and {NO_SHELL}; {}",
                Shown(c),
                quote("'{a,b}'")
            ),
            Self::Unclosed(q) => {
                format!("command refused: a {q} quote is not closed; close it, like 'two words'")
            }
            Self::Empty => format!(
                "command refused: it is empty; write one of the allowed programs and its arguments; the allowed commands are: {allowed}"
            ),
        }
    }
}

/// The words of `line`, as bash would pass them to the program, or why it
/// would need a shell.
pub(super) fn split(line: &str) -> Result<Vec<String>, Syntax> {
    let mut words = Vec::new();
    let mut word = String::new();
    // Whether a word has started (`''` is an empty word, not no word).
    let mut started = false;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' => {
                if started {
                    words.push(std::mem::take(&mut word));
                    started = false;
                }
                continue;
            }
            '\'' => loop {
                match chars.next() {
                    Some('\'') => break,
                    Some(c) => word.push(c),
                    None => return Err(Syntax::Unclosed('\'')),
                }
            },
            '"' => double_quoted(&mut chars, &mut word)?,
            '\\' => match chars.next() {
                Some(c @ ('\n' | '\r')) => return Err(Syntax::Chains(c)),
                Some(c) => word.push(c),
                // A trailing backslash stays literal, as in bash.
                None => word.push('\\'),
            },
            ';' | '&' | '|' | '\n' | '\r' => return Err(Syntax::Chains(c)),
            '$' | '`' => return Err(Syntax::Expands(c)),
            '<' | '>' => return Err(Syntax::Redirects(c)),
            '*' | '?' | '[' => return Err(Syntax::Globs(c)),
            '(' | ')' | '{' | '}' | '~' => return Err(Syntax::Shell(c)),
            '#' if !started => return Err(Syntax::Shell(c)),
            c => word.push(c),
        }
        started = true;
    }
    if started {
        words.push(word);
    }
    if words.is_empty() {
        return Err(Syntax::Empty);
    }
    Ok(words)
}

/// Reads a `"…"` string after its opening quote into `word`.
fn double_quoted(chars: &mut std::str::Chars<'_>, word: &mut String) -> Result<(), Syntax> {
    loop {
        match chars.next() {
            Some('"') => return Ok(()),
            Some('\\') => match chars.next() {
                Some(c @ ('"' | '\\' | '$' | '`')) => word.push(c),
                // A line continuation: bash drops both characters.
                Some('\n') => {}
                Some(c) => {
                    word.push('\\');
                    word.push(c);
                }
                None => return Err(Syntax::Unclosed('"')),
            },
            Some(c @ ('$' | '`')) => return Err(Syntax::Expands(c)),
            Some(c) => word.push(c),
            None => return Err(Syntax::Unclosed('"')),
        }
    }
}
