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

/// Names every native function of `engine` goes by.
pub(crate) fn native_names(engine: &rhai::Engine) -> HashSet<String> {
    engine
        .gen_fn_signatures(true)
        .iter()
        .filter_map(|signature| signature.split('(').next())
        .map(|name| name.rsplit("::").next().unwrap_or(name).trim().to_owned())
        .collect()
}

/// Where the sandbox inserted `.call` into code as written: the line and
/// the (1-based, in characters) column the insertion starts at, in the
/// written code. Messages map positions back through them, so a model sees
/// the line it wrote.
pub(crate) type Inserts = Vec<(usize, usize)>;

/// The text [`rewrite`] inserts.
const CALL: &str = ".call";

/// `source` with each call of a function value `f(x)` written `f.call(x)`,
/// and where the insertions are; `None` when there is none.
pub(crate) fn rewrite(
    source: &str,
    ast: &AST,
    natives: &HashSet<String>,
) -> Option<(String, Inserts)> {
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
    if calls.is_empty() {
        return None;
    }
    // Insert from the end so earlier positions stay valid.
    calls.sort_unstable();
    calls.dedup();
    let mut lines: Vec<String> = source.split('\n').map(str::to_owned).collect();
    let mut inserts = Vec::new();
    for (line, column, name) in calls.iter().rev() {
        let Some(text) = lines.get_mut(line - 1) else {
            continue;
        };
        let Some((at, _)) = text.char_indices().nth(column - 1) else {
            continue;
        };
        let end = at + name.len();
        if text.get(at..end) == Some(name.as_str()) && text[end..].trim_start().starts_with('(') {
            text.insert_str(end, CALL);
            inserts.push((*line, column + name.chars().count()));
        }
    }
    inserts.reverse();
    Some((lines.join("\n"), inserts))
}

/// The column in the written code of column `column` (1-based, in
/// characters) of line `line` of the rewritten code.
pub(crate) fn written_column(inserts: &[(usize, usize)], line: usize, column: usize) -> usize {
    let width = CALL.chars().count();
    let mut shift = 0;
    for &(_, at) in inserts.iter().filter(|(l, _)| *l == line) {
        // Where this insertion starts in the rewritten line.
        let start = at + shift;
        if column >= start + width {
            shift += width;
        } else if column > start {
            // Inside `.call`: point at the call.
            return at;
        }
    }
    column - shift
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::limits::Limits;
    use crate::sandbox::slots::SlotTable;

    fn rewritten(source: &str) -> Option<String> {
        rewrite_with_inserts(source).map(|(text, _)| text)
    }

    fn rewrite_with_inserts(source: &str) -> Option<(String, Inserts)> {
        let engine = crate::sandbox::engine::build(&Limits::default(), &Arc::new(SlotTable::new()));
        let ast = engine.compile(source).unwrap();
        rewrite(source, &ast, &native_names(&engine))
    }

    #[test]
    fn columns_map_back_to_the_code_as_written() {
        let written = "let f = |x| x; let y = f(1) + f(2);";
        let (running, inserts) = rewrite_with_inserts(written).unwrap();
        assert_eq!(running, "let f = |x| x; let y = f.call(1) + f.call(2);");
        assert_eq!(inserts, [(1, 25), (1, 32)]);
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
