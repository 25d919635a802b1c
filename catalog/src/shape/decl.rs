//! One type declaration as the catalog shows it.

use std::fmt::Write as _;

use serde::Serialize;

/// Declarations longer than this many characters are cut at a line boundary
/// and end with a visible `/* … truncated … */` marker.
pub const MAX_DECLARATION_CHARS: usize = 2_000;

/// A named field of a struct or struct-like enum variant, as scripts see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    /// The field name after serde renames.
    pub name: String,
    /// The field type as [`Shape::type_name`](crate::Shape::type_name) renders it.
    pub ty: String,
    /// Whether a script may omit it (`Option<T>` or `#[serde(default)]`).
    pub optional: bool,
    /// Its `///` doc comment (empty if it has none), shown above it.
    pub docs: String,
}

impl Field {
    /// A field of type `T` named `name`; optional if `T` is (an `Option`) or
    /// `default` is set. An `Option<U>` field renders as `name?: U`: the `?`
    /// already says it may be absent (or `()`).
    pub fn of<T: crate::Shape + ?Sized>(name: &str, default: bool) -> Self {
        let ty = T::type_name();
        let ty = match ty.strip_prefix("Option<").and_then(|t| t.strip_suffix('>')) {
            Some(inner) if T::optional() => inner.to_owned(),
            _ => ty,
        };
        Self {
            name: name.to_owned(),
            ty,
            optional: default || T::optional(),
            docs: String::new(),
        }
    }

    /// The same field with its doc comment (what a script author needs to
    /// know about it, e.g. what `done` means).
    pub fn with_docs(mut self, docs: &str) -> Self {
        docs.clone_into(&mut self.docs);
        self
    }
}

/// The fields of a struct or of one enum variant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fields {
    /// `{ a: T, b?: U }`
    Named(Vec<Field>),
    /// `(T, U)` — the types as rendered by `Shape::type_name`.
    Tuple(Vec<String>),
    /// No fields.
    Unit,
}

/// One enum variant, as scripts see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variant {
    /// The variant name after serde renames.
    pub name: String,
    /// Its fields.
    pub fields: Fields,
    /// Its `///` doc comment (empty if it has none), shown above it.
    pub docs: String,
}

/// What kind of declaration a [`TypeDecl`] is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeclKind {
    /// A struct with its fields.
    Struct(Fields),
    /// An enum with its variants.
    Enum(Vec<Variant>),
}

/// The declaration of one named type, rendered in a Rust-like syntax that
/// reflects what scripts see (serde names, skipped fields gone, optional
/// fields marked `name?: T`), with the doc comments of its fields and
/// variants as `///` lines inside it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TypeDecl {
    /// The type name as scripts see it.
    pub name: String,
    /// The Rust module that declares it (`module_path!()`).
    pub module: String,
    /// The rendered declaration, possibly truncated.
    pub declaration: String,
    /// Whether the declaration was cut to [`MAX_DECLARATION_CHARS`].
    pub truncated: bool,
}

impl TypeDecl {
    /// Renders a declaration of `name` (declared in `module`) of the given kind.
    pub fn new(name: &str, module: &str, kind: &DeclKind) -> Self {
        Self::documented(name, module, kind, "")
    }

    /// The same with the type's own doc comment above the declaration:
    /// what a script needs to know that its fields do not say (e.g. the
    /// form of a text).
    pub fn documented(name: &str, module: &str, kind: &DeclKind, docs: &str) -> Self {
        let mut full = String::new();
        doc_lines(&mut full, docs, "");
        full.push_str(&render(name, kind));
        let (declaration, truncated) = truncate(full, MAX_DECLARATION_CHARS);
        Self {
            name: name.to_owned(),
            module: module.to_owned(),
            declaration,
            truncated,
        }
    }
}

fn render(name: &str, kind: &DeclKind) -> String {
    let mut out = String::new();
    match kind {
        DeclKind::Struct(Fields::Unit) => {
            let _ = write!(out, "struct {name};");
        }
        DeclKind::Struct(Fields::Tuple(types)) => {
            let _ = write!(out, "struct {name}({});", types.join(", "));
        }
        DeclKind::Struct(Fields::Named(fields)) => {
            let _ = writeln!(out, "struct {name} {{");
            named_fields(&mut out, fields, INDENT);
            out.push('}');
        }
        DeclKind::Enum(variants) => {
            let _ = writeln!(out, "enum {name} {{");
            for variant in variants {
                doc_lines(&mut out, &variant.docs, INDENT);
                let _ = writeln!(out, "{INDENT}{},", render_variant(variant));
            }
            out.push('}');
        }
    }
    out
}

const INDENT: &str = "    ";

/// `docs` as `///` lines at `indent` (a blank line as a bare `///`);
/// nothing for empty docs. Every renderer writes doc comments with it.
pub(crate) fn doc_lines(out: &mut String, docs: &str, indent: &str) {
    for line in docs.lines() {
        let line = line.trim_end();
        if line.is_empty() {
            let _ = writeln!(out, "{indent}///");
        } else {
            let _ = writeln!(out, "{indent}/// {line}");
        }
    }
}

/// One `name: T,` line per field, each after its doc lines.
fn named_fields(out: &mut String, fields: &[Field], indent: &str) {
    for field in fields {
        doc_lines(out, &field.docs, indent);
        let _ = writeln!(out, "{indent}{},", render_field(field));
    }
}

fn render_field(field: &Field) -> String {
    let mark = if field.optional { "?" } else { "" };
    format!("{}{mark}: {}", field.name, field.ty)
}

/// A variant on one line, or over several when its fields carry docs.
fn render_variant(variant: &Variant) -> String {
    match &variant.fields {
        Fields::Unit => variant.name.clone(),
        Fields::Tuple(types) => format!("{}({})", variant.name, types.join(", ")),
        Fields::Named(fields) if fields.iter().any(|f| !f.docs.is_empty()) => {
            let mut out = format!("{} {{\n", variant.name);
            named_fields(&mut out, fields, &INDENT.repeat(2));
            out.push_str(INDENT);
            out.push('}');
            out
        }
        Fields::Named(fields) => {
            let inner: Vec<String> = fields.iter().map(render_field).collect();
            format!("{} {{ {} }}", variant.name, inner.join(", "))
        }
    }
}

/// Cuts `text` to at most `max` characters at a line boundary and appends a
/// marker saying how much was left out.
fn truncate(text: String, max: usize) -> (String, bool) {
    if text.chars().count() <= max {
        return (text, false);
    }
    let mut kept = String::new();
    for line in text.lines() {
        if kept.chars().count() + line.chars().count() + 1 > max {
            break;
        }
        kept.push_str(line);
        kept.push('\n');
    }
    let omitted = text.chars().count() - kept.chars().count();
    let _ = write!(
        kept,
        "    /* … truncated: {omitted} more characters of this declaration are not shown */\n}}"
    );
    (kept, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field(name: &str, ty: &str, optional: bool) -> Field {
        Field {
            name: name.into(),
            ty: ty.into(),
            optional,
            docs: String::new(),
        }
    }

    #[test]
    fn renders_struct_with_optional_field() {
        let decl = TypeDecl::new(
            "Entry",
            "m",
            &DeclKind::Struct(Fields::Named(vec![
                field("name", "String", false),
                field("size", "u64", true),
            ])),
        );
        assert_eq!(
            decl.declaration,
            "struct Entry {\n    name: String,\n    size?: u64,\n}"
        );
        assert!(!decl.truncated);
    }

    #[test]
    fn option_field_renders_as_optional_inner_type() {
        let field = Field::of::<Option<Vec<String>>>("cwd", false);
        assert_eq!((field.ty.as_str(), field.optional), ("Vec<String>", true));
        let field = Field::of::<Vec<Option<String>>>("list", true);
        assert_eq!(
            (field.ty.as_str(), field.optional),
            ("Vec<Option<String>>", true)
        );
    }

    #[test]
    fn renders_enum_variants_of_every_kind() {
        let decl = TypeDecl::new(
            "Mode",
            "m",
            &DeclKind::Enum(vec![
                Variant {
                    name: "fast".into(),
                    fields: Fields::Unit,
                    docs: String::new(),
                },
                Variant {
                    name: "custom".into(),
                    fields: Fields::Tuple(vec!["u8".into()]),
                    docs: String::new(),
                },
                Variant {
                    name: "named".into(),
                    fields: Fields::Named(vec![field("level", "u8", false)]),
                    docs: String::new(),
                },
            ]),
        );
        assert_eq!(
            decl.declaration,
            "enum Mode {\n    fast,\n    custom(u8),\n    named { level: u8 },\n}"
        );
    }

    #[test]
    fn field_and_variant_docs_render_inside_the_declaration() {
        let done = field("done", "bool", false).with_docs("Whether the item is finished.");
        let decl = TypeDecl::new("Todo", "m", &DeclKind::Struct(Fields::Named(vec![done])));
        assert_eq!(
            decl.declaration,
            "struct Todo {\n    /// Whether the item is finished.\n    done: bool,\n}"
        );
        let decl = TypeDecl::new(
            "State",
            "m",
            &DeclKind::Enum(vec![
                Variant {
                    name: "open".into(),
                    fields: Fields::Unit,
                    docs: "Not started.\n\nThe default.".into(),
                },
                Variant {
                    name: "moved".into(),
                    fields: Fields::Named(vec![field("to", "String", false).with_docs("Where.")]),
                    docs: String::new(),
                },
            ]),
        );
        assert_eq!(
            decl.declaration,
            "enum State {\n    /// Not started.\n    ///\n    /// The default.\n    open,\n    moved {\n        /// Where.\n        to: String,\n    },\n}"
        );
    }

    #[test]
    fn oversized_declaration_is_truncated_with_marker() {
        let fields = (0..400)
            .map(|i| field(&format!("field_{i}"), "String", false))
            .collect();
        let decl = TypeDecl::new("Huge", "m", &DeclKind::Struct(Fields::Named(fields)));
        assert!(decl.truncated);
        assert!(decl.declaration.chars().count() <= MAX_DECLARATION_CHARS + 120);
        assert!(decl.declaration.contains("/* … truncated: "));
        assert!(decl.declaration.ends_with('}'));
        assert!(decl.declaration.contains("field_0: String"));
        assert!(!decl.declaration.contains("field_399"));
    }
}
