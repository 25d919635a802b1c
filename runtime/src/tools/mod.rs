//! The tool registry: registration, schemas, the execute pipeline, results.

mod descriptor;
pub mod events;
pub mod registry;
pub mod result;
pub mod schema;

pub use descriptor::{ContentBlock, ToolAnnotations, ToolDescriptor, ToolOutput};
pub(crate) use registry::ToolStats;
pub use registry::{
    FILE_OWNER_PREFIX, Holder, ToolEntry, ToolError, ToolHandler, ToolRegistry, ToolSpec,
};
