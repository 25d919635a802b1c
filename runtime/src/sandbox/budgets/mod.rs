//! What a call of script code may spend, and what it is charged to: the
//! errors a tripped limit gives (`error`), the stack script code needs
//! (`stack`), the frame of the call running on this thread — the mount
//! whose code runs, its deadline, its nesting and the operations of its
//! chain (`frame`) —, that mount's compiled code (`mount_code`) and the
//! data it keeps between calls (`retained`), and what a mount may register
//! (`quota`) and what its structures count (`costs`).
//!
//! Imports from `size/`, `rewrite/` (where a mount's code was rewritten)
//! and `teach/` (`teach/budgets.rs` says what a script is told when it
//! trips a limit), of the sandbox's rooms.

pub(super) mod costs;
pub(super) mod error;
pub(super) mod frame;
pub(super) mod mount_code;
pub(super) mod quota;
pub(super) mod retained;
pub(super) mod stack;
