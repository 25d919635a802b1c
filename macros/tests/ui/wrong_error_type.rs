//! Error types a `#[service]` method cannot return: each is refused once,
//! at the type, saying what is accepted and how to convert.
use cordis_toolset::service;

/// An app's error without `Shape` or serde.
#[derive(Debug)]
pub enum StoreError {
    Gone,
}

/// A demo service.
#[service(name = "demo")]
pub trait Demo: Send + Sync {
    /// A foreign error type.
    fn read(&self) -> Result<String, std::io::Error>;
    /// A bare message.
    fn parse(&self, text: String) -> Result<u64, String>;
    /// The app's own error, not yet declared for scripts.
    fn take(&self) -> Result<(), StoreError>;
}

fn main() {}
