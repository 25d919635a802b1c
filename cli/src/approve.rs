//! `serve --approve`: before a mount's code runs, or a mount is kept, the
//! human at the client says yes through MCP elicitation (form mode, no
//! required fields).
//!
//! * Which calls are asked about: `cordis_mount` without `dryRun`, and
//!   `cordis_keep`, called directly or through one `cordis_call` ([`Gated`];
//!   the runtime refuses `cordis_call` wrapped in `cordis_call`). Dry runs
//!   and `--plugins` files are not.
//! * What the operator reads: the plugin's name, the services it injects,
//!   the tools and services its code registers and provides (read as a dry
//!   run reads it: nothing of it has run), its size and a short sha256; for a
//!   keep, also the file it goes to.
//! * How: a handshake-era client (protocol up to 2025-11-25) gets an
//!   `elicitation/create` request while the call waits. A 2026-07-28 client,
//!   which takes no server requests, gets an `InputRequiredResult` carrying
//!   the same request and retries the call with the answer; the server keeps
//!   what it asked about ([`Approval`]), so the answer counts only for the same
//!   code, once.
//! * Fail closed: decline, cancel, a client without the elicitation
//!   capability, or a failed request refuse the call, and nothing runs.

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use cordis_toolset::plugins::{KeepSubject, keep::short_hash};
use cordis_toolset::{MountPreview, code_sha256};
use parking_lot::Mutex;
use rmcp::model::{
    CallToolRequestParams, ElicitRequest, ElicitRequestParams, ElicitResult, ElicitationAction,
    ElicitationSchema, InputRequest, InputRequests, InputRequiredResult, ProtocolVersion,
};
use rmcp::service::{RequestContext, RoleServer};
use serde_json::Value;

use crate::audit::{AuditRecord, Decision};
use crate::escape::quoted;
use crate::host::{HostError, ToolHost, names};

/// The key of the approval in an `InputRequiredResult`'s `inputRequests`.
const INPUT_KEY: &str = "cordis_approval";

/// How many unanswered questions a session keeps for 2026-07-28 clients
/// (the oldest is forgotten first; its answer then asks again).
const MAX_PENDING: usize = 32;

/// The tool a call reaches and its arguments: `cordis_call`'s target,
/// unwrapped once. The runtime refuses `cordis_call` calling `cordis_call`
/// (nothing runs), so one level is all a call can reach; a target still
/// named `cordis_call` is that refused call, gated by nothing.
pub fn target(name: &str, arguments: &Value) -> (String, Value) {
    if name != names::CALL {
        return (name.to_owned(), arguments.clone());
    }
    match arguments.get("name").and_then(Value::as_str) {
        Some(inner) => (
            inner.to_owned(),
            arguments
                .get("arguments")
                .filter(|inner| !inner.is_null())
                .cloned()
                .unwrap_or_else(|| Value::Object(Default::default())),
        ),
        None => (name.to_owned(), arguments.clone()),
    }
}

/// A call the operator must approve under `--approve`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Gated {
    /// `cordis_mount { code }` without `dryRun`.
    Mount {
        /// The code to mount.
        code: String,
    },
    /// `cordis_keep { id }`.
    Keep {
        /// The mount to keep.
        id: String,
        /// Whether it may replace a file `cordis_keep` wrote before.
        replace: bool,
    },
}

impl Gated {
    /// The gated call a call to `name` with `arguments` makes, if any
    /// (through one `cordis_call` too).
    pub fn of(name: &str, arguments: &Value) -> Option<Self> {
        let (name, arguments) = target(name, arguments);
        let text = |key: &str| {
            arguments
                .get(key)
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned()
        };
        match name.as_str() {
            names::MOUNT => {
                let dry_run = arguments
                    .get("dryRun")
                    .and_then(Value::as_bool)
                    .unwrap_or(false);
                (!dry_run).then(|| Gated::Mount { code: text("code") })
            }
            names::KEEP => Some(Gated::Keep {
                id: text("id"),
                replace: arguments
                    .get("replace")
                    .and_then(Value::as_bool)
                    .unwrap_or(false),
            }),
            _ => None,
        }
    }

    /// The built-in tool asked about.
    pub fn tool(&self) -> &'static str {
        match self {
            Gated::Mount { .. } => names::MOUNT,
            Gated::Keep { .. } => names::KEEP,
        }
    }

    /// What was not done when the operator said no.
    fn nothing_done(&self) -> String {
        match self {
            Gated::Mount { .. } => "Nothing was mounted".to_owned(),
            Gated::Keep { id, .. } => format!("Nothing was written; {id} is still a mount"),
        }
    }
}

/// What the operator is asked about, read without running anything.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    /// The message shown.
    pub message: String,
    /// The mount id (keeps only).
    pub id: Option<String>,
    /// The plugin's name.
    pub plugin: String,
    /// sha256 of the code.
    pub sha256: String,
}

impl Question {
    /// Describes `gated` from `host`; `Err` is the error the call itself
    /// would fail with (the code does not load, the mount cannot be kept).
    pub fn about(gated: &Gated, host: &dyn ToolHost) -> Result<Self, HostError> {
        match gated {
            Gated::Mount { code } => {
                let preview = host.preview(code)?;
                Ok(Self {
                    message: format!(
                        "The model asks to mount a plugin (cordis_mount). Accept to run its code in this server; decline to refuse it.\n\n{}",
                        describe(&preview)
                    ),
                    id: None,
                    plugin: preview.plugin_name,
                    sha256: preview.sha256,
                })
            }
            Gated::Keep { id, replace } => {
                let subject = host.keep_subject(id)?;
                let preview = host.preview(&subject.code)?;
                let path = kept_path(host, &subject);
                let replaces = if *replace && path.exists() {
                    " It replaces the plugin already kept in that file."
                } else {
                    ""
                };
                Ok(Self {
                    message: format!(
                        "The model asks to keep mount {} (cordis_keep): its code is written to {}, and every session of this server loads it, at once and at every start.{replaces} Accept to keep it; decline to leave it a temporary mount.\n\n{}",
                        subject.id,
                        path.display(),
                        describe(&preview)
                    ),
                    id: Some(subject.id),
                    plugin: subject.plugin_name,
                    sha256: subject.sha256,
                })
            }
        }
    }

    /// What binds an answer to this question: the tool, the mount and the
    /// code.
    fn fingerprint(&self, gated: &Gated) -> String {
        code_sha256(&format!(
            "{}\n{}\n{}",
            gated.tool(),
            self.id.as_deref().unwrap_or_default(),
            self.sha256
        ))
    }

    /// The audit line of `decision`, after `waited`.
    pub fn record(&self, gated: &Gated, decision: Decision, waited: Duration) -> AuditRecord {
        AuditRecord {
            id: self.id.clone(),
            plugin: Some(self.plugin.clone()),
            sha256: Some(self.sha256.clone()),
            decision: Some(decision),
            ..AuditRecord::new(gated.tool(), decision == Decision::Accept, waited)
        }
    }
}

fn kept_path(host: &dyn ToolHost, subject: &KeepSubject) -> PathBuf {
    match host.plugin_dir() {
        Some(dir) => dir.join(&subject.file),
        None => PathBuf::from(&subject.file),
    }
}

/// The lines an operator reads about `preview`: first what the server
/// measured (size, hash), then what the code declares, every string the
/// plugin chose quoted and escaped ([`quoted`](crate::escape::quoted)), so none can start a line
/// of its own or pass for the server's words.
fn describe(preview: &MountPreview) -> String {
    let list = |items: &[String]| {
        if items.is_empty() {
            "none".to_owned()
        } else {
            items
                .iter()
                .map(|item| quoted(item))
                .collect::<Vec<_>>()
                .join(", ")
        }
    };
    let computed = if preview.declared.computed {
        " (and names its code computes when it runs)"
    } else {
        ""
    };
    format!(
        "Code: {} bytes, sha256 {}\nPlugin: {}\nInjects services: {}\nRegisters tools: {}{computed}\nProvides services: {}",
        preview.bytes,
        short_hash(&preview.sha256),
        quoted(&preview.plugin_name),
        list(&preview.inject),
        list(&preview.declared.tools),
        list(&preview.declared.provides),
    )
}

/// How an approval ended.
pub enum Verdict {
    /// The operator accepted: run the call. The audit line of the decision.
    Approved(AuditRecord),
    /// Do not run the call: answer with this error. The audit line of the
    /// decision, when there was one.
    Refused(String, Option<AuditRecord>),
    /// Ask a 2026-07-28 client, which retries the call with the answer.
    Ask(InputRequiredResult),
}

/// A question put to a 2026-07-28 client, awaiting its retry.
struct Pending {
    state: String,
    fingerprint: String,
    asked: Instant,
}

/// The approvals of one MCP session (one server instance).
#[derive(Default)]
pub struct Approval {
    pending: Mutex<VecDeque<Pending>>,
    asked: Mutex<u64>,
}

impl Approval {
    /// Asks the operator about `gated` (described by `question`) through the
    /// client of `context`, or reads the answer a 2026-07-28 client brought
    /// back in `request`.
    pub async fn decide(
        self: &Arc<Self>,
        gated: &Gated,
        question: &Question,
        request: &CallToolRequestParams,
        context: &RequestContext<RoleServer>,
    ) -> Verdict {
        let started = Instant::now();
        let fingerprint = question.fingerprint(gated);
        let can_ask = context
            .client_capabilities()
            .and_then(|capabilities| capabilities.elicitation)
            .is_some_and(|elicitation| elicitation.form.is_some() || elicitation.url.is_none());
        if !can_ask {
            let message = format!(
                "{} is refused: this server runs with --approve, so the operator approves every mount and keep through MCP elicitation, and this client did not declare the elicitation capability (form mode), so it cannot ask. {}. Use an MCP client that supports elicitation, or the operator can restart the server without --approve.",
                gated.tool(),
                gated.nothing_done()
            );
            let record = question.record(gated, Decision::Unavailable, started.elapsed());
            return Verdict::Refused(message, Some(record));
        }
        let params = ElicitRequestParams::FormElicitationParams {
            meta: None,
            message: question.message.clone(),
            requested_schema: empty_form(),
        };
        // A 2026-07-28 request has no session to send a request on, even
        // where the transport made up peer info for it (rmcp's HTTP does).
        let sessionless = context
            .protocol_version()
            .is_some_and(|version| version.as_str() >= ProtocolVersion::V_2026_07_28.as_str());
        let (answer, waited) = if context.peer.peer_info().is_some() && !sessionless {
            let answer = tokio::select! {
                answer = context.peer.create_elicitation(params) => answer.map_err(|error| error.to_string()),
                () = context.ct.cancelled() => Err("the call was cancelled".to_owned()),
            };
            (answer, started.elapsed())
        } else {
            match self.answer(request, &fingerprint) {
                Some((answer, asked)) => (answer, asked.elapsed()),
                None => return Verdict::Ask(self.ask(params, fingerprint)),
            }
        };
        let decision = match answer {
            Ok(ElicitResult {
                action: ElicitationAction::Accept,
                ..
            }) => return Verdict::Approved(question.record(gated, Decision::Accept, waited)),
            Ok(ElicitResult {
                action: ElicitationAction::Decline,
                ..
            }) => Err(Decision::Decline),
            Ok(_) => Err(Decision::Cancel),
            Err(error) => Ok(error),
        };
        let (decision, message) = match decision {
            Err(decision) => (
                decision,
                format!(
                    "{} was declined by the operator. {}. Ask the user what to change, or go on without it.",
                    gated.tool(),
                    gated.nothing_done()
                ),
            ),
            Ok(error) => (
                Decision::Unavailable,
                format!(
                    "{} is refused: this server runs with --approve, and asking the operator failed ({error}). {}.",
                    gated.tool(),
                    gated.nothing_done()
                ),
            ),
        };
        Verdict::Refused(message, Some(question.record(gated, decision, waited)))
    }

    /// The answer `request` brings to a question of this session about the
    /// same call, and when it was asked; the question is used up.
    fn answer(
        &self,
        request: &CallToolRequestParams,
        fingerprint: &str,
    ) -> Option<(Result<ElicitResult, String>, Instant)> {
        let state = request.request_state.as_deref()?;
        let response = request.input_responses.as_ref()?.get(INPUT_KEY)?;
        let mut pending = self.pending.lock();
        let at = pending
            .iter()
            .position(|p| p.state == state && p.fingerprint == fingerprint)?;
        let asked = pending.remove(at)?.asked;
        let answer = serde_json::from_value::<ElicitResult>(response.clone())
            .map_err(|error| format!("the client's answer is not an elicitation result: {error}"));
        Some((answer, asked))
    }

    /// Puts the question to a 2026-07-28 client.
    fn ask(&self, params: ElicitRequestParams, fingerprint: String) -> InputRequiredResult {
        let number = {
            let mut asked = self.asked.lock();
            *asked += 1;
            *asked
        };
        let state = format!("cordis-approval-{number}");
        {
            let mut pending = self.pending.lock();
            if pending.len() >= MAX_PENDING {
                pending.pop_front();
            }
            pending.push_back(Pending {
                state: state.clone(),
                fingerprint,
                asked: Instant::now(),
            });
        }
        let mut requests = InputRequests::new();
        requests.insert(
            INPUT_KEY.to_owned(),
            InputRequest::Elicitation(ElicitRequest::new(params)),
        );
        InputRequiredResult::new(Some(requests), Some(state))
    }
}

/// A form with no fields: the operator only accepts, declines or cancels.
fn empty_form() -> ElicitationSchema {
    ElicitationSchema::builder()
        .description("Nothing to fill in: accept or decline.")
        .build_unchecked()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn mounts_and_keeps_are_gated_also_through_cordis_call_but_dry_runs_are_not() {
        let mount = json!({ "code": "x" });
        assert_eq!(
            Gated::of("cordis_mount", &mount),
            Some(Gated::Mount { code: "x".into() })
        );
        assert_eq!(
            Gated::of("cordis_mount", &json!({ "code": "x", "dryRun": true })),
            None
        );
        let wrapped = json!({ "name": "cordis_mount", "arguments": mount });
        assert_eq!(
            Gated::of("cordis_call", &wrapped),
            Some(Gated::Mount { code: "x".into() })
        );
        assert_eq!(
            Gated::of(
                "cordis_call",
                &json!({ "name": "cordis_keep", "arguments": { "id": "dyn-2" } })
            ),
            Some(Gated::Keep {
                id: "dyn-2".into(),
                replace: false
            })
        );
        // A `cordis_call` of `cordis_call` runs nothing (the runtime refuses
        // it), however deep: there is nothing to ask about.
        let mut nested = wrapped;
        for _ in 0..9 {
            nested = json!({ "name": "cordis_call", "arguments": nested });
            assert_eq!(Gated::of("cordis_call", &nested), None);
            assert_eq!(target("cordis_call", &nested).0, "cordis_call");
        }
        assert_eq!(Gated::of("cordis_inspect", &json!({})), None);
        assert_eq!(Gated::of("greet", &json!({ "code": "x" })), None);
    }

    #[test]
    fn the_form_has_no_required_fields() {
        let form = serde_json::to_value(empty_form()).unwrap();
        assert_eq!(form["type"], "object");
        assert_eq!(form["properties"], json!({}));
        assert!(form.get("required").is_none());
    }
}
