//! Names the core keeps for itself: mounted code cannot provide a built-in
//! service's name nor emit the runtime's own events (DESIGN §5, "the core stays
//! the operator's"). Listening to the runtime's events stays allowed.
//!
//! The checks fold letter case, and [`crate::sandbox::facade::names`] keeps
//! spaces and other characters out of the names first, so `"FS"`, `"fs "`
//! or `"Tools/post-execute"` do not get past them.

use crate::sandbox::teach::reserved as teach;
use crate::services::BuiltinService;

/// The framework's own name, reserved as a service name besides the
/// built-in services' ([`BuiltinService`]).
pub const FRAMEWORK_NAME: &str = "cordis";

/// Event namespaces only the runtime emits in (`tools/post-execute`,
/// `cordis/unmounted`, …).
pub const RESERVED_EVENT_NAMESPACES: &[&str] = &["tools/", "cordis/"];

/// A name mounted code may not use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Reserved {
    /// `ctx.provide` with a built-in service name, granted or not.
    #[error(
        "ctx.provide(\"{name}\") is refused: the service names {names} are reserved in any letter case, for the services the operator grants (granted or not) and for the framework. {advice}",
        names = format_args!("{}, {FRAMEWORK_NAME}", BuiltinService::names(", ")),
        advice = teach::provide_own(reserved)
    )]
    Service {
        /// The name given.
        name: String,
        /// The reserved name it is, in lower case.
        reserved: String,
    },
    /// `ctx.emit` of an event in a reserved namespace.
    #[error(
        "ctx.emit(\"{name}\") is refused: events under {namespaces} (in any letter case) are the runtime's own and only the runtime emits them (listening with ctx.on(\"{name}\", ...) is allowed). {advice}",
        namespaces = RESERVED_EVENT_NAMESPACES.iter().map(|n| format!("\"{n}\"")).collect::<Vec<_>>().join(" and "),
        advice = teach::emit_own(rest)
    )]
    Event {
        /// The name given.
        name: String,
        /// The name without its reserved namespace.
        rest: String,
    },
}

/// Refuses a reserved service name, in any letter case, for `ctx.provide`.
pub(crate) fn check_service(name: &str) -> Result<(), Reserved> {
    let folded = name.trim().to_ascii_lowercase();
    if BuiltinService::named(&folded).is_some() || folded == FRAMEWORK_NAME {
        return Err(Reserved::Service {
            name: name.into(),
            reserved: folded,
        });
    }
    Ok(())
}

/// Refuses an event in a reserved namespace, in any letter case, for
/// `ctx.emit`.
pub(crate) fn check_event(name: &str) -> Result<(), Reserved> {
    let folded = name.trim_start().to_ascii_lowercase();
    match RESERVED_EVENT_NAMESPACES
        .iter()
        .find(|namespace| folded.starts_with(*namespace))
    {
        Some(namespace) => Err(Reserved::Event {
            name: name.into(),
            rest: folded[namespace.len()..].to_owned(),
        }),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn built_in_service_names_are_reserved_and_others_are_not() {
        for name in BuiltinService::ALL.map(BuiltinService::name) {
            assert!(check_service(name).is_err(), "{name}");
            assert!(check_service(&name.to_uppercase()).is_err(), "{name}");
        }
        assert!(check_service("cordis").is_err());
        assert!(check_service("Cordis").is_err());
        assert_eq!(check_service("my_bash"), Ok(()));
        assert_eq!(check_service("kv"), Ok(()));
    }

    #[test]
    fn the_runtime_s_namespaces_are_reserved_for_emit() {
        assert!(check_event("tools/post-execute").is_err());
        assert!(check_event("cordis/unmounted").is_err());
        assert!(check_event("cordis/anything-new").is_err());
        assert!(check_event("Tools/post-execute").is_err());
        assert!(check_event("CORDIS/unmounted").is_err());
        assert_eq!(check_event("my_plugin/unmounted"), Ok(()));
        assert_eq!(check_event("toolshed/opened"), Ok(()));
    }
}
