//! Teaching errors (placeholder until the full renderer lands).

/// Render a parse error.
pub fn parse_error(_source: &str, err: &rhai::ParseError) -> String {
    err.to_string()
}

/// Render a runtime error.
pub fn eval_error(_source: &str, err: &rhai::EvalAltResult) -> String {
    err.to_string()
}
