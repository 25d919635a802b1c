//! How much a script value holds, and keeping that cheap to know while
//! containers grow: the measure the limits count by (`measure`), `push` in
//! time that does not grow with the array (`grow`), and what assignments
//! into a container add (`writes`).
//!
//! The bottom room of the sandbox: it imports nothing of the sandbox
//! outside itself, only the runtime's `limits`.

pub(super) mod grow;
pub(super) mod measure;
pub(super) mod writes;
