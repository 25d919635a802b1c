//! How a façade object (`ctx`, `ctx.tools`, `ctx.timer`, `console`) is
//! declared: once, as typed entries that give both its catalog entry and
//! its Rhai bindings.
//!
//! A method is declared with its name, docs, typed parameters and a
//! binding. Each parameter type ([`Arg`]) says how the catalog shows it
//! (its [`Shape`]) and which Rhai type a call must pass there. The catalog
//! entry is rendered from the parameters, and the engine gets one
//! function per accepted argument count (trailing `Option` parameters may
//! be left out), dispatched on exactly those types. So what the catalog
//! says and what a script can call are the same list by construction.

use std::any::TypeId;
use std::marker::PhantomData;
use std::sync::Arc;

use rhai::{
    Dynamic, Engine, EvalAltResult, FnPtr, ImmutableString, Map, NativeCallContext, Position,
};

use cordis_toolset_catalog::Shape;
use cordis_toolset_catalog::{Function, MethodEntry, ServiceEntry};

use crate::sandbox::facade::cross::script_error;
use crate::sandbox::facade::opaque::Facade;
use crate::sandbox::teach::forms::read_only;

type ScriptResult<T> = Result<T, Box<EvalAltResult>>;

/// A parameter type of a façade method: how the catalog shows it, and the
/// Rhai type a call passes for it.
pub(crate) trait Arg: Shape {
    /// What Rhai dispatches on (`Dynamic` takes any value).
    fn rhai_type() -> TypeId;
}

impl Arg for String {
    fn rhai_type() -> TypeId {
        TypeId::of::<ImmutableString>()
    }
}

impl Arg for i64 {
    fn rhai_type() -> TypeId {
        TypeId::of::<i64>()
    }
}

/// A number: an integer or a float (Rhai dispatches on one type, so it is
/// taken as any value and [`Params::number`] reads it).
impl Arg for f64 {
    fn rhai_type() -> TypeId {
        TypeId::of::<Dynamic>()
    }
}

impl Arg for Function {
    fn rhai_type() -> TypeId {
        TypeId::of::<FnPtr>()
    }
}

/// Any value.
impl Arg for serde_json::Value {
    fn rhai_type() -> TypeId {
        TypeId::of::<Dynamic>()
    }
}

/// An object argument is taken as any value, so that a missing map (`()`,
/// what reading an absent property gives) reaches the binding, which reads
/// it as empty and names anything else it cannot use.
impl Arg for serde_json::Map<String, serde_json::Value> {
    fn rhai_type() -> TypeId {
        TypeId::of::<Dynamic>()
    }
}

/// An optional parameter: when passed, it has its type's Rhai type.
impl<T: Arg> Arg for Option<T> {
    fn rhai_type() -> TypeId {
        T::rhai_type()
    }
}

/// A parameter that is a map of a declared shape (`ToolDefinition`).
macro_rules! map_args {
    ($($ty:ty),+ $(,)?) => {$(
        impl $crate::sandbox::facade::declare::Arg for $ty {
            fn rhai_type() -> ::std::any::TypeId {
                ::std::any::TypeId::of::<::rhai::Map>()
            }
        }
    )+};
}
pub(crate) use map_args;

/// The arguments of one call, after the receiver, taken out of Rhai's
/// argument list. Rhai has already checked their types against the
/// declaration, so the accessors only fail if that check and the
/// declaration disagree, which a test rules out.
pub(crate) struct Params<'a> {
    values: Vec<Dynamic>,
    method: &'a str,
    position: Position,
}

impl Params<'_> {
    fn wrong(&self, index: usize, expected: &str) -> Box<EvalAltResult> {
        Box::new(EvalAltResult::ErrorRuntime(
            format!("{}: argument {} must be {expected}", self.method, index + 1).into(),
            self.position,
        ))
    }

    /// A string argument.
    pub(crate) fn text(&self, index: usize) -> ScriptResult<ImmutableString> {
        self.values
            .get(index)
            .and_then(|v| v.read_lock::<ImmutableString>().map(|s| s.clone()))
            .ok_or_else(|| self.wrong(index, "a string"))
    }

    /// An integer argument.
    pub(crate) fn int(&self, index: usize) -> ScriptResult<i64> {
        self.values
            .get(index)
            .and_then(|v| v.as_int().ok())
            .ok_or_else(|| self.wrong(index, "an integer"))
    }

    /// A number argument (an integer or a float), finite.
    pub(crate) fn number(&self, index: usize) -> ScriptResult<f64> {
        let value = self.values.get(index);
        #[allow(clippy::cast_precision_loss)] // a count past 2^53 is far beyond any progress
        let number = value
            .and_then(|v| {
                v.as_float()
                    .ok()
                    .or_else(|| v.as_int().ok().map(|i| i as f64))
            })
            .filter(|n| n.is_finite());
        number.ok_or_else(|| self.wrong(index, "a number"))
    }

    /// A function argument.
    pub(crate) fn function(&self, index: usize) -> ScriptResult<FnPtr> {
        self.values
            .get(index)
            .and_then(|v| v.read_lock::<FnPtr>().map(|f| f.clone()))
            .ok_or_else(|| self.wrong(index, "a function"))
    }

    /// An optional map argument: `None` when it was left out.
    pub(crate) fn map(&self, index: usize) -> ScriptResult<Option<Map>> {
        match self.values.get(index) {
            None => Ok(None),
            Some(value) => value
                .read_lock::<Map>()
                .map(|m| Some(m.clone()))
                .ok_or_else(|| self.wrong(index, "an object map")),
        }
    }

    /// Any argument; `()` when it was left out.
    pub(crate) fn value(&self, index: usize) -> Dynamic {
        self.values.get(index).cloned().unwrap_or(Dynamic::UNIT)
    }

    /// The arguments from `index` on.
    pub(crate) fn rest(&self, index: usize) -> &[Dynamic] {
        self.values.get(index..).unwrap_or_default()
    }
}

/// What a method runs: the receiver, the call, the arguments.
type Binding<T> =
    dyn Fn(&T, &NativeCallContext<'_>, &Params<'_>) -> ScriptResult<Dynamic> + Send + Sync;

/// A method's signature while it is being declared: the catalog entry and
/// the Rhai type of each parameter, built together.
pub(crate) struct Signature {
    entry: MethodEntry,
    types: Vec<TypeId>,
}

impl Signature {
    /// Adds a parameter `name: A`.
    pub(crate) fn param<A: Arg>(mut self, name: &str) -> Self {
        self.entry = self.entry.param::<A>(name);
        self.types.push(A::rhai_type());
        self
    }

    /// Sets the result type.
    pub(crate) fn returns<R: Shape>(mut self) -> Self {
        self.entry = self.entry.returns::<R>(false);
        self
    }
}

/// Registers a method under a name for one list of argument types.
type Register = dyn Fn(&mut Engine, &str, &[TypeId]) + Send + Sync;

/// One declared method, its receiver type erased.
struct Method {
    entry: MethodEntry,
    types: Vec<TypeId>,
    register: Arc<Register>,
}

/// How `ctx` reaches an object as a member (`ctx.tools`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Member {
    /// The member name (`"tools"`).
    pub(crate) name: &'static str,
    /// Whether it is a service the plugin must list in `inject` (`timer`);
    /// then it is also catalogued as that service.
    pub(crate) injected: bool,
}

/// Makes a member's value from the `ctx` it belongs to.
type Make = dyn Fn(&Facade) -> Dynamic + Send + Sync;

/// One façade object: its catalog entry and its bindings.
pub(crate) struct FacadeObject {
    entry: ServiceEntry,
    methods: Vec<Method>,
    member: Option<(Member, Arc<Make>)>,
    register_type: fn(&mut Engine, &str),
    refuse_assignment: fn(&mut Engine, String),
    holds: fn(&Dynamic) -> bool,
}

impl FacadeObject {
    /// The catalog entry: `name` is how a script reaches it (`ctx.tools`),
    /// `trait_name` the Rhai type its methods are registered on (`Tools`).
    pub(crate) fn entry(&self) -> ServiceEntry {
        let mut entry = self.entry.clone();
        for method in &self.methods {
            entry = entry.method(method.entry.clone());
        }
        entry
    }

    /// How `ctx` reaches it, if it is a member of `ctx`.
    pub(crate) fn member(&self) -> Option<Member> {
        self.member.as_ref().map(|(member, _)| *member)
    }

    /// Its value as the member of `ctx` (`()` if it is not a member).
    pub(crate) fn make(&self, ctx: &Facade) -> Dynamic {
        self.member
            .as_ref()
            .map_or(Dynamic::UNIT, |(_, make)| make(ctx))
    }

    /// How scripts reach it (`ctx.tools`, `console`).
    pub(crate) fn name(&self) -> &str {
        &self.entry.name
    }

    /// The names of its methods, in declaration order.
    pub(crate) fn method_names(&self) -> impl Iterator<Item = &str> {
        self.methods.iter().map(|m| m.entry.name.as_str())
    }

    /// Whether `value` is this object (shared or not).
    pub(crate) fn holds(&self, value: &Dynamic) -> bool {
        (self.holds)(value)
    }

    /// Register its type and one function per method and accepted
    /// argument count.
    pub(crate) fn register(&self, engine: &mut Engine) {
        (self.register_type)(engine, &self.entry.trait_name);
        if self.member.is_some() {
            (self.refuse_assignment)(engine, self.entry.name.clone());
        }
        for method in &self.methods {
            let required = method.entry.required_params();
            for count in required..=method.types.len() {
                (method.register)(engine, &method.entry.name, &method.types[..count]);
            }
        }
    }
}

/// Declares a [`FacadeObject`] whose script value is a `T`.
pub(crate) struct Declare<T> {
    object: FacadeObject,
    receiver: PhantomData<fn(T)>,
}

impl<T: rhai::Variant + Clone> Declare<T> {
    /// An object reached as `name` (`ctx.tools`), of Rhai type `type_name`.
    pub(crate) fn object(name: &str, type_name: &str, docs: &str) -> Self {
        Self {
            object: FacadeObject {
                entry: ServiceEntry::new(name, type_name, docs),
                methods: Vec::new(),
                member: None,
                register_type: |engine, name| {
                    engine.register_type_with_name::<T>(name);
                },
                refuse_assignment: refuse_assignment::<T>,
                holds: |value| value.read_lock::<T>().is_some(),
            },
            receiver: PhantomData,
        }
    }

    /// Makes it the member `name` of `ctx`, made by `make`; `injected` if
    /// the plugin must list it in `inject`.
    pub(crate) fn member(
        mut self,
        name: &'static str,
        injected: bool,
        make: impl Fn(&Facade) -> T + Send + Sync + 'static,
    ) -> Self {
        let make: Arc<Make> = Arc::new(move |ctx| Dynamic::from(make(ctx)));
        self.object.member = Some((Member { name, injected }, make));
        self
    }

    /// Declares the method `name`: its docs, its parameters (`params`
    /// adds them to a [`Signature`]) and what it runs.
    pub(crate) fn method(
        mut self,
        name: &str,
        docs: &str,
        params: impl FnOnce(Signature) -> Signature,
        bind: impl Fn(&T, &NativeCallContext<'_>, &Params<'_>) -> ScriptResult<Dynamic>
        + Send
        + Sync
        + 'static,
    ) -> Self {
        let Signature { mut entry, types } = params(Signature {
            entry: MethodEntry::new(name, "", docs),
            types: Vec::new(),
        });
        entry.signature = render_signature(&entry);
        let bind: Arc<Binding<T>> = Arc::new(bind);
        let register = move |engine: &mut Engine, name: &str, types: &[TypeId]| {
            let bind = Arc::clone(&bind);
            let mut all = Vec::with_capacity(types.len() + 1);
            all.push(TypeId::of::<T>());
            all.extend_from_slice(types);
            engine.register_raw_fn(name.to_owned(), all, move |call, args| {
                let Some((this, rest)) = args.split_first_mut() else {
                    return Err(script_error(&call, "a method needs its object".to_owned()));
                };
                let Some(this) = this.read_lock::<T>().map(|t| t.clone()) else {
                    return Err(script_error(
                        &call,
                        "a method called on the wrong object".to_owned(),
                    ));
                };
                let params = Params {
                    values: rest.iter_mut().map(|a| std::mem::take(&mut **a)).collect(),
                    method: call.fn_name(),
                    position: call.call_position(),
                };
                bind(&this, &call, &params)
            });
        };
        self.object.methods.push(Method {
            entry,
            types,
            register: Arc::new(register),
        });
        self
    }

    /// The declared object.
    pub(crate) fn done(self) -> FacadeObject {
        self.object
    }
}

/// A pure setter on `T` (reached as `receiver`) that refuses every
/// assignment; pure, so that it runs (and teaches) on a constant too.
fn refuse_assignment<T: rhai::Variant + Clone>(engine: &mut Engine, receiver: String) {
    rhai::FuncRegistration::new_index_setter()
        .with_purity(true)
        .register_into_engine(
            engine,
            move |call: NativeCallContext<'_>,
                  _: &mut T,
                  key: &str,
                  _: Dynamic|
                  -> ScriptResult<()> {
                Err(script_error(
                    &call,
                    read_only(&format!("{receiver}.{key}"), false),
                ))
            },
        );
}

/// `fn name(a: A, b: B) -> R`, from the method's parameters.
fn render_signature(entry: &MethodEntry) -> String {
    let params: Vec<String> = entry
        .params
        .iter()
        .map(|p| format!("{}: {}", p.name, p.ty))
        .collect();
    let returns = if entry.returns == "()" {
        String::new()
    } else {
        format!(" -> {}", entry.returns)
    };
    format!("fn {}({}){returns}", entry.name, params.join(", "))
}
