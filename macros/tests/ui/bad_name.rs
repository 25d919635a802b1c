use cordis_toolset::service;

#[service(name = "my-service")]
pub trait Demo: Send + Sync {
    fn ping(&self) -> String;
}

fn main() {}
