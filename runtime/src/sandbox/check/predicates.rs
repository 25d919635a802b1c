//! A `filter` whose function ends in a value that is never a bool
//! (`lines.filter(|l| l.trim())`): the truthiness of JavaScript and
//! Python, which the engine's `filter` refuses each time it runs, found
//! before it runs.

use std::collections::HashMap;

use rhai::{AST, ASTNode, Expr, Position, Stmt};

use crate::sandbox::check::bare;
use crate::sandbox::check::findings::{Finding, Problem};
use crate::sandbox::rewrite::bodies::{self, flatten};
use crate::sandbox::teach::findings;

/// Every `filter` whose closure's last statement is a call that gives no
/// bool (`l.trim()`, `t.len()`).
pub(crate) fn truthy_filters(ast: &AST) -> Vec<Finding> {
    let mut given: HashMap<String, Position> = HashMap::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        if let Some(ASTNode::Expr(Expr::MethodCall(call, pos))) = path.last()
            && call.name == "filter"
            && let [closure] = call.args.as_slice()
            && let Some(name) = bare::closure(closure)
        {
            given.insert(name, *pos);
        }
        true
    });
    if given.is_empty() {
        return Vec::new();
    }
    let params: HashMap<String, String> = ast
        .iter_fn_def()
        .filter_map(|f| Some((f.name.to_string(), f.params.last()?.to_string())))
        .collect();
    let mut found: Vec<Finding> = bodies::last_statements(ast, written)
        .into_iter()
        .filter_map(|(function, value)| {
            let function = function?;
            let pos = given.get(&function)?;
            let value = value?;
            let test = findings::meant_test(&value)?;
            Some(Finding {
                line: pos.line().unwrap_or(0),
                column: pos.position(),
                problem: Problem::NotABool {
                    param: params.get(&function)?.clone(),
                    value,
                    test,
                },
            })
        })
        .collect();
    found.sort_by_key(|f| (f.line, f.column));
    found
}

/// A statement that is a chain of a variable, its properties and method
/// calls with literal arguments, as written (`l.trim()`).
fn written(stmt: &Stmt) -> Option<String> {
    let Stmt::Expr(expr) = stmt else {
        return None;
    };
    let chain @ Expr::Dot(..) = &**expr else {
        return None;
    };
    let mut links = Vec::new();
    flatten(chain, &mut links);
    let mut out = String::new();
    for (i, link) in links.iter().enumerate() {
        match link {
            Expr::Variable(v, ..) if i == 0 => out.push_str(v.1.as_str()),
            Expr::Property(p, _) if i > 0 => {
                out.push('.');
                out.push_str(p.2.as_str());
            }
            Expr::MethodCall(call, _) if i > 0 => {
                let args: Option<Vec<String>> = call.args.iter().map(literal).collect();
                out.push_str(&format!(".{}({})", call.name, args?.join(", ")));
            }
            _ => return None,
        }
    }
    Some(out)
}

/// A literal argument as written.
fn literal(arg: &Expr) -> Option<String> {
    match arg {
        Expr::IntegerConstant(n, _) => Some(n.to_string()),
        Expr::StringConstant(s, _) => Some(format!("{s:?}")),
        Expr::Variable(v, ..) => Some(v.1.to_string()),
        _ => None,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn found(code: &str) -> Vec<(usize, String)> {
        let ast = rhai::Engine::new_raw().compile(code).unwrap();
        truthy_filters(&ast)
            .into_iter()
            .map(|f| (f.line, f.problem.to_string()))
            .collect()
    }

    #[test]
    fn a_filter_ending_in_no_bool_is_found_with_the_test_it_meant() {
        let got = found("let xs = [\" a\", \"\"];\nlet ys = xs.filter(|l| l.trim());");
        assert_eq!(got.len(), 1, "{got:?}");
        assert_eq!(got[0].0, 2);
        assert!(got[0].1.contains("`|l| l.trim() != \"\"`"), "{got:?}");
        let got = found(
            "let n = 1;\nlet ys = [[1]].filter(|t| t.len());\nys.filter(|r| r.name.sub_string(0, n))",
        );
        assert_eq!(got.len(), 2, "{got:?}");
        assert!(got[0].1.contains("`|t| t.len() > 0`"), "{got:?}");
        assert!(
            got[1].1.contains("r.name.sub_string(0, n) != \"\""),
            "{got:?}"
        );
    }

    #[test]
    fn a_filter_that_tests_is_left_alone() {
        assert!(found("[\"a\"].filter(|l| l.trim() != \"\")").is_empty());
        assert!(found("[true].filter(|t| t)").is_empty());
        assert!(found("[\"a\"].filter(|l| l.contains(\"a\"))").is_empty());
        assert!(found("[\"a\"].map(|l| l.trim())").is_empty());
    }
}
