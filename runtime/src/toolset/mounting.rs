//! `cordis_mount` and `cordis_unmount`: checking code, starting its fiber
//! under the `cordis-dynamic` group, reporting what it did, and undoing it.

use serde::Serialize;

use std::sync::Arc;

use crate::fiber::{EffectKind, Fiber, FiberId, FiberInfo, FiberState};
use crate::sandbox::teach::Quoted;
use crate::sandbox::{EventUse, Finding, Problem, SandboxError, Warning};
use crate::services::BuiltinService;
use crate::toolset::events::MountEvents;
use crate::toolset::inspect::{provided_names, waits};
use crate::toolset::mounts::{
    FailedStart, MountError, MountReport, MountState, UnmountReceipt, list_or_none as list,
};
use crate::toolset::shared::Shared;
use crate::toolset::table::Mount;
use crate::toolset::{dry_run, paths};
use crate::value::Value;

/// How much longer than two call timeouts a mount waits for another one.
const BUSY_SLACK: std::time::Duration = std::time::Duration::from_secs(1);

/// Each finding with its line quoted and a caret under it.
fn quote(code: Quoted<'_>, findings: &[Finding]) -> String {
    findings
        .iter()
        .map(|f| format!("- {}{}", f.problem, code.locate(f.line, f.column)))
        .collect::<Vec<_>>()
        .join("\n")
}

fn subtree(shared: &Shared, root: FiberId) -> Vec<FiberInfo> {
    shared.runtime.subtree(root)
}

/// The services `fibers` provide, by name.
fn provided_by(shared: &Shared, fibers: &[FiberInfo]) -> Vec<String> {
    let ids: Vec<FiberId> = fibers.iter().map(|f| f.id).collect();
    shared.runtime.services_of(&ids)
}

/// The tools `fibers` registered, in registration order (as `tools/list`
/// and a dry run list them).
fn tools_of(shared: &Shared, fibers: &[FiberInfo]) -> Vec<String> {
    let ids: Vec<FiberId> = fibers.iter().map(|f| f.id).collect();
    shared.registry.names_of(&ids)
}

/// The ids of those of `mounts` in `state` now.
fn now_in(mounts: Vec<(String, Fiber)>, state: FiberState) -> Vec<String> {
    mounts
        .into_iter()
        .filter(|(_, fiber)| fiber.state() == state)
        .map(|(id, _)| id)
        .collect()
}

/// `finding` as a warning. A custom event's says which live mounts use it
/// the other way now (emit it, for a listener), or that none does: a
/// listener that nothing emits waits in silence.
fn noted(
    finding: &Finding,
    own: &[(EventUse, String)],
    live: &[(String, String, EventUse, String)],
) -> Warning {
    let mut warning = finding.to_warning();
    let Problem::CustomEvent { use_, event, .. } = &finding.problem else {
        return warning;
    };
    let other = match use_ {
        EventUse::Listen => EventUse::Emit,
        EventUse::Emit => EventUse::Listen,
    };
    if own.iter().any(|(u, e)| *u == other && e == event) {
        return warning;
    }
    // A mount that emits the event on three lines is one mount.
    let mut users: Vec<String> = Vec::new();
    for (id, name, ..) in live.iter().filter(|(_, _, u, e)| *u == other && e == event) {
        let user = format!("{id} ({name})");
        if !users.contains(&user) {
            users.push(user);
        }
    }
    let (none, some) = match other {
        EventUse::Emit => ("No mount emits it now.", "Mounts that emit it now"),
        EventUse::Listen => (
            "No mount listens to it now.",
            "Mounts that listen to it now",
        ),
    };
    warning.message.push(' ');
    warning.message.push_str(&if users.is_empty() {
        none.to_owned()
    } else {
        format!("{some}: {}.", users.join(", "))
    });
    warning
}

pub(crate) fn mount(shared: &Shared, code: &str, dry_run: bool) -> Result<MountReport, MountError> {
    // Another mount runs plugin code while it holds this: its evaluation
    // and its apply, each within the call timeout. Wait for that, never
    // longer, and never on a lock this thread holds already.
    let limit = shared.sandbox.limits().timeout() * 2 + BUSY_SLACK;
    let Some(_busy) = shared.mounts.busy.try_lock_for(limit) else {
        return Err(MountError::Busy {
            waited_ms: u64::try_from(limit.as_millis()).unwrap_or(u64::MAX),
        });
    };
    let limits = shared.sandbox.limits();
    // Before any of the code is read: its size is not the only cost.
    if shared.mounts.is_full(limits.max_mounts) {
        return Err(MountError::TooManyMounts {
            limit: limits.max_mounts,
        });
    }
    let number = *shared.mounts.next.lock();
    let id = format!("dyn-{number}");
    // A path from the folder around the fs root, told with the rest.
    let misplaced = paths::misplaced(shared, code);
    let plugin = shared
        .sandbox
        .load(&id, code)
        .map_err(|error| match error {
            SandboxError::Parse { message } if !misplaced.is_empty() => SandboxError::Parse {
                message: format!(
                    "{}{}",
                    paths::corrected(&message, &misplaced),
                    paths::items(code, &misplaced)
                ),
            },
            other => other,
        })?;
    let declared_name = plugin.declared_name().map(str::to_owned);
    let plugin_name = declared_name.as_deref().unwrap_or("anonymous").to_owned();
    let (certain, warnings): (Vec<Finding>, Vec<Finding>) = shared
        .check(&plugin)
        .into_iter()
        .partition(|finding| finding.problem.is_certain());
    if !certain.is_empty() {
        // The warnings too, so that one answer names every fix (trial 79's
        // probe met its `e.length` only at the next mount). A custom
        // event's note is no fix.
        let also: Vec<Finding> = warnings
            .iter()
            .filter(|f| !matches!(f.problem, Problem::CustomEvent { .. }))
            .cloned()
            .collect();
        let also = if also.is_empty() {
            String::new()
        } else {
            format!(
                "\nAlso found, which may fail when it runs:\n{}",
                quote(plugin.quoted(), &also)
            )
        };
        return Err(MountError::Check {
            findings: format!(
                "{}{}{also}",
                quote(plugin.quoted(), &certain),
                paths::items(code, &misplaced)
            ),
        });
    }
    let events: Vec<(EventUse, String)> = warnings
        .iter()
        .filter_map(|finding| match &finding.problem {
            Problem::CustomEvent { use_, event, .. } => Some((*use_, event.clone())),
            _ => None,
        })
        .collect();
    let live_events = if events.is_empty() {
        Vec::new()
    } else {
        shared.mounts.custom_events()
    };
    let warnings: Vec<Warning> = warnings
        .iter()
        .map(|finding| noted(finding, &events, &live_events))
        .chain(misplaced.into_iter().map(|m| Warning {
            line: m.line,
            message: m.message,
        }))
        .collect();
    let group = shared.group.lock().clone().ok_or(MountError::Stopped)?;
    if dry_run {
        return dry_run::run(shared, &group, id, plugin_name, &plugin, warnings);
    }
    // One tools/list_changed for the whole mount, however many tools it
    // (and the consumers it activates) registers.
    let _batch = shared.registry.batch();
    // Only a consumer waits for a service a mount may provide: the
    // mounts this one can let start.
    let waiting = shared.mounts.consumers_in(FiberState::Pending);
    let tools = plugin.declared().tools;
    // Only a service another mount provides can go away under it.
    let consumer = plugin
        .inject()
        .iter()
        .any(|service| BuiltinService::named(service).is_none());
    // The plugin's apply and the applies of the waiting consumers its
    // services let start share one call timeout: a provider's mount never
    // runs for longer than one call, however many consumers wait for it.
    let mut starting = None;
    let fiber = crate::deadline::scope(std::time::Instant::now() + limits.timeout(), || {
        group.plugin_then(Arc::new(plugin), Value::UNIT, |fiber| {
            starting = Some(shared.mounts.starting(fiber, &id));
        })
    })
    .map_err(|_| MountError::Stopped)?;
    if fiber.state() == FiberState::Pending && waiting.len() >= limits.max_pending_mounts {
        let waiting_for = fiber.info().map(|i| i.waiting_for).unwrap_or_default();
        fiber.dispose();
        return Err(MountError::TooManyPending {
            limit: limits.max_pending_mounts,
            waiting_for: list(&waiting_for),
            pending: list(&waiting.into_iter().map(|(id, _)| id).collect::<Vec<_>>()),
        });
    }
    let state = match fiber.state() {
        FiberState::Failed => {
            let message = fiber.error().map(|e| e.to_string()).unwrap_or_default();
            fiber.dispose();
            return Err(MountError::Failed { message });
        }
        FiberState::Disposed => {
            return Err(MountError::Failed {
                message: "the plugin disposed itself while starting".into(),
            });
        }
        FiberState::Active => MountState::Active,
        FiberState::Pending => MountState::Pending,
        // Only while another thread settles the runtime: its apply runs
        // there now (it started), or it is being parked back to pending
        // because a service it injects went away.
        FiberState::Loading => MountState::Active,
        FiberState::Unloading => MountState::Pending,
    };
    *shared.mounts.next.lock() += 1;
    shared.mounts.insert(
        number,
        Mount {
            id: id.clone(),
            name: plugin_name.clone(),
            declared: declared_name,
            source: code.into(),
            fiber: fiber.clone(),
            events,
            tools,
            consumer,
            noted: 0,
        },
    );
    let fibers = subtree(shared, fiber.id());
    let info = fiber.info();
    let report = MountReport {
        id,
        plugin_name,
        state,
        provides: provided_by(shared, &fibers),
        waiting_for: info.map(|i| i.waiting_for).unwrap_or_default(),
        tools: tools_of(shared, &fibers),
        failed_to_start: waiting
            .iter()
            .filter(|(_, fiber)| fiber.state() == FiberState::Failed)
            .map(|(id, fiber)| FailedStart {
                id: id.clone(),
                error: fiber.error().map(|e| e.to_string()).unwrap_or_default(),
            })
            .collect(),
        activated: now_in(waiting, FiberState::Active),
        warnings,
        dry_run: None,
    };
    announce(shared, MOUNTED, &report);
    Ok(report)
}

/// The lifecycle events of mounts, named by their declaration.
const MOUNTED: &str = <dyn MountEvents>::MOUNTED;
const UNMOUNTED: &str = <dyn MountEvents>::UNMOUNTED;

/// Emit a mount lifecycle event carrying a report or receipt, after the
/// response: the built-in tools never wait on listeners.
fn announce(shared: &Shared, event: &'static str, payload: &impl Serialize) {
    if !shared.runtime.has_any_listener(event) {
        return;
    }
    if let Ok(data) = serde_json::to_value(payload) {
        shared
            .registry
            .emit_after_response(event, vec![crate::value::from_json(&data)]);
    }
}

/// The live mount `id` and its number, or why there is none (naming the
/// live ids).
pub(crate) fn find(shared: &Shared, id: &str) -> Result<(u64, Mount), MountError> {
    // Only a refusal names them: not built for every unmount.
    let ids = || {
        let live = shared.mounts.live();
        if live.is_empty() {
            "none".to_owned()
        } else {
            live.iter()
                .map(|(id, ..)| id.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        }
    };
    let Some(number) = id.strip_prefix("dyn-").and_then(|n| n.parse::<u64>().ok()) else {
        return Err(MountError::NotAMount {
            id: id.to_owned(),
            live: ids(),
        });
    };
    let found = shared
        .mounts
        .table
        .lock()
        .get(&number)
        .filter(|mount| mount.id == id && mount.fiber.state() != FiberState::Disposed)
        .cloned();
    found
        .map(|mount| (number, mount))
        .ok_or_else(|| MountError::Unknown {
            id: id.to_owned(),
            live: ids(),
        })
}

pub(crate) fn unmount(shared: &Shared, id: &str) -> Result<UnmountReceipt, MountError> {
    // One tools/list_changed for the whole unmount, consumers included.
    let _batch = shared.registry.batch();
    let (
        number,
        Mount {
            name,
            fiber,
            tools: registers,
            ..
        },
    ) = find(shared, id)?;
    let fibers = subtree(shared, fiber.id());
    let count = |kind: EffectKind| {
        fibers
            .iter()
            .flat_map(|f| &f.effects)
            .filter(|effect| effect.kind == kind)
            .count()
    };
    let receipt = UnmountReceipt {
        id: id.to_owned(),
        plugin_name: name,
        tools: tools_of(shared, &fibers),
        services: provided_by(shared, &fibers),
        listeners: count(EffectKind::Listener),
        timers: count(EffectKind::Timer),
        children: fibers.len().saturating_sub(1),
        back_to_pending: Vec::new(),
        withdrawn_tools: Vec::new(),
        waited_for: Vec::new(),
        unstarted_tools: Vec::new(),
        failures: shared.runtime.failures(fiber.id()).count,
    };
    // A pending plugin has no tools to remove: the receipt says why.
    let receipt = if fiber.state() == FiberState::Pending {
        let waiting = shared.runtime.waiting_for(fiber.id());
        UnmountReceipt {
            waited_for: waits(&provided_names(shared), &waiting),
            unstarted_tools: registers,
            ..receipt
        }
    } else {
        receipt
    };
    // Those that may go back to pending: the active consumers, with the
    // tools each has now (which go while it waits).
    let active: Vec<(String, Fiber, Vec<String>)> = shared
        .mounts
        .consumers_in(FiberState::Active)
        .into_iter()
        .map(|(id, consumer)| {
            let tools = tools_of(shared, &subtree(shared, consumer.id()));
            (id, consumer, tools)
        })
        .collect();
    fiber.dispose();
    shared.mounts.forget(number);
    let pending: Vec<(String, Vec<String>)> = active
        .into_iter()
        .filter(|(_, consumer, _)| consumer.state() == FiberState::Pending)
        .map(|(id, _, tools)| (id, tools))
        .collect();
    let receipt = UnmountReceipt {
        withdrawn_tools: pending
            .iter()
            .flat_map(|(_, tools)| tools.clone())
            .collect(),
        back_to_pending: pending.into_iter().map(|(id, _)| id).collect(),
        ..receipt
    };
    announce(shared, UNMOUNTED, &receipt);
    Ok(receipt)
}
