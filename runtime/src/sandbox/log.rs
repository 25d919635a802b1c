//! Where scripts' `print`, `debug` and `console` output goes: standard
//! error, tagged with the mount that wrote it.

use rhai::Dynamic;

use crate::sandbox::budget;

/// Console output goes to stderr, tagged with the mount: stdout carries
/// the MCP protocol.
pub(crate) fn log(level: &str, text: &str) {
    let tag = budget::current().map_or_else(
        || "cordis".to_owned(),
        |mount| format!("cordis:{}", mount.tag),
    );
    if level == "log" {
        eprintln!("[{tag}] {text}");
    } else {
        eprintln!("[{tag}] {level}: {text}");
    }
}

/// `console.<level>(parts…)`: one log line, the parts joined by spaces.
pub(crate) fn console(level: &str, parts: &[Dynamic]) {
    let text: Vec<String> = parts.iter().map(ToString::to_string).collect();
    log(level, &text.join(" "));
}
