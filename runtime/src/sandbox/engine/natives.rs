//! The native functions the sandbox engine offers scripts, read from the
//! engine's own metadata, for the fuzz targets (through `__fuzz`): a
//! function added to the engine is fuzzed without a hand-kept list.

use std::sync::Arc;

use crate::limits::Limits;
use crate::sandbox::engine::locked_down;
use crate::sandbox::facade::slots::SlotTable;

/// One function a script can call, as the engine's metadata describes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NativeFunction {
    /// The name a script calls it by (an operator's symbol for operators,
    /// `index$get$`-style names for indexers and property accessors).
    pub name: String,
    /// Each parameter's type as the metadata writes it (`&mut ImmutableString`,
    /// `i64`, `FnPtr`, `Dynamic`, …), `?` where it gives none.
    pub params: Vec<String>,
    /// The whole signature, for messages.
    pub signature: String,
}

/// Every function of an engine built exactly as the sandbox builds it for
/// `limits` (packages, the checked natives, the façade's functions), in
/// the metadata's order (sorted by name, then parameters).
pub fn native_functions(limits: &Limits) -> Vec<NativeFunction> {
    of_engine(&locked_down::build(limits, &Arc::new(SlotTable::new())))
}

/// Every function of `engine`, as [`native_functions`] lists them.
pub(crate) fn of_engine(engine: &rhai::Engine) -> Vec<NativeFunction> {
    let Ok(text) = engine.gen_fn_metadata_to_json(true) else {
        return Vec::new();
    };
    let Ok(json) = serde_json::from_str::<serde_json::Value>(&text) else {
        return Vec::new();
    };
    json["functions"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|function| {
            let name = function["name"].as_str()?.to_owned();
            let params = function["params"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|p| p["type"].as_str().unwrap_or("?").to_owned())
                .collect();
            let signature = function["signature"].as_str().unwrap_or(&name).to_owned();
            Some(NativeFunction {
                name,
                params,
                signature,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_holds_the_checked_functions_with_their_parameters() {
        let functions = native_functions(&Limits::default());
        for name in ["replace", "join", "map", "zip", "to_json", "pad", "+"] {
            assert!(
                functions.iter().any(|f| f.name == name),
                "{name} is not listed"
            );
        }
        assert!(
            functions
                .iter()
                .any(|f| f.name == "pad" && f.params.len() == 3)
        );
    }
}
