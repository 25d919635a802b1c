//! The plugin trait: what a fiber runs.

use crate::fiber::Context;
use crate::fiber::error::CallbackError;
use crate::value::Value;

/// A plugin: a name, the services it needs, and an `apply` that sets it up.
///
/// `apply` runs once every service in [`Plugin::inject`] is provided by a
/// running fiber, and again from scratch after the plugin was unwound
/// because a provider went away and came back. Everything it registers
/// through the [`Context`] is undone when the fiber unloads.
pub trait Plugin: Send + Sync + 'static {
    /// The name shown in inspection; `None` for an anonymous plugin.
    fn name(&self) -> Option<String> {
        None
    }

    /// The services this plugin needs; all are required.
    fn inject(&self) -> Vec<String> {
        Vec::new()
    }

    /// Set the plugin up in `ctx`, with the config it was loaded with.
    fn apply(&self, ctx: &Context, config: &Value) -> Result<(), CallbackError>;
}

/// A plugin made of a closure, with an optional name and inject list.
///
/// ```
/// use cordis_toolset::{FnPlugin, Runtime};
/// let runtime = Runtime::new();
/// let fiber = runtime
///     .root()
///     .plugin(FnPlugin::new(|_ctx, _config| Ok(())).named("hello"))
///     .unwrap();
/// assert_eq!(fiber.state().as_str(), "active");
/// ```
pub struct FnPlugin<F> {
    name: Option<String>,
    inject: Vec<String>,
    apply: F,
}

impl<F> FnPlugin<F>
where
    F: Fn(&Context, &Value) -> Result<(), CallbackError> + Send + Sync + 'static,
{
    /// An anonymous plugin that injects nothing.
    pub fn new(apply: F) -> Self {
        Self {
            name: None,
            inject: Vec::new(),
            apply,
        }
    }

    /// Give the plugin a name.
    pub fn named(mut self, name: impl Into<String>) -> Self {
        self.name = Some(name.into());
        self
    }

    /// Declare the services the plugin needs.
    pub fn injecting<I, S>(mut self, names: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        self.inject = names.into_iter().map(Into::into).collect();
        self
    }
}

impl<F> Plugin for FnPlugin<F>
where
    F: Fn(&Context, &Value) -> Result<(), CallbackError> + Send + Sync + 'static,
{
    fn name(&self) -> Option<String> {
        self.name.clone()
    }

    fn inject(&self) -> Vec<String> {
        self.inject.clone()
    }

    fn apply(&self, ctx: &Context, config: &Value) -> Result<(), CallbackError> {
        (self.apply)(ctx, config)
    }
}
