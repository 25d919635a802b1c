use cordis_toolset::service;

#[service(name = "demo")]
pub trait Demo: Send {
    fn ping(&self) -> String;
}

fn main() {}
