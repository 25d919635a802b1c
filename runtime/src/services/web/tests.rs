//! Tests.
#![allow(clippy::unwrap_used)]
