//! The set of type declarations a signature references, transitively.

use std::collections::BTreeMap;

use serde::Serialize;

use super::TypeDecl;

/// The declarations collected by [`Shape::describe`](crate::Shape::describe),
/// keyed by type name.
///
/// Inserting the same `(name, module)` twice is a no-op that returns `false`,
/// which is what stops recursion on recursive types. The same name declared in
/// two different modules is **ambiguous**: a script cannot tell the two apart,
/// so [`declarations`](Self::declarations) leaves both out and
/// [`ambiguities`](Self::ambiguities) reports them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TypeSet {
    by_name: BTreeMap<String, Vec<TypeDecl>>,
}

/// A type name declared in more than one module, so its shape is omitted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Ambiguity {
    /// The type name.
    pub name: String,
    /// Every module that declares a type of that name, sorted.
    pub modules: Vec<String>,
}

impl Ambiguity {
    /// The note the catalog shows in place of the declaration.
    pub fn note(&self) -> String {
        format!(
            "type `{}` is declared in several modules ({}); its shape is omitted as ambiguous — give the types distinct names (or a distinct `#[serde(rename)]`)",
            self.name,
            self.modules.join(", ")
        )
    }
}

impl TypeSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a declaration; returns `false` if this `(name, module)` was
    /// already present (the caller then skips describing its references).
    pub fn insert(&mut self, decl: TypeDecl) -> bool {
        let slot = self.by_name.entry(decl.name.clone()).or_default();
        if slot.iter().any(|d| d.module == decl.module) {
            return false;
        }
        slot.push(decl);
        true
    }

    /// Adds every declaration of `other`.
    pub fn extend(&mut self, other: &TypeSet) {
        for decl in other.by_name.values().flatten() {
            self.insert(decl.clone());
        }
    }

    /// Whether nothing was recorded.
    pub fn is_empty(&self) -> bool {
        self.by_name.is_empty()
    }

    /// Every recorded type name (ambiguous ones included), sorted.
    pub fn names(&self) -> Vec<&str> {
        self.by_name.keys().map(String::as_str).collect()
    }

    /// The unambiguous declarations, sorted by name.
    pub fn declarations(&self) -> impl Iterator<Item = &TypeDecl> {
        self.by_name
            .values()
            .filter(|decls| decls.len() == 1)
            .flatten()
    }

    /// The unambiguous declaration of `name`, if any.
    pub fn get(&self, name: &str) -> Option<&TypeDecl> {
        match self.by_name.get(name).map(Vec::as_slice) {
            Some([decl]) => Some(decl),
            _ => None,
        }
    }

    /// The names declared in more than one module, sorted.
    pub fn ambiguities(&self) -> Vec<Ambiguity> {
        self.by_name
            .iter()
            .filter(|(_, decls)| decls.len() > 1)
            .map(|(name, decls)| {
                let mut modules: Vec<String> = decls.iter().map(|d| d.module.clone()).collect();
                modules.sort();
                Ambiguity {
                    name: name.clone(),
                    modules,
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::{DeclKind, Fields};

    fn unit(name: &str, module: &str) -> TypeDecl {
        TypeDecl::new(name, module, &DeclKind::Struct(Fields::Unit))
    }

    #[test]
    fn same_declaration_twice_is_inserted_once() {
        let mut set = TypeSet::new();
        assert!(set.insert(unit("A", "m")));
        assert!(!set.insert(unit("A", "m")));
        assert_eq!(set.declarations().count(), 1);
    }

    #[test]
    fn same_name_in_two_modules_is_dropped_as_ambiguous() {
        let mut set = TypeSet::new();
        set.insert(unit("Entry", "app::fs"));
        set.insert(unit("Entry", "app::db"));
        set.insert(unit("Other", "app"));
        let names: Vec<&str> = set.declarations().map(|d| d.name.as_str()).collect();
        assert_eq!(names, ["Other"]);
        assert!(set.get("Entry").is_none());
        let ambiguities = set.ambiguities();
        assert_eq!(ambiguities.len(), 1);
        assert_eq!(ambiguities[0].modules, ["app::db", "app::fs"]);
        assert!(ambiguities[0].note().contains("ambiguous"));
    }
}
