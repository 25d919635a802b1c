//! The events the tool registry raises around every tool call, declared
//! with `#[events]` so they are catalogued beside services:
//! `tools/pre-execute` and `tools/post-execute`.
//!
//! The registry emits through this declaration: the event names are the
//! trait's constants, and every payload is one of the types below, turned
//! into the Rhai maps (camelCase keys) a script listener receives. A test
//! runs the real registry and decodes each payload back into these types
//! with unknown fields denied.

use cordis_toolset_catalog::Function;
use cordis_toolset_macros::{Shape, events};
use serde::{Deserialize, Serialize};

use crate::tools::{BlockError, ContentBlock, ToolOutput};
use crate::value::Value;

/// What a `tools/pre-execute` listener receives as `info`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Shape)]
#[shape(internal)]
#[shape(crate = crate)]
#[serde(deny_unknown_fields)]
pub struct ToolCallInfo {
    /// The tool being called.
    pub name: String,
    /// Its arguments, validated, with defaults filled in.
    pub args: serde_json::Map<String, serde_json::Value>,
}

/// What a `tools/post-execute` listener receives as `info`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Shape)]
#[shape(internal)]
#[shape(crate = crate)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ToolCallDoneInfo {
    /// The tool that was called.
    pub name: String,
    /// Its arguments, validated, with defaults filled in.
    pub args: serde_json::Map<String, serde_json::Value>,
    /// How long the call took, in milliseconds, with sub-millisecond
    /// precision (a fast call takes e.g. `0.042`, not `0`).
    pub duration_ms: f64,
    /// Whether the call ended as an error.
    pub is_error: bool,
}

/// One block of a tool result, in MCP's shape: `type` says which of the
/// other keys it has.
///
/// * `"text"`: `text`;
/// * `"image"`, `"audio"`: `data` (standard base64, checked to decode) and
///   `mimeType` (required);
/// * `"resource_link"`: `uri`, `name`, optionally `mimeType` and `description`;
/// * `"resource"`: `resource: #{ uri, mimeType?, text | blob }` (`blob` in base64).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Shape)]
#[shape(internal)]
#[shape(crate = crate)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ToolResultBlock {
    /// The block kind: `"text"`, `"image"`, `"audio"`, `"resource_link"`
    /// or `"resource"`.
    #[serde(rename = "type")]
    pub kind: String,
    /// The text shown to the model (`"text"` blocks).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// The bytes in standard base64 (`"image"`, `"audio"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<String>,
    /// The media type, e.g. `"image/png"` (required for `"image"` and
    /// `"audio"`, optional for `"resource_link"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mime_type: Option<String>,
    /// Where the linked resource is (`"resource_link"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uri: Option<String>,
    /// The linked resource's name (`"resource_link"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// What the linked resource is (`"resource_link"`, optional).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The embedded resource (`"resource"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resource: Option<ToolResultResource>,
}

/// The resource of a `"resource"` block: its `uri`, and `text` or `blob`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Shape)]
#[shape(internal)]
#[shape(crate = crate)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ToolResultResource {
    /// Which resource this is.
    pub uri: String,
    /// Its media type, if known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mime_type: Option<String>,
    /// Its text (give this or `blob`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// Its bytes in standard base64 (give this or `text`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blob: Option<String>,
}

impl ToolResultBlock {
    /// A text block.
    pub fn text(text: impl Into<String>) -> Self {
        Self {
            kind: "text".to_owned(),
            text: Some(text.into()),
            data: None,
            mime_type: None,
            uri: None,
            name: None,
            description: None,
            resource: None,
        }
    }

    /// A content block as scripts see it.
    pub fn of(block: &ContentBlock) -> Self {
        // The two serialize to the same JSON; a text block is kept as text
        // should that ever not hold.
        serde_json::to_value(block)
            .and_then(serde_json::from_value)
            .unwrap_or_else(|_| Self::text(block.to_text()))
    }

    /// Back to a content block, checked as a script's would be.
    ///
    /// # Errors
    /// A [`BlockError`] when the block is not one MCP accepts.
    pub fn into_block(self) -> Result<ContentBlock, BlockError> {
        // A struct of strings: serializing cannot fail.
        let json = serde_json::to_value(&self).unwrap_or_default();
        ContentBlock::from_json(&json)
    }
}

/// A tool result as scripts see it (and may return from a
/// `tools/pre-execute` listener).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Shape)]
#[shape(internal)]
#[shape(crate = crate)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ToolResult {
    /// The blocks shown to the model.
    pub content: Vec<ToolResultBlock>,
    /// Whether the call failed (`content` says why).
    pub is_error: bool,
    /// Structured data for the client (a map), when the tool returned
    /// some; the text in `content` is what the model reads.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub structured_content: Option<serde_json::Value>,
}

/// Events the tool registry raises around every tool call.
#[events(crate = crate)]
pub trait ToolEvents {
    /// Runs before a tool executes, and may wrap or replace its result.
    ///
    /// Call `next()` to run the remaining listeners and the tool itself; it
    /// returns the tool result. What the listener returns becomes the result:
    /// return `next()` unchanged, a changed copy, or a result of your own (a
    /// string or `#{ content: [#{ type: "text", text: "..." }], isError: false }`).
    /// Not calling `next` means the tool does not run. A listener must end
    /// with a value: a last statement `next()` (a `;` after it changes
    /// nothing) passes the tool's result on, while ending with `return;` or a
    /// `let` fails the call. Mounted listeners never see the built-in
    /// `cordis_*` tools. A call's arguments are checked against the tool's
    /// schema before any listener runs, so an argument only a listener
    /// reads (a `confirm` flag) must be declared on the tool, `required:
    /// false`: a call of a tool that does not declare it is refused first.
    ///
    /// ```rhai
    /// ctx.on("tools/pre-execute", |info, next| {
    ///     let result = next();
    ///     console.log(`${info.name} -> ${result.isError}`);
    ///     result
    /// });
    /// ```
    #[event(name = "tools/pre-execute", mode = "waterfall")]
    fn pre_execute(info: ToolCallInfo, next: Function) -> ToolResult;

    /// Runs after every tool call, with its final result (read-only),
    /// a call refused for its arguments included (its result an error).
    ///
    /// A listener that throws is reported; the call's result is unaffected.
    /// Calls of the built-in `cordis_*` tools are observed too, just after
    /// their response has gone out.
    ///
    /// ```rhai
    /// ctx.on("tools/post-execute", |info, result| {
    ///     console.log(`${info.name} took ${info.durationMs} ms`);
    /// });
    /// ```
    #[event(name = "tools/post-execute", mode = "emit")]
    fn post_execute(info: ToolCallDoneInfo, result: ToolResult);
}

impl ToolResult {
    /// A tool output as scripts see it.
    pub fn of(output: &ToolOutput) -> Self {
        Self {
            content: output.content.iter().map(ToolResultBlock::of).collect(),
            is_error: output.is_error,
            structured_content: output.structured.clone(),
        }
    }

    /// Back to a tool output, every block checked.
    ///
    /// # Errors
    /// The first block MCP would not accept, with its index.
    pub fn into_output(self) -> Result<ToolOutput, (usize, BlockError)> {
        let content = self
            .content
            .into_iter()
            .enumerate()
            .map(|(index, block)| block.into_block().map_err(|error| (index, error)))
            .collect::<Result<_, _>>()?;
        Ok(ToolOutput {
            content,
            structured: self.structured_content,
            is_error: self.is_error,
        })
    }
}

/// A payload as a script listener receives it: a Rhai map with the
/// payload's serde names (camelCase).
pub(crate) fn script_value(payload: &impl Serialize) -> Value {
    // Plain structs of strings, numbers and JSON: serializing cannot fail.
    // Straight to a script value, with the same numbers as `from_json`
    // (an integer that fits is an integer, any other number a float): going
    // through a `serde_json::Value` first built and dropped a second tree
    // on every hooked call.
    rhai::serde::to_dynamic(payload).unwrap_or(Value::UNIT)
}

/// The `info` of a tool call as [`script_value`] makes it of a
/// [`ToolCallInfo`] (or, with `after`, a [`ToolCallDoneInfo`]), built
/// without serde: a hooked call builds two, and serializing them (the
/// arguments copied into a `serde_json::Map` first) cost more than the
/// listener's own script. A test checks the two agree.
pub(crate) fn info_value(
    name: &str,
    args: &serde_json::Value,
    after: Option<(f64, bool)>,
) -> Value {
    let mut info = rhai::Map::new();
    info.insert("name".into(), name.into());
    let args = match args {
        serde_json::Value::Object(_) => crate::value::from_json(args),
        _ => Value::from_map(rhai::Map::new()),
    };
    info.insert("args".into(), args);
    if let Some((duration_ms, is_error)) = after {
        info.insert("durationMs".into(), duration_ms.into());
        info.insert("isError".into(), is_error.into());
    }
    Value::from_map(info)
}

/// A tool output as [`script_value`] makes it of [`ToolResult::of`], built
/// without serde for text blocks (the other kinds go through
/// [`ToolResultBlock::of`]). A test checks the two agree.
pub(crate) fn result_value(output: &ToolOutput) -> Value {
    let content = output
        .content
        .iter()
        .map(|block| match block {
            ContentBlock::Text { text } => {
                let mut map = rhai::Map::new();
                map.insert("type".into(), "text".into());
                map.insert("text".into(), text.as_str().into());
                Value::from_map(map)
            }
            other => script_value(&ToolResultBlock::of(other)),
        })
        .collect();
    let mut result = rhai::Map::new();
    result.insert("content".into(), Value::from_array(content));
    result.insert("isError".into(), output.is_error.into());
    if let Some(structured) = &output.structured {
        result.insert(
            "structuredContent".into(),
            crate::value::from_json(structured),
        );
    }
    Value::from_map(result)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use cordis_toolset_catalog::Catalog;
    use parking_lot::Mutex;
    use serde::de::DeserializeOwned;
    use serde_json::json;

    use super::*;
    use crate::fiber::error::CallbackError;
    use crate::fiber::{FnPlugin, Runtime};
    use crate::limits::Limits;
    use crate::tools::schema::Parameters;
    use crate::tools::{ToolAnnotations, ToolOutput, ToolRegistry, ToolSpec};
    use crate::value::Value;

    const PRE_EXECUTE: &str = <dyn ToolEvents>::PRE_EXECUTE;
    const POST_EXECUTE: &str = <dyn ToolEvents>::POST_EXECUTE;

    #[test]
    fn rendered_events_are_reviewed() {
        let catalog = Catalog::new().events::<dyn ToolEvents>();
        insta::assert_snapshot!("runtime_events", catalog.render_events_markdown());
    }

    fn decode<T: DeserializeOwned>(value: &Value) -> T {
        let json: serde_json::Value = rhai::serde::from_dynamic(value).expect("payload is data");
        serde_json::from_value(json.clone())
            .unwrap_or_else(|e| panic!("{json} does not fit the catalog: {e}"))
    }

    /// What the listeners saw: pre-execute info and `next()` result, then
    /// post-execute info and result.
    #[derive(Default)]
    struct Seen {
        pre: Vec<(ToolCallInfo, ToolResult)>,
        post: Vec<(ToolCallDoneInfo, ToolResult)>,
    }

    fn echo_tool(structured: bool) -> ToolSpec {
        let parameters = Parameters::from_json(&json!({ "word": { "type": "string" } }))
            .expect("valid parameters");
        ToolSpec {
            name: "echo".into(),
            description: "Echo a word".into(),
            parameters,
            output_schema: None,
            annotations: ToolAnnotations::default(),
            handler: Arc::new(
                move |args: &serde_json::Value| -> Result<ToolOutput, CallbackError> {
                    let mut output = ToolOutput::success(args["word"].as_str().unwrap_or_default());
                    if structured {
                        output.structured = Some(json!({ "echoed": args["word"] }));
                    }
                    Ok(output)
                },
            ),
        }
    }

    fn observe(structured: bool) -> Seen {
        let runtime = Runtime::new();
        let registry = ToolRegistry::new(runtime.clone(), Limits::default().max_result_bytes);
        let seen = Arc::new(Mutex::new(Seen::default()));
        let (reg, log) = (registry.clone(), Arc::clone(&seen));
        let plugin = FnPlugin::new(move |ctx, _| {
            reg.register(ctx, echo_tool(structured), "test")
                .map_err(CallbackError::caused_by)?;
            let pre = Arc::clone(&log);
            ctx.on(PRE_EXECUTE, move |call| {
                let next = call.next.clone().expect("a waterfall passes next");
                let result = next.call()?;
                pre.lock()
                    .pre
                    .push((decode(&call.args[0]), decode(&result)));
                Ok(result)
            })
            .map_err(CallbackError::caused_by)?;
            let post = Arc::clone(&log);
            ctx.on(POST_EXECUTE, move |call| {
                post.lock()
                    .post
                    .push((decode(&call.args[0]), decode(&call.args[1])));
                Ok(Value::UNIT)
            })
            .map_err(CallbackError::caused_by)?;
            Ok(())
        });
        runtime.root().plugin(plugin).expect("plugin loads");
        let output = registry
            .execute("echo", json!({ "word": "hi" }))
            .expect("tool exists");
        assert!(!output.is_error, "{output:?}");
        std::mem::take(&mut *seen.lock())
    }

    #[test]
    fn payloads_fit_the_declared_shapes() {
        let seen = observe(false);
        let [(info, result)] = &seen.pre[..] else {
            panic!("one pre-execute call")
        };
        assert_eq!(info.name, "echo");
        assert_eq!(info.args["word"], "hi");
        assert_eq!(result.content, [ToolResultBlock::text("hi")]);
        assert!(!result.is_error);
        assert_eq!(result.structured_content, None);
        let [(done, final_result)] = &seen.post[..] else {
            panic!("one post-execute call")
        };
        assert_eq!((done.name.as_str(), done.is_error), ("echo", false));
        assert!(
            done.duration_ms > 0.0 && done.duration_ms < 1000.0,
            "a fast call takes a fraction of a millisecond, not 0: {}",
            done.duration_ms
        );
        assert_eq!(final_result, result);
    }

    #[test]
    fn payloads_built_directly_are_the_serialized_ones() {
        let args = json!({ "n": 5, "big": u64::MAX, "x": 1.5, "s": [null, true, { "k": "v" }] });
        let same = |direct: Value, serialized: Value| {
            assert_eq!(format!("{direct:?}"), format!("{serialized:?}"));
        };
        let map = args.as_object().cloned().unwrap_or_default();
        same(
            info_value("t", &args, None),
            script_value(&ToolCallInfo {
                name: "t".into(),
                args: map.clone(),
            }),
        );
        same(
            info_value("t", &json!(3), None),
            script_value(&ToolCallInfo {
                name: "t".into(),
                args: serde_json::Map::new(),
            }),
        );
        same(
            info_value("t", &args, Some((0.042, true))),
            script_value(&ToolCallDoneInfo {
                name: "t".into(),
                args: map,
                duration_ms: 0.042,
                is_error: true,
            }),
        );
        let agrees = |output: &ToolOutput| {
            same(result_value(output), script_value(&ToolResult::of(output)));
        };
        let mut output = ToolOutput::success("hi");
        agrees(&output);
        output.content.push(ContentBlock::Image {
            data: "aGk=".into(),
            mime_type: "image/png".into(),
        });
        output.structured = Some(args.clone());
        output.is_error = true;
        agrees(&output);
        output.structured = Some(serde_json::Value::Null);
        agrees(&output);
    }

    #[test]
    fn structured_content_fits_the_declared_shape() {
        let seen = observe(true);
        let [(_, result)] = &seen.pre[..] else {
            panic!("one pre-execute call")
        };
        assert_eq!(result.structured_content, Some(json!({ "echoed": "hi" })));
        let [(_, final_result)] = &seen.post[..] else {
            panic!("one post-execute call")
        };
        assert_eq!(
            final_result.structured_content,
            Some(json!({ "echoed": "hi" }))
        );
    }
}
