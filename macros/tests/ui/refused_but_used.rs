//! A trait `#[service]` refuses, used as a service anyway: the only errors
//! are the macro's, not "`dyn Demo: Service` is not satisfied" at the use.
use std::sync::Arc;

use cordis_toolset::{Limits, ToolsetConfig, service};

#[service(name = "demo")]
pub trait Demo: Send + Sync {
    fn ping(&self) -> String;
}

struct Pinger;

impl Demo for Pinger {
    fn ping(&self) -> String {
        "pong".to_owned()
    }
}

fn main() {
    let _config = ToolsetConfig::new(Limits::default()).service::<dyn Demo>(Arc::new(Pinger));
}
