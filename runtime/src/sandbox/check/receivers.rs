//! A string method that changes the string it is called on as well as
//! returning the result, read as if it left it alone.
//!
//! The sandbox's `trim`, `replace` and `pad` work in place, as Rhai's do,
//! and also return the new string, so that a chain reads as it does in
//! JavaScript (`s.replace(a, b).trim()`). A JavaScript or Python reader
//! expects the string itself to stay as it was: in
//! `out.push(prefix.trim()); ... prefix + line` the later `prefix` is the
//! trimmed one. The note is given where the result is used, the
//! receiver is a variable (or one property of one, `args.text`), and the
//! next use of it in the same body reads it (a plain `x = ...` after the
//! call makes the change moot).

use std::collections::HashMap;

use rhai::{AST, ASTNode, Expr, Stmt};

use crate::sandbox::check::findings::{Finding, Problem};
use crate::sandbox::rewrite::bodies::{self, Body, flatten};
use crate::sandbox::teach::foreign;

/// A use of a receiver after a call: a read, or a plain assignment.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Use {
    Read,
    Write,
}

/// Where a receiver is used: in which body, at which place, how.
type Uses = Vec<(Body, (usize, usize), Use)>;

/// The notes of `ast`.
pub(crate) fn changed_receivers(ast: &AST) -> Vec<Finding> {
    let owners = bodies::Owners::new(ast);
    // Each call whose result is used: the receiver, the method, where.
    let mut calls: Vec<(String, String, rhai::Position)> = Vec::new();
    // Each use of a receiver (`x` or `x.p`), by name, in order of the walk.
    let mut uses: HashMap<String, Uses> = HashMap::new();
    // Each use of a variable as a whole (`ctx.emit("e", order)`), not
    // through a chain: of a property's receiver, `order.message`, a read
    // of the changed property too (trial 145's event payload).
    let mut whole: HashMap<String, Uses> = HashMap::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        let parent = path.len().checked_sub(2).and_then(|i| path.get(i));
        match path.last() {
            Some(ASTNode::Expr(chain @ Expr::Dot(..))) => {
                let mut links = Vec::new();
                flatten(chain, &mut links);
                // The whole chain only: its right-hand part is a node too.
                if let Some(ASTNode::Expr(Expr::Dot(..))) = parent {
                    return true;
                }
                // `lines[i].trim()`: the rest of the chain after an index
                // (an index with no `BREAK`), which trims the element,
                // not `i`; `m[k.trim()]` has the flag, and trims `k`.
                if let Some(ASTNode::Expr(Expr::Index(index, flags, _))) = parent
                    && !flags.contains(rhai::ASTFlags::BREAK)
                    && std::ptr::eq(&index.rhs, *chain)
                {
                    return true;
                }
                let (receiver, rest) = match links.as_slice() {
                    [Expr::Variable(v, ..), Expr::Property(p, _), rest @ ..] => {
                        (format!("{}.{}", v.1, p.2), rest)
                    }
                    [Expr::Variable(v, ..), rest @ ..] => (v.1.to_string(), rest),
                    _ => return true,
                };
                if let [Expr::MethodCall(call, pos), ..] = rest
                    && foreign::TEXT_CHANGED_AND_RETURNED.contains(&call.name.as_str())
                    && !discarded_or_kept(parent, &receiver)
                {
                    calls.push((receiver.clone(), call.name.to_string(), *pos));
                }
                let start = links.first().map_or(chain.position(), |l| l.position());
                if let Some(at) = bodies::at(start) {
                    let body = owners.of(start);
                    let root = receiver.split('.').next().unwrap_or_default().to_owned();
                    for name in [receiver, root] {
                        uses.entry(name).or_default().push((body, at, Use::Read));
                    }
                }
            }
            Some(ASTNode::Expr(Expr::Variable(v, _, pos))) => {
                let in_chain = matches!(parent, Some(ASTNode::Expr(Expr::Dot(..))));
                let written = matches!(parent, Some(ASTNode::Stmt(Stmt::Assignment(a)))
                    if !a.0.is_op_assignment()
                        && matches!(&a.1.lhs, Expr::Variable(w, _, p) if w.1 == v.1 && p == pos));
                if !in_chain && let Some(at) = bodies::at(*pos) {
                    let use_ = if written { Use::Write } else { Use::Read };
                    uses.entry(v.1.to_string())
                        .or_default()
                        .push((owners.of(*pos), at, use_));
                    whole
                        .entry(v.1.to_string())
                        .or_default()
                        .push((owners.of(*pos), at, use_));
                }
            }
            // `for t in matches`: a new `t`, as a `let` is.
            Some(ASTNode::Stmt(Stmt::For(looped, pos))) => {
                if let Some(at) = bodies::at(*pos) {
                    for var in std::iter::once(&looped.0).chain(looped.1.as_ref()) {
                        uses.entry(var.name.to_string()).or_default().push((
                            owners.of(*pos),
                            at,
                            Use::Write,
                        ));
                    }
                }
            }
            Some(ASTNode::Stmt(Stmt::Var(var, ..))) => {
                if let Some(at) = bodies::at(var.0.pos) {
                    uses.entry(var.0.name.to_string()).or_default().push((
                        owners.of(var.0.pos),
                        at,
                        Use::Write,
                    ));
                }
            }
            _ => {}
        }
        true
    });
    // The parameters of each one-expression closure (`|p| p.trim() != ""`)
    // by the line it stands on: such a body has no end to its span, so a
    // read of another closure's `p` on a later line would look like its.
    let one_expression: Vec<(usize, Vec<String>)> = ast
        .iter_fn_def()
        .filter(|f| f.body.end_position().is_none())
        .filter_map(|f| {
            let line = f.body.start_position().line()?;
            Some((line, f.params.iter().map(ToString::to_string).collect()))
        })
        .collect();
    let mut found = Vec::new();
    for (receiver, method, pos) in calls {
        let (Some(at), body) = (bodies::at(pos), owners.of(pos)) else {
            continue;
        };
        let root = receiver.split('.').next().unwrap_or_default();
        if one_expression
            .iter()
            .any(|(line, params)| *line == at.0 && params.iter().any(|p| p == root))
        {
            continue;
        }
        // (A read on the line of a one-expression closure whose parameter
        // has the receiver's name, `|t| t[0]`, is of that parameter.)
        let of_whole = receiver
            .split_once('.')
            .and_then(|(variable, _)| whole.get(variable))
            .into_iter()
            .flatten()
            .map(|u| (u, true));
        let next = uses
            .get(&receiver)
            .into_iter()
            .flatten()
            .map(|u| (u, false))
            .chain(of_whole)
            .filter(|((b, u, _), _)| *b == body && *u > at)
            .filter(|((_, u, _), _)| {
                !one_expression
                    .iter()
                    .any(|(line, params)| *line == u.0 && params.iter().any(|p| p == root))
            })
            .min_by_key(|((_, u, _), _)| *u);
        if let Some(((_, (line, _), Use::Read), whole)) = next {
            found.push(Finding {
                line: pos.line().unwrap_or(0),
                column: pos.position(),
                problem: Problem::ChangedReceiver {
                    receiver,
                    method,
                    read_at: *line,
                    whole,
                },
            });
        }
    }
    found
}

/// Whether the call's value is dropped (a statement of its own) or kept
/// in the receiver itself (`s = s.trim()`, `let s = s.trim()`), where the
/// change is what was meant.
fn discarded_or_kept(parent: Option<&ASTNode<'_>>, receiver: &str) -> bool {
    match parent {
        Some(ASTNode::Stmt(Stmt::Expr(..))) => true,
        Some(ASTNode::Stmt(Stmt::Var(var, ..))) => var.0.name == receiver,
        Some(ASTNode::Stmt(Stmt::Assignment(a))) => {
            super::foreign::target_text(&a.1.lhs) == receiver
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(code: &str) -> Vec<String> {
        let engine = rhai::Engine::new_raw();
        let ast = engine.compile(code).unwrap();
        changed_receivers(&ast)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// Trial 36: `lines[i].trim()` trims the element, not the index `i`;
    /// `m[k.trim()]` does trim `k`.
    #[test]
    fn an_element_s_trim_is_not_told_of_its_index() {
        let element =
            found("let lines = [\" a\"]; let i = 0; let line = lines[i].trim(); i += 1; i");
        assert!(
            element.iter().all(|f| !f.contains("`i.trim()`")),
            "{element:?}"
        );
        let key = found("let m = #{}; let k = \" a\"; let v = m[k.trim()]; k");
        assert!(key.iter().any(|f| f.contains("`k.trim()`")), "{key:?}");
    }

    #[test]
    fn a_trimmed_variable_read_again_is_noted_with_both_lines() {
        let got = found(
            "let prefix = \"> \";\nlet out = [];\nfor p in [1, 2] {\n    if p > 1 { out.push(prefix.trim()); }\n    out.push(prefix + \"x\");\n}",
        );
        assert_eq!(got.len(), 1, "{got:?}");
        assert!(got[0].starts_with("line 4: "), "{got:?}");
        assert!(got[0].contains("`prefix` itself"), "{got:?}");
        assert!(got[0].contains("line 5"), "{got:?}");
        assert!(
            got[0].contains("`let t = prefix;` on a line before, then `t.trim()`"),
            "{got:?}"
        );
    }

    #[test]
    fn a_replaced_property_read_again_is_noted() {
        let got = found(
            "let args = #{ title: \"A b\" };\nlet slug = args.title.replace(\" \", \"-\");\nargs.title + slug",
        );
        assert_eq!(got.len(), 1, "{got:?}");
        assert!(got[0].contains("`args.title` itself"), "{got:?}");
    }

    /// Trial 145: `order.message.replace(" ", "").len()`, then `order`
    /// passed on whole, with its message changed.
    #[test]
    fn a_replaced_property_whose_variable_is_passed_on_whole_is_noted() {
        let got = found(
            "let order = #{ message: \"A b\", tiers: 2 };\nlet letters = order.message.replace(\" \", \"\").len();\norder.price = letters;\nlet out = [order];\nout",
        );
        assert_eq!(got.len(), 1, "{got:?}");
        assert!(
            got[0].contains("`order`, read whole at line 4, holds the changed `order.message`"),
            "{got:?}"
        );
        // (A variable set anew first, or only its other properties read.)
        for code in [
            "let order = #{ message: \"A b\" };\nlet n = order.message.replace(\" \", \"\").len();\norder = #{};\norder",
            "let order = #{ message: \"A b\", tiers: 2 };\nlet n = order.message.replace(\" \", \"\").len();\norder.tiers + n",
        ] {
            assert!(found(code).is_empty(), "{code}: {:?}", found(code));
        }
    }

    #[test]
    fn a_result_that_replaces_the_variable_or_a_receiver_never_read_again_is_not() {
        for code in [
            "let s = \" a \"; s = s.trim(); s",
            "let s = \" a \"; let t = s.trim(); t",
            "let s = \" a \"; s.trim(); s",
            "let s = \" a \"; let t = s.trim(); s = \"b\"; s + t",
            "let s = \" a \"; let t = s.trim(); let s = \"b\"; s + t",
            "let xs = [\" a\"]; xs.map(|l| l.trim())",
            "let xs = [\" a\"];\nlet ys = xs.filter(|p| p.trim() != \"\");\nlet n = xs.map(|p| p.len());",
        ] {
            assert!(found(code).is_empty(), "{code}: {:?}", found(code));
        }
    }
}
