//! The value type that crosses the runtime: event payloads, services,
//! plugin configs, listener results.
//!
//! It is Rhai's `Dynamic` (with the `sync` feature it is `Send + Sync`), so
//! values pass between Rust and scripts without conversion.

/// A value held or passed by the runtime.
pub type Value = rhai::Dynamic;

/// Whether a listener's result counts as "no result" for `serial`/`bail`:
/// unit or `false`.
pub(crate) fn is_nothing(value: &Value) -> bool {
    value.is_unit() || value.as_bool().is_ok_and(|b| !b)
}

/// A JSON value as a runtime value: objects become maps, arrays arrays,
/// `null` unit, integers `i64` where they fit (else floats).
pub fn from_json(json: &serde_json::Value) -> Value {
    use serde_json::Value as Json;
    match json {
        Json::Null => Value::UNIT,
        Json::Bool(b) => (*b).into(),
        Json::Number(n) => match n.as_i64() {
            Some(i) => i.into(),
            None => n.as_f64().unwrap_or(f64::NAN).into(),
        },
        Json::String(s) => s.as_str().into(),
        Json::Array(items) => Value::from_array(items.iter().map(from_json).collect()),
        Json::Object(fields) => {
            // Inserted one by one: JSON keys come unique and sorted, and
            // collecting would sort and deduplicate them again. (`from_map`,
            // not `.into()`: Rhai's `From<BTreeMap>` rebuilds the map.)
            let mut map = rhai::Map::new();
            for (key, value) in fields {
                map.insert(key.as_str().into(), from_json(value));
            }
            Value::from_map(map)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_converts_to_script_values() {
        let value = from_json(
            &serde_json::json!({ "n": 5, "x": 1.5, "s": "a", "l": [true, null], "o": {} }),
        );
        let map = value.cast::<rhai::Map>();
        assert_eq!(map["n"].as_int().unwrap(), 5);
        assert_eq!(map["x"].as_float().unwrap(), 1.5);
        assert_eq!(map["s"].clone().into_string().unwrap(), "a");
        assert!(map["l"].clone().cast::<rhai::Array>()[1].is_unit());
        assert!(map["o"].is_map());
    }
}
