//! What the built-in tools share: the runtime, the registry, the sandbox,
//! the catalog and the mount table.

use cordis_toolset_catalog::Catalog;
use parking_lot::{Mutex, RwLock};

use crate::fiber::{Context, FiberId, Runtime};
use crate::sandbox::{CheckAgainst, Finding, Sandbox, ScriptPlugin, ServiceValue};
use crate::tools::ToolRegistry;
use crate::toolset::table::Mounts;

/// The toolset's state, shared by its tools (and by `plugins/`).
pub(crate) struct Shared {
    pub(crate) runtime: Runtime,
    pub(crate) registry: ToolRegistry,
    pub(crate) sandbox: Sandbox,
    pub(crate) catalog: Catalog,
    /// The `cordis-dynamic` group's context, once applied.
    pub(crate) group: Mutex<Option<Context>>,
    /// The groups whose fibers run script code (`cordis-dynamic`, and the
    /// `cordis-plugins` group of a watched directory): their listeners
    /// never see the protected tools.
    pub(crate) script_groups: RwLock<Vec<FiberId>>,
    pub(crate) mounts: Mounts,
}

impl Shared {
    /// The catalog entry a live Rust service carries itself (app services).
    pub(crate) fn live_entry(&self, name: &str) -> Option<cordis_toolset_catalog::ServiceEntry> {
        let value = self.runtime.service(name)?;
        let service = value.try_cast::<ServiceValue>()?;
        Some(service.entry().clone())
    }

    /// Check plugin code against the catalog and the live services.
    pub(crate) fn check(&self, plugin: &ScriptPlugin) -> Vec<Finding> {
        let live_entry = |name: &str| self.live_entry(name);
        let provided = |name: &str| self.runtime.service(name).is_some();
        plugin.check(&CheckAgainst {
            catalog: &self.catalog,
            live_entry: &live_entry,
            provided: &provided,
        })
    }
}
