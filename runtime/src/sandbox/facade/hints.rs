//! What a script tool declares for its clients besides its name and
//! parameters: the hints of `annotations`, and its `outputSchema`, which
//! every successful result's `structuredContent` is checked against.
//!
//! Annotations are hints a client shows or weighs; the server passes them
//! on as written, with one exception: every tool of a mount that injects a
//! service reaching outside the runtime ([`OPEN_WORLD_SERVICES`]) is
//! declared `openWorldHint: true`, whatever the plugin says.

use rhai::Dynamic;
use thiserror::Error;

use crate::sandbox::facade::result::script_type;
use crate::tools::schema::{ArgumentError, Parameters};
use crate::tools::{ToolAnnotations, ToolOutput};

/// The services through which a tool reaches the world outside the
/// runtime: a mount that injects one of them is open-world.
pub(crate) const OPEN_WORLD_SERVICES: [&str; 2] = ["web", "bash"];

/// One hint of `annotations`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Hint {
    /// `readOnlyHint`: the tool changes nothing.
    ReadOnly,
    /// `destructiveHint`: the tool may remove or overwrite something.
    Destructive,
    /// `idempotentHint`: calling it twice with the same arguments does
    /// nothing more.
    Idempotent,
    /// `openWorldHint`: the tool reaches beyond the runtime.
    OpenWorld,
}

impl Hint {
    /// Every hint, in the order messages list them.
    pub(crate) const ALL: [Hint; 4] = [
        Self::ReadOnly,
        Self::Destructive,
        Self::Idempotent,
        Self::OpenWorld,
    ];

    /// The key a script writes.
    pub(crate) fn key(self) -> &'static str {
        match self {
            Self::ReadOnly => "readOnlyHint",
            Self::Destructive => "destructiveHint",
            Self::Idempotent => "idempotentHint",
            Self::OpenWorld => "openWorldHint",
        }
    }

    fn set(self, annotations: &mut ToolAnnotations, value: bool) {
        let slot = match self {
            Self::ReadOnly => &mut annotations.read_only_hint,
            Self::Destructive => &mut annotations.destructive_hint,
            Self::Idempotent => &mut annotations.idempotent_hint,
            Self::OpenWorld => &mut annotations.open_world_hint,
        };
        *slot = Some(value);
    }
}

/// The hint keys as messages list them.
fn hint_list() -> String {
    Hint::ALL.map(Hint::key).join(", ")
}

/// `annotations` is not a map of boolean hints.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub(crate) enum HintError {
    /// `annotations` is not a map.
    #[error("\"annotations\" must be a map like #{{ readOnlyHint: true }}, got {got}")]
    NotAMap {
        /// What it is, in script words.
        got: String,
    },
    /// A key that is not one of the four hints.
    #[error(
        "\"annotations\" has the key \"{key}\", which is not a hint: use {}",
        hint_list()
    )]
    UnknownKey {
        /// The key written.
        key: String,
    },
    /// A hint that is not `true` or `false`.
    #[error("annotations.{key} must be true or false, got {got}")]
    NotABool {
        /// The hint's key.
        key: &'static str,
        /// What it is, in script words.
        got: String,
    },
}

/// Reads `annotations` (absent: no hints) with the tool's `title`; when
/// `open_world` (the mount injects a service of [`OPEN_WORLD_SERVICES`]),
/// `openWorldHint` is `true` whatever was written.
pub(crate) fn annotations(
    value: Option<&Dynamic>,
    title: Option<String>,
    open_world: bool,
) -> Result<ToolAnnotations, HintError> {
    let mut out = ToolAnnotations {
        title,
        ..ToolAnnotations::default()
    };
    if let Some(value) = value.filter(|value| !value.is_unit()) {
        let Ok(map) = value.as_map_ref() else {
            return Err(HintError::NotAMap {
                got: script_type(value),
            });
        };
        for (key, value) in map.iter() {
            let Some(hint) = Hint::ALL.into_iter().find(|h| h.key() == key.as_str()) else {
                return Err(HintError::UnknownKey {
                    key: key.to_string(),
                });
            };
            let flag = value.as_bool().map_err(|_| HintError::NotABool {
                key: hint.key(),
                got: script_type(value),
            })?;
            hint.set(&mut out, flag);
        }
    }
    if open_world {
        Hint::OpenWorld.set(&mut out, true);
    }
    Ok(out)
}

/// Whether a mount injecting `inject` reaches outside the runtime.
pub(crate) fn is_open_world<'a>(inject: impl IntoIterator<Item = &'a String>) -> bool {
    inject
        .into_iter()
        .any(|name| OPEN_WORLD_SERVICES.contains(&name.as_str()))
}

/// A successful result of a tool with an `outputSchema` does not carry
/// `structuredContent` that fits it.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub(crate) enum OutputError {
    /// No `structuredContent` at all.
    #[error(
        "the tool declares an outputSchema but returned no structuredContent: return #{{ content: [#{{ type: \"text\", text: \"...\" }}], structuredContent: #{{ ... }} }} with {fields}"
    )]
    Missing {
        /// What the schema asks for, e.g. `the fields count, items`.
        fields: String,
    },
    /// A field of `structuredContent` does not fit.
    #[error("structuredContent does not match the tool's outputSchema: {}", field_words(.0))]
    Mismatch(#[source] ArgumentError),
}

/// An argument refusal in the words of a result's fields.
fn field_words(error: &ArgumentError) -> String {
    match error {
        ArgumentError::NotAnObject { got } => format!("it must be a map, got {got}"),
        ArgumentError::Missing { name, expected } => {
            format!("the field \"{name}\" is missing: expected {expected}")
        }
        ArgumentError::WrongType {
            name,
            expected,
            got,
        } => format!("the field \"{name}\" must be {expected}, got {got}"),
        ArgumentError::NotInEnum { name, allowed, got } => {
            format!("the field \"{name}\" must be one of {allowed}, got {got}")
        }
        ArgumentError::OutOfBounds { name, bound, got } => {
            format!("the field \"{name}\" must be {bound}, got {got}")
        }
        ArgumentError::Unknown { name, .. } => format!(
            "the field \"{name}\" is not in the outputSchema: remove it, or declare it in outputSchema"
        ),
        ArgumentError::Several(problems) => problems
            .iter()
            .map(field_words)
            .collect::<Vec<_>>()
            .join("; "),
    }
}

/// Checks `output` against `schema`: a successful result must carry
/// `structuredContent` that fits; a failed one (`isError`) is passed on
/// as it is.
pub(crate) fn check_output(schema: &Parameters, output: &ToolOutput) -> Result<(), OutputError> {
    if output.is_error {
        return Ok(());
    }
    match &output.structured {
        Some(structured) => schema.validate(structured).map_err(OutputError::Mismatch),
        None => Err(OutputError::Missing {
            fields: if schema.is_empty() {
                "no fields (#{})".to_owned()
            } else {
                let names: Vec<&str> = schema.properties.keys().map(String::as_str).collect();
                format!("the fields {}", names.join(", "))
            },
        }),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use serde_json::json;

    use super::*;

    fn eval(script: &str) -> Dynamic {
        rhai::Engine::new_raw().eval::<Dynamic>(script).unwrap()
    }

    #[test]
    fn hints_are_read_and_unknown_keys_refused() {
        let value = eval("#{ readOnlyHint: true, idempotentHint: false }");
        let read = annotations(Some(&value), Some("T".into()), false).unwrap();
        assert_eq!(read.title.as_deref(), Some("T"));
        assert_eq!(read.read_only_hint, Some(true));
        assert_eq!(read.idempotent_hint, Some(false));
        assert_eq!(read.open_world_hint, None);
        let refused = annotations(Some(&eval("#{ readonly: true }")), None, false).unwrap_err();
        assert_eq!(
            refused.to_string(),
            "\"annotations\" has the key \"readonly\", which is not a hint: use readOnlyHint, destructiveHint, idempotentHint, openWorldHint"
        );
        let refused = annotations(Some(&eval("#{ readOnlyHint: \"yes\" }")), None, false);
        assert!(
            refused
                .unwrap_err()
                .to_string()
                .contains("true or false, got a string")
        );
        let refused = annotations(Some(&eval("[1]")), None, false);
        assert!(refused.unwrap_err().to_string().contains("got an array"));
    }

    #[test]
    fn a_mount_that_reaches_out_is_open_world_whatever_it_says() {
        let value = eval("#{ openWorldHint: false }");
        let read = annotations(Some(&value), None, true).unwrap();
        assert_eq!(read.open_world_hint, Some(true));
        assert!(is_open_world(&["fs".to_owned(), "web".to_owned()]));
        assert!(!is_open_world(&["fs".to_owned(), "timer".to_owned()]));
    }

    #[test]
    fn structured_content_is_checked_field_by_field() {
        let schema = Parameters::from_json(&json!({
            "count": { "type": "integer" },
            "items": { "type": "array", "items": { "type": "string" } },
        }))
        .unwrap();
        let mut output = ToolOutput::success("2 items");
        output.structured = Some(json!({ "count": 2, "items": ["a", "b"] }));
        assert_eq!(check_output(&schema, &output), Ok(()));
        let cases = [
            json!({ "count": "2", "items": [] }),
            json!({ "items": [] }),
            json!({ "count": 2, "items": ["a", 3] }),
            json!({ "count": 2, "items": [], "extra": 1 }),
        ];
        let mut lines = Vec::new();
        for structured in cases {
            output.structured = Some(structured.clone());
            lines.push(format!(
                "{structured}\n  -> {}",
                check_output(&schema, &output).unwrap_err()
            ));
        }
        output.structured = None;
        lines.push(format!(
            "(none)\n  -> {}",
            check_output(&schema, &output).unwrap_err()
        ));
        insta::assert_snapshot!(lines.join("\n"));
        let failed = ToolOutput::error("no");
        assert_eq!(check_output(&schema, &failed), Ok(()));
    }
}
