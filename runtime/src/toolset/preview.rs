//! What an operator is shown before model code runs (`cordis-cli serve
//! --approve`): the plugin a piece of mount code declares, read without
//! running `apply`, and the code's sha256; and who owns a tool, for the
//! audit log.

use sha2::{Digest, Sha256};

use crate::sandbox::Declared;
use crate::toolset::Toolset;
use crate::toolset::mounts::MountError;
use crate::toolset::shared::Shared;

/// sha256 of `code`'s UTF-8 bytes, as 64 lowercase hex digits.
pub fn code_sha256(code: &str) -> String {
    Sha256::digest(code.as_bytes())
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

/// Mount code as a dry run reads it: the plugin it returns and what its
/// code declares it registers and provides. Nothing ran but the code's top
/// level, which has no `ctx` and so no service.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MountPreview {
    /// The plugin's name (`anonymous` when it declares none).
    pub plugin_name: String,
    /// The services it injects.
    pub inject: Vec<String>,
    /// The tools and services its code names.
    pub declared: Declared,
    /// Size of the code in bytes.
    pub bytes: usize,
    /// sha256 of the code ([`code_sha256`]).
    pub sha256: String,
}

/// Who registered a tool.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ToolOwner {
    /// The name of the plugin (fiber) that registered it.
    pub plugin: String,
    /// The mount id, when a live mount (or a plugin inside one) registered it.
    pub mount: Option<String>,
}

/// A mount the model made with `cordis_mount` that is live now: what a
/// host names when the mounts are lost (a `cordis-cli serve` worker that
/// died), so the model can mount the good ones again.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LiveMount {
    /// The mount id (`dyn-3`).
    pub id: String,
    /// The plugin's name (`anonymous` when it declares none).
    pub plugin_name: String,
}

impl Toolset {
    /// The mounts made with `cordis_mount` that are live now, in id order.
    pub fn live_mounts(&self) -> Vec<LiveMount> {
        self.shared
            .mounts
            .live()
            .into_iter()
            .map(|(id, plugin_name, _)| LiveMount { id, plugin_name })
            .collect()
    }

    /// Read `code` as `cordis_mount { dryRun: true }` would, without
    /// mounting it; fails as that dry run would.
    pub fn preview(&self, code: &str) -> Result<MountPreview, MountError> {
        let plugin = self.shared.sandbox.load("preview", code)?;
        Ok(MountPreview {
            plugin_name: plugin.declared_name().unwrap_or("anonymous").to_owned(),
            inject: plugin.inject().to_vec(),
            declared: plugin.declared(),
            bytes: code.len(),
            sha256: code_sha256(code),
        })
    }

    /// Calls `reporter` with each failure the runtime reports from now on
    /// (a timer's or listener's callback that failed in the background),
    /// and the id of the mount whose code failed, when a mount's fiber
    /// failed: what a host's log names.
    pub fn on_report(
        &self,
        reporter: impl Fn(&crate::fiber::report::Report, Option<&str>) + Send + Sync + 'static,
    ) {
        // Weak: the runtime keeps its reporter, and must not keep the
        // toolset alive through it.
        let shared = std::sync::Arc::downgrade(&self.shared);
        self.shared
            .runtime
            .set_reporter(std::sync::Arc::new(move |report| {
                let mount = shared
                    .upgrade()
                    .and_then(|shared| shared.mounts.id_of(report.fiber));
                reporter(report, mount.as_deref());
            }));
    }

    /// Who registered the tool `name`, if it is registered.
    pub fn tool_owner(&self, name: &str) -> Option<ToolOwner> {
        owner(&self.shared, name)
    }
}

fn owner(shared: &Shared, name: &str) -> Option<ToolOwner> {
    let fiber = shared.registry.get(name)?.owner();
    let plugin = shared.runtime.fiber_info(fiber)?.name;
    let mount = shared
        .mounts
        .live()
        .into_iter()
        .find(|(.., root)| shared.runtime.is_within(fiber, root.id()))
        .map(|(id, ..)| id);
    Some(ToolOwner { plugin, mount })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toolset with the built-in catalog and a timer.
    fn toolset() -> Toolset {
        Toolset::new(
            &crate::Runtime::new(),
            crate::toolset::ToolsetConfig::new(Default::default())
                .document(&crate::toolset::builtin::catalog())
                .timer(),
        )
        .unwrap()
    }

    #[test]
    fn a_preview_reads_the_plugin_without_applying_it() {
        let toolset = toolset();
        let code = r#"#{ name: "notes", inject: ["fs"], apply: |ctx| {
            ctx.tools.register(#{ name: "note", description: "d", parameters: #{}, execute: |args| "x" });
            ctx.provide("notes", #{ count: || 1 });
        } }"#;
        let preview = toolset.preview(code).unwrap();
        assert_eq!(preview.plugin_name, "notes");
        assert_eq!(preview.inject, ["fs"]);
        assert_eq!(preview.declared.tools, ["note"]);
        assert_eq!(preview.declared.provides, ["notes"]);
        assert!(!preview.declared.computed);
        assert_eq!(preview.bytes, code.len());
        assert_eq!(preview.sha256, code_sha256(code));
        // Nothing ran: no tool, no mount.
        assert!(toolset.call("note", serde_json::json!({})).is_none());
        assert!(toolset.keep_subject("dyn-1").is_err());
        assert!(toolset.preview("let x = ;").is_err());
    }

    #[test]
    fn a_report_while_its_mount_starts_names_the_mount() {
        let toolset = toolset();
        let (send, reports) = std::sync::mpsc::channel();
        let send = parking_lot::Mutex::new(send);
        toolset.on_report(move |report, mount| {
            let _ = send
                .lock()
                .send((report.message.clone(), mount.map(str::to_owned)));
        });
        // The listener fails while apply still runs: before the mount is
        // in the table.
        let code = r#"#{ name: "early", apply: |ctx| {
            ctx.on("early/ping", |n| { throw "too soon" });
            ctx.emit("early/ping", 1);
        } }"#;
        let report = toolset.mount(code, false).unwrap();
        let (message, mount) = reports
            .recv_timeout(std::time::Duration::from_secs(10))
            .unwrap();
        assert!(message.contains("too soon"), "{message}");
        assert_eq!(mount.as_deref(), Some(report.id.as_str()));
    }

    #[test]
    fn the_hash_is_sha256_in_hex() {
        assert_eq!(
            code_sha256("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
