//! `Shape` for std types that are neither primitives nor containers: time
//! and network addresses, declared as serde writes them to JSON (which is
//! what scripts see), with their units and forms in the docs. A field that
//! scripts should read as one number of milliseconds takes
//! [`millis`](crate::millis) instead.
//!
//! ```
//! use std::time::{Duration, SystemTime};
//! use cordis_toolset_catalog::{Shape, TypeSet};
//!
//! let mut types = TypeSet::new();
//! <(SystemTime, Duration)>::describe(&mut types);
//! let time = types.get("SystemTime").expect("declared");
//! assert!(time.declaration.contains("secs_since_epoch: u64"));
//! ```

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::time::{Duration, SystemTime};

use super::{DeclKind, Field, Fields, Shape, TypeDecl, TypeSet};

/// A struct of documented `(name, type, docs)` fields.
fn documented_struct(fields: &[(&str, &str, &str)]) -> DeclKind {
    DeclKind::Struct(Fields::Named(
        fields
            .iter()
            .map(|(name, ty, docs)| Field {
                name: (*name).to_owned(),
                ty: (*ty).to_owned(),
                optional: false,
                docs: (*docs).to_owned(),
            })
            .collect(),
    ))
}

const NANOS: &str = "Nanoseconds past those seconds (0 to 999999999).";

impl Shape for SystemTime {
    fn type_name() -> String {
        "SystemTime".to_owned()
    }

    fn describe(types: &mut TypeSet) {
        let kind = documented_struct(&[
            (
                "secs_since_epoch",
                "u64",
                "Whole seconds since the Unix epoch (1970-01-01 00:00:00 UTC).",
            ),
            ("nanos_since_epoch", "u32", NANOS),
        ]);
        types.insert(TypeDecl::documented(
            "SystemTime",
            "std::time",
            &kind,
            "A point in time. Milliseconds since the epoch are\n`t.secs_since_epoch * 1000 + t.nanos_since_epoch / 1000000`.",
        ));
    }
}

impl Shape for Duration {
    fn type_name() -> String {
        "Duration".to_owned()
    }

    fn describe(types: &mut TypeSet) {
        let kind = documented_struct(&[("secs", "u64", "Whole seconds."), ("nanos", "u32", NANOS)]);
        types.insert(TypeDecl::documented(
            "Duration",
            "std::time",
            &kind,
            "A span of time. In milliseconds: `d.secs * 1000 + d.nanos / 1000000`.",
        ));
    }
}

/// Addresses serde writes as text: a newtype of `String` in the catalog.
macro_rules! text {
    ($($ty:ident => $docs:literal),* $(,)?) => {$(
        impl Shape for $ty {
            fn type_name() -> String {
                stringify!($ty).to_owned()
            }

            fn describe(types: &mut TypeSet) {
                let kind = DeclKind::Struct(Fields::Tuple(vec!["String".to_owned()]));
                types.insert(TypeDecl::documented(stringify!($ty), "std::net", &kind, $docs));
            }
        }
    )*};
}

text! {
    IpAddr => "An IP address as text: \"192.0.2.7\" or \"2001:db8::7\".",
    Ipv4Addr => "An IPv4 address as text: \"192.0.2.7\".",
    Ipv6Addr => "An IPv6 address as text: \"2001:db8::7\".",
    SocketAddr => "An IP address and port as text: \"192.0.2.7:80\" or \"[2001:db8::7]:80\".",
}

#[cfg(test)]
mod tests {
    use std::net::IpAddr;
    use std::time::{Duration, SystemTime};

    use serde_json::json;

    use super::*;

    /// What the declarations say is what serde writes.
    #[test]
    fn declarations_match_serde() {
        let time = SystemTime::UNIX_EPOCH + Duration::from_millis(1_500);
        assert_eq!(
            serde_json::to_value(time).expect("encodes"),
            json!({ "secs_since_epoch": 1, "nanos_since_epoch": 500_000_000 })
        );
        assert_eq!(
            serde_json::to_value(Duration::from_millis(2_250)).expect("encodes"),
            json!({ "secs": 2, "nanos": 250_000_000 })
        );
        let ip: IpAddr = "2001:db8::7".parse().expect("an address");
        assert_eq!(
            serde_json::to_value(ip).expect("encodes"),
            json!("2001:db8::7")
        );
        let mut types = TypeSet::new();
        <(SystemTime, Duration, IpAddr)>::describe(&mut types);
        let declared = |name: &str| types.get(name).expect("declared").declaration.clone();
        assert!(declared("SystemTime").contains("    secs_since_epoch: u64,\n"));
        assert!(declared("SystemTime").contains("    nanos_since_epoch: u32,\n"));
        assert!(declared("Duration").contains("    secs: u64,\n    /// Nanoseconds"));
        assert_eq!(
            declared("IpAddr"),
            "/// An IP address as text: \"192.0.2.7\" or \"2001:db8::7\".\nstruct IpAddr(String);"
        );
    }
}
