//! The tool registry: registration, schemas, the execute pipeline, results.

mod content;
mod descriptor;
pub mod events;
pub mod registry;
pub mod result;
pub mod schema;

pub use content::{BlockError, BlockKind, ContentBlock, EmbeddedResource, ResourceBody};
pub use descriptor::{ToolAnnotations, ToolDescriptor, ToolOutput};
pub(crate) use registry::ToolStats;
pub use registry::{
    FILE_OWNER_PREFIX, Holder, ToolEntry, ToolError, ToolHandler, ToolRegistry, ToolSpec,
};
