//! What a tool looks like from outside the runtime: its descriptor (for
//! `tools/list`) and the output of one call (for `tools/call`).

use serde::{Deserialize, Serialize};

use super::ContentBlock;

/// Hints an MCP client may show or use to decide how careful to be.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ToolAnnotations {
    /// A short human-readable title.
    pub title: Option<String>,
    /// The tool never changes anything.
    pub read_only_hint: Option<bool>,
    /// The tool may remove or overwrite something.
    pub destructive_hint: Option<bool>,
    /// Calling the tool twice with the same arguments has no further effect.
    pub idempotent_hint: Option<bool>,
    /// The tool reaches beyond the runtime (files, processes, network).
    pub open_world_hint: Option<bool>,
}

/// One tool as listed to a client: name, description and JSON schemas.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ToolDescriptor {
    /// The name a client calls the tool by.
    pub name: String,
    /// What the tool does, written for a model.
    pub description: String,
    /// JSON Schema (`type: object`) of the arguments.
    pub input_schema: serde_json::Value,
    /// JSON Schema of `structured`, where the tool returns structured output.
    pub output_schema: Option<serde_json::Value>,
    /// Client hints.
    pub annotations: ToolAnnotations,
}

impl ToolDescriptor {
    /// The tool as one Markdown section: `## Tool `name``, its description
    /// and its arguments as JSON Schema.
    pub fn render_markdown(&self) -> String {
        let schema = serde_json::to_string_pretty(&self.input_schema).unwrap_or_default();
        format!(
            "## Tool `{}`\n\n{}\n\nArguments (JSON Schema):\n\n```json\n{schema}\n```",
            self.name,
            self.description.trim_end()
        )
    }
}

/// The result of one tool call, success or a failure the model should read.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ToolOutput {
    /// The blocks shown to the model.
    pub content: Vec<ContentBlock>,
    /// Structured data matching the tool's `output_schema`, if it has one.
    pub structured: Option<serde_json::Value>,
    /// The call failed; `content` says why.
    pub is_error: bool,
}

impl ToolOutput {
    /// A successful text result.
    pub fn success(text: impl Into<String>) -> Self {
        Self {
            content: vec![ContentBlock::text(text)],
            structured: None,
            is_error: false,
        }
    }

    /// A failed call whose message the model reads.
    pub fn error(message: impl Into<String>) -> Self {
        Self {
            content: vec![ContentBlock::text(message)],
            structured: None,
            is_error: true,
        }
    }

    /// What a reader of text sees: the blocks joined by newlines, each
    /// block other than text as a one-line stand-in (see
    /// [`ContentBlock::to_text`]).
    ///
    /// ```
    /// use cordis_toolset::{ContentBlock, ToolOutput};
    /// assert_eq!(ToolOutput::success("done").text(), "done");
    /// let mut output = ToolOutput::success("a chart:");
    /// output.content.push(ContentBlock::Image { data: "aGk=".into(), mime_type: "image/png".into() });
    /// assert_eq!(output.text(), "a chart:\n[image image/png]");
    /// ```
    pub fn text(&self) -> String {
        let texts: Vec<std::borrow::Cow<'_, str>> =
            self.content.iter().map(ContentBlock::to_text).collect();
        texts.join("\n")
    }
}
