use cordis_toolset::service;

/// A demo service.
#[service(name = "demo")]
pub trait Demo: Send + Sync {
    /// Hides its error type behind an alias.
    fn read(&self) -> std::io::Result<String>;
    /// A borrowed error type.
    fn parse(&self, text: String) -> Result<u64, &'static str>;
}

fn main() {}
