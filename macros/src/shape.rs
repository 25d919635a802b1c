//! `#[derive(Shape)]`: reads the type and its serde attributes into a small
//! model of what scripts see, then emits the `Shape` impl.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::meta::ParseNestedMeta;
use syn::spanned::Spanned;
use syn::{Attribute, Data, DeriveInput, LitStr, Token};

use crate::ctxt::{Ctxt, fallback};
use crate::{case, docs};

/// The serde attributes that change what scripts see.
#[derive(Default)]
struct SerdeAttrs {
    rename: Option<String>,
    rename_all: Option<String>,
    rename_all_fields: Option<String>,
    default: bool,
    skip: bool,
}

/// Reads every `#[serde(...)]` in `attrs`; keys that do not change the shape
/// are skipped, ones that change it in unsupported ways are errors.
fn serde_attrs(attrs: &[Attribute], cx: &mut Ctxt) -> SerdeAttrs {
    let mut out = SerdeAttrs::default();
    for attr in attrs.iter().filter(|a| a.path().is_ident("serde")) {
        let result = attr.parse_nested_meta(|meta| {
            let key = meta.path.get_ident().map(ToString::to_string).unwrap_or_default();
            match key.as_str() {
                "rename" => out.rename = Some(plain_string(&meta, "rename")?.value()),
                "rename_all" | "rename_all_fields" => {
                    let rule = plain_string(&meta, &key)?;
                    if !case::is_rule(&rule.value()) {
                        return Err(syn::Error::new(
                            rule.span(),
                            format!("unknown rename rule; serde accepts {}", case::RULES.join(", ")),
                        ));
                    }
                    if key == "rename_all" {
                        out.rename_all = Some(rule.value());
                    } else {
                        out.rename_all_fields = Some(rule.value());
                    }
                }
                "default" | "skip_serializing_if" | "skip_deserializing" => {
                    out.default = true;
                    skip_value(&meta)?;
                }
                "skip" => out.skip = true,
                "flatten" | "tag" | "content" | "untagged" | "transparent" | "from"
                | "try_from" | "into" | "remote" => {
                    return Err(meta.error(format!(
                        "#[derive(Shape)] cannot show `#[serde({key})]` faithfully yet; declare the shape scripts see directly"
                    )));
                }
                _ => skip_value(&meta)?,
            }
            Ok(())
        });
        if let Err(err) = result {
            cx.push(err);
        }
    }
    out
}

fn plain_string(meta: &ParseNestedMeta<'_>, key: &str) -> syn::Result<LitStr> {
    if !meta.input.peek(Token![=]) {
        return Err(meta.error(format!(
            "#[derive(Shape)] reads the plain form `{key} = \"...\"` only"
        )));
    }
    meta.value()?.parse()
}

fn skip_value(meta: &ParseNestedMeta<'_>) -> syn::Result<()> {
    if meta.input.peek(Token![=]) {
        meta.value()?.parse::<syn::Expr>()?;
    } else if meta.input.peek(syn::token::Paren) {
        meta.parse_nested_meta(|inner| skip_value(&inner))?;
    }
    Ok(())
}

/// The keys of `#[shape(...)]`.
struct ShapeAttrs {
    /// `crate = path`: where `cordis_toolset` is.
    krate: syn::Path,
    /// `internal`: a library's own type, left out of the list of `Shape`
    /// implementors rustc offers when a signature names a type without one.
    internal: bool,
}

/// Reads every `#[shape(...)]` in `attrs`.
fn shape_attrs(attrs: &[Attribute], cx: &mut Ctxt) -> ShapeAttrs {
    let mut out = ShapeAttrs {
        krate: crate::ast::default_crate(),
        internal: false,
    };
    for attr in attrs.iter().filter(|a| a.path().is_ident("shape")) {
        let result = attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("crate") {
                out.krate = meta.value()?.parse()?;
                Ok(())
            } else if meta.path.is_ident("internal") {
                out.internal = true;
                Ok(())
            } else {
                Err(meta.error(
                    "unknown key in #[shape]; the valid keys are `crate = path` and `internal`",
                ))
            }
        });
        if let Err(err) = result {
            cx.push(err);
        }
    }
    out
}

/// `#[shape(as = T)]` on a field: the type scripts see in place of the
/// field's own, for a field whose serde form `#[serde(with = ...)]` changes
/// (or whose type has no `Shape`, such as a type from another crate).
fn field_shape_as(attrs: &[Attribute], cx: &mut Ctxt) -> Option<syn::Type> {
    let mut out = None;
    for attr in attrs.iter().filter(|a| a.path().is_ident("shape")) {
        let result = attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("as") {
                out = Some(meta.value()?.parse()?);
                Ok(())
            } else {
                Err(meta.error(
                    "unknown key in #[shape] on a field; the valid key is `as = Type` (the type scripts see, e.g. `as = u64` beside `#[serde(with = ...)]`)",
                ))
            }
        });
        if let Err(err) = result {
            cx.push(err);
        }
    }
    out
}

/// The derive's entry point.
pub(crate) fn derive(item: TokenStream) -> TokenStream {
    let input: DeriveInput = match syn::parse2(item) {
        Ok(input) => input,
        Err(err) => return err.to_compile_error(),
    };
    let mut cx = Ctxt::default();
    let ShapeAttrs { krate, internal } = shape_attrs(&input.attrs, &mut cx);
    let container = serde_attrs(&input.attrs, &mut cx);
    if !input.generics.params.is_empty() {
        cx.error(
            &input.generics,
            "#[derive(Shape)] does not support generic types yet; declare a concrete type for the signature",
        );
    }
    let p = quote!(#krate::__private);
    let name = container
        .rename
        .clone()
        .unwrap_or_else(|| input.ident.to_string());
    let mut referenced = Vec::new();
    let kind = match &input.data {
        Data::Struct(data) => {
            let fields = fields(
                &p,
                &data.fields,
                container.rename_all.as_deref(),
                container.default,
                &mut referenced,
                &mut cx,
            );
            quote!(#p::DeclKind::Struct(#fields))
        }
        Data::Enum(data) => {
            let mut variants = Vec::new();
            for variant in &data.variants {
                let attrs = serde_attrs(&variant.attrs, &mut cx);
                if attrs.skip {
                    continue;
                }
                let vname = attrs
                    .rename
                    .clone()
                    .unwrap_or_else(|| match &container.rename_all {
                        Some(rule) => case::variant(&variant.ident.to_string(), rule),
                        None => variant.ident.to_string(),
                    });
                let rule = attrs
                    .rename_all
                    .as_deref()
                    .or(container.rename_all_fields.as_deref());
                let fields = fields(&p, &variant.fields, rule, false, &mut referenced, &mut cx);
                let docs = docs::doc_text(&variant.attrs);
                variants.push(quote!(#p::Variant {
                    name: <str as #p::ToOwned>::to_owned(#vname),
                    fields: #fields,
                    docs: <str as #p::ToOwned>::to_owned(#docs),
                }));
            }
            quote!(#p::DeclKind::Enum(#p::vec![#(#variants),*]))
        }
        Data::Union(data) => {
            cx.error(
                data.union_token,
                "#[derive(Shape)] supports structs and enums, not unions",
            );
            quote!()
        }
    };
    let ident = &input.ident;
    // Not emitted by default: a tool attribute does not resolve under
    // `#![no_implicit_prelude]`, where the rest of the output compiles.
    let hidden = internal.then(|| quote!(#[diagnostic::do_not_recommend]));
    let generated = quote! {
        const _: () = {
            #hidden
            impl #p::Shape for #ident {
                fn type_name() -> #p::String {
                    <str as #p::ToOwned>::to_owned(#name)
                }

                fn describe(types: &mut #p::TypeSet) {
                    let kind = #kind;
                    if types.insert(#p::TypeDecl::new(#name, #p::module_path!(), &kind)) {
                        #(#referenced)*
                    }
                }
            }

            impl #p::DeclaredShape for #ident {}
        };
    };
    match cx.finish() {
        Ok(()) => generated,
        Err(err) => {
            let mut out = fallback(TokenStream::new(), &err);
            if input.generics.params.is_empty() {
                out.extend(placeholder_impl(&p, ident, &name));
            }
            out
        }
    }
}

/// Next to the errors of a type the derive refused: a `Shape` that records
/// nothing (the crate does not compile), so that a signature naming the
/// type does not add "has no `Shape`" to the error that says what to fix.
fn placeholder_impl(p: &TokenStream, ident: &syn::Ident, name: &str) -> TokenStream {
    quote! {
        const _: () = {
            impl #p::Shape for #ident {
                fn type_name() -> #p::String {
                    <str as #p::ToOwned>::to_owned(#name)
                }

                fn describe(_: &mut #p::TypeSet) {}
            }

            impl #p::DeclaredShape for #ident {}
        };
    }
}

/// The `Fields` expression of a struct or variant; pushes the `describe`
/// calls of the field types onto `referenced`.
fn fields(
    p: &TokenStream,
    fields: &syn::Fields,
    rule: Option<&str>,
    all_default: bool,
    referenced: &mut Vec<TokenStream>,
    cx: &mut Ctxt,
) -> TokenStream {
    let mut describe = |ty: &syn::Type| {
        referenced.push(quote_spanned!(ty.span()=> <#ty as #p::Shape>::describe(types);));
    };
    // The type scripts see for a field: its `#[shape(as = T)]`, else its own.
    let shown = |field: &syn::Field, cx: &mut Ctxt| {
        field_shape_as(&field.attrs, cx).unwrap_or_else(|| field.ty.clone())
    };
    match fields {
        syn::Fields::Unit => quote!(#p::Fields::Unit),
        syn::Fields::Unnamed(unnamed) => {
            let mut types = Vec::new();
            for field in &unnamed.unnamed {
                if serde_attrs(&field.attrs, cx).skip {
                    continue;
                }
                let ty = &shown(field, cx);
                describe(ty);
                types.push(quote_spanned!(ty.span()=> <#ty as #p::Shape>::type_name()));
            }
            quote!(#p::Fields::Tuple(#p::vec![#(#types),*]))
        }
        syn::Fields::Named(named) => {
            let mut entries = Vec::new();
            for field in &named.named {
                let attrs = serde_attrs(&field.attrs, cx);
                if attrs.skip {
                    continue;
                }
                let Some(ident) = &field.ident else { continue };
                let raw = ident.to_string();
                let raw = raw.strip_prefix("r#").unwrap_or(&raw);
                let fname = attrs.rename.clone().unwrap_or_else(|| match rule {
                    Some(rule) => case::field(raw, rule),
                    None => raw.to_owned(),
                });
                let ty = &shown(field, cx);
                let default = attrs.default || all_default;
                let docs = docs::doc_text(&field.attrs);
                let docs = (!docs.is_empty()).then(|| quote!(.with_docs(#docs)));
                describe(ty);
                entries
                    .push(quote_spanned!(ty.span()=> #p::Field::of::<#ty>(#fname, #default) #docs));
            }
            quote!(#p::Fields::Named(#p::vec![#(#entries),*]))
        }
    }
}
