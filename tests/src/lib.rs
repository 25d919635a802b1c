//! Shared helpers of the whole-system tests (see `tests/tests/`).
