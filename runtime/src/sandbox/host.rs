//! Services implemented in Rust, as scripts reach them.

use std::sync::Arc;

/// A Rust service scripts can call by method name with JSON arguments.
///
/// `#[service]` traits implement it through their generated binding; tests
/// and apps may implement it by hand.
pub trait HostService: Send + Sync + 'static {
    /// The service name (`fs`, `bash`, …).
    fn name(&self) -> &str;
    /// The method names scripts may call.
    fn methods(&self) -> Vec<String>;
    /// Call one method with positional JSON arguments. The error text is
    /// shown to the script as is.
    fn call(&self, method: &str, args: Vec<serde_json::Value>)
    -> Result<serde_json::Value, String>;

    /// Its catalog entry, when it has one (`#[service]` traits do), so
    /// `cordis_inspect` can show its API even when it is not built in.
    fn entry(&self) -> Option<crate::catalog::ServiceEntry> {
        None
    }

    /// A line for the operator about how the service runs here (e.g. how
    /// far `bash` commands are isolated), shown by `cordis_inspect` under
    /// services and at server start.
    fn status(&self) -> Option<String> {
        None
    }
}

/// A host service as stored in the runtime's service table.
#[derive(Clone)]
pub struct HostServiceValue(pub Arc<dyn HostService>);

impl HostServiceValue {
    /// Wrap a service.
    pub fn new(service: impl HostService) -> Self {
        Self(Arc::new(service))
    }

    /// As a runtime value, for `Context::provide`.
    pub fn into_value(self) -> crate::value::Value {
        crate::value::Value::from(self)
    }

    /// The same service, reporting `status` (see [`HostService::status`]).
    pub fn with_status(self, status: String) -> Self {
        Self(Arc::new(WithStatus {
            inner: self.0,
            status,
        }))
    }
}

/// A service with an operator status line; everything else is the inner
/// service's.
struct WithStatus {
    inner: Arc<dyn HostService>,
    status: String,
}

impl HostService for WithStatus {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn methods(&self) -> Vec<String> {
        self.inner.methods()
    }

    fn call(
        &self,
        method: &str,
        args: Vec<serde_json::Value>,
    ) -> Result<serde_json::Value, String> {
        self.inner.call(method, args)
    }

    fn entry(&self) -> Option<crate::catalog::ServiceEntry> {
        self.inner.entry()
    }

    fn status(&self) -> Option<String> {
        Some(self.status.clone())
    }
}
