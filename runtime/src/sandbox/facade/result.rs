//! What a script tool's `execute` (or a `tools/pre-execute` listener) may
//! return, read into a [`ToolOutput`].
//!
//! Two forms are accepted:
//!
//! * a string — one text block;
//! * an MCP-shaped map `#{ content: [#{ type: "text", text: "…" }, …], isError: false }`
//!   (`isError` optional, default `false`), optionally with
//!   `structuredContent: #{ … }`: plain data the MCP client receives as the
//!   call's structured content. Besides text, `content` may hold `image`
//!   and `audio` blocks (`data` in base64, `mimeType`), `resource_link`
//!   blocks (`uri`, `name`) and embedded `resource` blocks, read and
//!   checked by [`ContentBlock::from_json`].
//!
//! Anything else (a bare map, a number, `()`, a closure, a malformed block)
//! fails that call alone with a [`ResultError`] naming both forms and
//! `to_json(value)` for data. Results are size-bounded by
//! [`crate::tools::result::bound`].

use rhai::{Dynamic, Map};
use thiserror::Error;

use crate::sandbox::facade::cross;
use crate::sandbox::facade::opaque::opaque;
use crate::sandbox::teach::forms::RESULT_FORMS as FORMS;
use crate::sandbox::teach::opaque::Opaque;
use crate::sandbox::teach::result as teach;
use crate::tools::result::bound;
use crate::tools::{BlockError, BlockKind, ContentBlock, ToolOutput};

/// A tool's return value is not one of the accepted forms.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ResultError {
    /// The value returned is neither a string nor a map.
    #[error("the tool returned {got}{hint}. {FORMS}")]
    WrongType {
        /// What was returned, in script words.
        got: String,
        /// An extra hint for a common mistake (may be empty).
        hint: &'static str,
    },
    /// A map without `content`, or with keys an MCP result does not have.
    #[error("the tool returned a map {problem}. {FORMS}")]
    WrongMap {
        /// What is wrong with the map.
        problem: String,
    },
    /// `content` is not an array.
    #[error("content must be an array of blocks, got {got}. {FORMS}")]
    ContentNotArray {
        /// What `content` was.
        got: String,
    },
    /// One entry of `content` is not a proper text block.
    #[error("content[{index}] {problem}. {FORMS}")]
    BadBlock {
        /// The block's index in `content`.
        index: usize,
        /// What is wrong with it.
        problem: String,
    },
    /// `structuredContent` is not a map of plain data.
    #[error("structuredContent {problem}. {FORMS}")]
    BadStructured {
        /// What is wrong with it.
        problem: String,
    },
    /// `isError` is not a boolean.
    #[error("isError must be true or false, got {got}. {FORMS}")]
    IsErrorNotBool {
        /// What `isError` was.
        got: String,
    },
}

/// Converts a tool's return value into its output, bounded to `max_bytes`
/// of text in total (see `tools::result::bound`).
///
/// # Errors
/// A `ResultError` when the value is not one of the two accepted forms.
pub fn from_dynamic(value: &Dynamic, max_bytes: usize) -> Result<ToolOutput, ResultError> {
    if let Ok(text) = value.as_immutable_string_ref() {
        return Ok(output(
            vec![ContentBlock::text(text.as_str())],
            false,
            max_bytes,
        ));
    }
    let Ok(map) = value.as_map_ref() else {
        let hint = if value.is_unit() {
            teach::RETURNED_NOTHING
        } else if value.is_fnptr() {
            teach::RETURNED_A_FUNCTION
        } else {
            ""
        };
        return Err(ResultError::WrongType {
            got: script_type(value),
            hint,
        });
    };
    read_map(&map, max_bytes)
}

/// Reads the MCP-shaped map in one pass over its entries (this runs for
/// every call, so no key is looked up twice).
fn read_map(map: &Map, max_bytes: usize) -> Result<ToolOutput, ResultError> {
    let (mut content, mut is_error, mut structured) = (None, None, None);
    for (key, value) in map {
        match key.as_str() {
            "content" => content = Some(value),
            "isError" => is_error = Some(value),
            "structuredContent" => structured = Some(value),
            key => {
                let problem = if map.contains_key("content") {
                    format!(
                        "with the key `{key}`, which a result does not have (only content, isError and structuredContent)"
                    )
                } else {
                    format!("without content (it has `{key}`)")
                };
                return Err(ResultError::WrongMap { problem });
            }
        }
    }
    let Some(content) = content else {
        return Err(ResultError::WrongMap {
            problem: "without content".into(),
        });
    };
    let is_error = match is_error {
        None => false,
        Some(v) => v.as_bool().map_err(|_| ResultError::IsErrorNotBool {
            got: script_type(v),
        })?,
    };
    let Ok(blocks) = content.as_array_ref() else {
        return Err(ResultError::ContentNotArray {
            got: script_type(content),
        });
    };
    let mut out = Vec::with_capacity(blocks.len());
    for (index, block) in blocks.iter().enumerate() {
        out.push(read_block(index, block)?);
    }
    let mut output = output(out, is_error, max_bytes);
    output.structured = structured.map(read_structured).transpose()?;
    Ok(output)
}

/// `structuredContent`: a map of plain data (MCP wants a JSON object).
fn read_structured(value: &Dynamic) -> Result<serde_json::Value, ResultError> {
    if !value.is_map() {
        return Err(ResultError::BadStructured {
            problem: teach::structured_not_a_map(&script_type(value)),
        });
    }
    cross::to_json(value, "structuredContent").map_err(|e| ResultError::BadStructured {
        problem: e.describe("holds a value that cannot be sent"),
    })
}

fn read_block(index: usize, value: &Dynamic) -> Result<ContentBlock, ResultError> {
    let bad = |problem: String| ResultError::BadBlock { index, problem };
    let Ok(block) = value.as_map_ref() else {
        let block = value;
        return Err(bad(teach::not_a_block(&script_type(block))));
    };
    let (mut ty, mut text, mut unknown) = (None, None, None);
    for (key, value) in block.iter() {
        match key.as_str() {
            "type" => ty = Some(value),
            "text" => text = Some(value),
            key => {
                unknown.get_or_insert(key);
            }
        }
    }
    let Some(ty) = ty else {
        return Err(bad(teach::NO_TYPE.into()));
    };
    let other = match ty.as_immutable_string_ref() {
        Ok(ty) if ty.as_str() == "text" => false,
        Ok(ty) if BlockKind::from_name(ty.as_str()).is_some() => true,
        Ok(ty) => {
            return Err(bad(BlockError::UnknownType {
                got: ty.to_string(),
            }
            .to_string()));
        }
        Err(_) => {
            return Err(bad(teach::type_not_a_string(&script_type(ty))));
        }
    };
    if other {
        // Read again as plain data, with this borrow of the map released.
        drop(block);
        return read_other_block(value, index);
    }
    if let Some(key) = unknown {
        return Err(bad(format!(
            "has the key `{key}`; a text block has only type and text"
        )));
    }
    let Some(text) = text else {
        return Err(bad(teach::NO_TEXT.into()));
    };
    match text.as_immutable_string_ref() {
        Ok(text) => Ok(ContentBlock::text(text.as_str())),
        Err(_) => Err(bad(teach::text_not_a_string(&script_type(text)))),
    }
}

/// A block other than text (`image`, `audio`, `resource_link`,
/// `resource`), read as plain data and checked as MCP requires.
fn read_other_block(block: &Dynamic, index: usize) -> Result<ContentBlock, ResultError> {
    let bad = |problem: String| ResultError::BadBlock { index, problem };
    let json = cross::to_json(block, "the block")
        .map_err(|e| bad(e.describe("holds a value that cannot be sent")))?;
    ContentBlock::from_json(&json).map_err(|e| bad(e.to_string()))
}

fn output(content: Vec<ContentBlock>, is_error: bool, max_bytes: usize) -> ToolOutput {
    ToolOutput {
        content: bound(content, max_bytes),
        structured: None,
        is_error,
    }
}

/// A script value's kind in script words, for messages.
pub(crate) fn script_type(value: &Dynamic) -> String {
    let kind = if value.is_unit() {
        "nothing (())"
    } else if value.is_int() {
        "an integer"
    } else if value.is_float() {
        "a float"
    } else if value.is_bool() {
        "a boolean"
    } else if value.is_char() {
        "a character"
    } else if value.is_string() {
        "a string"
    } else if value.is_array() {
        "an array"
    } else if value.is_map() {
        "a map"
    } else if value.is_fnptr() {
        "a function"
    } else if value.is_blob() {
        "a blob"
    } else if let Some(kind) = opaque(value).map(Opaque::returned) {
        kind
    } else {
        let name = value.type_name();
        return format!(
            "a value of type {}",
            name.rsplit("::").next().unwrap_or(name)
        );
    };
    kind.to_owned()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn run(script: &str) -> Result<ToolOutput, ResultError> {
        let value = rhai::Engine::new_raw().eval::<Dynamic>(script).unwrap();
        from_dynamic(&value, crate::limits::Limits::default().max_result_bytes)
    }

    #[test]
    fn a_string_is_one_text_block() {
        let out = run(r#""3 files""#).unwrap();
        assert_eq!(out, ToolOutput::success("3 files"));
    }

    #[test]
    fn an_mcp_map_keeps_blocks_and_is_error() {
        let out = run(r#"#{ content: [#{ type: "text", text: "a" }, #{ type: "text", text: "b" }], isError: true }"#)
            .unwrap();
        assert_eq!(
            out.content,
            vec![ContentBlock::text("a"), ContentBlock::text("b")]
        );
        assert!(out.is_error);
        let out = run(r#"#{ content: [] }"#).unwrap();
        assert!(out.content.is_empty() && !out.is_error);
    }

    #[test]
    fn structured_content_is_plain_data_in_a_map() {
        let out = run(
            r#"#{ content: [#{ type: "text", text: "2 items" }], structuredContent: #{ items: [1, "a", ()], ok: true } }"#,
        )
        .unwrap();
        assert_eq!(
            out.structured,
            Some(serde_json::json!({ "items": [1, "a", null], "ok": true }))
        );
        assert_eq!(out.content, vec![ContentBlock::text("2 items")]);
        for (script, says) in [
            (
                r#"#{ content: [], structuredContent: [1, 2] }"#,
                "must be a map, got an array",
            ),
            (
                r#"#{ content: [], structuredContent: #{ f: |x| x } }"#,
                "a function cannot be passed here",
            ),
        ] {
            let error = run(script).unwrap_err().to_string();
            assert!(
                error.contains(says) && !error.contains("anon$"),
                "{script}: {error}"
            );
        }
    }

    #[test]
    fn wrong_shapes_name_both_forms() {
        let cases = [
            "()",
            "42",
            "|x| x",
            r#"#{ files: 3 }"#,
            r#"#{ content: "done" }"#,
            r#"#{ content: ["done"] }"#,
            r#"#{ content: [#{ text: "done" }] }"#,
            r#"#{ content: [#{ type: "image", data: "..." }] }"#,
            r#"#{ content: [#{ type: "text", text: 3 }] }"#,
            r#"#{ content: [#{ type: "text" }] }"#,
            r#"#{ content: [#{ type: "text", text: "a", mime: "x" }] }"#,
            r#"#{ content: [], isError: "yes" }"#,
            r#"#{ content: [], structured: #{} }"#,
            "[1, 2]",
        ];
        let out: Vec<String> = cases
            .iter()
            .map(|src| format!("{src}\n  -> {}", run(src).unwrap_err()))
            .collect();
        insta::assert_snapshot!(out.join("\n"));
    }

    #[test]
    fn the_bound_applies_to_script_results() {
        let value = Dynamic::from("x".repeat(100));
        let out = from_dynamic(&value, 10).unwrap();
        let ContentBlock::Text { text } = &out.content[0] else {
            panic!("a text block: {out:?}")
        };
        assert_eq!(
            text,
            &format!("{}… [truncated: 90 more bytes]", "x".repeat(10))
        );
    }
}
