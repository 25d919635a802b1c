use cordis_toolset::service;

#[service(name = "demo")]
pub trait Demo: Send + Sync {
    fn free(url: String) -> String;
}

fn main() {}
