use cordis_toolset::service;

#[service(name = "demo")]
pub struct Demo;

fn main() {}
