//! Semantic checks of a parsed `#[service]` / `#[events]` model. Every
//! violation is recorded with a span that points at the offending code.

use proc_macro2::Span;
use syn::{Signature, Type, TypeParamBound};

use crate::ast::{Events, Method, Output, Receiver, Service};
use crate::ctxt::Ctxt;

/// The error types a service method may return, for the messages that
/// refuse others.
const ERROR_TYPES: &str = "a service method returns `Result<T, ServiceError>`, or `Result<T, E>` with an error type `E` of yours that derives `Shape` and `Serialize` and implements `Display`";

const MODES: &str = "`emit`, `parallel`, `serial`, `bail`, `waterfall`";
const EVENT_MODES: [&str; 5] = ["emit", "parallel", "serial", "bail", "waterfall"];

/// Checks a `#[service]` trait.
pub(crate) fn service(service: &Service<'_>, cx: &mut Ctxt) {
    match &service.attr.name {
        None => cx.push(syn::Error::new(
            Span::call_site(),
            "missing the service name: write #[service(name = \"fs\")] (the key scripts inject)",
        )),
        Some(name) if !is_identifier(&name.value()) => cx.error(
            name,
            "a service name must be an identifier scripts can write after `ctx.` (letters, digits, `_`; not starting with a digit), e.g. \"fs\"",
        ),
        Some(_) => {}
    }
    let item = service.item;
    no_generics(&item.generics, "a #[service] trait cannot be generic", cx);
    if let Some(unsafety) = &item.unsafety {
        cx.error(unsafety, "a #[service] trait cannot be `unsafe`");
    }
    let has = |wanted: &str| {
        item.supertraits.iter().any(|bound| match bound {
            TypeParamBound::Trait(t) => t.path.segments.last().is_some_and(|s| s.ident == wanted),
            _ => false,
        })
    };
    let missing: Vec<&str> = ["Send", "Sync"].into_iter().filter(|t| !has(t)).collect();
    if !missing.is_empty() {
        cx.error(
            &item.ident,
            format!(
                "a #[service] trait is shared across threads: add the supertraits `{}` (write `pub trait {}: Send + Sync`)",
                missing.join(" + "),
                item.ident
            ),
        );
    }
    if service.docs.trim().is_empty() {
        cx.error(
            &item.ident,
            format!(
                "document this service: the catalog shows its doc comment to the model that injects it; write `/// What it offers.` above `pub trait {}`",
                item.ident
            ),
        );
    }
    for method in &service.methods {
        service_method(method, cx);
    }
}

fn service_method(method: &Method<'_>, cx: &mut Ctxt) {
    common_signature(&method.item.sig, cx);
    if method.docs.trim().is_empty() {
        cx.error(
            method.ident(),
            format!(
                "document this method: the catalog shows its doc comment to the model that calls it; write `/// What it does.` above `fn {}`",
                method.ident()
            ),
        );
    }
    match &method.receiver {
        Receiver::Ref => {}
        Receiver::Missing => cx.error(
            method.ident(),
            "a service method takes `&self` first: write `fn name(&self, ...)`",
        ),
        Receiver::Other { span, written } => cx.push(syn::Error::new(
            *span,
            format!(
                "a service method takes `&self`, not `{written}`: services are shared, so keep mutable state behind a lock"
            ),
        )),
    }
    params_and_output(method, cx);
}

fn params_and_output(method: &Method<'_>, cx: &mut Ctxt) {
    for param in &method.params {
        owned_type(param.ty, "parameter", cx);
    }
    match &method.output {
        Output::Unit => {}
        Output::Plain(ty) => owned_type(ty, "return", cx),
        Output::Fallible { ok, err } => {
            owned_type(ok, "return", cx);
            if !matches!(err, Type::Path(_) | Type::Paren(_) | Type::Group(_)) {
                cx.error(err, ERROR_TYPES);
            }
        }
        Output::ResultAlias(ty) => cx.error(
            ty,
            format!(
                "write the error type out: {ERROR_TYPES}; a `Result` alias such as `io::Result<T>` hides which error a script would catch"
            ),
        ),
    }
}

/// Checks an `#[events]` trait.
pub(crate) fn events(events: &Events<'_>, cx: &mut Ctxt) {
    let item = events.item;
    no_generics(&item.generics, "an #[events] trait cannot be generic", cx);
    if !item.supertraits.is_empty() {
        cx.error(
            &item.supertraits,
            "an #[events] trait is a list of declarations: remove its supertraits",
        );
    }
    let mut seen: Vec<String> = Vec::new();
    for event in &events.events {
        let method = &event.method;
        common_signature(&method.item.sig, cx);
        match &method.receiver {
            Receiver::Missing => {}
            Receiver::Ref => cx.error(
                &method.item.sig.inputs,
                "an event declaration lists the listener's payload only: remove `&self`",
            ),
            Receiver::Other { span, .. } => cx.push(syn::Error::new(
                *span,
                "an event declaration lists the listener's payload only: remove `self`",
            )),
        }
        if let Some(body) = &method.item.default {
            cx.error(body, "an event declaration has no body: end it with `;`");
        }
        params_and_output(method, cx);
        let Some(attr) = &event.attr else { continue };
        let name = attr.name.value();
        if name.trim().is_empty() {
            cx.error(
                &attr.name,
                "an event name cannot be empty, e.g. \"tools/pre-execute\"",
            );
        } else if seen.contains(&name) {
            cx.error(&attr.name, format!("event \"{name}\" is declared twice"));
        } else {
            seen.push(name);
        }
        if !EVENT_MODES.contains(&attr.mode.value().as_str()) {
            cx.error(
                &attr.mode,
                format!(
                    "unknown event mode \"{}\"; valid modes are {MODES}",
                    attr.mode.value()
                ),
            );
        }
    }
}

fn common_signature(sig: &Signature, cx: &mut Ctxt) {
    no_generics(
        &sig.generics,
        "generic methods cannot be called from scripts: use concrete types (e.g. `serde_json::Value` for any value)",
        cx,
    );
    if let Some(asyncness) = &sig.asyncness {
        cx.error(
            asyncness,
            "`async fn` is not supported: the runtime is synchronous; make the method blocking (a service may use its own runtime inside)",
        );
    }
    if let Some(constness) = &sig.constness {
        cx.error(
            constness,
            "remove `const`: service and event functions are called at run time",
        );
    }
    if let syn::Safety::Unsafe(unsafety) = &sig.safety {
        cx.error(
            unsafety,
            "remove `unsafe`: scripts cannot uphold safety contracts",
        );
    }
    if let Some(abi) = &sig.abi {
        cx.error(abi, "remove the `extern` ABI");
    }
    if let Some(variadic) = &sig.variadic {
        cx.error(variadic, "variadic functions are not supported");
    }
}

fn no_generics(generics: &syn::Generics, message: &str, cx: &mut Ctxt) {
    if !generics.params.is_empty() {
        cx.error(&generics.params, message);
    }
    if let Some(where_clause) = &generics.where_clause {
        cx.error(where_clause, message);
    }
}

fn owned_type(ty: &Type, role: &str, cx: &mut Ctxt) {
    let problem = match ty {
        Type::Reference(_) => Some(
            "a borrowed type; take an owned one (e.g. `String` for `&str`, `Vec<T>` for `&[T]`)",
        ),
        Type::ImplTrait(_) => Some("`impl Trait`; name a concrete type that implements `Shape`"),
        Type::TraitObject(_) => {
            Some("a trait object; name a concrete type that implements `Shape`")
        }
        Type::Ptr(_) => Some("a raw pointer; name an owned type that implements `Shape`"),
        Type::FnPtr(_) => Some(
            "a function pointer; use `cordis_toolset::catalog::Function` to declare a callback",
        ),
        Type::Infer(_) => Some("`_`; write the type out"),
        Type::Never(_) => Some("`!`; return `()` or a value"),
        _ => None,
    };
    if let Some(problem) = problem {
        cx.error(ty, format!("unsupported {role} type: {problem}"));
    }
}

fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers() {
        assert!(is_identifier("fs"));
        assert!(is_identifier("my_service2"));
        assert!(!is_identifier("2fs"));
        assert!(!is_identifier("my-service"));
        assert!(!is_identifier(""));
    }
}
