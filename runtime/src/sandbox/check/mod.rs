//! The static check of plugin code, before it runs: the dot chains from
//! `ctx` checked against the catalog, and the passes it runs (`chains`,
//! with the names that stand for `ctx` or one of its members, `aliases`);
//! changes lost on a copy (`copies`), escapes Rhai leaves as written
//! (`escapes`), a tool's `execute` that ends in a map that is no result
//! (`bare`), another language's calls (`foreign`), a `filter` that
//! tests by truthiness (`predicates`), a string method that changes what
//! is read again (`receivers`), a variable read in a closure as the
//! `fn` of its name (`shadowed`); and what it finds, in
//! words that say what to write instead (`findings`).
//!
//! Imports from `size/`, `rewrite/`, `teach/` and `facade/` (the façade's
//! declarations and reserved names), of the sandbox's rooms.

pub(super) mod aliases;
pub(super) mod bare;
pub(super) mod chains;
pub(super) mod copies;
pub(super) mod escapes;
pub(super) mod findings;
mod floats;
pub(super) mod foreign;
pub(super) mod predicates;
pub(super) mod receivers;
pub(super) mod shadowed;
