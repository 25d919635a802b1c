//! Mapping between the runtime's tool types and rmcp's MCP model.

use std::sync::Arc;

use cordis_toolset::{
    ContentBlock, EmbeddedResource, ResourceBody, ToolAnnotations, ToolDescriptor, ToolOutput,
};
use rmcp::model::{self, CallToolResult, JsonObject, ResourceContents, Tool};
use serde_json::Value;

/// The MCP `Tool` for one descriptor: name, description, input/output
/// schemas and annotations (its `title` also becomes the tool's title).
pub fn tool(descriptor: &ToolDescriptor) -> Tool {
    let mut tool = Tool::new(
        descriptor.name.clone(),
        descriptor.description.clone(),
        Arc::new(schema_object(&descriptor.input_schema)),
    );
    if let Some(schema) = &descriptor.output_schema {
        tool = tool.with_raw_output_schema(Arc::new(schema_object(schema)));
    }
    if let Some(title) = &descriptor.annotations.title {
        tool = tool.with_title(title.clone());
    }
    if let Some(annotations) = annotations(&descriptor.annotations) {
        tool = tool.with_annotations(annotations);
    }
    tool
}

/// The `CallToolResult` for one output: content blocks, `structured` as
/// `structuredContent`, and `isError`.
pub fn call_result(output: ToolOutput) -> CallToolResult {
    let content = output.content.into_iter().map(content_block).collect();
    let mut result = if output.is_error {
        CallToolResult::error(content)
    } else {
        CallToolResult::success(content)
    };
    result.structured_content = output.structured;
    result
}

/// One block as rmcp's: every kind MCP has, field for field.
fn content_block(block: ContentBlock) -> model::ContentBlock {
    match block {
        ContentBlock::Text { text } => model::ContentBlock::text(text),
        ContentBlock::Image { data, mime_type } => model::ContentBlock::image(data, mime_type),
        ContentBlock::Audio { data, mime_type } => model::ContentBlock::audio(data, mime_type),
        ContentBlock::ResourceLink {
            uri,
            name,
            mime_type,
            description,
        } => {
            let mut link = model::Resource::new(uri, name);
            if let Some(mime_type) = mime_type {
                link = link.with_mime_type(mime_type);
            }
            if let Some(description) = description {
                link = link.with_description(description);
            }
            model::ContentBlock::resource_link(link)
        }
        ContentBlock::Resource { resource } => {
            let EmbeddedResource {
                uri,
                mime_type,
                body,
            } = resource;
            let mut contents = match body {
                ResourceBody::Text(text) => ResourceContents::TextResourceContents {
                    uri,
                    mime_type: None,
                    text,
                    meta: None,
                },
                ResourceBody::Blob(blob) => ResourceContents::blob(blob, uri),
            };
            if let Some(mime_type) = mime_type {
                contents = contents.with_mime_type(mime_type);
            }
            model::ContentBlock::resource(contents)
        }
        // A kind newer than this converter: what a text-only reader sees.
        other => model::ContentBlock::text(other.to_text().into_owned()),
    }
}

fn annotations(hints: &ToolAnnotations) -> Option<model::ToolAnnotations> {
    if *hints == ToolAnnotations::default() {
        return None;
    }
    Some(model::ToolAnnotations::from_raw(
        hints.title.clone(),
        hints.read_only_hint,
        hints.destructive_hint,
        hints.idempotent_hint,
        hints.open_world_hint,
    ))
}

/// A JSON Schema as the object MCP requires; anything that is not an object
/// (a runtime bug) becomes the schema of an empty argument object.
fn schema_object(schema: &Value) -> JsonObject {
    match schema {
        Value::Object(map) => map.clone(),
        _ => {
            let mut map = JsonObject::new();
            map.insert("type".into(), Value::from("object"));
            map
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn descriptor() -> ToolDescriptor {
        ToolDescriptor {
            name: "cordis_inspect".into(),
            description: "See the runtime".into(),
            input_schema: json!({ "type": "object", "properties": { "what": { "type": "string" } } }),
            output_schema: Some(json!({ "type": "object" })),
            annotations: ToolAnnotations {
                title: Some("Inspect".into()),
                read_only_hint: Some(true),
                ..ToolAnnotations::default()
            },
        }
    }

    #[test]
    fn descriptor_maps_schemas_title_and_hints() {
        let tool = serde_json::to_value(tool(&descriptor())).unwrap();
        assert_eq!(tool["name"], "cordis_inspect");
        assert_eq!(tool["title"], "Inspect");
        assert_eq!(tool["inputSchema"]["properties"]["what"]["type"], "string");
        assert_eq!(tool["outputSchema"]["type"], "object");
        assert_eq!(tool["annotations"]["readOnlyHint"], true);
        assert_eq!(tool["annotations"]["title"], "Inspect");
        assert!(tool["annotations"].get("destructiveHint").is_none());
    }

    #[test]
    fn no_hints_means_no_annotations_and_a_bad_schema_becomes_an_object() {
        let mut plain = descriptor();
        plain.annotations = ToolAnnotations::default();
        plain.output_schema = None;
        plain.input_schema = json!(null);
        let tool = serde_json::to_value(tool(&plain)).unwrap();
        assert!(tool.get("annotations").is_none());
        assert!(tool.get("outputSchema").is_none());
        assert_eq!(tool["inputSchema"], json!({ "type": "object" }));
    }

    #[test]
    fn outputs_map_error_flag_and_structured_content() {
        let mut output = ToolOutput::success("mounted dyn-1");
        output.structured = Some(json!({ "id": "dyn-1" }));
        let result = serde_json::to_value(call_result(output)).unwrap();
        assert_eq!(result["content"][0]["text"], "mounted dyn-1");
        assert_eq!(result["structuredContent"]["id"], "dyn-1");
        assert_eq!(result["isError"], false);

        let failed = serde_json::to_value(call_result(ToolOutput::error("boom"))).unwrap();
        assert_eq!(failed["isError"], true);
        assert_eq!(failed["content"][0]["text"], "boom");
    }

    #[test]
    fn every_content_kind_reaches_the_client_in_mcps_shape() {
        let blocks = [
            json!({ "type": "text", "text": "a chart" }),
            json!({ "type": "image", "data": "aGk=", "mimeType": "image/png" }),
            json!({ "type": "audio", "data": "aGk=", "mimeType": "audio/wav" }),
            json!({ "type": "resource_link", "uri": "file:///a.csv", "name": "a.csv", "mimeType": "text/csv", "description": "the data" }),
            json!({ "type": "resource", "resource": { "uri": "file:///a.txt", "mimeType": "text/plain", "text": "a" } }),
            json!({ "type": "resource", "resource": { "uri": "file:///a.bin", "blob": "AAE=" } }),
        ];
        let output = ToolOutput {
            content: blocks
                .iter()
                .map(|json| ContentBlock::from_json(json).unwrap())
                .collect(),
            structured: None,
            is_error: false,
        };
        let result = serde_json::to_value(call_result(output)).unwrap();
        assert_eq!(result["content"], json!(blocks));
    }
}
