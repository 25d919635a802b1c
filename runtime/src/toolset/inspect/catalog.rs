//! The catalog sections of `cordis_inspect`: `api` (live services from the
//! catalog, mount-provided ones, the plugin context) and `events`, each
//! whole or narrowed to one target.

use std::fmt::Write as _;

use super::InspectError;
use crate::catalog::Detail;
use crate::fiber::FiberState;
use crate::sandbox::HostServiceValue;
use crate::sandbox::surface::facade_entries;
use crate::toolset::Shared;

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

pub(super) fn api(shared: &Shared) -> String {
    let live = shared.runtime.services();
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
    if !mounted.is_empty() {
        parts.push(format!(
            "Provided by plugins (no catalog entry):\n\n{}",
            mounted.join("\n")
        ));
    }
    let absent: Vec<String> = shared
        .catalog
        .services()
        .into_iter()
        .filter(|entry| !live.iter().any(|s| s.name == entry.name))
        .map(|entry| format!("- {}", entry.render_terse()))
        .collect();
    if !absent.is_empty() {
        parts.push(format!(
            "Catalogued but not provided now (not granted, or no active provider):\n\n{}",
            absent.join("\n")
        ));
    }
    let facade: Vec<String> = facade_entries()
        .iter()
        .map(|entry| format!("- {}", entry.render_terse()))
        .collect();
    parts.push(format!(
        "The plugin context (full docs: {{ what: \"api\", name: \"ctx\" }}, or ctx.tools, ctx.timer, console):\n\n{}",
        facade.join("\n")
    ));
    parts.join("\n\n")
}

/// The members of a plugin-provided service value.
fn members(shared: &Shared, name: &str) -> String {
    let Some(value) = shared.runtime.service(name) else {
        return "(not available)".to_owned();
    };
    if value.is::<HostServiceValue>() {
        let HostServiceValue(object) = value.cast::<HostServiceValue>();
        return object.methods().join(", ");
    }
    match value.clone().try_cast::<rhai::Map>() {
        Some(map) => map
            .iter()
            .map(|(key, v)| {
                if v.is_fnptr() {
                    format!("{key}()")
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
        return Ok(entry.render_markdown(Detail::Full).replacen(
            &format!("call as `ctx.{name}.<method>(...)`"),
            &format!("call as `{name}.<method>(...)`"),
            1,
        ));
    }
    let live = shared.runtime.services();
    let available = || {
        let names = live_names(shared);
        if names.is_empty() {
            "none".to_owned()
        } else {
            names.join(", ")
        }
    };
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

pub(super) fn events(shared: &Shared) -> String {
    let entries: Vec<String> = shared
        .catalog
        .events_sorted()
        .into_iter()
        .map(|e| demote(&e.render_markdown(Detail::Summary)))
        .collect();
    if entries.is_empty() {
        "(none catalogued)".to_owned()
    } else {
        entries.join("\n\n")
    }
}

pub(super) fn event_one(shared: &Shared, name: &str) -> Result<String, InspectError> {
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
