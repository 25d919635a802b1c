//! Landlock: where the kernel offers it, a worker confines its own file
//! access before it builds the runtime: read and write under `--root` and
//! in the plugin directory (where `cordis_keep` writes), read-only the
//! system paths the runtime and its services read (`/usr`, `/lib*`,
//! `/etc` for name resolution and certificates, `/proc`, `/sys`), and
//! `/dev` to read and write its devices. Everything else is out of the
//! process's reach, whatever a path in the runtime gets wrong.
//!
//! Not when `bash` is granted: a Landlock domain forbids `mount(2)` and
//! `pivot_root(2)`, which bubblewrap needs to isolate commands, and the
//! commands themselves need more of the system. There `fs` (by the
//! kernel's walk, `openat2` beneath the root) and bubblewrap confine files.

use std::path::PathBuf;

use cordis_toolset::services::BuiltinService;
use landlock::{
    ABI, Access, AccessFs, Ruleset, RulesetAttr, RulesetCreatedAttr, RulesetError, RulesetStatus,
    path_beneath_rules,
};

use crate::config::Settings;

/// The Landlock version whose file rights are asked for; an older kernel
/// enforces what it knows (best effort) and the start message says so.
const ABI_ASKED: ABI = ABI::V5;

/// System paths a worker reads.
const SYSTEM_READ: [&str; 7] = ["/usr", "/lib", "/lib64", "/etc", "/proc", "/sys", "/bin"];

/// Confines the calling process's file access as the module says, and
/// says in words what applied. Call it before any thread starts: Landlock
/// binds the calling thread and the threads and processes it starts after.
pub fn apply(settings: &Settings) -> String {
    if settings.grants.contains(&BuiltinService::Bash) {
        return "files not confined by Landlock (bash is granted, and bubblewrap needs \
                mount(2), which Landlock forbids)"
            .to_owned();
    }
    let mut writable: Vec<PathBuf> = vec![settings.root.clone()];
    writable.extend(settings.plugins.clone());
    match restrict(&writable) {
        Ok(RulesetStatus::FullyEnforced) => format!(
            "files confined by Landlock to {} (read-write) and the system's paths (read-only)",
            list(&writable)
        ),
        Ok(RulesetStatus::PartiallyEnforced) => format!(
            "files confined by Landlock to {} (read-write) and the system's paths (read-only), \
             as far as this kernel's Landlock goes",
            list(&writable)
        ),
        Ok(RulesetStatus::NotEnforced) => {
            "files not confined by Landlock (this kernel does not offer it)".to_owned()
        }
        Err(error) => format!("files not confined by Landlock ({error})"),
    }
}

/// The ruleset: everything for `writable`, reading for the system paths,
/// reading and writing files in `/dev`.
fn restrict(writable: &[PathBuf]) -> Result<RulesetStatus, RulesetError> {
    let all = AccessFs::from_all(ABI_ASKED);
    let read = AccessFs::from_read(ABI_ASKED);
    let status = Ruleset::default()
        .handle_access(all)?
        .create()?
        .add_rules(path_beneath_rules(writable, all))?
        .add_rules(path_beneath_rules(SYSTEM_READ, read))?
        .add_rules(path_beneath_rules(["/dev"], read | AccessFs::WriteFile))?
        .restrict_self()?;
    Ok(status.ruleset)
}

/// `/a, /b`.
fn list(paths: &[PathBuf]) -> String {
    paths
        .iter()
        .map(|path| path.display().to_string())
        .collect::<Vec<_>>()
        .join(" and ")
}
