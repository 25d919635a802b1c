//! What a service method's `Err` becomes for the script that called it.
//!
//! A `#[service]` method declared `-> Result<T, E>` accepts two kinds of
//! `E`, told apart by [`ServiceFailure`]:
//!
//! * [`ServiceError`]: a message written for the caller; a script's
//!   `catch (err)` receives the message as a string;
//! * an app's own error type that derives [`Shape`] and serde's `Serialize`
//!   and implements `Display`: the catalog shows its declaration, and a
//!   script's `catch (err)` receives a [`ThrownError`], the map
//!   `#{ kind, message, ...fields }`.
//!
//! ```
//! use cordis_toolset_catalog::{ServiceFailure, ThrownError, TypeSet};
//! use cordis_toolset_macros::Shape;
//!
//! /// Why a bookmark could not be changed.
//! #[derive(Debug, serde::Serialize, Shape)]
//! #[shape(crate = cordis_toolset_catalog)]
//! pub enum BookmarkError {
//!     /// No bookmark has that id.
//!     NotFound { id: u64 },
//! }
//!
//! impl std::fmt::Display for BookmarkError {
//!     fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
//!         match self {
//!             Self::NotFound { id } => write!(f, "no bookmark has id {id}"),
//!         }
//!     }
//! }
//!
//! let mut types = TypeSet::new();
//! assert_eq!(BookmarkError::declare(&mut types).as_deref(), Some("BookmarkError"));
//! let thrown = ThrownError::from_error(&BookmarkError::NotFound { id: 7 })?;
//! assert_eq!(
//!     thrown.to_value(),
//!     serde_json::json!({ "kind": "NotFound", "message": "no bookmark has id 7", "id": 7 })
//! );
//! # Ok::<(), serde_json::Error>(())
//! ```

mod kind;

use std::fmt;

use serde::Serialize;
use serde_json::{Map, Value};

use crate::error::ServiceError;
use crate::service::ServiceCallError;
use crate::shape::{DeclaredShape, TypeSet};

/// The error type of a fallible service method: [`ServiceError`], or an
/// app's own type with a declaration (`#[derive(Shape)]`), serde's
/// `Serialize` and `Display`.
///
/// Implemented for those and nothing else: `#[service]` requires it of the
/// `E` of every `Result<T, E>` a method returns, so any other error type is
/// refused where the method declares it, with the ways to convert.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be the error of a `#[service]` method",
    label = "accepted: `ServiceError`, or an error type of your crate with `#[derive(Serialize, Shape)]` and `Display`",
    note = "to keep the error a message, return `Result<T, ServiceError>` and convert: `.map_err(|e| ServiceError::new(e.to_string()))?`, or, if `{Self}` is declared in your crate, once for every method with `impl From<{Self}> for ServiceError` and `?`",
    note = "to let a script's `catch (err)` tell the failures apart (`err.kind`, `err.message`, the variant's fields), return an error type of your own with `#[derive(serde::Serialize, cordis_toolset::Shape)]` and a `Display` impl (e.g. thiserror's `#[derive(Error)]`); for a type from std or another crate, wrap it in such a type first"
)]
pub trait ServiceFailure: Sized {
    /// Records the declarations of the error type in `types` and returns
    /// its name as the catalog shows it after `throws`; `None` for
    /// [`ServiceError`], which scripts catch as its message string.
    fn declare(types: &mut TypeSet) -> Option<String>;

    /// This error as the failure of a call of `service.method`.
    fn into_call_error(self, service: &'static str, method: &'static str) -> ServiceCallError;
}

impl ServiceFailure for ServiceError {
    fn declare(_types: &mut TypeSet) -> Option<String> {
        None
    }

    fn into_call_error(self, _service: &'static str, _method: &'static str) -> ServiceCallError {
        ServiceCallError::Failed(self)
    }
}

#[diagnostic::do_not_recommend]
impl<E: DeclaredShape + Serialize + fmt::Display> ServiceFailure for E {
    fn declare(types: &mut TypeSet) -> Option<String> {
        E::describe(types);
        Some(E::type_name())
    }

    fn into_call_error(self, service: &'static str, method: &'static str) -> ServiceCallError {
        match ThrownError::from_error(&self) {
            Ok(thrown) => ServiceCallError::Threw(thrown),
            Err(err) => ServiceCallError::BadResult {
                service,
                method,
                reason: format!("its error `{self}` cannot be encoded as JSON: {err}"),
            },
        }
    }
}

/// An app's own error as a script's `catch (err)` receives it: the map
/// `#{ kind, message, ...fields }`.
///
/// `kind` is the name of the enum variant that was returned (serde's name
/// for it, renames applied), or the type's name for a struct; `message` is
/// the error's `Display`; the variant's (or struct's) named fields follow,
/// and a variant with unnamed fields has them in `value`. A field called
/// `kind` or `message` is shadowed by those two.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThrownError {
    kind: String,
    message: String,
    fields: Map<String, Value>,
}

impl ThrownError {
    /// An error of the given kind and message, without fields.
    pub fn new(kind: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            kind: kind.into(),
            message: message.into(),
            fields: Map::new(),
        }
    }

    /// The same error with one more field.
    pub fn with_field(mut self, name: impl Into<String>, value: Value) -> Self {
        self.fields.insert(name.into(), value);
        self
    }

    /// `error` as a script sees it; fails only if serde cannot encode it.
    pub fn from_error<E: DeclaredShape + Serialize + fmt::Display>(
        error: &E,
    ) -> Result<Self, serde_json::Error> {
        let (variant, value) = kind::encode(error)?;
        let (kind, fields) = match (variant, value) {
            (Some(variant), Value::Object(mut outer)) if outer.len() == 1 => {
                let inner = outer.remove(variant).unwrap_or(Value::Null);
                (variant.to_owned(), fields_of(inner))
            }
            (Some(variant), _) => (variant.to_owned(), Map::new()),
            (None, value) => (E::type_name(), fields_of(value)),
        };
        Ok(Self {
            kind,
            message: error.to_string(),
            fields,
        })
    }

    /// Which error it is: the variant's name (or the struct's).
    pub fn kind(&self) -> &str {
        &self.kind
    }

    /// The error's text (its `Display`).
    pub fn message(&self) -> &str {
        &self.message
    }

    /// Its fields besides `kind` and `message`.
    pub fn fields(&self) -> &Map<String, Value> {
        &self.fields
    }

    /// The map a script's `catch (err)` receives.
    pub fn to_value(&self) -> Value {
        let mut map = self.fields.clone();
        map.insert("kind".to_owned(), Value::String(self.kind.clone()));
        map.insert("message".to_owned(), Value::String(self.message.clone()));
        Value::Object(map)
    }

    /// How a script sees a method declared `-> Result<T, E>` for an error
    /// type `E` of the app's (`ty`), said once per service for the methods
    /// (`methods`, already quoted) that throw it; the catalog shows it the
    /// way it shows [`ServiceError::IN_SCRIPTS`].
    pub fn in_scripts(ty: &str, methods: &str) -> String {
        format!(
            "`Result<T, {ty}>` ({methods}): the call returns the `T` itself when it succeeds; when it fails, it throws a map, which the `catch (err)` block of a `try` receives in `err`: `err.kind` names the variant of `{ty}` that occurred (its declaration is under Types), `err.message` says what went wrong, and the variant's fields sit beside them (`err.<field>`; unnamed ones are `err.value`)."
        )
    }
}

impl fmt::Display for ThrownError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ThrownError {}

/// The fields of a variant's (or struct's) content: its entries if it is a
/// map, else the content itself as `value` (unnamed fields, a newtype).
fn fields_of(content: Value) -> Map<String, Value> {
    match content {
        Value::Object(map) => map,
        Value::Null => Map::new(),
        other => Map::from_iter([("value".to_owned(), other)]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::{DeclKind, Fields, Shape, TypeDecl};

    /// A hand-written stand-in for what `#[derive(Shape)]` makes.
    macro_rules! declared {
        ($ty:ident) => {
            impl Shape for $ty {
                fn type_name() -> String {
                    stringify!($ty).to_owned()
                }
                fn describe(types: &mut TypeSet) {
                    types.insert(TypeDecl::new(
                        stringify!($ty),
                        module_path!(),
                        &DeclKind::Struct(Fields::Unit),
                    ));
                }
            }
            impl DeclaredShape for $ty {}
            impl fmt::Display for $ty {
                fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    write!(f, "{self:?} happened")
                }
            }
        };
    }

    #[derive(Debug, Serialize)]
    enum Failure {
        Gone,
        Taken {
            by: String,
        },
        #[serde(rename = "tooMany")]
        TooMany(u32),
        Pair(u8, u8),
        Wrapped(Inner),
    }

    #[derive(Debug, Serialize)]
    struct Inner {
        why: String,
    }

    #[derive(Debug, Serialize)]
    struct Broke {
        code: u16,
    }

    #[derive(Debug, Serialize)]
    struct Plain(String);

    declared!(Failure);
    declared!(Broke);
    declared!(Plain);

    fn thrown<E: DeclaredShape + Serialize + fmt::Display>(error: E) -> Value {
        ThrownError::from_error(&error).expect("encodes").to_value()
    }

    #[test]
    fn a_variant_is_the_kind_and_its_fields_sit_beside_it() {
        use serde_json::json;
        assert_eq!(
            thrown(Failure::Gone),
            json!({ "kind": "Gone", "message": "Gone happened" })
        );
        assert_eq!(
            thrown(Failure::Taken { by: "ann".into() }),
            json!({ "kind": "Taken", "message": "Taken { by: \"ann\" } happened", "by": "ann" })
        );
        assert_eq!(
            thrown(Failure::TooMany(3))["kind"],
            json!("tooMany"),
            "serde's name for the variant"
        );
        assert_eq!(thrown(Failure::TooMany(3))["value"], json!(3));
        assert_eq!(thrown(Failure::Pair(1, 2))["value"], json!([1, 2]));
        assert_eq!(
            thrown(Failure::Wrapped(Inner { why: "w".into() }))["why"],
            json!("w")
        );
    }

    #[test]
    fn a_struct_is_its_own_kind() {
        use serde_json::json;
        assert_eq!(
            thrown(Broke { code: 7 }),
            json!({ "kind": "Broke", "message": "Broke { code: 7 } happened", "code": 7 })
        );
        assert_eq!(thrown(Plain("p".into()))["value"], json!("p"));
    }

    #[test]
    fn service_error_stays_a_message() {
        let mut types = TypeSet::new();
        assert_eq!(ServiceError::declare(&mut types), None);
        assert!(types.is_empty());
        let err = ServiceError::new("closed").into_call_error("s", "m");
        assert_eq!(err, ServiceCallError::Failed(ServiceError::new("closed")));
        assert_eq!(err.to_string(), "closed");
    }

    #[test]
    fn an_own_error_declares_its_type() {
        let mut types = TypeSet::new();
        assert_eq!(Failure::declare(&mut types).as_deref(), Some("Failure"));
        assert_eq!(types.names(), ["Failure"]);
        let err = Failure::Gone.into_call_error("s", "m");
        assert_eq!(err.to_string(), "Gone happened");
    }
}
