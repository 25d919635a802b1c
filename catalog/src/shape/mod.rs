//! Type shapes: what a type in a service or event signature looks like to a
//! script, and the transitive closure of the types it references.
//!
//! [`Shape`] follows the `schemars::JsonSchema` pattern: each type records its
//! own declaration (with its field and variant docs) into a [`TypeSet`] and
//! then asks the types it references to do the same, so the compiler, not a
//! registry, walks the type graph. `#[derive(Shape)]` writes the impl for structs and enums;
//! primitives and std containers are leaves (see [`leaves`](self)).

mod decl;
mod foreign;
mod leaves;
mod set;

pub(crate) use decl::doc_lines;
pub use decl::{DeclKind, Field, Fields, MAX_DECLARATION_CHARS, TypeDecl, Variant};
pub use leaves::{Function, MapKey};
pub use set::{Ambiguity, TypeSet};

/// A type that can appear in a service or event signature: it knows how a
/// script sees it and records its declaration in the catalog.
///
/// Derive it with `#[derive(Shape)]` (it reads serde's `rename`,
/// `rename_all`, `skip` and `default` so the shape matches what scripts see).
/// A signature that mentions a type without `Shape` does not compile.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no `Shape`, so it cannot appear in a service or event signature",
    label = "this type must implement `Shape`",
    note = "if `{Self}` comes from std or another crate, use a type of yours in its place: a newtype (`struct Stamp(u64);` with `#[derive(serde::Serialize, serde::Deserialize, cordis_toolset::Shape)]` and a `From` each way), or, for a field, keep the type and add `#[serde(with = \"...\")]` with `#[shape(as = T)]`, where `T` is the supported type serde then writes (e.g. `u64`)",
    note = "if `{Self}` is declared in your crate, add `#[derive(cordis_toolset::Shape)]` (next to serde's `Serialize`/`Deserialize`) to its declaration"
)]
pub trait Shape {
    /// The type as a script-facing signature names it, e.g. `Vec<DirEntry>`,
    /// `any` for `serde_json::Value`, `fn() -> any` for [`Function`].
    fn type_name() -> String;

    /// Records this type's declaration (if it has one) and, transitively,
    /// the declarations of every type it references.
    fn describe(types: &mut TypeSet);

    /// Whether a caller may omit a value of this type (true for `Option<T>`):
    /// optional struct fields render as `name?: T`, and trailing optional
    /// method parameters may be left out by scripts.
    fn optional() -> bool {
        false
    }
}

/// A type whose [`Shape`] is a declaration of its own (a struct or enum the
/// catalog shows under Types), not a leaf such as `String` or `u64`.
///
/// `#[derive(Shape)]` implements it. An app's own error type needs it (with
/// serde's `Serialize` and `Display`) to be a service method's error
/// ([`ServiceFailure`](crate::ServiceFailure)): a script's `catch` gets the
/// variant's name as `kind`, which a leaf does not have.
pub trait DeclaredShape: Shape {}
