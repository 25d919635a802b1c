//! Proc macros of cordis-toolset: `#[service]`, `#[events]` and
//! `#[derive(Shape)]`.
//!
//! Each macro parses into a typed model (`ast`), validates it (`valid`),
//! and emits code (`expand`, `shape`). Every problem is reported with a span,
//! all at once; the original item is still emitted beside `compile_error!`
//! so the user sees the macro's errors, not a flood of follow-on ones.
//! Generated code refers only to `::cordis_toolset::__private` (or the path
//! given with `crate = ...`).
#![forbid(unsafe_code)]

mod ast;
mod case;
mod ctxt;
mod docs;
mod expand;
mod shape;
mod valid;

use proc_macro::TokenStream;

/// Declares a service from a trait: generates its catalog entry and its
/// script binding (`impl Service for dyn Trait`).
///
/// ```ignore
/// /// Read and write files under the workspace root.
/// #[cordis_toolset::service(name = "fs")]
/// pub trait Fs: Send + Sync {
///     /// Read a UTF-8 text file.
///     fn read(&self, path: String) -> Result<String, ServiceError>;
/// }
/// ```
///
/// Keys: `name = "..."` (required, the key scripts inject) and
/// `crate = path` (where `cordis_toolset` is, if renamed).
///
/// What it checks, each with an error at the place to fix:
/// * the trait is `Send + Sync` and has a doc comment, and so does every
///   method (the catalog shows them to the model);
/// * methods take `&self` and owned arguments (`String`, not `&str`) whose
///   types implement `Deserialize` and `Shape`; they return a type that
///   implements `Serialize` and `Shape`, or `Result<T, E>` where `E` is
///   `ServiceError` (a script catches its message) or an error type of
///   yours with `#[derive(serde::Serialize, cordis_toolset::Shape)]` and
///   `Display` (a script catches `#{ kind, message, ...fields }`); any other
///   `E`, or a `Result` alias that hides it, is refused;
/// * your own types get both with
///   `#[derive(serde::Serialize, serde::Deserialize, cordis_toolset::Shape)]`,
///   and the doc comments of their fields and variants reach the catalog.
///
/// Trailing `Option<T>` arguments may be omitted by scripts.
#[proc_macro_attribute]
pub fn service(attr: TokenStream, item: TokenStream) -> TokenStream {
    expand::service(attr.into(), item.into()).into()
}

/// Declares events from a trait of body-less functions, one per event:
///
/// ```ignore
/// #[cordis_toolset::events]
/// pub trait ToolEvents {
///     /// Runs before a tool executes.
///     #[event(name = "tools/pre-execute", mode = "waterfall")]
///     fn pre_execute(info: ToolCallInfo, next: Function) -> Value;
/// }
/// ```
///
/// The function's parameters are the listener's payload and its return type
/// what a listener returns. `mode` is one of `emit`, `parallel`, `serial`,
/// `bail`, `waterfall`. Generates `impl EventSet for dyn ToolEvents` (for
/// `Catalog::events::<dyn ToolEvents>()`) and a `const` per event name on
/// `dyn ToolEvents` (`<dyn ToolEvents>::PRE_EXECUTE`). The trait is kept (its
/// functions get `where Self: Sized`); it is a declaration, not something to
/// implement. Key: `crate = path`.
#[proc_macro_attribute]
pub fn events(attr: TokenStream, item: TokenStream) -> TokenStream {
    expand::events(attr.into(), item.into()).into()
}

/// Derives `Shape` for a struct or enum used in a service or event signature:
/// records its declaration as scripts see it (serde `rename`, `rename_all`,
/// `rename_all_fields`, `skip`, `default`), with the doc comments of its
/// fields and variants, and the shapes of the types it references.
///
/// On a field, `#[shape(as = T)]` shows it as `T`: for a field whose type
/// has no `Shape` (a type from another crate) and whose serde form
/// `#[serde(with = "...")]` makes a `T`, e.g. `as = u64`.
///
/// Keys: `#[shape(crate = path)]` overrides where `cordis_toolset` is;
/// `#[shape(internal)]` marks a library's own type, which rustc then leaves
/// out of the `Shape` implementors it lists when a signature names a type
/// without `Shape` (it needs the tool prelude, so not under
/// `#![no_implicit_prelude]`).
#[proc_macro_derive(Shape, attributes(shape))]
pub fn derive_shape(item: TokenStream) -> TokenStream {
    shape::derive(item.into()).into()
}
