//! The catalog sections of `cordis_inspect`: `api` (live services from the
//! catalog, mount-provided ones, the plugin context) and `events`, each
//! whole or narrowed to one target.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use cordis_toolset_catalog::Detail;

use super::bound::{List, Order, Parts, few};
use super::section::InspectError;
use crate::fiber::{FiberId, FiberState};
use crate::sandbox::EventUse;
use crate::sandbox::ServiceValue;
use crate::sandbox::{facade_entries, facade_markdown};
use crate::toolset::shared::Shared;

/// A catalog section embedded under our `##` heading.
fn demote(markdown: &str) -> String {
    markdown
        .lines()
        .map(|l| {
            if l.starts_with("## ") {
                format!("#{l}")
            } else {
                l.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

pub(super) fn live_names(shared: &Shared) -> Vec<String> {
    shared
        .runtime
        .services()
        .into_iter()
        .filter(|s| s.owner_state == FiberState::Active)
        .map(|s| s.name)
        .collect()
}

/// The `api` section: the catalogued services provided now in full, then
/// the services plugins provide without a catalog entry (a list, most recent
/// last, that summarizes when long), then what is catalogued but absent and
/// the plugin context.
pub(super) fn api(shared: &Shared) -> Parts {
    let mut live = shared.runtime.services();
    live.sort_by_key(|s| s.provided);
    let mut parts = Vec::new();
    let mut mounted = Vec::new();
    for service in &live {
        let own = shared.live_entry(&service.name);
        match shared.catalog.get_service(&service.name).or(own.as_ref()) {
            Some(entry) => {
                let mut text = demote(&entry.render_markdown(Detail::Summary));
                if service.owner_state != FiberState::Active {
                    let _ = write!(
                        text,
                        "\n\n> owner {} is {}: consumers cannot use it now",
                        service.owner_name, service.owner_state
                    );
                }
                parts.push(text);
            }
            None => mounted.push(format!(
                "- `{}` — provided by {} ({}); members: {}",
                service.name,
                service.owner_name,
                service.owner,
                members(shared, &service.name)
            )),
        }
    }
    if parts.is_empty() {
        parts.push("No catalogued service is provided now.".to_owned());
    }
    let mut tail = Vec::new();
    let absent: Vec<String> = shared
        .catalog
        .services()
        .into_iter()
        .filter(|entry| !live.iter().any(|s| s.name == entry.name))
        .map(|entry| format!("- {}", entry.render_terse()))
        .collect();
    if !absent.is_empty() {
        tail.push(format!(
            "Catalogued but not provided now (not granted, or no active provider):\n\n{}",
            absent.join("\n")
        ));
    }
    let facade: Vec<String> = facade_entries()
        .iter()
        .map(|entry| format!("- {}", entry.render_terse()))
        .collect();
    tail.push(format!(
        "The plugin context (full docs: {{ what: \"api\", name: \"ctx\" }}, or ctx.tools, ctx.timer, console):\n\n{}",
        facade.join("\n")
    ));
    Parts {
        head: parts.join("\n\n"),
        list: List {
            title: "Provided by plugins (no catalog entry), in the order they were provided:"
                .to_owned(),
            entries: mounted,
            noun: "services provided by plugins",
            order: Order::Oldest,
        },
        tail: tail.join("\n\n"),
    }
}

/// The members of a plugin-provided service value.
fn members(shared: &Shared, name: &str) -> String {
    let Some(value) = shared.runtime.service(name) else {
        return "(not available)".to_owned();
    };
    if let Some(service) = value.read_lock::<ServiceValue>() {
        return service.methods().join(", ");
    }
    match value.read_lock::<rhai::Map>() {
        Some(map) => map
            .iter()
            .map(|(key, v)| {
                if let Some(func) = v.read_lock::<rhai::FnPtr>() {
                    let params = shared.sandbox.provided_params(&func).unwrap_or_default();
                    format!("{key}({})", params.join(", "))
                } else {
                    format!("{key}: {}", v.type_name())
                }
            })
            .collect::<Vec<_>>()
            .join(", "),
        None => format!("a {} value", value.type_name()),
    }
}

pub(super) fn api_one(shared: &Shared, name: &str) -> Result<String, InspectError> {
    if let Some(entry) = facade_entries()
        .into_iter()
        .find(|entry| entry.name == name)
    {
        return Ok(facade_markdown(&entry));
    }
    let live = shared.runtime.services();
    let available = || few(live_names(shared));
    let running = live.iter().find(|s| s.name == name);
    let own = shared.live_entry(name);
    match (shared.catalog.get_service(name).or(own.as_ref()), running) {
        (Some(entry), Some(service)) => {
            let mut text = entry.render_markdown(Detail::Full);
            if service.owner_state != FiberState::Active {
                let _ = write!(
                    text,
                    "\n\n> owner {} is {}: consumers cannot use it now",
                    service.owner_name, service.owner_state
                );
            }
            Ok(text)
        }
        (None, Some(service)) => Ok(format!(
            "## {name}\n\nProvided by {} ({}), not catalogued. Members: {}",
            service.owner_name,
            service.owner,
            members(shared, name)
        )),
        (Some(_), None) => Err(InspectError::NotRunning {
            name: name.into(),
            available: available(),
        }),
        (None, None) => Err(InspectError::UnknownService {
            name: name.into(),
            available: available(),
        }),
    }
}

/// The `events` section: the catalogued events, then the custom events
/// mounts use (a list by name that summarizes when long).
pub(super) fn events(shared: &Shared) -> Parts {
    let entries: Vec<String> = shared
        .catalog
        .events_sorted()
        .into_iter()
        .map(|e| demote(&e.render_markdown(Detail::Summary)))
        .collect();
    let head = if entries.is_empty() {
        "(none catalogued)".to_owned()
    } else {
        entries.join("\n\n")
    };
    let custom = custom_events(shared)
        .iter()
        .map(|(event, users)| format!("- `{event}` — {users}"))
        .collect();
    Parts {
        head,
        list: List {
            title: format!("### Custom events\n\n{CUSTOM_EVENTS}"),
            entries: custom,
            noun: "custom events",
            order: Order::Name,
        },
        tail: String::new(),
    }
}

/// What the custom-events part of the section says first.
const CUSTOM_EVENTS: &str = "Not in the catalog: events plugins made up. A listener gets whatever the emitter passes (ctx.emit(\"event\", payload)).";

/// Who uses an event, in words.
struct Users {
    listeners: Vec<String>,
    emitters: Vec<String>,
}

impl std::fmt::Display for Users {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let or_nobody = |names: &[String]| {
            if names.is_empty() {
                "nobody".to_owned()
            } else {
                few(names.to_vec())
            }
        };
        write!(
            f,
            "listened to by: {}; emitted by: {}",
            or_nobody(&self.listeners),
            or_nobody(&self.emitters)
        )
    }
}

/// The events plugins listen to or mounts emit that the catalog does not
/// list, by name: who listens now (every plugin, and the mounts whose code
/// listens once they apply) and which mounts' code emits them.
fn custom_events(shared: &Shared) -> BTreeMap<String, Users> {
    let mut events: BTreeMap<String, Users> = BTreeMap::new();
    let mounts: BTreeMap<FiberId, (String, String)> = shared
        .mounts
        .live()
        .into_iter()
        .map(|(id, name, fiber)| (fiber.id(), (id, name)))
        .collect();
    let mut listening: BTreeSet<(String, String)> = BTreeSet::new();
    for (event, fibers) in shared.runtime.listening() {
        if shared.catalog.get_event(&event).is_some() {
            continue;
        }
        let users = users_of(&mut events, &event);
        for (fiber, fiber_name) in fibers {
            let label = match mounts.get(&fiber) {
                Some((id, name)) => {
                    listening.insert((id.clone(), event.clone()));
                    format!("{id} `{name}`")
                }
                None => format!("`{fiber_name}` ({fiber})"),
            };
            users.listeners.push(label);
        }
    }
    for (id, name, use_, event) in shared.mounts.custom_events() {
        let users = users_of(&mut events, &event);
        let label = format!("{id} `{name}`");
        match use_ {
            EventUse::Emit if !users.emitters.contains(&label) => users.emitters.push(label),
            EventUse::Listen if !listening.contains(&(id.clone(), event.clone())) => {
                let label = format!("{label} (once it is active)");
                if !users.listeners.contains(&label) {
                    users.listeners.push(label);
                }
            }
            _ => {}
        }
    }
    events
}

fn users_of<'a>(events: &'a mut BTreeMap<String, Users>, event: &str) -> &'a mut Users {
    events.entry(event.to_owned()).or_insert_with(|| Users {
        listeners: Vec::new(),
        emitters: Vec::new(),
    })
}

pub(super) fn event_one(shared: &Shared, name: &str) -> Result<String, InspectError> {
    if shared.catalog.get_event(name).is_none()
        && let Some(users) = custom_events(shared).remove(name)
    {
        return Ok(format!(
            "## {name}\n\nA custom event. {CUSTOM_EVENTS}\n\nNow {users}."
        ));
    }
    match shared.catalog.get_event(name) {
        Some(entry) => Ok(entry.render_markdown(Detail::Full)),
        None => Err(InspectError::UnknownEvent {
            name: name.into(),
            available: shared
                .catalog
                .events_sorted()
                .iter()
                .map(|e| e.name.clone())
                .collect::<Vec<_>>()
                .join(", "),
        }),
    }
}
