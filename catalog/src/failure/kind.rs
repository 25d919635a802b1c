//! Encoding an error as JSON while noting which enum variant it is.
//!
//! serde_json writes a unit variant as `"Name"` and any other variant as
//! `{ "Name": content }`, exactly as it writes a newtype struct around a
//! string or a struct with one field: the JSON alone cannot say which it
//! was. [`Probe`] is serde_json's own value serializer with one addition:
//! it remembers the variant name when the top-level value is a variant.

use serde::Serialize;
use serde::ser::Serializer;
use serde_json::Value;

use serde_json::value::Serializer as Json;

/// `value` as JSON, and the name of its variant if it is an enum variant.
pub(super) fn encode<T: Serialize + ?Sized>(
    value: &T,
) -> Result<(Option<&'static str>, Value), serde_json::Error> {
    let mut variant = None;
    let json = value.serialize(Probe {
        variant: &mut variant,
    })?;
    Ok((variant, json))
}

/// The top-level serializer: serde_json's, noting a variant's name.
struct Probe<'a> {
    variant: &'a mut Option<&'static str>,
}

macro_rules! forward {
    ($($method:ident($($arg:ident: $ty:ty),*) -> $ok:ty;)*) => {$(
        fn $method(self, $($arg: $ty),*) -> Result<$ok, serde_json::Error> {
            Json.$method($($arg),*)
        }
    )*};
}

impl<'a> Serializer for Probe<'a> {
    type Ok = Value;
    type Error = serde_json::Error;
    type SerializeSeq = <Json as Serializer>::SerializeSeq;
    type SerializeTuple = <Json as Serializer>::SerializeTuple;
    type SerializeTupleStruct = <Json as Serializer>::SerializeTupleStruct;
    type SerializeTupleVariant = <Json as Serializer>::SerializeTupleVariant;
    type SerializeMap = <Json as Serializer>::SerializeMap;
    type SerializeStruct = <Json as Serializer>::SerializeStruct;
    type SerializeStructVariant = <Json as Serializer>::SerializeStructVariant;

    forward! {
        serialize_bool(v: bool) -> Value;
        serialize_i8(v: i8) -> Value;
        serialize_i16(v: i16) -> Value;
        serialize_i32(v: i32) -> Value;
        serialize_i64(v: i64) -> Value;
        serialize_i128(v: i128) -> Value;
        serialize_u8(v: u8) -> Value;
        serialize_u16(v: u16) -> Value;
        serialize_u32(v: u32) -> Value;
        serialize_u64(v: u64) -> Value;
        serialize_u128(v: u128) -> Value;
        serialize_f32(v: f32) -> Value;
        serialize_f64(v: f64) -> Value;
        serialize_char(v: char) -> Value;
        serialize_str(v: &str) -> Value;
        serialize_bytes(v: &[u8]) -> Value;
        serialize_none() -> Value;
        serialize_unit() -> Value;
        serialize_unit_struct(name: &'static str) -> Value;
        serialize_seq(len: Option<usize>) -> Self::SerializeSeq;
        serialize_tuple(len: usize) -> Self::SerializeTuple;
        serialize_tuple_struct(name: &'static str, len: usize) -> Self::SerializeTupleStruct;
        serialize_map(len: Option<usize>) -> Self::SerializeMap;
        serialize_struct(name: &'static str, len: usize) -> Self::SerializeStruct;
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<Value, serde_json::Error> {
        value.serialize(self)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<Value, serde_json::Error> {
        value.serialize(Json)
    }

    fn serialize_unit_variant(
        self,
        name: &'static str,
        index: u32,
        variant: &'static str,
    ) -> Result<Value, serde_json::Error> {
        *self.variant = Some(variant);
        Json.serialize_unit_variant(name, index, variant)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        name: &'static str,
        index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<Value, serde_json::Error> {
        *self.variant = Some(variant);
        Json.serialize_newtype_variant(name, index, variant, value)
    }

    fn serialize_tuple_variant(
        self,
        name: &'static str,
        index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Self::SerializeTupleVariant, serde_json::Error> {
        *self.variant = Some(variant);
        Json.serialize_tuple_variant(name, index, variant, len)
    }

    fn serialize_struct_variant(
        self,
        name: &'static str,
        index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Self::SerializeStructVariant, serde_json::Error> {
        *self.variant = Some(variant);
        Json.serialize_struct_variant(name, index, variant, len)
    }

    fn collect_str<T: std::fmt::Display + ?Sized>(
        self,
        value: &T,
    ) -> Result<Value, serde_json::Error> {
        Json.collect_str(value)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[derive(Serialize)]
    enum E {
        Unit,
        New(String),
    }

    #[derive(Serialize)]
    struct S(String);

    #[test]
    fn a_variant_is_told_from_a_newtype_of_the_same_json() {
        assert_eq!(encode(&E::Unit).expect("ok"), (Some("Unit"), json!("Unit")));
        assert_eq!(
            encode(&S("Unit".into())).expect("ok"),
            (None, json!("Unit"))
        );
        assert_eq!(
            encode(&E::New("x".into())).expect("ok"),
            (Some("New"), json!({ "New": "x" }))
        );
        assert_eq!(encode(&Some(E::Unit)).expect("ok").0, Some("Unit"));
    }
}
