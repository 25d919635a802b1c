//! Every runtime of `cordis-cli serve` lives in a worker: a child process
//! of the same binary (`cordis-cli worker`), spoken to over a pipe, under a
//! memory bound the kernel enforces. Whatever plugin code does to its
//! worker, running out of memory, crashing, hanging in a native call, costs
//! that client's runtime, which the server reports in words and starts
//! anew; the server and every other client go on.
//!
//! * [`protocol`]: the messages, one JSON object a line;
//! * [`bound`]: the kernel's bound the worker puts on its memory;
//! * [`confine`]: the Landlock rules it puts on its file access;
//! * [`child`]: the worker process;
//! * [`loss`]: a lost worker in words, for the model, the log and the audit;
//! * [`host`]: [`WorkerHost`], the server's [`ToolHost`](crate::host::ToolHost)
//!   over a worker.

pub mod bound;
pub mod child;
pub mod confine;
pub mod host;
pub mod loss;
pub mod protocol;

pub use host::{WorkerError, WorkerHost, WorkerSpec};
