//! The shell subcommands that drive a toolset: `inspect`, `mount`, `check`
//! and `catalog`, written only against [`ToolHost`], the built-in tools and
//! the API catalog.

use std::io::Write;
use std::path::Path;

use cordis_toolset::catalog::Catalog;
use cordis_toolset::{ToolDescriptor, ToolOutput};
use serde_json::{Value, json};

use crate::args::{CatalogKind, Format};
use crate::host::{ToolHost, names};

/// Why a subcommand failed. Each message says what to do instead.
#[derive(Debug, thiserror::Error)]
pub enum CommandError {
    /// The plugin file could not be read.
    #[error("cannot read plugin file {path}: {source}")]
    ReadPlugin {
        /// The file given on the command line.
        path: String,
        /// The I/O error.
        source: std::io::Error,
    },
    /// `--call TOOL JSON` got arguments that are not JSON.
    #[error(
        "--call {tool}: the arguments must be a JSON object such as '{{\"who\": \"world\"}}': {source}"
    )]
    ArgumentsNotJson {
        /// The tool to call.
        tool: String,
        /// What the JSON parser said.
        source: serde_json::Error,
    },
    /// `--call TOOL JSON` got JSON that is not an object.
    #[error(
        "--call {tool}: the arguments must be a JSON object such as '{{\"who\": \"world\"}}': got {got}"
    )]
    ArgumentsNotAnObject {
        /// The tool to call.
        tool: String,
        /// The JSON given.
        got: Value,
    },
    /// A tool the command needs (a built-in, or `--call TOOL`) is not registered.
    #[error("no tool `{tool}` is registered; registered tools: {available}")]
    UnknownTool {
        /// The missing tool.
        tool: String,
        /// The tools that do exist, comma-separated.
        available: String,
    },
    /// The tool ran and reported an error; its message is printed.
    #[error("{0}")]
    ToolFailed(String),
    /// Writing to stdout failed.
    #[error("cannot write the output: {0}")]
    Output(#[from] std::io::Error),
}

/// `inspect`: prints `cordis_inspect { what, name }`.
pub fn inspect(
    host: &dyn ToolHost,
    what: Option<&str>,
    name: Option<&str>,
    out: &mut dyn Write,
) -> Result<(), CommandError> {
    let mut arguments = serde_json::Map::new();
    if let Some(what) = what {
        arguments.insert("what".into(), Value::from(what));
    }
    if let Some(name) = name {
        arguments.insert("name".into(), Value::from(name));
    }
    let output = call(host, names::INSPECT, Value::Object(arguments))?;
    print(&output, out)
}

/// `mount`: mounts the file's plugin, prints the receipt, then optionally
/// calls `tool` with `json` (a JSON object, default `{}`) and prints its result.
pub fn mount(
    host: &dyn ToolHost,
    file: &Path,
    tool_call: Option<&[String]>,
    out: &mut dyn Write,
) -> Result<(), CommandError> {
    let code = read_plugin(file)?;
    let receipt = call(host, names::MOUNT, json!({ "code": code }))?;
    print(&receipt, out)?;
    let Some((tool, rest)) = tool_call.and_then(<[String]>::split_first) else {
        return Ok(());
    };
    let arguments = match rest.first() {
        Some(text) => parse_arguments(tool, text)?,
        None => json!({}),
    };
    let output = call(host, tool, arguments)?;
    print(&output, out)
}

/// `check`: dry-runs the file's plugin (`cordis_mount` with `dryRun: true`);
/// nothing stays mounted. A plugin that would fail is a [`CommandError::ToolFailed`].
pub fn check(host: &dyn ToolHost, file: &Path, out: &mut dyn Write) -> Result<(), CommandError> {
    let code = read_plugin(file)?;
    let output = call(host, names::MOUNT, json!({ "code": code, "dryRun": true }))?;
    print(&output, out)
}

/// `catalog`: the API and event catalogs rendered from `catalog`, the tool
/// catalog from `tools`; `None` prints all three.
///
/// Markdown joins the sections with a blank line; JSON prints one document
/// (`{ services }`, `{ events }`, the array of tool descriptors, or all three
/// under `services`, `events`, `tools`); Rhai prints `.d.rhai` definitions,
/// and for tools a comment saying how they are called.
pub fn catalog(
    catalog: &Catalog,
    tools: &[ToolDescriptor],
    kind: Option<CatalogKind>,
    format: Format,
    out: &mut dyn Write,
) -> Result<(), CommandError> {
    let kinds = match kind {
        Some(kind) => vec![kind],
        None => vec![CatalogKind::Api, CatalogKind::Events, CatalogKind::Tools],
    };
    let text = match format {
        Format::Md => kinds
            .iter()
            .map(|kind| match kind {
                CatalogKind::Api => catalog.render_api_markdown(),
                CatalogKind::Events => catalog.render_events_markdown(),
                CatalogKind::Tools => tools_markdown(tools),
            })
            .collect::<Vec<_>>()
            .join("\n\n"),
        Format::Json => {
            let json_error = |error: serde_json::Error| CommandError::Output(error.into());
            let tools = serde_json::to_value(tools).map_err(json_error)?;
            let mut all = catalog.to_json();
            let value = match kind {
                Some(CatalogKind::Api) => json!({ "services": all["services"].take() }),
                Some(CatalogKind::Events) => json!({ "events": all["events"].take() }),
                Some(CatalogKind::Tools) => tools,
                None => {
                    all["tools"] = tools;
                    all
                }
            };
            serde_json::to_string_pretty(&value).map_err(json_error)?
        }
        Format::Rhai => kinds
            .iter()
            .map(|kind| match kind {
                CatalogKind::Api => rhai_files(catalog, |file| file != EVENTS_FILE),
                CatalogKind::Events => rhai_files(catalog, |file| file == EVENTS_FILE),
                CatalogKind::Tools => tools_rhai_comment(tools),
            })
            .collect::<Vec<_>>()
            .join("\n"),
    };
    writeln!(out, "{}", text.trim_end())?;
    Ok(())
}

/// The definition file of the events in [`Catalog::rhai_definition_files`].
pub(crate) const EVENTS_FILE: &str = "events.d.rhai";

/// The catalog's `.d.rhai` files whose names `keep` accepts, each under a
/// `// ===== file: <name> =====` line.
pub(crate) fn rhai_files(catalog: &Catalog, keep: impl Fn(&str) -> bool) -> String {
    catalog
        .rhai_definition_files()
        .into_iter()
        .filter(|(name, _)| keep(name))
        .map(|(name, body)| format!("// ===== file: {name} =====\n{body}"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn tools_markdown(tools: &[ToolDescriptor]) -> String {
    if tools.is_empty() {
        return "## Tools\n\nNo tools are registered.".to_owned();
    }
    let sections: Vec<String> = tools.iter().map(ToolDescriptor::render_markdown).collect();
    sections.join("\n\n")
}

fn tools_rhai_comment(tools: &[ToolDescriptor]) -> String {
    let mut text = String::from(
        "// ===== tools =====\n\
         // Tools have no .d.rhai definitions: a client calls them over MCP (tools/call),\n\
         // a plugin with ctx.tools.execute(name, args). For their JSON schemas run\n\
         // `cordis-cli catalog tools --format json`. The tools:\n",
    );
    for tool in tools {
        let summary = cordis_toolset::catalog::summary_of(&tool.description);
        text.push_str(&format!("//   {} — {summary}\n", tool.name));
    }
    text
}

fn read_plugin(file: &Path) -> Result<String, CommandError> {
    std::fs::read_to_string(file).map_err(|source| CommandError::ReadPlugin {
        path: file.display().to_string(),
        source,
    })
}

fn parse_arguments(tool: &str, text: &str) -> Result<Value, CommandError> {
    let tool = tool.to_owned();
    match serde_json::from_str::<Value>(text) {
        Ok(value @ Value::Object(_)) => Ok(value),
        Ok(got) => Err(CommandError::ArgumentsNotAnObject { tool, got }),
        Err(source) => Err(CommandError::ArgumentsNotJson { tool, source }),
    }
}

/// Calls `tool`; an unknown tool or a tool error becomes a [`CommandError`].
fn call(host: &dyn ToolHost, tool: &str, arguments: Value) -> Result<ToolOutput, CommandError> {
    let output = host
        .call(tool, arguments)
        .ok_or_else(|| CommandError::UnknownTool {
            tool: tool.to_owned(),
            available: host
                .tools()
                .iter()
                .map(|tool| tool.name.as_str())
                .collect::<Vec<_>>()
                .join(", "),
        })?;
    if output.is_error {
        return Err(CommandError::ToolFailed(text_of(&output)));
    }
    Ok(output)
}

/// The text blocks of a tool output, joined by newlines.
pub(crate) fn text_of(output: &ToolOutput) -> String {
    output.text()
}

fn print(output: &ToolOutput, out: &mut dyn Write) -> Result<(), CommandError> {
    writeln!(out, "{}", text_of(output))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn call_arguments_that_are_no_json_object_say_so_keeping_the_parsers_error() {
        let error = parse_arguments("greet", "[1]").unwrap_err();
        assert_eq!(
            error.to_string(),
            "--call greet: the arguments must be a JSON object such as '{\"who\": \"world\"}': got [1]"
        );
        let error = parse_arguments("greet", "{who").unwrap_err();
        let source =
            std::error::Error::source(&error).and_then(|s| s.downcast_ref::<serde_json::Error>());
        let source = source.expect("the parser's error is the source");
        assert_eq!(
            error.to_string(),
            format!(
                "--call greet: the arguments must be a JSON object such as '{{\"who\": \"world\"}}': {source}"
            )
        );
    }
}
