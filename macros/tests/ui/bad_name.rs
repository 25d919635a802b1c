use cordis_toolset::service;

/// A demo service.
#[service(name = "my-service")]
pub trait Demo: Send + Sync {
    /// A demo method.
    fn ping(&self) -> String;
}

fn main() {}
