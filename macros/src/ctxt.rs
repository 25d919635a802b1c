//! Collects every error a macro finds so all of them are reported at once.

use proc_macro2::TokenStream;
use quote::{ToTokens, quote};

/// An accumulator of spanned errors.
#[derive(Default)]
pub(crate) struct Ctxt {
    errors: Option<syn::Error>,
}

impl Ctxt {
    /// Records an error at the span of `tokens`.
    pub(crate) fn error(&mut self, tokens: impl ToTokens, message: impl std::fmt::Display) {
        self.push(syn::Error::new_spanned(tokens, message));
    }

    /// Records an already-built error.
    pub(crate) fn push(&mut self, error: syn::Error) {
        match &mut self.errors {
            Some(all) => all.combine(error),
            None => self.errors = Some(error),
        }
    }

    /// `Ok` if nothing was recorded, else every error combined.
    pub(crate) fn finish(self) -> Result<(), syn::Error> {
        match self.errors {
            Some(errors) => Err(errors),
            None => Ok(()),
        }
    }
}

/// The original item followed by the errors: the fallback output.
pub(crate) fn fallback(item: impl ToTokens, errors: &syn::Error) -> TokenStream {
    let errors = errors.to_compile_error();
    quote! { #item #errors }
}
