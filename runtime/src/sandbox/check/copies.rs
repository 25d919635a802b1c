//! Changes that are lost because they were made to a copy.
//!
//! * `for item in items` gives each element by value, so
//!   `for item in items { if item.id == id { item.done = true; } }` changes
//!   nothing the plugin keeps: JavaScript shares objects, and a model writes
//!   this expecting `items` to change. The finding is only reported when the
//!   loop never uses the variable whole (`out.push(item)`, `return item`,
//!   `to_json(item)`), which is when the change cannot reach anything.
//! * A `fn` gets a copy of each argument: a change to a parameter
//!   (`seen[k] = true`) is lost when it returns, unless it is returned and
//!   kept (so a note, not a refusal).
//! * A `tools/post-execute` listener gets the final result to read: a
//!   change to it (`result.content = ...`) reaches no one. Rewriting a
//!   result is what `tools/pre-execute` is for.

use std::collections::{BTreeMap, BTreeSet};

use rhai::{AST, ASTNode, Expr, FnCallExpr, FnPtr, Position, Stmt};

use crate::sandbox::check::findings::{Finding, Problem};
use crate::sandbox::rewrite::bodies::{self, Body};
use crate::sandbox::teach::foreign;
use crate::tools::events::ToolEvents;

/// A `fn` that changes one of its parameters (`seen[k] = true`,
/// `planner.visiting.push(x)`): a `fn` gets a copy of each argument, so the
/// change is lost when it returns, unless the `fn` returns the value and
/// the caller keeps it (which a note cannot rule out: it is no refusal).
pub(crate) fn changed_parameters(ast: &AST) -> Vec<Finding> {
    let functions: Vec<_> = ast.iter_fn_def().collect();
    let owners = bodies::Owners::new(ast);
    let mut seen: BTreeSet<(usize, String)> = BTreeSet::new();
    let mut found = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        let changed = match path.last() {
            Some(ASTNode::Stmt(stmt @ Stmt::Assignment(assignment)))
                if matches!(assignment.1.lhs, Expr::Dot(..) | Expr::Index(..)) =>
            {
                root(&assignment.1.lhs).map(|name| (name.to_owned(), stmt.position(), false))
            }
            Some(ASTNode::Expr(chain @ Expr::Dot(..))) => {
                let mut links = Vec::new();
                bodies::flatten(chain, &mut links);
                // `players[recital.player].recitals.push(x)` is `players`
                // indexed by the chain `recital.player.recitals.push(x)` in
                // Rhai's tree: the chain starts from the key, and what it
                // changes is what is indexed (trial 109 was told `recital`
                // changed).
                let indexed = match path {
                    [.., ASTNode::Expr(Expr::Index(index, ..)), ASTNode::Expr(_)]
                        if std::ptr::eq(&index.rhs, *chain) =>
                    {
                        Some(match &index.lhs {
                            Expr::Variable(root, ..) => Some(root.1.to_string()),
                            _ => None,
                        })
                    }
                    _ => None,
                };
                match links.as_slice() {
                    // (Not through a call that makes a new value first,
                    // `path.split("/").pop()`: trial 144 was warned that
                    // `path` changed.)
                    [
                        Expr::Variable(v, ..),
                        between @ ..,
                        Expr::MethodCall(call, pos),
                    ] if foreign::CHANGING.contains(&call.name.as_str())
                        && !between.iter().any(|l| matches!(l, Expr::MethodCall(..))) =>
                    {
                        let reordered = matches!(call.name.as_str(), "sort" | "reverse");
                        match indexed {
                            Some(Some(root)) => Some((root, *pos, reordered)),
                            Some(None) => None,
                            None => Some((v.1.to_string(), *pos, reordered)),
                        }
                    }
                    _ => None,
                }
            }
            _ => None,
        };
        if let Some((name, pos, reordered)) = changed
            && let Body::Function(i) = owners.of(pos)
            && let Some(function) = functions.get(i)
            && !function.name.starts_with("anon$")
            && function.params.iter().any(|p| p.as_str() == name)
            && !returns(ast, &function.name, &name)
            // (A copy sorted and then read, `xs.sort(); xs.join(", ")`,
            // is the `fn`'s own: trial 107's `fn list(xs)` was told its
            // change was lost.)
            && !(reordered && read_after(ast, &function.name, &name, pos))
            && seen.insert((i, name.clone()))
        {
            found.push(Finding {
                line: pos.line().unwrap_or(0),
                column: pos.position(),
                problem: Problem::ChangedParameter {
                    function: function.name.to_string(),
                    param: name,
                },
            });
        }
        true
    });
    found
}

/// Whether the `fn` `function` reads `param` after `at`.
fn read_after(ast: &AST, function: &str, param: &str, at: Position) -> bool {
    let body = super::foreign::own_function(ast, function);
    let key = |p: Position| (p.line().unwrap_or(0), p.position().unwrap_or(0));
    let mut found = false;
    body.walk(&mut |path: &[ASTNode<'_>]| {
        if let Some(ASTNode::Expr(Expr::Variable(v, _, pos))) = path.last()
            && v.1.as_str() == param
            && key(*pos) > key(at)
        {
            found = true;
        }
        !found
    });
    found
}

/// Whether the `fn` `function` returns its parameter `param` (`return
/// acc;`, or `acc` as a statement of its own body, its value), so that a
/// caller can keep the changes.
fn returns(ast: &AST, function: &str, param: &str) -> bool {
    let body = super::foreign::own_function(ast, function);
    let mut found = false;
    body.walk(&mut |path: &[ASTNode<'_>]| {
        let returned = match path {
            [.., ASTNode::Stmt(Stmt::Return(Some(expr), ..))] => Some(&**expr),
            [ASTNode::Stmt(Stmt::Expr(expr))] => Some(&**expr),
            _ => None,
        };
        // (Or one of the map's or the array's items returned: `#{ value:
        // out, log: log }`, `[out, log]`.)
        let held = |e: &Expr| matches!(e, Expr::Variable(v, ..) if v.1.as_str() == param);
        found |= match returned {
            Some(Expr::Map(map, ..)) => map.0.iter().any(|(_, e)| held(e)),
            Some(Expr::Array(items, ..)) => items.iter().any(held),
            Some(e) => held(e),
            None => false,
        };
        !found
    });
    found
}

/// A variable that holds a copy of an element, and what the code does
/// with it.
struct Element {
    /// Where the copy came from, as written (`debtors[0]`).
    from: String,
    /// The changes made to the copy: the target as written, and where.
    changes: Vec<(String, Position)>,
    /// Whether the code uses the copy whole (pushes, returns, writes it
    /// back), where a change may reach something.
    used_whole: bool,
}

/// `let d = debtors[0]; d.amount -= x;`: a variable that holds a copy of
/// an array's or a map's element, changed and never used whole (nor
/// written back), so the element keeps its old value. JavaScript and
/// Python share the element. A note: reads of the copy see the change.
pub(crate) fn changed_elements(ast: &AST) -> Vec<Finding> {
    let owners = bodies::Owners::new(ast);
    let mut copies: std::collections::HashMap<(Body, String), Element> =
        std::collections::HashMap::new();
    let mut ended: Vec<((Body, String), Element)> = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        match path.last() {
            Some(ASTNode::Stmt(Stmt::Var(var, ..))) => {
                if let Expr::Index(binary, ..) = &var.1
                    && let Expr::Variable(array, ..) = &binary.lhs
                {
                    let index = match &binary.rhs {
                        Expr::IntegerConstant(n, _) => n.to_string(),
                        Expr::Variable(v, ..) => v.1.to_string(),
                        Expr::StringConstant(s, _) => format!("{s:?}"),
                        _ => "i".to_owned(),
                    };
                    let key = (owners.of(var.0.pos), var.0.name.to_string());
                    // A later copy under the same name (`let m = months[k]`
                    // in another loop) ends the one before.
                    if let Some(before) = copies.insert(
                        key.clone(),
                        Element {
                            from: format!("{}[{index}]", array.1),
                            changes: Vec::new(),
                            used_whole: false,
                        },
                    ) {
                        ended.push((key, before));
                    }
                }
            }
            Some(ASTNode::Stmt(stmt @ Stmt::Assignment(assignment))) => {
                let lhs = &assignment.1.lhs;
                if matches!(lhs, Expr::Dot(..) | Expr::Index(..))
                    && let Some(root) = root(lhs)
                    && let Some(copy) =
                        copies.get_mut(&(owners.of(stmt.position()), root.to_owned()))
                {
                    copy.changes.push((written(lhs), stmt.position()));
                }
            }
            Some(ASTNode::Expr(var @ Expr::Variable(name, _, pos))) => {
                if whole(path, var)
                    && let Some(copy) = copies.get_mut(&(owners.of(*pos), name.1.to_string()))
                {
                    copy.used_whole = true;
                }
            }
            _ => {}
        }
        true
    });
    let mut found: Vec<Finding> = copies
        .into_iter()
        .chain(ended)
        .filter(|(_, copy)| !copy.used_whole)
        .filter_map(|((_, var), copy)| {
            let (target, pos) = copy.changes.first()?.clone();
            Some(Finding {
                line: pos.line().unwrap_or(0),
                column: pos.position(),
                problem: Problem::ChangedElement {
                    target,
                    var,
                    from: copy.from,
                },
            })
        })
        .collect();
    found.sort_by_key(|f| (f.line, f.column));
    found
}

/// One `for` loop and what its body does with the loop variable.
struct Loop {
    /// The loop variable.
    var: String,
    /// The iterated variable, when the loop runs over one (`items`).
    array: Option<String>,
    /// The assignments into the loop variable: the target as written
    /// (`item.done`) and where it is.
    changes: Vec<(String, Position)>,
    /// Whether the body uses the variable as a whole value.
    used_whole: bool,
}

/// Every assignment into a `for` loop's variable (`item.done = ...`,
/// `item[k] = ...`) in a loop that never uses the variable whole.
pub(crate) fn lost_changes(ast: &AST) -> Vec<Finding> {
    // By the address of the `for` statement: the walk lends each node once.
    let mut loops: BTreeMap<usize, Loop> = BTreeMap::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        match path.last() {
            Some(ASTNode::Stmt(stmt @ Stmt::Assignment(assignment))) => {
                let lhs = &assignment.1.lhs;
                if matches!(lhs, Expr::Dot(..) | Expr::Index(..))
                    && let Some(root) = root(lhs)
                    && let Some(found) = enclosing(path, root, &mut loops)
                {
                    found.changes.push((written(lhs), stmt.position()));
                }
            }
            Some(ASTNode::Expr(var @ Expr::Variable(name, ..))) => {
                if whole(path, var)
                    && let Some(found) = enclosing(path, name.1.as_str(), &mut loops)
                {
                    found.used_whole = true;
                }
            }
            _ => {}
        }
        true
    });
    loops
        .into_values()
        .filter(|found| !found.used_whole)
        .flat_map(|found| {
            let Loop {
                var,
                array,
                changes,
                ..
            } = found;
            changes.into_iter().map(move |(target, pos)| Finding {
                line: pos.line().unwrap_or(0),
                column: pos.position(),
                problem: Problem::ChangesACopy {
                    target,
                    var: var.clone(),
                    array: array.clone(),
                },
            })
        })
        .collect()
}

/// The event whose listeners get a result they cannot change.
const POST_EXECUTE: &str = <dyn ToolEvents>::POST_EXECUTE;
/// The function Rhai wraps a closure in when it captures variables.
const CURRY: &str = "curry";

/// Every assignment into the result a `tools/post-execute` listener of
/// `ctx` (the name `apply` gives its context) receives.
pub(crate) fn lost_rewrites(ast: &AST, ctx: &str) -> Vec<Finding> {
    let mut listeners: Vec<(String, usize)> = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        if let Some(ASTNode::Expr(Expr::Dot(binary, ..))) = path.last()
            && matches!(&binary.lhs, Expr::Variable(name, ..) if name.1.as_str() == ctx)
            && let Expr::MethodCall(call, _) = &binary.rhs
            && matches!(call.name.as_str(), "on" | "once")
            && matches!(call.args.first(), Some(Expr::StringConstant(event, _)) if event.as_str() == POST_EXECUTE)
            && let Some(listener) = call.args.get(1).and_then(closure)
        {
            listeners.push(listener);
        }
        true
    });
    let mut found = Vec::new();
    for (name, captured) in listeners {
        // The closure's parameters come after the values it captures:
        // (info, result).
        let Some(result) = ast
            .iter_functions()
            .find(|f| f.name == name)
            .and_then(|f| f.params.get(captured + 1).map(|p| (*p).to_owned()))
        else {
            continue;
        };
        let body = super::foreign::own_function(ast, &name);
        body.walk(&mut |path: &[ASTNode<'_>]| {
            if let Some(ASTNode::Stmt(stmt @ Stmt::Assignment(assignment))) = path.last()
                && root(&assignment.1.lhs) == Some(result.as_str())
            {
                let pos = stmt.position();
                found.push(Finding {
                    line: pos.line().unwrap_or(0),
                    column: pos.position(),
                    problem: Problem::ReadOnlyResult {
                        target: written(&assignment.1.lhs),
                        result: result.clone(),
                    },
                });
            }
            true
        });
    }
    found
}

/// The function a closure expression names, and how many values it
/// captures.
pub(crate) fn closure(expr: &Expr) -> Option<(String, usize)> {
    match expr {
        Expr::DynamicConstant(value, _) => {
            let ptr = value.read_lock::<FnPtr>()?;
            Some((ptr.fn_name().to_owned(), ptr.curry().len()))
        }
        Expr::FnCall(call, _) if call.name.as_str() == CURRY => curried(call),
        // A capturing closure: `{ share captured; curry(f, captured) }`.
        Expr::Stmt(block) => match block.statements().last()? {
            Stmt::Expr(expr) => closure(expr),
            Stmt::FnCall(call, _) if call.name.as_str() == CURRY => curried(call),
            _ => None,
        },
        _ => None,
    }
}

fn curried(call: &FnCallExpr) -> Option<(String, usize)> {
    let (name, _) = closure(call.args.first()?)?;
    Some((name, call.args.len() - 1))
}

/// The variable a dot or index chain starts at.
fn root(expr: &Expr) -> Option<&str> {
    match expr {
        Expr::Dot(binary, ..) | Expr::Index(binary, ..) => root(&binary.lhs),
        Expr::Variable(name, ..) => Some(name.1.as_str()),
        _ => None,
    }
}

/// The innermost `for` whose body (not its iterated expression) holds the
/// last node of `path` and whose variable is `var`, registered on first
/// sight.
fn enclosing<'l>(
    path: &[ASTNode<'_>],
    var: &str,
    loops: &'l mut BTreeMap<usize, Loop>,
) -> Option<&'l mut Loop> {
    let (at, stmt, flow) = path
        .iter()
        .enumerate()
        .rev()
        .find_map(|(at, node)| match node {
            ASTNode::Stmt(stmt @ Stmt::For(flow, ..)) if flow.0.name == var => {
                Some((at, *stmt, flow))
            }
            _ => None,
        })?;
    if let Some(ASTNode::Expr(expr)) = path.get(at + 1)
        && std::ptr::eq(*expr, &flow.2.expr)
    {
        return None;
    }
    let key = std::ptr::from_ref(stmt) as usize;
    Some(loops.entry(key).or_insert_with(|| Loop {
        var: var.to_owned(),
        array: match &flow.2.expr {
            Expr::Variable(name, ..) => Some(name.1.to_string()),
            _ => None,
        },
        changes: Vec::new(),
        used_whole: false,
    }))
}

/// Whether the variable at the end of `path` is used as a whole value:
/// not the start of a dot or index chain, not the target of an assignment.
fn whole(path: &[ASTNode<'_>], var: &Expr) -> bool {
    let Some(parent) = path.len().checked_sub(2).and_then(|at| path.get(at)) else {
        return true;
    };
    match parent {
        ASTNode::Expr(Expr::Dot(binary, ..) | Expr::Index(binary, ..)) => {
            !std::ptr::eq(&binary.lhs, var)
        }
        ASTNode::Stmt(Stmt::Assignment(assignment)) => !std::ptr::eq(&assignment.1.lhs, var),
        _ => true,
    }
}

/// An assignment target as the model wrote it, indexes elided:
/// `item.done`, `item.tags[...]`.
fn written(expr: &Expr) -> String {
    match expr {
        Expr::Dot(binary, ..) => format!("{}.{}", written(&binary.lhs), written(&binary.rhs)),
        Expr::Index(binary, ..) => format!("{}[...]", written(&binary.lhs)),
        Expr::Variable(name, ..) => name.1.to_string(),
        Expr::Property(property, ..) => property.2.to_string(),
        _ => "...".to_owned(),
    }
}
