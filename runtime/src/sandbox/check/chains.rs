//! The static check of plugin code against the catalog, before it runs.
//!
//! It walks the compiled AST (closures and `fn`s included) and looks at
//! every dot chain that starts at the plugin context (`ctx`, or whatever
//! `apply` names its parameter, or a simple alias of it or of one of its
//! members: [`aliases`]) or at `console`:
//!
//! * `ctx.X` that is neither a façade member nor declared in `inject`;
//! * calls on the façade (`ctx.on`, `ctx.tools.register`, …) and on a
//!   catalogued service (`ctx.fs.read`) to methods that do not exist, or
//!   with a number of arguments the method does not take (the catalog's
//!   signature is quoted);
//! * `ctx.emit` of a reserved event, `ctx.provide` of a built-in service name;
//! * `ctx.on` / `ctx.once` / `ctx.emit` of events that are not in the
//!   catalog: noted as custom events, not errors;
//! * changes that are lost ([`copies`]): to a `for` loop's variable
//!   (refused), to a `tools/post-execute` listener's result (noted);
//! * a tool whose `execute` ends in a map that is no result ([`bare`]):
//!   noted;
//! * `${x}` in a double-quoted string ([`escapes`]): noted (a shell
//!   command may mean it);
//! * a built-in service in `inject` that the server does not offer: noted
//!   (the mount stays pending for good);
//! * another language's method or function, a call chained after `sort`
//!   (or another method that changes its value in place), a loop over what
//!   such a method returns, a `const` that a method changes ([`foreign`]).
//!
//! It touches nothing: no service is called, no plugin code runs. A
//! [`Problem`] is **certain** when the line fails every time it runs,
//! whatever else is loaded (the façade and the catalog decide it alone);
//! the toolset refuses a mount with a certain problem and reports the
//! others as warnings.

use std::borrow::Cow;
use std::collections::BTreeMap;

use cordis_toolset_catalog::{Catalog, ServiceEntry};
use cordis_toolset_macros::Shape;
use rhai::{AST, ASTNode, Expr, FnCallExpr, FnPtr, Stmt};
use serde::{Deserialize, Serialize};

use crate::sandbox::check::aliases::{self, Alias};
use crate::sandbox::check::bare;
use crate::sandbox::check::copies;
use crate::sandbox::check::escapes;
use crate::sandbox::check::findings::{EventUse, Finding, Problem};
use crate::sandbox::check::floats;
use crate::sandbox::check::foreign;
use crate::sandbox::check::predicates;
use crate::sandbox::check::receivers;
use crate::sandbox::check::shadowed;
use crate::sandbox::facade::reserved;
use crate::sandbox::facade::surface;
use crate::sandbox::facade::usage::{self, FRAMEWORK};
use crate::sandbox::rewrite::bodies::flatten;
use crate::sandbox::size::writes;
use crate::sandbox::teach::RESERVED_NAMES;
use crate::services::BuiltinService;

/// The name `ctx` goes by when `apply`'s parameter cannot be read.
const CTX: &str = "ctx";
/// The façade entry names of the objects reached from `ctx`.
const CTX_TOOLS: &str = "ctx.tools";
const CONSOLE: &str = "console";
/// Suggestions further than this many edits are not offered.
const MAX_EDITS: usize = 3;

/// What the check compares the code with.
pub struct CheckAgainst<'a> {
    /// The API and event catalog.
    pub catalog: &'a Catalog,
    /// The catalog entry a live service carries itself (an app's Rust
    /// service that the catalog does not list), by name.
    pub live_entry: &'a dyn Fn(&str) -> Option<ServiceEntry>,
    /// Whether a service of that name is provided now.
    pub provided: &'a dyn Fn(&str) -> bool,
}

/// A finding as `cordis_mount` reports it: `{ line, message }`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Shape)]
#[shape(internal)]
#[serde(deny_unknown_fields)]
pub struct Warning {
    /// The 1-based line of the code it is about.
    pub line: usize,
    /// What was found, and what to write instead.
    pub message: String,
}

impl Finding {
    /// As the structured `warnings` entry of a mount report.
    pub fn to_warning(&self) -> Warning {
        Warning {
            line: self.line,
            message: self.problem.to_string(),
        }
    }
}

/// The name `apply` gives its context parameter (after the values it
/// captures), or `ctx`.
pub(crate) fn context_name(ast: &AST, apply: &FnPtr) -> String {
    ast.iter_functions()
        .find(|f| f.name == apply.fn_name())
        .and_then(|f| f.params.get(apply.curry().len()).map(|p| (*p).to_owned()))
        .unwrap_or_else(|| CTX.to_owned())
}

/// Check `ast` (compiled from `source`, whose `apply` calls its context
/// `ctx_name`, and which injects `inject`) against the catalog. Findings
/// are in line order, each once.
pub(crate) fn check(
    ast: &AST,
    source: &str,
    ctx_name: &str,
    inject: &[String],
    natives: &std::collections::HashSet<String>,
    against: &CheckAgainst<'_>,
) -> Vec<Finding> {
    let checker = Checker {
        ctx: ctx_name,
        aliases: aliases::aliases(ast, ctx_name),
        inject,
        against,
        facade: usage::entries(),
    };
    let mut found: Vec<Finding> = Vec::new();
    // Where each `ctx.<member>` is first read, for findings about `inject`.
    let mut first_use: Vec<(String, rhai::Position)> = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        let Some(ASTNode::Expr(chain @ Expr::Dot(..))) = path.last() else {
            return true;
        };
        // Only whole chains: an inner `Dot` is part of its parent's. An
        // assignment to `ctx.x` is refused as read-only when it runs.
        match path {
            [.., ASTNode::Expr(Expr::Dot(..)), _] => return true,
            [.., ASTNode::Stmt(Stmt::Assignment(assignment)), _]
                if std::ptr::eq(&assignment.1.lhs, *chain) =>
            {
                return true;
            }
            _ => {}
        }
        let mut links = Vec::new();
        flatten(chain, &mut links);
        if let [Expr::Variable(root, ..), Expr::Property(member, pos), ..] = links.as_slice()
            && checker.alias(root.1.as_str()) == Some(Alias::Ctx)
            && !first_use.iter().any(|(name, _)| name == member.2.as_str())
        {
            first_use.push((member.2.to_string(), *pos));
        }
        if let Some((problem, pos)) = checker.chain(&links) {
            found.push(Finding {
                line: pos.line().unwrap_or(0),
                column: pos.position(),
                problem,
            });
        }
        true
    });
    found.extend(checker.not_granted(&first_use));
    found.extend(copies::lost_changes(ast));
    found.extend(copies::changed_parameters(ast));
    found.extend(copies::changed_elements(ast));
    found.extend(copies::lost_rewrites(ast, ctx_name));
    found.extend(escapes::no_interpolation(ast, source));
    found.extend(bare::bare_results(ast));
    found.extend(floats::printed_numbers(ast));
    found.extend(predicates::truthy_filters(ast));
    found.extend(receivers::changed_receivers(ast));
    found.extend(shadowed::closures_reading_functions(ast));
    let services = against.catalog.services();
    found.extend(foreign::foreign_calls(
        ast,
        source,
        &|name| checker.alias(name).is_some(),
        &|method| services.iter().any(|s| s.get_method(method).is_some()),
        natives,
    ));
    found.sort_by_key(|finding| (finding.line, finding.column));
    found.dedup();
    found
}

/// A link as a name: a property read or a method call.
enum Link<'a> {
    Property(&'a str),
    Call(&'a FnCallExpr),
}

fn link(expr: &Expr) -> Option<(Link<'_>, rhai::Position)> {
    match expr {
        Expr::Property(property, pos) => Some((Link::Property(property.2.as_str()), *pos)),
        Expr::MethodCall(call, pos) => Some((Link::Call(call), *pos)),
        _ => None,
    }
}

struct Checker<'a> {
    ctx: &'a str,
    /// The other names of `ctx` and of its members.
    aliases: BTreeMap<String, Alias>,
    inject: &'a [String],
    against: &'a CheckAgainst<'a>,
    facade: &'static [ServiceEntry],
}

impl Checker<'_> {
    /// What the variable `name` stands for, if it is `ctx` or an alias.
    fn alias(&self, name: &str) -> Option<Alias> {
        if name == self.ctx {
            return Some(Alias::Ctx);
        }
        self.aliases.get(name).cloned()
    }

    fn facade(&self, name: &str) -> Option<&ServiceEntry> {
        self.facade.iter().find(|entry| entry.name == name)
    }

    /// What `ctx` offers this plugin, for "offers" lists.
    fn ctx_offers(&self) -> Vec<String> {
        surface::ctx_offers(self.inject.iter().map(String::as_str))
            .split(", ")
            .map(str::to_owned)
            .collect()
    }

    fn chain(&self, links: &[&Expr]) -> Option<(Problem, rhai::Position)> {
        let root = match links.first()? {
            Expr::Variable(variable, ..) => variable.1.as_str(),
            _ => return None,
        };
        let (first, pos) = link(links.get(1)?)?;
        // The marker the sandbox puts before a value written into a chain
        // (`writes`): not the model's call.
        if matches!(&first, Link::Call(call) if call.name == writes::HELD) {
            return None;
        }
        if root == CONSOLE {
            let Link::Call(call) = first else { return None };
            return Some((self.call(self.facade(CONSOLE)?, CONSOLE, call)?, pos));
        }
        let member = match self.alias(root)? {
            Alias::Ctx => None,
            Alias::Member(member) => Some(member),
        };
        if let Some(member) = member {
            // `let f = ctx.fs;` was checked where it was written; a call
            // on `f` is one on `ctx.fs`.
            let Link::Call(call) = first else { return None };
            let entry = self.receiver(&member)?;
            return Some((self.call(&entry, &format!("{CTX}.{member}"), call)?, pos));
        }
        match first {
            Link::Call(call) => {
                let ctx = self.facade(CTX)?;
                if FRAMEWORK.contains(&call.name.as_str()) {
                    return Some((
                        Problem::Framework {
                            name: call.name.to_string(),
                            offers: self.ctx_offers().join(", "),
                        },
                        pos,
                    ));
                }
                if ctx.get_method(call.name.as_str()).is_none()
                    && let Some(tools) = self.facade(CTX_TOOLS)
                    && tools.get_method(call.name.as_str()).is_some()
                {
                    return Some((
                        self.unknown(
                            ctx,
                            CTX,
                            call.name.as_str(),
                            Some(format!("{CTX_TOOLS}.{}", call.name)),
                        ),
                        pos,
                    ));
                }
                self.call(ctx, CTX, call)
                    .or_else(|| self.event(call))
                    .map(|problem| (problem, pos))
            }
            Link::Property(member) => {
                if let Some(problem) = self.member(member) {
                    return Some((problem, pos));
                }
                let (Link::Call(call), pos) = link(links.get(2)?)? else {
                    return None;
                };
                let receiver = format!("{CTX}.{member}");
                let entry = self.receiver(member)?;
                Some((self.call(&entry, &receiver, call)?, pos))
            }
        }
    }

    /// Every built-in service in `inject` that this server does not offer,
    /// at the line where the code first reads it (or line 1).
    fn not_granted(&self, first_use: &[(String, rhai::Position)]) -> Vec<Finding> {
        let granted: Vec<String> = BuiltinService::ALL
            .map(BuiltinService::name)
            .into_iter()
            .filter(|name| (self.against.provided)(name))
            .map(str::to_owned)
            .collect();
        self.inject
            .iter()
            .filter(|name| BuiltinService::named(name).is_some() && !(self.against.provided)(name))
            .map(|name| {
                let pos = first_use
                    .iter()
                    .find(|(used, _)| used == name)
                    .map(|(_, pos)| *pos);
                Finding {
                    line: pos.and_then(|p| p.line()).unwrap_or(1),
                    column: pos.and_then(|p| p.position()),
                    problem: Problem::NotGranted {
                        name: name.clone(),
                        granted: granted.clone(),
                    },
                }
            })
            .collect()
    }

    /// The entry of `ctx.<member>`: the façade object's (`ctx.tools`,
    /// `ctx.timer`), or the service's.
    fn receiver(&self, member: &str) -> Option<Cow<'_, ServiceEntry>> {
        if surface::member(member).is_some() {
            return self.facade(&format!("{CTX}.{member}")).map(Cow::Borrowed);
        }
        match self.against.catalog.get_service(member) {
            Some(entry) => Some(Cow::Borrowed(entry)),
            None => (self.against.live_entry)(member).map(Cow::Owned),
        }
    }

    /// `ctx.<member>` read: a problem unless ctx has it.
    fn member(&self, member: &str) -> Option<Problem> {
        let ctx = self.facade(CTX)?;
        let needs_no_inject = surface::member(member)
            .and_then(|object| object.member())
            .is_some_and(|m| !m.injected);
        if needs_no_inject
            || self.inject.iter().any(|n| n == member)
            || ctx.get_method(member).is_some()
        {
            return None;
        }
        let offers = self.ctx_offers();
        if FRAMEWORK.contains(&member) {
            return Some(Problem::Framework {
                name: member.to_owned(),
                offers: offers.join(", "),
            });
        }
        if BuiltinService::named(member).is_some()
            || self.against.catalog.get_service(member).is_some()
            || (self.against.provided)(member)
        {
            return Some(Problem::Undeclared {
                name: member.to_owned(),
                inject: self.inject.to_vec(),
            });
        }
        Some(Problem::UnknownMember {
            name: member.to_owned(),
            suggestion: closest(member, offers.iter().map(String::as_str)),
            offers: offers.join(", "),
        })
    }

    /// A call of `receiver.<call>`: unknown method or wrong argument count.
    fn call(&self, entry: &ServiceEntry, receiver: &str, call: &FnCallExpr) -> Option<Problem> {
        let name = call.name.as_str();
        let Some(method) = entry.get_method(name) else {
            let suggestion = closest(name, entry.methods.iter().map(|m| m.name.as_str()));
            return Some(self.unknown(entry, receiver, name, suggestion));
        };
        let (given, least, most) = (
            call.args.len(),
            method.required_params(),
            method.params.len(),
        );
        if (least..=most).contains(&given) {
            return self.reserved(receiver, name, call);
        }
        let takes = if least == most {
            least.to_string()
        } else {
            format!("{least} to {most}")
        };
        Some(Problem::WrongArity {
            receiver: receiver.to_owned(),
            method: name.to_owned(),
            given,
            takes,
            signature: method.signature.clone(),
        })
    }

    fn unknown(
        &self,
        entry: &ServiceEntry,
        receiver: &str,
        method: &str,
        suggestion: Option<String>,
    ) -> Problem {
        let offers = if receiver == CTX {
            self.ctx_offers()
        } else {
            entry.methods.iter().map(|m| m.name.clone()).collect()
        };
        Problem::UnknownMethod {
            receiver: receiver.to_owned(),
            method: method.to_owned(),
            suggestion,
            offers: offers.join(", "),
        }
    }

    /// `ctx.emit` of a reserved event, `ctx.provide` of a built-in name.
    fn reserved(&self, receiver: &str, method: &str, call: &FnCallExpr) -> Option<Problem> {
        if receiver != CTX {
            return None;
        }
        let name = constant(call)?;
        let refused = match method {
            "emit" => reserved::check_event(name),
            "provide" => reserved::check_service(name),
            _ => Ok(()),
        };
        if let Err(refused) = refused {
            return Some(Problem::from(refused));
        }
        // `ctx.provide("burn", #{ protected: |...| ... })`: a method no
        // consumer can call by name.
        if method != "provide" {
            return None;
        }
        // (A map of closures only is folded to a constant.)
        let reserved_key = match call.args.get(1)? {
            Expr::Map(map, _) => map
                .0
                .iter()
                .map(|(key, _)| key.name.to_string())
                .find(|key| RESERVED_NAMES.contains(&key.as_str())),
            Expr::DynamicConstant(value, _) => value
                .read_lock::<rhai::Map>()?
                .keys()
                .map(ToString::to_string)
                .find(|key| RESERVED_NAMES.contains(&key.as_str())),
            _ => None,
        };
        reserved_key.map(|method| Problem::ReservedMethod {
            service: name.to_owned(),
            method,
        })
    }

    /// `ctx.on` / `ctx.once` / `ctx.emit` of an event not in the catalog.
    fn event(&self, call: &FnCallExpr) -> Option<Problem> {
        let use_ = match call.name.as_str() {
            "on" | "once" => EventUse::Listen,
            "emit" => EventUse::Emit,
            _ => return None,
        };
        let event = constant(call)?;
        let catalog = self.against.catalog;
        if catalog.get_event(event).is_some() {
            return None;
        }
        let events = catalog.events_sorted();
        Some(Problem::CustomEvent {
            use_,
            event: event.to_owned(),
            suggestion: closest(event, events.iter().map(|e| e.name.as_str())),
        })
    }
}

/// The first argument of a call, when it is a string literal.
fn constant(call: &FnCallExpr) -> Option<&str> {
    match call.args.first()? {
        Expr::StringConstant(text, _) => Some(text.as_str()),
        _ => None,
    }
}

/// The candidate closest to `name`, if it is a likely typo of it.
fn closest<'a>(name: &str, candidates: impl Iterator<Item = &'a str>) -> Option<String> {
    crate::similar::closest(name, candidates, MAX_EDITS)
}
