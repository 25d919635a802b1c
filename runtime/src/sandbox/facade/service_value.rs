//! Services implemented in Rust, as the runtime's service table holds them
//! and scripts reach them.
//!
//! A [`ServiceValue`] is a [`ServiceObject`] (what `#[service]` makes
//! callable) and, for the operator, how it runs here. Method names come
//! from its catalog entry, calls decode arguments with serde, and every
//! failure — unknown method, wrong argument count or type (quoting the
//! signature), the service's own `Err`, a panic — reaches the script as the
//! error's text; only an `Err` of the app's own error type reaches it as a
//! map, `#{ kind, message, ...fields }` (`ServiceCallError::Threw`).
//!
//! ```
//! use std::sync::Arc;
//! use cordis_toolset::catalog::ServiceError;
//! use cordis_toolset::{ServiceValue, service};
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
//! let value = ServiceValue::from_service::<dyn Greeter>(Arc::new(Polite));
//! assert_eq!(value.name(), "greeter");
//! // In a plugin's apply: ctx.provide("greeter", value.into_value())
//! ```

use std::sync::Arc;

use cordis_toolset_catalog::{Service, ServiceCallError, ServiceEntry, ServiceObject};

/// A Rust service as stored in the runtime's service table.
#[derive(Clone)]
pub struct ServiceValue {
    object: ServiceObject,
    /// A line for the operator about how the service runs here.
    status: Option<Arc<str>>,
}

impl ServiceValue {
    /// A `#[service]` implementation, e.g.
    /// `ServiceValue::from_service::<dyn Notes>(Arc::new(MyNotes))`.
    pub fn from_service<S: Service + ?Sized>(service: Arc<S>) -> Self {
        Self::from_object(ServiceObject::new::<S>(service))
    }

    /// An already type-erased service object.
    pub fn from_object(object: ServiceObject) -> Self {
        Self {
            object,
            status: None,
        }
    }

    /// The same service, with a line for the operator about how it runs
    /// here (e.g. how far `bash` commands are isolated), shown by
    /// `cordis_inspect` under services and at server start.
    pub fn with_status(self, status: String) -> Self {
        Self {
            status: Some(status.into()),
            ..self
        }
    }

    /// As a runtime value, for `Context::provide`.
    pub fn into_value(self) -> crate::value::Value {
        crate::value::Value::from(self)
    }

    /// The service name (`fs`, `bash`, …), from its declaration.
    pub fn name(&self) -> &str {
        self.object.name()
    }

    /// Its catalog entry.
    pub fn entry(&self) -> &ServiceEntry {
        self.object.entry()
    }

    /// The operator status line, if it has one.
    pub fn status(&self) -> Option<&str> {
        self.status.as_deref()
    }

    /// The method names scripts may call.
    pub(crate) fn methods(&self) -> Vec<&str> {
        self.object.method_names()
    }

    /// Whether scripts may call `method`.
    pub(crate) fn has_method(&self, method: &str) -> bool {
        self.entry().methods.iter().any(|m| m.name == method)
    }

    /// Call one method with positional JSON arguments.
    pub(crate) fn call(
        &self,
        method: &str,
        args: Vec<serde_json::Value>,
    ) -> Result<serde_json::Value, ServiceCallError> {
        self.object.call(method, args)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use cordis_toolset_catalog::ServiceError;
    use cordis_toolset_macros::{Shape, service};
    use serde::{Deserialize, Serialize};
    use serde_json::json;

    use super::*;

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

    fn counter() -> ServiceValue {
        ServiceValue::from_service::<dyn Counter>(Arc::new(Plain))
    }

    #[test]
    fn names_and_methods_come_from_the_catalog_entry() {
        let service = counter();
        assert_eq!(service.name(), "counter");
        assert_eq!(service.methods(), ["add", "fail", "crash"]);
        assert!(service.has_method("fail") && !service.has_method("sub"));
        assert_eq!(service.status(), None);
        assert_eq!(service.with_status("local".into()).status(), Some("local"));
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
        let text = |method: &str, args: Vec<serde_json::Value>| {
            service.call(method, args).expect_err("fails").to_string()
        };
        let bad = text("add", vec![json!("forty"), json!({ "by": 2 })]);
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
        let failed = text("fail", vec![]);
        assert_eq!(failed, "counting is closed today: try again tomorrow");
        let crashed = text("crash", vec![]);
        assert!(
            crashed.contains("counter overflowed") && crashed.contains("still available"),
            "{crashed}"
        );
        let unknown = text("sub", vec![]);
        assert!(
            unknown.contains("its methods are: add, fail, crash"),
            "{unknown}"
        );
    }
}
