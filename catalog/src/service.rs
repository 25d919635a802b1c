//! Services as the runtime holds them: the [`Service`] trait `#[service]`
//! implements for `dyn Trait`, and the type-erased [`ServiceObject`].

use std::any::Any;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;

use serde_json::Value;

use crate::entry::ServiceEntry;
use crate::error::ServiceError;
use crate::failure::ThrownError;

/// A service trait object that scripts can call. `#[service(name = "...")]`
/// implements it for `dyn Trait`; implement the trait itself, not this.
pub trait Service: Send + Sync + 'static {
    /// The key scripts inject (`"fs"`).
    const NAME: &'static str;

    /// The catalog entry generated from the trait's signatures and docs.
    fn entry() -> ServiceEntry;

    /// Calls `method` with positional JSON arguments; the result is JSON.
    /// Panics are not caught here: call through [`ServiceObject::call`].
    fn dispatch(&self, method: &str, args: Vec<Value>) -> Result<Value, ServiceCallError>;
}

/// Why a call into a service failed. Every message names the call and, where
/// the caller's arguments are at fault, quotes the method signature.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ServiceCallError {
    /// The service has no method of that name.
    #[error("service `{service}` has no method `{method}`; its methods are: {available}")]
    UnknownMethod {
        /// The service key.
        service: &'static str,
        /// The method that was asked for.
        method: String,
        /// The methods that exist, comma-separated.
        available: String,
    },
    /// Too few or too many arguments were passed.
    #[error(
        "`{service}.{method}` takes {expected} argument(s) but was called with {got}; call it as `{signature}`"
    )]
    Arity {
        /// The service key.
        service: &'static str,
        /// The method name.
        method: &'static str,
        /// The method signature as declared.
        signature: &'static str,
        /// How many arguments it takes (`"1"` or `"1 to 2"`).
        expected: String,
        /// How many it got.
        got: usize,
    },
    /// An argument could not be decoded into the parameter's type.
    #[error(
        "argument {position} (`{argument}`) of `{service}.{method}` is invalid: {reason}; call it as `{signature}`"
    )]
    BadArgument {
        /// The service key.
        service: &'static str,
        /// The method name.
        method: &'static str,
        /// The method signature as declared.
        signature: &'static str,
        /// The parameter name.
        argument: &'static str,
        /// Its 1-based position.
        position: usize,
        /// What serde reported.
        reason: String,
    },
    /// The method returned `Err` of [`ServiceError`]; the message is the
    /// service's own.
    #[error("{0}")]
    Failed(ServiceError),
    /// The method returned `Err` of the app's own error type; a script's
    /// `catch (err)` receives it as the map [`ThrownError::to_value`].
    #[error("{0}")]
    Threw(ThrownError),
    /// The method panicked; only this call failed.
    #[error(
        "`{service}.{method}` crashed inside the service ({message}); this call failed, the service is still available"
    )]
    Panicked {
        /// The service key.
        service: &'static str,
        /// The method name.
        method: String,
        /// The panic message, if it was a string.
        message: String,
    },
    /// The method's result could not be encoded as JSON.
    #[error("`{service}.{method}` returned a value that cannot be encoded as JSON: {reason}")]
    BadResult {
        /// The service key.
        service: &'static str,
        /// The method name.
        method: &'static str,
        /// What serde reported.
        reason: String,
    },
}

type Dispatch = dyn Fn(&str, Vec<Value>) -> Result<Value, ServiceCallError> + Send + Sync;

/// A provided service, type-erased: the `Arc<dyn Trait>` plus its catalog
/// entry. Cheap to clone; calls catch panics.
#[derive(Clone)]
pub struct ServiceObject {
    name: &'static str,
    entry: Arc<ServiceEntry>,
    instance: Arc<dyn Any + Send + Sync>,
    dispatch: Arc<Dispatch>,
}

impl std::fmt::Debug for ServiceObject {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ServiceObject")
            .field("name", &self.entry.name)
            .finish_non_exhaustive()
    }
}

impl ServiceObject {
    /// Wraps a service, e.g. `ServiceObject::new::<dyn Fs>(Arc::new(MyFs))`.
    pub fn new<S: Service + ?Sized>(service: Arc<S>) -> Self {
        let for_dispatch = Arc::clone(&service);
        Self {
            name: S::NAME,
            entry: Arc::new(S::entry()),
            instance: Arc::new(service),
            dispatch: Arc::new(move |method: &str, args: Vec<Value>| {
                for_dispatch.dispatch(method, args)
            }),
        }
    }

    /// The service key (`"fs"`).
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// Its catalog entry.
    pub fn entry(&self) -> &ServiceEntry {
        &self.entry
    }

    /// Its method names in declaration order.
    pub fn method_names(&self) -> Vec<&str> {
        self.entry.methods.iter().map(|m| m.name.as_str()).collect()
    }

    /// Calls `method` with positional JSON arguments. A panic inside the
    /// service fails this call only, as [`ServiceCallError::Panicked`].
    pub fn call(&self, method: &str, args: Vec<Value>) -> Result<Value, ServiceCallError> {
        match catch_unwind(AssertUnwindSafe(|| (self.dispatch)(method, args))) {
            Ok(result) => result,
            Err(payload) => Err(ServiceCallError::Panicked {
                service: self.name,
                method: method.to_owned(),
                message: panic_message(payload.as_ref()),
            }),
        }
    }

    /// The typed service back, if this object wraps an `Arc<S>`.
    pub fn downcast<S: Service + ?Sized>(&self) -> Option<Arc<S>> {
        self.instance.downcast_ref::<Arc<S>>().cloned()
    }
}

fn panic_message(payload: &(dyn Any + Send)) -> String {
    if let Some(text) = payload.downcast_ref::<&str>() {
        (*text).to_owned()
    } else if let Some(text) = payload.downcast_ref::<String>() {
        text.clone()
    } else {
        "panic with a non-string payload".to_owned()
    }
}
