use cordis_toolset::service;

/// A demo service.
#[service(name = "demo", version = "1")]
pub trait Demo: Send + Sync {
    /// A demo method.
    fn ping(&self) -> String;
}

fn main() {}
