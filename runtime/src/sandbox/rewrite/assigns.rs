//! Assignments into a container are routed through the write accounting.
//!
//! Rhai checks only the item after `a[i] = v` (and nothing of the map after
//! `m[k] = v`), and `this` is no variable read, so the size guard never saw
//! what `this[i] = v` added. So before a mount runs, every assignment whose
//! target is an index or property chain (`a[i] = v`, `this[i] = v`,
//! `a[i][j] = v`, `m[k] = v`, `m.k = v`, `this.k = v`, `a[i] += s`) is
//! rewritten to hand the value, and a new key, to [`writes`] first, which
//! charges them to the chain's root (the variable, or `this`):
//!
//! * after the assignment's operator, `R.cordis_held("R", steps, key) |`:
//!   the method checks the root `R` (by reference, so in constant time
//!   unless its charges are due for a measurement), and `|`, which binds
//!   more loosely than any operator whose result could be big, charges the
//!   whole right-hand side and passes it on unchanged;
//! * when the chain ends in an index, after its `[`, the same marker and
//!   `^` (as loose as `|`), which charges a new key's bytes.
//!
//! Both insertions only add text before code, so they are [`Edit`]s and
//! messages still quote the code as written. The value is evaluated before
//! the target, as before; the marker adds a read of the root first.

use rhai::{AST, ASTFlags, ASTNode, Expr, Stmt};

use crate::sandbox::rewrite::bodies::at;
use crate::sandbox::rewrite::splice::Edit;
use crate::sandbox::size::writes;

/// The inserted marker of a chain: what to insert before the value and,
/// for a chain ending in an index, before the index.
struct Chain {
    /// The root as written: a variable's name, or `this`.
    root: String,
    /// How many steps the chain takes below its root.
    steps: usize,
    /// Where the last index's `[` stands (as Rhai records it) and where its
    /// expression starts, when the chain ends in an index.
    last_index: Option<(rhai::Position, rhai::Position)>,
    /// The bytes of the property name the chain ends in, if it does.
    property: usize,
}

/// The insertions that route each assignment into a container of `source`
/// (compiled as `ast`) through the write accounting.
pub(crate) fn edits(source: &str, ast: &AST) -> Vec<Edit> {
    let lines: Vec<&str> = source.split('\n').collect();
    let mut out = Vec::new();
    ast.walk(&mut |path: &[ASTNode<'_>]| {
        if let Some(ASTNode::Stmt(Stmt::Assignment(assignment))) = path.last() {
            let (op, target) = (&assignment.0, &assignment.1.lhs);
            if let Some(chain) = chain(target) {
                route(&lines, op.position(), &chain, &mut out);
            }
        }
        true
    });
    out
}

/// The root, depth and last step of an assignment target, when it is an
/// index or property chain.
fn chain(target: &Expr) -> Option<Chain> {
    let (Expr::Index(x, flags, _) | Expr::Dot(x, flags, _)) = target else {
        return None;
    };
    let root = match &x.lhs {
        Expr::Variable(var, ..) => var.1.to_string(),
        Expr::ThisPtr(_) => "this".to_owned(),
        _ => return None,
    };
    let mut chain = Chain {
        root,
        steps: 0,
        last_index: None,
        property: 0,
    };
    let (mut step, mut rest, mut flags) = (target, &x.rhs, *flags);
    loop {
        chain.steps += 1;
        let next = match rest {
            Expr::Index(y, f, _) | Expr::Dot(y, f, _) if !flags.intersects(ASTFlags::BREAK) => {
                Some((y, *f))
            }
            _ => None,
        };
        let Some((y, f)) = next else {
            // `rest` is the last step's key: an index expression or a
            // property name.
            match (step, rest) {
                (_, Expr::Property(p, _)) => chain.property = p.2.len(),
                (Expr::Index(_, _, bracket), key) => {
                    chain.last_index = Some((*bracket, key.start_position()));
                }
                _ => {}
            }
            return Some(chain);
        };
        step = rest;
        rest = &y.rhs;
        flags = f;
    }
}

/// Pushes the insertions for one assignment whose operator stands at `op`.
fn route(lines: &[&str], op: rhai::Position, chain: &Chain, out: &mut Vec<Edit>) {
    let Some((line, column)) = at(op) else {
        return;
    };
    let Some(text) = lines.get(line - 1) else {
        return;
    };
    // Just after the operator's `=`.
    let Some(equals) = text
        .chars()
        .skip(column - 1)
        .position(|c| c == '=')
        .map(|offset| column + offset + 1)
    else {
        return;
    };
    let marker = writes::marker(&chain.root, chain.steps, chain.property);
    out.push(Edit {
        line,
        column: equals,
        text: format!(" {marker} |").into(),
    });
    if let Some((line, column)) = chain
        .last_index
        .and_then(|(open, start)| bracket(lines, open, start))
    {
        out.push(Edit {
            line,
            column,
            text: format!("{marker} ^ ").into(),
        });
    }
}

/// Where to insert before the index expression that starts at `start`:
/// just after its `[` (so that the marker takes the whole index, also when
/// it starts with a parenthesis or a binary operator's operand), which Rhai
/// records at `open`; else after the `[` found by going back from `start`
/// over spaces and `(`, or at `start` itself.
fn bracket(lines: &[&str], open: rhai::Position, start: rhai::Position) -> Option<(usize, usize)> {
    if let Some((line, column)) = at(open) {
        let text = lines.get(line - 1)?;
        let mut chars = text.chars().skip(column - 1);
        match (chars.next(), chars.next()) {
            (Some('['), _) => return Some((line, column + 1)),
            (Some('?'), Some('[')) => return Some((line, column + 2)),
            _ => {}
        }
    }
    let (line, column) = at(start)?;
    let chars: Vec<char> = lines.get(line - 1)?.chars().collect();
    let mut here = column - 1;
    while here > 0 {
        here -= 1;
        match chars.get(here)? {
            '[' => return Some((line, here + 2)),
            c if c.is_whitespace() || *c == '(' => {}
            _ => break,
        }
    }
    Some((line, column))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use std::sync::Arc;

    use rhai::Dynamic;

    use super::*;
    use crate::limits::Limits;
    use crate::sandbox::facade::slots::SlotTable;
    use crate::sandbox::rewrite::splice;

    fn engine() -> rhai::Engine {
        crate::sandbox::engine::locked_down::build(&Limits::default(), &Arc::new(SlotTable::new()))
    }

    /// `source` as the sandbox rewrites it.
    fn rewritten(source: &str) -> String {
        let ast = engine().compile(source).unwrap();
        splice::apply(source, edits(source, &ast)).map_or_else(|| source.to_owned(), |(t, _)| t)
    }

    #[test]
    fn each_assignment_into_a_chain_passes_its_value_and_key_through_the_marker() {
        for (source, expected) in [
            (
                "let a = [1]; a[0] = 2;",
                r#"let a = [1]; a[a.cordis_held("a", 1, 0) ^ 0] = a.cordis_held("a", 1, 0) | 2;"#,
            ),
            (
                "let m = #{}; m.k = 2; m[\"j\"] += 1;",
                r#"let m = #{}; m.k = m.cordis_held("m", 1, 1) | 2; m[m.cordis_held("m", 1, 0) ^ "j"] += m.cordis_held("m", 1, 0) | 1;"#,
            ),
            (
                "fn f(i) { this[(i)][i + 1].x = 1 }",
                r#"fn f(i) { this[(i)][i + 1].x = this.cordis_held("this", 3, 1) | 1 }"#,
            ),
            (
                "fn f(i) { this[i] = |x| x }",
                r#"fn f(i) { this[this.cordis_held("this", 1, 0) ^ i] = this.cordis_held("this", 1, 0) | |x| x }"#,
            ),
            ("let x = 1; x = 2; x += 3;", "let x = 1; x = 2; x += 3;"),
        ] {
            assert_eq!(rewritten(source), expected, "{source}");
        }
    }

    #[test]
    fn rewritten_assignments_keep_their_meaning() {
        let engine = engine();
        for source in [
            "let a = [1, 2]; a[1] = 5; a[0] += 1; a",
            "let a = [[1], [2]]; a[1][0] = 7; a",
            "let m = #{a: 1}; m.b = 2; m[\"c\"] = 3; m.a += 10; m",
            "let a = [0]; a[0] = 1 | 2 || false; a",
            "let a = [0]; a[0] = false || true && true; a",
            "let a = [0]; a[0] = 1 ^ 3 | 4; a",
            "let a = [0]; a[0] = if a.len() > 0 { 4 } else { 5 }; a",
            "let a = [0]; a[0] = switch 2 { 2 => 6, _ => 7 }; a",
            "let a = [\"x\"]; a[0] += \"y\" + 1; a",
            "let a = [0, 0]; a[1 | 0] = 3; a[0 ^ 1] += 1; a",
            "let a = [0, 0]; a[(1) - 1] = 3; a[/* c */ 1] = 4; a",
            "let a = [0]; a[0] = 2; a[0] **= 3; a[0] <<= 1; a",
            "let a = [0]; a[0] = |x| x + 1; a[0].call(2)",
            "let a = [0]; a[0] = || 42; a[0].call()",
            "fn f(i, v) { this[i] = v; this.len() } let a = [0, 0]; [a.f(1, \"z\"), a]",
            "let s = [#{n: 0}]; let g = || { s[0].n += 1; }; g.call(); g.call(); s",
            "let s = \"abc\"; s[1] = 'x'; s",
        ] {
            let running = rewritten(source);
            assert_ne!(running, source);
            let want = engine.eval::<Dynamic>(source).unwrap();
            let got = engine
                .eval::<Dynamic>(&running)
                .map_err(|e| format!("{running}: {e}"))
                .unwrap();
            assert_eq!(format!("{got:?}"), format!("{want:?}"), "{running}");
        }
    }
}
