use cordis_toolset::service;

/// A demo service.
#[service(name = "demo")]
pub trait Demo: Send + Sync {
    /// A demo method.
    async fn fetch(&self, url: String) -> String;
}

fn main() {}
