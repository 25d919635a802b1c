//! The two ways a schema can be wrong: the schema itself (when a tool is
//! registered) and the arguments of one call (before `execute` runs).
//!
//! Every message names where the problem is and what to write instead,
//! because the reader is a model that will try again.

use thiserror::Error;

/// The property types of the parameters DSL, as listed in messages.
pub(crate) const TYPE_LIST: &str = "\"string\", \"number\", \"integer\", \"boolean\", \"array\", \"object\", or \"any\" for a value of any type";

/// The keys a property map may have, as listed in messages.
pub(crate) const KEY_LIST: &str = "type, description, required, items, properties, enum, default, and the bounds minimum and maximum (a number), minLength and maxLength (a string), minItems and maxItems (an array)";

/// A tool's `parameters` could not be understood; the tool is not registered.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum SchemaError {
    /// `parameters` (or a nested `properties`) is not a map of property maps.
    #[error(
        "{path} must be a map of parameters like #{{ path: #{{ type: \"string\" }} }} (or () for no parameters), got {got}"
    )]
    NotAParameterMap {
        /// Where the bad value is, e.g. `parameters.options.properties`.
        path: String,
        /// What was found instead, e.g. `an array`.
        got: String,
    },
    /// One property is not a map, e.g. `path: "string"`.
    #[error("{path} must be a map like #{{ type: \"string\", description: \"...\" }}, got {got}")]
    PropertyNotAMap {
        /// Where the bad value is.
        path: String,
        /// What was found instead.
        got: String,
    },
    /// A property has no `type`.
    #[error("{path} has no type: add type: one of {TYPE_LIST}", TYPE_LIST = TYPE_LIST)]
    MissingType {
        /// The property missing its type.
        path: String,
    },
    /// A `type` that is not one of the six.
    #[error("{path} is {got}, which is not a type: write one of {TYPE_LIST}", TYPE_LIST = TYPE_LIST)]
    UnknownType {
        /// Where the type is, e.g. `parameters.n.type`.
        path: String,
        /// The value found, quoted.
        got: String,
    },
    /// A key that the DSL does not know.
    #[error("{path} is not a schema key: a property may have only {KEY_LIST}", KEY_LIST = KEY_LIST)]
    UnknownKey {
        /// The path of the unknown key itself.
        path: String,
    },
    /// A key the DSL knows, used on a type where it means nothing.
    #[error(
        "{path} only applies to type \"{applies_to}\", but this property is type \"{actual}\": {advice}"
    )]
    MisplacedKey {
        /// The path of the misplaced key.
        path: String,
        /// The type the key belongs to.
        applies_to: &'static str,
        /// The property's declared type.
        actual: String,
        /// What to write instead.
        advice: &'static str,
    },
    /// A key that means nothing where it is written (e.g. `required` on `items`).
    #[error("{path} means nothing here: {advice}")]
    Meaningless {
        /// The path of the key.
        path: String,
        /// What to write instead.
        advice: &'static str,
    },
    /// `required` that is neither a boolean nor (on an object) a list of names.
    #[error(
        "{path} must be true or false (whether this parameter must be given), got {got}; on an object, required may also be an array of its property names"
    )]
    BadRequired {
        /// Where `required` is.
        path: String,
        /// What was found.
        got: String,
    },
    /// A `required` array that names a property that is not declared.
    #[error("{path} names \"{name}\", which is not one of its properties ({available})")]
    RequiredNamesUnknown {
        /// Where the `required` array is.
        path: String,
        /// The name that is not declared.
        name: String,
        /// The declared property names, comma-separated (or `none`).
        available: String,
    },
    /// A property's own `required` flag contradicts its parent's `required` array.
    #[error(
        "{path} is {flag} but the enclosing required array {listed}: keep one of the two (drop this flag)"
    )]
    ConflictingRequired {
        /// Where the property's own flag is.
        path: String,
        /// The flag's value.
        flag: bool,
        /// `lists it` or `does not list it`.
        listed: &'static str,
    },
    /// `description` that is not a string.
    #[error("{path} must be a string, got {got}")]
    BadDescription {
        /// Where `description` is.
        path: String,
        /// What was found.
        got: String,
    },
    /// A bad `enum`: not an array, empty, or a value of the wrong type.
    #[error("{path}: {problem}")]
    BadEnum {
        /// Where `enum` (or the offending entry) is.
        path: String,
        /// What is wrong and what to write.
        problem: String,
    },
    /// A `default` that does not fit the property.
    #[error("{path}: {problem}")]
    BadDefault {
        /// Where `default` is.
        path: String,
        /// What is wrong and what to write.
        problem: String,
    },
    /// A value that cannot appear in a schema at all (a function, a timestamp...).
    #[error(
        "{path} is {got}, which cannot appear in parameters: use plain data (strings, numbers, booleans, arrays, maps)"
    )]
    NotData {
        /// Where the value is.
        path: String,
        /// Its kind, e.g. `a function`.
        got: String,
    },
    /// The top-level JSON-Schema wrapper has something other than what it may have.
    #[error("{path}: {problem}")]
    BadWrapper {
        /// Where the problem is.
        path: String,
        /// What is wrong and what to write.
        problem: String,
    },
    /// A bound that is no number, or a low bound above the high one.
    #[error("{path}: {problem}")]
    BadBound {
        /// Where the bound is, e.g. `parameters.n.minimum`.
        path: String,
        /// What is wrong and what to write.
        problem: String,
    },
    /// Parameters nest deeper than the cap.
    #[error(
        "{path} nests deeper than {limit} levels of parameters: flatten the structure (e.g. take a JSON string and parse it)"
    )]
    TooDeep {
        /// The first path past the cap.
        path: String,
        /// The nesting cap.
        limit: usize,
    },
}

/// The arguments of one call do not fit the tool's parameters; `execute`
/// did not run.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ArgumentError {
    /// The arguments are not an object.
    #[error("the arguments must be an object like {{\"name\": value}}, got {got}")]
    NotAnObject {
        /// What was given, e.g. `an array`.
        got: String,
    },
    /// A required argument is absent (or null).
    #[error("missing required argument \"{name}\": expected {expected}")]
    Missing {
        /// The argument's path, e.g. `options.depth`.
        name: String,
        /// What to give, e.g. `a string (file to read)`.
        expected: String,
    },
    /// An argument has the wrong JSON type.
    #[error("argument \"{name}\" must be {expected}, got {got}")]
    WrongType {
        /// The argument's path, e.g. `items[2]`.
        name: String,
        /// The expected type.
        expected: String,
        /// What was given, with a short preview.
        got: String,
    },
    /// An argument is not one of the allowed values.
    #[error("argument \"{name}\" must be one of {allowed}, got {got}")]
    NotInEnum {
        /// The argument's path.
        name: String,
        /// The allowed values, as JSON, comma-separated.
        allowed: String,
        /// What was given, as JSON.
        got: String,
    },
    /// An argument past one of its bounds.
    #[error("argument \"{name}\" must be {bound}, got {got}")]
    OutOfBounds {
        /// The argument's path.
        name: String,
        /// The bound it passed, e.g. `at least 1` or `at most 3 characters`.
        bound: String,
        /// What was given, e.g. `0` or `5 characters`.
        got: String,
    },
    /// An argument the tool does not declare.
    #[error("unknown argument \"{name}\": {known}")]
    Unknown {
        /// The argument's path.
        name: String,
        /// Which arguments exist, e.g. `this tool takes: n, path`.
        known: String,
    },
    /// Several arguments refused, each with its own problem (two or
    /// more, in the order of the tool's parameters).
    #[error("{} arguments are refused: {}", .0.len(), several(.0))]
    Several(Vec<ArgumentError>),
}

/// Each problem of [`ArgumentError::Several`], joined.
fn several(problems: &[ArgumentError]) -> String {
    problems
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("; ")
}
