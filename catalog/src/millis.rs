//! `SystemTime` and `Duration` as milliseconds, for fields a script reads
//! as numbers.
//!
//! serde writes a `SystemTime` as `{ secs_since_epoch, nanos_since_epoch }`
//! and a `Duration` as `{ secs, nanos }`, and that is the shape the catalog
//! shows for them. A field that scripts should see as one number of
//! milliseconds says so twice, once for serde and once for the catalog:
//!
//! ```
//! use std::time::{Duration, SystemTime};
//! use cordis_toolset_catalog::millis;
//! # use cordis_toolset_catalog::{Shape as _, TypeSet};
//! # use cordis_toolset_macros::Shape;
//!
//! /// A reminder.
//! #[derive(serde::Serialize, serde::Deserialize, Shape)]
//! # #[shape(crate = cordis_toolset_catalog)]
//! pub struct Reminder {
//!     /// When it is due, in milliseconds since the Unix epoch.
//!     #[serde(with = "millis::system_time")]
//!     #[shape(as = u64)]
//!     pub due: SystemTime,
//!     /// How long it snoozes, in milliseconds.
//!     #[serde(with = "millis::duration")]
//!     #[shape(as = u64)]
//!     pub snooze: Duration,
//! }
//!
//! let reminder = Reminder { due: SystemTime::UNIX_EPOCH + Duration::from_millis(1500), snooze: Duration::from_secs(60) };
//! let json = serde_json::to_value(&reminder)?;
//! assert_eq!(json, serde_json::json!({ "due": 1500, "snooze": 60000 }));
//! let back: Reminder = serde_json::from_value(json)?;
//! assert_eq!(back.due, reminder.due);
//! // The catalog shows the numbers scripts get.
//! let mut types = TypeSet::new();
//! Reminder::describe(&mut types);
//! let declared: String = types.declarations().map(|d| d.declaration.clone()).collect();
//! assert!(declared.contains("due: u64") && declared.contains("snooze: u64"), "{declared}");
//! # Ok::<(), serde_json::Error>(())
//! ```

/// A `SystemTime` as milliseconds since the Unix epoch (`u64`; a time
/// before the epoch is refused).
pub mod system_time {
    use std::time::{Duration, SystemTime, UNIX_EPOCH};

    use serde::{Deserialize, Deserializer, Serializer};

    /// Writes `time` as milliseconds since the epoch.
    pub fn serialize<S: Serializer>(time: &SystemTime, serializer: S) -> Result<S::Ok, S::Error> {
        let since = time.duration_since(UNIX_EPOCH).map_err(|_| {
            serde::ser::Error::custom("a time before 1970 has no milliseconds since the epoch")
        })?;
        serializer.serialize_u64(u64::try_from(since.as_millis()).unwrap_or(u64::MAX))
    }

    /// Reads milliseconds since the epoch.
    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<SystemTime, D::Error> {
        let millis = u64::deserialize(deserializer)?;
        UNIX_EPOCH
            .checked_add(Duration::from_millis(millis))
            .ok_or_else(|| serde::de::Error::custom("milliseconds past what a SystemTime holds"))
    }
}

/// A `Duration` as milliseconds (`u64`).
pub mod duration {
    use std::time::Duration;

    use serde::{Deserialize, Deserializer, Serializer};

    /// Writes `duration` as milliseconds.
    pub fn serialize<S: Serializer>(duration: &Duration, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u64(u64::try_from(duration.as_millis()).unwrap_or(u64::MAX))
    }

    /// Reads milliseconds.
    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Duration, D::Error> {
        u64::deserialize(deserializer).map(Duration::from_millis)
    }
}
