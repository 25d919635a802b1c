//! Tools whose `execute` ends in a map that is no tool result: one with
//! neither `content` nor `structuredContent` (`#{ count: 3 }`), which fails
//! every call that reaches it. Noted by the check, since the same map could
//! be meant for a branch that never runs.

use rhai::{AST, ASTNode, Expr, Stmt};

use crate::sandbox::check::findings::{Finding, Problem};
use crate::sandbox::rewrite::bodies;

/// The keys that make a map a tool result.
const RESULT_KEYS: [&str; 2] = ["content", "structuredContent"];

/// Every tool registered with a literal spec whose `execute` closure ends
/// in a map literal without [`RESULT_KEYS`].
pub(crate) fn bare_results(ast: &AST) -> Vec<Finding> {
    let executes = executes(ast);
    if executes.is_empty() {
        return Vec::new();
    }
    bodies::last_statements(ast, bare_map)
        .into_iter()
        .filter_map(|(function, found)| {
            let function = function?;
            let (line, column, keys) = found?;
            executes.contains(&function).then_some(Finding {
                line,
                column: Some(column),
                problem: Problem::NotAResult { keys },
            })
        })
        .collect()
}

/// The names of the closures given as `execute` in `register(#{ … })`.
fn executes(ast: &AST) -> Vec<String> {
    let mut names = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        if let Some(ASTNode::Expr(Expr::MethodCall(call, _))) = path.last()
            && call.name == "register"
            && let Some(name) = call.args.first().and_then(execute_of)
        {
            names.push(name);
        }
        true
    });
    names
}

/// The closure a tool spec gives as `execute`, by its function's name.
pub(crate) fn execute_of(spec: &Expr) -> Option<String> {
    match spec {
        Expr::Map(map, _) => map
            .0
            .iter()
            .find(|(key, _)| key.name == "execute")
            .and_then(|(_, value)| closure(value)),
        Expr::DynamicConstant(value, _) => {
            let map = value.read_lock::<rhai::Map>()?;
            let execute = map.get("execute")?.read_lock::<rhai::FnPtr>()?;
            Some(execute.fn_name().to_owned())
        }
        _ => None,
    }
}

/// The function a closure expression makes. One that captures variables
/// is a block that shares them and curries the function with them.
pub(crate) fn closure(value: &Expr) -> Option<String> {
    match value {
        Expr::DynamicConstant(value, _) => {
            Some(value.read_lock::<rhai::FnPtr>()?.fn_name().to_owned())
        }
        Expr::FnCall(call, _) => call.args.first().and_then(closure),
        Expr::Stmt(block) => block.statements().iter().find_map(|stmt| match stmt {
            Stmt::FnCall(call, _) => call.args.first().and_then(closure),
            _ => None,
        }),
        _ => None,
    }
}

/// A map literal statement without [`RESULT_KEYS`]: where, and its keys.
fn bare_map(stmt: &Stmt) -> Option<(usize, usize, String)> {
    let Stmt::Expr(expr) = stmt else {
        return None;
    };
    let keys: Vec<String> = match &**expr {
        Expr::Map(map, _) => map.0.iter().map(|(key, _)| key.name.to_string()).collect(),
        Expr::DynamicConstant(value, _) => value
            .read_lock::<rhai::Map>()?
            .keys()
            .map(ToString::to_string)
            .collect(),
        _ => return None,
    };
    if keys.iter().any(|key| RESULT_KEYS.contains(&key.as_str())) {
        return None;
    }
    let (line, column) = bodies::at(expr.position())?;
    Some((line, column, keys.join(", ")))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn found(code: &str) -> Vec<(usize, String)> {
        let ast = rhai::Engine::new_raw().compile(code).unwrap();
        bare_results(&ast)
            .into_iter()
            .map(|f| (f.line, f.problem.to_string()))
            .collect()
    }

    #[test]
    fn a_tool_ending_in_a_plain_map_is_noted() {
        let got = found(
            "|ctx| {\n  let n = 3;\n  ctx.tools.register(#{ name: \"t\", execute: |args| {\n    let c = n;\n    #{ count: c }\n  } });\n}",
        );
        assert_eq!(got.len(), 1, "{got:?}");
        assert_eq!(got[0].0, 5);
        assert!(got[0].1.contains("count"), "{got:?}");
        // Without captures too, and on one line.
        assert_eq!(
            found("|ctx| ctx.tools.register(#{ name: \"t\", execute: |args| { #{ count: 3 } } })")
                .len(),
            1
        );
    }

    #[test]
    fn results_and_other_closures_are_not() {
        for code in [
            "|ctx| ctx.tools.register(#{ name: \"t\", execute: |args| { #{ content: [], isError: false } } })",
            "|ctx| ctx.tools.register(#{ name: \"t\", execute: |args| { #{ structuredContent: #{ a: 1 }, content: [] } } })",
            "|ctx| ctx.tools.register(#{ name: \"t\", execute: |args| { \"text\" } })",
            "|ctx| { let helper = |x| { #{ count: x } }; ctx.provide(\"s\", #{ f: || #{ a: 1 } }); }",
        ] {
            assert_eq!(found(code), Vec::new(), "{code}");
        }
    }
}
