use cordis_toolset::events;

#[events]
pub trait Events {
    #[event(name = "a", mode = "broadcast")]
    fn a(x: String);
    fn b(x: String);
    #[event(name = "c", mode = "emit")]
    fn c(&self, x: String);
    #[event(name = "a", mode = "emit")]
    fn d(x: String) {}
    #[event(name = "e")]
    fn e();
}

fn main() {}
