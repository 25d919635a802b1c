//! Names the core keeps for itself: mounted code cannot provide a built-in
//! service's name nor emit the host's events (DESIGN §5, "the core stays
//! the operator's"). Listening to the host's events stays allowed.

use crate::sandbox::BUILTIN_SERVICES;

/// Event namespaces only the host emits in (`tools/post-execute`,
/// `cordis/unmounted`, …).
pub const HOST_EVENT_NAMESPACES: &[&str] = &["tools/", "cordis/"];

/// Prefix the refusals suggest for a mount's own names.
const OWN_PREFIX: &str = "my_";

/// A name mounted code may not use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Reserved {
    /// `ctx.provide` with a built-in service name, granted or not.
    #[error(
        "ctx.provide(\"{name}\") is refused: \"{name}\" is a built-in service name ({builtins}), reserved for the service the operator grants, whether granted or not. Provide yours under a name of its own instead, e.g. ctx.provide(\"{suggestion}\", value), and put \"{suggestion}\" in the inject list of the plugins that use it",
        builtins = BUILTIN_SERVICES.join(", "),
        suggestion = format_args!("{OWN_PREFIX}{name}")
    )]
    Service {
        /// The name given.
        name: String,
    },
    /// `ctx.emit` of an event in a host namespace.
    #[error(
        "ctx.emit(\"{name}\") is refused: events under {namespaces} are the host's own and only the host emits them (listening with ctx.on(\"{name}\", ...) is allowed). Emit an event of your own instead, e.g. ctx.emit(\"{suggestion}\")",
        namespaces = HOST_EVENT_NAMESPACES.iter().map(|n| format!("\"{n}\"")).collect::<Vec<_>>().join(" and "),
        suggestion = format_args!("{OWN_PREFIX}plugin/{rest}")
    )]
    Event {
        /// The name given.
        name: String,
        /// The name without its host namespace.
        rest: String,
    },
}

/// Refuses a built-in service name for `ctx.provide`.
pub(crate) fn check_service(name: &str) -> Result<(), Reserved> {
    if BUILTIN_SERVICES.contains(&name) {
        return Err(Reserved::Service { name: name.into() });
    }
    Ok(())
}

/// Refuses an event in a host namespace for `ctx.emit`.
pub(crate) fn check_event(name: &str) -> Result<(), Reserved> {
    match HOST_EVENT_NAMESPACES
        .iter()
        .find_map(|namespace| name.strip_prefix(namespace))
    {
        Some(rest) => Err(Reserved::Event {
            name: name.into(),
            rest: rest.into(),
        }),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn built_in_service_names_are_reserved_and_others_are_not() {
        for name in BUILTIN_SERVICES {
            assert!(check_service(name).is_err(), "{name}");
        }
        assert_eq!(check_service("my_bash"), Ok(()));
        assert_eq!(check_service("kv"), Ok(()));
    }

    #[test]
    fn host_namespaces_are_reserved_for_emit() {
        assert!(check_event("tools/post-execute").is_err());
        assert!(check_event("cordis/unmounted").is_err());
        assert!(check_event("cordis/anything-new").is_err());
        assert_eq!(check_event("my_plugin/unmounted"), Ok(()));
        assert_eq!(check_event("toolshed/opened"), Ok(()));
    }
}
