//! What a script is told to use instead of a reserved name: a service
//! name of its own for `ctx.provide`, an event of its own for `ctx.emit`.
//! Which names are reserved, and the refusal, are in `facade/reserved.rs`.

/// Prefix the refusals suggest for a mount's own names.
const OWN_PREFIX: &str = "my_";

/// After the refusal of `ctx.provide` of the reserved service `reserved`.
pub(crate) fn provide_own(reserved: &str) -> String {
    let suggestion = format!("{OWN_PREFIX}{reserved}");
    format!(
        "Provide yours under a name of its own instead, e.g. ctx.provide(\"{suggestion}\", value), and put \"{suggestion}\" in the inject list of the plugins that use it"
    )
}

/// After the refusal of `ctx.emit` of a reserved event, `rest` its name
/// without the reserved namespace.
pub(crate) fn emit_own(rest: &str) -> String {
    format!("Emit an event of your own instead, e.g. ctx.emit(\"{OWN_PREFIX}plugin/{rest}\")")
}
