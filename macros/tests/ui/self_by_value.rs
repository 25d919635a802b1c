use cordis_toolset::service;

/// A demo service.
#[service(name = "demo")]
pub trait Demo: Send + Sync {
    /// A demo method.
    fn consume(self, url: String) -> String;
    /// A demo method.
    fn mutate(&mut self);
}

fn main() {}
