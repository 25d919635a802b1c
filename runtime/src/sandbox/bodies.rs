//! What the last statement of each function body is: the value a function,
//! a closure or the plugin's top level gives.
//!
//! Rhai does not expose a function's body, only its span and a walk over
//! every statement. A body's top-level statements are those the walk
//! reaches with no parent, and each belongs to the innermost function whose
//! span holds it (closures lie inside other functions), or else to the top
//! level; the last of them is the one that comes last in the code.

use std::collections::HashMap;

use rhai::{AST, ASTNode, Position, Stmt};

/// A (line, column) position, ordered as the code reads.
type At = (usize, usize);

/// `read` of the last statement of every body, by the name of its
/// function (`anon$…` for a closure; `None` for the top level).
pub(crate) fn last_statements<T>(
    ast: &AST,
    mut read: impl FnMut(&Stmt) -> T,
) -> Vec<(Option<String>, T)> {
    let spans: Vec<(String, At, At)> = ast
        .iter_fn_def()
        .filter_map(|f| {
            let (start, end) = (at(f.body.start_position())?, at(f.body.end_position())?);
            Some((f.name.to_string(), start, end))
        })
        .collect();
    let owner = |p: At| {
        spans
            .iter()
            .enumerate()
            .filter(|(_, (_, start, end))| *start < p && p < *end)
            .min_by_key(|(_, (_, start, end))| (end.0 - start.0, end.1.abs_diff(start.1)))
            .map(|(i, _)| i)
    };
    // Each body's last statement so far, read.
    let mut last: HashMap<Option<usize>, (At, T)> = HashMap::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        if let [ASTNode::Stmt(stmt)] = path
            && let Some(p) = at(stmt.position())
        {
            let body = owner(p);
            if last.get(&body).is_none_or(|(seen, _)| *seen <= p) {
                last.insert(body, (p, read(stmt)));
            }
        }
        true
    });
    last.into_iter()
        .map(|(body, (_, value))| (body.map(|i| spans[i].0.clone()), value))
        .collect()
}

/// A position as (line, column), if it has one.
pub(crate) fn at(position: Position) -> Option<At> {
    Some((position.line()?, position.position()?))
}
