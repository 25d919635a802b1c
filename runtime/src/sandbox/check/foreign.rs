//! Calls that fail every time they run because another language wrote
//! them, found before the code runs (the words are in `teach/foreign.rs`):
//!
//! * a JavaScript or Python method or function that no Rhai value has and
//!   the code does not define (`text.toLowerCase()`, `arr.slice(0, n)`,
//!   `parseInt(s)`): no native function goes by the name, so a call can
//!   only reach a `fn` or a map's closure of that name, and the code has
//!   neither;
//! * a function that no native function goes by, that the code does not
//!   define and that no variable of the code holds (`timestamp()`): it
//!   fails wherever it runs, and the answer names a native function with a
//!   close name;
//! * a call chained after a method that changes its value in place and
//!   returns `()` (`arr.sort(f).slice(0, n)`), or a loop over what such a
//!   method returns (`for w in words.sort()`);
//! * a method that changes a value called on a `const` of the same body
//!   (`const xs = []; xs.push(1)`), which Rhai refuses.
//!
//! Chains on `ctx` (and its aliases) are the façade's and the services':
//! the check of the catalog reads those, so only the links after the
//! first call on them are looked at here.

use std::collections::{HashMap, HashSet};

use rhai::{AST, ASTFlags, ASTNode, Expr, Position, Stmt};

use crate::sandbox::check::findings::{Finding, Problem};
use crate::sandbox::rewrite::bodies::{self, Body, flatten};
use crate::sandbox::size::writes;
use crate::sandbox::teach::foreign;

/// Functions Rhai's parser handles itself, which no signature lists.
const KEYWORD_FUNCTIONS: &[&str] = &[
    "Fn",
    "call",
    "curry",
    "is_def_var",
    "is_def_fn",
    "type_of",
    "print",
    "debug",
    "eval",
    "is_shared",
];

/// Methods after which a chained call on `()` still works.
const ON_UNIT: &[&str] = &["to_string", "to_debug", "type_of"];

/// The findings of `ast`. `is_ctx` tells the names of `ctx` and its
/// aliases; `serves` the method names a service of the catalog has;
/// `natives` the names of the engine's functions.
pub(crate) fn foreign_calls(
    ast: &AST,
    source: &str,
    is_ctx: &dyn Fn(&str) -> bool,
    serves: &dyn Fn(&str) -> bool,
    natives: &HashSet<String>,
) -> Vec<Finding> {
    let defined = defined(ast);
    let bound = bound(ast);
    let strings = strings(ast);
    let mut found = Vec::new();
    let mut add = |pos: Position, problem: Problem| {
        found.push(Finding {
            line: pos.line().unwrap_or(0),
            column: pos.position(),
            problem,
        });
    };
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        match path {
            [
                ..,
                ASTNode::Expr(Expr::Dot(..)),
                ASTNode::Expr(Expr::Dot(..)),
            ] => {}
            [.., ASTNode::Expr(chain @ Expr::Dot(..))] => {
                let mut links = Vec::new();
                flatten(chain, &mut links);
                let start = match links.first() {
                    Some(Expr::Variable(v, ..)) if is_ctx(v.1.as_str()) => links
                        .iter()
                        .position(|l| matches!(l, Expr::MethodCall(..)))
                        .map_or(links.len(), |i| i + 1),
                    _ => 1,
                };
                // A chain from `ctx` reaches a service's own `append`.
                let serves_chain = start > 1;
                for (j, link) in links.iter().enumerate().skip(start) {
                    let Expr::MethodCall(call, pos) = link else {
                        continue;
                    };
                    let name = call.name.as_str();
                    // A service's method is reached through `ctx`; off
                    // it, a shape no native function takes is still told.
                    if defined.contains(name) {
                        continue;
                    }
                    let receiver = if j == 1 {
                        match links[0] {
                            Expr::Variable(v, ..) if strings.contains(v.1.as_str()) => {
                                foreign::Arg::Str
                            }
                            first => arg_of(first),
                        }
                    } else if matches!(&links[j - 1], Expr::MethodCall(c, _) if c.name == "chars") {
                        // `s.chars().all(...)`: a stream (trial 103).
                        foreign::Arg::Stream
                    } else {
                        foreign::Arg::Other
                    };
                    let args: Vec<foreign::Arg> = std::iter::once(receiver)
                        .chain(call.args.iter().map(arg_of))
                        .collect();
                    if let Some(advice) = foreign::misused(name, &args) {
                        add(
                            *pos,
                            Problem::MisusedCall {
                                name: name.to_owned(),
                                advice,
                            },
                        );
                    } else if name == "append"
                        && matches!(args.as_slice(), [_, foreign::Arg::Array])
                        && !serves_chain
                    {
                        add(*pos, Problem::AppendsItems);
                    } else if name == "reduce"
                        && matches!(args.as_slice(), [_, foreign::Arg::Closure])
                        && !serves_chain
                    {
                        add(*pos, Problem::ReducesFromUnit);
                    } else if !serves(name)
                        && let Some(rhai) = foreign::method(name)
                    {
                        add(
                            *pos,
                            Problem::ForeignCall {
                                name: name.to_owned(),
                                rhai,
                                method: true,
                            },
                        );
                    } else if !serves(name)
                        && !natives.contains(name)
                        && !KEYWORD_FUNCTIONS.contains(&name)
                        && !name.starts_with("cordis_")
                    {
                        add(
                            *pos,
                            Problem::NoSuchMethod {
                                name: name.to_owned(),
                                nearest: nearest(name, natives),
                            },
                        );
                    } else if !serves(name)
                        && foreign::IN_PLACE.contains(&name)
                        && let Some(next) = links.get(j + 1).and_then(|l| link_name(l))
                        && !ON_UNIT.contains(&next)
                    {
                        add(
                            *pos,
                            Problem::AfterInPlace {
                                method: name.to_owned(),
                                next: next.to_owned(),
                            },
                        );
                    }
                }
            }
            [
                ..,
                ASTNode::Expr(Expr::FnCall(call, pos)) | ASTNode::Stmt(Stmt::FnCall(call, pos)),
            ] if call.namespace.is_empty()
                && !defined.contains(call.name.as_str())
                && !(serves(call.name.as_str()) && handle_first(call)) =>
            {
                let args: Vec<foreign::Arg> = call.args.iter().map(arg_of).collect();
                if let Some(advice) = foreign::misused(call.name.as_str(), &args) {
                    add(
                        *pos,
                        Problem::MisusedCall {
                            name: call.name.to_string(),
                            advice,
                        },
                    );
                } else if let Some(rhai) = foreign::function(call.name.as_str()) {
                    add(
                        *pos,
                        Problem::ForeignCall {
                            name: call.name.to_string(),
                            rhai,
                            method: false,
                        },
                    );
                } else if unknown(call, natives, &bound) {
                    let name = call.name.as_str();
                    add(
                        *pos,
                        Problem::UnknownFunction {
                            name: name.to_owned(),
                            nearest: nearest(name, natives),
                        },
                    );
                }
            }
            _ => {}
        }
        true
    });
    found.extend(changed_constants(ast, source));
    found.extend(empty_blocks(ast, source));
    found.extend(loops_over_in_place(ast));
    found.extend(kept_from_in_place(ast, is_ctx));
    found.extend(shared_in_chains(ast, is_ctx));
    found.extend(this_in_closures(ast));
    found.extend(lengths(ast));
    found.extend(constant_closures(ast));
    found.extend(shadowed_closures(ast, natives));
    found.extend(wrong_counts(ast, source, natives));
    found.extend(switches_on_chars(ast, source));
    found
}

/// `for c in s.chars() { switch c { "h" => ... } }`: a character never
/// matches a string's case, so every one goes to `_` (or nowhere).
fn switches_on_chars(ast: &AST, source: &str) -> Vec<Finding> {
    let mut chars: HashSet<String> = HashSet::new();
    let mut found = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        match path.last() {
            Some(ASTNode::Stmt(Stmt::For(flow, _))) => {
                if let chain @ Expr::Dot(..) = &flow.2.expr {
                    let mut links = Vec::new();
                    flatten(chain, &mut links);
                    if let [.., Expr::MethodCall(call, _)] = links.as_slice()
                        && matches!(call.name.as_str(), "chars" | "to_chars")
                    {
                        chars.insert(flow.0.name.to_string());
                    }
                }
            }
            Some(ASTNode::Stmt(Stmt::Switch(switch, pos))) => {
                if let Expr::Variable(v, ..) = &switch.0
                    && chars.contains(v.1.as_str())
                    && let Some(case) = one_char_case(source, *pos)
                {
                    found.push(Finding {
                        line: pos.line().unwrap_or(0),
                        column: pos.position(),
                        problem: Problem::SwitchOnChar {
                            var: v.1.to_string(),
                            case,
                        },
                    });
                }
            }
            _ => {}
        }
        true
    });
    found
}

/// The first case of the `switch` at `pos` of `source` that is a string
/// of one character (`"h" =>`), as written.
fn one_char_case(source: &str, pos: Position) -> Option<String> {
    let line = pos.line()?;
    let start: usize = source
        .split_inclusive('\n')
        .take(line - 1)
        .map(str::len)
        .sum::<usize>()
        + source
            .lines()
            .nth(line - 1)?
            .chars()
            .take(pos.position()?.saturating_sub(1))
            .map(char::len_utf8)
            .sum::<usize>();
    let text = source.get(start..)?;
    let open = text.find('{')?;
    let chars: Vec<char> = text[open + 1..].chars().collect();
    let mut depth = 0usize;
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '{' | '[' | '(' => depth += 1,
            '}' | ']' | ')' if depth == 0 => return None,
            '}' | ']' | ')' => depth -= 1,
            '"' => {
                let begin = i + 1;
                i = begin;
                while i < chars.len() && chars[i] != '"' {
                    i += if chars[i] == '\\' { 2 } else { 1 };
                }
                let literal: String = chars.get(begin..i)?.iter().collect();
                let rest: String = chars.get(i + 1..)?.iter().take(8).collect();
                if depth == 0 && literal.chars().count() == 1 && rest.trim_start().starts_with("=>")
                {
                    return Some(literal);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// `for w in words.sort() { ... }`: a loop over the `()` a method that
/// changes its value in place returns, which fails every time it runs.
fn loops_over_in_place(ast: &AST) -> Vec<Finding> {
    let mut found = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        if let Some(ASTNode::Stmt(Stmt::For(flow, _))) = path.last()
            && let chain @ Expr::Dot(..) = &flow.2.expr
        {
            let mut links = Vec::new();
            flatten(chain, &mut links);
            if let [.., Expr::MethodCall(call, pos)] = links.as_slice()
                && foreign::IN_PLACE.contains(&call.name.as_str())
            {
                let receiver = match links.as_slice() {
                    [Expr::Variable(v, ..), _] => Some(v.1.to_string()),
                    _ => None,
                };
                found.push(Finding {
                    line: pos.line().unwrap_or(0),
                    column: pos.position(),
                    problem: Problem::LoopOverInPlace {
                        method: call.name.to_string(),
                        receiver,
                        var: flow.0.name.to_string(),
                    },
                });
            }
        }
        true
    });
    found
}

/// `let sorted = xs.sort(f);` or `this.rows = xs.sort(f);`: the `()` a
/// method that changes its array in place returns, kept.
fn kept_from_in_place(ast: &AST, is_ctx: &dyn Fn(&str) -> bool) -> Vec<Finding> {
    let mut found = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        let kept = match path.last() {
            Some(ASTNode::Stmt(Stmt::Var(var, ..))) => Some((var.0.name.to_string(), &var.1)),
            Some(ASTNode::Stmt(Stmt::Assignment(assign))) if assign.0.is_op_assignment() => None,
            Some(ASTNode::Stmt(Stmt::Assignment(assign))) => {
                Some((target_text(&assign.1.lhs), unmarked(&assign.1.rhs)))
            }
            _ => None,
        };
        if let Some((target, chain @ Expr::Dot(..))) = kept {
            let mut links = Vec::new();
            flatten(chain, &mut links);
            // A service's method of the same name (`ctx.notes.append`)
            // returns what its provider does.
            let on_ctx =
                matches!(links.first(), Some(Expr::Variable(v, ..)) if is_ctx(v.1.as_str()));
            if let [.., Expr::MethodCall(call, pos)] = links.as_slice()
                && foreign::IN_PLACE.contains(&call.name.as_str())
                && !on_ctx
            {
                found.push(Finding {
                    line: pos.line().unwrap_or(0),
                    column: pos.position(),
                    problem: Problem::KeptFromInPlace {
                        method: call.name.to_string(),
                        target,
                    },
                });
            }
        }
        true
    });
    found
}

/// `xs.map(|x| this.rate * x)` in a `fn` called on a map: a closure given
/// to a call has no `this` (Rhai binds it only in a function called as a
/// method), so every read of it fails.
fn this_in_closures(ast: &AST) -> Vec<Finding> {
    // The closures given as an argument to a call.
    let mut passed: Vec<String> = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        let args = match path.last() {
            Some(ASTNode::Expr(Expr::MethodCall(call, _) | Expr::FnCall(call, _))) => &call.args,
            Some(ASTNode::Stmt(Stmt::FnCall(call, _))) => &call.args,
            _ => return true,
        };
        for name in args.iter().filter_map(closure_name) {
            if !passed.contains(&name) {
                passed.push(name);
            }
        }
        true
    });
    let mut found = Vec::new();
    for name in passed {
        // The closure's own body (a closure inside it is a function of
        // its own, not in this one).
        let body = own_function(ast, &name);
        let mut at = None;
        body.walk(&mut |path: &[ASTNode<'_>]| {
            if let Some(ASTNode::Expr(Expr::ThisPtr(pos))) = path.last() {
                at = at.or(Some(*pos));
            }
            at.is_none()
        });
        if let Some(pos) = at {
            found.push(Finding {
                line: pos.line().unwrap_or(0),
                column: pos.position(),
                problem: Problem::ThisInClosure,
            });
        }
    }
    found
}

/// An AST of the one script function `name` of `ast`, to walk its body
/// alone. (`clone_functions_only_filtered` keeps every function when it
/// fills an empty module, so the filter is applied by `retain_functions`.)
pub(crate) fn own_function(ast: &AST, name: &str) -> AST {
    let mut body = ast.clone_functions_only();
    body.retain_functions(|_, _, f, _| f == name);
    body
}

/// `args.items.length`: JavaScript's property, which no Rhai value has
/// (a note: a map may hold a key `length` the code does not write).
fn lengths(ast: &AST) -> Vec<Finding> {
    // The keys the code's maps are written with.
    let mut keys: HashSet<String> = HashSet::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        match path.last() {
            Some(ASTNode::Expr(Expr::Map(map, _))) => {
                keys.extend(map.0.iter().map(|(key, _)| key.name.to_string()));
            }
            Some(ASTNode::Expr(Expr::DynamicConstant(value, _))) => keys_of(value, &mut keys),
            _ => {}
        }
        true
    });
    if keys.contains("length") {
        return Vec::new();
    }
    let mut found = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        if let Some(ASTNode::Expr(Expr::Dot(binary, ..))) = path.last()
            && let Expr::Property(property, pos) = &binary.rhs
            && property.2 == "length"
        {
            found.push(Finding {
                line: pos.line().unwrap_or(0),
                column: pos.position(),
                problem: Problem::JsLength,
            });
        }
        true
    });
    found
}

/// The script function a closure argument calls (`anon$...`), if the
/// argument is a closure.
fn closure_name(arg: &Expr) -> Option<String> {
    match arg {
        Expr::DynamicConstant(value, _) => value
            .read_lock::<rhai::FnPtr>()
            .map(|f| f.fn_name().to_owned()),
        _ => curried(arg)?.args.first().and_then(closure_name),
    }
}

/// The `curry(Fn("anon$..."), captured...)` call a closure with captures
/// is written as: alone, or last in the block that first shares them.
fn curried(arg: &Expr) -> Option<&rhai::FnCallExpr> {
    match arg {
        Expr::FnCall(call, _) if call.name == "curry" => Some(call),
        Expr::Stmt(block) => block.iter().find_map(|stmt| match stmt {
            Stmt::FnCall(call, _) if call.name == "curry" => Some(&**call),
            Stmt::Expr(expr) => curried(expr),
            _ => None,
        }),
        _ => None,
    }
}

/// `m.keys().map(|k| m[k])`: a closure given to a method of a chain that
/// captures the variable the chain starts from. Rhai holds that variable
/// while the chain runs, and refuses the closure's share of it.
fn shared_in_chains(ast: &AST, is_ctx: &dyn Fn(&str) -> bool) -> Vec<Finding> {
    let mut found = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        if let [.., ASTNode::Expr(chain @ Expr::Dot(..))] = path
            && !matches!(
                path,
                [
                    ..,
                    ASTNode::Expr(Expr::Dot(..)),
                    ASTNode::Expr(Expr::Dot(..))
                ]
            )
        {
            let mut links = Vec::new();
            flatten(chain, &mut links);
            let text = |l: &Expr| match l {
                Expr::Variable(v, ..) => v.1.to_string(),
                Expr::MethodCall(c, _) if c.args.is_empty() => format!("{}()", c.name),
                Expr::MethodCall(c, _) => format!("{}(...)", c.name),
                other => link_name(other).unwrap_or("...").to_owned(),
            };
            // `groups[k].reduce(...)` is `groups` indexed by the chain
            // `k.reduce(...)` in Rhai's tree: the chain starts from
            // `groups`, and a closure may read the key (trial 84's was
            // refused as a race it is not). Deeper nestings are left.
            let indexed = match path {
                [.., ASTNode::Expr(Expr::Index(index, ..)), ASTNode::Expr(_)]
                    if std::ptr::eq(&index.rhs, *chain) =>
                {
                    match &index.lhs {
                        Expr::Variable(root, ..) => Some(root.1.as_str()),
                        _ => return true,
                    }
                }
                _ => None,
            };
            let (var, prefix) = match (indexed, links.first()) {
                (Some(root), Some(key)) => (root, format!("{root}[{}]", text(key))),
                (None, Some(Expr::Variable(root, ..))) => (root.1.as_str(), root.1.to_string()),
                _ => return true,
            };
            if is_ctx(var) {
                return true;
            }
            for (j, link) in links.iter().enumerate().skip(1) {
                let Expr::MethodCall(call, pos) = link else {
                    continue;
                };
                if call.args.iter().any(|arg| captures(arg, var)) {
                    let before = std::iter::once(prefix.clone())
                        .chain(links[1..j].iter().map(|l| text(l)))
                        .collect::<Vec<_>>()
                        .join(".")
                        .replace(".[...]", "[...]");
                    let held = match links[j - 1] {
                        _ if indexed.is_some() && j == 1 => "part",
                        Expr::Variable(..) => "copy",
                        Expr::MethodCall(c, _) if c.name == "keys" => "ks",
                        Expr::MethodCall(c, _) if c.name == "values" => "vs",
                        _ => "part",
                    };
                    found.push(Finding {
                        line: pos.line().unwrap_or(0),
                        column: pos.position(),
                        problem: Problem::SharedInChain {
                            var: var.to_owned(),
                            method: call.name.to_string(),
                            before,
                            held: held.to_owned(),
                        },
                    });
                    break;
                }
            }
        }
        true
    });
    found
}

/// Whether `arg` is a closure that captures `var`: Rhai curries each
/// captured variable onto the closure's function pointer, in a block
/// that first shares them.
fn captures(arg: &Expr, var: &str) -> bool {
    curried(arg).is_some_and(|call| {
        call.args
            .iter()
            .skip(1)
            .any(|a| matches!(a, Expr::Variable(v, ..) if v.1.as_str() == var))
    })
}

/// `const money = |n| ...;`: Rhai cannot call a closure held in a
/// constant from inside another closure or a `fn` ("Function not found"),
/// and a plugin's code runs inside closures.
fn constant_closures(ast: &AST) -> Vec<Finding> {
    let mut found = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        if let Some(ASTNode::Stmt(Stmt::Var(var, flags, _))) = path.last()
            && flags.intersects(ASTFlags::CONSTANT)
            && super::bare::closure(&var.1).is_some()
        {
            found.push(Finding {
                line: var.0.pos.line().unwrap_or(0),
                column: var.0.pos.position(),
                problem: Problem::ConstantClosure {
                    name: var.0.name.to_string(),
                },
            });
        }
        true
    });
    found
}

/// `let pad = |n| ...; pad(m)`: a call by the name of a native function
/// (`pad`) reaches that function, never the closure the variable holds.
fn shadowed_closures(ast: &AST, natives: &HashSet<String>) -> Vec<Finding> {
    let mut closures: HashSet<String> = HashSet::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        if let Some(ASTNode::Stmt(Stmt::Var(var, ..))) = path.last()
            && natives.contains(var.0.name.as_str())
            && super::bare::closure(&var.1).is_some()
        {
            closures.insert(var.0.name.to_string());
        }
        true
    });
    let mut found = Vec::new();
    if closures.is_empty() {
        return found;
    }
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        let call = match path.last() {
            Some(ASTNode::Expr(Expr::FnCall(call, pos))) => Some((call, *pos)),
            Some(ASTNode::Stmt(Stmt::FnCall(call, pos))) => Some((call, *pos)),
            _ => None,
        };
        if let Some((call, pos)) = call
            && !call.is_qualified()
            && closures.contains(call.name.as_str())
        {
            found.push(Finding {
                line: pos.line().unwrap_or(0),
                column: pos.position(),
                problem: Problem::ShadowedClosure {
                    name: call.name.to_string(),
                },
            });
        }
        true
    });
    found
}

/// `fn bar(name, n, width)` or `let bar = |name, n, width| ...` called
/// with another count of arguments: Rhai has no default values, so the
/// call fails every time (a `fn` of each count the code calls is fine).
fn wrong_counts(ast: &AST, source: &str, natives: &HashSet<String>) -> Vec<Finding> {
    let mut takes: HashMap<String, Vec<usize>> = HashMap::new();
    for function in ast.iter_fn_def().filter(|f| !f.name.starts_with("anon$")) {
        takes
            .entry(function.name.to_string())
            .or_default()
            .push(function.params.len());
    }
    // A closure's own parameters, as written after its `let`: its
    // function's also hold what it captures.
    let mut closures: HashMap<String, Vec<usize>> = HashMap::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        if let Some(ASTNode::Stmt(Stmt::Var(var, ..))) = path.last()
            && super::bare::closure(&var.1).is_some()
            && let Some(count) = written_params(source, var.0.pos)
        {
            // A name bound to closures of two counts is left alone.
            let counts = closures.entry(var.0.name.to_string()).or_default();
            if !counts.contains(&count) {
                counts.push(count);
            }
        }
        true
    });
    let mut found = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        // `bar(a, b)`, or `bar.call(a, b)` as the code is run (a closure's
        // call is rewritten so).
        let (name, given, pos) = match path.last() {
            Some(
                ASTNode::Expr(Expr::FnCall(call, pos)) | ASTNode::Stmt(Stmt::FnCall(call, pos)),
            ) if !call.is_qualified() => (call.name.as_str(), call.args.len(), *pos),
            Some(ASTNode::Expr(Expr::Dot(binary, ..))) => match (&binary.lhs, &binary.rhs) {
                (Expr::Variable(v, ..), Expr::MethodCall(call, pos)) if call.name == "call" => {
                    (v.1.as_str(), call.args.len(), *pos)
                }
                _ => return true,
            },
            _ => return true,
        };
        if natives.contains(name) {
            return true;
        }
        let expected = match (takes.get(name), closures.get(name)) {
            (Some(counts), _) if !counts.contains(&given) => Some(counts[0]),
            (None, Some(counts)) if counts.len() == 1 && counts[0] != given => Some(counts[0]),
            _ => None,
        };
        if let Some(takes) = expected {
            found.push(Finding {
                line: pos.line().unwrap_or(0),
                column: pos.position(),
                problem: Problem::WrongCount {
                    name: name.to_owned(),
                    takes,
                    given,
                },
            });
        }
        true
    });
    found
}

/// How many parameters the closure written after the name at `pos` takes
/// (`let bar = |name, n| ...` is 2, `let f = || ...` 0).
fn written_params(source: &str, pos: Position) -> Option<usize> {
    let line = source.lines().nth(pos.line()?.checked_sub(1)?)?;
    let after: String = line.chars().skip(pos.position()?.checked_sub(1)?).collect();
    let value = after.split_once('=')?.1.trim_start();
    if value.starts_with("||") {
        return Some(0);
    }
    let params = value.strip_prefix('|')?.split_once('|')?.0;
    Some(params.split(',').filter(|p| !p.trim().is_empty()).count())
}

/// The value of an assignment as written: the write accounting's marker
/// (`R.cordis_held(...) | value`, see `rewrite/assigns.rs`) taken off.
fn unmarked(rhs: &Expr) -> &Expr {
    match rhs {
        Expr::FnCall(call, _) if call.name == "|" => match call.args.as_slice() {
            [marker @ Expr::Dot(..), value] => {
                let mut links = Vec::new();
                flatten(marker, &mut links);
                match links.last() {
                    Some(Expr::MethodCall(held, _)) if held.name == writes::HELD => value,
                    _ => rhs,
                }
            }
            _ => rhs,
        },
        _ => rhs,
    }
}

/// `let counts = {};`: an empty block, whose value is `()` (Rhai folds it
/// into `()`, so the source tells it from a `()` written as such).
fn empty_blocks(ast: &AST, source: &str) -> Vec<Finding> {
    let mut found = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        let unit = match path.last() {
            Some(ASTNode::Stmt(Stmt::Var(var, ..))) => match &var.1 {
                Expr::Unit(pos) => Some((var, *pos)),
                Expr::Stmt(block) if block.is_empty() => Some((var, block.position())),
                _ => None,
            },
            _ => None,
        };
        if let Some((var, pos)) = unit
            && let (Some(line), Some(column)) = (pos.line(), pos.position())
            && source
                .lines()
                .nth(line - 1)
                .and_then(|l| l.chars().nth(column - 1))
                == Some('{')
        {
            found.push(Finding {
                line,
                column: Some(column),
                problem: Problem::EmptyBlock {
                    name: var.0.name.to_string(),
                },
            });
        }
        true
    });
    found
}

/// The variable assigned into by the assignment whose operator is at
/// `pos` of `source` (`m` of `m["a"] += 1`), or `it`.
fn assigned_at(source: &str, pos: Position) -> String {
    let (Some(line), Some(column)) = (pos.line(), pos.position()) else {
        return "it".to_owned();
    };
    let text: Vec<char> = source
        .lines()
        .nth(line - 1)
        .unwrap_or_default()
        .chars()
        .take(column - 1)
        .collect();
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let mut i = text.len();
    while i > 0 && matches!(text[i - 1], ' ' | '+' | '-' | '*' | '/') {
        i -= 1;
    }
    // Back over indexes and properties to the name they start at.
    loop {
        if i > 0 && text[i - 1] == ']' {
            let mut depth = 0usize;
            while i > 0 {
                i -= 1;
                match text[i] {
                    ']' => depth += 1,
                    '[' => {
                        depth = depth.saturating_sub(1);
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
            }
            continue;
        }
        let end = i;
        while i > 0 && word(text[i - 1]) {
            i -= 1;
        }
        if i < end && i > 0 && text[i - 1] == '.' {
            i -= 1;
            continue;
        }
        return if i < end {
            text[i..end].iter().collect()
        } else {
            "it".to_owned()
        };
    }
}

/// The names the code gives functions, map keys and properties: a call of
/// one may reach what the code defines.
fn defined(ast: &AST) -> HashSet<String> {
    let mut names: HashSet<String> = ast.iter_functions().map(|f| f.name.to_owned()).collect();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        match path.last() {
            Some(ASTNode::Expr(Expr::Map(map, _))) => {
                names.extend(map.0.iter().map(|(key, _)| key.name.to_string()));
                names.extend(map.1.keys().map(ToString::to_string));
            }
            Some(ASTNode::Expr(Expr::Property(property, _))) => {
                names.insert(property.2.to_string());
            }
            // A map of constants, which Rhai folds into one value.
            Some(ASTNode::Expr(Expr::DynamicConstant(value, _))) => keys_of(value, &mut names),
            _ => {}
        }
        true
    });
    names
}

/// The keys of the maps in `value`, however deep.
fn keys_of(value: &rhai::Dynamic, names: &mut HashSet<String>) {
    if let Some(map) = value.read_lock::<rhai::Map>() {
        for (key, inner) in map.iter() {
            names.insert(key.to_string());
            keys_of(inner, names);
        }
    } else if let Some(items) = value.read_lock::<rhai::Array>() {
        for inner in items.iter() {
            keys_of(inner, names);
        }
    }
}

/// The names the code gives variables and parameters: a call of one is a
/// call of the function value it holds.
fn bound(ast: &AST) -> HashSet<String> {
    let mut names: HashSet<String> = ast
        .iter_functions()
        .flat_map(|f| f.params.iter().map(|p| (*p).to_owned()).collect::<Vec<_>>())
        .collect();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        match path.last() {
            Some(ASTNode::Stmt(Stmt::Var(var, ..))) => {
                names.insert(var.0.name.to_string());
            }
            Some(ASTNode::Stmt(Stmt::For(parts, _))) => {
                names.insert(parts.0.name.to_string());
                if let Some(counter) = &parts.1 {
                    names.insert(counter.name.to_string());
                }
            }
            Some(ASTNode::Stmt(Stmt::TryCatch(block, _))) => {
                if let Expr::Variable(v, ..) = &block.expr {
                    names.insert(v.1.to_string());
                }
            }
            _ => {}
        }
        true
    });
    names
}

/// Whether `call` (a function call, no receiver) can reach no function:
/// no native function has its name, and no variable holds a function
/// value of that name. (The code's own functions are looked at first.)
/// Whether a call's first argument may be a service's handle, a name or
/// a path (`list(fs, dir)` is `fs.list(dir)` in Rhai): a call of a
/// service's method name on anything else (`list(xs.filter(f))`, trial
/// 121's Python) is no service call, and is checked as a function.
fn handle_first(call: &rhai::FnCallExpr) -> bool {
    fn path(e: &Expr) -> bool {
        match e {
            Expr::Variable(..) | Expr::Property(..) => true,
            Expr::Dot(x, ..) => path(&x.lhs) && path(&x.rhs),
            _ => false,
        }
    }
    call.args.first().is_some_and(path)
}

fn unknown(call: &rhai::FnCallExpr, natives: &HashSet<String>, bound: &HashSet<String>) -> bool {
    let name = call.name.as_str();
    call.op_token.is_none()
        && name
            .chars()
            .next()
            .is_some_and(|c| c.is_alphabetic() || c == '_')
        && !name.starts_with("cordis_")
        && !name.starts_with("__")
        && !natives.contains(name)
        && !bound.contains(name)
        && !KEYWORD_FUNCTIONS.contains(&name)
}

/// A native function whose name is one edit from `name` (a likely typo:
/// `to_uper`, `substring`); further ones are other ideas, not typos.
fn nearest(name: &str, natives: &HashSet<String>) -> Option<String> {
    let mut names: Vec<&str> = natives
        .iter()
        .map(String::as_str)
        .filter(|n| n.starts_with(char::is_alphabetic))
        .collect();
    names.sort_unstable();
    crate::similar::closest(name, names, 1)
}

/// What the argument `expr` is, as far as the code tells.
fn arg_of(expr: &Expr) -> foreign::Arg {
    use foreign::Arg;
    match expr {
        Expr::Array(..) => Arg::Array,
        Expr::Map(..) => Arg::Map,
        Expr::StringConstant(..) | Expr::InterpolatedString(..) | Expr::CharConstant(..) => {
            Arg::Str
        }
        Expr::IntegerConstant(..) | Expr::FloatConstant(..) | Expr::BoolConstant(..) => Arg::Scalar,
        // A closure with captures is curried onto its function pointer.
        Expr::FnCall(call, _) if call.name == "curry" => {
            call.args.first().map_or(Arg::Other, arg_of)
        }
        Expr::DynamicConstant(value, _) => {
            if value.is_fnptr() {
                Arg::Closure
            } else if value.is_array() {
                Arg::Array
            } else if value.is_map() {
                Arg::Map
            } else if value.is_string() || value.is_char() {
                Arg::Str
            } else if value.is_int() || value.is_float() || value.is_bool() {
                Arg::Scalar
            } else {
                Arg::Other
            }
        }
        _ => Arg::Other,
    }
}

/// The variables the code gives a string (`let cur = "";`, `cur = "a"`):
/// a string's methods are not an array's (`cur.append("'")` adds text).
fn strings(ast: &AST) -> HashSet<String> {
    let mut out = HashSet::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        let (name, value) = match path.last() {
            Some(ASTNode::Stmt(Stmt::Var(var, ..))) => (var.0.name.as_str(), &var.1),
            Some(ASTNode::Stmt(Stmt::Assignment(a))) => match &a.1.lhs {
                Expr::Variable(v, ..) => (v.1.as_str(), &a.1.rhs),
                _ => return true,
            },
            _ => return true,
        };
        if arg_of(value) == foreign::Arg::Str {
            out.insert(name.to_owned());
        }
        true
    });
    out
}

/// An assignment's target as written, its links joined by `.`
/// (`this.rows`, `args.title`).
pub(crate) fn target_text(lhs: &Expr) -> String {
    let mut links = Vec::new();
    flatten(lhs, &mut links);
    links
        .iter()
        .map(|l| match l {
            Expr::Variable(v, ..) => v.1.to_string(),
            Expr::ThisPtr(..) => "this".to_owned(),
            other => link_name(other).unwrap_or("...").to_owned(),
        })
        .collect::<Vec<_>>()
        .join(".")
}

/// The name a link reads or calls.
fn link_name(link: &Expr) -> Option<&str> {
    match link {
        Expr::MethodCall(call, _) => Some(call.name.as_str()),
        Expr::Property(property, _) => Some(property.2.as_str()),
        Expr::Index(..) => Some("[...]"),
        _ => None,
    }
}

/// What one body declares and changes.
#[derive(Default)]
struct Seen {
    constants: HashSet<String>,
    variables: HashSet<String>,
    /// The variable changed, how, and where.
    calls: Vec<(String, String, Position)>,
}

/// A changing method called on a `const` of the same body (the top level,
/// a `fn` or a closure), where no `let` of the same name shadows it.
fn changed_constants(ast: &AST, source: &str) -> Vec<Finding> {
    // One walk; what it sees is kept by the body it is in. (An AST of one
    // function each would walk every function once per function.)
    let owners = bodies::Owners::new(ast);
    let mut seen: HashMap<Body, Seen> = HashMap::new();
    let mut found = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        match path.last() {
            Some(ASTNode::Stmt(Stmt::Var(var, flags, _))) => {
                let name = var.0.name.to_string();
                let body = seen.entry(owners.of(var.0.pos)).or_default();
                if flags.intersects(ASTFlags::CONSTANT) {
                    body.constants.insert(name);
                } else {
                    body.variables.insert(name);
                }
            }
            Some(ASTNode::Expr(dot @ Expr::Dot(binary, ..))) => {
                // `groups[key].push(item)` is `groups[Dot(key, push)]` in
                // Rhai's chain: the rest of a chain, not a call on `key`.
                let rest_of_chain = matches!(
                    path.len().checked_sub(2).map(|k| &path[k]),
                    Some(ASTNode::Expr(Expr::Index(outer, ..) | Expr::Dot(outer, ..)))
                        if std::ptr::eq(&outer.rhs, *dot)
                );
                if let (Expr::Variable(v, ..), Expr::MethodCall(call, pos)) =
                    (&binary.lhs, &binary.rhs)
                    && !rest_of_chain
                    && foreign::CHANGING.contains(&call.name.as_str())
                {
                    let body = seen.entry(owners.of(*pos)).or_default();
                    body.calls
                        .push((v.1.to_string(), format!(".{}(...)", call.name), *pos));
                }
            }
            // Into a constant: `m[k] = v` on a `const m`, or an
            // assignment Rhai has folded into one to a constant value
            // (which it would fail on when it runs).
            Some(ASTNode::Stmt(stmt @ Stmt::Assignment(assignment))) => {
                let mut target = &assignment.1.lhs;
                while let Expr::Dot(binary, ..) | Expr::Index(binary, ..) = target {
                    target = &binary.lhs;
                }
                match target {
                    Expr::Variable(v, ..) if !std::ptr::eq(target, &assignment.1.lhs) => {
                        let name = v.1.to_string();
                        let body = seen.entry(owners.of(stmt.position())).or_default();
                        body.calls.push((
                            name.clone(),
                            format!("{name}[...] = ..."),
                            stmt.position(),
                        ));
                    }
                    Expr::Variable(..) | Expr::ThisPtr(..) => {}
                    _ => {
                        let name = assigned_at(source, stmt.position());
                        found.push(Finding {
                            line: stmt.position().line().unwrap_or(0),
                            column: stmt.position().position(),
                            problem: Problem::ConstantChanged {
                                change: format!("{name}[...] = ..."),
                                name,
                            },
                        });
                    }
                }
            }
            _ => {}
        }
        true
    });
    for body in seen.into_values() {
        for (name, change, pos) in body.calls {
            if body.constants.contains(&name) && !body.variables.contains(&name) {
                found.push(Finding {
                    line: pos.line().unwrap_or(0),
                    column: pos.position(),
                    problem: Problem::ConstantChanged { name, change },
                });
            }
        }
    }
    found
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn kept(code: &str) -> Vec<(usize, String)> {
        let ast = rhai::Engine::new_raw().compile(code).unwrap();
        kept_from_in_place(&ast, &|name| name == "ctx")
            .into_iter()
            .map(|f| (f.line, f.problem.to_string()))
            .collect()
    }

    #[test]
    fn this_in_a_closure_given_to_a_call_is_found() {
        let code = "fn make() { #{ rows: [1, 2], total: || { let n = this.rows.len(); this.rows.map(|r| r + this.rows.len()) }, each: |f| this.rows.map(f) } }\nlet m = make(); m.total();";
        let mut engine = rhai::Engine::new();
        engine.set_max_expr_depths(0, 0);
        let ast = engine.compile(code).unwrap();
        let got = this_in_closures(&ast);
        assert_eq!(got.len(), 1, "{got:?}");
        assert_eq!((got[0].line, got[0].column), (1, Some(89)), "{got:?}");
        let error = engine.eval::<rhai::Dynamic>(code).expect_err("unbound");
        assert!(error.to_string().contains("'this' not bound"), "{error}");
    }

    fn races(code: &str) -> Vec<(usize, String)> {
        let ast = rhai::Engine::new_raw().compile(code).unwrap();
        shared_in_chains(&ast, &|name| name == "ctx")
            .into_iter()
            .map(|f| (f.line, f.problem.to_string()))
            .collect()
    }

    #[test]
    fn a_closure_that_uses_its_chains_start_is_found() {
        // Each of these fails in Rhai, even on an empty value.
        let engine = rhai::Engine::new();
        for (code, held) in [
            (
                "let m = #{}; m.keys().map(|k| m[k])",
                "`let ks = m.keys(); ks.map(...)`",
            ),
            (
                "let xs = [1];\nxs.filter(|x| xs.contains(x)).len()",
                "`let copy = xs; copy.filter(...)`",
            ),
            (
                "let m = #{a: [1]}; m.a.map(|k| k + m.len())",
                "`let part = m.a; part.map(...)`",
            ),
            (
                "let f = |m| { let n = 1; m.values().map(|v| v + m.len() + n) }; f.call(#{a: 1})",
                "`let vs = m.values(); vs.map(...)`",
            ),
            // An indexed start: the chain starts from `xs`, not its key.
            (
                "let xs = [[1]]; let i = 0; xs[i].map(|v| v + xs.len())",
                "`let part = xs[i]; part.map(...)`",
            ),
        ] {
            let error = engine.eval::<rhai::Dynamic>(code).expect_err(code);
            assert!(error.to_string().contains("Data race"), "{code}: {error}");
            let got = races(code);
            assert_eq!(got.len(), 1, "{code}: {got:?}");
            assert!(got[0].1.contains(held), "{code}: {got:?}");
        }
        // Split, it runs and is not found; so does a closure that reads
        // the key of the indexed value it is given to (trial 84's
        // `groups[k].reduce(...)` was refused).
        for code in [
            "let m = #{a: 1}; let ks = m.keys(); ks.map(|k| m[k])",
            "let groups = #{ a: [1, 2] }; let out = []; for k in groups.keys() { out.push(groups[k].reduce(|acc, b| acc + b + k.len(), 0)); } out",
        ] {
            assert!(engine.eval::<rhai::Dynamic>(code).is_ok(), "{code}");
            assert!(races(code).is_empty(), "{code}: {:?}", races(code));
        }
    }

    #[test]
    fn the_unit_of_an_in_place_method_kept_is_found() {
        let got = kept(
            "let xs = [2, 1];\nlet s = xs.sort();\nlet m = #{ rows: [] };\nm.rows = (xs + []).sort(|a, b| a - b);\nlet f = |x| { this.rows = x.sort(); };",
        );
        assert_eq!(got.len(), 3, "{got:?}");
        assert!(got[0].1.contains("so `s` gets `()`"), "{got:?}");
        assert!(got[1].1.contains("so `m.rows` gets `()`"), "{got:?}");
        assert!(got[2].1.contains("so `this.rows` gets `()`"), "{got:?}");
        assert!(kept("let xs = [2, 1]; xs.sort(); let n = xs.len();").is_empty());
        // A closure in a constant cannot be called from a closure.
        let ast = rhai::Engine::new_raw()
            .compile("const f = |x| x; let g = |y| f.call(y);")
            .unwrap();
        let got = constant_closures(&ast);
        assert_eq!(got.len(), 1);
        assert!(
            got[0].problem.to_string().contains("`let f = |...| ...;`"),
            "{got:?}"
        );
        // A service's `append` is the provider's.
        assert!(kept("let f = |ctx| { let added = ctx.notes.append(1, 2); };").is_empty());
    }
}
