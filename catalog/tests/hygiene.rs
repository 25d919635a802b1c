//! The generated code names nothing from the prelude and reaches the runtime
//! only through the `crate = ...` path: it compiles under
//! `#![no_implicit_prelude]` with the crate under another name.
#![no_implicit_prelude]
#![allow(missing_docs)]

extern crate cordis_toolset_catalog as renamed;
extern crate std;

use ::cordis_toolset_macros::{Shape, events, service};

/// A record.
#[derive(::serde::Serialize, ::serde::Deserialize, Shape)]
#[shape(crate = ::renamed)]
pub struct Item {
    pub label: std::string::String,
    pub tags: std::vec::Vec<std::string::String>,
}

/// A variant type.
#[derive(::serde::Serialize, ::serde::Deserialize, Shape)]
#[shape(crate = ::renamed)]
pub enum Kind {
    Plain,
    Tagged(u8),
    Named { value: i32 },
}

/// An error of its own.
#[derive(::serde::Serialize, Shape)]
#[shape(crate = ::renamed)]
pub enum Oops {
    Broke { part: std::string::String },
}

impl std::fmt::Display for Oops {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("broke")
    }
}

/// A service.
#[service(name = "hygienic", crate = ::renamed)]
pub trait Hygienic: std::marker::Send + std::marker::Sync {
    /// Echo.
    fn echo(&self, item: Item, kind: std::option::Option<Kind>) -> Item;
    /// Fallible.
    fn fail(&self) -> std::result::Result<(), renamed::ServiceError>;
    /// Fallible with its own error.
    fn oops(&self) -> std::result::Result<(), Oops>;
}

/// Events.
#[events(crate = ::renamed)]
pub trait HygienicEvents {
    /// Something happened.
    #[event(name = "hygienic/happened", mode = "serial")]
    fn happened(item: Item) -> Kind;
}

#[test]
fn generated_code_needs_no_prelude() {
    let catalog = renamed::Catalog::new()
        .service::<dyn Hygienic>()
        .events::<dyn HygienicEvents>();
    let service = catalog.get_service("hygienic");
    std::assert!(service.is_some());
    std::assert_eq!(<dyn HygienicEvents>::HAPPENED, "hygienic/happened");
}
