//! A refused `#[serde(tag)]` is the only error: the type still counts as
//! having a `Shape` where a signature names it.
use cordis_toolset::{Shape, service};

/// Tagged inside.
#[derive(serde::Serialize, serde::Deserialize, Shape)]
#[serde(tag = "kind")]
pub enum Event {
    Started { at: u64 },
    Stopped,
}

/// A demo service.
#[service(name = "demo")]
pub trait Demo: Send + Sync {
    /// Takes the tagged type.
    fn log(&self, event: Event) -> Event;
}

fn main() {}
