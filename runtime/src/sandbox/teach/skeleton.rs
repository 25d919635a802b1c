//! The Rhai skeleton of a plugin written in the shape of a JavaScript
//! module or a Python one, with the plugin's own names.
//!
//! A model that remembers `module.exports = { name: "x", apply(ctx) { … } }`
//! or `def apply(ctx):` gets, beside the habits line by line, the whole
//! plugin's shape in Rhai: its name, its `inject` list, and each tool it
//! registers with its description and the arguments its code reads
//! (`args.name`). The body of each function is left to the model.

use super::tokens::{Tok, tokenize};

/// What tells that the code is a whole plugin in another language's shape.
fn foreign_shape(toks: &[(usize, usize, Tok<'_>)]) -> bool {
    toks.windows(3).any(|w| {
        matches!(
            (&w[0].2, &w[1].2, &w[2].2),
            (Tok::Ident("module"), Tok::Punct("."), Tok::Ident("exports"))
                | (Tok::Ident("export"), Tok::Ident("default"), _)
                | (Tok::Ident("def"), Tok::Ident("apply"), _)
                | (Tok::Ident("apply"), Tok::Punct("("), Tok::Ident(_))
                | (
                    Tok::Ident("apply"),
                    Tok::Punct(":"),
                    Tok::Ident("function" | "async" | "lambda")
                )
        )
    })
}

/// One tool the code registers, as far as the code says.
#[derive(Default)]
struct Tool {
    name: String,
    description: Option<String>,
}

/// The skeleton, or `None` when the code is not a foreign plugin.
pub(crate) fn of(source: &str, code: &str) -> Option<String> {
    let written: Vec<&str> = source.lines().collect();
    // (line, column, token) over the whole code.
    let toks: Vec<(usize, usize, Tok<'_>)> = code
        .lines()
        .enumerate()
        .flat_map(|(i, line)| {
            tokenize(line)
                .into_iter()
                .map(move |(column, tok)| (i + 1, column, tok))
        })
        .collect();
    if !foreign_shape(&toks) {
        return None;
    }
    // A string literal's text as written.
    let literal = |line: usize, column: usize, len: usize| -> String {
        written
            .get(line - 1)
            .map(|l| l.chars().skip(column).take(len).collect())
            .unwrap_or_default()
    };
    // `key: "value"` (or `"key": "value"`): the key, and the value as written.
    let mut plugin: Option<String> = None;
    let mut inject: Vec<String> = Vec::new();
    let mut tools: Vec<Tool> = Vec::new();
    let mut args: Vec<String> = Vec::new();
    // A `name` after `register` names a tool; another, the plugin.
    let mut registering = false;
    for (i, (line, column, tok)) in toks.iter().enumerate() {
        if *tok == Tok::Ident("register") {
            registering = true;
        }
        let key = match tok {
            Tok::Ident(k) => (*k).to_owned(),
            Tok::Str(_, n) => literal(*line, *column, *n),
            _ => continue,
        };
        // `args.name`, not a method of the map (`args.get(…)`).
        if matches!(tok, Tok::Ident(_))
            && i >= 2
            && matches!(toks[i - 1].2, Tok::Punct("."))
            && matches!(toks[i - 2].2, Tok::Ident("args"))
            && !matches!(toks.get(i + 1).map(|t| &t.2), Some(Tok::Punct("(")))
        {
            if !args.contains(&key) {
                args.push(key.clone());
            }
            continue;
        }
        if !matches!(toks.get(i + 1).map(|t| &t.2), Some(Tok::Punct(":"))) {
            continue;
        }
        let value = match toks.get(i + 2) {
            Some((l, c, Tok::Str(_, n))) => Some(literal(*l, *c, *n)),
            _ => None,
        };
        match (key.as_str(), value) {
            ("name", Some(name)) if registering => {
                registering = false;
                tools.push(Tool {
                    name,
                    description: None,
                });
            }
            ("name", Some(name)) if plugin.is_none() => plugin = Some(name),
            ("description", Some(text)) => {
                if let Some(tool) = tools.last_mut().filter(|t| t.description.is_none()) {
                    tool.description = Some(text);
                }
            }
            ("inject", None) => {
                inject = toks[i + 2..]
                    .iter()
                    .take_while(|t| t.2 != Tok::Punct("]"))
                    .filter_map(|(l, c, t)| match t {
                        Tok::Str(_, n) => Some(literal(*l, *c, *n)),
                        _ => None,
                    })
                    .collect();
            }
            _ => {}
        }
    }
    let quoted = |s: &str| format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""));
    let mut out = String::from("#{\n");
    out.push_str(&format!(
        "    name: {},\n",
        quoted(plugin.as_deref().unwrap_or("my-plugin"))
    ));
    if !inject.is_empty() {
        let list: Vec<String> = inject.iter().map(|s| quoted(s)).collect();
        out.push_str(&format!("    inject: [{}],\n", list.join(", ")));
    }
    out.push_str("    apply: |ctx| {\n");
    let parameters = match (tools.len(), args.is_empty()) {
        (1, false) => {
            let each: Vec<String> = args
                .iter()
                .map(|a| format!("{a}: #{{ type: \"string\" }}"))
                .collect();
            format!("#{{ {} }}", each.join(", "))
        }
        _ => "#{ ... }".to_owned(),
    };
    for tool in &tools {
        out.push_str("        ctx.tools.register(#{\n");
        out.push_str(&format!("            name: {},\n", quoted(&tool.name)));
        out.push_str(&format!(
            "            description: {},\n",
            quoted(tool.description.as_deref().unwrap_or("..."))
        ));
        out.push_str(&format!("            parameters: {parameters},\n"));
        out.push_str("            execute: |args| {\n");
        out.push_str("                // ...; the last expression is the result\n");
        out.push_str("            }\n");
        out.push_str("        });\n");
    }
    if tools.is_empty() {
        out.push_str("        // ...\n");
    }
    out.push_str("    }\n}");
    Some(out)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::super::strip::code_only;
    use super::*;

    fn skeleton(source: &str) -> Option<String> {
        of(source, &code_only(source))
    }

    #[test]
    fn a_javascript_module_gets_its_rhai_shape_with_its_own_names() {
        let source = "module.exports = {\n  name: \"greeter\",\n  inject: ['fs'],\n  apply(ctx) {\n    ctx.tools.register({ name: \"greet\", description: \"Say hi\", parameters: {}, execute: async (args) => \"hi \" + args.name });\n  }\n};";
        assert_eq!(
            skeleton(source).unwrap(),
            "#{\n    name: \"greeter\",\n    inject: [\"fs\"],\n    apply: |ctx| {\n        ctx.tools.register(#{\n            name: \"greet\",\n            description: \"Say hi\",\n            parameters: #{ name: #{ type: \"string\" } },\n            execute: |args| {\n                // ...; the last expression is the result\n            }\n        });\n    }\n}"
        );
    }

    #[test]
    fn a_python_plugin_gets_one_too_and_rhai_gets_none() {
        let source = "def apply(ctx):\n    ctx.tools.register({\"name\": \"add\", \"description\": \"Add\", \"execute\": lambda args: args.a + args.b})\nplugin = {\"name\": \"calc\", \"apply\": apply}";
        let got = skeleton(source).unwrap();
        assert!(got.contains("name: \"add\""), "{got}");
        assert!(
            got.contains("parameters: #{ a: #{ type: \"string\" }, b: #{ type: \"string\" } }"),
            "{got}"
        );
        assert_eq!(skeleton("#{ name: \"x\", apply: |ctx| { } }"), None);
    }
}
