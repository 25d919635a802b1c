//! The API catalog of cordis-toolset: what every service, method, event and
//! type looks like to a script, generated from Rust declarations.

mod error;

pub use error::ServiceError;
