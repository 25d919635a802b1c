//! The façade's call forms, for teaching errors when a script calls `ctx`
//! (or `ctx.tools`, `ctx.timer`) in a way no binding matches.

use crate::sandbox::budget;

/// Members of a cordis context that mounted plugins do not get.
pub(crate) const FRAMEWORK: &[&str] = &[
    "root",
    "parent",
    "fiber",
    "registry",
    "reflect",
    "extend",
    "isolate",
    "intercept",
    "plugin",
    "set",
    "mixin",
    "runtime",
    "scope",
    "get",
    "inject",
    "effect",
    "events",
    "state",
    "config",
    "logger",
    "lifecycle",
    "app",
    "dispose",
    "accept",
    "using",
    "inspect",
    "filter",
    "any",
    "never",
    "bail",
    "serial",
    "parallel",
    "waterfall",
];

/// One call form: receiver, method, argument types (`*` = any), usage.
struct Form {
    receiver: &'static str,
    method: &'static str,
    args: &'static [&'static str],
    usage: &'static str,
}

const FORMS: &[Form] = &[
    Form {
        receiver: "ctx",
        method: "on",
        args: &["string", "Fn"],
        usage: "ctx.on(\"event\", |payload| { ... })",
    },
    Form {
        receiver: "ctx",
        method: "on",
        args: &["string", "Fn", "map"],
        usage: "ctx.on(\"event\", |payload| { ... }, #{ prepend: true })",
    },
    Form {
        receiver: "ctx",
        method: "once",
        args: &["string", "Fn"],
        usage: "ctx.once(\"event\", |payload| { ... })",
    },
    Form {
        receiver: "ctx",
        method: "emit",
        args: &["string"],
        usage: "ctx.emit(\"event\", payload...)",
    },
    Form {
        receiver: "ctx",
        method: "emit",
        args: &["string", "*"],
        usage: "ctx.emit(\"event\", payload...)",
    },
    Form {
        receiver: "ctx",
        method: "emit",
        args: &["string", "*", "*"],
        usage: "ctx.emit(\"event\", payload...)",
    },
    Form {
        receiver: "ctx",
        method: "emit",
        args: &["string", "*", "*", "*"],
        usage: "ctx.emit(\"event\", payload...)",
    },
    Form {
        receiver: "ctx",
        method: "provide",
        args: &["string", "*"],
        usage: "ctx.provide(\"name\", #{ method: |x| ... })",
    },
    Form {
        receiver: "ctx.tools",
        method: "register",
        args: &["map"],
        usage: "ctx.tools.register(#{ name: \"t\", description: \"...\", parameters: #{ ... }, execute: |args| \"result\" })",
    },
    Form {
        receiver: "ctx.tools",
        method: "get",
        args: &["string"],
        usage: "ctx.tools.get(\"name\")",
    },
    Form {
        receiver: "ctx.tools",
        method: "schemas",
        args: &[],
        usage: "ctx.tools.schemas()",
    },
    Form {
        receiver: "ctx.tools",
        method: "execute",
        args: &["string"],
        usage: "ctx.tools.execute(\"name\", #{ arg: value })",
    },
    Form {
        receiver: "ctx.tools",
        method: "execute",
        args: &["string", "*"],
        usage: "ctx.tools.execute(\"name\", #{ arg: value })",
    },
    Form {
        receiver: "ctx.timer",
        method: "setTimeout",
        args: &["Fn", "i64"],
        usage: "ctx.timer.setTimeout(|| { ... }, 1000)",
    },
    Form {
        receiver: "ctx.timer",
        method: "setInterval",
        args: &["Fn", "i64"],
        usage: "ctx.timer.setInterval(|| { ... }, 1000)",
    },
    Form {
        receiver: "ctx.timer",
        method: "clear",
        args: &["i64"],
        usage: "ctx.timer.clear(id)",
    },
];

fn matches(form: &Form, types: &[&str]) -> bool {
    form.args.len() == types.len()
        && form
            .args
            .iter()
            .zip(types)
            .all(|(want, got)| *want == "*" || want == got)
}

/// What a receiver offers, for "available" lists.
fn offers(receiver: &str) -> String {
    let mut methods: Vec<&str> = FORMS
        .iter()
        .filter(|f| f.receiver == receiver)
        .map(|f| f.method)
        .collect();
    methods.dedup();
    if receiver == "ctx" {
        methods.insert(0, "tools");
        let injected = budget::current()
            .map(|m| m.inject.clone())
            .unwrap_or_default();
        let mut all: Vec<String> = methods.into_iter().map(str::to_owned).collect();
        all.extend(injected);
        return all.join(", ");
    }
    methods.join(", ")
}

/// The receiver word for a script type name.
fn receiver_of(type_name: &str) -> Option<&'static str> {
    match type_name {
        "Context" => Some("ctx"),
        "Tools" => Some("ctx.tools"),
        "Timer" => Some("ctx.timer"),
        _ => None,
    }
}

/// Whether `receiver` has a method called `method` at all.
pub(crate) fn knows(receiver: &str, method: &str) -> bool {
    FORMS
        .iter()
        .any(|f| f.receiver == receiver && f.method == method)
}

/// Teach from Rhai's "function not found" signature, like
/// `on (Context, string)`, when the receiver is part of the façade.
pub(crate) fn rewrite_not_found(signature: &str) -> Option<String> {
    let (method, rest) = signature.split_once(" (")?;
    let types: Vec<&str> = rest
        .trim_end_matches(')')
        .split(", ")
        .filter(|t| !t.is_empty())
        .collect();
    let receiver = receiver_of(types.first()?)?;
    teach(receiver, method.trim(), &types[1..])
}

/// A teaching message for `receiver.method(types…)` when no form matches;
/// `None` when one does (the error then came from inside the call).
pub(crate) fn teach(receiver: &str, method: &str, types: &[&str]) -> Option<String> {
    let forms: Vec<&Form> = FORMS
        .iter()
        .filter(|f| f.receiver == receiver && f.method == method)
        .collect();
    if forms.iter().any(|form| matches(form, types)) {
        return None;
    }
    if let Some(form) = forms.first() {
        let got = if types.is_empty() {
            "nothing".to_owned()
        } else {
            types.join(", ")
        };
        return Some(format!(
            "{receiver}.{method} was called with ({got}); write it as {}",
            form.usage
        ));
    }
    if receiver == "ctx" && FRAMEWORK.contains(&method) {
        return Some(format!(
            "ctx.{method} is not available to mounted plugins. ctx offers: {}",
            offers(receiver)
        ));
    }
    Some(format!(
        "{receiver} has no method \"{method}\". It offers: {}",
        offers(receiver)
    ))
}

/// The façade surface as `(receiver, method, usage)`, for catalogs and drift tests.
pub fn surface() -> Vec<(&'static str, &'static str, &'static str)> {
    FORMS
        .iter()
        .map(|f| (f.receiver, f.method, f.usage))
        .collect()
}
