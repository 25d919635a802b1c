//! `cordis_inspect`: read-only Markdown over the live runtime, one
//! `## <Heading>` section per `what`, sections joined by one blank line.

use std::fmt::Write as _;

use crate::catalog::Detail;
use crate::fiber::FiberState;
use crate::sandbox::HostServiceValue;
use crate::sandbox::surface::facade_entries;
use crate::toolset::{Shared, list_or_none};

/// One section of the report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Section {
    /// Provided services and their owners.
    Services,
    /// Every live plugin and its state.
    Plugins,
    /// Every callable tool.
    Tools,
    /// The model's mounts.
    Temporary,
    /// Live service APIs from the catalog.
    Api,
    /// Catalogued events.
    Events,
}

impl Section {
    /// Every section, in report order.
    pub const ALL: [Section; 6] = [
        Self::Services,
        Self::Plugins,
        Self::Tools,
        Self::Temporary,
        Self::Api,
        Self::Events,
    ];

    /// The `what` value naming it.
    pub fn name(self) -> &'static str {
        match self {
            Self::Services => "services",
            Self::Plugins => "plugins",
            Self::Tools => "tools",
            Self::Temporary => "temporary",
            Self::Api => "api",
            Self::Events => "events",
        }
    }

    fn heading(self) -> &'static str {
        match self {
            Self::Services => "Services",
            Self::Plugins => "Plugins",
            Self::Tools => "Tools",
            Self::Temporary => "Temporary",
            Self::Api => "API",
            Self::Events => "Events",
        }
    }

    fn parse(what: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.name() == what)
    }
}

fn whats() -> String {
    Section::ALL
        .iter()
        .map(|s| s.name())
        .collect::<Vec<_>>()
        .join(", ")
}

/// An inspection request that cannot be answered.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InspectError {
    /// `what` is not a section.
    #[error("unknown what \"{what}\"; use one of: {valid}, or omit it for all sections")]
    UnknownWhat {
        /// The value given.
        what: String,
        /// The valid values.
        valid: String,
    },
    /// `name` was given without `api` or `events`.
    #[error(
        "`name` narrows only what=\"api\" or what=\"events\" (got {got}); e.g. {{ what: \"api\", name: \"fs\" }}"
    )]
    NameWithoutTarget {
        /// What `what` was.
        got: String,
    },
    /// No live or catalogued service has that name.
    #[error("no service is named \"{name}\"; services provided now: {available}")]
    UnknownService {
        /// The name asked for.
        name: String,
        /// The running services.
        available: String,
    },
    /// The service is catalogued but nothing provides it now.
    #[error(
        "service \"{name}\" is catalogued but not provided now (not granted by the operator, or its provider is not active); services provided now: {available}"
    )]
    NotRunning {
        /// The name asked for.
        name: String,
        /// The running services.
        available: String,
    },
    /// No catalogued event has that name.
    #[error("no event is named \"{name}\"; events: {available}")]
    UnknownEvent {
        /// The name asked for.
        name: String,
        /// The catalogued events.
        available: String,
    },
}

/// Render the report.
pub(crate) fn inspect(
    shared: &Shared,
    what: Option<&str>,
    name: Option<&str>,
) -> Result<String, InspectError> {
    let what = what.filter(|w| !w.is_empty());
    let name = name.filter(|n| !n.is_empty());
    let section = match what {
        None => None,
        Some(w) => Some(Section::parse(w).ok_or_else(|| InspectError::UnknownWhat {
            what: w.into(),
            valid: whats(),
        })?),
    };
    if let Some(name) = name {
        return match section {
            Some(Section::Api) => api_one(shared, name),
            Some(Section::Events) => event_one(shared, name),
            other => Err(InspectError::NameWithoutTarget {
                got: other.map_or_else(
                    || "no what".to_owned(),
                    |s| format!("what=\"{}\"", s.name()),
                ),
            }),
        };
    }
    let sections: Vec<Section> = section.map_or_else(|| Section::ALL.to_vec(), |s| vec![s]);
    Ok(sections
        .into_iter()
        .map(|s| render(shared, s))
        .collect::<Vec<_>>()
        .join("\n\n"))
}

fn render(shared: &Shared, section: Section) -> String {
    let body = match section {
        Section::Services => services(shared),
        Section::Plugins => plugins(shared),
        Section::Tools => tools(shared),
        Section::Temporary => temporary(shared),
        Section::Api => api(shared),
        Section::Events => events(shared),
    };
    format!("## {}\n\n{}", section.heading(), body.trim_end())
}

fn or_none(lines: Vec<String>) -> String {
    if lines.is_empty() {
        "(none)".to_owned()
    } else {
        lines.join("\n")
    }
}

fn services(shared: &Shared) -> String {
    let lines = shared
        .runtime
        .services()
        .into_iter()
        .map(|s| {
            let mut line = format!(
                "- `{}` — provided by {} ({})",
                s.name, s.owner_name, s.owner
            );
            if s.owner_state != FiberState::Active {
                let _ = write!(
                    line,
                    " — owner is {}: consumers cannot use it",
                    s.owner_state
                );
            }
            line
        })
        .collect();
    or_none(lines)
}

fn plugins(shared: &Shared) -> String {
    let lines = shared
        .runtime
        .fibers()
        .into_iter()
        .map(|f| {
            let mut line = format!("- {} `{}` — {}", f.id, f.name, f.state);
            if !f.waiting_for.is_empty() && f.state == FiberState::Pending {
                let _ = write!(
                    line,
                    ", waiting for: {}",
                    waits(shared, &f.waiting_for).join(", ")
                );
            }
            if let Some(error) = &f.error {
                let _ = write!(line, ": {error}");
            }
            line
        })
        .collect();
    or_none(lines)
}

fn tools(shared: &Shared) -> String {
    let lines = shared
        .registry
        .entries()
        .iter()
        .map(|t| {
            let stats = t.stats();
            let summary = crate::catalog::summary_of(t.description());
            let mut line = format!("- `{}` ({}) — {summary}", t.name(), t.owner_label());
            if stats.calls > 0 {
                let avg = stats.total.as_secs_f64() * 1000.0 / stats.calls as f64;
                let _ = write!(
                    line,
                    " [{} calls, {} errors, {avg:.2} ms avg]",
                    stats.calls, stats.errors
                );
            }
            line
        })
        .collect();
    or_none(lines)
}

fn temporary(shared: &Shared) -> String {
    let services = shared.runtime.services();
    let lines = shared
        .mounts
        .live()
        .into_iter()
        .map(|(id, name, fiber)| {
            let state = fiber.state();
            let info = fiber.info();
            let provides: Vec<&str> = services
                .iter()
                .filter(|s| s.owner == fiber.id())
                .map(|s| s.name.as_str())
                .collect();
            let tools: Vec<String> = shared
                .registry
                .entries()
                .iter()
                .filter(|t| t.owner() == fiber.id())
                .map(|t| t.name().to_owned())
                .collect();
            let waits_for = info.map(|i| i.waiting_for).unwrap_or_default();
            format!(
                "- {id} `{name}` — {state}; provides: {}; waits for: {}; tools: {}",
                list_or_none(&provides.into_iter().map(str::to_owned).collect::<Vec<_>>()),
                list_or_none(&waits(shared, &waits_for)),
                list_or_none(&tools)
            )
        })
        .collect();
    or_none(lines)
}

/// Awaited services, each built-in one that nothing provides marked as not
/// granted: no plugin can fix that, only the operator.
fn waits(shared: &Shared, names: &[String]) -> Vec<String> {
    names
        .iter()
        .map(|name| {
            let provided = shared.runtime.services().iter().any(|s| &s.name == name);
            if !provided && crate::builtin::SERVICES.contains(&name.as_str()) {
                format!("{name} (not granted by the operator: start the server with --allow including {name})")
            } else {
                name.clone()
            }
        })
        .collect()
}

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

fn live_names(shared: &Shared) -> Vec<String> {
    shared
        .runtime
        .services()
        .into_iter()
        .filter(|s| s.owner_state == FiberState::Active)
        .map(|s| s.name)
        .collect()
}

fn api(shared: &Shared) -> String {
    let live = shared.runtime.services();
    let mut parts = Vec::new();
    let mut mounted = Vec::new();
    for service in &live {
        let own = live_entry(shared, &service.name);
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

/// The catalog entry a live host service carries itself (app services).
fn live_entry(shared: &Shared, name: &str) -> Option<crate::catalog::ServiceEntry> {
    let value = shared.runtime.service(name)?;
    let HostServiceValue(object) = value.try_cast::<HostServiceValue>()?;
    object.entry()
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

fn api_one(shared: &Shared, name: &str) -> Result<String, InspectError> {
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
    let own = live_entry(shared, name);
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

fn events(shared: &Shared) -> String {
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

fn event_one(shared: &Shared, name: &str) -> Result<String, InspectError> {
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
