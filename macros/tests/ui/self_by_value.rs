use cordis_toolset::service;

#[service(name = "demo")]
pub trait Demo: Send + Sync {
    fn consume(self, url: String) -> String;
    fn mutate(&mut self);
}

fn main() {}
