//! What a script is told about a value that is no data: the plugin context
//! `ctx` (or a part of it), a service handle, `console`. Which values those
//! are is decided in `facade/opaque.rs` (`opaque::opaque`); what a message
//! says about each is written here, once per kind of message.

/// A value of the façade, as messages name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Opaque {
    /// `ctx`, `ctx.tools`, `ctx.timer`.
    Context,
    /// A service as a script holds it (`ctx.fs`, `ctx.math`).
    Service,
    /// The global `console`.
    Console,
}

impl Opaque {
    /// Why it cannot be passed where only data goes (to a service, an
    /// event, another mount, out as JSON).
    pub(crate) fn cannot_cross(self) -> &'static str {
        match self {
            Self::Context => {
                "the plugin context `ctx` (or a part of it) cannot leave the plugin that received it"
            }
            Self::Service => {
                "a service handle (ctx.<service>) cannot be passed around; pass the data it returns instead"
            }
            Self::Console => "`console` cannot be passed around",
        }
    }

    /// What it is, for a message about a value that was returned where
    /// only data may go.
    pub(crate) fn returned(self) -> &'static str {
        match self {
            Self::Context => {
                "the plugin context `ctx` (or a part of it), which cannot leave the plugin"
            }
            Self::Service => "a service handle (ctx.<service>), which cannot be passed around",
            Self::Console => "`console`, which cannot be passed around",
        }
    }
}
