use cordis_toolset::service;

/// A demo service.
#[service(name = "demo")]
pub trait Demo: Send + Sync {
    /// A demo method.
    fn free(url: String) -> String;
}

fn main() {}
