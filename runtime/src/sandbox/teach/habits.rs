//! JavaScript/TypeScript habits on one line of code, with their Rhai
//! spelling.
//!
//! The line must already have its string literals blanked (see
//! [`super::strip`]), so nothing inside a string is ever taken for code.

use super::advice;

/// One token of a (blanked) line.
#[derive(Debug, PartialEq)]
enum Tok<'a> {
    Ident(&'a str),
    Punct(&'a str),
    /// A quoted literal (contents blanked): its quote and length in chars.
    Str(char, usize),
}

const PUNCTS: [&str; 11] = [
    "===", "!==", "...", "=>", "==", "!=", "++", "--", "?.", "??", "::",
];

/// TypeScript type names that make `x: T` an annotation rather than a map
/// entry.
const TS_TYPES: [&str; 16] = [
    "string", "number", "boolean", "any", "void", "unknown", "object", "never", "int", "float",
    "String", "Number", "Boolean", "Array", "Record", "Promise",
];

fn tokenize(line: &str) -> Vec<Tok<'_>> {
    let mut out = Vec::new();
    let mut rest = line;
    while let Some(c) = rest.chars().next() {
        if c.is_whitespace() {
            rest = &rest[c.len_utf8()..];
        } else if c == '_' || c.is_alphanumeric() {
            let end = rest
                .find(|ch: char| !(ch == '_' || ch.is_alphanumeric()))
                .unwrap_or(rest.len());
            out.push(Tok::Ident(&rest[..end]));
            rest = &rest[end..];
        } else if c == '"' || c == '\'' {
            let body = &rest[1..];
            let close = body.find(c).unwrap_or(body.len());
            out.push(Tok::Str(c, body[..close].chars().count()));
            rest = body.get(close + 1..).unwrap_or("");
        } else if let Some(p) = PUNCTS.iter().find(|p| rest.starts_with(**p)) {
            out.push(Tok::Punct(p));
            rest = &rest[p.len()..];
        } else {
            let n = c.len_utf8();
            out.push(Tok::Punct(&rest[..n]));
            rest = &rest[n..];
        }
    }
    out
}

/// The hints for the habits found on `line` (blanked), in a stable order.
pub(crate) fn hints(line: &str) -> Vec<String> {
    let toks = tokenize(line);
    let mut out: Vec<String> = Vec::new();
    let mut add = |h: String| {
        if !out.contains(&h) {
            out.push(h);
        }
    };
    let at = |i: usize| toks.get(i);
    for (i, tok) in toks.iter().enumerate() {
        let prev = i.checked_sub(1).and_then(|p| toks.get(p));
        let next = at(i + 1);
        match tok {
            Tok::Punct("=>") => add("`=>` arrow functions are not Rhai: write a closure, `|x| x + 1` or `|a, b| { ... }`".into()),
            Tok::Punct("===") => add("write `==` instead of `===` (Rhai's `==` already compares values)".into()),
            Tok::Punct("!==") => add("write `!=` instead of `!==`".into()),
            Tok::Punct("++") => add("Rhai has no `++`: write `x += 1`".into()),
            Tok::Punct("--") => add("Rhai has no `--`: write `x -= 1`".into()),
            Tok::Punct("?") => add("Rhai has no `c ? a : b`: write `if c { a } else { b }` (it is an expression)".into()),
            Tok::Punct("{") if matches!(prev, Some(Tok::Ident("let" | "const"))) => {
                add("Rhai has no destructuring: write `let a = obj.a;` for each field".into());
            }
            Tok::Punct("{") if !matches!(prev, Some(Tok::Punct("#" | "$"))) => {
                let key = matches!(next, Some(Tok::Ident(_) | Tok::Str(..)));
                if key && at(i + 2) == Some(&Tok::Punct(":")) {
                    add("object literals are written `#{ key: value }` in Rhai (a bare `{` starts a block)".into());
                }
            }
            Tok::Punct("[") if matches!(prev, Some(Tok::Ident("let" | "const"))) => {
                add("Rhai has no destructuring: write `let a = arr[0];` for each item".into());
            }
            Tok::Punct(".") if next == Some(&Tok::Ident("length")) => {
                add("write `.len()` instead of `.length`".into());
            }
            Tok::Punct(":") => annotation(&toks, i, &mut add),
            Tok::Ident("for") if next == Some(&Tok::Punct("(")) => {
                // `for (item, i) in ...` is Rhai (each item and its index);
                // anything else in parentheses is a C or JavaScript loop.
                let pair = matches!(
                    (at(i + 2), at(i + 3), at(i + 4), at(i + 5), at(i + 6)),
                    (
                        Some(Tok::Ident(_)),
                        Some(Tok::Punct(",")),
                        Some(Tok::Ident(_)),
                        Some(Tok::Punct(")")),
                        Some(Tok::Ident("in"))
                    )
                );
                add(if pair {
                    format!("`for (item, i) in array` gives each item and its index; {}", advice::MAP_LOOP)
                } else {
                    "write `for i in 0..n { ... }` or `for item in array { ... }` (no parentheses)".into()
                });
            }
            Tok::Ident("try") if matches!(prev, Some(Tok::Punct("=" | "(" | "," | ":")) | Some(Tok::Ident("return"))) => {
                add("`try` is a statement in Rhai, not a value: set a variable inside it, e.g. write `let r = (); try { r = parse_json(text); } catch (e) { r = #{}; }`".into());
            }
            Tok::Str('\'', n) if *n > 1 => add("strings use double quotes, `\"...\"` (or backticks for `${}` templates); single quotes hold one character".into()),
            Tok::Ident(word) if !matches!(prev, Some(Tok::Punct("."))) => {
                match (next, at(i + 2)) {
                    (Some(Tok::Punct(".")), Some(Tok::Ident(member))) => {
                        if let Some(hint) = js_global(word, member) {
                            add(hint);
                        }
                    }
                    _ => ident(word, next, &mut add),
                }
            }
            _ => {}
        }
    }
    out
}

fn ident(word: &str, next: Option<&Tok<'_>>, add: &mut impl FnMut(String)) {
    match word {
        "function" => match next {
            Some(Tok::Ident(name)) => add(format!("write `fn {name}(a, b) {{ ... }}` instead of `function {name}(...)`")),
            _ => add("write a closure `|a, b| { ... }` instead of `function(a, b) { ... }`".into()),
        },
        "null" | "undefined" | "nil" => add(format!(
            "Rhai has no `{word}`: the empty value is `()` (test it with `x == ()`)"
        )),
        "async" | "await" => add("drop `async`/`await`: calls in Rhai are synchronous and return their result".into()),
        "new" => add("Rhai has no classes or `new`: build a map `#{ ... }` (to fail, `throw \"message\"`)".into()),
        "var" => add("write `let` (or `const`) instead of `var`".into()),
        "typeof" => add("write `type_of(x)` instead of `typeof x`".into()),
        "class" | "interface" => add(format!("Rhai has no `{word}`: use a map of values and closures, `#{{ name: \"x\", run: |a| a }}`")),
        "import" | "export" | "require" => add("there are no modules: a plugin declares services in `inject: [\"fs\"]` and uses them as `ctx.fs`".into()),
        _ => {}
    }
}

/// `Global.member` of JavaScript (`JSON.parse`, `Math.max`, `Object.keys`)
/// with its Rhai spelling. Each suggestion runs as written.
pub(crate) fn js_global(global: &str, member: &str) -> Option<String> {
    let rhai = match (global, member) {
        ("JSON", "parse") => "`parse_json(text)`".to_owned(),
        ("JSON", "stringify") => "`to_json(value)`".to_owned(),
        ("Object", "keys") => "`m.keys()`".to_owned(),
        ("Object", "values") => "`m.values()`".to_owned(),
        ("Object", "entries") => "`for key in m.keys() { let value = m[key]; }`".to_owned(),
        ("Object", "assign") => "`m.mixin(other)`".to_owned(),
        ("Array", "isArray") => "`type_of(x) == \"array\"`".to_owned(),
        ("Number" | "Math", "parseInt") => "`parse_int(s)`".to_owned(),
        ("Number" | "Math", "parseFloat") => "`parse_float(s)`".to_owned(),
        ("Number", "isInteger") => "`type_of(x) == \"i64\"`".to_owned(),
        ("Math", "max" | "min") => format!("`{member}(a, b)`"),
        ("Math", "abs" | "sqrt") => format!("`{member}(x)`"),
        ("Math", "floor" | "ceil" | "round") => format!("`x.{member}()` (on a float)"),
        ("Math", "pow") => "`x ** y`".to_owned(),
        ("Math", "PI") => "`PI()`".to_owned(),
        ("Math", "random") => {
            return Some("the sandbox has no random numbers: take them as a tool parameter".into());
        }
        ("Date", "now") => {
            return Some(advice::NO_CLOCK.into());
        }
        _ => return None,
    };
    Some(format!("write {rhai} instead of `{global}.{member}(...)`"))
}

/// `x: string` after `let`/`const`/`(`/`,`, or `): string` — a TypeScript
/// type annotation (never a map entry, whose key follows `{` or `,` inside
/// `#{`; we require a TypeScript type name to tell them apart).
fn annotation(toks: &[Tok<'_>], colon: usize, add: &mut impl FnMut(String)) {
    let Some(Tok::Ident(ty)) = toks.get(colon + 1) else {
        return;
    };
    let before = colon.checked_sub(1).and_then(|i| toks.get(i));
    let before2 = colon.checked_sub(2).and_then(|i| toks.get(i));
    let declared = matches!(
        (before2, before),
        (Some(Tok::Ident("let" | "const")), Some(Tok::Ident(_)))
    );
    let typed = TS_TYPES.contains(ty)
        && (matches!(before, Some(Tok::Punct(")")))
            || matches!(
                (before2, before),
                (Some(Tok::Punct("(" | ",")), Some(Tok::Ident(_)))
            ));
    if declared || typed {
        add(format!("Rhai has no type annotations: drop `: {ty}`"));
    }
}

#[cfg(test)]
mod tests {
    use super::super::strip::code_only;
    use super::*;

    fn on(line: &str) -> Vec<String> {
        hints(&code_only(line))
    }

    #[test]
    fn habits_in_code_are_found() {
        assert_eq!(on("let f = x => x + 1;").len(), 1);
        assert!(on("function add(a, b) {}")[0].contains("fn add(a, b)"));
        assert!(on("let o = { name: \"x\" };")[0].contains("#{ key: value }"));
        assert!(on("let x: string = \"a\";")[0].contains("drop `: string`"));
        assert!(on("fn f(a, b: number) {}")[0].contains("drop `: number`"));
        assert!(on("let n = s.length;")[0].contains(".len()"));
        assert!(on("let v = JSON.parse(text);")[0].contains("`parse_json(text)`"));
        assert!(on("let k = Object.keys(m);")[0].contains("`m.keys()`"));
        assert!(on("let b = Math.max(1, 2);")[0].contains("`max(a, b)`"));
        assert!(on("if Array.isArray(x) { }")[0].contains("type_of(x)"));
    }

    #[test]
    fn habits_inside_strings_are_not() {
        for line in [
            r#"let s = "a => b";"#,
            r#"let s = "function f() { null }";"#,
            r#"let s = `x === y ${ "{ a: 1 }" }`;"#,
            r#"let s = "s.length";"#,
            "// async function () => null",
        ] {
            assert_eq!(on(line), Vec::<String>::new(), "{line}");
        }
    }

    #[test]
    fn rhai_code_that_looks_similar_is_not_flagged() {
        for line in [
            "let m = #{ name: \"x\", n: 1 };",
            "let f = |x| x + 1;",
            "if x == 1 { y } else { z }",
            "let s = `${ m.len() } items`;",
            "const N = 3;",
            "console.log(\"hi\");",
            "ctx.tools.register(#{ name: \"a\", parameters: #{ path: #{ type: \"string\" } } });",
        ] {
            assert_eq!(on(line), Vec::<String>::new(), "{line}");
        }
    }
}
