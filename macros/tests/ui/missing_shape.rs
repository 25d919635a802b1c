use cordis_toolset::service;

pub struct NoShape {
    pub value: u8,
}

/// A demo service.
#[service(name = "demo")]
pub trait Demo: Send + Sync {
    /// A demo method.
    fn take(&self, input: NoShape) -> String;
}

fn main() {}
