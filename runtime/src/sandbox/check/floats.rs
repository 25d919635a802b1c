//! A tool's `number` argument printed as it comes. Arguments arrive as
//! JSON, and a parameter declared `number` is a float in Rhai, which
//! prints `2.0` where JavaScript and Python print `2`: `${args.hours}` in
//! a template shows the `.0` (trials 150 and 152 each lost a task to it,
//! though the mount description says so). Noted, since a float may be
//! meant. A guard of the tools reads the same arguments as
//! `info.args.hours`, and is read the same way.

use std::collections::{HashMap, HashSet};

use rhai::{AST, ASTNode, Dynamic, Expr, Stmt};

use crate::sandbox::check::bare::{closure, execute_of};
use crate::sandbox::check::findings::{Finding, Problem};
use crate::sandbox::rewrite::bodies::{self, Body};

/// An array parameter and the `number` fields of its items.
type ItemNumbers = (String, Vec<String>);

/// Each template field that shows a `number` parameter of a tool
/// registered with a literal spec, read from the arguments directly
/// (`${args.hours}`) or through a name set from them (`let hours =
/// args.hours;`).
pub(crate) fn printed_numbers(ast: &AST) -> Vec<Finding> {
    // Each tool's `execute` function, its `number` parameters, and the
    // `number` fields of the items of its array parameters.
    let mut tools: Vec<(String, Vec<String>, Vec<ItemNumbers>)> = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        if let Some(ASTNode::Expr(Expr::MethodCall(call, _))) = path.last()
            && call.name == "register"
            && let Some(spec) = call.args.first()
            && let Some(execute) = execute_of(spec)
            && let Some(parameters) = parameters(spec)
        {
            let numbers = numbers_of(&parameters);
            let items: Vec<ItemNumbers> = entries(&parameters)
                .iter()
                .filter_map(|(name, kind)| {
                    let items = kind.read_lock::<rhai::Map>()?.get("items")?.clone();
                    let items = items.try_cast::<rhai::Map>()?;
                    let fields = numbers_of(&items);
                    (!fields.is_empty()).then(|| (name.to_string(), fields))
                })
                .collect();
            if !numbers.is_empty() || !items.is_empty() {
                tools.push((execute, numbers, items));
            }
        }
        true
    });
    if tools.is_empty() {
        return Vec::new();
    }
    // A guard of the tools, `ctx.on("tools/pre-execute", |info| ...)`,
    // reads the same arguments as `info.args.hours` (trial 162's refusal
    // printed `wind 30.0 mph`): every tool's `number` parameters.
    let mut all: Vec<String> = tools
        .iter()
        .flat_map(|(_, numbers, _)| numbers.clone())
        .collect();
    all.sort();
    all.dedup();
    let mut listeners: Vec<String> = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        if let Some(ASTNode::Expr(Expr::MethodCall(call, _))) = path.last()
            && call.name == "on"
            && let [Expr::StringConstant(event, _), listener, ..] = call.args.as_ref()
            && matches!(event.as_str(), "tools/pre-execute" | "tools/post-execute")
            && let Some(function) = closure(listener)
        {
            listeners.push(function);
        }
        true
    });
    let tools: Vec<(String, Vec<String>, Vec<ItemNumbers>, bool)> = tools
        .into_iter()
        .map(|(execute, numbers, items)| (execute, numbers, items, false))
        .chain(
            listeners
                .into_iter()
                .filter(|_| !all.is_empty())
                .map(|listener| (listener, all.clone(), Vec::new(), true)),
        )
        .collect();
    let functions: Vec<_> = ast.iter_fn_def().collect();
    let owners = bodies::Owners::new(ast);
    let mut found = Vec::new();
    for (execute, numbers, items, guard) in tools {
        let Some((index, function)) = functions
            .iter()
            .enumerate()
            .find(|(_, f)| f.name == execute.as_str())
        else {
            continue;
        };
        // (A closure that captures variables takes them first: its own
        // parameter, the arguments, is the last.)
        let Some(args) = function.params.last().map(ToString::to_string) else {
            continue;
        };
        // (By the walk's path too: a body of one expression has no span.)
        let own = |path: &[ASTNode<'_>], pos: rhai::Position| {
            owners.within(path, pos) == Body::Function(index)
        };
        // The parameter read and how it is written: `args.hours`, or a
        // guard's one field further, `info.args.hours` (of its first
        // parameter, which a `next` may follow).
        let read = |expr: &Expr| -> Option<(String, String)> {
            let Expr::Dot(dot, _, _) = expr else {
                return None;
            };
            let Expr::Variable(v, _, _) = &dot.lhs else {
                return None;
            };
            let (shown, p) = match &dot.rhs {
                Expr::Property(p, _) if !guard && v.1 == args => (format!("{args}.{}", p.2), p),
                Expr::Dot(inner, _, _) if guard => match (&inner.lhs, &inner.rhs) {
                    (Expr::Property(a, _), Expr::Property(p, _)) if a.2 == "args" => {
                        (format!("{}.args.{}", v.1, p.2), p)
                    }
                    _ => return None,
                },
                _ => return None,
            };
            numbers
                .iter()
                .any(|n| *n == p.2)
                .then(|| (shown, p.2.to_string()))
        };
        // `let hours = args.hours;`: a name that holds one; `for p in
        // args.pieces`, a name whose fields are the items' (trial 150's
        // `${p.t}x${p.w}`).
        let mut held: HashMap<String, String> = HashMap::new();
        let mut looped: Vec<ItemNumbers> = Vec::new();
        // Reads the code makes whole itself somewhere, `args.cm.to_int()`
        // or `args.cm.floor()` (trial 134's tested it first).
        let mut whole: HashSet<String> = HashSet::new();
        ast.walk(&mut |path: &[ASTNode<'_>]| {
            match path.last() {
                Some(ASTNode::Expr(chain @ Expr::Dot(..))) if own(path, chain.position()) => {
                    let mut links = Vec::new();
                    bodies::flatten(chain, &mut links);
                    let made_whole = |call: &rhai::FnCallExpr| {
                        matches!(call.name.as_str(), "to_int" | "floor" | "round" | "ceiling")
                    };
                    match links.as_slice() {
                        [
                            Expr::Variable(v, _, _),
                            Expr::Property(p, _),
                            Expr::MethodCall(call, _),
                            ..,
                        ] if made_whole(call) => {
                            whole.insert(format!("{}.{}", v.1, p.2));
                        }
                        [
                            Expr::Variable(v, _, _),
                            Expr::Property(a, _),
                            Expr::Property(p, _),
                            Expr::MethodCall(call, _),
                            ..,
                        ] if made_whole(call) => {
                            whole.insert(format!("{}.{}.{}", v.1, a.2, p.2));
                        }
                        _ => {}
                    }
                }
                Some(ASTNode::Stmt(Stmt::Var(var, _, pos))) if own(path, *pos) => {
                    // (By another name too, `let wind = info.args.wind_mph;`.)
                    if let Some((_, param)) = read(&var.1) {
                        held.insert(var.0.name.to_string(), param);
                    }
                }
                Some(ASTNode::Stmt(Stmt::For(flow, pos))) if own(path, *pos) => {
                    if let Expr::Dot(dot, _, _) = &flow.2.expr
                        && let (Expr::Variable(v, _, _), Expr::Property(p, _)) =
                            (&dot.lhs, &dot.rhs)
                        && v.1 == args
                        && let Some((_, fields)) = items.iter().find(|(name, _)| *name == p.2)
                    {
                        looped.push((flow.0.name.to_string(), fields.clone()));
                    }
                }
                _ => {}
            }
            true
        });
        let field = |expr: &Expr| -> Option<(String, String)> {
            let Expr::Dot(dot, _, _) = expr else {
                return None;
            };
            let (Expr::Variable(v, _, _), Expr::Property(p, _)) = (&dot.lhs, &dot.rhs) else {
                return None;
            };
            looped
                .iter()
                .any(|(name, fields)| *name == v.1 && fields.iter().any(|f| *f == p.2))
                .then(|| (format!("{}.{}", v.1, p.2), p.2.to_string()))
        };
        ast.walk(&mut |path: &[ASTNode<'_>]| {
            let Some(ASTNode::Expr(Expr::InterpolatedString(parts, pos))) = path.last() else {
                return true;
            };
            if !own(path, *pos) {
                return true;
            }
            for part in parts.iter() {
                let shown = match part {
                    Expr::Variable(v, _, _) if let Some(param) = held.get(v.1.as_str()) => {
                        Some((v.1.to_string(), param.clone()))
                    }
                    _ => read(part).or_else(|| field(part)),
                };
                if let Some((shown, param)) = shown
                    && !whole.contains(&shown)
                    && let Some((line, column)) = bodies::at(part.position())
                {
                    found.push(Finding {
                        line,
                        column: Some(column),
                        problem: Problem::FloatShown { shown, param },
                    });
                }
            }
            true
        });
    }
    found
}

/// A spec's `parameters` map, where it is written out.
fn parameters(spec: &Expr) -> Option<rhai::Map> {
    let parameters = match spec {
        Expr::Map(map, _) => map
            .0
            .iter()
            .find(|(key, _)| key.name == "parameters")
            .and_then(|(_, value)| constant(value)),
        Expr::DynamicConstant(value, _) => value
            .read_lock::<rhai::Map>()
            .and_then(|m| m.get("parameters").cloned()),
        _ => None,
    };
    parameters.and_then(|p| p.try_cast::<rhai::Map>())
}

/// A schema's entries: its `properties` in JSON Schema's words, or the
/// map itself, one entry per parameter.
fn entries(schema: &rhai::Map) -> rhai::Map {
    match schema
        .get("properties")
        .and_then(|p| p.read_lock::<rhai::Map>().map(|m| m.clone()))
    {
        Some(properties) => properties,
        None => schema.clone(),
    }
}

/// The entries a schema declares `number`: `hours: "number"` or `hours:
/// #{ type: "number" }`.
fn numbers_of(schema: &rhai::Map) -> Vec<String> {
    entries(schema)
        .iter()
        .filter(|(_, kind)| {
            kind.read_lock::<rhai::ImmutableString>()
                .is_some_and(|k| k.as_str() == "number")
                || kind.read_lock::<rhai::Map>().is_some_and(|m| {
                    m.get("type")
                        .and_then(|t| {
                            t.read_lock::<rhai::ImmutableString>()
                                .map(|t| t.to_string())
                        })
                        .is_some_and(|t| t == "number")
                })
        })
        .map(|(name, _)| name.to_string())
        .collect()
}

/// The value of a constant expression, a map or a string.
fn constant(expr: &Expr) -> Option<Dynamic> {
    match expr {
        Expr::DynamicConstant(value, _) => Some((**value).clone()),
        Expr::StringConstant(s, _) => Some(s.clone().into()),
        Expr::Map(map, _) => {
            let mut out = rhai::Map::new();
            for (key, value) in map.0.iter() {
                out.insert(key.name.clone().into(), constant(value)?);
            }
            Some(out.into())
        }
        _ => None,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn found(code: &str) -> Vec<(usize, String)> {
        let ast = rhai::Engine::new_raw().compile(code).unwrap();
        printed_numbers(&ast)
            .into_iter()
            .map(|f| (f.line, f.problem.to_string()))
            .collect()
    }

    #[test]
    fn a_number_argument_shown_in_a_template_is_noted() {
        for code in [
            "|ctx| ctx.tools.register(#{ name: \"t\", parameters: #{ hours: \"number\" }, execute: |args| {\n  `${args.hours} hours`\n} })",
            "|ctx| ctx.tools.register(#{ name: \"t\", parameters: #{ hours: #{ type: \"number\", description: \"h\" } }, execute: |args| {\n  let hours = args.hours;\n  `${hours} hours`\n} })",
            "|ctx| { let unit = \"h\"; ctx.tools.register(#{ name: \"t\", parameters: #{ type: \"object\", properties: #{ hours: #{ type: \"number\" } } }, execute: |args| {\n  `${args.hours} ${unit}`\n} }) }",
            "|ctx| ctx.tools.register(#{ name: \"t\", parameters: #{ pieces: #{ type: \"array\", items: #{ type: \"object\", properties: #{ t: #{ type: \"number\" }, n: #{ type: \"integer\" } } } } }, execute: |args| {\n  let out = [];\n  for p in args.pieces { out.push(`${p.n} of ${p.t}`); }\n  out\n} })",
        ] {
            let got = found(code);
            assert_eq!(got.len(), 1, "{code}: {got:?}");
            assert!(got[0].1.contains("prints `2.0` for 2"), "{got:?}");
            assert!(got[0].1.contains("`#{ type: \"integer\" }`"), "{got:?}");
        }
    }

    #[test]
    fn a_guard_that_shows_a_number_argument_is_noted_too() {
        let code = "|ctx| { ctx.tools.register(#{ name: \"book\", parameters: #{ wind: #{ type: \"number\" }, who: \"string\" }, execute: |args| { args.who } });\n ctx.on(\"tools/pre-execute\", |info, next| {\n  let wind = info.args.wind;\n  if wind > 24 { throw `wind ${wind} mph`; }\n  `${info.args.who} ${info.args.wind}`\n }); }";
        let got = found(code);
        assert_eq!(got.len(), 2, "{got:?}");
        assert_eq!((got[0].0, got[1].0), (4, 5), "{got:?}");
        assert!(got[1].1.contains("`info.args.wind`"), "{got:?}");
        // Made whole, nothing to note.
        let whole = code
            .replace("${info.args.wind}", "${info.args.wind.to_int()}")
            .replace("${wind}", "${wind.to_int()}");
        assert_eq!(found(&whole), Vec::new(), "{whole}");
    }

    #[test]
    fn integers_texts_and_converted_numbers_are_not() {
        for code in [
            "|ctx| ctx.tools.register(#{ name: \"t\", parameters: #{ hours: \"integer\" }, execute: |args| { `${args.hours}` } })",
            "|ctx| ctx.tools.register(#{ name: \"t\", parameters: #{ who: \"string\" }, execute: |args| { `${args.who}` } })",
            "|ctx| ctx.tools.register(#{ name: \"t\", parameters: #{ hours: \"number\" }, execute: |args| { `${args.hours.to_int()}` } })",
            "|ctx| ctx.tools.register(#{ name: \"t\", parameters: #{ hours: \"number\" }, execute: |args| { let h = args.hours * 2.0; `${h.to_fixed(1)}` } })",
            "|ctx| ctx.tools.register(#{ name: \"t\", parameters: #{ cm: \"number\" }, execute: |args| { if args.cm == args.cm.floor() { `${args.cm.to_int()}` } else { `${args.cm}` } } })",
        ] {
            assert_eq!(found(code), Vec::new(), "{code}");
        }
    }
}
