use cordis_toolset::service;

#[service(name = "demo")]
pub trait Demo: Send + Sync {
    fn take<T>(&self, input: T) -> String;
}

fn main() {}
