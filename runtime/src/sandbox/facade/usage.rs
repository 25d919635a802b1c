//! Teaching errors for wrong calls on the façade (`ctx`, `ctx.tools`,
//! `ctx.timer`), decided from the façade's catalog entries ([`surface`]) so
//! the advice and the catalog cannot disagree; the words are
//! `teach/forms.rs`'.

use std::sync::OnceLock;

use cordis_toolset_catalog::ServiceEntry;

use crate::sandbox::budgets::frame;
use crate::sandbox::facade::surface::{self, facade_entries};
use crate::sandbox::teach::forms;

/// Members of a cordis context that mounted plugins do not get.
pub(crate) const FRAMEWORK: &[&str] = &[
    "root",
    "parent",
    "fiber",
    "registry",
    "reflect",
    "extend",
    "isolate",
    "intercept",
    "plugin",
    "set",
    "mixin",
    "runtime",
    "scope",
    "get",
    "inject",
    "effect",
    "events",
    "state",
    "config",
    "logger",
    "lifecycle",
    "app",
    "dispose",
    "accept",
    "using",
    "inspect",
    "filter",
    "any",
    "never",
    "bail",
    "serial",
    "parallel",
    "waterfall",
];

/// The façade's catalog entries, built once.
pub(crate) fn entries() -> &'static [ServiceEntry] {
    static ENTRIES: OnceLock<Vec<ServiceEntry>> = OnceLock::new();
    ENTRIES.get_or_init(facade_entries)
}

fn entry(receiver: &str) -> Option<&'static ServiceEntry> {
    entries().iter().find(|entry| entry.name == receiver)
}

/// The receiver word for a script type name (`Context` → `ctx`).
fn receiver_of(type_name: &str) -> Option<&'static str> {
    entries()
        .iter()
        .find(|entry| entry.trait_name == type_name)
        .map(|entry| entry.name.as_str())
}

/// What a receiver offers, for "available" lists.
fn offers(receiver: &str) -> String {
    if receiver == "ctx" {
        let inject = frame::current()
            .map(|mount| mount.inject.clone())
            .unwrap_or_default();
        return surface::ctx_offers(inject.iter().map(String::as_str));
    }
    entry(receiver)
        .map(|e| {
            e.methods
                .iter()
                .map(|m| m.name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        })
        .unwrap_or_default()
}

/// Teach from Rhai's "function not found" signature, like
/// `on (Context, string)`, when the receiver is part of the façade.
pub(crate) fn rewrite_not_found(signature: &str) -> Option<String> {
    let (method, rest) = signature.split_once(" (")?;
    let types: Vec<&str> = rest
        .trim_end_matches(')')
        .split(", ")
        .filter(|t| !t.is_empty())
        .collect();
    let receiver = receiver_of(types.first()?)?;
    Some(teach(receiver, method.trim(), &types[1..]))
}

/// A teaching message for a call `receiver.method(types…)` that no binding
/// takes: the method's signature, or what the receiver offers instead.
pub(crate) fn teach(receiver: &str, method: &str, types: &[&str]) -> String {
    if let Some(found) = entry(receiver).and_then(|entry| entry.get_method(method)) {
        let got = if types.is_empty() {
            "nothing".to_owned()
        } else {
            // Rhai's names (`&str | ImmutableString | String`) in script words.
            crate::sandbox::teach::script_types(&types.join(", "))
        };
        let signature = found.signature.trim_start_matches("fn ");
        return forms::called_with(receiver, method, &got, signature);
    }
    if receiver == "ctx" && FRAMEWORK.contains(&method) {
        return forms::not_available(method, &offers(receiver));
    }
    forms::no_method(receiver, method, &offers(receiver))
}
