//! A `try`/`catch` written as a value gives the value of the block that
//! ran.
//!
//! Rhai's `try` is a statement, and the parser refuses one where a value
//! stands: `let n = try { parse_int(s) } catch { () };`. A model that has
//! seen a `fn` end in `try { parse_int(s) } catch { () }` (which the
//! [`tails`](super::tails) rewrite makes give its value) writes it so,
//! and four usability trials running lost a mount to it. So when the
//! parser stops at a `try` after `=`, `return`, `(`, `,` or `:`, the whole
//! `try`/`catch` is made a block that gives what ran:
//! `try { A } catch (e) { B }` runs as
//! `{ let try_value = (); try { try_value = { A }; } catch (e) { try_value = { B }; } try_value }`.
//! A `throw` in `A` is still caught, and one in `B` still propagates. Only
//! text is inserted, as [`Edit`]s, so messages quote the model's lines.

use rhai::ParseError;

use crate::sandbox::rewrite::splice::places;

/// Inserted before `try`.
const OPEN: &str = "{ let try_value = (); ";
/// Inserted after each block's `{`.
const HOLD: &str = " try_value = {";
/// Inserted before each block's `}`.
const HELD: &str = "}; ";
/// Inserted after the catch block's `}`.
const CLOSE: &str = " try_value }";

/// The insertions, at (1-based) line and column of `text`, that make the
/// `try` the parser stopped at (`error`) a value; `None` where it stands
/// where no value does, or has no `catch` block.
pub(crate) fn at(text: &str, error: &ParseError) -> Option<Vec<(usize, usize, &'static str)>> {
    let (line, column) = (error.1.line()?, error.1.position()?);
    let chars: Vec<char> = text.chars().collect();
    let places = places(&chars);
    let start = places.iter().position(|p| *p == (line, column))?;
    if chars.get(start..start + 3)? != ['t', 'r', 'y'] {
        return None;
    }
    // Where a value stands: after `=` (not `==`, `!=`, `<=`, `>=`),
    // `return`, `(`, `,` or `:`.
    let before: String = chars[..start].iter().collect();
    let before = before.trim_end();
    let assigned = before.ends_with('=')
        && !["==", "!=", "<=", ">=", "=>"]
            .iter()
            .any(|op| before.ends_with(op));
    if !(assigned || before.ends_with("return") || before.ends_with(['(', ',', ':'])) {
        return None;
    }
    let code = code_mask(&chars);
    let open_try = next_code(&chars, &code, start + 3).filter(|k| chars[*k] == '{')?;
    let close_try = closing(&chars, &code, open_try)?;
    let catch = next_code(&chars, &code, close_try + 1)?;
    if chars.get(catch..catch + 5)? != ['c', 'a', 't', 'c', 'h'] {
        return None;
    }
    // `catch (err)`: the name, then the block.
    let mut open_catch = next_code(&chars, &code, catch + 5)?;
    if chars[open_catch] == '(' {
        let shut = (open_catch..chars.len()).find(|k| code[*k] && chars[*k] == ')')?;
        open_catch = next_code(&chars, &code, shut + 1)?;
    }
    if chars[open_catch] != '{' {
        return None;
    }
    let close_catch = closing(&chars, &code, open_catch)?;
    let after = |k: usize| {
        places
            .get(k + 1)
            .copied()
            .or_else(|| end_of(&places, &chars))
    };
    let (l1, c1) = places[start];
    let (l2, c2) = after(open_try)?;
    let (l3, c3) = places[close_try];
    let (l4, c4) = after(open_catch)?;
    let (l5, c5) = places[close_catch];
    let (l6, c6) = after(close_catch)?;
    Some(vec![
        (l1, c1, OPEN),
        (l2, c2, HOLD),
        (l3, c3, HELD),
        (l4, c4, HOLD),
        (l5, c5, HELD),
        (l6, c6, CLOSE),
    ])
}

/// The place just past the last character.
fn end_of(places: &[(usize, usize)], chars: &[char]) -> Option<(usize, usize)> {
    let (line, column) = *places.last()?;
    Some(if chars.last() == Some(&'\n') {
        (line + 1, 1)
    } else {
        (line, column + 1)
    })
}

/// Which characters are code: not inside a string, a character literal, a
/// template's text or a comment (a template's `${ ... }` is code).
fn code_mask(chars: &[char]) -> Vec<bool> {
    #[derive(Clone, Copy, PartialEq)]
    enum In {
        Code,
        Quoted(char),
        Template,
        Line,
        Block,
    }
    let mut mask = vec![true; chars.len()];
    // The `${` depths of the templates the code stands in.
    let mut templates: Vec<usize> = Vec::new();
    let mut depth = 0usize;
    let mut state = In::Code;
    let mut k = 0;
    while k < chars.len() {
        let c = chars[k];
        let next = chars.get(k + 1).copied();
        match state {
            In::Code => match c {
                '"' | '\'' => state = In::Quoted(c),
                '`' => state = In::Template,
                '/' if next == Some('/') => state = In::Line,
                '/' if next == Some('*') => state = In::Block,
                '{' => depth += 1,
                '}' if templates.last() == Some(&depth) => {
                    templates.pop();
                    state = In::Template;
                }
                '}' => depth = depth.saturating_sub(1),
                _ => {}
            },
            In::Quoted(q) => {
                if c == '\\' {
                    mask[k] = false;
                    k += 1;
                } else if c == q {
                    state = In::Code;
                }
            }
            In::Template => match c {
                '`' => state = In::Code,
                '$' if next == Some('{') => {
                    // (Both characters of `${`, and the code after them.)
                    mask[k] = false;
                    mask[k + 1] = false;
                    k += 2;
                    templates.push(depth);
                    state = In::Code;
                    continue;
                }
                _ => {}
            },
            In::Line => {
                if c == '\n' {
                    state = In::Code;
                }
            }
            In::Block => {
                if c == '*' && next == Some('/') {
                    mask[k] = false;
                    mask[k + 1] = false;
                    k += 2;
                    state = In::Code;
                    continue;
                }
            }
        }
        if let Some(m) = mask.get_mut(k) {
            *m &= state == In::Code && !matches!(c, '"' | '\'' | '`');
        }
        k += 1;
    }
    mask
}

/// The next character of code at or after `from` that is not whitespace.
fn next_code(chars: &[char], code: &[bool], from: usize) -> Option<usize> {
    (from..chars.len()).find(|k| code[*k] && !chars[*k].is_whitespace())
}

/// The `}` that closes the `{` at `open`.
fn closing(chars: &[char], code: &[bool], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for k in open..chars.len() {
        if !code[k] {
            continue;
        }
        match chars[k] {
            '{' => depth += 1,
            '}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(k);
                }
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::super::reparse::parsed as quoted;

    /// `code` as the parser takes it, and what it evaluates to.
    fn run(code: &str) -> (String, String) {
        let mut engine = rhai::Engine::new();
        // (The sandbox's own depths, not a bare engine's.)
        engine.set_max_expr_depths(256, 256);
        let (edits, ast) = quoted(code, |text| engine.compile(text)).unwrap();
        let text =
            super::super::splice::apply(code, edits).map_or_else(|| code.to_owned(), |(t, _)| t);
        let value = engine.eval_ast::<rhai::Dynamic>(&ast).unwrap();
        (text, value.to_string())
    }

    #[test]
    fn a_try_as_a_value_gives_the_block_that_ran() {
        let (text, value) = run("let n = try { parse_int(\"12\") } catch { () }; n");
        assert_eq!(value, "12");
        assert_eq!(
            text,
            "let n = { let try_value = (); try { try_value = { parse_int(\"12\") }; } catch { try_value = { () }; } try_value }; n"
        );
        let (_, value) = run("let n = try { parse_int(\"x\") } catch (e) { -1 }; n");
        assert_eq!(value, "-1");
        // Assigned, returned, in a call and in a map; over lines, with
        // braces inside strings, templates and comments.
        let (_, value) = run(
            "let n = 0;\nn = try {\n  let s = \"}{\"; // }\n  parse_int(`4${\"2\"}`)\n} catch (err) {\n  0\n};\nfn f(s) { return try { parse_float(s) } catch { 0.5 }; }\nlet m = #{ a: try { f(\"x\") } catch { 9 } };\n`${n} ${f(\"2.5\")} ${m.a} ${type_of(try { throw 1; } catch { \"caught\" })}`",
        );
        assert_eq!(value, "42 2.5 0.5 string");
    }

    #[test]
    fn a_throw_in_the_catch_block_propagates() {
        let engine = rhai::Engine::new();
        let code = "let n = try { parse_int(\"x\") } catch { throw \"bad\"; }; n";
        let (edits, ast) = quoted(code, |text| engine.compile(text)).unwrap();
        assert!(!edits.is_empty());
        let error = engine.eval_ast::<rhai::Dynamic>(&ast).unwrap_err();
        assert!(error.to_string().contains("bad"), "{error}");
    }

    #[test]
    fn a_try_cut_short_anywhere_is_refused_without_a_panic() {
        let engine = rhai::Engine::new();
        let whole = "let x = try { `a${\"}\"}b` /* } */ } catch (e) { \"c\" }; x";
        for end in 0..=whole.len() {
            if whole.is_char_boundary(end) {
                let _ = quoted(&whole[..end], |text| engine.compile(text));
            }
        }
        for code in [
            "let x = try",
            "x = try { \"",
            "x = try { `${",
            "x = try {} catch (",
            "return try {} catch {",
        ] {
            assert!(quoted(code, |text| engine.compile(text)).is_err(), "{code}");
        }
    }

    #[test]
    fn a_try_without_a_catch_or_where_no_value_stands_is_left_to_the_parser() {
        let engine = rhai::Engine::new();
        for code in ["let n = try { 1 };", "let n = 1 + try { 1 } catch { 2 };"] {
            assert!(quoted(code, |text| engine.compile(text)).is_err(), "{code}");
        }
    }
}
