use cordis_toolset::service;

/// A demo service.
#[service(name = "demo")]
pub trait Demo: Send {
    /// A demo method.
    fn ping(&self) -> String;
}

fn main() {}
