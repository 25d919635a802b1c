//! What cordis-toolset ships: the explicit list of catalogued services and
//! events, and the operator's grants that decide which services run.
//!
//! Built-in services are off unless granted. An ungranted service is simply
//! not provided: a plugin that injects it stays pending.

#[cfg(any(feature = "fs", feature = "bash", feature = "web"))]
use std::sync::Arc;

use serde::{Deserialize, Serialize};

#[cfg(any(feature = "fs", feature = "bash", feature = "web"))]
use cordis_toolset_catalog::Service;
use cordis_toolset_catalog::{Catalog, ServiceEntry, ServiceError};

use crate::sandbox::ServiceValue;
use crate::sandbox::injected_services;
#[cfg(feature = "bash")]
use crate::services::{Bash, BashConfig, BashService};
#[cfg(feature = "fs")]
use crate::services::{Fs, FsConfig, FsService};
#[cfg(feature = "web")]
use crate::services::{Web, WebConfig, WebService};
use crate::tools::events::ToolEvents;
use crate::toolset::events::MountEvents;

/// The catalog of everything built in: the `fs`, `bash` and `web` services
/// (those compiled in: each is a cargo feature), the `timer`, and the
/// runtime's events. One explicit list, sorted when rendered.
pub fn catalog() -> Catalog {
    let mut catalog = runtime_catalog();
    for entry in service_entries() {
        catalog.add_service(entry);
    }
    catalog
}

/// The catalog entries of the built-in services compiled in.
fn service_entries() -> Vec<ServiceEntry> {
    vec![
        #[cfg(feature = "fs")]
        <dyn Fs as Service>::entry(),
        #[cfg(feature = "bash")]
        <dyn Bash as Service>::entry(),
        #[cfg(feature = "web")]
        <dyn Web as Service>::entry(),
    ]
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

/// Which built-in services run, with their settings. A service whose cargo
/// feature is off has no field here.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Grants {
    /// `fs`, confined to its root.
    #[cfg(feature = "fs")]
    #[cfg_attr(docsrs, doc(cfg(feature = "fs")))]
    pub fs: Option<FsConfig>,
    /// `bash`, with time and output limits.
    #[cfg(feature = "bash")]
    #[cfg_attr(docsrs, doc(cfg(feature = "bash")))]
    pub bash: Option<BashConfig>,
    /// `web`, with a host allowlist.
    #[cfg(feature = "web")]
    #[cfg_attr(docsrs, doc(cfg(feature = "web")))]
    pub web: Option<WebConfig>,
    /// `timer`.
    pub timer: bool,
}

impl Grants {
    /// The Rust services these grants provide, each under its own name.
    /// Fails naming the service whose settings are wrong (e.g. an `fs` root
    /// that is missing).
    pub fn services(&self) -> Result<Vec<ServiceValue>, ServiceError> {
        let granted: Vec<Option<Result<ServiceValue, ServiceError>>> = vec![
            #[cfg(feature = "fs")]
            self.fs.as_ref().map(|config| {
                let service = FsService::new(config.clone()).map_err(|e| named("fs", &e))?;
                Ok(ServiceValue::from_service::<dyn Fs>(Arc::new(service)))
            }),
            #[cfg(feature = "bash")]
            self.bash.as_ref().map(|config| {
                let service = BashService::new(config.clone()).map_err(|e| named("bash", &e))?;
                let status = service.status();
                Ok(ServiceValue::from_service::<dyn Bash>(Arc::new(service)).with_status(status))
            }),
            #[cfg(feature = "web")]
            self.web.as_ref().map(|config| {
                let service = WebService::new(config.clone()).map_err(|e| named("web", &e))?;
                Ok(ServiceValue::from_service::<dyn Web>(Arc::new(service)))
            }),
        ];
        granted.into_iter().flatten().collect()
    }
}

/// `error`, prefixed with the service whose settings caused it.
#[cfg(any(feature = "fs", feature = "bash", feature = "web"))]
fn named(service: &str, error: &ServiceError) -> ServiceError {
    ServiceError::new(format!("[{service}] {}", error.message()))
}

#[cfg(all(test, feature = "fs", feature = "bash", feature = "web"))]
mod tests {
    use super::*;

    #[test]
    fn the_catalog_lists_every_built_in_service_and_event() {
        let catalog = catalog();
        let mut names: Vec<&str> = catalog.services().iter().map(|s| s.name.as_str()).collect();
        names.sort_unstable();
        // Every built-in service this build has, from the one list: a
        // service left out of `service_entries` fails here.
        let mut built: Vec<&str> = crate::services::BuiltinService::ALL
            .into_iter()
            .filter(|service| service.compiled_in())
            .map(crate::services::BuiltinService::name)
            .collect();
        built.sort_unstable();
        assert_eq!(names, built);
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
