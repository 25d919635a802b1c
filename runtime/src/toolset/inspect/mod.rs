//! `cordis_inspect`: read-only Markdown over the live runtime, one
//! `## <Heading>` section per `what`, sections joined by one blank line.
//!
//! `name` narrows any section to one target. An answer stays under
//! [`MAX_INSPECT_CHARS`]: past that, the largest sections summarize
//! ([`bound`]) and say how to narrow.

mod bound;
mod catalog;
mod failures;
mod functions;
mod section;

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::fiber::{FiberId, FiberState};
use crate::limits::Limits;
use crate::sandbox::ServiceValue;
use crate::sandbox::teach::operators;
use crate::tools::ToolStats;
use crate::toolset::mounts::list_or_none;
use crate::toolset::shared::Shared;

pub use section::{InspectError, Section};

use bound::{Body, Rendered, few};
use catalog::{api, api_one, event_one, events, live_names};
use section::whats;

/// The most characters one `cordis_inspect` answer holds.
const MAX_INSPECT_CHARS: usize = Limits::MAX_INSPECT_CHARS;

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
        return narrow(shared, section.ok_or(InspectError::NameWithoutWhat)?, name);
    }
    let sections: Vec<Section> = section.map_or_else(|| Section::ALL.to_vec(), |s| vec![s]);
    let rendered = sections.into_iter().map(|s| render(shared, s)).collect();
    Ok(bound::fit(rendered, MAX_INSPECT_CHARS))
}

fn render(shared: &Shared, section: Section) -> Rendered {
    let body = match section {
        Section::Services => Body::Entries(services(shared, None)),
        Section::Plugins => Body::Entries(plugins(shared, None)),
        Section::Tools => Body::Entries(tools(shared, None)),
        Section::Temporary => Body::Entries(temporary(shared, None)),
        Section::Api => Body::Parts(api(shared)),
        Section::Events => Body::Parts(events(shared)),
        Section::Functions => Body::Parts(functions::parts(shared.sandbox.functions())),
    };
    Rendered { section, body }
}

/// What a narrowed section answers when nothing matches the name.
type Refusal = fn(&Shared, &str) -> InspectError;

/// One section narrowed to what `name` matches; nothing matching is an error.
fn narrow(shared: &Shared, section: Section, name: &str) -> Result<String, InspectError> {
    // Each listed section says what it refuses, so a new one must too.
    let (entries, unknown): (Vec<String>, Refusal) = match section {
        Section::Api => return api_one(shared, name),
        Section::Events => return event_one(shared, name),
        Section::Tools => return tool_one(shared, name),
        Section::Functions => return function_one(shared, name),
        Section::Services => (services(shared, Some(name)), |shared, name| {
            InspectError::UnknownService {
                name: name.into(),
                available: few(live_names(shared)),
            }
        }),
        Section::Plugins => (plugins(shared, Some(name)), |_, name| {
            InspectError::UnknownPlugin { name: name.into() }
        }),
        Section::Temporary => (temporary(shared, Some(name)), |shared, name| {
            InspectError::UnknownMount {
                name: name.into(),
                live: few(shared
                    .mounts
                    .live()
                    .into_iter()
                    .map(|(id, ..)| id)
                    .collect()),
            }
        }),
    };
    if entries.is_empty() {
        return Err(unknown(shared, name));
    }
    let rendered = Rendered {
        section,
        body: Body::Entries(entries),
    };
    Ok(bound::fit(vec![rendered], MAX_INSPECT_CHARS))
}

/// The signatures of one function, or of every function taking a type
/// first; a name that is neither is refused with the closest one.
fn function_one(shared: &Shared, name: &str) -> Result<String, InspectError> {
    let all = shared.sandbox.functions();
    let Some(entries) = functions::signatures(all, name).or_else(|| operators::lookup(name)) else {
        let names = functions::names(all);
        let nearest = crate::similar::closest(name, names.iter().map(String::as_str), 1);
        return Err(InspectError::UnknownFunction {
            name: name.into(),
            nearest,
        });
    };
    let rendered = Rendered {
        section: Section::Functions,
        body: Body::Entries(entries),
    };
    Ok(bound::fit(vec![rendered], MAX_INSPECT_CHARS))
}

/// One line per provided service, oldest first (in the order they were
/// provided), so a summary's last entries are the most recent.
fn services(shared: &Shared, name: Option<&str>) -> Vec<String> {
    let mut services = shared.runtime.services();
    services.sort_by_key(|s| s.provided);
    services
        .into_iter()
        .filter(|s| name.is_none_or(|name| s.name == name))
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
            if let Some(status) = live_status(shared, &s.name) {
                let _ = write!(line, " — {status}");
            }
            line
        })
        .collect()
}

/// The operator status line a live Rust service reports, if any.
pub(crate) fn live_status(shared: &Shared, name: &str) -> Option<String> {
    let value = shared.runtime.service(name)?;
    let service = value.try_cast::<ServiceValue>()?;
    service.status().map(str::to_owned)
}

fn plugins(shared: &Shared, name: Option<&str>) -> Vec<String> {
    let provided = provided_names(shared);
    shared
        .runtime
        .fibers_without_effects()
        .into_iter()
        .filter(|f| name.is_none_or(|name| f.name == name || f.id.to_string() == name))
        .map(|f| {
            let mut line = format!("- {} `{}` — {}", f.id, f.name, f.state);
            if !f.waiting_for.is_empty() && f.state == FiberState::Pending {
                let _ = write!(
                    line,
                    ", waiting for: {}",
                    waits(&provided, &f.waiting_for).join(", ")
                );
            }
            if let Some(error) = &f.error {
                let _ = write!(line, ": {error}");
            }
            if name.is_some() {
                line.push_str(&failures::details(&f.failures));
            } else if let Some(summary) = failures::summary(&f.failures) {
                let _ = write!(line, "; {summary}");
            }
            line
        })
        .collect()
}

fn tools(shared: &Shared, name: Option<&str>) -> Vec<String> {
    shared
        .registry
        .listed()
        .iter()
        .filter(|t| name.is_none_or(|name| t.name() == name))
        .map(|t| {
            let summary = cordis_toolset_catalog::summary_of(t.description());
            let summary = whole_sentences(&summary);
            let mut line = format!("- `{}` ({}) — {summary}", t.name(), t.owner_label());
            if let Some(calls) = call_stats(t.stats()) {
                let _ = write!(line, " [{calls}]");
            }
            line
        })
        .collect()
}

/// A summary that leads into what follows it (`… a plugin:`, with the
/// example after it) cut to its sentences before, so that a one-line
/// entry does not read as cut off; one with no sentence before stays.
fn whole_sentences(summary: &str) -> &str {
    match summary.strip_suffix(':').and_then(|s| s.rfind(". ")) {
        Some(end) => &summary[..=end],
        None => summary,
    }
}

/// One tool in full: description, arguments, owner, call statistics.
fn tool_one(shared: &Shared, name: &str) -> Result<String, InspectError> {
    let Some(tool) = shared.registry.get(name) else {
        return Err(InspectError::UnknownTool {
            name: name.into(),
            available: few(shared
                .registry
                .listed()
                .iter()
                .map(|t| t.name().to_owned())
                .collect()),
        });
    };
    let mut text = tool.descriptor().render_markdown();
    let _ = write!(text, "\n\nRegistered by {}.", tool.owner_label());
    if let Some(calls) = call_stats(tool.stats()) {
        let _ = write!(text, " {calls}.");
    }
    Ok(text)
}

/// `3 calls, 1 errors, 0.42 ms avg`, once a tool has been called.
fn call_stats(stats: ToolStats) -> Option<String> {
    (stats.calls > 0).then(|| {
        let average = stats.total.as_secs_f64() * 1000.0 / stats.calls as f64;
        format!(
            "{} calls, {} errors, {average:.2} ms avg",
            stats.calls, stats.errors
        )
    })
}

fn temporary(shared: &Shared, name: Option<&str>) -> Vec<String> {
    let detailed = name.is_some();
    let services = shared.runtime.services();
    let provided = provided_names(shared);
    let mut tools_of: BTreeMap<FiberId, Vec<String>> = BTreeMap::new();
    for tool in shared.registry.listed() {
        tools_of
            .entry(tool.owner())
            .or_default()
            .push(tool.name().to_owned());
    }
    shared
        .mounts
        .live()
        .into_iter()
        .filter(|(id, plugin, _)| name.is_none_or(|name| id == name || plugin == name))
        .map(|(id, name, fiber)| {
            let state = fiber.state();
            let provides: Vec<String> = services
                .iter()
                .filter(|s| s.owner == fiber.id())
                .map(|s| s.name.clone())
                .collect();
            let waits_for = shared.runtime.waiting_for(fiber.id());
            let mut line = format!(
                "- {id} `{name}` — {state}; provides: {}; waits for: {}; tools: {}",
                list_or_none(&provides),
                list_or_none(&waits(&provided, &waits_for)),
                list_or_none(tools_of.get(&fiber.id()).map_or(&[][..], Vec::as_slice))
            );
            let failed = shared.runtime.failures(fiber.id());
            if detailed {
                line.push_str(&failures::details(&failed));
            } else if let Some(summary) = failures::summary(&failed) {
                let _ = write!(line, "; {summary}");
            }
            line
        })
        .collect()
}

/// The names of the services provided now.
pub(super) fn provided_names(shared: &Shared) -> Vec<String> {
    shared
        .runtime
        .services()
        .into_iter()
        .map(|s| s.name)
        .collect()
}

/// Awaited services, each built-in one that nothing provides marked as not
/// granted: no plugin can fix that, only the operator.
pub(super) fn waits(provided: &[String], names: &[String]) -> Vec<String> {
    names
        .iter()
        .map(|name| {
            if !provided.contains(name) && crate::services::BuiltinService::named(name).is_some() {
                format!("{name} (not granted by the operator: start the server with --allow including {name})")
            } else {
                name.clone()
            }
        })
        .collect()
}
