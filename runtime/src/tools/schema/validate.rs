//! Checking one call's arguments against [`Parameters`] before `execute`
//! runs, and filling in defaults.
//!
//! `null` counts as absent (an MCP client may send `"arguments": null`, or
//! `null` for an optional field). The walk recurses only as deep as the
//! schema, which is capped at [`super::MAX_DEPTH`].

use std::borrow::Cow;
use std::collections::BTreeMap;

use serde_json::{Map, Value};

use super::error::ArgumentError;
use super::normalize::{article, is_integer};
use super::{Bounds, Kind, Parameters, Property};

/// How many characters of a string argument a message quotes.
const PREVIEW: usize = 40;

impl Parameters {
    /// Checks `args` (a JSON object, or `null` for none): every required
    /// argument present, every argument of the right type and among the
    /// allowed values, no unknown argument.
    ///
    /// # Errors
    /// The first problem, as an [`ArgumentError`] naming the argument
    /// (`options.depth`, `files[2]`), what was expected and what was given.
    pub fn validate(&self, args: &Value) -> Result<(), ArgumentError> {
        match args {
            Value::Null => check_object(&self.properties, &Map::new(), ""),
            Value::Object(map) => check_object(&self.properties, map, ""),
            other => Err(ArgumentError::NotAnObject {
                got: describe_arg(other),
            }),
        }
    }

    /// Fills every absent (or `null`) optional argument that has a `default`,
    /// also inside nested objects and arrays of objects, gives every
    /// `integer` argument as an int (`5.0` becomes `5`), and every
    /// `number` argument as a float (`7` becomes `7.0`), so that a script
    /// computes with it as a number: `args.a / args.b` of 7 and 2 is 3.5,
    /// not the integer division a JSON `7` would get. `null` arguments
    /// become an object first; anything else that is not an object is left
    /// alone (validation reports it).
    pub fn apply_defaults(&self, args: &mut Value) {
        if args.is_null() {
            *args = Value::Object(Map::new());
        }
        if let Value::Object(map) = args {
            fill_object(&self.properties, map);
        }
    }

    /// [`Parameters::validate`], telling each top-level argument's problem
    /// at once (a caller mends them all in one try, where one at a time
    /// took a call each: trial 176).
    ///
    /// # Errors
    /// The one problem, or [`ArgumentError::Several`] of each argument's
    /// first.
    pub fn validate_all(&self, args: &Value) -> Result<(), ArgumentError> {
        let empty = Map::new();
        let map = match args {
            Value::Null => &empty,
            Value::Object(map) => map,
            other => {
                return Err(ArgumentError::NotAnObject {
                    got: describe_arg(other),
                });
            }
        };
        let mut problems = object_problems(&self.properties, map, "", usize::MAX);
        match problems.len() {
            0 => Ok(()),
            1 => Err(problems.remove(0)),
            _ => Err(ArgumentError::Several(problems)),
        }
    }

    /// Validates `args` (every argument's problem at once, as
    /// [`Parameters::validate_all`]), then fills in defaults and gives
    /// numbers as floats: what a tool's `execute` should receive. Refused
    /// arguments are left as they were.
    ///
    /// # Errors
    /// As [`Parameters::validate_all`].
    pub fn prepare(&self, args: &mut Value) -> Result<(), ArgumentError> {
        self.validate_all(args)?;
        self.apply_defaults(args);
        Ok(())
    }
}

impl Bounds {
    /// The bound `value` passes, as what it must be (`at least 1`, `at
    /// most 3 characters`), with what it is (`0`, `5 characters`): a
    /// number is measured itself, a string by its characters, an array by
    /// its items.
    pub(super) fn passed(&self, value: &Value) -> Option<(String, String)> {
        if self.low.is_none() && self.high.is_none() {
            return None;
        }
        let (measure, unit) = match value {
            Value::Number(n) => (n.as_f64()?, None),
            Value::String(s) => (s.chars().count() as f64, Some("character")),
            Value::Array(items) => (items.len() as f64, Some("item")),
            _ => return None,
        };
        let say = |n: f64| match unit {
            Some(unit) => format!("{n} {unit}{}", if n == 1.0 { "" } else { "s" }),
            None => n.to_string(),
        };
        match (self.low, self.high) {
            (Some(low), _) if measure < low => {
                Some((format!("at least {}", say(low)), say(measure)))
            }
            (_, Some(high)) if measure > high => {
                Some((format!("at most {}", say(high)), say(measure)))
            }
            _ => None,
        }
    }

    /// What a default past a bound is told: the bound, as [`Bounds::passed`].
    pub(super) fn refuses(&self, value: &Value) -> Option<String> {
        self.passed(value).map(|(bound, _)| bound)
    }
}

/// `prefix.name`, or just `name` at the top level (no allocation there:
/// this runs for every argument of every call).
fn join<'a>(prefix: &str, name: &'a str) -> Cow<'a, str> {
    if prefix.is_empty() {
        Cow::Borrowed(name)
    } else {
        Cow::Owned(format!("{prefix}.{name}"))
    }
}

fn check_object(
    props: &BTreeMap<String, Property>,
    args: &Map<String, Value>,
    prefix: &str,
) -> Result<(), ArgumentError> {
    match object_problems(props, args, prefix, 1).into_iter().next() {
        Some(problem) => Err(problem),
        None => Ok(()),
    }
}

/// The problems of an object's arguments, at most `most`: each
/// property's first, then the first argument no property names.
fn object_problems(
    props: &BTreeMap<String, Property>,
    args: &Map<String, Value>,
    prefix: &str,
    most: usize,
) -> Vec<ArgumentError> {
    let mut out = Vec::new();
    for (name, prop) in props {
        if out.len() >= most {
            return out;
        }
        let path = join(prefix, name);
        match args.get(name) {
            // `null` is the value of an argument that takes any (it reads
            // `()` in a script); for any other it is no argument.
            Some(Value::Null) if prop.kind == Kind::Any => {}
            None | Some(Value::Null) => {
                if prop.required {
                    out.push(ArgumentError::Missing {
                        expected: expected(prop),
                        name: path.into_owned(),
                    });
                }
            }
            Some(value) => {
                if let Err(problem) = check_value(prop, value, &path) {
                    out.push(problem);
                }
            }
        }
    }
    if out.len() >= most {
        return out;
    }
    if let Some(name) = args.keys().find(|k| !props.contains_key(*k)) {
        let known = if props.is_empty() {
            if prefix.is_empty() {
                "this tool takes no arguments: call it with {}".to_owned()
            } else {
                format!("\"{prefix}\" takes no fields: pass {{}}")
            }
        } else {
            let names = props.keys().cloned().collect::<Vec<_>>().join(", ");
            if prefix.is_empty() {
                format!("this tool takes: {names}")
            } else {
                format!("\"{prefix}\" takes: {names}")
            }
        };
        out.push(ArgumentError::Unknown {
            name: join(prefix, name).into_owned(),
            known,
        });
    }
    out
}

fn check_value(prop: &Property, value: &Value, path: &str) -> Result<(), ArgumentError> {
    let fits = match (&prop.kind, value) {
        (Kind::String, Value::String(_))
        | (Kind::Boolean, Value::Bool(_))
        | (Kind::Number, Value::Number(_))
        | (Kind::Array(_), Value::Array(_))
        | (Kind::Object(_), Value::Object(_)) => true,
        (Kind::Integer, Value::Number(n)) => is_integer(n),
        (Kind::Any, _) => true,
        _ => false,
    };
    if !fits {
        return Err(ArgumentError::WrongType {
            name: path.to_owned(),
            expected: article(prop.kind.name()),
            got: describe_arg(value),
        });
    }
    if let Some(allowed) = &prop.allowed
        && !allowed.contains(value)
    {
        return Err(ArgumentError::NotInEnum {
            name: path.to_owned(),
            allowed: list(allowed),
            got: value.to_string(),
        });
    }
    if let Some((bound, got)) = prop.bounds.passed(value) {
        return Err(ArgumentError::OutOfBounds {
            name: path.to_owned(),
            bound,
            got,
        });
    }
    match (&prop.kind, value) {
        (Kind::Array(Some(items)), Value::Array(values)) => {
            for (i, v) in values.iter().enumerate() {
                check_value(items, v, &format!("{path}[{i}]"))?;
            }
        }
        (Kind::Object(Some(props)), Value::Object(map)) => check_object(props, map, path)?,
        _ => {}
    }
    Ok(())
}

fn fill_object(props: &BTreeMap<String, Property>, args: &mut Map<String, Value>) {
    for (name, prop) in props {
        let converted = matches!(
            prop.kind,
            Kind::Number | Kind::Integer | Kind::Array(Some(_)) | Kind::Object(Some(_))
        );
        if prop.default.is_none() && !converted {
            // Nothing to fill here or below: skip the lookup.
            continue;
        }
        if args.get(name).is_none_or(Value::is_null)
            && let Some(default) = &prop.default
        {
            args.insert(name.clone(), default.clone());
        }
        if let Some(value) = args.get_mut(name) {
            fill_value(prop, value);
        }
    }
}

fn fill_value(prop: &Property, value: &mut Value) {
    match (&prop.kind, value) {
        (Kind::Number, Value::Number(n)) if !n.is_f64() => {
            if let Some(float) = n.as_f64().and_then(serde_json::Number::from_f64) {
                *n = float;
            }
        }
        // `5.0` passed the integer check (it is a whole number): the
        // script gets the int 5 that `integer` promises.
        (Kind::Integer, Value::Number(n)) if n.is_f64() => {
            if let Some(whole) = n.as_f64().and_then(|f| {
                // An f64 this large has no fraction; past i64 it stays.
                (f.fract() == 0.0 && f.abs() < 9.0e18).then_some(f as i64)
            }) {
                *n = whole.into();
            }
        }
        (Kind::Object(Some(props)), Value::Object(map)) => fill_object(props, map),
        (Kind::Array(Some(items)), Value::Array(values)) => {
            for v in values {
                fill_value(items, v);
            }
        }
        _ => {}
    }
}

fn list(values: &[Value]) -> String {
    values
        .iter()
        .map(Value::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// What a missing argument should be, e.g. `a string (file to read)`.
fn expected(prop: &Property) -> String {
    let mut out = match &prop.allowed {
        Some(allowed) => format!("one of {}", list(allowed)),
        None if prop.kind == Kind::Any => "any value (null too)".to_owned(),
        None => article(prop.kind.name()),
    };
    if let Some(d) = &prop.description {
        out.push_str(&format!(" ({d})"));
    }
    out
}

/// A JSON argument's kind with a short preview, for messages.
fn describe_arg(value: &Value) -> String {
    match value {
        Value::Null => "null".to_owned(),
        Value::Bool(b) => format!("the boolean {b}"),
        Value::Number(n) => format!("the number {n}"),
        Value::String(s) => {
            let mut preview: String = s.chars().take(PREVIEW).collect();
            if preview.len() < s.len() {
                preview.push('…');
            }
            format!("the string {}", Value::String(preview))
        }
        Value::Array(a) => format!("an array of {} item(s)", a.len()),
        Value::Object(_) => "an object".to_owned(),
    }
}
