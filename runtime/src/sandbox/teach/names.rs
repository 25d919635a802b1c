//! What a script is told to write instead of a refused name or text: an
//! event or service name outside the character set, a plugin name too
//! long, a tool's description or schema past its limit. What is wrong and
//! the limit are said in `facade/names.rs`, which checks them.

/// After what is wrong with an event or service name.
pub(crate) fn valid_instead(suggestion: &str) -> String {
    format!("write e.g. \"{suggestion}\" instead")
}

/// After "the plugin's name … is N bytes, more than …".
pub(crate) fn short_plugin_name(suggestion: &str) -> String {
    format!("write a short name, e.g. name: \"{suggestion}\"")
}

/// After "the plugin's name … contains …".
pub(crate) fn one_line_plugin_name(suggestion: &str) -> String {
    format!("write a name without them, e.g. name: {suggestion:?}")
}

/// After "the description of tool … is N bytes, more than …".
pub(crate) const SHORTER_DESCRIPTION: &str = "say in a sentence or two what the tool does and when to use it, and put long reference text in the tool's result instead";

/// After "the parameter schema of tool … is N bytes, more than …".
pub(crate) const SMALLER_SCHEMA: &str = "take fewer parameters (e.g. one `action` string and one `input` object) and keep their descriptions short";
