//! What `print`, `debug`, `console.log` and `${…}` show of a value of the
//! façade: what it offers, never a Rust type path.
//!
//! A model that does not know what `ctx` holds prints it. It is told the
//! members, and how a service is reached: `ctx, the plugin context: tools,
//! on, once, emit, provide, fs (a service is ctx.<name> once it is listed
//! in inject)`.

use rhai::Engine;

use crate::sandbox::facade::opaque::{Console, Facade, ServiceHandle, TimerFacade, ToolsFacade};
use crate::sandbox::facade::surface;

/// Registers `to_string` and `to_debug` for every value of the façade.
pub(crate) fn register(engine: &mut Engine) {
    // By value, not `&mut`: Rhai passes no constant (`console`) by `&mut`.
    fn both<T: Clone + Send + Sync + 'static>(engine: &mut Engine, show: fn(&T) -> String) {
        engine.register_fn("to_string", move |value: T| show(&value));
        engine.register_fn("to_debug", move |value: T| show(&value));
    }
    both::<Facade>(engine, context);
    both::<ToolsFacade>(engine, |_| object(1));
    both::<TimerFacade>(engine, |_| object(2));
    both::<Console>(engine, |_| object(3));
    both::<ServiceHandle>(engine, ServiceHandle::shown);
}

fn context(ctx: &Facade) -> String {
    format!(
        "ctx, the plugin context: {} (a service is ctx.<name> once its name is in the plugin's inject list)",
        surface::ctx_offers(ctx.mount.inject.iter().map(String::as_str))
    )
}

/// The façade object at `index` of [`surface::objects`], with its methods.
fn object(index: usize) -> String {
    surface::objects()
        .get(index)
        .map_or_else(String::new, |object| {
            format!(
                "{}: {}",
                object.name(),
                object.method_names().collect::<Vec<_>>().join(", ")
            )
        })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use std::sync::Arc;

    use crate::limits::Limits;
    use crate::sandbox::facade::slots::SlotTable;
    use crate::sandbox::load::script_plugin::scope;

    #[test]
    fn console_shows_its_methods_however_it_is_printed() {
        let engine = crate::sandbox::engine::locked_down::build(
            &Limits::default(),
            &Arc::new(SlotTable::new()),
        );
        for code in [
            "`${console}`",
            "console.to_string()",
            "let f = || `${console}`; f.call()",
        ] {
            let mut scope = scope();
            let ast = engine.compile_with_scope(&scope, code).unwrap();
            let got: String = engine.eval_ast_with_scope(&mut scope, &ast).unwrap();
            assert_eq!(got, "console: log, info, warn, error", "{code}");
        }
    }
}
