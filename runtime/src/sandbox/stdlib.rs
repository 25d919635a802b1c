//! What a model expects of a standard library beyond Rhai's own, so that
//! the advice in catalogs and errors is code that runs:
//!
//! * `to_json(value)` of any plain value (arrays, strings, numbers, bools,
//!   `()` as `null`, maps), refusing closures and handles by what they are;
//!   `parse_json(text)` back;
//! * `array.join(sep)`;
//! * `trim`, `reverse` and `replace`, which Rhai runs in place and which
//!   return `()` there, also return the changed value, so that
//!   `s.trim().split(",")` works as it does in JavaScript.

use rhai::{Array, Dynamic, Engine, EvalAltResult, ImmutableString, Map, NativeCallContext};

use crate::sandbox::cross::{from_json, script_error, to_plain};

type ScriptResult<T> = Result<T, Box<EvalAltResult>>;

/// Register the additions on `engine`. Functions registered on the engine
/// are found before the standard library's of the same signature.
pub(crate) fn register(engine: &mut Engine) {
    engine.register_fn("to_json", |c: NativeCallContext<'_>, value: Dynamic| {
        to_json(&c, &value)
    });
    engine.register_fn("to_json", |c: NativeCallContext<'_>, map: &mut Map| {
        to_json(&c, &Dynamic::from_map(map.clone()))
    });
    engine.register_fn("parse_json", |c: NativeCallContext<'_>, text: &str| {
        serde_json::from_str::<serde_json::Value>(text)
            .map(|json| from_json(&json))
            .map_err(|e| {
                script_error(
                    &c,
                    format!("parse_json: the text is not JSON ({e}); to_json(value) writes JSON"),
                )
            })
    });
    engine.register_fn("join", |array: &mut Array, sep: &str| join(array, sep));
    engine.register_fn("join", |array: &mut Array| join(array, ","));
    engine.register_fn("trim", |s: &mut ImmutableString| {
        let trimmed: ImmutableString = s.trim().into();
        *s = trimmed.clone();
        trimmed
    });
    engine.register_fn("reverse", |array: &mut Array| {
        array.reverse();
        array.clone()
    });
    engine.register_fn(
        "replace",
        |s: &mut ImmutableString, find: &str, with: &str| {
            let replaced: ImmutableString = s.replace(find, with).into();
            *s = replaced.clone();
            replaced
        },
    );
}

/// `value` as JSON text.
fn to_json(call: &NativeCallContext<'_>, value: &Dynamic) -> ScriptResult<ImmutableString> {
    let plain = to_plain(value, "value").map_err(|e| script_error(call, e.describe("to_json")))?;
    let json: serde_json::Value = rhai::serde::from_dynamic(&plain).map_err(|_| {
        script_error(
            call,
            "to_json: this value has no JSON form (a number that is not finite?)",
        )
    })?;
    Ok(json.to_string().into())
}

/// The items of `array` as text, separated by `sep` (`()` as empty text,
/// as JavaScript does for `null`).
fn join(array: &Array, sep: &str) -> ImmutableString {
    let mut out = String::new();
    for (index, item) in array.iter().enumerate() {
        if index > 0 {
            out.push_str(sep);
        }
        if !item.is_unit() {
            out.push_str(&item.to_string());
        }
    }
    out.into()
}
