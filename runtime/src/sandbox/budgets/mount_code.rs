//! One mount's code: compiled once, called many times.

use std::collections::HashMap;
use std::sync::Arc;

use rhai::{AST, FnPtr};

use crate::sandbox::budgets::retained::{Retained, Total};
use crate::sandbox::rewrite::splice::Inserts;
use crate::sandbox::teach::Quoted;

/// One mount's code: its id, source, compiled AST and declared services.
#[derive(Clone)]
pub struct MountCode {
    pub(crate) tag: Arc<str>,
    /// The plugin's name, once its code has declared one (set after the
    /// code's evaluation returned the plugin).
    pub(crate) plugin: Option<Arc<str>>,
    pub(crate) source: Arc<str>,
    pub(crate) ast: AST,
    pub(crate) inject: Vec<String>,
    /// Parameter counts of the script functions in `ast`, by name.
    pub(crate) arities: HashMap<String, usize>,
    /// The data the mount keeps between calls.
    pub(crate) retained: Arc<Retained>,
    /// The code as the model wrote it, when the sandbox rewrote it (see
    /// `rewrite/`) into `source`.
    pub(crate) written: Option<Arc<(Arc<str>, Inserts)>>,
}

impl MountCode {
    pub(crate) fn new(
        tag: &str,
        source: &str,
        ast: AST,
        inject: Vec<String>,
        total: &Arc<Total>,
    ) -> Self {
        let arities = ast
            .iter_functions()
            .map(|f| (f.name.to_owned(), f.params.len()))
            .collect();
        Self {
            tag: tag.into(),
            plugin: None,
            source: source.into(),
            ast,
            inject,
            arities,
            retained: Arc::new(Retained::new(Arc::clone(total))),
            written: None,
        }
    }

    /// The code as messages quote it: as the model wrote it.
    pub(crate) fn quoted(&self) -> Quoted<'_> {
        Quoted {
            running: &self.source,
            written: self
                .written
                .as_deref()
                .map(|(text, inserts)| (&**text, inserts.as_slice())),
        }
    }

    /// The parameters `func` declares in this code, less those its closure
    /// captured: what a caller passes.
    pub(crate) fn params_of(&self, func: &FnPtr) -> Option<Vec<String>> {
        let captured = func.curry().len();
        // The definitions themselves: `iter_functions` builds each one's
        // metadata (docs, signature) to read two fields.
        let params = self
            .ast
            .iter_fn_def()
            .find(|f| f.name == func.fn_name())?
            .params
            .iter()
            .skip(captured)
            .map(ToString::to_string)
            .collect();
        Some(params)
    }
}
