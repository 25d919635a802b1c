//! Behaviour of the parameters DSL: normalization, rendering, validation,
//! and the exact messages a model reads (snapshots).

use serde_json::{Value, json};

use super::*;

fn rhai(script: &str) -> rhai::Dynamic {
    rhai::Engine::new_raw()
        .eval::<rhai::Dynamic>(script)
        .unwrap()
}

fn from_rhai(script: &str) -> Result<Parameters, SchemaError> {
    Parameters::from_dynamic(&rhai(script))
}

#[test]
fn plain_dsl_renders_standard_json_schema() {
    let p = from_rhai(
        r#"#{ path: #{ type: "string", description: "file to read" },
              n: #{ type: "integer", required: false } }"#,
    )
    .unwrap();
    assert_eq!(
        p.to_json_schema(),
        json!({
            "type": "object",
            "properties": {
                "n": { "type": "integer" },
                "path": { "type": "string", "description": "file to read" }
            },
            "required": ["path"],
            "additionalProperties": false
        })
    );
}

#[test]
fn wrapper_and_required_arrays_normalize_to_the_plain_dsl() {
    let wrapped = from_rhai(
        r#"#{ type: "object",
              properties: #{
                  path: #{ type: "string" },
                  opts: #{ type: "object", required: ["depth"],
                           properties: #{ depth: #{ type: "integer" }, follow: #{ type: "boolean" } } }
              },
              required: ["opts"] }"#,
    )
    .unwrap();
    let plain = from_rhai(
        r#"#{ path: #{ type: "string", required: false },
              opts: #{ type: "object",
                       properties: #{ depth: #{ type: "integer" },
                                      follow: #{ type: "boolean", required: false } } } }"#,
    )
    .unwrap();
    assert_eq!(wrapped, plain);
    assert!(!wrapped.properties["path"].required);
    let Kind::Object(Some(inner)) = &wrapped.properties["opts"].kind else {
        panic!("opts is not an object with properties");
    };
    assert!(inner["depth"].required);
    assert!(!inner["follow"].required);
}

#[test]
fn empty_parameters_mean_no_arguments() {
    for script in [
        "()",
        "#{}",
        r#"#{ type: "object" }"#,
        r#"#{ type: "object", properties: #{} }"#,
    ] {
        let p = from_rhai(script).unwrap();
        assert!(p.is_empty(), "{script}");
        assert_eq!(
            p.to_json_schema(),
            json!({"type": "object", "properties": {}, "additionalProperties": false})
        );
    }
    assert!(Parameters::empty().validate(&json!({})).is_ok());
    assert!(Parameters::empty().validate(&Value::Null).is_ok());
}

#[test]
fn json_input_and_script_input_share_one_meaning() {
    let script = r#"#{ mode: #{ type: "string", enum: ["fast", "slow"], "default": "fast" },
                      tags: #{ type: "array", items: #{ type: "string" } } }"#;
    let json = json!({
        "mode": { "type": "string", "enum": ["fast", "slow"], "default": "fast" },
        "tags": { "type": "array", "items": { "type": "string" } }
    });
    assert_eq!(
        from_rhai(script).unwrap(),
        Parameters::from_json(&json).unwrap()
    );
}

#[test]
fn dsl_view_spells_out_required() {
    let p = from_rhai(
        r#"#{ tags: #{ type: "array", items: #{ type: "string" } },
              mode: #{ type: "string", enum: ["a", "b"], "default": "a" } }"#,
    )
    .unwrap();
    assert_eq!(
        p.to_dsl(),
        json!({
            "mode": { "type": "string", "required": false, "enum": ["a", "b"], "default": "a" },
            "tags": { "type": "array", "required": true, "items": { "type": "string" } }
        })
    );
    // The view is itself valid DSL that normalizes to the same parameters.
    assert_eq!(Parameters::from_json(&p.to_dsl()).unwrap(), p);
}

/// `levels` nested objects, built in a script loop.
fn nested_script(levels: usize) -> String {
    format!(
        r#"let p = #{{ type: "string" }};
           let i = 1; while i < {levels} {{ p = #{{ type: "object", properties: #{{ x: p }} }}; i += 1; }}
           #{{ x: p }}"#
    )
}

#[test]
fn nesting_cap_is_exact() {
    assert!(from_rhai(&nested_script(MAX_DEPTH)).is_ok());
    let err = from_rhai(&nested_script(MAX_DEPTH + 1)).unwrap_err();
    assert!(
        matches!(
            err,
            SchemaError::TooDeep {
                limit: MAX_DEPTH,
                ..
            }
        ),
        "{err}"
    );
}

#[test]
fn a_three_thousand_level_map_is_refused_cleanly() {
    // Built in a script loop, normalized on a small stack.
    let err = raw::tests::with_deep_value(
        || {
            rhai(
                r#"let p = #{ type: "string" };
                   let i = 0;
                   while i < 3000 { p = #{ type: "object", properties: #{ x: p } }; i += 1; }
                   #{ x: p }"#,
            )
        },
        Parameters::from_dynamic,
    )
    .unwrap_err();
    assert!(matches!(err, SchemaError::TooDeep { .. }), "{err}");
}

#[test]
fn deep_json_is_refused_without_recursion() {
    let mut v = json!({ "type": "string" });
    for _ in 0..200 {
        v = json!({ "type": "object", "properties": { "x": v } });
    }
    let err = Parameters::from_json(&json!({ "x": v })).unwrap_err();
    assert!(matches!(err, SchemaError::TooDeep { .. }), "{err}");
}

fn sample() -> Parameters {
    from_rhai(
        r#"#{ path: #{ type: "string", description: "file to read" },
              n: #{ type: "integer", "default": 10 },
              mode: #{ type: "string", enum: ["fast", "slow"], required: false },
              opts: #{ type: "object", required: false,
                       properties: #{ depth: #{ type: "integer", required: false, "default": 1 },
                                      follow: #{ type: "boolean" } } },
              files: #{ type: "array", required: false, items: #{ type: "string" } } }"#,
    )
    .unwrap()
}

#[test]
fn integers_are_numbers_without_fraction() {
    let p = sample();
    assert!(p.validate(&json!({"path": "a", "n": 3})).is_ok());
    assert!(p.validate(&json!({"path": "a", "n": 3.0})).is_ok());
    assert!(p.validate(&json!({"path": "a", "n": 3.5})).is_err());
}

#[test]
fn defaults_fill_absent_optional_arguments_at_any_depth() {
    let p = sample();
    let mut args = json!({"path": "a", "opts": {"follow": true}, "mode": null});
    p.prepare(&mut args).unwrap();
    assert_eq!(
        args,
        json!({"path": "a", "n": 10, "mode": null, "opts": {"follow": true, "depth": 1}})
    );
    let mut none = Value::Null;
    Parameters::empty().apply_defaults(&mut none);
    assert_eq!(none, json!({}));
}

#[test]
fn number_arguments_arrive_as_floats_integers_stay_integers() {
    let p = from_rhai(
        r#"#{ a: #{ type: "number" }, n: #{ type: "integer" },
              xs: #{ type: "array", items: #{ type: "number" } },
              ratio: #{ type: "number", required: false, "default": 2 } }"#,
    )
    .unwrap();
    let mut args = json!({"a": 7, "n": 7, "xs": [1, 2.5]});
    p.prepare(&mut args).unwrap();
    assert_eq!(
        args,
        json!({"a": 7.0, "n": 7, "xs": [1.0, 2.5], "ratio": 2.0})
    );
    assert!(args["a"].is_f64() && args["n"].is_i64() && args["ratio"].is_f64());
    // A whole number written `5.0` passes as an integer, and arrives as one
    // (trial 7: `0..=n` failed on the float 5.0 of an `integer` argument).
    let mut args = json!({"a": 1, "n": 5.0, "xs": []});
    p.prepare(&mut args).unwrap();
    assert!(args["n"].is_i64() && args["n"] == json!(5), "{args}");
}

#[test]
fn argument_errors_read_well() {
    let p = sample();
    let cases = [
        json!({}),
        json!({"path": 3}),
        json!({"path": "a", "n": "10"}),
        json!({"path": "a", "n": 1.5}),
        json!({"path": "a", "mode": "medium"}),
        json!({"path": "a", "pth": "b"}),
        json!({"path": "a", "opts": {}}),
        json!({"path": "a", "opts": {"follow": true, "deep": 2}}),
        json!({"path": "a", "opts": {"follow": "yes"}}),
        json!({"path": "a", "files": ["x", 2]}),
        json!({"path": "a", "files": "x"}),
        json!({"path": "a", "n": "this string is much longer than the preview allows, really"}),
        json!([1, 2]),
    ];
    let out: Vec<String> = cases
        .iter()
        .map(|args| format!("{args}\n  -> {}", p.validate(args).unwrap_err()))
        .collect();
    assert_eq!(
        Parameters::empty()
            .validate(&json!({"x": 1}))
            .unwrap_err()
            .to_string(),
        "unknown argument \"x\": this tool takes no arguments: call it with {}"
    );
    insta::assert_snapshot!(out.join("\n"));
}

/// A call with several arguments wrong is told each at once, in the
/// order of the parameters, the unknown one last; one wrong is told as
/// [`Parameters::validate`] tells it; nested ones keep their first.
#[test]
fn every_refused_argument_is_told_at_once() {
    let p = sample();
    let args = json!({"n": "10", "mode": "medium", "pth": "b"});
    let all = p.validate_all(&args).unwrap_err();
    assert!(
        matches!(&all, ArgumentError::Several(list) if list.len() == 4),
        "{all:?}"
    );
    let text = all.to_string();
    let first = p.validate(&args).unwrap_err().to_string();
    assert!(text.starts_with("4 arguments are refused: "), "{text}");
    assert!(text.contains(&first), "{text}");
    for part in ["\"path\"", "\"n\"", "\"mode\"", "unknown argument \"pth\""] {
        assert!(text.contains(part), "{part}: {text}");
    }
    let one = json!({"path": "a", "n": "10"});
    assert_eq!(p.validate_all(&one), p.validate(&one));
    let mut refused = args.clone();
    assert_eq!(p.prepare(&mut refused).unwrap_err(), all);
    assert_eq!(refused, args, "refused arguments are left as they were");
}

#[test]
fn schema_errors_read_well() {
    let cases = [
        r#"#{ path: "string" }"#,
        r#"#{ path: #{ description: "file" } }"#,
        r#"#{ path: #{ type: "str" } }"#,
        r#"#{ path: #{ type: 3 } }"#,
        r#"#{ path: #{ type: "string", optional: true } }"#,
        r#"#{ path: #{ type: "string", required: "yes" } }"#,
        r#"#{ path: #{ type: "string", required: ["path"] } }"#,
        r#"#{ path: #{ type: "string", items: #{ type: "string" } } }"#,
        r#"#{ path: #{ type: "array", properties: #{} } }"#,
        r#"#{ opts: #{ type: "object", properties: #{ depth: #{ type: "int" } } } }"#,
        r#"#{ opts: #{ type: "object", properties: #{ a: #{ type: "string" } }, required: ["b"] } }"#,
        r#"#{ opts: #{ type: "object", properties: [] } }"#,
        r#"#{ type: "object", properties: #{ a: #{ type: "string" } }, required: ["b"] }"#,
        r#"#{ type: "object", properties: #{ a: #{ type: "string", required: false } }, required: ["a"] }"#,
        r#"#{ type: "object", properties: #{}, additionalProperties: true }"#,
        r#"#{ type: "object", props: #{} }"#,
        r#"#{ type: "string" }"#,
        r#"[ #{ name: "path", type: "string" } ]"#,
        r#"#{ mode: #{ type: "string", enum: [] } }"#,
        r#"#{ mode: #{ type: "string", enum: ["a", 1] } }"#,
        r#"#{ mode: #{ type: "string", enum: "a" } }"#,
        r#"#{ n: #{ type: "integer", "default": "ten" } }"#,
        r#"#{ n: #{ type: "integer", "default": 1.5 } }"#,
        r#"#{ mode: #{ type: "string", enum: ["a"], "default": "b" } }"#,
        r#"#{ n: #{ type: "integer", required: true, "default": 1 } }"#,
        r#"#{ tags: #{ type: "array", items: #{ type: "string", required: true } } }"#,
        r#"#{ tags: #{ type: "array", items: "string" } }"#,
        r#"#{ path: #{ type: "string", description: 42 } }"#,
        r#"#{ f: #{ type: "string", "default": |x| x } }"#,
    ];
    let out: Vec<String> = cases
        .iter()
        .map(|src| format!("{src}\n  -> {}", from_rhai(src).unwrap_err()))
        .collect();
    insta::assert_snapshot!(out.join("\n"));
}

/// Trial 4: a tool that keeps "any value" (a key-value store's `set`) had
/// no type to declare; `type: "any"` takes every JSON value and renders as
/// JSON Schema's own "any": a property with no `type`.
#[test]
fn any_takes_every_value_and_renders_without_a_type() {
    let p = from_rhai(
        r#"#{ key: #{ type: "string" }, value: #{ type: "any", description: "what to keep" } }"#,
    )
    .unwrap();
    assert_eq!(
        p.to_json_schema()["properties"]["value"],
        json!({ "description": "what to keep" })
    );
    for value in [
        json!(1),
        json!("s"),
        json!([1, "a"]),
        json!({ "a": { "b": true } }),
    ] {
        assert!(
            p.validate(&json!({ "key": "k", "value": value })).is_ok(),
            "{value}"
        );
    }
    assert!(
        p.validate(&json!({ "key": "k" })).is_err(),
        "still required"
    );
    let missing = from_rhai(r#"#{ value: #{ description: "any" } }"#)
        .unwrap_err()
        .to_string();
    assert!(
        missing.contains("\"any\" for a value of any type"),
        "{missing}"
    );
}

#[test]
fn bounds_render_as_json_schema_and_hold_each_call() {
    let p = from_rhai(
        r#"#{ n: #{ type: "integer", minimum: 1, maximum: 10 },
              code: #{ type: "string", minLength: 2, maxLength: 3, required: false },
              xs: #{ type: "array", items: #{ type: "number" }, minItems: 1, required: false } }"#,
    )
    .unwrap();
    let schema = p.to_json_schema();
    assert_eq!(schema["properties"]["n"]["minimum"], json!(1));
    assert_eq!(schema["properties"]["n"]["maximum"], json!(10));
    assert_eq!(schema["properties"]["code"]["maxLength"], json!(3));
    assert_eq!(schema["properties"]["xs"]["minItems"], json!(1));
    assert!(
        p.validate(&json!({ "n": 1, "code": "ab", "xs": [1.5] }))
            .is_ok()
    );
    let refused = |args: Value| p.validate(&args).unwrap_err().to_string();
    assert_eq!(
        refused(json!({ "n": 0 })),
        "argument \"n\" must be at least 1, got 0"
    );
    assert_eq!(
        refused(json!({ "n": 11 })),
        "argument \"n\" must be at most 10, got 11"
    );
    assert_eq!(
        refused(json!({ "n": 2, "code": "abcd" })),
        "argument \"code\" must be at most 3 characters, got 4 characters"
    );
    assert_eq!(
        refused(json!({ "n": 2, "xs": [] })),
        "argument \"xs\" must be at least 1 item, got 0 items"
    );
}

#[test]
fn a_bound_of_another_type_or_past_its_pair_is_refused() {
    let refused = |script: &str| from_rhai(script).unwrap_err().to_string();
    assert!(
        refused(r#"#{ s: #{ type: "string", minimum: 1 } }"#)
            .starts_with("parameters.s.minimum only applies to type \"number\""),
    );
    assert_eq!(
        refused(r#"#{ n: #{ type: "number", minimum: 5, maximum: 1 } }"#),
        "parameters.n.minimum: minimum 5 is above maximum 1: no value fits; swap them"
    );
    assert_eq!(
        refused(r#"#{ s: #{ type: "string", maxLength: 1.5 } }"#),
        "parameters.s.maxLength: a count of characters is a whole number not below 0, e.g. maxLength: 1"
    );
    assert!(
        refused(r#"#{ n: #{ type: "integer", minimum: 1, required: false, "default": 0 } }"#)
            .contains("the default must be at least 1"),
    );
    assert!(
        refused(r#"#{ s: #{ type: "string", pattern: "^a" } }"#).contains("is not a schema key")
    );
}
