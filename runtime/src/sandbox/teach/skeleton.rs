//! The Rhai skeleton of a plugin written in the shape of a JavaScript
//! module or a Python one, with the plugin's own names.
//!
//! A model that remembers `module.exports = { name: "x", apply(ctx) { … } }`
//! or `def apply(ctx):` gets, beside the habits line by line, the whole
//! plugin's shape in Rhai: its name, its `inject` list, and each tool it
//! registers with its description and its arguments: those its
//! `parameters` map declares, with their type and default as written, and
//! those its code reads (`args.name`, `args["name"]`, `({ name }) =>`),
//! typed by an annotation if any and given `any` where the code does not say
//! its type. The body of each function is left to the model.

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
    /// The arguments its `parameters` map declares.
    declared: Vec<Argument>,
}

/// One argument of a tool: its name, its type as declared (`None` when
/// the code does not say), and its default as written.
#[derive(Clone)]
struct Argument {
    name: String,
    kind: Option<String>,
    default: Option<String>,
    /// Written `required: false`.
    optional: bool,
}

/// The type of a parameter schema for a type TypeScript or Python writes
/// in an annotation (`n: number`, `n: int`, `xs: number[]`).
fn schema_type(annotation: &str, array: bool) -> Option<&'static str> {
    if array {
        return Some("array");
    }
    Some(match annotation {
        "number" | "float" => "number",
        "int" => "integer",
        "string" | "str" => "string",
        "boolean" | "bool" => "boolean",
        "list" | "Array" => "array",
        "dict" | "object" | "Record" => "object",
        _ => return None,
    })
}

/// The index of the bracket that closes the one at `open`.
fn matching(toks: &[(usize, usize, Tok<'_>)], open: usize) -> Option<usize> {
    super::tokens::closing(toks.iter().map(|(_, _, t)| t), open)
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
    // Names with a type annotation, and the type.
    let mut annotated: Vec<(String, String)> = Vec::new();
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
        // `args["name"]`, as Python reads an argument.
        if matches!(tok, Tok::Str(..))
            && i >= 2
            && matches!(toks[i - 1].2, Tok::Punct("["))
            && matches!(toks[i - 2].2, Tok::Ident("args"))
        {
            if !args.contains(&key) {
                args.push(key.clone());
            }
            continue;
        }
        // `name: number` in a TypeScript or Python annotation.
        if let (Tok::Ident(_), Some(Tok::Punct(":" | "?")), Some(Tok::Ident(ty))) = (
            tok,
            toks.get(i + 1).map(|t| &t.2),
            toks.get(
                i + 2
                    + usize::from(matches!(
                        toks.get(i + 1).map(|t| &t.2),
                        Some(Tok::Punct("?"))
                    )),
            )
            .map(|t| &t.2),
        ) {
            let at = i + 2 + usize::from(matches!(toks[i + 1].2, Tok::Punct("?")));
            let array = matches!(toks.get(at + 1).map(|t| &t.2), Some(Tok::Punct("[")))
                && matches!(toks.get(at + 2).map(|t| &t.2), Some(Tok::Punct("]")));
            if let Some(kind) = schema_type(ty, array) {
                annotated.push((key.clone(), kind.to_owned()));
            }
        }
        // `name = "x"` and `inject = [...]` at the start of a line of a
        // class body or the top level: Python class attributes.
        let attribute = matches!(key.as_str(), "name" | "inject")
            && matches!(toks.get(i + 1).map(|t| &t.2), Some(Tok::Punct("=")))
            && (i == 0 || toks[i - 1].0 != *line)
            && *column <= 5;
        // `register(name="greet", parameters={...})`: Python's keyword
        // arguments, a map's keys in Rhai.
        let keyword = match key.as_str() {
            "name" => registering,
            "description" | "parameters" => !tools.is_empty(),
            _ => false,
        } && matches!(toks.get(i + 1).map(|t| &t.2), Some(Tok::Punct("=")));
        if !attribute && !keyword && !matches!(toks.get(i + 1).map(|t| &t.2), Some(Tok::Punct(":")))
        {
            continue;
        }
        // `execute: ({ values, n = 5 }) => ...` reads `values` and `n`.
        if key == "execute"
            && matches!(toks.get(i + 2).map(|t| &t.2), Some(Tok::Punct("(")))
            && matches!(toks.get(i + 3).map(|t| &t.2), Some(Tok::Punct("{")))
            && let Some(end) = matching(&toks, i + 3)
        {
            for k in i + 4..end {
                if let Tok::Ident(name) = toks[k].2
                    && !name.starts_with(|c: char| c.is_ascii_digit())
                    && toks[k - 1].2 != Tok::Punct("=")
                    && !args.iter().any(|a| a == name)
                {
                    args.push(name.to_owned());
                }
            }
        }
        if key == "parameters"
            && let Some(open) =
                (i + 2..toks.len().min(i + 4)).find(|k| toks[*k].2 == Tok::Punct("{"))
            && let Some(tool) = tools.last_mut()
        {
            tool.declared = declared(&toks, open, &literal);
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
                    ..Tool::default()
                });
            }
            ("name", Some(name)) if plugin.is_none() => plugin = Some(name),
            ("description", Some(text)) => {
                if let Some(tool) = tools.last_mut().filter(|t| t.description.is_none()) {
                    tool.description = Some(text);
                }
            }
            // Only a list written there: `"inject": inject` names one
            // written before.
            ("inject", None) if matches!(toks.get(i + 2).map(|t| &t.2), Some(Tok::Punct("["))) => {
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
    // One tool's arguments: those it declares, and, when it is the only
    // one, those its code reads, typed by their annotation if any.
    let arguments = |tool: &Tool| -> Vec<Argument> {
        let mut all = tool.declared.clone();
        if tools.len() == 1 {
            for name in &args {
                if !all.iter().any(|a| &a.name == name) {
                    all.push(Argument {
                        name: name.clone(),
                        kind: None,
                        default: None,
                        optional: false,
                    });
                }
            }
        }
        for a in &mut all {
            if a.kind.is_none() {
                a.kind = annotated
                    .iter()
                    .find(|(n, _)| *n == a.name)
                    .map(|(_, k)| k.clone());
            }
        }
        all
    };
    for tool in &tools {
        out.push_str("        ctx.tools.register(#{\n");
        out.push_str(&format!("            name: {},\n", quoted(&tool.name)));
        out.push_str(&format!(
            "            description: {},\n",
            quoted(tool.description.as_deref().unwrap_or("..."))
        ));
        let all = arguments(tool);
        if all.iter().any(|a| a.kind.is_none()) {
            out.push_str("            // \"any\": the code does not say the type (string, number, integer, boolean, array or object)\n");
        }
        if all.iter().any(|a| a.kind.as_deref() == Some("number")) {
            out.push_str("            // a \"number\" arrives as a float; \"integer\" for a count or an index\n");
        }
        let parameters = if all.is_empty() {
            "#{ ... }".to_owned()
        } else {
            let each: Vec<String> = all
                .iter()
                .map(|a| {
                    let kind = quoted(a.kind.as_deref().unwrap_or("any"));
                    match &a.default {
                        Some(d) => format!(
                            "{}: #{{ type: {kind}, required: false, \"default\": {d} }}",
                            a.name
                        ),
                        None if a.optional => {
                            format!("{}: #{{ type: {kind}, required: false }}", a.name)
                        }
                        None => format!("{}: #{{ type: {kind} }}", a.name),
                    }
                })
                .collect();
            format!("#{{ {} }}", each.join(", "))
        };
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

/// The arguments a `parameters` map declares, from its `{` at `open`:
/// each key whose value is a map, with that map's `type` and `default`.
fn declared(
    toks: &[(usize, usize, Tok<'_>)],
    open: usize,
    literal: &impl Fn(usize, usize, usize) -> String,
) -> Vec<Argument> {
    let Some(close) = matching(toks, open) else {
        return Vec::new();
    };
    let text = |k: usize| -> Option<String> {
        match &toks.get(k)?.2 {
            Tok::Ident(w) => Some((*w).to_owned()),
            Tok::Str(_, n) => Some(literal(toks[k].0, toks[k].1, *n)),
            _ => None,
        }
    };
    // A JSON Schema (`type: "object", properties: { ... }, required`):
    // its arguments are the entries of `properties`.
    let mut depth = 0usize;
    for k in open + 1..close {
        match toks[k].2 {
            Tok::Punct("{" | "[" | "(") => depth += 1,
            Tok::Punct("}" | "]" | ")") => depth = depth.saturating_sub(1),
            _ if depth == 0
                && text(k).as_deref() == Some("properties")
                && matches!(toks.get(k + 1).map(|t| &t.2), Some(Tok::Punct(":"))) =>
            {
                let inner = match toks.get(k + 2).map(|t| &t.2) {
                    Some(Tok::Punct("#")) => k + 3,
                    _ => k + 2,
                };
                if toks.get(inner).map(|t| &t.2) == Some(&Tok::Punct("{")) {
                    return declared(toks, inner, literal);
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    let mut k = open + 1;
    while k < close {
        let entry = matches!(toks[k + 1].2, Tok::Punct(":"))
            && matches!(toks.get(k + 2).map(|t| &t.2), Some(Tok::Punct("{" | "#")));
        let Some(name) = text(k).filter(|_| entry) else {
            k += 1;
            continue;
        };
        let inner = if toks[k + 2].2 == Tok::Punct("#") {
            k + 3
        } else {
            k + 2
        };
        let Some(end) = matching(toks, inner) else {
            break;
        };
        let mut argument = Argument {
            name,
            kind: None,
            default: None,
            optional: false,
        };
        let mut j = inner + 1;
        while j < end {
            if matches!(toks[j].2, Tok::Punct("{" | "[" | "(")) {
                j = matching(toks, j).unwrap_or(end) + 1;
                continue;
            }
            if toks.get(j + 1).map(|t| &t.2) == Some(&Tok::Punct(":")) {
                let value = toks.get(j + 2).map(|t| &t.2);
                match (text(j).as_deref(), value) {
                    (Some("type"), Some(Tok::Str(..))) => argument.kind = text(j + 2),
                    (Some("default"), Some(Tok::Str(..))) => {
                        argument.default = text(j + 2).map(|d| format!("\"{d}\""));
                    }
                    (Some("required"), Some(Tok::Ident("false" | "False"))) => {
                        argument.optional = true;
                    }
                    (Some("default"), Some(Tok::Ident(v))) => {
                        argument.default = Some(match *v {
                            "True" => "true".to_owned(),
                            "False" => "false".to_owned(),
                            v => v.to_owned(),
                        });
                    }
                    _ => {}
                }
            }
            j += 1;
        }
        out.push(argument);
        k = end + 1;
    }
    out
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
            "#{\n    name: \"greeter\",\n    inject: [\"fs\"],\n    apply: |ctx| {\n        ctx.tools.register(#{\n            name: \"greet\",\n            description: \"Say hi\",\n            // \"any\": the code does not say the type (string, number, integer, boolean, array or object)\n            parameters: #{ name: #{ type: \"any\" } },\n            execute: |args| {\n                // ...; the last expression is the result\n            }\n        });\n    }\n}"
        );
    }

    #[test]
    fn a_json_schema_gives_its_properties_with_their_types() {
        // Trial 14: the skeleton read `properties` as an argument, and a
        // TypeScript `n: number` then typed the `integer` it declares.
        let source = "interface A { text: string; n: number; }\nexport default { name: \"t\", apply(ctx) { ctx.tools.register({ name: \"top\", parameters: { type: \"object\", properties: { text: { type: \"string\" }, n: { type: \"integer\" } }, required: [\"text\", \"n\"] }, execute: (args: A) => args.text + args.n }); } };";
        let got = skeleton(source).unwrap();
        assert!(
            got.contains("parameters: #{ text: #{ type: \"string\" }, n: #{ type: \"integer\" } }"),
            "{got}"
        );
        assert!(!got.contains("properties"), "{got}");
    }

    #[test]
    fn a_plugin_map_of_names_keeps_the_inject_written_before() {
        let source = "name = \"grade-report\"\ninject = [\"fs\"]\n\ndef apply(ctx):\n    pass\n\nplugin = {\"name\": name, \"inject\": inject, \"apply\": apply}";
        let got = skeleton(source).unwrap_or_default();
        assert!(
            got.starts_with("#{\n    name: \"grade-report\",\n    inject: [\"fs\"],\n"),
            "{got}"
        );
    }

    #[test]
    fn a_python_class_keeps_its_name_and_inject() {
        // Trial 11: the class attributes were dropped for "my-plugin".
        let source = "class InventoryReport:\n    name = \"inventory-report\"\n    inject = [\"fs\"]\n\n    def apply(self, ctx):\n        def execute(args):\n            name = \"local\"\n            return args[\"path\"]\n        ctx.tools.register({\"name\": \"inventory_report\", \"execute\": execute})\n\nplugin = InventoryReport()";
        let got = skeleton(source).unwrap();
        assert!(
            got.starts_with("#{\n    name: \"inventory-report\",\n    inject: [\"fs\"],\n"),
            "{got}"
        );
        assert!(got.contains("name: \"inventory_report\""), "{got}");
    }

    #[test]
    fn keyword_arguments_of_register_name_the_tool() {
        let source = "def apply(ctx):\n    ctx.tools.register(\n        name=\"grade_book\",\n        description=\"Grades\",\n        execute=lambda args: 1,\n    )\n\nplugin = {\"name\": \"grade-book\", \"inject\": [\"fs\"], \"apply\": apply}";
        let shape = skeleton(source).unwrap();
        assert!(
            shape.starts_with("#{\n    name: \"grade-book\",\n    inject: [\"fs\"],"),
            "{shape}"
        );
        assert!(
            shape.contains(
                "            name: \"grade_book\",\n            description: \"Grades\","
            ),
            "{shape}"
        );
    }

    #[test]
    fn a_python_plugin_gets_one_too_and_rhai_gets_none() {
        let source = "def apply(ctx):\n    ctx.tools.register({\"name\": \"add\", \"description\": \"Add\", \"execute\": lambda args: args.a + args.b})\nplugin = {\"name\": \"calc\", \"apply\": apply}";
        let got = skeleton(source).unwrap();
        assert!(got.contains("name: \"add\""), "{got}");
        assert!(
            got.contains("parameters: #{ a: #{ type: \"any\" }, b: #{ type: \"any\" } }"),
            "{got}"
        );
        assert_eq!(skeleton("#{ name: \"x\", apply: |ctx| { } }"), None);
    }

    /// Trial 6: a declared type is kept (`number` stays `number`), with
    /// its default; a TypeScript or Python annotation gives the type of an
    /// argument the code reads; an argument of no known type is not given
    /// `string`.
    #[test]
    fn declared_and_annotated_types_are_kept() {
        let source = include_str!("../../../../tests/trials/6/habits/1/v1.js");
        let got = skeleton(source).unwrap();
        assert!(
            got.contains("parameters: #{ text: #{ type: \"string\" }, n: #{ type: \"number\", required: false, \"default\": 10 } }"),
            "{got}"
        );
        assert!(got.contains("\"integer\" for a count"), "{got}");
        let source = include_str!("../../../../tests/trials/6/habits/4/v1.ts");
        let got = skeleton(source).unwrap();
        assert!(
            got.contains("parameters: #{ values: #{ type: \"array\" }, buckets: #{ type: \"number\", required: false, \"default\": 5 } }"),
            "{got}"
        );
        let source = include_str!("../../../../tests/trials/6/habits/3/v1.py");
        let got = skeleton(source).unwrap();
        assert!(
            got.contains("parameters: #{ text: #{ type: \"string\" } }"),
            "{got}"
        );
        assert!(
            got.contains("parameters: #{ name: #{ type: \"string\" } }"),
            "{got}"
        );
        let source = "module.exports = {\n  apply(ctx) {\n    ctx.tools.register({ name: \"t\", execute: ({ n }: { n: number }) => n });\n  }\n};";
        let got = skeleton(source).unwrap();
        assert!(
            got.contains("parameters: #{ n: #{ type: \"number\" } }"),
            "{got}"
        );
        let source = "def apply(ctx):\n    def area(args):\n        return args[\"w\"] * args[\"h\"]\n    ctx.tools.register({\"name\": \"area\", \"execute\": area})";
        let got = skeleton(source).unwrap();
        assert!(
            got.contains("parameters: #{ w: #{ type: \"any\" }, h: #{ type: \"any\" } }"),
            "{got}"
        );
        assert!(!got.contains("\"string\""), "{got}");
    }
}
