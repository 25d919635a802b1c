//! Script values to JSON, refusing closures and anything nested past a cap.
//!
//! This walk recurses, but never deeper than `max_depth` containers: it
//! checks the depth *before* descending, so a map nested thousands of
//! levels deep costs at most `max_depth` frames here. (It cannot be an
//! explicit-stack loop without cloning: a script value's children are only
//! reachable through read guards borrowed from their parent, and cloning a
//! deep map is itself a deep recursion inside Rhai.)

use rhai::Dynamic;
use serde_json::{Map, Number, Value};

use super::error::SchemaError;

/// A short description of a script value's kind, for messages.
pub(crate) fn describe_dynamic(value: &Dynamic) -> String {
    if value.is_fnptr() {
        "a function".to_owned()
    } else if value.is_unit() {
        "()".to_owned()
    } else {
        let name = value.type_name();
        let name = name.rsplit("::").next().unwrap_or(name);
        format!("a value of type {name}")
    }
}

/// Converts a script value to JSON, refusing closures and other non-data and
/// anything nested deeper than `max_depth` containers.
///
/// `limit` is the number reported in a [`SchemaError::TooDeep`] (the
/// parameter nesting cap, which is what the writer thinks in).
pub(crate) fn to_json(
    value: &Dynamic,
    root: &str,
    max_depth: usize,
    limit: usize,
) -> Result<Value, SchemaError> {
    convert(value, root, max_depth, limit)
}

fn convert(value: &Dynamic, path: &str, room: usize, limit: usize) -> Result<Value, SchemaError> {
    if value.is_unit() {
        return Ok(Value::Null);
    }
    if let Ok(b) = value.as_bool() {
        return Ok(Value::Bool(b));
    }
    if let Ok(i) = value.as_int() {
        return Ok(Value::Number(i.into()));
    }
    if let Ok(f) = value.as_float() {
        return Number::from_f64(f)
            .map(Value::Number)
            .ok_or_else(|| SchemaError::NotData {
                path: path.to_owned(),
                got: format!("the number {f}"),
            });
    }
    if let Ok(c) = value.as_char() {
        return Ok(Value::String(c.to_string()));
    }
    if let Ok(s) = value.as_immutable_string_ref() {
        return Ok(Value::String(s.to_string()));
    }
    if let Ok(blob) = value.as_blob_ref() {
        return Ok(Value::Array(
            blob.iter().map(|b| Value::Number((*b).into())).collect(),
        ));
    }
    let too_deep = || SchemaError::TooDeep {
        path: path.to_owned(),
        limit,
    };
    if let Ok(map) = value.as_map_ref() {
        let room = room.checked_sub(1).ok_or_else(too_deep)?;
        let mut out = Map::new();
        for (key, child) in map.iter() {
            let child_path = format!("{path}.{key}");
            out.insert(key.to_string(), convert(child, &child_path, room, limit)?);
        }
        return Ok(Value::Object(out));
    }
    if let Ok(array) = value.as_array_ref() {
        let room = room.checked_sub(1).ok_or_else(too_deep)?;
        let mut out = Vec::with_capacity(array.len());
        for (i, child) in array.iter().enumerate() {
            out.push(convert(child, &format!("{path}[{i}]"), room, limit)?);
        }
        return Ok(Value::Array(out));
    }
    Err(SchemaError::NotData {
        got: describe_dynamic(value),
        path: path.to_owned(),
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
pub(crate) mod tests {
    use super::*;
    use serde_json::json;

    fn eval(script: &str) -> Dynamic {
        let engine = rhai::Engine::new_raw();
        engine.eval::<Dynamic>(script).unwrap()
    }

    /// Runs `f` on a value made by `build` on a thread with a big stack
    /// (Rhai itself clones and drops nested maps recursively), while `f`
    /// runs on a thread with a small one, proving `f` does not recurse deep.
    pub(crate) fn with_deep_value<R: Send + 'static>(
        build: fn() -> Dynamic,
        f: fn(&Dynamic) -> R,
    ) -> R {
        let big = std::thread::Builder::new()
            .name("big".into())
            .stack_size(256 << 20);
        big.spawn(move || {
            let value = build();
            let small = std::thread::Builder::new()
                .name("small".into())
                .stack_size(1 << 20);
            let (value, out) = small
                .spawn(move || {
                    let out = f(&value);
                    (value, out)
                })
                .unwrap()
                .join()
                .unwrap();
            drop(value);
            out
        })
        .unwrap()
        .join()
        .unwrap()
    }

    #[test]
    fn converts_plain_data() {
        let v = eval(r#"#{ a: 1, b: [true, "x", 'c', ()], c: #{ d: 1.5 } }"#);
        let json = to_json(&v, "parameters", 10, 5).unwrap();
        assert_eq!(
            json,
            json!({"a": 1, "b": [true, "x", "c", null], "c": {"d": 1.5}})
        );
    }

    #[test]
    fn refuses_closures_naming_the_path() {
        let v = eval(r#"#{ a: #{ "default": |x| x } }"#);
        let err = to_json(&v, "parameters", 10, 5).unwrap_err();
        assert_eq!(
            err,
            SchemaError::NotData {
                path: "parameters.a.default".into(),
                got: "a function".into()
            }
        );
    }

    #[test]
    fn refuses_deep_nesting_within_a_small_stack() {
        // The same shape a script loop builds, made here without Rhai's
        // quadratic copying: 3,000 levels of #{ x: .. }.
        let deep = || {
            let mut m = Dynamic::from_map(rhai::Map::new());
            for _ in 0..3000 {
                let mut outer = rhai::Map::new();
                outer.insert("x".into(), m);
                m = Dynamic::from_map(outer);
            }
            m
        };
        let err = with_deep_value(deep, |v| to_json(v, "p", 8, 4)).unwrap_err();
        assert!(
            matches!(err, SchemaError::TooDeep { limit: 4, .. }),
            "{err}"
        );
        assert!(err.to_string().starts_with("p.x.x.x.x.x.x.x.x "), "{err}");
    }
}
