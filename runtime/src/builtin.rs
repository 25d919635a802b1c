//! What cordis-toolset ships: the explicit list of catalogued services and
//! events, and the operator's grants that decide which services run.
//!
//! Built-in services are off unless granted. An ungranted service is simply
//! not provided: a plugin that injects it stays pending.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::catalog::{Catalog, ServiceError};
use crate::events::catalog::{MountEvents, ToolEvents};
use crate::sandbox::HostServiceValue;
use crate::sandbox::surface::injected_services;
use crate::services::{
    Bash, BashConfig, BashService, Fs, FsConfig, FsService, Web, WebConfig, WebService,
};

/// The names of the built-in services, as `--allow` takes them.
pub const SERVICES: &[&str] = &["fs", "bash", "web", "timer"];

/// The services granted when the operator says nothing: `fs` and `timer`.
pub const DEFAULT_GRANTS: &[&str] = &["fs", "timer"];

/// The catalog of everything built in: the `fs`, `bash`, `web` and `timer`
/// services, and the runtime's events. One explicit list, sorted when
/// rendered.
pub fn catalog() -> Catalog {
    runtime_catalog()
        .service::<dyn Fs>()
        .service::<dyn Bash>()
        .service::<dyn Web>()
}

/// The catalog every toolset has, whatever it grants: the runtime's events
/// and the façade objects a plugin injects (`timer`).
pub fn runtime_catalog() -> Catalog {
    let mut catalog = Catalog::new()
        .events::<dyn ToolEvents>()
        .events::<dyn MountEvents>();
    for service in injected_services() {
        catalog.add_service(service);
    }
    catalog
}

/// Which built-in services run, with their settings.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Grants {
    /// `fs`, confined to its root.
    pub fs: Option<FsConfig>,
    /// `bash`, with time and output limits.
    pub bash: Option<BashConfig>,
    /// `web`, with a host allowlist.
    pub web: Option<WebConfig>,
    /// `timer`.
    pub timer: bool,
}

impl Grants {
    /// The host services these grants provide, each under its own name.
    /// Fails naming the service whose settings are wrong (e.g. an `fs` root
    /// that is missing).
    pub fn services(&self) -> Result<Vec<HostServiceValue>, ServiceError> {
        let mut services = Vec::new();
        let named = |name: &str, error: ServiceError| {
            ServiceError::new(format!("[{name}] {}", error.message()))
        };
        if let Some(config) = &self.fs {
            let service = FsService::new(config.clone()).map_err(|e| named("fs", e))?;
            services.push(HostServiceValue::from_service::<dyn Fs>(Arc::new(service)));
        }
        if let Some(config) = &self.bash {
            let service = BashService::new(config.clone()).map_err(|e| named("bash", e))?;
            let status = service.status();
            services.push(
                HostServiceValue::from_service::<dyn Bash>(Arc::new(service)).with_status(status),
            );
        }
        if let Some(config) = &self.web {
            let service = WebService::new(config.clone()).map_err(|e| named("web", e))?;
            services.push(HostServiceValue::from_service::<dyn Web>(Arc::new(service)));
        }
        Ok(services)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalog_lists_every_built_in_service_and_event() {
        let catalog = catalog();
        let names: Vec<&str> = catalog.services().iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["bash", "fs", "timer", "web"]);
        let events: Vec<&str> = catalog
            .events_sorted()
            .iter()
            .map(|e| e.name.as_str())
            .collect();
        assert_eq!(
            events,
            [
                "cordis/mounted",
                "cordis/unmounted",
                "tools/post-execute",
                "tools/pre-execute"
            ]
        );
    }
}
