use cordis_toolset::service;

/// A demo service.
#[service]
pub trait Demo: Send + Sync {
    /// A demo method.
    fn ping(&self) -> String;
}

fn main() {}
