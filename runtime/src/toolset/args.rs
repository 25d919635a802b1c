//! The arguments of the built-in tools, typed, and the spec of a built-in
//! tool that reads them.
//!
//! Each built-in tool reads its JSON arguments into one struct whose fields
//! are the parameters it declares (`describe.rs`), under the same names:
//! the tool's code never picks a key out of raw JSON, and a test holds
//! each struct to its declared schema.
//!
//! The registry checks a call's arguments against the declared schema
//! before the tool runs, and its refusal names the argument and the type
//! to write (`cordis_mount: argument "code" must be a string, got the
//! number 5`). Reading the struct comes after that; where it fails anyway
//! (the tool called without that check), the tool answers the same
//! refusal, so a hostile client gets the same words either way.

use std::sync::Arc;

use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value as Json};

use crate::fiber::error::CallbackError;
use crate::tools::schema::Parameters;
use crate::tools::{ToolAnnotations, ToolOutput, ToolSpec};

/// What `cordis_inspect` takes (`inspect_parameters`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct InspectArgs {
    /// Which section; all of them when absent.
    pub(crate) what: Option<String>,
    /// Narrows the section to one target.
    pub(crate) name: Option<String>,
}

/// What `cordis_mount` takes (`mount_parameters`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct MountArgs {
    /// The plugin's Rhai source.
    pub(crate) code: String,
    /// Check and report without mounting.
    #[serde(rename = "dryRun", default)]
    pub(crate) dry_run: bool,
}

/// What `cordis_unmount` takes (`unmount_parameters`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct UnmountArgs {
    /// The mount id, like `dyn-1`.
    pub(crate) id: String,
}

/// What `cordis_call` takes (`call_parameters`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct CallArgs {
    /// The tool to call.
    pub(crate) name: String,
    /// Its arguments; none when absent (or `null`).
    pub(crate) arguments: Option<Map<String, Json>>,
}

/// The spec of a built-in tool whose `handler` takes its arguments as `A`,
/// read from the call's JSON arguments (see the module docs for a call
/// whose arguments do not fit).
pub(crate) fn builtin_tool<A: DeserializeOwned>(
    name: &str,
    description: &str,
    parameters: &Json,
    output_schema: Option<Json>,
    annotations: ToolAnnotations,
    handler: impl Fn(A) -> Result<ToolOutput, CallbackError> + Send + Sync + 'static,
) -> Result<ToolSpec, CallbackError> {
    let parameters = Parameters::from_json(parameters).map_err(CallbackError::caused_by)?;
    let declared = parameters.clone();
    let tool = name.to_owned();
    Ok(ToolSpec {
        name: name.to_owned(),
        description: description.to_owned(),
        parameters,
        output_schema,
        annotations,
        handler: Arc::new(move |args: &Json| match read::<A>(args) {
            Ok(args) => handler(args),
            Err(error) => Ok(ToolOutput::error(refusal(&tool, &declared, args, &error))),
        }),
    })
}

/// `args` as `A`; `null` is no arguments, as the registry takes it.
fn read<A: DeserializeOwned>(args: &Json) -> Result<A, serde_json::Error> {
    match args {
        Json::Null => A::deserialize(&Json::Object(Map::new())),
        args => A::deserialize(args),
    }
}

/// Why `tool` refuses `args`: the registry's own words for arguments that
/// do not fit the declared schema; otherwise the reader's, marked as the
/// tool's fault (its struct and its schema disagree).
fn refusal(tool: &str, declared: &Parameters, args: &Json, error: &serde_json::Error) -> String {
    match declared.validate(args) {
        Err(refused) => format!("{tool}: {refused}"),
        Ok(()) => format!(
            "{tool}: cannot read the arguments ({error}); they fit its declared parameters, so this is a fault of {tool}, not of the call"
        ),
    }
}

#[cfg(test)]
/// A value of the JSON type `schema` declares.
fn sample(schema: &Json) -> Json {
    if let Some(first) = schema["enum"].as_array().and_then(|values| values.first()) {
        return first.clone();
    }
    match schema["type"].as_str() {
        Some("string") => Json::from("x"),
        Some("boolean") => Json::Bool(true),
        Some("object") => Json::Object(Map::new()),
        other => panic!("no sample for type {other:?}"),
    }
}

#[cfg(test)]
/// `A` reads every call its declared `parameters` admit (each optional
/// argument given or left out), and refuses one without a required
/// argument or with an argument of another type, naming it.
pub(crate) fn matches_schema<A: DeserializeOwned>(parameters: &Json) {
    let declared = parameters.as_object().unwrap();
    let full: Map<String, Json> = declared
        .iter()
        .map(|(name, schema)| (name.clone(), sample(schema)))
        .collect();
    assert!(read::<A>(&Json::Object(full.clone())).is_ok(), "{full:?}");
    for (name, schema) in declared {
        let mut without = full.clone();
        without.remove(name);
        let optional = schema["required"] == Json::Bool(false);
        assert_eq!(
            read::<A>(&Json::Object(without)).is_ok(),
            optional,
            "leaving out {name}"
        );
        let mut wrong = full.clone();
        wrong.insert(name.clone(), Json::from(5));
        assert!(read::<A>(&Json::Object(wrong)).is_err(), "{name}: 5");
    }
    let mut unknown = full;
    unknown.insert("extra".into(), Json::from(1));
    assert!(
        read::<A>(&Json::Object(unknown)).is_err(),
        "an unknown argument"
    );
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::toolset::describe;

    #[test]
    fn each_struct_reads_exactly_its_declared_parameters() {
        matches_schema::<InspectArgs>(&describe::inspect_parameters());
        matches_schema::<MountArgs>(&describe::mount_parameters());
        matches_schema::<UnmountArgs>(&describe::unmount_parameters());
        matches_schema::<CallArgs>(&describe::call_parameters());
    }

    #[test]
    fn arguments_that_do_not_fit_get_the_registrys_refusal_without_the_registry() {
        let spec = builtin_tool(
            describe::MOUNT,
            "d",
            &describe::mount_parameters(),
            None,
            ToolAnnotations::default(),
            |_: MountArgs| Ok(ToolOutput::success("mounted")),
        )
        .unwrap();
        let answer = |args: Json| spec.handler.call(&args).unwrap();
        let bad = [
            json!({ "code": 5 }),
            json!({ "code": "|ctx| ()", "dryRun": "yes" }),
            json!({}),
            json!([1]),
        ];
        for args in bad {
            let refused = spec.parameters.validate(&args).unwrap_err();
            let output = answer(args.clone());
            assert!(output.is_error, "{args}");
            assert_eq!(output.text(), format!("cordis_mount: {refused}"), "{args}");
        }
        assert_eq!(answer(json!({ "code": "|ctx| ()" })).text(), "mounted");
    }
}
