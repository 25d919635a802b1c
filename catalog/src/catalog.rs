//! The catalog: one explicit list of services and events, sorted when rendered.

use crate::entry::{EventEntry, EventSet, ServiceEntry};
use crate::service::Service;

/// The API catalog: services (with their type closures) and events, built
/// from an explicit list.
///
/// ```
/// use cordis_toolset_catalog::Catalog;
/// let catalog = Catalog::new();
/// assert!(catalog.render_api_markdown().contains("No services"));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Catalog {
    services: Vec<ServiceEntry>,
    events: Vec<EventEntry>,
}

impl Catalog {
    /// An empty catalog.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds the service `S` (e.g. `dyn Fs`), replacing one of the same name.
    pub fn service<S: Service + ?Sized>(mut self) -> Self {
        self.add_service(S::entry());
        self
    }

    /// Adds every event of an `#[events]` trait (e.g. `dyn ToolEvents`).
    pub fn events<E: EventSet + ?Sized>(mut self) -> Self {
        for event in E::events() {
            self.add_event(event);
        }
        self
    }

    /// Adds one event entry, replacing one of the same name.
    pub fn event(mut self, entry: EventEntry) -> Self {
        self.add_event(entry);
        self
    }

    /// Adds a service entry in place, replacing one of the same name.
    pub fn add_service(&mut self, entry: ServiceEntry) {
        self.services.retain(|s| s.name != entry.name);
        self.services.push(entry);
    }

    /// Adds an event entry in place, replacing one of the same name.
    pub fn add_event(&mut self, entry: EventEntry) {
        self.events.retain(|e| e.name != entry.name);
        self.events.push(entry);
    }

    /// The services sorted by name.
    pub fn services(&self) -> Vec<&ServiceEntry> {
        let mut services: Vec<&ServiceEntry> = self.services.iter().collect();
        services.sort_by(|a, b| a.name.cmp(&b.name));
        services
    }

    /// The events sorted by name.
    pub fn events_sorted(&self) -> Vec<&EventEntry> {
        let mut events: Vec<&EventEntry> = self.events.iter().collect();
        events.sort_by(|a, b| a.name.cmp(&b.name));
        events
    }

    /// The service called `name`, if catalogued.
    pub fn get_service(&self, name: &str) -> Option<&ServiceEntry> {
        self.services.iter().find(|s| s.name == name)
    }

    /// The event called `name`, if catalogued.
    pub fn get_event(&self, name: &str) -> Option<&EventEntry> {
        self.events.iter().find(|e| e.name == name)
    }
}
