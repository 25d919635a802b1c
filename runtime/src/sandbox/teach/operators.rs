//! The language's operators by the types each takes, its own functions
//! (`type_of`, `Fn`, `call`, `curry`), and the names `type_of` gives: what
//! a lookup of one of them (`cordis_inspect { what: "functions", name:
//! "*" }`) answers. Every example runs in the tests and gives what it
//! says.

/// One operator, or a family of them.
struct Operator {
    /// The symbols it answers for.
    symbols: &'static [&'static str],
    /// What it does, by type.
    text: &'static str,
    /// Examples and what each gives (its text); the first is shown.
    examples: &'static [(&'static str, &'static str)],
}

const OPERATORS: &[Operator] = &[
    Operator {
        symbols: &["+", "+="],
        text: "int + int is an int, a float on either side makes a float; a string on either side makes text of both (`\"n=\" + 3`); array + array joins them, and `arr += x` adds one item; map + map merges them, the right side's keys winning",
        examples: &[
            ("\"n=\" + 3", "n=3"),
            ("1 + 2.5", "3.5"),
            ("[1] + [2, 3]", "[1, 2, 3]"),
            ("let a = [1]; a += 2; a", "[1, 2]"),
            ("let s = \"a\"; s += 'b'; s", "ab"),
            ("to_json(#{ a: 1 } + #{ a: 2, b: 3 })", "{\"a\":2,\"b\":3}"),
        ],
    },
    Operator {
        symbols: &["-", "-="],
        text: "numbers; string - string removes every copy of the right side",
        examples: &[("7 - 2.5", "4.5"), ("\"banana\" - \"a\"", "bnn")],
    },
    Operator {
        symbols: &["*", "*="],
        text: "numbers only: a string has no `*`, so repeat text with `\"\".pad(n, s)` (to `n` characters)",
        examples: &[
            ("3 * 1.5", "4.5"),
            ("let s = \"\"; s.pad(6, \"ab\"); s", "ababab"),
        ],
    },
    Operator {
        symbols: &["/", "/="],
        text: "int / int drops the fraction (`7 / 2` is 3): convert first for one, `n.to_float() / 2`; an int divided by 0 is an error, a float divided by 0 is `inf`",
        examples: &[("7 / 2", "3"), ("7.to_float() / 2", "3.5")],
    },
    Operator {
        symbols: &["%", "%=", "**", "**="],
        text: "remainder and power, of ints or floats (a float to an int power too); `**` binds tighter than `*` and `/`, but a leading `-` binds tighter still, unlike Python: write `-(2 ** 2)` for -4",
        examples: &[
            ("7 % 3", "1"),
            ("2 ** 10", "1024"),
            ("1.5 % 1", "0.5"),
            ("2 * 3 ** 2", "18"),
            ("1.5 ** 2", "2.25"),
            ("-2 ** 2", "4"),
        ],
    },
    Operator {
        symbols: &["==", "!="],
        text: "any two values; arrays and maps compare item by item; an int equals the same float, and a character its one-character string",
        examples: &[
            ("[1, #{ a: 2 }] == [1, #{ a: 2 }]", "true"),
            ("1 == 1.0", "true"),
            ("'a' == \"a\"", "true"),
        ],
    },
    Operator {
        symbols: &["<", ">", "<=", ">="],
        text: "numbers (ints and floats mixed), strings and characters, by character code (`\"B\" < \"a\"`)",
        examples: &[
            ("1 < 1.5", "true"),
            ("\"apple\" < \"banana\"", "true"),
            ("\"B\" < \"a\"", "true"),
            ("'c' >= 'a'", "true"),
        ],
    },
    Operator {
        symbols: &["&&", "||", "!"],
        text: "bools only: Rhai has no truthiness, so test what you mean (`s != \"\"`, `xs.len() > 0`, `x != ()`), or `truthy(x)` as JavaScript and Python test",
        examples: &[("!(1 > 2) && truthy(\"x\")", "true")],
    },
    Operator {
        symbols: &["??"],
        text: "the left side unless it is `()` (a missing map key, an argument left out), else the right side",
        examples: &[("#{ a: 1 }.b ?? 0", "0"), ("#{ a: 1 }.a ?? 0", "1")],
    },
    Operator {
        symbols: &["in"],
        text: "text or a character in a string, an item in an array, a key in a map; `!(x in xs)` for not in",
        examples: &[
            ("\"b\" in \"abc\"", "true"),
            ("2 in [1, 2]", "true"),
            ("\"a\" in #{ a: 1 }", "true"),
            ("!(3 in [1, 2])", "true"),
        ],
    },
    Operator {
        symbols: &["..", "..="],
        text: "a range of ints, end excluded (`..`) or included (`..=`): `for i in 0..n`, `arr.extract(1..3)`",
        examples: &[
            ("[1, 2, 3, 4].extract(1..3)", "[2, 3]"),
            ("let t = 0; for i in 1..=3 { t += i; } t", "6"),
        ],
    },
    Operator {
        symbols: &["&", "|", "^", "<<", ">>"],
        text: "the bits of ints",
        examples: &[("6 & 3", "2"), ("1 << 3", "8")],
    },
    Operator {
        symbols: &["[]"],
        text: "an index: a string's character `s[0]`, an array's item `arr[0]` (`arr[-1]` is the last), a map's key `m[\"k\"]` (a missing one reads `()`)",
        examples: &[
            ("\"abc\"[-1]", "c"),
            ("[1, 2, 3][-1]", "3"),
            ("#{ k: 1 }[\"k\"]", "1"),
        ],
    },
];

/// The names `type_of` gives, one text for the two places that say them.
macro_rules! type_names {
    () => {
        "`\"i64\"` (an int), `\"f64\"` (a float), `\"string\"`, `\"char\"`, `\"bool\"`, `\"array\"`, `\"map\"`, `\"()\"`, `\"Fn\"` (a closure) or `\"range\"`"
    };
}

/// The functions the language itself has, which no signature lists.
const OWN_FUNCTIONS: &[Operator] = &[
    Operator {
        symbols: &["type_of"],
        text: concat!(
            "`type_of(x) -> string`, the name of a value's type: ",
            type_names!()
        ),
        examples: &[("type_of(1.5)", "f64"), ("type_of([])", "array")],
    },
    Operator {
        symbols: &["call", "Fn"],
        text: "`f.call(x, ...)` calls a closure (`f(x)` too, for one in a variable declared with `let`: a closure in a `const` cannot be called from inside another closure); `Fn(\"name\")` is a pointer to the `fn` of that name",
        examples: &[
            ("let f = |x| x * 2; f.call(4)", "8"),
            ("fn twice(x) { x * 2 } Fn(\"twice\").call(5)", "10"),
        ],
    },
    Operator {
        symbols: &["curry"],
        text: "`f.curry(a)` is `f` with its first argument given",
        examples: &[("let add = |a, b| a + b; add.curry(1).call(2)", "3")],
    },
];

/// What `type_of(x)` gives, by type.
pub(crate) const TYPE_NAMES: &str = concat!("`type_of(x)` gives ", type_names!());

/// The lines of the operators written `name` (`*`, `+=`, `in`), or
/// `None` when none is.
pub(crate) fn lookup(name: &str) -> Option<Vec<String>> {
    let lines: Vec<String> = OPERATORS
        .iter()
        .chain(OWN_FUNCTIONS)
        .filter(|o| o.symbols.contains(&name))
        .map(|o| {
            let (code, gives) = o.examples[0];
            format!(
                "- `{}`: {} (`{code}` gives `{gives}`)",
                o.symbols.join("`, `"),
                o.text
            )
        })
        .collect();
    (!lines.is_empty()).then_some(lines)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::sandbox::teach::tests::sandbox;

    #[test]
    fn every_example_gives_what_it_says() {
        for operator in OPERATORS.iter().chain(OWN_FUNCTIONS) {
            for (code, gives) in operator.examples {
                let got = sandbox(code).unwrap_or_else(|e| panic!("`{code}` fails: {e}"));
                assert_eq!(got.to_string(), *gives, "`{code}`");
            }
        }
        for (value, name) in [
            ("1", "i64"),
            ("1.0", "f64"),
            ("\"a\"", "string"),
            ("'a'", "char"),
            ("true", "bool"),
            ("[]", "array"),
            ("#{}", "map"),
            ("()", "()"),
            ("|x| x", "Fn"),
            ("1..3", "range"),
        ] {
            let got = sandbox(&format!("type_of({value})")).unwrap();
            assert_eq!(got.to_string(), name);
            assert!(TYPE_NAMES.contains(&format!("`\"{name}\"`")), "{name}");
        }
        // `*` of a string is no operator, as its line says.
        assert!(sandbox("\"ab\" * 3").is_err());
        assert!(lookup("*").unwrap()[0].contains("a string has no `*`"));
        assert!(lookup("sub_string").is_none());
    }
}
