use cordis_toolset::service;

#[service]
pub trait Demo: Send + Sync {
    fn ping(&self) -> String;
}

fn main() {}
