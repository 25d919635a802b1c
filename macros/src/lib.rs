//! Proc macros of cordis-toolset.
