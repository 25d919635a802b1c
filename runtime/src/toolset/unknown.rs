//! What a call of a tool that no one answers now is told.
//!
//! Either a pending mount's code registers the tool once it starts — then
//! the refusal names the mount, its plugin and the services it waits for —
//! or no mount does, and the refusal suggests the registered names nearest
//! to the one called.

use crate::fiber::FiberState;
use crate::toolset::inspect::{provided_names, waits};
use crate::toolset::shared::Shared;

/// Names further than this many edits from the one called are not offered.
const MAX_EDITS: usize = 3;
/// At most this many names are offered.
const MAX_OFFERED: usize = 3;

/// The refusal of a call of `name` when no tool of that name is registered
/// now.
pub(crate) fn unknown(shared: &Shared, name: &str) -> String {
    let waiting: Vec<(String, String, Vec<String>)> = shared
        .mounts
        .table
        .lock()
        .values()
        .filter(|m| m.fiber.state() == FiberState::Pending && m.tools.iter().any(|t| t == name))
        .map(|m| {
            let waits_for = shared.runtime.waiting_for(m.fiber.id());
            (m.id.clone(), m.name.clone(), waits_for)
        })
        .collect();
    if let Some((id, plugin, waits_for)) = waiting.first() {
        let provided = provided_names(shared);
        let services = waits(&provided, waits_for);
        let plural = if services.len() == 1 { "" } else { "s" };
        return format!(
            "tool `{name}` is not registered now: mount {id} (plugin \"{plugin}\") registers it when it starts (or starts again, if a service it used went away), and it is pending, waiting for the service{plural} {}. A plugin that provides {} (ctx.provide) starts it; cordis_inspect {{ what: \"temporary\" }} shows what each mount waits for.",
            services.join(", "),
            if services.len() == 1 { "it" } else { "them" },
        );
    }
    let names: Vec<String> = shared
        .registry
        .entries()
        .iter()
        .map(|e| e.name().to_owned())
        .collect();
    let near = nearest(name, &names);
    let mean = match near.as_slice() {
        [] => String::new(),
        [one] => format!(" Did you mean `{one}`?"),
        many => format!(
            " Did you mean one of {}?",
            many.iter()
                .map(|n| format!("`{n}`"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    format!(
        "unknown tool `{name}`: no tool of that name is registered now.{mean} Call tools/list (or cordis_inspect with what: \"tools\") for the tools registered now."
    )
}

/// The registered names closest to `name`: a few edits away, or holding it.
fn nearest(name: &str, names: &[String]) -> Vec<String> {
    let lower = name.to_lowercase();
    let mut scored: Vec<(usize, &String)> = names
        .iter()
        .filter_map(|candidate| {
            let other = candidate.to_lowercase();
            let close = crate::similar::edits(name, candidate, MAX_EDITS);
            let holds = lower.len() >= 3 && (other.contains(&lower) || lower.contains(&other));
            let edits = close.unwrap_or_else(|| strsim::damerau_levenshtein(&lower, &other));
            (close.is_some() || holds).then_some((edits, candidate))
        })
        .collect();
    scored.sort();
    scored
        .into_iter()
        .take(MAX_OFFERED)
        .map(|(_, n)| n.clone())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn near_names_are_typos_or_hold_the_name() {
        let names: Vec<String> = ["word_count", "line_count", "cordis_mount", "stats_report"]
            .map(String::from)
            .to_vec();
        assert_eq!(nearest("word_cuont", &names), ["word_count"]);
        assert_eq!(nearest("stats", &names), ["stats_report"]);
        assert_eq!(nearest("zzz", &names), Vec::<String>::new());
    }
}
