//! The blocks a tool's result is made of: text, and the MCP content kinds
//! beyond it (`image`, `audio`, `resource_link`, embedded `resource`).
//!
//! A block read from outside (a script's return value, a
//! `tools/pre-execute` listener's result) goes through [`ContentBlock::from_json`],
//! which checks what MCP requires of it: base64 that decodes, a `mimeType`
//! where one is required, a `uri`, exactly one of `text` and `blob`. Its
//! refusal says what to write instead.
//!
//! Every block counts against `max_result_bytes` by [`ContentBlock::size`]:
//! its strings' bytes (base64 as written, not decoded).

use base64::Engine as _;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use thiserror::Error;

/// One block of a tool's result, as MCP's `ContentBlock` has it.
///
/// Serialized with MCP's names (`{"type": "image", "data": "…", "mimeType":
/// "image/png"}`), so the JSON a client receives and the JSON the worker
/// protocol carries are the same.
///
/// ```
/// use cordis_toolset::ContentBlock;
/// let image = ContentBlock::from_json(&serde_json::json!({
///     "type": "image", "data": "iVBORw0KGgo=", "mimeType": "image/png"
/// }))
/// .unwrap();
/// assert_eq!(image, ContentBlock::Image { data: "iVBORw0KGgo=".into(), mime_type: "image/png".into() });
/// assert!(ContentBlock::from_json(&serde_json::json!({
///     "type": "image", "data": "not base64!", "mimeType": "image/png"
/// }))
/// .is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    rename_all_fields = "camelCase"
)]
#[non_exhaustive]
pub enum ContentBlock {
    /// Plain text, what a model reads.
    Text {
        /// The text.
        text: String,
    },
    /// An image, base64-encoded.
    Image {
        /// The image's bytes in standard base64 (with padding).
        data: String,
        /// Its media type, e.g. `image/png`.
        mime_type: String,
    },
    /// A sound, base64-encoded.
    Audio {
        /// The sound's bytes in standard base64 (with padding).
        data: String,
        /// Its media type, e.g. `audio/wav`.
        mime_type: String,
    },
    /// A link to a resource the client may read or open.
    ResourceLink {
        /// Where it is.
        uri: String,
        /// Its name, for display.
        name: String,
        /// Its media type, if known.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        mime_type: Option<String>,
        /// What it is.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        description: Option<String>,
    },
    /// A resource's contents, carried in the result.
    Resource {
        /// The resource.
        resource: EmbeddedResource,
    },
}

/// The contents of an embedded `resource` block.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EmbeddedResource {
    /// Which resource this is.
    pub uri: String,
    /// Its media type, if known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mime_type: Option<String>,
    /// Its text or its bytes.
    #[serde(flatten)]
    pub body: ResourceBody,
}

/// What an embedded resource holds: text, or bytes in base64.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ResourceBody {
    /// Text (`text` in MCP).
    Text(String),
    /// Bytes in standard base64 (`blob` in MCP).
    Blob(String),
}

/// The kind of a [`ContentBlock`], by its MCP `type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum BlockKind {
    /// `"text"`.
    Text,
    /// `"image"`.
    Image,
    /// `"audio"`.
    Audio,
    /// `"resource_link"`.
    ResourceLink,
    /// `"resource"`.
    Resource,
}

impl BlockKind {
    /// Every kind, in the order messages list them.
    pub const ALL: [BlockKind; 5] = [
        Self::Text,
        Self::Image,
        Self::Audio,
        Self::ResourceLink,
        Self::Resource,
    ];

    /// The MCP `type` of this kind.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Text => "text",
            Self::Image => "image",
            Self::Audio => "audio",
            Self::ResourceLink => "resource_link",
            Self::Resource => "resource",
        }
    }

    /// The kind whose MCP `type` is `name`.
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.as_str() == name)
    }

    /// The keys a block of this kind may have, besides `type`.
    fn keys(self) -> &'static [&'static str] {
        match self {
            Self::Text => &["text"],
            Self::Image | Self::Audio => &["data", "mimeType"],
            Self::ResourceLink => &["uri", "name", "mimeType", "description"],
            Self::Resource => &["resource"],
        }
    }

    /// A whole block of this kind, as a script writes it.
    fn example(self) -> &'static str {
        match self {
            Self::Text => r#"#{ type: "text", text: "..." }"#,
            Self::Image => r#"#{ type: "image", data: "<base64>", mimeType: "image/png" }"#,
            Self::Audio => r#"#{ type: "audio", data: "<base64>", mimeType: "audio/wav" }"#,
            Self::ResourceLink => {
                r#"#{ type: "resource_link", uri: "file:///report.csv", name: "report.csv" }"#
            }
            Self::Resource => {
                r#"#{ type: "resource", resource: #{ uri: "file:///a.txt", mimeType: "text/plain", text: "..." } }"#
            }
        }
    }
}

impl std::fmt::Display for BlockKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The block types as messages list them.
pub(crate) const KIND_LIST: &str =
    "\"text\", \"image\", \"audio\", \"resource_link\" or \"resource\"";

/// A block of a result is not one MCP accepts; the message says what to
/// write instead.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum BlockError {
    /// The block is not a map.
    #[error("is {got}, not a block like {}", BlockKind::Text.example())]
    NotAMap {
        /// What it is.
        got: String,
    },
    /// The block has no `type`, or one that is not a string.
    #[error("has no type: write type: one of {KIND_LIST}")]
    NoType,
    /// The block's `type` is not one of the five.
    #[error("has type \"{got}\", which is not a block type: write one of {KIND_LIST}, e.g. {}", BlockKind::Image.example())]
    UnknownType {
        /// The type written.
        got: String,
    },
    /// A key the kind does not have.
    #[error("has the key `{key}`, which type \"{kind}\" does not have (only type, {}): write {}", kind.keys().join(", "), kind.example())]
    UnknownKey {
        /// The block's kind.
        kind: BlockKind,
        /// The key written.
        key: String,
    },
    /// A key the kind needs is absent (or `()`).
    #[error("has no {key}, which type \"{kind}\" needs: write {}", kind.example())]
    Missing {
        /// The block's kind.
        kind: BlockKind,
        /// The missing key.
        key: &'static str,
    },
    /// A key that must be a string is something else.
    #[error("has {key} that is {got}, not a string: write {}", kind.example())]
    NotAString {
        /// The block's kind.
        kind: BlockKind,
        /// The key.
        key: &'static str,
        /// What it is.
        got: String,
    },
    /// A key that must not be empty is.
    #[error("has an empty {key}: write {}", kind.example())]
    Empty {
        /// The block's kind.
        kind: BlockKind,
        /// The key.
        key: &'static str,
    },
    /// `data` or `blob` is not standard base64.
    #[error(
        "has {key} that is not standard base64 ({source}): encode the bytes with padding and no line breaks, e.g. \"aGVsbG8=\" for \"hello\""
    )]
    NotBase64 {
        /// `data` or `resource.blob`.
        key: &'static str,
        /// Why it does not decode.
        #[source]
        source: base64::DecodeError,
    },
    /// An embedded resource that is not a map with `uri` and one of
    /// `text` and `blob`.
    #[error("has a resource that {problem}: write {}", BlockKind::Resource.example())]
    BadResource {
        /// What is wrong with it.
        problem: String,
    },
}

impl ContentBlock {
    /// A text block.
    pub fn text(text: impl Into<String>) -> Self {
        Self::Text { text: text.into() }
    }

    /// Its kind.
    pub fn kind(&self) -> BlockKind {
        match self {
            Self::Text { .. } => BlockKind::Text,
            Self::Image { .. } => BlockKind::Image,
            Self::Audio { .. } => BlockKind::Audio,
            Self::ResourceLink { .. } => BlockKind::ResourceLink,
            Self::Resource { .. } => BlockKind::Resource,
        }
    }

    /// The bytes it counts against `max_result_bytes`: the bytes of its
    /// strings (base64 as written).
    pub fn size(&self) -> usize {
        let opt = |s: &Option<String>| s.as_ref().map_or(0, String::len);
        match self {
            Self::Text { text } => text.len(),
            Self::Image { data, mime_type } | Self::Audio { data, mime_type } => {
                data.len() + mime_type.len()
            }
            Self::ResourceLink {
                uri,
                name,
                mime_type,
                description,
            } => uri.len() + name.len() + opt(mime_type) + opt(description),
            Self::Resource { resource } => {
                let body = match &resource.body {
                    ResourceBody::Text(text) | ResourceBody::Blob(text) => text.len(),
                };
                resource.uri.len() + opt(&resource.mime_type) + body
            }
        }
    }

    /// What a reader of text only sees of it: a text block's text, and a
    /// one-line stand-in for the others (`[image image/png]`,
    /// `[resource_link file:///a.csv]`); an embedded text resource shows
    /// its text after its line.
    pub fn to_text(&self) -> std::borrow::Cow<'_, str> {
        use std::borrow::Cow;
        match self {
            Self::Text { text } => Cow::Borrowed(text),
            Self::Image { mime_type, .. } | Self::Audio { mime_type, .. } => {
                Cow::Owned(format!("[{} {mime_type}]", self.kind()))
            }
            Self::ResourceLink { uri, .. } => Cow::Owned(format!("[resource_link {uri}]")),
            Self::Resource { resource } => match &resource.body {
                ResourceBody::Text(text) => {
                    Cow::Owned(format!("[resource {}]\n{text}", resource.uri))
                }
                ResourceBody::Blob(_) => Cow::Owned(format!("[resource {}]", resource.uri)),
            },
        }
    }

    /// Reads one block written as JSON in MCP's shape, checking what MCP
    /// requires of each kind (see the module docs).
    ///
    /// # Errors
    /// A [`BlockError`] saying what is wrong and what to write instead.
    pub fn from_json(block: &Value) -> Result<Self, BlockError> {
        let Value::Object(map) = block else {
            return Err(BlockError::NotAMap {
                got: describe(block),
            });
        };
        let kind = match map.get("type") {
            Some(Value::String(ty)) => BlockKind::from_name(ty)
                .ok_or_else(|| BlockError::UnknownType { got: ty.clone() })?,
            _ => return Err(BlockError::NoType),
        };
        if let Some(key) = map
            .keys()
            .find(|key| *key != "type" && !kind.keys().contains(&key.as_str()))
        {
            return Err(BlockError::UnknownKey {
                kind,
                key: key.clone(),
            });
        }
        let fields = Fields { kind, map };
        Ok(match kind {
            BlockKind::Text => Self::Text {
                text: fields.required("text")?,
            },
            BlockKind::Image | BlockKind::Audio => {
                let data = fields.required("data")?;
                check_base64(&data, "data")?;
                let mime_type = fields.non_empty("mimeType")?;
                if kind == BlockKind::Image {
                    Self::Image { data, mime_type }
                } else {
                    Self::Audio { data, mime_type }
                }
            }
            BlockKind::ResourceLink => Self::ResourceLink {
                uri: fields.non_empty("uri")?,
                name: fields.non_empty("name")?,
                mime_type: fields.optional("mimeType")?,
                description: fields.optional("description")?,
            },
            BlockKind::Resource => Self::Resource {
                resource: resource(map.get("resource"))?,
            },
        })
    }
}

/// The keys of one block, read with the block's kind at hand for messages.
struct Fields<'a> {
    kind: BlockKind,
    map: &'a Map<String, Value>,
}

impl Fields<'_> {
    fn optional(&self, key: &'static str) -> Result<Option<String>, BlockError> {
        match self.map.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(other) => Err(BlockError::NotAString {
                kind: self.kind,
                key,
                got: describe(other),
            }),
        }
    }

    fn required(&self, key: &'static str) -> Result<String, BlockError> {
        self.optional(key)?.ok_or(BlockError::Missing {
            kind: self.kind,
            key,
        })
    }

    fn non_empty(&self, key: &'static str) -> Result<String, BlockError> {
        let value = self.required(key)?;
        if value.trim().is_empty() {
            return Err(BlockError::Empty {
                kind: self.kind,
                key,
            });
        }
        Ok(value)
    }
}

/// The `resource` of an embedded resource block.
fn resource(value: Option<&Value>) -> Result<EmbeddedResource, BlockError> {
    let bad = |problem: String| BlockError::BadResource { problem };
    let map = match value {
        None | Some(Value::Null) => return Err(bad("is missing".into())),
        Some(Value::Object(map)) => map,
        Some(other) => return Err(bad(format!("is {}, not a map", describe(other)))),
    };
    if let Some(key) = map
        .keys()
        .find(|key| !["uri", "mimeType", "text", "blob"].contains(&key.as_str()))
    {
        return Err(bad(format!(
            "has the key `{key}` (a resource has only uri, mimeType, and text or blob)"
        )));
    }
    let string = |key: &str| match map.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(other) => Err(bad(format!(
            "has {key} that is {}, not a string",
            describe(other)
        ))),
    };
    let uri = string("uri")?
        .filter(|uri| !uri.trim().is_empty())
        .ok_or_else(|| bad("has no uri".into()))?;
    let body = match (string("text")?, string("blob")?) {
        (Some(text), None) => ResourceBody::Text(text),
        (None, Some(blob)) => {
            check_base64(&blob, "resource.blob")?;
            ResourceBody::Blob(blob)
        }
        (Some(_), Some(_)) => return Err(bad("has both text and blob (give one)".into())),
        (None, None) => return Err(bad("has neither text nor blob".into())),
    };
    Ok(EmbeddedResource {
        uri,
        mime_type: string("mimeType")?,
        body,
    })
}

/// `data` decodes as standard base64.
fn check_base64(data: &str, key: &'static str) -> Result<(), BlockError> {
    base64::engine::general_purpose::STANDARD
        .decode(data)
        .map(drop)
        .map_err(|source| BlockError::NotBase64 { key, source })
}

/// A JSON value's kind, in script words.
fn describe(value: &Value) -> String {
    match value {
        Value::Null => "nothing (())".to_owned(),
        Value::Bool(_) => "a boolean".to_owned(),
        Value::Number(_) => "a number".to_owned(),
        Value::String(_) => "a string".to_owned(),
        Value::Array(_) => "an array".to_owned(),
        Value::Object(_) => "a map".to_owned(),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn every_kind_round_trips_through_json_in_mcps_shape() {
        let blocks = [
            json!({ "type": "text", "text": "hi" }),
            json!({ "type": "image", "data": "aGVsbG8=", "mimeType": "image/png" }),
            json!({ "type": "audio", "data": "", "mimeType": "audio/wav" }),
            json!({ "type": "resource_link", "uri": "file:///a.csv", "name": "a.csv", "mimeType": "text/csv" }),
            json!({ "type": "resource", "resource": { "uri": "file:///a.txt", "text": "a" } }),
            json!({ "type": "resource", "resource": { "uri": "file:///a.bin", "mimeType": "application/octet-stream", "blob": "AAE=" } }),
        ];
        for json in blocks {
            let block = ContentBlock::from_json(&json).unwrap();
            assert_eq!(serde_json::to_value(&block).unwrap(), json);
            let back: ContentBlock = serde_json::from_value(json.clone()).unwrap();
            assert_eq!(back, block, "{json}");
        }
    }

    #[test]
    fn refusals_say_what_to_write() {
        let cases = [
            json!({ "type": "video", "data": "" }),
            json!({ "type": "image", "data": "not base64!", "mimeType": "image/png" }),
            json!({ "type": "image", "data": "aGVsbG8=" }),
            json!({ "type": "image", "data": "aGVsbG8=", "mimeType": "" }),
            json!({ "type": "audio", "data": 5, "mimeType": "audio/wav" }),
            json!({ "type": "image", "data": "aGVsbG8=", "mimeType": "image/png", "alt": "x" }),
            json!({ "type": "resource_link", "uri": "file:///a" }),
            json!({ "type": "resource", "resource": { "uri": "file:///a" } }),
            json!({ "type": "resource", "resource": { "uri": "file:///a", "text": "a", "blob": "AA==" } }),
            json!({ "type": "resource", "resource": { "uri": "file:///a", "blob": "%%" } }),
            json!({ "type": "resource", "uri": "file:///a" }),
            json!(["text"]),
        ];
        let out: Vec<String> = cases
            .iter()
            .map(|json| {
                format!(
                    "{json}\n  -> {}",
                    ContentBlock::from_json(json).unwrap_err()
                )
            })
            .collect();
        insta::assert_snapshot!(out.join("\n"));
    }

    #[test]
    fn sizes_count_every_string() {
        let block = ContentBlock::from_json(
            &json!({ "type": "image", "data": "aGVsbG8=", "mimeType": "image/png" }),
        )
        .unwrap();
        assert_eq!(block.size(), 8 + 9);
        assert_eq!(block.to_text(), "[image image/png]");
    }
}
