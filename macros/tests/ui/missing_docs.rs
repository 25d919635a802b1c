use cordis_toolset::service;

#[service(name = "demo")]
pub trait Demo: Send + Sync {
    /// Documented: no error here.
    fn ping(&self) -> String;
    fn pong(&self) -> String;
}

fn main() {}
