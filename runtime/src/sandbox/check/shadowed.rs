//! A variable named as a `fn` of the code and read inside a closure
//! (`let outcomes = #{}; ... |k| outcomes[k]`): Rhai reads the name there
//! as the function, a `Fn`, never the variable, so the read fails (or
//! gives a function) each time it runs.

use std::collections::{HashMap, HashSet};

use rhai::{AST, ASTNode, Expr, Stmt};

use crate::sandbox::check::findings::{Finding, Problem};
use crate::sandbox::rewrite::bodies::{Body, Owners};

/// Every read, in a closure, of a name that is both a variable the code
/// declares and a `fn` of the code; the first of each name.
pub(crate) fn closures_reading_functions(ast: &AST) -> Vec<Finding> {
    let functions: HashSet<String> = ast
        .iter_fn_def()
        .filter(|f| !f.name.starts_with("anon$"))
        .map(|f| f.name.to_string())
        .collect();
    if functions.is_empty() {
        return Vec::new();
    }
    // Each such variable with the bodies that declare it: a read in the
    // closure that declares it is of the variable; one in a closure
    // inside it, which would capture it, is of the function.
    let owners = Owners::new(ast);
    let mut declared: HashMap<String, Vec<Body>> = HashMap::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        match path.last() {
            Some(ASTNode::Stmt(Stmt::Var(var, _, pos))) if functions.contains(var.0.as_str()) => {
                declared
                    .entry(var.0.as_str().to_owned())
                    .or_default()
                    .push(owners.of(*pos));
            }
            // `for day in days.keys() { ... |r| r.day() == day ... }`: a
            // loop's names are declared too (trial 76, which counted 0
            // of every day).
            Some(ASTNode::Stmt(Stmt::For(parts, pos))) => {
                for name in std::iter::once(&parts.0).chain(parts.1.as_ref()) {
                    if functions.contains(name.name.as_str()) {
                        declared
                            .entry(name.name.as_str().to_owned())
                            .or_default()
                            .push(owners.of(*pos));
                    }
                }
            }
            _ => {}
        }
        true
    });
    if declared.is_empty() {
        return Vec::new();
    }
    let defs: Vec<_> = ast.iter_fn_def().collect();
    let mut found: Vec<(String, rhai::Position)> = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        if let Some(ASTNode::Expr(Expr::Variable(v, _, pos))) = path.last()
            && let Some(bodies) = declared.get(v.1.as_str())
            && let body @ Body::Function(i) = owners.within(path, *pos)
            && !bodies.contains(&body)
            && defs.get(i).is_some_and(|f| {
                f.name.starts_with("anon$") && !f.params.iter().any(|p| p == v.1.as_str())
            })
        {
            found.push((v.1.to_string(), *pos));
        }
        true
    });
    // The first read of each name in the code's order (the walk visits
    // the closures in the order Rhai keeps them, which is no order of the
    // code's).
    found.sort_by_key(|(_, pos)| (pos.line(), pos.position()));
    let mut told: HashSet<String> = HashSet::new();
    found
        .into_iter()
        .filter(|(name, _)| told.insert(name.clone()))
        .map(|(name, pos)| Finding {
            line: pos.line().unwrap_or(0),
            column: pos.position(),
            problem: Problem::ReadsAFunction { name },
        })
        .collect()
}
