//! Names that stand for the plugin context or for one of its members, so
//! the check reads `f.raed(...)` after `let f = ctx.fs;` as
//! `ctx.fs.raed(...)`.
//!
//! Only simple aliases count: `let X = ctx`, `let X = ctx.<member>` (also
//! through another alias), and a `fn` parameter that its call sites pass
//! `ctx` to (`fn helper(c) { ... }` called as `helper(ctx)`). A name bound
//! to anything else anywhere in the code — another `let`, an assignment, a
//! loop or `catch` variable, a parameter given something else — is no
//! alias: when unsure, the check says nothing. The values a closure
//! captures are the same variables under the same names, not new bindings.

use std::collections::BTreeMap;

use rhai::{AST, ASTNode, Expr, FnCallExpr, Stmt};

use crate::sandbox::check::copies;

/// What an alias stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Alias {
    /// The plugin context itself.
    Ctx,
    /// `ctx.<member>`: a service or a façade object (`ctx.tools`).
    Member(String),
}

/// Where one binding of a name gets its value.
enum Source {
    /// Another variable: `ctx`, or a name that may be an alias.
    Var(String),
    /// `<variable>.<member>`.
    Member(String, String),
    /// A parameter of the function of that name, at that index: whatever
    /// its call sites pass there.
    Param(String, usize),
    /// Anything else.
    Other,
}

impl Source {
    fn of(expr: &Expr) -> Self {
        match expr {
            Expr::Variable(name, ..) => Self::Var(name.1.to_string()),
            Expr::Dot(binary, ..) => match (&binary.lhs, &binary.rhs) {
                (Expr::Variable(name, ..), Expr::Property(member, _)) => {
                    Self::Member(name.1.to_string(), member.2.to_string())
                }
                _ => Self::Other,
            },
            _ => Self::Other,
        }
    }
}

/// The bindings of every name, and the arguments of every call by name.
#[derive(Default)]
struct Bindings {
    of: BTreeMap<String, Vec<Source>>,
    calls: BTreeMap<String, Vec<Vec<Source>>>,
}

impl Bindings {
    fn bind(&mut self, name: &str, source: Source) {
        self.of.entry(name.to_owned()).or_default().push(source);
    }

    fn call(&mut self, call: &FnCallExpr) {
        let args = call.args.iter().map(Source::of).collect();
        self.calls
            .entry(call.name.to_string())
            .or_default()
            .push(args);
    }

    /// What `source` stands for, given the aliases known so far.
    fn resolve(
        &self,
        source: &Source,
        ctx: &str,
        known: &BTreeMap<String, Alias>,
    ) -> Option<Alias> {
        match source {
            Source::Var(name) if name == ctx => Some(Alias::Ctx),
            Source::Var(name) => known.get(name).cloned(),
            Source::Member(name, member) => {
                let root = self.resolve(&Source::Var(name.clone()), ctx, known)?;
                (root == Alias::Ctx).then(|| Alias::Member(member.clone()))
            }
            Source::Param(function, at) => agreed(
                self.calls
                    .get(function)?
                    .iter()
                    .map(|args| self.resolve(args.get(*at)?, ctx, known)),
            ),
            Source::Other => None,
        }
    }
}

/// The one alias every item is, if they all agree and there is one.
fn agreed(mut items: impl Iterator<Item = Option<Alias>>) -> Option<Alias> {
    let first = items.next()??;
    items
        .all(|item| item.as_ref() == Some(&first))
        .then_some(first)
}

/// Every alias of `ctx` (the name `apply` gives its context) or of one of
/// its members in `ast`, by name.
pub(super) fn aliases(ast: &AST, ctx: &str) -> BTreeMap<String, Alias> {
    let mut bindings = Bindings::default();
    // How many values each closure captures: its first parameters.
    let mut captures: BTreeMap<String, usize> = BTreeMap::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        match path.last() {
            Some(ASTNode::Stmt(Stmt::Var(var, ..))) => {
                bindings.bind(var.0.name.as_str(), Source::of(&var.1));
            }
            Some(ASTNode::Stmt(Stmt::Assignment(assignment))) => {
                if let Expr::Variable(name, ..) = &assignment.1.lhs {
                    bindings.bind(name.1.as_str(), Source::Other);
                }
            }
            Some(ASTNode::Stmt(Stmt::For(flow, _))) => {
                bindings.bind(flow.0.name.as_str(), Source::Other);
                if let Some(counter) = &flow.1 {
                    bindings.bind(counter.name.as_str(), Source::Other);
                }
            }
            Some(ASTNode::Stmt(Stmt::TryCatch(flow, _))) => {
                if let Expr::Variable(name, ..) = &flow.expr {
                    bindings.bind(name.1.as_str(), Source::Other);
                }
            }
            Some(ASTNode::Stmt(Stmt::FnCall(call, _)) | ASTNode::Expr(Expr::FnCall(call, _))) => {
                bindings.call(call);
            }
            _ => {}
        }
        if let Some(ASTNode::Expr(expr)) = path.last()
            && let Some((name, captured)) = copies::closure(expr)
        {
            let count = captures.entry(name).or_default();
            *count = (*count).max(captured);
        }
        true
    });
    for function in ast.iter_functions() {
        let captured = captures.get(function.name).copied().unwrap_or(0);
        for (at, param) in function.params.iter().enumerate().skip(captured) {
            bindings.bind(param, Source::Param(function.name.to_owned(), at));
        }
    }
    // Each round can only add aliases (one resolves through another), so
    // this ends after at most one round per name.
    let mut known: BTreeMap<String, Alias> = BTreeMap::new();
    for _ in 0..=bindings.of.len() {
        let next: BTreeMap<String, Alias> = bindings
            .of
            .iter()
            .filter(|(name, _)| name.as_str() != ctx)
            .filter_map(|(name, sources)| {
                let alias = agreed(
                    sources
                        .iter()
                        .map(|source| bindings.resolve(source, ctx, &known)),
                )?;
                Some((name.clone(), alias))
            })
            .collect();
        if next == known {
            break;
        }
        known = next;
    }
    known
}
