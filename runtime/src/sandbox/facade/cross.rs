//! Values crossing the sandbox boundary, converted: data leaving a script
//! (tool arguments to services, event payloads, results) becomes plain
//! data, with closures and the façade's values refused and where they sit
//! named ([`CrossError`]); data entering one is held to the limits every
//! script value is held to ([`entering`]).
//!
//! What crosses *between mounts* — provided values and their trampolines —
//! is the bridge's (`bridge.rs`), which builds on this.

use rhai::{Array, Dynamic, EvalAltResult, FnPtr, Map, NativeCallContext};

use crate::limits::Limits;
use crate::sandbox::facade::opaque::opaque;
use crate::sandbox::facade::slots::slot_of;
use crate::sandbox::size::measure;
use crate::sandbox::teach::budgets::ENTERING;
use crate::sandbox::teach::opaque::Opaque;

/// Deepest nesting of data that crosses the boundary.
const MAX_DEPTH: usize = Limits::MAX_CROSSING_DEPTH;
/// A runtime error at the native call's position.
pub(crate) fn script_error(
    ctx: &NativeCallContext<'_>,
    message: impl Into<String>,
) -> Box<EvalAltResult> {
    Box::new(EvalAltResult::ErrorRuntime(
        message.into().into(),
        ctx.call_position(),
    ))
}

/// Why a value cannot cross.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct CrossError {
    pub(crate) path: String,
    pub(crate) problem: &'static str,
}

impl CrossError {
    pub(crate) fn describe(&self, what: &str) -> String {
        format!("{what}: {} at `{}`", self.problem, self.path)
    }
}
/// Why `value` cannot leave a script as data, if it cannot: a function,
/// or a value of the façade (see [`opaque`]).
fn refusal(value: &Dynamic) -> Option<&'static str> {
    if value.is_fnptr() {
        Some(
            "a function cannot be passed here (only data: strings, numbers, booleans, arrays, maps, ())",
        )
    } else {
        opaque(value).map(Opaque::cannot_cross)
    }
}

/// The visit of [`rebuild`] that copies plain data and refuses the rest
/// (see [`refusal`]), naming where it sits.
pub(super) fn refuse(value: &Dynamic, path: &Path<'_>) -> Result<Option<Dynamic>, CrossError> {
    match refusal(value) {
        Some(problem) => Err(CrossError {
            path: path.to_string(),
            problem,
        }),
        None => Ok(None),
    }
}

/// A deep, unshared copy of `value` that is plain data only.
pub(crate) fn to_plain(value: &Dynamic, root: &str) -> Result<Dynamic, CrossError> {
    rebuild(value, &Path::Root(root), 0, &mut refuse)
}

/// [`to_plain`] of a value the caller owns and gives up: returned as it is
/// when it is plain data already, which is what a copy would be (nothing
/// shared, nothing refused, not nested too deeply, every container
/// untagged and every value writable); else copied by [`to_plain`], with
/// its errors. A listener's or a service's result is usually plain, and
/// copying it cost more than the walk that finds it so.
pub(crate) fn into_plain(value: Dynamic, root: &str) -> Result<Dynamic, CrossError> {
    if is_plain(&value, 0) {
        Ok(value)
    } else {
        to_plain(&value, root)
    }
}

/// [`into_plain`] with its root named by `root` only when it is copied:
/// a cross-mount call passes each argument here, and naming it every time
/// cost a string per argument.
pub(crate) fn into_plain_at(
    value: Dynamic,
    root: impl FnOnce() -> String,
) -> Result<Dynamic, CrossError> {
    if is_plain(&value, 0) {
        Ok(value)
    } else {
        to_plain(&value, &root())
    }
}

/// Whether [`rebuild`] with [`refuse`] would make an equal copy of `value`
/// without an error.
fn is_plain(value: &Dynamic, depth: usize) -> bool {
    if depth > MAX_DEPTH || value.is_shared() || value.is_read_only() {
        return false;
    }
    if let Some(map) = value.read_lock::<Map>() {
        return value.tag() == 0 && map.values().all(|item| is_plain(item, depth + 1));
    }
    if let Some(array) = value.read_lock::<Array>() {
        return value.tag() == 0 && array.iter().all(|item| is_plain(item, depth + 1));
    }
    // Only a function or a custom type (the façade's are) can be refused.
    !(value.is_fnptr() || value.is_variant()) || refusal(value).is_none()
}

/// `value` as JSON (plain data only).
pub(crate) fn to_json(value: &Dynamic, root: &str) -> Result<serde_json::Value, CrossError> {
    let plain = to_plain(value, root)?;
    rhai::serde::from_dynamic(&plain).map_err(|_| CrossError {
        path: root.to_owned(),
        problem: "this value has no JSON form",
    })
}

/// Whether `value` is `current` unchanged: the same function (a
/// trampoline to the same slot, or the same script function), or equal
/// plain data. Tells a setter's write-back from an assignment.
pub(crate) fn same_value(current: &Dynamic, value: &Dynamic) -> bool {
    let current = current.flatten_clone();
    let value = value.flatten_clone();
    match (current.read_lock::<FnPtr>(), value.read_lock::<FnPtr>()) {
        (Some(a), Some(b)) => return a.fn_name() == b.fn_name() && slot_of(&a) == slot_of(&b),
        (None, None) => {}
        _ => return false,
    }
    match (to_json(&current, "value"), to_json(&value, "value")) {
        (Ok(a), Ok(b)) => a == b,
        // Data holding functions (a provided map of methods, as in
        // `ctx.math.nested.triple(1)`): compared part by part.
        _ => same_parts(&current, &value),
    }
}

/// Whether two maps (or two arrays) hold the same values, by [`same_value`].
fn same_parts(current: &Dynamic, value: &Dynamic) -> bool {
    if let (Some(a), Some(b)) = (current.read_lock::<Map>(), value.read_lock::<Map>()) {
        return a.len() == b.len()
            && a.iter()
                .all(|(key, v)| b.get(key).is_some_and(|w| same_value(v, w)));
    }
    if let (Some(a), Some(b)) = (current.read_lock::<Array>(), value.read_lock::<Array>()) {
        return a.len() == b.len() && a.iter().zip(b.iter()).all(|(v, w)| same_value(v, w));
    }
    false
}

/// JSON as a script value.
pub(crate) fn from_json(value: &serde_json::Value) -> Dynamic {
    crate::value::from_json(value)
}

/// `value`, if it fits the limits every script value is held to; else
/// why not, naming the limit and `origin` (where the value came from).
/// Every value that enters a script from outside it passes here: tool
/// arguments, event payloads, service results, values of other mounts.
pub(crate) fn entering(
    value: Dynamic,
    limits: &Limits,
    origin: impl std::fmt::Display,
) -> Result<Dynamic, String> {
    match measure::excess(&value, limits) {
        None => Ok(value),
        Some(excess) => {
            let (limit, unit, key) = excess.limit(limits);
            Err(format!(
                "{origin} would bring more than {limit} {unit} into the script, past what one script value may hold ({key}); {ENTERING}"
            ))
        }
    }
}

/// Where a value sits in the value being copied (`result.items[2]`),
/// rendered only when a message needs it: copying runs for every listener
/// result and cross-mount argument.
pub(super) enum Path<'a> {
    Root(&'a str),
    Key(&'a Path<'a>, &'a str),
    Index(&'a Path<'a>, usize),
}

impl std::fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Path::Root(root) => f.write_str(root),
            Path::Key(parent, key) => write!(f, "{parent}.{key}"),
            Path::Index(parent, index) => write!(f, "{parent}[{index}]"),
        }
    }
}

/// Decides, for one value met while copying, whether to replace it.
pub(super) type Visit<'a> =
    dyn FnMut(&Dynamic, &Path<'_>) -> Result<Option<Dynamic>, CrossError> + 'a;

/// Walk and copy `value`, letting `visit` replace leaves (functions, custom
/// values); maps and arrays are rebuilt, shared values unshared. Containers
/// are read in place: each value is copied once, however deep it sits.
pub(super) fn rebuild(
    value: &Dynamic,
    path: &Path<'_>,
    depth: usize,
    visit: &mut Visit<'_>,
) -> Result<Dynamic, CrossError> {
    if depth > MAX_DEPTH {
        return Err(CrossError {
            path: path.to_string(),
            problem: "data is nested too deeply",
        });
    }
    let unshared;
    let value = if value.is_shared() {
        unshared = value.flatten_clone();
        &unshared
    } else {
        value
    };
    if let Some(replaced) = visit(value, path)? {
        return Ok(replaced);
    }
    if let Some(map) = value.read_lock::<Map>() {
        let mut out = Map::new();
        for (key, item) in map.iter() {
            let at = Path::Key(path, key.as_str());
            out.insert(key.clone(), rebuild(item, &at, depth + 1, visit)?);
        }
        return Ok(Dynamic::from_map(out));
    }
    if let Some(array) = value.read_lock::<Array>() {
        let mut out = Array::with_capacity(array.len());
        for (index, item) in array.iter().enumerate() {
            out.push(rebuild(item, &Path::Index(path, index), depth + 1, visit)?);
        }
        return Ok(Dynamic::from_array(out));
    }
    Ok(value.clone())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn value(script: &str) -> Dynamic {
        let mut engine = rhai::Engine::new_raw();
        engine.register_global_module(rhai::packages::Package::as_shared_module(
            &rhai::packages::CorePackage::new(),
        ));
        engine.eval(script).unwrap()
    }

    #[test]
    fn plain_copies_are_deep_and_unshared() {
        let original =
            value("let inner = [1, 2]; let f = || inner; #{ a: inner, b: #{ c: \"x\" } }");
        let copy = to_plain(&original, "result").unwrap();
        assert_eq!(
            rhai::serde::from_dynamic::<serde_json::Value>(&copy).unwrap(),
            serde_json::json!({ "a": [1, 2], "b": { "c": "x" } })
        );
        assert!(!copy.read_lock::<Map>().unwrap()["a"].is_shared());
    }

    #[test]
    fn plain_values_are_kept_and_the_rest_copied() {
        let plain = value("#{ a: [1, \"x\", #{ b: () }], c: 2.5 }");
        let kept = into_plain(plain.clone(), "result").unwrap();
        assert_eq!(format!("{kept:?}"), format!("{plain:?}"));
        let shared = value("let inner = [1, 2]; let f = || inner; #{ a: inner }");
        let copy = into_plain(shared, "result").unwrap();
        assert!(!copy.read_lock::<Map>().unwrap()["a"].is_shared());
        let mut tagged = value("#{ a: [1] }");
        tagged.set_tag(7);
        assert_eq!(into_plain(tagged, "result").unwrap().tag(), 0);
        let error = into_plain(value("#{ items: [1, Fn(\"f\")] }"), "result").unwrap_err();
        assert_eq!(error.path, "result.items[1]");
    }

    #[test]
    fn refusals_name_where_the_value_sits() {
        let error = to_plain(&value("#{ items: [1, 2, Fn(\"f\")] }"), "result").unwrap_err();
        assert_eq!(error.path, "result.items[2]");
        assert!(
            error
                .problem
                .starts_with("a function cannot be passed here")
        );
        let error = to_plain(&value("[#{ ok: 1 }, #{ g: || 1 }]"), "payload 1").unwrap_err();
        assert_eq!(error.path, "payload 1[1].g");
    }
}
