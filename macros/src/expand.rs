//! Code generation for `#[service]` and `#[events]`.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{ItemTrait, Type};

use crate::ast::{self, Events, Method, Output, Service, ServiceAttr};
use crate::ctxt::{Ctxt, fallback};
use crate::valid;

/// `#[service(...)]`: the trait unchanged, plus `impl Service for dyn Trait`.
pub(crate) fn service(attr: TokenStream, item: TokenStream) -> TokenStream {
    let item_trait: ItemTrait = match syn::parse2(item.clone()) {
        Ok(item) => item,
        Err(err) => {
            let err = syn::Error::new(
                err.span(),
                "#[service] goes on a trait: `#[service(name = \"fs\")] pub trait Fs: Send + Sync { ... }`",
            );
            return fallback(item, &err);
        }
    };
    let mut cx = Ctxt::default();
    let attr = ServiceAttr::parse(attr, &mut cx);
    let model = Service::parse(attr, &item_trait, &mut cx);
    valid::service(&model, &mut cx);
    match cx.finish() {
        Ok(()) => service_impl(&model),
        Err(err) => {
            let mut out = fallback(&item_trait, &err);
            if can_be_dyn(&item_trait) {
                out.extend(placeholder_impl(&model));
            }
            out
        }
    }
}

/// Whether `dyn Trait` is a type that can implement `Service`: a trait
/// with `Send + Sync`, no generics, and only methods taking `&self` without
/// type parameters, `impl Trait` or `async`.
fn can_be_dyn(item: &ItemTrait) -> bool {
    let bound = |name: &str| {
        item.supertraits.iter().any(|b| {
            matches!(b, syn::TypeParamBound::Trait(t)
                if t.path.segments.last().is_some_and(|s| s.ident == name))
        })
    };
    let method_ok = |sig: &syn::Signature| {
        sig.asyncness.is_none()
            && sig.generics.type_params().next().is_none()
            && sig
                .receiver()
                .is_some_and(|r| matches!(r.kind, syn::ReceiverKind::Reference(..)))
            && !quote!(#sig).to_string().contains("impl ")
    };
    item.generics.params.is_empty()
        && bound("Send")
        && bound("Sync")
        && item.items.iter().all(|i| match i {
            syn::TraitItem::Fn(f) => method_ok(&f.sig),
            _ => true,
        })
}

/// Next to the errors of a trait `#[service]` refused: an `impl Service for
/// dyn Trait` whose bodies never run (the crate does not compile), so that
/// rustc does not add "`dyn Trait: Service` is not satisfied" at every use
/// (`ToolsetConfig::service::<dyn Trait>`) to the errors that say what to fix.
fn placeholder_impl(model: &Service<'_>) -> TokenStream {
    let p = private(&model.attr.krate);
    let ident = &model.item.ident;
    let name = model
        .attr
        .name
        .as_ref()
        .map_or_else(|| ident.to_string(), syn::LitStr::value);
    quote! {
        const _: () = {
            impl #p::Service for dyn #ident {
                const NAME: &'static str = #name;

                fn entry() -> #p::ServiceEntry {
                    ::core::unreachable!("#[service] refused this trait")
                }

                fn dispatch(
                    &self,
                    _: &str,
                    _: #p::Vec<#p::Value>,
                ) -> #p::Result<#p::Value, #p::ServiceCallError> {
                    ::core::unreachable!("#[service] refused this trait")
                }
            }
        };
    }
}

fn private(krate: &syn::Path) -> TokenStream {
    quote!(#krate::__private)
}

/// The type `T` a method hands to scripts: `()` for no return type.
fn output_type(output: &Output<'_>) -> Type {
    match output {
        Output::Unit => syn::parse_quote!(()),
        Output::Plain(ty) | Output::ResultAlias(ty) | Output::Fallible { ok: ty, .. } => {
            (*ty).clone()
        }
    }
}

/// The function that makes the `Throws` of the method at `index`: the one
/// place the generated code requires its error type to be accepted.
fn throws_fn(index: usize) -> syn::Ident {
    format_ident!("__throws_{}", index, span = Span::mixed_site())
}

/// `fn __throws_N() -> Throws<E>` for a fallible method; spanned at `E`, so
/// an error type that is not accepted is reported there, once.
fn throws_item(p: &TokenStream, index: usize, method: &Method<'_>) -> Option<TokenStream> {
    let Output::Fallible { err, .. } = &method.output else {
        return None;
    };
    let ident = throws_fn(index);
    // The tokens around `E` located at its first and last token, so that
    // rustc's span of the whole path, where it reports the bound, is the
    // error type as the user wrote it.
    let tokens: Vec<proc_macro2::TokenTree> = quote!(#err).into_iter().collect();
    let first = tokens
        .first()
        .map_or_else(|| err.span(), proc_macro2::TokenTree::span);
    let last = match tokens.last() {
        Some(proc_macro2::TokenTree::Group(group)) => group.span_close(),
        Some(tree) => tree.span(),
        None => err.span(),
    };
    let before = respan(quote!(#p::Throws::<), first);
    let after = respan(quote!(>::new()), last);
    let new = quote!(#before #err #after);
    Some(quote! {
        fn #ident() -> #p::Throws<#err> {
            #new
        }
    })
}

/// `tokens` with every span located at `span` (resolved where they were).
fn respan(tokens: TokenStream, span: Span) -> TokenStream {
    tokens
        .into_iter()
        .map(|mut tree| {
            if let proc_macro2::TokenTree::Group(group) = &tree {
                let mut inner =
                    proc_macro2::Group::new(group.delimiter(), respan(group.stream(), span));
                inner.set_span(group.span().located_at(span));
                tree = proc_macro2::TokenTree::Group(inner);
            } else {
                tree.set_span(tree.span().located_at(span));
            }
            tree
        })
        .collect()
}

/// The name a parameter has in the catalog (its identifier, or `argN`).
fn param_name(method: &Method<'_>, index: usize) -> String {
    method.params[index]
        .ident
        .as_ref()
        .map_or_else(|| format!("arg{index}"), ToString::to_string)
}

fn service_impl(model: &Service<'_>) -> TokenStream {
    let item = model.item;
    let p = private(&model.attr.krate);
    let ident = &item.ident;
    let name = model
        .attr
        .name
        .as_ref()
        .map(syn::LitStr::value)
        .unwrap_or_default();
    let trait_name = ident.to_string();
    let docs = &model.docs;
    let throws = model
        .methods
        .iter()
        .enumerate()
        .filter_map(|(i, m)| throws_item(&p, i, m));
    let entries = model
        .methods
        .iter()
        .enumerate()
        .map(|(i, m)| method_entry(&p, i, m));
    let arms = model
        .methods
        .iter()
        .enumerate()
        .map(|(i, m)| dispatch_arm(&p, &name, ident, i, m));
    let method_names: Vec<String> = model
        .methods
        .iter()
        .map(|m| m.ident().to_string())
        .collect();
    quote! {
        #item

        const _: () = {
            #(#throws)*

            impl #p::Service for dyn #ident {
                const NAME: &'static str = #name;

                fn entry() -> #p::ServiceEntry {
                    #p::ServiceEntry::new(#name, #trait_name, #docs)
                        #(.method(#entries))*
                }

                fn dispatch(
                    &self,
                    method: &str,
                    args: #p::Vec<#p::Value>,
                ) -> #p::Result<#p::Value, #p::ServiceCallError> {
                    match method {
                        #(#arms)*
                        _ => {
                            let _ = args;
                            #p::Result::Err(#p::unknown_method(#name, method, &[#(#method_names),*]))
                        }
                    }
                }
            }
        };
    }
}

fn method_entry(p: &TokenStream, index: usize, method: &Method<'_>) -> TokenStream {
    let name = method.ident().to_string();
    let signature = &method.signature;
    let docs = &method.docs;
    let params = method.params.iter().enumerate().map(|(i, param)| {
        let ty = param.ty;
        let pname = param_name(method, i);
        quote_spanned!(ty.span()=> .param::<#ty>(#pname))
    });
    let out = output_type(&method.output);
    let returns = quote_spanned!(out.span()=> .returns::<#out>(false));
    let throws = matches!(method.output, Output::Fallible { .. }).then(|| {
        let throws = throws_fn(index);
        quote!(.throws(#throws().declare))
    });
    quote! {
        #p::MethodEntry::new(#name, #signature, #docs) #(#params)* #returns #throws
    }
}

fn dispatch_arm(
    p: &TokenStream,
    service: &str,
    ident: &syn::Ident,
    index: usize,
    method: &Method<'_>,
) -> TokenStream {
    let method_ident = method.ident();
    let name = method_ident.to_string();
    let signature = &method.signature;
    let param_names: Vec<String> = (0..method.params.len())
        .map(|i| param_name(method, i))
        .collect();
    // Decided from the syntax, not from `Shape::optional`, so that a type
    // without `Shape` is reported once (in `entry`), not once per use.
    let optional = method.params.iter().map(|param| ast::is_option(param.ty));
    let locals: Vec<syn::Ident> = (0..method.params.len())
        .map(|i| format_ident!("arg{}", i, span = Span::mixed_site()))
        .collect();
    // Spanned at each type, so a type without serde's derives is reported
    // where it is written, by `FromScript` / `IntoScript`.
    let decode = method.params.iter().zip(&locals).map(|(param, local)| {
        let ty = param.ty;
        quote_spanned!(ty.span()=> let #local: #ty = call.arg::<#ty>()?;)
    });
    let result = format_ident!("result", span = Span::mixed_site());
    let out = output_type(&method.output);
    let finish = match method.output {
        Output::Fallible { .. } => {
            let throws = throws_fn(index);
            quote_spanned!(out.span()=> call.finish_fallible::<#out, _>(#result, #throws()))
        }
        _ => quote_spanned!(out.span()=> call.finish::<#out>(#result)),
    };
    quote! {
        #name => {
            let mut call = #p::Call::begin(
                #service, #name, #signature, &[#(#param_names),*], &[#(#optional),*], args,
            )?;
            #(#decode)*
            let #result = #ident::#method_ident(self, #(#locals),*);
            #finish
        }
    }
}

/// `#[events]`: the trait with its functions made `where Self: Sized`, plus
/// `impl EventSet for dyn Trait` and one name `const` per event.
pub(crate) fn events(attr: TokenStream, item: TokenStream) -> TokenStream {
    let mut item_trait: ItemTrait = match syn::parse2(item.clone()) {
        Ok(item) => item,
        Err(err) => {
            let err = syn::Error::new(
                err.span(),
                "#[events] goes on a trait of body-less functions, one per event",
            );
            return fallback(item, &err);
        }
    };
    let mut cx = Ctxt::default();
    let krate = ast::parse_events_attr(attr, &mut cx);
    let generated = {
        let model = Events::parse(krate, &item_trait, &mut cx);
        valid::events(&model, &mut cx);
        events_impl(&model)
    };
    strip_event_attrs(&mut item_trait);
    match cx.finish() {
        Ok(()) => {
            make_sized_only(&mut item_trait);
            quote!(#item_trait #generated)
        }
        Err(err) => fallback(&item_trait, &err),
    }
}

fn strip_event_attrs(item: &mut ItemTrait) {
    for trait_item in &mut item.items {
        if let syn::TraitItem::Fn(f) = trait_item {
            f.attrs.retain(|a| !ast::is_event_attr(a));
        }
    }
}

/// Adds `where Self: Sized` to every function so `dyn Trait` is a valid type.
fn make_sized_only(item: &mut ItemTrait) {
    for trait_item in &mut item.items {
        if let syn::TraitItem::Fn(f) = trait_item {
            f.sig
                .generics
                .make_where_clause()
                .predicates
                .push(syn::parse_quote!(Self: ::core::marker::Sized));
        }
    }
}

fn events_impl(model: &Events<'_>) -> TokenStream {
    let p = private(&model.krate);
    let ident = &model.item.ident;
    let vis = &model.item.vis;
    let mut entries = Vec::new();
    let mut consts = Vec::new();
    for event in &model.events {
        let Some(attr) = &event.attr else { continue };
        let method = &event.method;
        let name = &attr.name;
        let mode = format_ident!("{}", mode_variant(&attr.mode.value()));
        let signature = &method.signature;
        let docs = &method.docs;
        let params = method.params.iter().enumerate().map(|(i, param)| {
            let ty = param.ty;
            let pname = param_name(method, i);
            quote_spanned!(ty.span()=> .param::<#ty>(#pname))
        });
        let out = output_type(&method.output);
        let returns = quote_spanned!(out.span()=> .returns::<#out>());
        entries.push(quote! {
            #p::EventEntry::new(#name, #p::EventMode::#mode, #signature, #docs) #(#params)* #returns
        });
        let const_ident = format_ident!("{}", method.ident().to_string().to_uppercase());
        let const_doc = format!("The name of the `{}` event.", attr.name.value());
        consts.push(quote! {
            #[doc = #const_doc]
            #vis const #const_ident: &'static str = #name;
        });
    }
    quote! {
        const _: () = {
            impl #p::EventSet for dyn #ident {
                fn events() -> #p::Vec<#p::EventEntry> {
                    #p::vec![#(#entries),*]
                }
            }
        };

        impl dyn #ident {
            #(#consts)*
        }
    }
}

fn mode_variant(mode: &str) -> &'static str {
    match mode {
        "parallel" => "Parallel",
        "serial" => "Serial",
        "bail" => "Bail",
        "waterfall" => "Waterfall",
        _ => "Emit",
    }
}

#[cfg(test)]
mod tests {
    use quote::quote;

    fn pretty(tokens: proc_macro2::TokenStream) -> String {
        match syn::parse2::<syn::File>(tokens.clone()) {
            Ok(file) => prettyplease::unparse(&file),
            Err(_) => tokens.to_string(),
        }
    }

    #[test]
    fn service_expansion() {
        let out = super::service(
            quote!(name = "fs"),
            quote! {
                /// Read and write files.
                pub trait Fs: Send + Sync {
                    /// Read a UTF-8 text file.
                    fn read(&self, path: String) -> Result<String, ServiceError>;
                    /// List entries; `limit` may be omitted.
                    fn list(&self, path: String, limit: Option<u32>) -> Vec<DirEntry>;
                    /// Forget everything.
                    fn reset(&self);
                    /// Fail with the app's own error type.
                    fn add(&self, url: String) -> Result<Bookmark, BookmarkError>;
                }
            },
        );
        insta::assert_snapshot!(pretty(out));
    }

    #[test]
    fn events_expansion() {
        let out = super::events(
            quote!(crate = ::my_app::cordis),
            quote! {
                /// Tool events.
                pub trait ToolEvents {
                    /// Before a tool runs.
                    #[event(name = "tools/pre-execute", mode = "waterfall")]
                    fn pre_execute(info: ToolCallInfo, next: Function) -> Value;
                }
            },
        );
        insta::assert_snapshot!(pretty(out));
    }

    #[test]
    fn shape_expansion() {
        let out = crate::shape::derive(quote! {
            #[serde(rename_all = "camelCase")]
            pub struct RunOutput {
                /// Docs are kept.
                pub exit_code: Option<i32>,
                #[serde(skip)]
                pub secret: String,
                #[serde(rename = "out", default)]
                pub stdout: Stream,
            }
        });
        insta::assert_snapshot!(pretty(out));
    }

    #[test]
    fn errors_keep_the_item() {
        let out = super::service(
            quote!(),
            quote! {
                pub trait Fs {
                    fn read<T>(&self, path: T);
                }
            },
        );
        let text = out.to_string();
        assert!(text.contains("pub trait Fs"), "original item kept: {text}");
        assert_eq!(text.matches("compile_error").count(), 5, "{text}");
    }
}
