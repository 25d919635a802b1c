//! The tool registry: registration, schemas, the execute pipeline, results.

mod descriptor;

pub use descriptor::{ContentBlock, ToolAnnotations, ToolDescriptor, ToolOutput};
