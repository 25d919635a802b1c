//! What the last statement of each function body is: the value a function,
//! a closure or the plugin's top level gives; which body a position is in
//! ([`Owners`]); and the links of a dot chain ([`flatten`]), which the
//! checks read.
//!
//! Rhai does not expose a function's body, only its span and a walk over
//! every statement. A body's top-level statements are those the walk
//! reaches with no parent, and each belongs to the innermost function whose
//! span holds it (closures lie inside other functions), or else to the top
//! level; the last of them is the one that comes last in the code.
//!
//! A closure whose body is one expression (`|a, b| a - b`) has no end to
//! its span, only a start, which is where its one statement is: that
//! statement is its body's last, never the enclosing function's (where it
//! would hide a `try` written before it).

use std::collections::HashMap;

use rhai::{AST, ASTNode, Expr, Position, Stmt};

/// A (line, column) position, ordered as the code reads.
type At = (usize, usize);

/// Whose body a statement is in.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Body {
    /// The plugin's top level.
    Top,
    /// The function at this index of `iter_fn_def`.
    Function(usize),
}

/// Which body a position of the code is in: the innermost function whose
/// span holds it, a one-expression body by where it starts, or the top
/// level. Built once per AST; each lookup is a scan of the spans.
pub(crate) struct Owners {
    spans: Vec<(usize, At, At)>,
    expressions: HashMap<At, usize>,
}

impl Owners {
    pub(crate) fn new(ast: &AST) -> Self {
        let mut spans = Vec::new();
        let mut expressions = HashMap::new();
        for (i, function) in ast.iter_fn_def().enumerate() {
            let body = &function.body;
            match (at(body.start_position()), at(body.end_position())) {
                (Some(start), Some(end)) => spans.push((i, start, end)),
                (Some(start), None) => {
                    expressions.insert(start, i);
                }
                _ => {}
            }
        }
        Self { spans, expressions }
    }

    /// The body of the node at the end of a walk's `path`, at `position`:
    /// a closure whose body is one expression (`|r| day == "a"`) has no
    /// span, but its expression is the walk's first node (trial 76's read
    /// was placed in the code around it by position alone).
    pub(crate) fn within(&self, path: &[ASTNode<'_>], position: Position) -> Body {
        if let Some(ASTNode::Stmt(first)) = path.first()
            && let Some(p) = at(first.position())
            && let Some(&i) = self.expressions.get(&p)
        {
            return Body::Function(i);
        }
        self.of(position)
    }

    /// The body `position` is in (the top level for one without a place).
    pub(crate) fn of(&self, position: Position) -> Body {
        let Some(p) = at(position) else {
            return Body::Top;
        };
        if let Some(&i) = self.expressions.get(&p) {
            return Body::Function(i);
        }
        // (The innermost: spans nest, so the one that starts last. A
        // span's size by lines, then by its columns' difference, took an
        // outer closure ending on the next line for the inner one of
        // several lines, trial 152's `execute` inside `|ctx| { ... }`.)
        self.spans
            .iter()
            .filter(|(_, start, end)| *start < p && p < *end)
            .max_by_key(|(_, start, _)| *start)
            .map_or(Body::Top, |(i, _, _)| Body::Function(*i))
    }
}

/// `read` of the last statement of every body, by the name of its
/// function (`anon$…` for a closure; `None` for the top level).
pub(crate) fn last_statements<T>(
    ast: &AST,
    mut read: impl FnMut(&Stmt) -> T,
) -> Vec<(Option<String>, T)> {
    let functions: Vec<_> = ast.iter_fn_def().collect();
    let owners = Owners::new(ast);
    // Each body's last statement so far, read.
    let mut last: HashMap<Body, (At, T)> = HashMap::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        if let [ASTNode::Stmt(stmt)] = path
            && let Some(p) = at(stmt.position())
        {
            let body = owners.of(stmt.position());
            if last.get(&body).is_none_or(|(seen, _)| *seen <= p) {
                last.insert(body, (p, read(stmt)));
            }
        }
        true
    });
    last.into_iter()
        .map(|(body, (_, value))| {
            let name = match body {
                Body::Top => None,
                Body::Function(i) => Some(functions[i].name.to_string()),
            };
            (name, value)
        })
        .collect()
}

/// The links of a dot chain, left to right.
pub(crate) fn flatten<'a>(expr: &'a Expr, links: &mut Vec<&'a Expr>) {
    match expr {
        Expr::Dot(binary, ..) => {
            flatten(&binary.lhs, links);
            flatten(&binary.rhs, links);
        }
        other => links.push(other),
    }
}

/// A position as (line, column), if it has one.
pub(crate) fn at(position: Position) -> Option<At> {
    Some((position.line()?, position.position()?))
}
