//! The events the toolset raises about the model's mounts, declared with
//! `#[events]` beside the mounting that emits them (`mounting.rs` names
//! them by this trait's constants).

use crate::events;
use crate::toolset::mounts::{MountReport, UnmountReceipt};

/// The lifecycle of the model's mounts, raised by the toolset.
#[events(crate = crate)]
pub trait MountEvents {
    /// A plugin was mounted with `cordis_mount` (active or pending). A
    /// plugin's own mount is delivered to it too: its `apply` registers the
    /// listener before the event is emitted.
    ///
    /// ```rhai
    /// ctx.on("cordis/mounted", |info| console.log(`${info.id} is ${info.state}`));
    /// ```
    #[event(name = "cordis/mounted", mode = "emit")]
    fn mounted(info: MountReport);

    /// A mount was removed with `cordis_unmount`, after everything it did was
    /// undone.
    #[event(name = "cordis/unmounted", mode = "emit")]
    fn unmounted(info: UnmountReceipt);
}
