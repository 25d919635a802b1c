//! What a model expects of a standard library beyond Rhai's own, so that
//! the advice in catalogs and errors is code that runs:
//!
//! * `to_json(value)` of any plain value (arrays, strings, numbers, bools,
//!   `()` as `null`, maps), refusing closures and handles by what they are;
//!   `parse_json(text)` back;
//! * `trim` and `reverse`, which Rhai runs in place and which return `()`
//!   there, also return the changed value, so that `s.trim().split(",")`
//!   works as it does in JavaScript;
//! * `err.message` of a string: a service's failure reaches `catch (err)`
//!   as its message, where JavaScript reads `err.message`.
//!
//! * what a character is: `c.is_alphabetic()`, `is_numeric`,
//!   `is_alphanumeric`, `is_whitespace`, `is_uppercase`, `is_lowercase`
//!   (Rust's names, which a model reaches for in `for c in s.chars()`),
//!   and back from a number: `n.to_char()` is the character with that
//!   code (`97.to_char()` is `'a'`; `c.to_int()` is Rhai's own way there);
//! * `fsum(xs)` and `mean(xs)`, Python's exact sum and mean (`exact.rs`);
//! * `x.to_fixed(2)`, a number as text with that many digits (`"62.40"`),
//!   which JavaScript's `toFixed` and Python's `:.2f` are;
//! * `extract` and `get` of an array, which change nothing, also on a
//!   `const` array: Rhai's own take the array in place, which a constant
//!   refuses at run time (trial 68's `const lines = ...;` then
//!   `lines.extract(1)`, JavaScript's `slice`);
//! * `xs.slice(1, 3)` of an array or a text, JavaScript's `slice` and
//!   Python's `xs[1:3]` (negative indices from the end, the end not
//!   included).
//!
//! `array.join(sep)` and `replace` (which returns the changed value too)
//! can build text much larger than their inputs; they are in `bounded.rs`,
//! with the other functions that check a result's size before building it.

use std::ops::{Range, RangeInclusive};

use rhai::{
    Array, Dynamic, Engine, EvalAltResult, FuncRegistration, INT, ImmutableString, Map,
    NativeCallContext,
};

use crate::limits::Limits;
use crate::sandbox::engine::bounded::Capped;
use crate::sandbox::facade::cross::{from_json, script_error, to_plain};
use crate::sandbox::size::measure::{self, excess_error};

type ScriptResult<T> = Result<T, Box<EvalAltResult>>;

/// Whether a character is of a class (`char::is_alphabetic`).
type CharClass = fn(char) -> bool;

/// Register the additions on `engine`. Functions registered on the engine
/// are found before the standard library's of the same signature.
pub(crate) fn register(engine: &mut Engine, limits: &Limits) {
    register_reads(engine);
    super::exact::register(engine);
    let l = limits.clone();
    engine.register_fn(
        "to_json",
        move |c: NativeCallContext<'_>, value: Dynamic| to_json(&c, &value, &l),
    );
    let l = limits.clone();
    engine.register_fn("to_json", move |c: NativeCallContext<'_>, map: &mut Map| {
        to_json(&c, &Dynamic::from_map(map.clone()), &l)
    });
    engine.register_fn("parse_json", |c: NativeCallContext<'_>, text: &str| {
        serde_json::from_str::<serde_json::Value>(text)
            .map(|json| from_json(&json))
            .map_err(|e| {
                script_error(
                    &c,
                    format!("parse_json: the text is not JSON ({e}); to_json(value) writes JSON"),
                )
            })
    });
    let classes: [(&str, CharClass); 6] = [
        ("is_alphabetic", char::is_alphabetic),
        ("is_numeric", char::is_numeric),
        ("is_alphanumeric", char::is_alphanumeric),
        ("is_whitespace", char::is_whitespace),
        ("is_uppercase", char::is_uppercase),
        ("is_lowercase", char::is_lowercase),
    ];
    for (name, class) in classes {
        engine.register_fn(name, move |c: char| class(c));
    }
    // Python's and JavaScript's truthiness, which Rhai's `if`, `!` and
    // `filter` do not have: the first answers translate `if x` to it.
    engine.register_fn("truthy", |x: Dynamic| truthy(&x));
    // A number given to `parse_int` or `parse_float`, as Python's `int(x)`
    // and `float(x)` take one (a field read from JSON may be either):
    // itself, or a float's whole part.
    engine.register_fn("parse_int", |n: rhai::INT| n);
    engine.register_fn("parse_int", |c: NativeCallContext<'_>, x: rhai::FLOAT| {
        let whole = x.trunc();
        #[allow(clippy::cast_possible_truncation, clippy::cast_precision_loss)] // checked
        if whole.is_finite() && whole.abs() < rhai::INT::MAX as rhai::FLOAT {
            Ok(whole as rhai::INT)
        } else {
            Err(script_error(
                &c,
                format!("parse_int: {x} has no whole part that fits an int"),
            ))
        }
    });
    #[allow(clippy::cast_precision_loss)] // an int as a float, as `to_float`
    engine.register_fn("parse_float", |n: rhai::INT| n as rhai::FLOAT);
    engine.register_fn("parse_float", |x: rhai::FLOAT| x);
    // A character's code, as JavaScript's `charCodeAt` and Python's `ord`
    // give it (`'a'.to_int()` is 97); `to_char` is the way back.
    engine.register_fn("to_int", |c: char| rhai::INT::from(u32::from(c)));
    engine.register_fn("to_char", |c: NativeCallContext<'_>, code: rhai::INT| {
        u32::try_from(code)
            .ok()
            .and_then(char::from_u32)
            .ok_or_else(|| {
                script_error(
                    &c,
                    format!("to_char: {code} is no character code (0 to 1114111, without 55296 to 57343)"),
                )
            })
    });
    // `x.to_fixed(2)`: a number as text with that many digits after the
    // point, padded (`62.4` is "62.40"), as JavaScript's `toFixed` and
    // Python's `:.2f` write it. At most 20 digits, as JavaScript allows.
    engine.register_fn(
        "to_fixed",
        |c: NativeCallContext<'_>, x: rhai::FLOAT, digits: rhai::INT| fixed(&c, x, digits),
    );
    engine.register_fn(
        "to_fixed",
        |c: NativeCallContext<'_>, x: rhai::INT, digits: rhai::INT| {
            #[allow(clippy::cast_precision_loss)] // an int shown as a float
            fixed(&c, x as rhai::FLOAT, digits)
        },
    );
    engine.register_fn("trim", |s: &mut ImmutableString| {
        let trimmed: ImmutableString = s.trim().into();
        *s = trimmed.clone();
        trimmed
    });
    register_text_tests(engine);
    // `s.trim_start()`, `s.trim_end()`: the whitespace of one end gone, in
    // place and returned, as `trim` does (trial 77's first guess at them,
    // which Rhai lacks, wrote `c.trim_end();` for the change itself).
    engine.register_fn("trim_start", |s: &mut ImmutableString| {
        let trimmed: ImmutableString = s.trim_start().into();
        *s = trimmed.clone();
        trimmed
    });
    engine.register_fn("trim_end", |s: &mut ImmutableString| {
        let trimmed: ImmutableString = s.trim_end().into();
        *s = trimmed.clone();
        trimmed
    });
    // `s.trim("-")`, `s.trim_start("#")`, `s.trim_end("]")`: Python's
    // `strip(chars)`, `lstrip(chars)`, `rstrip(chars)`, each character of
    // `chars` taken off the end(s), in place and returned as above (trial
    // 86's forms of `s.lstrip("-")` had no Rhai to write).
    let ends: [(&str, EndsTrim); 3] = [
        ("trim", |s, chars| {
            s.trim_matches(|c| chars.contains(c)).to_owned()
        }),
        ("trim_start", |s, chars| {
            s.trim_start_matches(|c| chars.contains(c)).to_owned()
        }),
        ("trim_end", |s, chars| {
            s.trim_end_matches(|c| chars.contains(c)).to_owned()
        }),
    ];
    for (name, trim) in ends {
        FuncRegistration::new(name)
            .with_params_info([
                "text: &mut ImmutableString",
                "chars: &str",
                "ImmutableString",
            ])
            .register_into_engine(engine, move |s: &mut ImmutableString, chars: &str| {
                let trimmed: ImmutableString = trim(s, chars).into();
                *s = trimmed.clone();
                trimmed
            });
    }
    // A service's failure arrives in `catch (err)` as its message, a
    // string; a script error as a map with a `message`. JavaScript reads
    // `err.message` of either.
    engine.register_get("message", |s: &mut ImmutableString| s.clone());
    engine.register_fn("reverse", |array: &mut Array| {
        array.reverse();
        array.clone()
    });
}

/// A test of one character.
type CharTest = fn(char) -> bool;

/// A text with the given characters taken off one end or both.
type EndsTrim = fn(&str, &str) -> String;

/// A text's tests as Python's `isdigit`, `isalpha`, `isalnum`, `isspace`,
/// `isupper` and `islower` give them, under the names Rhai gives a
/// character's (`"42".is_numeric()`): false for an empty text, which a
/// test of each character would pass (trial 78's empty field).
fn register_text_tests(engine: &mut Engine) {
    let every: [(&str, CharTest); 4] = [
        ("is_numeric", char::is_numeric),
        ("is_alphabetic", char::is_alphabetic),
        ("is_alphanumeric", char::is_alphanumeric),
        ("is_whitespace", char::is_whitespace),
    ];
    for (name, test) in every {
        FuncRegistration::new(name)
            .with_purity(true)
            .register_into_engine(engine, move |s: &mut ImmutableString| {
                !s.is_empty() && s.chars().all(test)
            });
    }
    // A cased character, and none of the other case (`"A1".isupper()`).
    let cased: [(&str, CharTest, CharTest); 2] = [
        ("is_uppercase", char::is_uppercase, char::is_lowercase),
        ("is_lowercase", char::is_lowercase, char::is_uppercase),
    ];
    for (name, this_case, other_case) in cased {
        FuncRegistration::new(name)
            .with_purity(true)
            .register_into_engine(engine, move |s: &mut ImmutableString| {
                s.chars().any(this_case) && !s.chars().any(other_case)
            });
    }
}

/// `extract` (every form) and `get` of an array as Rhai gives them,
/// registered pure: they read the array and change nothing.
fn register_reads(engine: &mut Engine) {
    FuncRegistration::new("extract")
        .with_purity(true)
        .register_into_engine(engine, |array: &mut Array, start: INT| {
            extract(array, start, INT::MAX)
        });
    FuncRegistration::new("extract")
        .with_purity(true)
        .register_into_engine(engine, |array: &mut Array, start: INT, len: INT| {
            extract(array, start, len)
        });
    FuncRegistration::new("extract")
        .with_purity(true)
        .register_into_engine(engine, |array: &mut Array, range: Range<INT>| {
            let start = range.start.max(0);
            extract(array, start, range.end.max(start) - start)
        });
    FuncRegistration::new("extract")
        .with_purity(true)
        .register_into_engine(engine, |array: &mut Array, range: RangeInclusive<INT>| {
            let start = (*range.start()).max(0);
            let end = (*range.end()).max(start).min(INT::MAX - 1);
            extract(array, start, end - start + 1)
        });
    FuncRegistration::new("get")
        .with_purity(true)
        .register_into_engine(engine, |array: &mut Array, index: INT| {
            let (at, _) = super::offset_len(array.len(), index, 0);
            array.get(at).cloned().unwrap_or(Dynamic::UNIT)
        });
    // `xs.slice(1, 3)`, `s.slice(-2)`: JavaScript's `slice` and Python's
    // `xs[1:3]`, of an array or a text (its characters): from `start` up
    // to `end`, not included, each counted from the end where negative.
    FuncRegistration::new("slice")
        .with_purity(true)
        .with_params_info(["xs: &mut Array", "start: INT", "end: INT", "Array"])
        .register_into_engine(engine, |array: &mut Array, start: INT, end: INT| {
            let range = between(array.len(), start, end);
            array[range].to_vec()
        });
    FuncRegistration::new("slice")
        .with_purity(true)
        .with_params_info(["xs: &mut Array", "start: INT", "Array"])
        .register_into_engine(engine, |array: &mut Array, start: INT| {
            let range = between(array.len(), start, INT::MAX);
            array[range].to_vec()
        });
    FuncRegistration::new("slice")
        .with_purity(true)
        .with_params_info([
            "text: &mut ImmutableString",
            "start: INT",
            "end: INT",
            "String",
        ])
        .register_into_engine(
            engine,
            |text: &mut ImmutableString, start: INT, end: INT| text_slice(text, start, end),
        );
    FuncRegistration::new("slice")
        .with_purity(true)
        .with_params_info(["text: &mut ImmutableString", "start: INT", "String"])
        .register_into_engine(engine, |text: &mut ImmutableString, start: INT| {
            text_slice(text, start, INT::MAX)
        });
}

/// The indices from `start` up to `end` of something `length` long, as
/// JavaScript's `slice` and Python's `[start:end]` take them: each counted
/// from the end where negative, both held to `0..=length`.
fn between(length: usize, start: INT, end: INT) -> Range<usize> {
    let at = |i: INT| {
        if i < 0 {
            usize::try_from(i.unsigned_abs()).map_or(0, |back| length.saturating_sub(back))
        } else {
            usize::try_from(i).map_or(length, |i| i.min(length))
        }
    };
    let (from, to) = (at(start), at(end));
    from..to.max(from)
}

/// The characters of `text` from `start` up to `end` (see [`between`]).
fn text_slice(text: &str, start: INT, end: INT) -> ImmutableString {
    let range = between(text.chars().count(), start, end);
    text.chars()
        .skip(range.start)
        .take(range.len())
        .collect::<String>()
        .into()
}

/// `len` items of `array` from `start` (negative: from the end), as
/// Rhai's `extract` takes them.
fn extract(array: &Array, start: INT, len: INT) -> Array {
    let (start, len) = super::offset_len(array.len(), start, len);
    array[start..start + len].to_vec()
}

/// `x` with `digits` digits after the point, for `to_fixed`.
fn fixed(
    call: &NativeCallContext<'_>,
    x: rhai::FLOAT,
    digits: rhai::INT,
) -> ScriptResult<ImmutableString> {
    match usize::try_from(digits) {
        Ok(digits) if digits <= 20 => Ok(format!("{x:.digits$}").into()),
        _ => Err(script_error(
            call,
            format!("to_fixed: {digits} digits; write 0 to 20, e.g. `x.to_fixed(2)`"),
        )),
    }
}

/// `value` as JSON text, written into a buffer that refuses to pass the
/// string limit (escapes can make the text several times the value).
fn to_json(
    call: &NativeCallContext<'_>,
    value: &Dynamic,
    limits: &Limits,
) -> ScriptResult<ImmutableString> {
    // A value that holds one shared value in many places is small to hold
    // and large to copy: measured as copied first.
    if let Some(excess) = measure::copy_excess(value, limits) {
        return Err(excess_error(excess, "to_json"));
    }
    let plain = to_plain(value, "value").map_err(|e| script_error(call, e.describe("to_json")))?;
    let json: serde_json::Value = rhai::serde::from_dynamic(&plain).map_err(|_| {
        script_error(
            call,
            "to_json: this value has no JSON form (a number that is not finite?)",
        )
    })?;
    let mut out = Capped::new(limits);
    if serde_json::to_writer(&mut out, &json).is_err() && !out.full() {
        return Err(script_error(
            call,
            "to_json: the value could not be written",
        ));
    }
    out.finish(limits, "to_json")
}

/// Whether `x` is true as Python and JavaScript test a value: `()`,
/// `false`, zero, and an empty string, array, map or blob are false.
fn truthy(x: &Dynamic) -> bool {
    if x.is_unit() {
        return false;
    }
    if let Ok(b) = x.as_bool() {
        return b;
    }
    if let Ok(n) = x.as_int() {
        return n != 0;
    }
    if let Ok(f) = x.as_float() {
        return f != 0.0;
    }
    if let Some(s) = x.read_lock::<ImmutableString>() {
        return !s.is_empty();
    }
    if let Some(a) = x.read_lock::<rhai::Array>() {
        return !a.is_empty();
    }
    if let Some(m) = x.read_lock::<rhai::Map>() {
        return !m.is_empty();
    }
    if let Some(b) = x.read_lock::<rhai::Blob>() {
        return !b.is_empty();
    }
    true
}
