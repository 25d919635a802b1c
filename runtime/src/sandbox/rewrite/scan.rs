//! What plugin code declares it will do, read from its AST without running
//! `apply`: the tools it registers and the services it provides, where the
//! code names them with string literals.
//!
//! `--approve` shows this to the operator before a mount runs: it is a
//! reading of the code, not a promise, so a name computed at run time is
//! reported as such ([`Declared::computed`]) instead of guessed.

use rhai::AST;
use rhai::{ASTNode, Expr};

/// The effects plugin code names literally.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Declared {
    /// Tools registered with `ctx.tools.register(#{ name: "…", … })`, in
    /// source order, without repeats.
    pub tools: Vec<String>,
    /// Services provided with `ctx.provide("…", value)`, in source order,
    /// without repeats.
    pub provides: Vec<String>,
    /// Whether some `register` or `provide` call names its tool or service
    /// with something other than a string literal (known only when it runs).
    pub computed: bool,
}

/// Reads the `register` and `provide` calls of `ast`, function bodies
/// (closures such as `apply`) included.
pub(crate) fn declared(ast: &AST) -> Declared {
    let mut found = Declared::default();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        if let Some(ASTNode::Expr(Expr::MethodCall(call, _))) = path.last() {
            match call.name.as_str() {
                "register" => match call.args.first().and_then(literal_name) {
                    Some(name) => push(&mut found.tools, &name),
                    None => found.computed = true,
                },
                "provide" => match call.args.first() {
                    Some(Expr::StringConstant(name, _)) => push(&mut found.provides, name),
                    _ => found.computed = true,
                },
                _ => {}
            }
        }
        true
    });
    found
}

/// The `name` of a map literal such as `#{ name: "greet", … }`, which the
/// parser may have folded into a constant map.
fn literal_name(spec: &Expr) -> Option<String> {
    match spec {
        Expr::Map(map, _) => map.0.iter().find_map(|(key, value)| match value {
            Expr::StringConstant(name, _) if key.name == "name" => Some(name.to_string()),
            _ => None,
        }),
        Expr::DynamicConstant(value, _) => {
            let map = value.read_lock::<rhai::Map>()?;
            map.get("name")?
                .clone()
                .into_immutable_string()
                .ok()
                .map(|n| n.to_string())
        }
        _ => None,
    }
}

fn push(names: &mut Vec<String>, name: &str) {
    if !names.iter().any(|known| known == name) {
        names.push(name.to_owned());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scan(code: &str) -> Declared {
        let ast = rhai::Engine::new_raw().compile(code).unwrap();
        declared(&ast)
    }

    #[test]
    fn literal_tools_and_services_are_found_inside_apply() {
        let found = scan(
            r#"#{ name: "p", apply: |ctx| {
                ctx.tools.register(#{ name: "greet", description: "d", execute: |args| "hi" });
                ctx.tools.register(#{ name: "greet", execute: |args| "again" });
                ctx.provide("clock", #{ now: || 1 });
            } }"#,
        );
        assert_eq!(
            found,
            Declared {
                tools: vec!["greet".into()],
                provides: vec!["clock".into()],
                computed: false,
            }
        );
    }

    #[test]
    fn names_made_at_run_time_are_flagged_not_guessed() {
        let found = scan(
            r#"|ctx| {
                let spec = #{ name: "later", execute: |args| "x" };
                ctx.tools.register(spec);
                let service = "s" + 1;
                ctx.provide(service, 1);
            }"#,
        );
        assert_eq!(found.tools, Vec::<String>::new());
        assert_eq!(found.provides, Vec::<String>::new());
        assert!(found.computed);
    }
}
