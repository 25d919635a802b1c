use cordis_toolset::service;

#[service(name = "demo")]
pub trait Demo: Send + Sync {
    async fn fetch(&self, url: String) -> String;
}

fn main() {}
