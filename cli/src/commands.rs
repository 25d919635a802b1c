//! The shell subcommands that drive a toolset: `inspect`, `mount`, `check`
//! and `catalog`, written only against [`ToolHost`] and the built-in tools.

use std::io::Write;
use std::path::Path;

use cordis_toolset::tools::{ContentBlock, ToolOutput};
use serde_json::{Value, json};

use crate::args::{CatalogKind, Format, What};
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
    /// `--call TOOL JSON` got arguments that are not a JSON object.
    #[error(
        "--call {tool}: the arguments must be a JSON object such as '{{\"who\": \"world\"}}': {reason}"
    )]
    BadArguments {
        /// The tool to call.
        tool: String,
        /// What was wrong with the JSON.
        reason: String,
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
    /// This catalog cannot be rendered in this format yet.
    #[error(
        "catalog {kind} --format {format} is not available yet; try `cordis-cli catalog {kind} --format md`"
    )]
    CatalogUnavailable {
        /// `api`, `events` or `tools`.
        kind: &'static str,
        /// `json` or `rhai`.
        format: &'static str,
    },
    /// Writing to stdout failed.
    #[error("cannot write the output: {0}")]
    Output(#[from] std::io::Error),
}

/// `inspect`: prints `cordis_inspect { what, name }`.
pub fn inspect(
    host: &dyn ToolHost,
    what: Option<What>,
    name: Option<&str>,
    out: &mut dyn Write,
) -> Result<(), CommandError> {
    let mut arguments = serde_json::Map::new();
    if let Some(what) = what {
        arguments.insert("what".into(), Value::from(what.name()));
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

/// `catalog`: the tool catalog from the live descriptors (Markdown or JSON);
/// the API and event catalogs in Markdown through `cordis_inspect`.
pub fn catalog(
    host: &dyn ToolHost,
    kind: CatalogKind,
    format: Format,
    out: &mut dyn Write,
) -> Result<(), CommandError> {
    match (kind, format) {
        (CatalogKind::Tools, Format::Json) => {
            let tools = serde_json::to_string_pretty(&host.tools())
                .map_err(|error| CommandError::Output(error.into()))?;
            writeln!(out, "{tools}")?;
            Ok(())
        }
        (CatalogKind::Tools, Format::Md) => {
            let sections: Vec<String> = host.tools().iter().map(tool_section).collect();
            writeln!(out, "{}", sections.join("\n\n"))?;
            Ok(())
        }
        (CatalogKind::Api, Format::Md) => inspect(host, Some(What::Api), None, out),
        (CatalogKind::Events, Format::Md) => inspect(host, Some(What::Events), None, out),
        (kind, format) => Err(CommandError::CatalogUnavailable {
            kind: match kind {
                CatalogKind::Api => "api",
                CatalogKind::Events => "events",
                CatalogKind::Tools => "tools",
            },
            format: match format {
                Format::Md => "md",
                Format::Json => "json",
                Format::Rhai => "rhai",
            },
        }),
    }
}

fn tool_section(tool: &cordis_toolset::tools::ToolDescriptor) -> String {
    let schema = serde_json::to_string_pretty(&tool.input_schema).unwrap_or_default();
    format!(
        "## {}\n\n{}\n\n```json\n{schema}\n```",
        tool.name, tool.description
    )
}

fn read_plugin(file: &Path) -> Result<String, CommandError> {
    std::fs::read_to_string(file).map_err(|source| CommandError::ReadPlugin {
        path: file.display().to_string(),
        source,
    })
}

fn parse_arguments(tool: &str, text: &str) -> Result<Value, CommandError> {
    let bad = |reason: String| CommandError::BadArguments {
        tool: tool.to_owned(),
        reason,
    };
    match serde_json::from_str::<Value>(text) {
        Ok(value @ Value::Object(_)) => Ok(value),
        Ok(other) => Err(bad(format!("got {other}"))),
        Err(error) => Err(bad(error.to_string())),
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

fn text_of(output: &ToolOutput) -> String {
    let texts: Vec<&str> = output
        .content
        .iter()
        .map(|block| match block {
            ContentBlock::Text { text } => text.as_str(),
        })
        .collect();
    texts.join("\n")
}

fn print(output: &ToolOutput, out: &mut dyn Write) -> Result<(), CommandError> {
    writeln!(out, "{}", text_of(output))?;
    Ok(())
}
