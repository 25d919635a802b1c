//! Tool parameter schemas: the small DSL a model writes in `parameters`,
//! normalized into a typed [`Parameters`] tree.
//!
//! The DSL, per property: `type` (`string`, `number`, `integer`, `boolean`,
//! `array`, `object`), `description`, `required` (default `true`), `items`
//! (arrays: one property schema), `properties` (objects: a nested DSL map),
//! `enum` (allowed values), `default`, and the bounds JSON Schema names:
//! `minimum`/`maximum` of a number, `minLength`/`maxLength` of a string
//! (in characters), `minItems`/`maxItems` of an array.
//!
//! ```rhai
//! parameters: #{
//!     path: #{ type: "string", description: "file to read" },
//!     n: #{ type: "integer", required: false, "default": 10 },
//! }
//! ```
//!
//! `default` is a reserved word in Rhai, so a script must quote that key
//! (`"default": 10`); the teaching parse error says so when it is not.
//!
//! The JSON-Schema dialect models write by habit is normalized where it has
//! exactly one meaning:
//!
//! * the top-level wrapper `#{ type: "object", properties: #{..}, required: [..] }`
//!   unwraps to its `properties`;
//! * a `required` array on an object (at any depth) becomes per-property
//!   flags: listed properties are required, unlisted ones optional. A
//!   property's own `required` flag that contradicts the array is an error;
//! * `required: false` means optional; a property with a `default` and no
//!   `required` flag is optional (the default fills it in);
//! * `()` / `#{}` / `null` parameters mean "no arguments".
//!
//! Anything else meaningless is rejected by a [`SchemaError`] that names the
//! path (`parameters.options.properties.depth.type`) and what to write.
//!
//! Normalization is iterative (an explicit work stack) and nesting is capped
//! at [`MAX_DEPTH`] levels of parameters, so a 3,000-level map built in a
//! script loop is refused instead of overflowing the native stack. The
//! rendering and validation walks recurse, but only along the normalized
//! tree, whose depth is bounded by that cap.
//!
//! **Unknown arguments are rejected** (`additionalProperties: false` in the
//! JSON Schema) wherever properties are declared: a misspelled argument
//! should fail loudly rather than be silently dropped. An `object` without
//! `properties` accepts any object.

mod error;
mod normalize;
mod raw;
mod render;
mod validate;

pub use error::{ArgumentError, SchemaError};

use std::collections::BTreeMap;

use serde_json::Value;

use crate::limits::Limits;

/// How many levels of parameters may nest (properties of properties, items
/// of items) before a schema is refused.
pub const MAX_DEPTH: usize = Limits::MAX_SCHEMA_DEPTH;

/// The normalized parameters of one tool: named properties of the argument
/// object.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Parameters {
    /// The arguments by name.
    pub properties: BTreeMap<String, Property>,
}

/// One normalized parameter (or array item, or nested object property).
#[derive(Debug, Clone, PartialEq)]
pub struct Property {
    /// What kind of value it takes.
    pub kind: Kind,
    /// What it is for, shown to the model.
    pub description: Option<String>,
    /// It must be present (meaningless for array items, always `true` there).
    pub required: bool,
    /// The only values allowed, if restricted.
    pub allowed: Option<Vec<Value>>,
    /// The value used when an optional argument is absent.
    pub default: Option<Value>,
    /// The least and the most a value may be, or hold (see [`Bounds`]).
    pub bounds: Bounds,
}

/// The least and the most a value may be: a number itself, a string's
/// characters, an array's items; which, and the JSON Schema keys that
/// give them, follow from the [`Kind`] (see [`Kind::bound_keys`]).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Bounds {
    /// The least (inclusive).
    pub low: Option<f64>,
    /// The most (inclusive).
    pub high: Option<f64>,
}

/// The type of a property.
#[derive(Debug, Clone, PartialEq)]
pub enum Kind {
    /// A string.
    String,
    /// Any number.
    Number,
    /// A number with no fractional part.
    Integer,
    /// `true` or `false`.
    Boolean,
    /// An array, optionally with a schema every item must match.
    Array(Option<Box<Property>>),
    /// An object, optionally with declared properties (then no others).
    Object(Option<BTreeMap<String, Property>>),
    /// Any JSON value (a JSON Schema property with no `type`).
    Any,
}

impl Kind {
    /// The JSON Schema keys of this type's bounds, low then high, and what
    /// they count (`None` for a number itself): none for a type that has
    /// no bounds.
    pub fn bound_keys(&self) -> Option<(&'static str, &'static str, Option<&'static str>)> {
        match self {
            Self::Number | Self::Integer => Some(("minimum", "maximum", None)),
            Self::String => Some(("minLength", "maxLength", Some("characters"))),
            Self::Array(_) => Some(("minItems", "maxItems", Some("items"))),
            _ => None,
        }
    }

    /// The DSL / JSON Schema name of this type.
    pub fn name(&self) -> &'static str {
        match self {
            Self::String => "string",
            Self::Number => "number",
            Self::Integer => "integer",
            Self::Boolean => "boolean",
            Self::Array(_) => "array",
            Self::Object(_) => "object",
            Self::Any => "any",
        }
    }
}

impl Parameters {
    /// No arguments at all.
    pub fn empty() -> Self {
        Self::default()
    }

    /// `true` when the tool takes no arguments.
    pub fn is_empty(&self) -> bool {
        self.properties.is_empty()
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests;
