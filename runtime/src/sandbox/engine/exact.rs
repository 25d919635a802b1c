//! Python's exact sums, which a float `reduce` cannot match in the last
//! digit (trial 96's mean printed `7.32` where Python's is `7.33`):
//!
//! * `fsum(xs)`, Python's `math.fsum`: the sum of the numbers rounded
//!   once, at the end, not at each step;
//! * `mean(xs)`, Python's `statistics.mean`: the exact mean rounded once,
//!   and an int where the numbers are ints and it comes out whole (`97`,
//!   not `97.0`).
//!
//! Both keep the exact sum as a list of floats that do not overlap (each
//! step of adding two floats gives the rounded sum and its exact error),
//! as Python's `fsum` does; the list never holds more floats than a float
//! has exponents, so they take little room and one pass over the array.

use rhai::{
    Array, Dynamic, Engine, EvalAltResult, FLOAT, FuncRegistration, INT, NativeCallContext,
};

use crate::sandbox::facade::cross::script_error;

type ScriptResult<T> = Result<T, Box<EvalAltResult>>;

/// Register `fsum` and `mean` on `engine`.
pub(super) fn register(engine: &mut Engine) {
    FuncRegistration::new("fsum")
        .with_purity(true)
        .with_params_info(["xs: Array", "f64"])
        .register_into_engine(engine, |c: NativeCallContext<'_>, xs: Array| {
            let sum = Sum::of(&c, "fsum", &xs)?;
            if !sum.finite() {
                return Ok(sum.rounded());
            }
            finite(&c, "fsum", sum.rounded())
        });
    FuncRegistration::new("mean")
        .with_purity(true)
        .with_params_info(["xs: Array", "Dynamic"])
        .register_into_engine(engine, |c: NativeCallContext<'_>, xs: Array| mean(&c, &xs));
}

/// The exact sum of an array's numbers so far.
#[derive(Default)]
struct Sum {
    /// Floats of increasing size that do not overlap, whose exact sum is
    /// the sum (Python's `fsum` keeps its partials so).
    partials: Vec<FLOAT>,
    /// Whether every number was an int, and their sum (an `i128` holds
    /// the sum of any array the limits allow).
    ints: Option<i128>,
    /// A number that is not finite, added at the end as a float sum would.
    infinite: FLOAT,
}

impl Sum {
    /// The sum of `xs`, whose items must be numbers (`name` is the
    /// function that asks, for the error).
    fn of(call: &NativeCallContext<'_>, name: &str, xs: &Array) -> ScriptResult<Self> {
        let mut sum = Self {
            ints: Some(0),
            ..Self::default()
        };
        for (k, x) in xs.iter().enumerate() {
            if let Ok(n) = x.as_int() {
                sum.ints = sum.ints.and_then(|total| total.checked_add(i128::from(n)));
                sum.add_int(n);
            } else if let Ok(f) = x.as_float() {
                sum.ints = None;
                if f.is_finite() {
                    sum.add(f);
                } else {
                    sum.infinite += f;
                }
            } else {
                return Err(script_error(
                    call,
                    format!(
                        "{name}: item {k} is {}, not a number; make numbers first, e.g. `{name}(xs.map(|s| parse_float(s)))`",
                        described(x.type_name())
                    ),
                ));
            }
        }
        Ok(sum)
    }

    /// Add an int exactly: its nearest float and what that float lacks,
    /// each exact (the rest of an `i64` is under 2^11).
    #[allow(clippy::cast_precision_loss, clippy::cast_possible_truncation)] // checked: exact
    fn add_int(&mut self, n: INT) {
        let near = n as FLOAT;
        let rest = i128::from(n) - near as i128;
        self.add(near);
        self.add(rest as FLOAT);
    }

    /// Whether every number added was finite (no infinity or NaN, which
    /// are added at the end as a float sum would).
    fn finite(&self) -> bool {
        self.infinite == 0.0
    }

    /// Add a finite float exactly (Shewchuk's algorithm, as `fsum`).
    fn add(&mut self, mut x: FLOAT) {
        let mut kept = 0;
        for k in 0..self.partials.len() {
            let mut y = self.partials[k];
            if x.abs() < y.abs() {
                std::mem::swap(&mut x, &mut y);
            }
            let high = x + y;
            let low = y - (high - x);
            if low != 0.0 {
                self.partials[kept] = low;
                kept += 1;
            }
            x = high;
        }
        self.partials.truncate(kept);
        self.partials.push(x);
    }

    /// The sum rounded once to the nearest float (half to even), as
    /// Python's `fsum` rounds its partials.
    fn rounded(&self) -> FLOAT {
        if !self.finite() {
            return self.partials.iter().sum::<FLOAT>() + self.infinite;
        }
        let p = &self.partials;
        let Some(mut n) = p.len().checked_sub(1) else {
            return 0.0;
        };
        let mut high = p[n];
        let mut low = 0.0;
        while n > 0 {
            let x = high;
            n -= 1;
            let y = p[n];
            high = x + y;
            low = y - (high - x);
            if low != 0.0 {
                break;
            }
        }
        // A sum that lies half-way between two floats, with more below:
        // the rounding of the last step went the wrong way.
        if n > 0 && ((low < 0.0 && p[n - 1] < 0.0) || (low > 0.0 && p[n - 1] > 0.0)) {
            let y = low * 2.0;
            let x = high + y;
            if y == x - high {
                high = x;
            }
        }
        high
    }
}

/// Python's `statistics.mean` of `xs`.
fn mean(call: &NativeCallContext<'_>, xs: &Array) -> ScriptResult<Dynamic> {
    let sum = Sum::of(call, "mean", xs)?;
    let Some(count) = INT::try_from(xs.len()).ok().filter(|&n| n > 0) else {
        return Err(script_error(
            call,
            "mean requires at least one data point (the array is empty; test `xs.len() > 0` first)",
        ));
    };
    // Ints whose mean is whole: an int, as Python gives it.
    if let Some(total) = sum.ints
        && total % i128::from(count) == 0
        && let Ok(whole) = INT::try_from(total / i128::from(count))
    {
        return Ok(Dynamic::from_int(whole));
    }
    #[allow(clippy::cast_precision_loss)] // an array's length is exact as a float
    let n = count as FLOAT;
    let first = sum.rounded() / n;
    if !sum.finite() {
        return Ok(Dynamic::from_float(first));
    }
    let first = finite(call, "mean", first)?;
    // What `first` misses, exactly: the sum less `first * n` (that
    // product is `high + low` exactly), divided by `n` and added once.
    let mut rest = Sum {
        partials: sum.partials,
        ..Sum::default()
    };
    let high = first * n;
    let low = first.mul_add(n, -high);
    rest.add(-high);
    rest.add(-low);
    Ok(Dynamic::from_float(first + rest.rounded() / n))
}

/// `x`, or an error where a sum of finite numbers left the floats.
fn finite(call: &NativeCallContext<'_>, name: &str, x: FLOAT) -> ScriptResult<FLOAT> {
    if x.is_finite() {
        Ok(x)
    } else {
        Err(script_error(
            call,
            format!("{name}: the sum is too large for a float ({x})"),
        ))
    }
}

/// A type's name with its article (`()` told as what it is).
fn described(name: &str) -> String {
    match name {
        "()" => "`()`, a missing value".to_owned(),
        _ if name.starts_with(['a', 'e', 'i', 'o', 'u']) => format!("an {name}"),
        _ => format!("a {name}"),
    }
}
