//! The DSL (as JSON) to a [`Parameters`] tree, iteratively.
//!
//! Pass one walks the input with an explicit stack and writes one draft per
//! property into an arena, parents before children. Pass two assembles the
//! tree from the back of the arena, so every child is finished before its
//! parent needs it. Neither pass recurses.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use super::error::SchemaError;
use super::raw;
use super::{Bounds, Kind, MAX_DEPTH, Parameters, Property};

impl Parameters {
    /// Normalizes parameters written in a script (a Rhai map, or `()`).
    ///
    /// # Errors
    /// A [`SchemaError`] naming the path of the first problem and what to
    /// write instead.
    pub fn from_dynamic(parameters: &rhai::Dynamic) -> Result<Self, SchemaError> {
        Self::from_dynamic_at(parameters, "parameters")
    }

    /// [`Parameters::from_dynamic`] for a schema written under another key
    /// (a tool's `outputSchema`), whose messages name that key as the root
    /// of their paths.
    ///
    /// # Errors
    /// As [`Parameters::from_dynamic`].
    pub fn from_dynamic_at(schema: &rhai::Dynamic, root: &str) -> Result<Self, SchemaError> {
        let json = raw::to_json(schema, root, 2 * MAX_DEPTH + 8, MAX_DEPTH)?;
        normalize(&json, root)
    }

    /// Normalizes parameters written as JSON in the same DSL (for tools
    /// registered from Rust).
    ///
    /// # Errors
    /// A [`SchemaError`] naming the path of the first problem.
    pub fn from_json(parameters: &Value) -> Result<Self, SchemaError> {
        normalize(parameters, "parameters")
    }
}

/// Keys a property map may carry.
const KEYS: [&str; 13] = [
    "type",
    "description",
    "required",
    "items",
    "properties",
    "enum",
    "default",
    "minimum",
    "maximum",
    "minLength",
    "maxLength",
    "minItems",
    "maxItems",
];

/// Keys the top-level JSON-Schema wrapper may carry.
const WRAPPER_KEYS: [&str; 5] = [
    "type",
    "properties",
    "required",
    "description",
    "additionalProperties",
];

/// A property's type with its children as arena slots.
enum DraftKind {
    String,
    Number,
    Integer,
    Boolean,
    Array(Option<usize>),
    Object(Option<Vec<(String, usize)>>),
    Any,
}

struct Draft {
    kind: DraftKind,
    description: Option<String>,
    required: bool,
    allowed: Option<Vec<Value>>,
    default: Option<Value>,
    bounds: Bounds,
}

/// One property still to read.
struct Task<'a> {
    path: String,
    value: &'a Value,
    /// What the enclosing `required` array says, if there is one.
    listed: Option<bool>,
    /// The property is an array's `items` (no `required`/`default`).
    is_items: bool,
    depth: usize,
    slot: usize,
}

/// Describes a JSON value's kind for messages.
pub(crate) fn describe(value: &Value) -> String {
    match value {
        Value::Null => "()".to_owned(),
        Value::Bool(b) => format!("{b}"),
        Value::Number(n) => format!("the number {n}"),
        Value::String(s) => format!("the string {}", Value::String(s.clone())),
        Value::Array(_) => "an array".to_owned(),
        Value::Object(_) => "a map".to_owned(),
    }
}

pub(super) fn normalize(input: &Value, root: &str) -> Result<Parameters, SchemaError> {
    let (path, map, required) = unwrap_root(input, root)?;
    let Some(map) = map else {
        return Ok(Parameters::empty());
    };
    let mut arena: Vec<Option<Draft>> = Vec::new();
    let mut stack: Vec<Task<'_>> = Vec::new();
    let root = open_properties(&path, map, required, root, 1, &mut arena, &mut stack)?;
    while let Some(task) = stack.pop() {
        let slot = task.slot;
        let draft = read_property(task, &mut arena, &mut stack)?;
        if let Some(place) = arena.get_mut(slot) {
            *place = Some(draft);
        }
    }
    Ok(Parameters {
        properties: assemble(arena, root),
    })
}

/// The top-level property map: its path, the map (`None`: no arguments),
/// and the wrapper's `required` array, if any.
type Root<'a> = (String, Option<&'a Map<String, Value>>, Option<&'a Value>);

/// Finds the property map at the top, unwrapping `{type: "object", properties}`.
fn unwrap_root<'a>(input: &'a Value, name: &str) -> Result<Root<'a>, SchemaError> {
    let root = name.to_owned();
    let map = match input {
        Value::Null => return Ok((root, None, None)),
        Value::Object(map) => map,
        other => {
            return Err(SchemaError::NotAParameterMap {
                path: root,
                got: describe(other),
            });
        }
    };
    let Some(ty) = map.get("type") else {
        return Ok((root, Some(map), None));
    };
    match ty {
        Value::String(s) if s == "object" => {}
        Value::String(_) => {
            return Err(SchemaError::BadWrapper {
                path: format!("{name}.type"),
                problem: "a tool's parameters are always an object of named arguments: write #{ name: #{ type: \"string\" } }".into(),
            });
        }
        // A parameter that happens to be called `type`.
        _ => return Ok((root, Some(map), None)),
    }
    for key in map.keys() {
        if !WRAPPER_KEYS.contains(&key.as_str()) {
            return Err(SchemaError::BadWrapper {
                path: format!("{name}.{key}"),
                problem: "the #{ type: \"object\", properties: #{..} } wrapper may only have type, properties, required, description: move each parameter under properties".into(),
            });
        }
    }
    match map.get("additionalProperties") {
        None | Some(Value::Bool(false)) => {}
        Some(_) => {
            return Err(SchemaError::BadWrapper {
                path: format!("{name}.additionalProperties"),
                problem: "unknown arguments are always rejected: drop additionalProperties and declare every argument under properties".into(),
            });
        }
    }
    if let Some(d) = map.get("description").filter(|d| !d.is_string()) {
        return Err(SchemaError::BadDescription {
            path: format!("{name}.description"),
            got: describe(d),
        });
    }
    match map.get("properties") {
        None | Some(Value::Null) => {
            if let Some(req) = map.get("required") {
                check_required_array(req, &format!("{name}.required"), &Map::new())?;
            }
            Ok((root, None, None))
        }
        Some(Value::Object(props)) => Ok((
            format!("{name}.properties"),
            Some(props),
            map.get("required"),
        )),
        Some(other) => Err(SchemaError::NotAParameterMap {
            path: format!("{name}.properties"),
            got: describe(other),
        }),
    }
}

/// Checks a `required` array against the declared properties.
fn check_required_array(
    req: &Value,
    path: &str,
    props: &Map<String, Value>,
) -> Result<Vec<String>, SchemaError> {
    let available = || {
        if props.is_empty() {
            "none declared".to_owned()
        } else {
            props.keys().cloned().collect::<Vec<_>>().join(", ")
        }
    };
    let Value::Array(names) = req else {
        return Err(SchemaError::BadRequired {
            path: path.to_owned(),
            got: describe(req),
        });
    };
    let mut out = Vec::with_capacity(names.len());
    for (i, name) in names.iter().enumerate() {
        let Value::String(name) = name else {
            return Err(SchemaError::BadRequired {
                path: format!("{path}[{i}]"),
                got: describe(name),
            });
        };
        if !props.contains_key(name) {
            return Err(SchemaError::RequiredNamesUnknown {
                path: path.to_owned(),
                name: name.clone(),
                available: available(),
            });
        }
        out.push(name.clone());
    }
    Ok(out)
}

/// Allocates a slot per property of `map` and queues each for reading.
fn open_properties<'a>(
    path: &str,
    map: &'a Map<String, Value>,
    required: Option<&'a Value>,
    required_path_base: &str,
    depth: usize,
    arena: &mut Vec<Option<Draft>>,
    stack: &mut Vec<Task<'a>>,
) -> Result<Vec<(String, usize)>, SchemaError> {
    let listed = match required {
        None => None,
        Some(req) => Some(check_required_array(
            req,
            &format!("{required_path_base}.required"),
            map,
        )?),
    };
    let mut children = Vec::with_capacity(map.len());
    for (name, value) in map {
        let child_path = format!("{path}.{name}");
        if depth > MAX_DEPTH {
            return Err(SchemaError::TooDeep {
                path: child_path,
                limit: MAX_DEPTH,
            });
        }
        let slot = arena.len();
        arena.push(None);
        children.push((name.clone(), slot));
        stack.push(Task {
            path: child_path,
            value,
            listed: listed.as_ref().map(|l| l.contains(name)),
            is_items: false,
            depth,
            slot,
        });
    }
    Ok(children)
}

fn read_property<'a>(
    task: Task<'a>,
    arena: &mut Vec<Option<Draft>>,
    stack: &mut Vec<Task<'a>>,
) -> Result<Draft, SchemaError> {
    let path = &task.path;
    let Value::Object(map) = task.value else {
        return Err(SchemaError::PropertyNotAMap {
            path: path.clone(),
            got: describe(task.value),
        });
    };
    if let Some(key) = map.keys().find(|k| !KEYS.contains(&k.as_str())) {
        return Err(SchemaError::UnknownKey {
            path: format!("{path}.{key}"),
        });
    }
    let type_name = match map.get("type") {
        None => return Err(SchemaError::MissingType { path: path.clone() }),
        Some(Value::String(s)) => s.as_str(),
        Some(other) => {
            return Err(SchemaError::UnknownType {
                path: format!("{path}.type"),
                got: describe(other),
            });
        }
    };
    let description = match map.get("description") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(s.clone()),
        Some(other) => {
            return Err(SchemaError::BadDescription {
                path: format!("{path}.description"),
                got: describe(other),
            });
        }
    };
    let misplaced = |key: &str, applies_to: &'static str, advice: &'static str| {
        if map.contains_key(key) {
            Err(SchemaError::MisplacedKey {
                path: format!("{path}.{key}"),
                applies_to,
                actual: type_name.to_owned(),
                advice,
            })
        } else {
            Ok(())
        }
    };
    if type_name != "array" {
        misplaced("items", "array", "drop items, or make the type \"array\"")?;
    }
    if type_name != "object" {
        misplaced(
            "properties",
            "object",
            "drop properties, or make the type \"object\"",
        )?;
    }
    let required_value = map.get("required");
    let (kind, own_flag) = match type_name {
        "string" => (DraftKind::String, required_value),
        "number" => (DraftKind::Number, required_value),
        "integer" => (DraftKind::Integer, required_value),
        "boolean" => (DraftKind::Boolean, required_value),
        "any" => (DraftKind::Any, required_value),
        "array" => {
            let items = match map.get("items") {
                None | Some(Value::Null) => None,
                Some(items) => {
                    let child_path = format!("{path}.items");
                    if task.depth >= MAX_DEPTH {
                        return Err(SchemaError::TooDeep {
                            path: child_path,
                            limit: MAX_DEPTH,
                        });
                    }
                    let slot = arena.len();
                    arena.push(None);
                    stack.push(Task {
                        path: child_path,
                        value: items,
                        listed: None,
                        is_items: true,
                        depth: task.depth + 1,
                        slot,
                    });
                    Some(slot)
                }
            };
            (DraftKind::Array(items), required_value)
        }
        "object" => {
            let (props, nested_required, own) = match required_value {
                Some(req @ Value::Array(_)) => (map.get("properties"), Some(req), None),
                other => (map.get("properties"), None, other),
            };
            let children = match props {
                None | Some(Value::Null) => {
                    if let Some(req) = nested_required {
                        check_required_array(req, &format!("{path}.required"), &Map::new())?;
                    }
                    None
                }
                Some(Value::Object(props)) => Some(open_properties(
                    &format!("{path}.properties"),
                    props,
                    nested_required,
                    path,
                    task.depth + 1,
                    arena,
                    stack,
                )?),
                Some(other) => {
                    return Err(SchemaError::NotAParameterMap {
                        path: format!("{path}.properties"),
                        got: describe(other),
                    });
                }
            };
            (DraftKind::Object(children), own)
        }
        other => {
            return Err(SchemaError::UnknownType {
                path: format!("{path}.type"),
                got: describe(&Value::String(other.to_owned())),
            });
        }
    };
    let own_flag = match own_flag {
        None | Some(Value::Null) => None,
        Some(Value::Bool(b)) => Some(*b),
        Some(other) => {
            return Err(SchemaError::BadRequired {
                path: format!("{path}.required"),
                got: describe(other),
            });
        }
    };
    if task.is_items {
        if own_flag.is_some() {
            return Err(SchemaError::Meaningless {
                path: format!("{path}.required"),
                advice: "every item of an array is present; drop required here (put it on the array itself)",
            });
        }
        if map.contains_key("default") {
            return Err(SchemaError::Meaningless {
                path: format!("{path}.default"),
                advice: "array items cannot be absent; drop default here (put it on the array itself)",
            });
        }
    }
    if let (Some(flag), Some(listed)) = (own_flag, task.listed)
        && flag != listed
    {
        return Err(SchemaError::ConflictingRequired {
            path: format!("{path}.required"),
            flag,
            listed: if listed {
                "lists it"
            } else {
                "does not list it"
            },
        });
    }
    let bounds = read_bounds(map, path, type_name)?;
    let allowed = read_enum(map.get("enum"), path, type_name)?;
    let default = match map.get("default") {
        None | Some(Value::Null) => None,
        Some(value) => {
            check_value(
                value,
                type_name,
                &format!("{path}.default"),
                "default",
                &allowed,
            )?;
            if let Some(problem) = bounds.refuses(value) {
                return Err(SchemaError::BadDefault {
                    path: format!("{path}.default"),
                    problem: format!(
                        "the default must be {problem}: give a default within the bounds"
                    ),
                });
            }
            if own_flag == Some(true) || task.listed == Some(true) {
                return Err(SchemaError::BadDefault {
                    path: format!("{path}.default"),
                    problem: "a default only applies to an optional parameter, but this one is required: drop the default, or make it required: false".into(),
                });
            }
            Some(value.clone())
        }
    };
    let required = if task.is_items {
        true
    } else {
        own_flag.or(task.listed).unwrap_or(default.is_none())
    };
    Ok(Draft {
        kind,
        description,
        required,
        allowed,
        default,
        bounds,
    })
}

/// The bounds of a property of type `type_name`: each a number (a count,
/// a whole number not below 0), the low not above the high, and only the
/// keys of its type.
fn read_bounds(
    map: &Map<String, Value>,
    path: &str,
    type_name: &str,
) -> Result<Bounds, SchemaError> {
    let keys = match type_name {
        "number" | "integer" => Kind::Number.bound_keys(),
        "string" => Kind::String.bound_keys(),
        "array" => Kind::Array(None).bound_keys(),
        _ => None,
    };
    for (key, applies_to) in [
        ("minimum", "number"),
        ("maximum", "number"),
        ("minLength", "string"),
        ("maxLength", "string"),
        ("minItems", "array"),
        ("maxItems", "array"),
    ] {
        if map.contains_key(key) && !keys.is_some_and(|(low, high, _)| key == low || key == high) {
            return Err(SchemaError::MisplacedKey {
                path: format!("{path}.{key}"),
                applies_to,
                actual: type_name.to_owned(),
                advice: "drop it, or use the bound of this type (minimum/maximum of a number, minLength/maxLength of a string, minItems/maxItems of an array)",
            });
        }
    }
    let Some((low_key, high_key, counts)) = keys else {
        return Ok(Bounds::default());
    };
    let read = |key: &str| -> Result<Option<f64>, SchemaError> {
        match map.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::Number(n)) => {
                let value = n.as_f64().unwrap_or(f64::NAN);
                if counts.is_some() && !(is_integer(n) && value >= 0.0) {
                    return Err(SchemaError::BadBound {
                        path: format!("{path}.{key}"),
                        problem: format!(
                            "a count of {} is a whole number not below 0, e.g. {key}: 1",
                            counts.unwrap_or_default()
                        ),
                    });
                }
                Ok(Some(value))
            }
            Some(other) => Err(SchemaError::BadBound {
                path: format!("{path}.{key}"),
                problem: format!(
                    "a bound is a number, e.g. {key}: 1, got {}",
                    describe(other)
                ),
            }),
        }
    };
    let bounds = Bounds {
        low: read(low_key)?,
        high: read(high_key)?,
    };
    if let (Some(low), Some(high)) = (bounds.low, bounds.high)
        && low > high
    {
        return Err(SchemaError::BadBound {
            path: format!("{path}.{low_key}"),
            problem: format!(
                "{low_key} {low} is above {high_key} {high}: no value fits; swap them"
            ),
        });
    }
    Ok(bounds)
}

/// Whether `value` is (shallowly) of the DSL type `type_name`.
pub(super) fn fits(value: &Value, type_name: &str) -> bool {
    match (type_name, value) {
        ("string", Value::String(_))
        | ("boolean", Value::Bool(_))
        | ("number", Value::Number(_))
        | ("array", Value::Array(_))
        | ("object", Value::Object(_)) => true,
        ("integer", Value::Number(n)) => is_integer(n),
        _ => false,
    }
}

/// A type name with its article: `an integer`, `a string`.
pub(super) fn article(type_name: &str) -> String {
    match type_name {
        "integer" | "array" | "object" => format!("an {type_name}"),
        other => format!("a {other}"),
    }
}

/// A JSON number with no fractional part counts as an integer.
pub(super) fn is_integer(n: &serde_json::Number) -> bool {
    n.is_i64()
        || n.is_u64()
        || n.as_f64()
            .is_some_and(|f| f.is_finite() && f.fract() == 0.0)
}

fn read_enum(
    value: Option<&Value>,
    path: &str,
    type_name: &str,
) -> Result<Option<Vec<Value>>, SchemaError> {
    let path = format!("{path}.enum");
    match value {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Array(values)) if values.is_empty() => Err(SchemaError::BadEnum {
            path,
            problem: "an empty enum allows no value at all: list the allowed values, e.g. enum: [\"a\", \"b\"]".into(),
        }),
        Some(Value::Array(values)) => {
            for (i, v) in values.iter().enumerate() {
                if !fits(v, type_name) {
                    return Err(SchemaError::BadEnum {
                        path: format!("{path}[{i}]"),
                        problem: format!("{} is not a {type_name}, but the property is type \"{type_name}\": list only {type_name} values", describe(v)),
                    });
                }
            }
            Ok(Some(values.clone()))
        }
        Some(other) => Err(SchemaError::BadEnum {
            path,
            problem: format!("must be an array of the allowed values, e.g. enum: [\"a\", \"b\"], got {}", describe(other)),
        }),
    }
}

fn check_value(
    value: &Value,
    type_name: &str,
    path: &str,
    what: &str,
    allowed: &Option<Vec<Value>>,
) -> Result<(), SchemaError> {
    if !fits(value, type_name) {
        return Err(SchemaError::BadDefault {
            path: path.to_owned(),
            problem: format!(
                "the {what} is {}, but the property is type \"{type_name}\": give {}",
                describe(value),
                article(type_name)
            ),
        });
    }
    if let Some(allowed) = allowed
        && !allowed.contains(value)
    {
        return Err(SchemaError::BadDefault {
            path: path.to_owned(),
            problem: format!("the {what} {value} is not in the enum: pick one of the enum values"),
        });
    }
    Ok(())
}

/// Builds the tree from the arena, children (higher slots) first.
fn assemble(arena: Vec<Option<Draft>>, root: Vec<(String, usize)>) -> BTreeMap<String, Property> {
    let mut built: Vec<Option<Property>> = Vec::with_capacity(arena.len());
    built.resize_with(arena.len(), || None);
    for (slot, draft) in arena.into_iter().enumerate().rev() {
        let Some(draft) = draft else { continue };
        let kind = match draft.kind {
            DraftKind::String => Kind::String,
            DraftKind::Number => Kind::Number,
            DraftKind::Integer => Kind::Integer,
            DraftKind::Boolean => Kind::Boolean,
            DraftKind::Any => Kind::Any,
            DraftKind::Array(items) => {
                Kind::Array(items.and_then(|i| take(&mut built, i)).map(Box::new))
            }
            DraftKind::Object(children) => Kind::Object(children.map(|c| take_all(&mut built, c))),
        };
        if let Some(place) = built.get_mut(slot) {
            *place = Some(Property {
                kind,
                description: draft.description,
                required: draft.required,
                allowed: draft.allowed,
                default: draft.default,
                bounds: draft.bounds,
            });
        }
    }
    take_all(&mut built, root)
}

fn take(built: &mut [Option<Property>], slot: usize) -> Option<Property> {
    built.get_mut(slot).and_then(Option::take)
}

fn take_all(
    built: &mut [Option<Property>],
    children: Vec<(String, usize)>,
) -> BTreeMap<String, Property> {
    children
        .into_iter()
        .filter_map(|(name, slot)| take(built, slot).map(|p| (name, p)))
        .collect()
}
