//! Catalog entries: services, their methods, and events.
//!
//! `#[service]` and `#[events]` build these from a trait's signatures and doc
//! comments; nothing in them is written by hand.

use std::fmt;

use crate::shape::{Shape, TypeSet};

/// One parameter of a method or event payload.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParamEntry {
    /// The parameter name as written in the trait.
    pub name: String,
    /// Its type as [`Shape::type_name`] renders it.
    pub ty: String,
    /// Whether a caller may omit it (an `Option<T>`).
    pub optional: bool,
}

impl ParamEntry {
    /// A parameter `name: T`.
    pub fn of<T: Shape + ?Sized>(name: &str) -> Self {
        Self {
            name: name.to_owned(),
            ty: T::type_name(),
            optional: T::optional(),
        }
    }
}

/// The summary of doc text: its first paragraph, on one line.
///
/// A paragraph ends at a blank line, so the summary always ends where its
/// author ended a sentence; a sentence wrapped over several doc lines is
/// kept whole (taking only the first line cut it mid-sentence).
///
/// ```
/// use cordis_toolset_catalog::summary_of;
/// let docs = "A mount was removed, after everything it did was\nundone.\n\nMore.";
/// assert_eq!(summary_of(docs), "A mount was removed, after everything it did was undone.");
/// ```
pub fn summary_of(docs: &str) -> String {
    docs.lines()
        .map(str::trim)
        .skip_while(|line| line.is_empty())
        .take_while(|line| !line.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// One method of a service.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MethodEntry {
    /// The method name (what a script calls: `ctx.fs.read(..)`).
    pub name: String,
    /// The signature as written, pretty-printed, without `&self`.
    pub signature: String,
    /// The first paragraph of its docs, on one line.
    pub summary: String,
    /// Its full docs.
    pub docs: String,
    /// Its parameters in order.
    pub params: Vec<ParamEntry>,
    /// What a script gets back (the `T` of `Result<T, E>`).
    pub returns: String,
    /// Whether the method can fail (it returns `Result<T, E>`).
    pub fallible: bool,
    /// The `E` of a fallible method's `Result<T, E>` when it is an app's own
    /// error type, which a script catches as a map `#{ kind, message, ... }`
    /// (see [`ThrownError`](crate::ThrownError)); `None` for `ServiceError`
    /// (caught as its message) and for infallible methods.
    pub throws: Option<String>,
    /// The declarations its parameters and result reference, transitively.
    pub types: TypeSet,
}

impl MethodEntry {
    /// A method with no parameters returning `()`; add the rest with the builders.
    pub fn new(name: &str, signature: &str, docs: &str) -> Self {
        Self {
            name: name.to_owned(),
            signature: signature.to_owned(),
            summary: summary_of(docs),
            docs: docs.to_owned(),
            params: Vec::new(),
            returns: "()".to_owned(),
            fallible: false,
            throws: None,
            types: TypeSet::new(),
        }
    }

    /// Adds a parameter `name: T` and records the types it references.
    pub fn param<T: Shape + ?Sized>(mut self, name: &str) -> Self {
        T::describe(&mut self.types);
        self.params.push(ParamEntry::of::<T>(name));
        self
    }

    /// Sets the result type `T` (`fallible` if declared as `Result<T, E>`;
    /// an `E` other than `ServiceError` is set with [`throws`](Self::throws)).
    pub fn returns<T: Shape + ?Sized>(mut self, fallible: bool) -> Self {
        T::describe(&mut self.types);
        self.returns = T::type_name();
        self.fallible = fallible;
        self
    }

    /// Makes the method fallible with the error type `declare` records:
    /// [`ServiceFailure::declare`](crate::ServiceFailure::declare) of its `E`,
    /// e.g. `.throws(<BookmarkError as ServiceFailure>::declare)`.
    pub fn throws(mut self, declare: fn(&mut TypeSet) -> Option<String>) -> Self {
        self.fallible = true;
        self.throws = declare(&mut self.types);
        self
    }

    /// The result type as declared: `Result<T, E>` for a fallible method
    /// (`E` is `ServiceError` unless it [`throws`](Self::throws) its own), else `T`.
    pub fn declared_returns(&self) -> String {
        match (&self.throws, self.fallible) {
            (Some(error), _) => format!("Result<{}, {error}>", self.returns),
            (None, true) => format!("Result<{}, ServiceError>", self.returns),
            (None, false) => self.returns.clone(),
        }
    }

    /// How many leading parameters a caller must pass: trailing optional
    /// parameters may be omitted.
    pub fn required_params(&self) -> usize {
        required_count(self.params.iter().map(|p| p.optional))
    }
}

/// The number of arguments a caller must pass, given which parameters are
/// optional: everything up to the last non-optional one.
pub fn required_count(optional: impl IntoIterator<Item = bool>) -> usize {
    let mut required = 0;
    for (i, is_optional) in optional.into_iter().enumerate() {
        if !is_optional {
            required = i + 1;
        }
    }
    required
}

/// A service's catalog entry: what `cordis_inspect what=api` shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServiceEntry {
    /// The service key scripts inject (`"fs"` → `ctx.fs`).
    pub name: String,
    /// The Rust trait that declares it.
    pub trait_name: String,
    /// The first paragraph of the trait's docs, on one line.
    pub summary: String,
    /// The trait's full docs.
    pub docs: String,
    /// Its methods in declaration order.
    pub methods: Vec<MethodEntry>,
    /// Every declaration its methods reference, transitively.
    pub types: TypeSet,
}

impl ServiceEntry {
    /// A service with no methods yet.
    pub fn new(name: &str, trait_name: &str, docs: &str) -> Self {
        Self {
            name: name.to_owned(),
            trait_name: trait_name.to_owned(),
            summary: summary_of(docs),
            docs: docs.to_owned(),
            methods: Vec::new(),
            types: TypeSet::new(),
        }
    }

    /// Adds a method and its referenced types.
    pub fn method(mut self, method: MethodEntry) -> Self {
        self.types.extend(&method.types);
        self.methods.push(method);
        self
    }

    /// The method called `name`, if any.
    pub fn get_method(&self, name: &str) -> Option<&MethodEntry> {
        self.methods.iter().find(|m| m.name == name)
    }

    /// Whether any method can fail.
    pub fn is_fallible(&self) -> bool {
        self.methods.iter().any(|m| m.fallible)
    }

    /// Whether any method can fail with a `ServiceError` (a message).
    pub fn fails_with_messages(&self) -> bool {
        self.methods
            .iter()
            .any(|m| m.fallible && m.throws.is_none())
    }

    /// The app's own error types its methods throw, sorted, each with the
    /// methods that throw it in declaration order.
    pub fn thrown_types(&self) -> Vec<(&str, Vec<&str>)> {
        let mut thrown: Vec<(&str, Vec<&str>)> = Vec::new();
        for method in &self.methods {
            let Some(error) = method.throws.as_deref() else {
                continue;
            };
            match thrown.iter_mut().find(|(name, _)| *name == error) {
                Some((_, methods)) => methods.push(&method.name),
                None => thrown.push((error, vec![&method.name])),
            }
        }
        thrown.sort_by(|a, b| a.0.cmp(b.0));
        thrown
    }

    /// How a script sees each failure of this service's methods, one
    /// paragraph per error type: [`ServiceError::IN_SCRIPTS`](crate::ServiceError::IN_SCRIPTS)
    /// and [`ThrownError::in_scripts`](crate::ThrownError::in_scripts).
    pub fn failures_in_scripts(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.fails_with_messages() {
            out.push(crate::ServiceError::IN_SCRIPTS.to_owned());
        }
        for (error, methods) in self.thrown_types() {
            let methods: Vec<String> = methods.iter().map(|m| format!("`{m}`")).collect();
            out.push(crate::ThrownError::in_scripts(error, &methods.join(", ")));
        }
        out
    }
}

/// How an event's listeners are run (cordis dispatch modes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EventMode {
    /// Serial; a throwing listener is reported and the rest still run.
    Emit,
    /// All listeners run; errors are collected.
    Parallel,
    /// Serial; the first non-unit result wins.
    Serial,
    /// Like `Serial`: the first non-unit result stops the chain.
    Bail,
    /// Each listener gets the payload and `next`; not calling `next` short-circuits.
    Waterfall,
}

impl EventMode {
    /// Every mode, in declaration order.
    pub const ALL: [EventMode; 5] = [
        Self::Emit,
        Self::Parallel,
        Self::Serial,
        Self::Bail,
        Self::Waterfall,
    ];

    /// The mode's name as written in `#[event(mode = "...")]`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Emit => "emit",
            Self::Parallel => "parallel",
            Self::Serial => "serial",
            Self::Bail => "bail",
            Self::Waterfall => "waterfall",
        }
    }

    /// The mode named `name`, if it is one of [`ALL`](Self::ALL).
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|m| m.as_str() == name)
    }

    /// One sentence a listener author needs to know about this mode.
    pub fn rule(self) -> &'static str {
        match self {
            Self::Emit => {
                "listeners run one after another; a listener that throws is reported and the rest still run"
            }
            Self::Parallel => "every listener runs; their errors are collected",
            Self::Serial | Self::Bail => {
                "listeners run one after another; the first one that returns a non-unit value wins and stops the chain"
            }
            Self::Waterfall => {
                "each listener gets the payload and `next`; calling `next()` runs the rest of the chain and returns its result (`next(payload)` runs it with a changed payload: for `tools/pre-execute`, `next(info)` gives the tool `info.args`), and what the listener returns becomes the result; not calling `next` short-circuits"
            }
        }
    }
}

impl fmt::Display for EventMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An event's catalog entry: what `cordis_inspect what=events` shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventEntry {
    /// The event name listeners subscribe to (`"tools/pre-execute"`).
    pub name: String,
    /// How its listeners are dispatched.
    pub mode: EventMode,
    /// The listener signature as declared, pretty-printed.
    pub signature: String,
    /// The first paragraph of its docs, on one line.
    pub summary: String,
    /// Its full docs.
    pub docs: String,
    /// The listener's parameters (the payload) in order.
    pub params: Vec<ParamEntry>,
    /// What a listener returns.
    pub returns: String,
    /// Every declaration the payload references, transitively.
    pub types: TypeSet,
}

impl EventEntry {
    /// An event with no payload returning `()`; add the rest with the builders.
    pub fn new(name: &str, mode: EventMode, signature: &str, docs: &str) -> Self {
        Self {
            name: name.to_owned(),
            mode,
            signature: signature.to_owned(),
            summary: summary_of(docs),
            docs: docs.to_owned(),
            params: Vec::new(),
            returns: "()".to_owned(),
            types: TypeSet::new(),
        }
    }

    /// Adds a payload parameter `name: T` and records the types it references.
    pub fn param<T: Shape + ?Sized>(mut self, name: &str) -> Self {
        T::describe(&mut self.types);
        self.params.push(ParamEntry::of::<T>(name));
        self
    }

    /// Sets what a listener returns.
    pub fn returns<T: Shape + ?Sized>(mut self) -> Self {
        T::describe(&mut self.types);
        self.returns = T::type_name();
        self
    }

    /// The listener as a script writes it: `|info: ToolCallInfo, next: fn() -> any| -> any`.
    pub fn listener_signature(&self) -> String {
        let params: Vec<String> = self
            .params
            .iter()
            .map(|p| format!("{}: {}", p.name, p.ty))
            .collect();
        format!("|{}| -> {}", params.join(", "), self.returns)
    }
}

/// A set of events declared by one `#[events]` trait; implemented by the
/// macro for `dyn Trait`.
pub trait EventSet: 'static {
    /// The events in declaration order.
    fn events() -> Vec<EventEntry>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trailing_optionals_are_not_required() {
        assert_eq!(required_count([false, true, true]), 1);
        assert_eq!(required_count([true, false, true]), 2);
        assert_eq!(required_count([true, true]), 0);
        assert_eq!(required_count([]), 0);
    }

    #[test]
    fn summary_is_first_non_empty_doc_line() {
        let m = MethodEntry::new("read", "fn read()", "\n Read a file.\n\nMore text.");
        assert_eq!(m.summary, "Read a file.");
    }

    #[test]
    fn summary_keeps_a_wrapped_sentence_whole() {
        let m = MethodEntry::new(
            "read",
            "fn read()",
            "Read a file, after checking\n  that it is under the root.\n\nMore text.",
        );
        assert_eq!(
            m.summary,
            "Read a file, after checking that it is under the root."
        );
    }

    #[test]
    fn event_modes_round_trip_their_names() {
        for mode in EventMode::ALL {
            assert_eq!(EventMode::from_name(mode.as_str()), Some(mode));
        }
        assert_eq!(EventMode::from_name("broadcast"), None);
    }
}
