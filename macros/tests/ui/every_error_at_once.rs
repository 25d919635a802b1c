use cordis_toolset::service;

#[service(name = "demo")]
pub trait Demo: Send + Sync {
    type Output;
    fn generic<T>(&self, input: T);
    async fn later(&self);
    fn borrowed(&self, path: &str) -> &str;
    fn pattern(&self, (a, b): (u8, u8));
}

fn main() {}
