//! What every mount of one sandbox shares, its [`Core`]: the engine, the
//! limits, the trampoline slots, the tool registry.

use std::collections::HashSet;
use std::sync::Arc;

use rhai::Engine;

use crate::limits::Limits;
use crate::sandbox::budgets::retained::Total;
use crate::sandbox::facade::slots::SlotTable;
use crate::tools::ToolRegistry;

/// What every mount of one sandbox shares. Not "host": in this project the
/// host is the CLI's (`cli/src/host.rs`), which serves the toolset.
pub(crate) struct Core {
    pub(crate) engine: Engine,
    pub(crate) limits: Limits,
    pub(crate) slots: Arc<SlotTable>,
    pub(crate) registry: ToolRegistry,
    /// Names of the engine's native functions (see
    /// [`crate::sandbox::rewrite::closure_calls`]).
    pub(crate) natives: HashSet<String>,
    /// What all mounts hold together.
    pub(crate) kept: Arc<Total>,
}
