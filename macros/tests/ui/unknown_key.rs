use cordis_toolset::service;

#[service(name = "demo", version = "1")]
pub trait Demo: Send + Sync {
    fn ping(&self) -> String;
}

fn main() {}
