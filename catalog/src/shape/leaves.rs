//! `Shape` for primitives and std containers: leaves of the type closure.
//!
//! Containers describe their element types; `Box<T>` and `Arc<T>` are
//! transparent; `serde_json::Value` is `any`; [`Function`] is `fn() -> any`.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet, VecDeque};
use std::rc::Rc;
use std::sync::Arc;

use super::{Shape, TypeSet};

macro_rules! leaf {
    ($($ty:ty => $name:literal),* $(,)?) => {$(
        impl Shape for $ty {
            fn type_name() -> String {
                $name.to_owned()
            }
            fn describe(_types: &mut TypeSet) {}
        }
    )*};
}

leaf! {
    String => "String", str => "String", char => "char", bool => "bool", () => "()",
    i8 => "i8", i16 => "i16", i32 => "i32", i64 => "i64", i128 => "i128", isize => "isize",
    u8 => "u8", u16 => "u16", u32 => "u32", u64 => "u64", u128 => "u128", usize => "usize",
    f32 => "f32", f64 => "f64",
    serde_json::Value => "any",
    std::path::PathBuf => "String", std::path::Path => "String",
}

/// Marker for a function-valued parameter, such as the `next` of a waterfall
/// event listener. It renders as `fn() -> any`.
///
/// ```
/// use cordis_toolset_catalog::{Function, Shape};
/// assert_eq!(Function::type_name(), "fn() -> any");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Function;

impl Shape for Function {
    fn type_name() -> String {
        "fn() -> any".to_owned()
    }
    fn describe(_types: &mut TypeSet) {}
}

impl<T: Shape> Shape for Option<T> {
    fn type_name() -> String {
        format!("Option<{}>", T::type_name())
    }
    fn describe(types: &mut TypeSet) {
        T::describe(types);
    }
    fn optional() -> bool {
        true
    }
}

impl<T: Shape> Shape for Vec<T> {
    fn type_name() -> String {
        format!("Vec<{}>", T::type_name())
    }
    fn describe(types: &mut TypeSet) {
        T::describe(types);
    }
}

impl<T: Shape> Shape for [T] {
    fn type_name() -> String {
        format!("Vec<{}>", T::type_name())
    }
    fn describe(types: &mut TypeSet) {
        T::describe(types);
    }
}

/// A type a map in a signature may have as its keys: one serde_json writes
/// as an object key. Scripts' maps have text keys, so an integer key is
/// the number written out (`"7"`); the catalog still names its type
/// (`Map<u64, T>`, as TypeScript writes `Record<number, T>`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be the key of a map in a service or event signature",
    label = "a script's map has text keys",
    note = "key the map by `String` or an integer type (`u64`, `i32`, …), or send the entries as a `Vec<(K, V)>` of pairs"
)]
pub trait MapKey {
    /// The key type as the catalog names it.
    fn key_name() -> &'static str;
}

macro_rules! map_key {
    ($($ty:ty => $name:literal),* $(,)?) => {$(
        impl MapKey for $ty {
            fn key_name() -> &'static str {
                $name
            }
        }
    )*};
}

map_key! {
    String => "String",
    i8 => "i8", i16 => "i16", i32 => "i32", i64 => "i64", i128 => "i128", isize => "isize",
    u8 => "u8", u16 => "u16", u32 => "u32", u64 => "u64", u128 => "u128", usize => "usize",
}

impl<K: MapKey, T: Shape, S> Shape for HashMap<K, T, S> {
    fn type_name() -> String {
        format!("Map<{}, {}>", K::key_name(), T::type_name())
    }
    fn describe(types: &mut TypeSet) {
        T::describe(types);
    }
}

impl<K: MapKey, T: Shape> Shape for BTreeMap<K, T> {
    fn type_name() -> String {
        format!("Map<{}, {}>", K::key_name(), T::type_name())
    }
    fn describe(types: &mut TypeSet) {
        T::describe(types);
    }
}

/// Sequences serde writes as arrays, as `Vec<T>` is.
macro_rules! sequence {
    ($($ty:ident<T $(, $extra:ident)?>),*) => {$(
        impl<T: Shape $(, $extra)?> Shape for $ty<T $(, $extra)?> {
            fn type_name() -> String {
                format!("Vec<{}>", T::type_name())
            }
            fn describe(types: &mut TypeSet) {
                T::describe(types);
            }
        }
    )*};
}

sequence!(VecDeque<T>, BTreeSet<T>, HashSet<T, S>);

impl Shape for serde_json::Map<String, serde_json::Value> {
    fn type_name() -> String {
        "Map<String, any>".to_owned()
    }
    fn describe(_types: &mut TypeSet) {}
}

macro_rules! transparent {
    ($($wrapper:ident),*) => {$(
        impl<T: Shape + ?Sized> Shape for $wrapper<T> {
            fn type_name() -> String {
                T::type_name()
            }
            fn describe(types: &mut TypeSet) {
                T::describe(types);
            }
            fn optional() -> bool {
                T::optional()
            }
        }
    )*};
}

transparent!(Box, Arc, Rc);

macro_rules! tuple {
    ($($name:ident),+) => {
        impl<$($name: Shape),+> Shape for ($($name,)+) {
            fn type_name() -> String {
                let parts: Vec<String> = vec![$($name::type_name()),+];
                format!("({})", parts.join(", "))
            }
            fn describe(types: &mut TypeSet) {
                $($name::describe(types);)+
            }
        }
    };
}

tuple!(A, B);
tuple!(A, B, C);
tuple!(A, B, C, D);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn containers_render_their_elements() {
        assert_eq!(<Vec<Option<Box<u64>>>>::type_name(), "Vec<Option<u64>>");
        assert_eq!(
            <BTreeMap<String, serde_json::Value>>::type_name(),
            "Map<String, any>"
        );
        assert_eq!(<Arc<String>>::type_name(), "String");
        assert_eq!(<(String, bool)>::type_name(), "(String, bool)");
    }

    #[test]
    fn integer_keys_and_sets() {
        assert_eq!(<HashMap<u64, String>>::type_name(), "Map<u64, String>");
        assert_eq!(<BTreeMap<i32, Vec<u8>>>::type_name(), "Map<i32, Vec<u8>>");
        assert_eq!(<HashSet<String>>::type_name(), "Vec<String>");
        assert_eq!(<VecDeque<u8>>::type_name(), "Vec<u8>");
        // What scripts see: the number written out as the key.
        let map: BTreeMap<u64, bool> = [(7, true)].into();
        let json = serde_json::to_value(&map).expect("encodes");
        assert_eq!(json, serde_json::json!({ "7": true }));
        assert_eq!(
            serde_json::from_value::<BTreeMap<u64, bool>>(json).expect("decodes"),
            map
        );
    }

    #[test]
    fn only_option_is_optional() {
        assert!(<Option<String>>::optional());
        assert!(<Arc<Option<String>>>::optional());
        assert!(!<Vec<Option<String>>>::optional());
        assert!(!String::optional());
    }

    #[test]
    fn leaves_record_no_declarations() {
        let mut set = TypeSet::new();
        <HashMap<String, Vec<(u8, f64)>>>::describe(&mut set);
        assert!(set.is_empty());
    }
}
