//! What a tool's result that is not one of the two accepted forms is told
//! to write instead, beside the forms themselves (`forms::RESULT_FORMS`).
//! `facade/result.rs` reads the result and decides which case it is.

/// After "the tool returned nothing (())".
pub(crate) const RETURNED_NOTHING: &str = "; its last statement has no value (a `let`, a loop, an `if` without `else`, `return;`, or a call that returns nothing, such as `push`)";

/// After "the tool returned a function".
pub(crate) const RETURNED_A_FUNCTION: &str = "; call it and return its result instead";

/// `structuredContent` is a value of the script type `got`, not a map.
pub(crate) fn structured_not_a_map(got: &str) -> String {
    format!("must be a map, got {got}: wrap it, e.g. structuredContent: #{{ items: value }}")
}

/// A block of `content` is a value of the script type `got`, not a map.
pub(crate) fn not_a_block(got: &str) -> String {
    format!("is {got}, not a block like #{{ type: \"text\", text: \"...\" }}")
}

/// A block without `type`.
pub(crate) const NO_TYPE: &str = "has no type: write type: \"text\"";

/// A block whose `type` is a value of the script type `got`, not a string.
pub(crate) fn type_not_a_string(got: &str) -> String {
    format!("has type {got}: write type: \"text\"")
}

/// A text block without `text`.
pub(crate) const NO_TEXT: &str = "has no text: write text: \"...\"";

/// A text block whose `text` is a value of the script type `got`.
pub(crate) fn text_not_a_string(got: &str) -> String {
    format!("has text that is {got}, not a string (use to_json(value) or `${{value}}`)")
}
