//! Reserved words written as map keys are quoted before the code runs.
//!
//! Rhai reserves words it does not use (`default`, `case`, `match`, …), and
//! refuses them even as the key of a map, where nothing else could be
//! meant: `#{ type: "string", default: "Hello" }` is a JSON-Schema
//! parameter a model writes without a second thought. So when the parser
//! stops at a reserved word that stands where a map key does (after `{` or
//! `,`, before `:`), the word is quoted (`"default": "Hello"`, which Rhai
//! reads as the same key) and the code is parsed again
//! ([`reparse`](super::reparse)).

use rhai::{ParseError, ParseErrorType};

/// Where the reserved `word` the parser stopped at stands as a map key:
/// its line, column and width in characters.
pub(super) fn key_at(text: &str, error: &ParseError) -> Option<(usize, usize, usize)> {
    let ParseErrorType::Reserved(word) = &*error.0 else {
        return None;
    };
    let (line, column) = (error.1.line()?, error.1.position()?);
    let chars: Vec<char> = text.lines().nth(line - 1)?.chars().collect();
    let start = column.checked_sub(1)?;
    let width = word.chars().count();
    let here: String = chars.get(start..start + width)?.iter().collect();
    if here != *word {
        return None;
    }
    let before = chars[..start].iter().rev().find(|c| !c.is_whitespace());
    let after = chars[start + width..].iter().find(|c| !c.is_whitespace());
    // `{` or `,` before it on its line, or nothing (a key on a line of its own).
    let opens = matches!(before, Some('{' | ',') | None);
    (opens && after == Some(&':')).then_some((line, column, width))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::super::{reparse::parsed, splice};

    fn quote(source: &str) -> Result<String, String> {
        let engine = rhai::Engine::new_raw();
        parsed(source, |text| engine.compile(text))
            .map(|(edits, _)| {
                splice::apply(source, edits).map_or_else(|| source.to_owned(), |(text, _)| text)
            })
            .map_err(|(_, error)| error.to_string())
    }

    #[test]
    fn reserved_words_as_map_keys_are_quoted() {
        assert_eq!(
            quote("#{ type: \"string\", default: \"Hello\" }").unwrap(),
            "#{ type: \"string\", \"default\": \"Hello\" }"
        );
        assert_eq!(
            quote("#{\n  default: 1,\n  case: 2, match :3 }").unwrap(),
            "#{\n  \"default\": 1,\n  \"case\": 2, \"match\" :3 }"
        );
    }

    #[test]
    fn reserved_words_elsewhere_still_fail() {
        assert!(quote("let default = 1;").is_err());
        assert!(quote("default(1)").is_err());
    }
}
