//! The sandbox a toolset holds: it builds the one engine every mount
//! shares, hands the runtime and the registry what only it knows (how to
//! measure and run a queued delivery, how to read a script's result), and
//! loads plugin code.

use std::sync::{Arc, OnceLock};

use rhai::{Dynamic, FnPtr};

use crate::fiber::QueuedDelivery;
use crate::limits::Limits;
use crate::sandbox::budgets::error::SandboxError;
use crate::sandbox::budgets::frame;
use crate::sandbox::engine::locked_down;
use crate::sandbox::engine::natives::{self, NativeFunction};
use crate::sandbox::facade::result;
use crate::sandbox::facade::sandbox_core::Core;
use crate::sandbox::facade::slots::SlotTable;
use crate::sandbox::load::script_plugin::{self, ScriptPlugin};
use crate::sandbox::rewrite::closure_calls;
use crate::sandbox::size::measure;
use crate::tools::{ToolOutput, ToolRegistry};

/// The sandbox: compiles and evaluates plugin code, and calls back into it.
#[derive(Clone)]
pub struct Sandbox {
    core: Arc<Core>,
    /// Every native function with its signature, read from the engine
    /// when first asked for (`cordis_inspect` with what: "functions").
    functions: Arc<OnceLock<Vec<NativeFunction>>>,
}

impl Sandbox {
    /// A sandbox whose plugins register tools in `registry` (which also
    /// bounds every tool result, once).
    pub fn new(limits: Limits, registry: ToolRegistry) -> Self {
        registry.bound_calls(limits.timeout(), limits.script_stack_size());
        registry.read_results_with(read_result);
        registry.runtime().bound_queues(
            limits.max_queued_events,
            limits.max_queued_bytes,
            QueuedDelivery {
                measure: measure::bytes_up_to,
                detach: |delivery| frame::detached(delivery),
            },
        );
        let slots = Arc::new(SlotTable::new());
        let engine = locked_down::build(&limits, &slots);
        let natives = closure_calls::native_names(&engine);
        Self {
            core: Arc::new(Core {
                natives,
                engine,
                limits,
                slots,
                registry,
                kept: Arc::default(),
            }),
            functions: Arc::default(),
        }
    }

    /// Every native function a script can call, with its signature.
    pub fn functions(&self) -> &[NativeFunction] {
        self.functions
            .get_or_init(|| natives::of_engine(&self.core.engine))
    }

    /// The budgets in force.
    pub fn limits(&self) -> &Limits {
        &self.core.limits
    }

    /// The tool registry plugins register into.
    pub fn registry(&self) -> &ToolRegistry {
        &self.core.registry
    }

    /// Live trampoline slots (provided functions, Rust service methods,
    /// pending `next`s), for leak checks.
    pub(crate) fn live_slots(&self) -> usize {
        self.core.slots.len()
    }

    /// The parameters of a function a mount provides (a value of a
    /// provided service), as its provider wrote them.
    pub(crate) fn provided_params(&self, func: &FnPtr) -> Option<Vec<String>> {
        self.core.slots.params_of(func)
    }

    /// Compile and evaluate `source` as mount `tag`, and read the plugin it
    /// returns. Nothing is mounted yet.
    pub fn load(&self, tag: &str, source: &str) -> Result<ScriptPlugin, SandboxError> {
        script_plugin::load(&self.core, tag, source)
    }
}

/// A `tools/pre-execute` chain's result read as a script tool's is, for
/// the registry (which does not know script values).
fn read_result(value: &Dynamic, max_bytes: usize) -> Result<ToolOutput, String> {
    result::from_dynamic(value, max_bytes).map_err(|error| error.to_string())
}
