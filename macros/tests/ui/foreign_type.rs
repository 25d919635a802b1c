//! A type from std without a `Shape`: the advice is a newtype or
//! `#[serde(with)]` with `#[shape(as)]` first, a derive only for the app's
//! own types.
use cordis_toolset::service;

/// A demo service.
#[service(name = "demo")]
pub trait Demo: Send + Sync {
    /// Takes a type scripts have no shape for.
    fn wait(&self, until: std::time::Instant) -> String;
}

fn main() {}
