//! What `cordis_inspect` can be asked for (its sections), and why a
//! request cannot be answered.

/// One section of the report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Section {
    /// Provided services and their owners, in the order they were provided.
    Services,
    /// Every live plugin and its state.
    Plugins,
    /// Every callable tool.
    Tools,
    /// The model's mounts.
    Temporary,
    /// Live service APIs from the catalog.
    Api,
    /// Catalogued events.
    Events,
    /// The native functions scripts can call.
    Functions,
}

impl Section {
    /// Every section, in report order.
    pub const ALL: [Section; 7] = [
        Self::Services,
        Self::Plugins,
        Self::Tools,
        Self::Temporary,
        Self::Api,
        Self::Events,
        Self::Functions,
    ];

    /// The `what` value naming it.
    pub fn name(self) -> &'static str {
        match self {
            Self::Services => "services",
            Self::Plugins => "plugins",
            Self::Tools => "tools",
            Self::Temporary => "temporary",
            Self::Api => "api",
            Self::Events => "events",
            Self::Functions => "functions",
        }
    }

    pub(super) fn heading(self) -> &'static str {
        match self {
            Self::Services => "Services",
            Self::Plugins => "Plugins",
            Self::Tools => "Tools",
            Self::Temporary => "Temporary",
            Self::Api => "API",
            Self::Events => "Events",
            Self::Functions => "Functions",
        }
    }

    /// What it shows, as `cordis_inspect`'s description lists it.
    pub fn about(self) -> &'static str {
        match self {
            Self::Services => "provided services and the plugin that owns each",
            Self::Plugins => "every loaded plugin and its state (pending, active, failed…)",
            Self::Tools => "every tool you can call, who registered it, call counts",
            Self::Temporary => {
                "your mounts (id, name, state: active or pending, what they provide and wait for, failures of their timers and listeners)"
            }
            Self::Api => {
                "the real API of each live service — signatures, docs, and the shapes of the types they take and return"
            }
            Self::Events => {
                "events you can listen to, with dispatch mode and payload, and the custom events plugins listen to or emit"
            }
            Self::Functions => {
                "the functions every script can call (on strings, arrays, maps, numbers, characters), read from the engine, and one function's signatures by name"
            }
        }
    }

    /// What its entries are called, in a summary ("12 tools").
    pub(super) fn noun(self) -> &'static str {
        match self {
            Self::Services => "services",
            Self::Plugins => "plugins",
            Self::Tools => "tools",
            Self::Temporary => "mounts",
            Self::Api => "services",
            Self::Events => "events",
            Self::Functions => "types",
        }
    }

    /// How to narrow it to one target.
    pub(super) fn narrow_hint(self) -> &'static str {
        match self {
            Self::Services => "{ what: \"services\", name: \"<service>\" }",
            Self::Plugins => "{ what: \"plugins\", name: \"<plugin name or fiber id>\" }",
            Self::Tools => "{ what: \"tools\", name: \"<tool>\" }",
            Self::Temporary => "{ what: \"temporary\", name: \"<mount id or plugin name>\" }",
            Self::Api => "{ what: \"api\", name: \"<service>\" }",
            Self::Events => "{ what: \"events\", name: \"<event>\" }",
            Self::Functions => "{ what: \"functions\", name: \"<function or type>\" }",
        }
    }

    pub(super) fn parse(what: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.name() == what)
    }
}

pub(super) fn whats() -> String {
    Section::ALL
        .iter()
        .map(|s| s.name())
        .collect::<Vec<_>>()
        .join(", ")
}

/// An inspection request that cannot be answered.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum InspectError {
    /// `what` is not a section.
    #[error("unknown what \"{what}\"; use one of: {valid}, or omit it for all sections")]
    UnknownWhat {
        /// The value given.
        what: String,
        /// The valid values.
        valid: String,
    },
    /// `name` was given without `what`.
    #[error(
        "`name` narrows one section: give `what` too, e.g. {{ what: \"tools\", name: \"greet\" }} or {{ what: \"api\", name: \"fs\" }}"
    )]
    NameWithoutWhat,
    /// No live plugin has that name or fiber id.
    #[error(
        "no plugin is named \"{name}\" (a plugin name or a fiber id like \"fiber-7\"); cordis_inspect {{ what: \"plugins\" }} lists them"
    )]
    UnknownPlugin {
        /// The name asked for.
        name: String,
    },
    /// No native function, and no script type, has that name.
    #[error(
        "no function is named \"{name}\"{}; cordis_inspect {{ what: \"functions\" }} lists them by type",
        nearest.as_ref().map(|n| format!(" (did you mean `{n}`?)")).unwrap_or_default()
    )]
    UnknownFunction {
        /// The name asked for.
        name: String,
        /// A listed function with a close name.
        nearest: Option<String>,
    },
    /// No tool has that name.
    #[error("no tool is named \"{name}\"; tools: {available}")]
    UnknownTool {
        /// The name asked for.
        name: String,
        /// Some tool names.
        available: String,
    },
    /// No live mount has that id or plugin name.
    #[error(
        "no mount is named \"{name}\" (a mount id like \"dyn-1\" or its plugin name); live mounts: {live}"
    )]
    UnknownMount {
        /// The name asked for.
        name: String,
        /// Some live mount ids.
        live: String,
    },
    /// No live or catalogued service has that name.
    #[error("no service is named \"{name}\"; services provided now: {available}")]
    UnknownService {
        /// The name asked for.
        name: String,
        /// The running services.
        available: String,
    },
    /// The service is catalogued but nothing provides it now.
    #[error(
        "service \"{name}\" is catalogued but not provided now (not granted by the operator, or its provider is not active); services provided now: {available}"
    )]
    NotRunning {
        /// The name asked for.
        name: String,
        /// The running services.
        available: String,
    },
    /// No catalogued event has that name.
    #[error("no event is named \"{name}\"; events: {available}")]
    UnknownEvent {
        /// The name asked for.
        name: String,
        /// The catalogued events.
        available: String,
    },
}
