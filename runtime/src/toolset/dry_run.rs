//! `cordis_mount { dryRun: true }` and `cordis-cli check`: everything a
//! mount would check, and nothing it would do.
//!
//! After the code compiled, evaluated to a plugin and passed the check
//! against the catalog (as for a mount), `apply` runs against a recording
//! façade ([`crate::sandbox::DryRun`]). It runs too when an injected
//! service is missing and a mount would be pending: the façade calls no
//! service anyway, so what `apply` registers is checked now rather than
//! when the service comes (a tool's schema, say, refused only then). A
//! failure there is reported, never a refusal: a mount now would be
//! pending, not refused. The report's `state` is the
//! state the mount would reach, in the fiber states' own words, so a dry
//! run and a mount are compared like with like; `dryRun` says that nothing
//! was mounted and what `apply` would do.

use crate::fiber::{Context, FiberState};
use crate::sandbox::{DryRun, ScriptPlugin, Warning};
use crate::toolset::mounts::{MountError, MountReport, MountState};
use crate::toolset::shared::Shared;

/// Dry-run `plugin` (to be mount `id`) against the runtime as it is now.
pub(super) fn run(
    shared: &Shared,
    group: &Context,
    id: String,
    plugin_name: String,
    plugin: &ScriptPlugin,
    warnings: Vec<Warning>,
) -> Result<MountReport, MountError> {
    let inject = plugin.inject().to_vec();
    let waiting_for: Vec<String> = inject
        .iter()
        .filter(|n| shared.runtime.service(n).is_none())
        .cloned()
        .collect();
    let mut dry = DryRun {
        inject,
        ..DryRun::default()
    };
    let report = |state: MountState, dry: DryRun, tools, provides: Vec<String>| MountReport {
        id,
        plugin_name,
        state,
        // The pending mounts its services would start: each one whose
        // every missing service is one it provides, or one provided now.
        activated: shared
            .mounts
            .consumers_in(FiberState::Pending)
            .into_iter()
            .filter(|(_, fiber)| {
                fiber.info().is_some_and(|info| {
                    !info.waiting_for.is_empty()
                        && info.waiting_for.iter().all(|service| {
                            provides.contains(service) || shared.runtime.service(service).is_some()
                        })
                })
            })
            .map(|(id, _)| id)
            .collect(),
        provides,
        waiting_for: waiting_for.clone(),
        tools,
        failed_to_start: Vec::new(),
        warnings,
        dry_run: Some(dry),
    };
    let pending = !waiting_for.is_empty();
    let (record, applied) = plugin.dry_apply(group);
    dry.applied = true;
    dry.listens = record.listens;
    dry.emits = record.emits;
    dry.timers = record.timers;
    dry.not_run = record.not_run;
    if let Err(error) = applied {
        if dry.not_run.is_empty() && !pending {
            // Nothing was skipped: a mount would fail the same way.
            return Err(MountError::DryRunFailed {
                message: error.to_string(),
            });
        }
        // Its hints would explain a `()` the code made; this one most
        // likely came from the call that was not run.
        let error = error.to_string();
        let unhinted: Vec<&str> = error
            .lines()
            .filter(|line| !line.starts_with("hint:"))
            .collect();
        dry.unchecked = Some(unhinted.join("\n"));
    }
    if pending {
        // What it registers comes with its apply, once the services are
        // provided: the report says what a mount now would, nothing yet,
        // and the dry run what it registers then.
        dry.tools_once_provided = record.tools;
        dry.provides_once_provided = record.provides;
        return Ok(report(MountState::Pending, dry, Vec::new(), Vec::new()));
    }
    Ok(report(
        MountState::Active,
        dry,
        record.tools,
        record.provides,
    ))
}
