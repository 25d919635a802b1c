//! Function values called as functions.
//!
//! Rhai resolves `f(x)` only to functions defined with `fn` (or native
//! ones); a closure or provided function held in a variable or parameter
//! (`next` in a pre-execute listener, `let twice = |x| x * 2;`) must be
//! called as `f.call(x)`. A model writes `f(x)`, as the catalogs' own
//! examples do for `next()`. So before a mount runs, every such call of a
//! name that the code binds as a variable or parameter, and that names no
//! `fn` of the code and no native function, is rewritten to `f.call(x)`.

use std::collections::HashSet;

use rhai::{AST, ASTNode, Expr, Stmt};

use crate::sandbox::rewrite::splice::Edit;

/// Names every native function of `engine` goes by.
pub(crate) fn native_names(engine: &rhai::Engine) -> HashSet<String> {
    engine
        .gen_fn_signatures(true)
        .iter()
        .filter_map(|signature| signature.split('(').next())
        .map(|name| name.rsplit("::").next().unwrap_or(name).trim().to_owned())
        .collect()
}

/// The text inserted after a function value's name.
const CALL: &str = ".call";

/// An insertion of `.call` after each call of a function value `f(x)` in
/// `source`.
pub(crate) fn edits(source: &str, ast: &AST, natives: &HashSet<String>) -> Vec<Edit> {
    let mut bound: HashSet<String> = HashSet::new();
    let mut defined: HashSet<String> = HashSet::new();
    for function in ast.iter_functions() {
        bound.extend(function.params.iter().map(|p| (*p).to_owned()));
        if !function.name.starts_with("anon$") {
            defined.insert(function.name.to_owned());
        }
    }
    let mut calls: Vec<(usize, usize, String)> = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        match path.last() {
            Some(ASTNode::Stmt(Stmt::Var(var, ..))) => {
                bound.insert(var.0.name.to_string());
            }
            Some(
                ASTNode::Expr(Expr::FnCall(call, pos)) | ASTNode::Stmt(Stmt::FnCall(call, pos)),
            ) => {
                if call.namespace.is_empty()
                    && call.op_token.is_none()
                    && let (Some(line), Some(column)) = (pos.line(), pos.position())
                {
                    calls.push((line, column, call.name.to_string()));
                }
            }
            _ => {}
        }
        true
    });
    calls.retain(|(_, _, name)| {
        bound.contains(name) && !defined.contains(name) && !natives.contains(name)
    });
    let lines: Vec<&str> = source.split('\n').collect();
    calls
        .into_iter()
        .filter_map(|(line, column, name)| {
            let text = lines.get(line - 1)?;
            let (at, _) = text.char_indices().nth(column - 1)?;
            let end = at + name.len();
            (text.get(at..end) == Some(name.as_str()) && text[end..].trim_start().starts_with('('))
                .then(|| Edit {
                    line,
                    column: column + name.chars().count(),
                    text: CALL.into(),
                })
        })
        .collect()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::limits::Limits;
    use crate::sandbox::facade::slots::SlotTable;
    use crate::sandbox::rewrite::splice::{self, Inserts, written_column};

    fn rewritten(source: &str) -> Option<String> {
        rewrite_with_inserts(source).map(|(text, _)| text)
    }

    fn rewrite_with_inserts(source: &str) -> Option<(String, Inserts)> {
        let engine = crate::sandbox::engine::locked_down::build(
            &Limits::default(),
            &Arc::new(SlotTable::new()),
        );
        let ast = engine.compile(source).unwrap();
        splice::apply(source, edits(source, &ast, &native_names(&engine)))
    }

    #[test]
    fn columns_map_back_to_the_code_as_written() {
        let written = "let f = |x| x; let y = f(1) + f(2);";
        let (running, inserts) = rewrite_with_inserts(written).unwrap();
        assert_eq!(running, "let f = |x| x; let y = f.call(1) + f.call(2);");
        assert_eq!(inserts, [(1, 25, 5), (1, 32, 5)]);
        // Each character of the written line, found in the rewritten one.
        for (column, c) in written.chars().enumerate().map(|(i, c)| (i + 1, c)) {
            let running_column = running.char_indices().map(|(i, _)| i + 1).find(|&rc| {
                written_column(&inserts, 1, rc) == column && running.chars().nth(rc - 1) == Some(c)
            });
            assert!(running_column.is_some(), "column {column} ({c})");
        }
        // Inside an inserted `.call`: the call's column.
        assert_eq!(written_column(&inserts, 1, 27), 25);
        assert_eq!(written_column(&inserts, 2, 9), 9);
    }

    #[test]
    fn calls_of_function_values_become_call() {
        for (source, expected) in [
            (
                "|ctx| ctx.on(\"e\", |name, args, next| { next() })",
                "|ctx| ctx.on(\"e\", |name, args, next| { next.call() })",
            ),
            (
                "let twice = |x| x * 2;\n|ctx| { let n = twice(2) + twice (3); }",
                "let twice = |x| x * 2;\n|ctx| { let n = twice.call(2) + twice.call (3); }",
            ),
            ("|f, x| `${f(x)}`", "|f, x| `${f.call(x)}`"),
            (
                "|f| { let s = \"é\"; f(s) }",
                "|f| { let s = \"é\"; f.call(s) }",
            ),
        ] {
            assert_eq!(rewritten(source).as_deref(), Some(expected), "{source}");
        }
    }

    #[test]
    fn functions_and_native_names_are_left_alone() {
        for source in [
            "fn helper(x) { x }\n|ctx| { let helper = 1; helper(2) }",
            "|ctx| { let max = 3; max(1, 2) }",
            "|ctx| { let s = \"f(x)\"; s.len() }",
            "|ctx| { let f = 1; f.call(2) }",
        ] {
            assert_eq!(rewritten(source), None, "{source}");
        }
    }
}
