//! Rendering [`Parameters`]: standard JSON Schema for MCP `tools/list`, and
//! the normalized DSL for the read-only `ctx.tools.get` view.
//!
//! Both walks recurse along the normalized tree, whose depth is capped at
//! [`super::MAX_DEPTH`].

use std::collections::BTreeMap;

use serde_json::{Map, Value, json};

use super::{Kind, Parameters, Property};

impl Parameters {
    /// Standard JSON Schema of the argument object:
    /// `{"type":"object","properties":{..},"required":[..],"additionalProperties":false}`.
    ///
    /// `required` is omitted when no argument is required. Every object with
    /// declared properties carries `additionalProperties: false`, because
    /// [`Parameters::validate`] rejects unknown arguments.
    pub fn to_json_schema(&self) -> Value {
        object_schema(&self.properties)
    }

    /// The normalized DSL: `{ name: { type, description?, required, enum?,
    /// default?, items?, properties? } }`, with every `required` spelled out
    /// as a boolean (array items carry none).
    pub fn to_dsl(&self) -> Value {
        dsl_properties(&self.properties)
    }
}

fn object_schema(properties: &BTreeMap<String, Property>) -> Value {
    let mut out = Map::new();
    out.insert("type".into(), json!("object"));
    out.insert(
        "properties".into(),
        Value::Object(
            properties
                .iter()
                .map(|(name, p)| (name.clone(), property_schema(p)))
                .collect(),
        ),
    );
    let required: Vec<Value> = properties
        .iter()
        .filter(|(_, p)| p.required)
        .map(|(name, _)| Value::String(name.clone()))
        .collect();
    if !required.is_empty() {
        out.insert("required".into(), Value::Array(required));
    }
    out.insert("additionalProperties".into(), Value::Bool(false));
    Value::Object(out)
}

fn property_schema(p: &Property) -> Value {
    let mut out = match &p.kind {
        Kind::Object(Some(props)) => match object_schema(props) {
            Value::Object(map) => map,
            _ => Map::new(),
        },
        // JSON Schema says "any value" by leaving `type` out.
        Kind::Any => Map::new(),
        kind => {
            let mut map = Map::new();
            map.insert("type".into(), json!(kind.name()));
            if let Kind::Array(Some(items)) = kind {
                map.insert("items".into(), property_schema(items));
            }
            map
        }
    };
    common(&mut out, p);
    Value::Object(out)
}

fn common(out: &mut Map<String, Value>, p: &Property) {
    if let Some(d) = &p.description {
        out.insert("description".into(), json!(d));
    }
    if let Some(allowed) = &p.allowed {
        out.insert("enum".into(), Value::Array(allowed.clone()));
    }
    if let Some(default) = &p.default {
        out.insert("default".into(), default.clone());
    }
    if let Some((low_key, high_key, _)) = p.kind.bound_keys() {
        for (key, bound) in [(low_key, p.bounds.low), (high_key, p.bounds.high)] {
            if let Some(n) = bound {
                out.insert(key.into(), number(n, p.kind != Kind::Number));
            }
        }
    }
}

/// A bound as JSON: a whole number as an int where the type counts or
/// is `integer` (`3`, not `3.0`).
fn number(n: f64, whole: bool) -> Value {
    if (whole || n.fract() == 0.0) && n.abs() < 9.0e15 {
        json!(n as i64)
    } else {
        json!(n)
    }
}

fn dsl_properties(properties: &BTreeMap<String, Property>) -> Value {
    Value::Object(
        properties
            .iter()
            .map(|(name, p)| (name.clone(), dsl_property(p, true)))
            .collect(),
    )
}

fn dsl_property(p: &Property, with_required: bool) -> Value {
    let mut out = Map::new();
    out.insert("type".into(), json!(p.kind.name()));
    if with_required {
        out.insert("required".into(), Value::Bool(p.required));
    }
    match &p.kind {
        Kind::Array(Some(items)) => {
            out.insert("items".into(), dsl_property(items, false));
        }
        Kind::Object(Some(props)) => {
            out.insert("properties".into(), dsl_properties(props));
        }
        _ => {}
    }
    common(&mut out, p);
    Value::Object(out)
}
