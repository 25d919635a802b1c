//! JSON rendering of the catalog, for tools and `cordis-cli catalog --format json`.

use serde_json::{Value, json};

use crate::catalog::Catalog;
use crate::entry::{EventEntry, MethodEntry, ParamEntry, ServiceEntry};
use crate::shape::TypeSet;

fn params_json(params: &[ParamEntry]) -> Value {
    params
        .iter()
        .map(|p| json!({ "name": p.name, "type": p.ty, "optional": p.optional }))
        .collect()
}

fn types_json(types: &TypeSet) -> Value {
    json!({
        "declarations": types.declarations().map(|d| json!({
            "name": d.name,
            "module": d.module,
            "declaration": d.declaration,
            "truncated": d.truncated,
        })).collect::<Vec<_>>(),
        "ambiguous": types.ambiguities().iter().map(|a| json!({
            "name": a.name,
            "modules": a.modules,
            "note": a.note(),
        })).collect::<Vec<_>>(),
    })
}

impl MethodEntry {
    /// This method as JSON.
    pub fn to_json(&self) -> Value {
        json!({
            "name": self.name,
            "signature": self.signature,
            "summary": self.summary,
            "docs": self.docs,
            "params": params_json(&self.params),
            "returns": self.returns,
            "fallible": self.fallible,
            "throws": self.throws,
            "types": self.types.names(),
        })
    }
}

impl ServiceEntry {
    /// This service as JSON, with its type closure.
    pub fn to_json(&self) -> Value {
        json!({
            "name": self.name,
            "trait": self.trait_name,
            "summary": self.summary,
            "docs": self.docs,
            "methods": self.methods.iter().map(MethodEntry::to_json).collect::<Vec<_>>(),
            "types": types_json(&self.types),
        })
    }
}

impl EventEntry {
    /// This event as JSON, with its payload's type closure.
    pub fn to_json(&self) -> Value {
        json!({
            "name": self.name,
            "mode": self.mode.as_str(),
            "signature": self.signature,
            "listener": self.listener_signature(),
            "summary": self.summary,
            "docs": self.docs,
            "params": params_json(&self.params),
            "returns": self.returns,
            "types": types_json(&self.types),
        })
    }
}

impl Catalog {
    /// The whole catalog as JSON: `{ services: [...], events: [...] }`, sorted by name.
    pub fn to_json(&self) -> Value {
        json!({
            "services": self.services().iter().map(|s| s.to_json()).collect::<Vec<_>>(),
            "events": self.events_sorted().iter().map(|e| e.to_json()).collect::<Vec<_>>(),
        })
    }
}
