use cordis_toolset::service;

pub struct NoShape {
    pub value: u8,
}

#[service(name = "demo")]
pub trait Demo: Send + Sync {
    fn take(&self, input: NoShape) -> String;
}

fn main() {}
