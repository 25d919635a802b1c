//! What the static check finds: a [`Problem`] at a line ([`Finding`]), in
//! words that say what to write instead. The check
//! ([`chains`](crate::sandbox::check::chains)) and its passes over copies
//! and escapes produce them. Each variant's
//! message is its `#[error]`; the parts those build (lists, suggestions,
//! the longer notes) are worded in `teach/findings.rs`.

use crate::sandbox::facade::reserved::Reserved;
use crate::sandbox::teach::findings::{
    changes_a_copy, mean_or_none, no_interpolation, not_granted, plural, read_only_result,
};
use crate::sandbox::teach::{findings, foreign, forms};

/// One thing the check found, at a line of the code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// The 1-based line.
    pub line: usize,
    /// The 1-based column, when known.
    pub column: Option<usize>,
    /// What is wrong there.
    pub problem: Problem,
}

impl std::fmt::Display for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.problem)
    }
}
/// Which event call a custom event was used with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventUse {
    /// `ctx.on` or `ctx.once`.
    Listen,
    /// `ctx.emit`.
    Emit,
}

/// What the check found.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Problem {
    /// `ctx.X` where `X` names a service that is not in `inject`.
    #[error(
        "ctx.{name} is used but \"{name}\" is not in inject: {}",
        forms::add_to_inject_as(name, inject)
    )]
    Undeclared {
        /// The member read.
        name: String,
        /// What the plugin injects now.
        inject: Vec<String>,
    },
    /// `ctx.X` where `X` is a cordis framework member mounts do not get.
    #[error("{}", forms::not_available(name, offers))]
    Framework {
        /// The member read.
        name: String,
        /// What `ctx` offers this plugin.
        offers: String,
    },
    /// `ctx.X` where `X` is nothing `ctx` has.
    #[error("{}", forms::no_member(name, suggestion.as_deref(), offers))]
    UnknownMember {
        /// The member read.
        name: String,
        /// The closest member, if one is close.
        suggestion: Option<String>,
        /// What `ctx` offers this plugin.
        offers: String,
    },
    /// A call of a method the receiver does not have.
    #[error(
        "{receiver}.{method}:{} {receiver} offers: {offers}",
        mean_or_none(suggestion)
    )]
    UnknownMethod {
        /// `ctx.fs`, `ctx.tools`, `ctx`, `console`.
        receiver: String,
        /// The method called.
        method: String,
        /// The closest method (or `ctx.tools.x` for `ctx.x`), if one is close.
        suggestion: Option<String>,
        /// The receiver's methods.
        offers: String,
    },
    /// A call with a number of arguments the method does not take.
    #[error(
        "{receiver}.{method} is called with {given} argument{} but takes {takes}; its form is {receiver}.{}",
        plural(*given),
        signature.trim_start_matches("fn ")
    )]
    WrongArity {
        /// `ctx.fs`, `ctx.tools`, …
        receiver: String,
        /// The method called.
        method: String,
        /// How many arguments the call passes.
        given: usize,
        /// How many it takes, e.g. `1` or `2 to 3`.
        takes: String,
        /// The catalog's signature.
        signature: String,
    },
    /// `ctx.emit` of a reserved event or `ctx.provide` of a built-in name.
    #[error(transparent)]
    Reserved(#[from] Reserved),
    /// A change to a `for` loop's variable, which is a copy, in a loop that
    /// never uses the variable whole: the change is lost every time it
    /// runs, so the mount is refused (it was a warning, and trials 6 and
    /// 7 mounted past it into a tool that silently did nothing).
    #[error("{}", changes_a_copy(target, var, array.as_deref()))]
    ChangesACopy {
        /// The assignment's target as written, e.g. `item.done`.
        target: String,
        /// The loop variable.
        var: String,
        /// The variable the loop runs over, if it runs over one.
        array: Option<String>,
    },
    /// A change to the result a `tools/post-execute` listener gets, which
    /// reaches no one (not an error).
    #[error("{}", read_only_result(target, result))]
    ReadOnlyResult {
        /// The assignment's target as written, e.g. `result.content`.
        target: String,
        /// What the listener calls the result.
        result: String,
    },
    /// `${...}` in a double-quoted string, which Rhai keeps as written:
    /// only backtick strings interpolate (not an error).
    #[error("{}", no_interpolation(name))]
    NoInterpolation {
        /// What stands between `${` and `}`, as written.
        name: String,
    },
    /// A tool's `execute` ends in a map with neither `content` nor
    /// `structuredContent`, which every call that reaches it fails on (not
    /// an error: the branch may never run).
    #[error("{}", findings::not_a_result(keys))]
    NotAResult {
        /// The map's keys, as written.
        keys: String,
    },
    /// A `filter` whose function ends in a value that is never a bool
    /// (`|l| l.trim()`): Rhai has no truthiness, and `filter` refuses it
    /// each time it runs.
    #[error("{}", findings::not_a_bool(param, value, test))]
    NotABool {
        /// The closure's (last) parameter.
        param: String,
        /// The value it ends in, as written.
        value: String,
        /// The test meant, e.g. `l.trim() != ""`.
        test: String,
    },
    /// A built-in service in `inject` that this server does not offer: the
    /// mount waits for it for good (not an error: kept, it may load where
    /// it is granted).
    #[error("{}", not_granted(name, granted))]
    NotGranted {
        /// The service.
        name: String,
        /// The built-in services the server offers.
        granted: Vec<String>,
    },
    /// A JavaScript or Python method or function that no Rhai value has
    /// and the code does not define (`s.toLowerCase()`, `parseInt(s)`).
    #[error("{}", foreign_call(name, rhai, *method))]
    ForeignCall {
        /// The name called.
        name: String,
        /// The Rhai to write instead.
        rhai: &'static str,
        /// Called as a method (`x.name(...)`), not a function.
        method: bool,
    },
    /// A call of a native name in a shape no native function of that name
    /// takes (`max(rows, |r| r.score)`, `round(x, 2)`, `m.get(k, d)`).
    #[error("{advice}")]
    MisusedCall {
        /// The name called.
        name: String,
        /// What to write instead.
        advice: &'static str,
    },
    /// A call of a function that no native function, script function or
    /// variable of the code goes by (`timestamp()`, `to_title(s)`).
    #[error("{}", foreign::unknown_function(name, nearest.as_deref()))]
    UnknownFunction {
        /// The name called.
        name: String,
        /// A native function with a close name, if any.
        nearest: Option<String>,
    },
    /// A method call `x.name(...)` where no native function, `fn` of the
    /// code, map key of the code or service method goes by `name` (a
    /// note: a service provided later may have it).
    #[error("{}", foreign::no_such_method(name, nearest.as_deref()))]
    NoSuchMethod {
        /// The method called.
        name: String,
        /// A native function with a close name, if any.
        nearest: Option<String>,
    },
    /// `m.keys().map(|k| m[k])`: a closure in a chain that uses the
    /// variable the chain starts from, which Rhai holds while the chain
    /// runs ("Data race detected", every time the line runs).
    #[error("{}", foreign::shared_in_chain(var, method, before, held))]
    SharedInChain {
        /// The variable the chain starts from.
        var: String,
        /// The method given the closure.
        method: String,
        /// The chain before that method, as a Rhai expression.
        before: String,
        /// A name for what `before` gives.
        held: String,
    },
    /// `let counts = {};`: an empty block, so the variable holds `()`,
    /// which every index or property of it fails on.
    #[error(
        "`{{}}` is an empty block in Rhai, so `{name}` holds `()`: write the empty map, `let {name} = #{{}};`"
    )]
    EmptyBlock {
        /// The variable.
        name: String,
    },
    /// A call chained after a method that changes its value in place and
    /// returns `()` (`arr.sort(f).len()`).
    #[error("{}", foreign::after_in_place(method, next))]
    AfterInPlace {
        /// The in-place method.
        method: String,
        /// What is read or called after it.
        next: String,
    },
    /// A `fn` that changes one of its parameters, a copy: lost when it
    /// returns unless returned and kept (a note).
    #[error("{}", foreign::changed_parameter(function, param))]
    ChangedParameter {
        /// The `fn`.
        function: String,
        /// The parameter changed.
        param: String,
    },
    /// `let d = debtors[0]; d.amount -= x;`: a change to a copy of an
    /// element that the code never uses whole (a note: reads of the copy
    /// see it, the element does not).
    #[error("{}", foreign::changed_element(target, var, from))]
    ChangedElement {
        /// The assignment's target as written, e.g. `d.amount`.
        target: String,
        /// The variable that holds the copy.
        var: String,
        /// Where the copy came from, e.g. `debtors[0]`.
        from: String,
    },
    /// `stack.append([c, i])`: the items of an array added one by one,
    /// where Python's `append` adds it as one item (a note: joining two
    /// arrays is what `append` is for).
    #[error(
        "`append` adds the items of this array one by one (`[1].append([2, 3])` is `[1, 2, 3]`): to add it as one item, a pair or a row, write `push([...])`"
    )]
    AppendsItems,
    /// `xs.reduce(|a, b| ...)` with no start: the first `a` is `()`, not
    /// the first item, where JavaScript's `reduce` starts from it (a
    /// note: `a ?? b` inside handles it).
    #[error(
        "`reduce` with no start gives the closure `()` as its first total, not the first item (`5 > ()` is false, `() + 5` fails): start from the first item and reduce the rest, as JavaScript does, `xs.extract(1).reduce(|a, b| ..., xs[0])` (for a sum, `xs.reduce(|a, b| a + b, 0)`; for texts joined with a separator, `xs.join(\", \")`)"
    )]
    ReducesFromUnit,
    /// `xs.length`: JavaScript's property (a note: a map may hold a key
    /// `length`).
    #[error(
        "write `.len()` instead of `.length`: no Rhai value has a `length` (a map would need a key `length`, which this code never writes)"
    )]
    JsLength,
    /// `this` read in a closure given to a call (`xs.map(|x| this.rate *
    /// x)`), where it is never bound.
    #[error("{}", foreign::THIS_IN_CLOSURE)]
    ThisInClosure,
    /// A closure held in a constant, which Rhai cannot call from inside
    /// another closure or a `fn` (where a plugin's code runs).
    #[error("{}", foreign::constant_closure(name))]
    ConstantClosure {
        /// The constant.
        name: String,
    },
    /// The result of a method that changes its value in place and returns
    /// `()` kept in a variable (`let sorted = xs.sort(f);`).
    #[error("{}", foreign::kept_from_in_place(method, target))]
    KeptFromInPlace {
        /// The in-place method.
        method: String,
        /// What keeps its result, as written (`sorted`, `this.rows`).
        target: String,
    },
    /// A loop over what a method that changes its value in place returns
    /// (`for w in words.sort()`), which is `()`.
    #[error("{}", foreign::loop_over_in_place(method, receiver.as_deref(), var))]
    LoopOverInPlace {
        /// The in-place method.
        method: String,
        /// The variable it is called on, if it is one.
        receiver: Option<String>,
        /// The loop's variable.
        var: String,
    },
    /// A `switch` over a character from `chars()` with a case that is a
    /// one-character string, which a character never matches.
    #[error(
        "`{var}` is a character (from `chars()`), and a character never matches a string's case such as `\"{case}\" =>`: write the cases as characters, `'{case}' =>`, or switch on `{var}.to_string()`"
    )]
    SwitchOnChar {
        /// The switched variable.
        var: String,
        /// A case as written, e.g. `h`.
        case: String,
    },
    /// `bar(a, b)` of a `fn` or closure that takes another count: Rhai
    /// has no default values.
    #[error(
        "`{name}` takes {takes} argument{}, and this call passes {given}: Rhai has no default values, so pass every one (the value a default gave, where the call left it out)",
        if *takes == 1 { "" } else { "s" }
    )]
    WrongCount {
        /// The function or the variable holding the closure.
        name: String,
        /// How many it takes.
        takes: usize,
        /// How many the call passes.
        given: usize,
    },
    /// `let pad = |n| ...; pad(m)`: a closure in a variable named like a
    /// native function, which the call reaches instead.
    #[error(
        "`{name}` is also the name of a function of Rhai's own, so `{name}(...)` calls that function, never the closure in the variable `{name}`: give the closure another name (`{name}_of`), or call it as `{name}.call(...)`"
    )]
    ShadowedClosure {
        /// The variable and function name.
        name: String,
    },
    /// A change to a `const` (`const xs = []; xs.push(1)`, `m[k] = v`).
    #[error("{}", foreign::constant_changed(name, change))]
    ConstantChanged {
        /// The constant.
        name: String,
        /// How it is changed: `.push(...)`, `m[...] = ...`.
        change: String,
    },
    /// `let t = s.trim(); ... s`: a string method that changes its
    /// receiver as well as returning, whose receiver is read again (a
    /// note: the code may want the change).
    #[error("{}", foreign::changed_receiver(receiver, method, *read_at, *whole))]
    ChangedReceiver {
        /// The variable or property the method is called on, as written.
        receiver: String,
        /// `trim`, `replace` or `pad`.
        method: String,
        /// The line where it is read again.
        read_at: usize,
        /// Whether that read is of the receiver's variable as a whole
        /// (`ctx.emit("e", order)` after `order.message.replace(...)`).
        whole: bool,
    },
    /// A tool's `number` argument shown in a template as it comes, a
    /// float, which prints `2.0` for 2 (a note: a float may be meant).
    #[error(
        "`{shown}` is the tool's `number` argument `{param}`, a float in Rhai (JSON numbers of a `number` parameter arrive as floats), so this field prints `2.0` for 2, where JavaScript prints `2` (and Python too, whose `json` reads the JSON `2` as an int): for a whole number, write `${{{shown}.to_int()}}` (or `.to_fixed(n)` for n decimals), or declare the parameter `#{{ type: \"integer\" }}`, whose value is an int"
    )]
    FloatShown {
        /// The read as written, `args.hours` or `hours`.
        shown: String,
        /// The parameter.
        param: String,
    },
    /// An event that is not in the catalog (not an error).
    #[error("{}", custom_event(*use_, event, suggestion))]
    CustomEvent {
        /// Listened to or emitted.
        use_: EventUse,
        /// The event name.
        event: String,
        /// A catalogued event with a close name, if any.
        suggestion: Option<String>,
    },
    /// A service's method named by a word Rhai reserves (the provider's
    /// map quotes it and parses; a consumer's `ctx.burn.protected(...)`
    /// does not, trial 180): a note at the provider.
    #[error(
        "the service \"{service}\" offers a method named `{method}`, a word Rhai reserves: a plugin that injects it cannot call `ctx.{service}.{method}(...)` (\"'{method}' is a reserved keyword\"); name it otherwise, `{method}_`, here and where it is called"
    )]
    ReservedMethod {
        /// The service provided.
        service: String,
        /// The method's name.
        method: String,
    },
    /// A variable named as a `fn` of the code, read in a closure, where
    /// Rhai reads the name as the function.
    #[error(
        "`{name}` is a variable and a `fn` of the code, and inside a closure Rhai reads `{name}` as the function (a `Fn`), never the variable, so this read fails or gives a function each time it runs: name the variable otherwise, `{name}_n`, here and where it is declared"
    )]
    ReadsAFunction {
        /// The name.
        name: String,
    },
}

impl Problem {
    /// Whether the line fails every time it runs, whatever else is
    /// loaded: such a mount is refused. Custom events and lost changes
    /// are notes.
    pub fn is_certain(&self) -> bool {
        !matches!(
            self,
            Self::CustomEvent { .. }
                | Self::ChangedParameter { .. }
                | Self::ReadOnlyResult { .. }
                | Self::NoInterpolation { .. }
                | Self::NotAResult { .. }
                | Self::NotGranted { .. }
                | Self::NoSuchMethod { .. }
                | Self::ChangedElement { .. }
                | Self::ChangedReceiver { .. }
                | Self::JsLength
                | Self::AppendsItems
                | Self::ReducesFromUnit
                | Self::FloatShown { .. }
                | Self::ReservedMethod { .. }
        )
    }
}

/// The words of a foreign method's or function's finding.
fn foreign_call(name: &str, rhai: &str, method: bool) -> String {
    if method {
        foreign::method_hint(name, rhai)
    } else {
        foreign::function_hint(name, rhai)
    }
}

/// The words of a custom event's note, for a listener or an emit.
fn custom_event(use_: EventUse, event: &str, suggestion: &Option<String>) -> String {
    match use_ {
        EventUse::Listen => findings::listened_custom_event(event, suggestion.as_deref()),
        EventUse::Emit => findings::emitted_custom_event(event, suggestion.as_deref()),
    }
}
