//! Doc comments and pretty-printed signatures.

use syn::{Attribute, Expr, Lit, Meta};

/// The text of the `///` doc comments on an item, one leading space removed
/// per line, surrounding blank lines trimmed.
pub(crate) fn doc_text(attrs: &[Attribute]) -> String {
    let mut lines = Vec::new();
    for attr in attrs {
        if let Meta::NameValue(nv) = &attr.meta
            && nv.path.is_ident("doc")
            && let Expr::Lit(lit) = &nv.value
            && let Lit::Str(text) = &lit.lit
        {
            let value = text.value();
            for line in value.split('\n') {
                lines.push(line.strip_prefix(' ').unwrap_or(line).trim_end().to_owned());
            }
        }
    }
    lines.join("\n").trim_matches('\n').to_owned()
}

/// A trait method's signature as written, pretty-printed on one line (so
/// error messages can quote it): no attributes, no body, no receiver, no
/// trailing `;`.
pub(crate) fn signature(sig: &syn::Signature) -> String {
    let mut sig = sig.clone();
    sig.inputs = sig
        .inputs
        .into_iter()
        .filter(|arg| matches!(arg, syn::FnArg::Typed(_)))
        .collect();
    let item: syn::TraitItemFn = syn::parse_quote!(#sig;);
    let file: syn::File = syn::parse_quote!(trait __Signature { #item });
    let printed = prettyplease::unparse(&file);
    let inner: Vec<&str> = printed
        .lines()
        .skip(1)
        .take_while(|line| *line != "}")
        .map(str::trim)
        .collect();
    inner
        .join(" ")
        .replace("( ", "(")
        .replace("< ", "<")
        .replace(", )", ")")
        .replace(", >", ">")
        .trim_end_matches(';')
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signature_drops_receiver_and_docs() {
        let item: syn::TraitItemFn = syn::parse_quote! {
            /// Docs.
            fn read(&self, path: String) -> Result<String, ServiceError>;
        };
        assert_eq!(
            signature(&item.sig),
            "fn read(path: String) -> Result<String, ServiceError>"
        );
    }

    #[test]
    fn long_signature_stays_on_one_line() {
        let item: syn::TraitItemFn = syn::parse_quote! {
            fn run(&self, command: String, options: Option<RunOptions>, more: Vec<std::collections::BTreeMap<String, u64>>) -> Result<RunOutput, ServiceError>;
        };
        assert_eq!(
            signature(&item.sig),
            "fn run(command: String, options: Option<RunOptions>, more: Vec<std::collections::BTreeMap<String, u64>>) -> Result<RunOutput, ServiceError>"
        );
    }

    #[test]
    fn doc_text_strips_one_space() {
        let item: syn::TraitItemFn = syn::parse_quote! {
            /// First line.
            ///
            ///   indented
            fn f(&self);
        };
        assert_eq!(doc_text(&item.attrs), "First line.\n\n  indented");
    }
}
