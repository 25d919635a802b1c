//! The typed model of a `#[service]` or `#[events]` trait, parsed from syn.
//!
//! Parsing records problems in a [`Ctxt`] and keeps going, so that every
//! error is reported at once; [`valid`](crate::valid) then checks semantics.

use proc_macro2::{Span, TokenStream};
use syn::spanned::Spanned;
use syn::{FnArg, GenericArgument, Ident, ItemTrait, LitStr, Pat, PathArguments, ReturnType};
use syn::{TraitItem, TraitItemFn, Type};

use crate::ctxt::Ctxt;
use crate::docs;

/// Where generated code finds `__private`: `::cordis_toolset` unless overridden.
pub(crate) fn default_crate() -> syn::Path {
    syn::parse_quote!(::cordis_toolset)
}

/// The arguments of `#[service(...)]`.
pub(crate) struct ServiceAttr {
    pub name: Option<LitStr>,
    pub krate: syn::Path,
}

impl ServiceAttr {
    pub(crate) fn parse(tokens: TokenStream, cx: &mut Ctxt) -> Self {
        let mut attr = Self {
            name: None,
            krate: default_crate(),
        };
        let parser = syn::meta::parser(|meta| {
            if meta.path.is_ident("name") {
                attr.name = Some(meta.value()?.parse()?);
            } else if meta.path.is_ident("crate") {
                attr.krate = meta.value()?.parse()?;
            } else {
                return Err(meta.error(format!(
                    "unknown key `{}` in #[service]; valid keys are `name = \"...\"` and `crate = path`",
                    path_text(&meta.path)
                )));
            }
            Ok(())
        });
        if let Err(err) = syn::parse::Parser::parse2(parser, tokens) {
            cx.push(err);
        }
        attr
    }
}

/// The arguments of `#[events(...)]`.
pub(crate) fn parse_events_attr(tokens: TokenStream, cx: &mut Ctxt) -> syn::Path {
    let mut krate = default_crate();
    let parser = syn::meta::parser(|meta| {
        if meta.path.is_ident("crate") {
            krate = meta.value()?.parse()?;
            Ok(())
        } else {
            Err(meta.error(format!(
                "unknown key `{}` in #[events]; the only valid key is `crate = path`",
                path_text(&meta.path)
            )))
        }
    });
    if let Err(err) = syn::parse::Parser::parse2(parser, tokens) {
        cx.push(err);
    }
    krate
}

fn path_text(path: &syn::Path) -> String {
    quote::ToTokens::to_token_stream(path)
        .to_string()
        .replace(' ', "")
}

/// How a method takes `self`.
pub(crate) enum Receiver {
    /// `&self`: the only supported form.
    Ref,
    /// No `self` at all.
    Missing,
    /// `self`, `mut self`, `&mut self`, `self: Box<Self>`…: what was written.
    Other { span: Span, written: String },
}

/// One named, typed parameter.
pub(crate) struct Param<'a> {
    /// `None` if the pattern is not a plain identifier (already reported).
    pub ident: Option<Ident>,
    pub ty: &'a Type,
}

/// What a method or event returns.
pub(crate) enum Output<'a> {
    /// Nothing (`()`).
    Unit,
    /// A plain `T`.
    Plain(&'a Type),
    /// `Result<T, E>`: the `T` and the error type, as written.
    Fallible { ok: &'a Type, err: &'a Type },
    /// `Result<T>` (an alias such as `io::Result<T>`): the error type is
    /// out of sight, so it is refused; the whole type as written.
    ResultAlias(&'a Type),
}

/// One trait method (a service method or an event declaration).
pub(crate) struct Method<'a> {
    pub item: &'a TraitItemFn,
    pub docs: String,
    pub signature: String,
    pub receiver: Receiver,
    pub params: Vec<Param<'a>>,
    pub output: Output<'a>,
}

impl<'a> Method<'a> {
    fn parse(item: &'a TraitItemFn, results_are_fallible: bool, cx: &mut Ctxt) -> Self {
        let mut receiver = Receiver::Missing;
        let mut params = Vec::new();
        for arg in &item.sig.inputs {
            match arg {
                FnArg::Receiver(r) => {
                    receiver = match &r.kind {
                        syn::ReceiverKind::Reference(_, _, None) if r.mutability.is_none() => {
                            Receiver::Ref
                        }
                        syn::ReceiverKind::Reference(_, _, _) => Receiver::Other {
                            span: r.span(),
                            written: "&mut self".to_owned(),
                        },
                        syn::ReceiverKind::Typed(_, ty) => Receiver::Other {
                            span: r.span(),
                            written: format!(
                                "self: {}",
                                quote::ToTokens::to_token_stream(ty)
                                    .to_string()
                                    .replace(' ', "")
                            ),
                        },
                        _ if r.mutability.is_some() => Receiver::Other {
                            span: r.span(),
                            written: "mut self".to_owned(),
                        },
                        _ => Receiver::Other {
                            span: r.span(),
                            written: "self".to_owned(),
                        },
                    }
                }
                FnArg::Typed(pt) => {
                    let ident = match &*pt.pat {
                        Pat::Ident(pi) if pi.by_ref.is_none() && pi.subpat.is_none() => {
                            Some(pi.ident.clone())
                        }
                        other => {
                            cx.error(
                                other,
                                "unsupported parameter pattern: bind each parameter to a plain name, e.g. `path: String`",
                            );
                            None
                        }
                    };
                    params.push(Param { ident, ty: &pt.ty });
                }
            }
        }
        let output = match &item.sig.output {
            ReturnType::Default => Output::Unit,
            ReturnType::Type(_, ty) => match result_types(ty) {
                Some((ok, Some(err))) if results_are_fallible => Output::Fallible { ok, err },
                Some((_, None)) if results_are_fallible => Output::ResultAlias(ty),
                _ => Output::Plain(ty),
            },
        };
        Self {
            item,
            docs: docs::doc_text(&item.attrs),
            signature: docs::signature(&item.sig),
            receiver,
            params,
            output,
        }
    }

    pub(crate) fn ident(&self) -> &Ident {
        &self.item.sig.ident
    }
}

/// Whether `ty` is written `Option<T>` (any path ending in `Option`): such a
/// parameter may be omitted by scripts when it is trailing.
pub(crate) fn is_option(ty: &Type) -> bool {
    let Type::Path(tp) = ty else { return false };
    tp.qself.is_none() && tp.path.segments.last().is_some_and(|s| s.ident == "Option")
}

/// If `ty` is written `Result<T, E>` or `Result<T>` (any path ending in
/// `Result` with two type arguments, or one), its `T` and `E`.
fn result_types(ty: &Type) -> Option<(&Type, Option<&Type>)> {
    let Type::Path(tp) = ty else { return None };
    let last = tp.path.segments.last()?;
    if last.ident != "Result" {
        return None;
    }
    let PathArguments::AngleBracketed(args) = &last.arguments else {
        return None;
    };
    let mut types = args.args.iter().filter_map(|a| match a {
        GenericArgument::Type(t) => Some(t),
        _ => None,
    });
    let ok = types.next()?;
    Some((ok, types.next()))
}

/// A `#[service]` trait.
pub(crate) struct Service<'a> {
    pub attr: ServiceAttr,
    pub item: &'a ItemTrait,
    pub docs: String,
    pub methods: Vec<Method<'a>>,
}

impl<'a> Service<'a> {
    pub(crate) fn parse(attr: ServiceAttr, item: &'a ItemTrait, cx: &mut Ctxt) -> Self {
        let mut methods = Vec::new();
        for trait_item in &item.items {
            match trait_item {
                TraitItem::Fn(f) => methods.push(Method::parse(f, true, cx)),
                other => cx.error(
                    other,
                    "a #[service] trait may only contain methods; move associated types, consts and macros elsewhere",
                ),
            }
        }
        Self {
            attr,
            item,
            docs: docs::doc_text(&item.attrs),
            methods,
        }
    }
}

/// The arguments of one `#[event(name = "...", mode = "...")]`.
pub(crate) struct EventAttr {
    pub name: LitStr,
    pub mode: LitStr,
}

/// One event declaration inside an `#[events]` trait.
pub(crate) struct Event<'a> {
    /// `None` if the `#[event]` attribute was missing or malformed (reported).
    pub attr: Option<EventAttr>,
    pub method: Method<'a>,
}

/// An `#[events]` trait.
pub(crate) struct Events<'a> {
    pub krate: syn::Path,
    pub item: &'a ItemTrait,
    pub events: Vec<Event<'a>>,
}

impl<'a> Events<'a> {
    pub(crate) fn parse(krate: syn::Path, item: &'a ItemTrait, cx: &mut Ctxt) -> Self {
        let mut events = Vec::new();
        for trait_item in &item.items {
            match trait_item {
                TraitItem::Fn(f) => events.push(Event {
                    attr: parse_event_attr(f, cx),
                    method: Method::parse(f, false, cx),
                }),
                other => cx.error(
                    other,
                    "an #[events] trait may only contain body-less functions, one per event",
                ),
            }
        }
        Self {
            krate,
            item,
            events,
        }
    }
}

/// Whether `attr` is an `#[event(...)]`.
pub(crate) fn is_event_attr(attr: &syn::Attribute) -> bool {
    attr.path().is_ident("event")
}

fn parse_event_attr(f: &TraitItemFn, cx: &mut Ctxt) -> Option<EventAttr> {
    let attrs: Vec<&syn::Attribute> = f.attrs.iter().filter(|a| is_event_attr(a)).collect();
    let [attr] = attrs.as_slice() else {
        let message = if attrs.is_empty() {
            "missing #[event(name = \"...\", mode = \"...\")] on this event declaration"
        } else {
            "write exactly one #[event(...)] per event declaration"
        };
        cx.error(&f.sig.ident, message);
        return None;
    };
    let mut name = None;
    let mut mode = None;
    let result = attr.parse_nested_meta(|meta| {
        if meta.path.is_ident("name") {
            name = Some(meta.value()?.parse::<LitStr>()?);
        } else if meta.path.is_ident("mode") {
            mode = Some(meta.value()?.parse::<LitStr>()?);
        } else {
            return Err(meta.error(format!(
                "unknown key `{}` in #[event]; valid keys are `name = \"...\"` and `mode = \"...\"`",
                path_text(&meta.path)
            )));
        }
        Ok(())
    });
    if let Err(err) = result {
        cx.push(err);
        return None;
    }
    match (name, mode) {
        (Some(name), Some(mode)) => Some(EventAttr { name, mode }),
        (name, _) => {
            let missing = if name.is_none() { "name" } else { "mode" };
            cx.error(
                attr,
                format!("#[event] is missing `{missing} = \"...\"`; write #[event(name = \"scope/event\", mode = \"emit\")]"),
            );
            None
        }
    }
}
