//! Services declared with `#[service]`, as scripts reach them.
//!
//! A [`ServiceObject`] (what `#[service]` makes callable) is a
//! [`HostService`]: method names come from its catalog entry, calls decode
//! arguments with serde, and every failure — unknown method, wrong argument
//! count or type (quoting the signature), the service's own `Err`, a panic —
//! reaches the script as the error's text.
//!
//! ```
//! use std::sync::Arc;
//! use cordis_toolset::catalog::ServiceError;
//! use cordis_toolset::HostServiceValue;
//! use cordis_toolset::service;
//!
//! /// Greet people.
//! #[service(name = "greeter")]
//! pub trait Greeter: Send + Sync {
//!     /// Say hello to `who`.
//!     fn hello(&self, who: String) -> Result<String, ServiceError>;
//! }
//!
//! struct Polite;
//! impl Greeter for Polite {
//!     fn hello(&self, who: String) -> Result<String, ServiceError> {
//!         Ok(format!("Hello, {who}!"))
//!     }
//! }
//!
//! let value = HostServiceValue::from_service::<dyn Greeter>(Arc::new(Polite));
//! assert_eq!(value.0.name(), "greeter");
//! // In a plugin's apply: ctx.provide("greeter", value.into_value())
//! ```

use crate::catalog::ServiceEntry;
use std::sync::Arc;

use crate::catalog::{Service, ServiceObject};
use crate::sandbox::host::{HostService, HostServiceValue};

impl HostService for ServiceObject {
    fn name(&self) -> &str {
        ServiceObject::name(self)
    }

    fn methods(&self) -> Vec<String> {
        self.method_names().into_iter().map(str::to_owned).collect()
    }

    fn call(
        &self,
        method: &str,
        args: Vec<serde_json::Value>,
    ) -> Result<serde_json::Value, String> {
        ServiceObject::call(self, method, args).map_err(|error| error.to_string())
    }

    fn entry(&self) -> Option<ServiceEntry> {
        Some(ServiceObject::entry(self).clone())
    }
}

impl HostServiceValue {
    /// A `#[service]` implementation as a host service, e.g.
    /// `HostServiceValue::from_service::<dyn Notes>(Arc::new(MyNotes))`.
    pub fn from_service<S: Service + ?Sized>(service: Arc<S>) -> Self {
        Self::from_object(ServiceObject::new::<S>(service))
    }

    /// An already type-erased service object as a host service.
    pub fn from_object(object: ServiceObject) -> Self {
        Self(Arc::new(object))
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use serde::{Deserialize, Serialize};
    use serde_json::json;

    use super::*;
    use crate::catalog::ServiceError;
    use crate::{Shape, service};

    /// A counter step.
    #[derive(Debug, Serialize, Deserialize, Shape)]
    #[shape(crate = crate)]
    pub struct Step {
        /// How much to add.
        pub by: i64,
    }

    /// Count things (a test service).
    #[service(name = "counter", crate = crate)]
    pub trait Counter: Send + Sync {
        /// Add a step to a start value.
        fn add(&self, start: i64, step: Step) -> Result<i64, ServiceError>;
        /// Always fails.
        fn fail(&self) -> Result<i64, ServiceError>;
        /// Always panics.
        fn crash(&self) -> i64;
    }

    struct Plain;

    impl Counter for Plain {
        fn add(&self, start: i64, step: Step) -> Result<i64, ServiceError> {
            Ok(start + step.by)
        }
        fn fail(&self) -> Result<i64, ServiceError> {
            Err(ServiceError::new(
                "counting is closed today: try again tomorrow",
            ))
        }
        fn crash(&self) -> i64 {
            panic!("counter overflowed")
        }
    }

    fn counter() -> Arc<dyn HostService> {
        HostServiceValue::from_service::<dyn Counter>(Arc::new(Plain)).0
    }

    #[test]
    fn names_and_methods_come_from_the_catalog_entry() {
        let service = counter();
        assert_eq!(service.name(), "counter");
        assert_eq!(service.methods(), ["add", "fail", "crash"]);
    }

    #[test]
    fn calls_decode_arguments_and_encode_results() {
        assert_eq!(
            counter().call("add", vec![json!(40), json!({ "by": 2 })]),
            Ok(json!(42))
        );
    }

    #[test]
    fn failures_become_their_message() {
        let service = counter();
        let bad = service
            .call("add", vec![json!("forty"), json!({ "by": 2 })])
            .expect_err("a string is no i64");
        assert!(
            bad.contains("argument 1 (`start`) of `counter.add` is invalid"),
            "{bad}"
        );
        assert!(
            bad.contains(
                "call it as `fn add(start: i64, step: Step) -> Result<i64, ServiceError>`"
            ),
            "{bad}"
        );
        let failed = service.call("fail", vec![]).expect_err("fails");
        assert_eq!(failed, "counting is closed today: try again tomorrow");
        let crashed = service.call("crash", vec![]).expect_err("panics");
        assert!(
            crashed.contains("counter overflowed") && crashed.contains("still available"),
            "{crashed}"
        );
        let unknown = service.call("sub", vec![]).expect_err("no such method");
        assert!(
            unknown.contains("its methods are: add, fail, crash"),
            "{unknown}"
        );
    }
}
