//! The operator's controls over one MCP session: approvals (`--approve`,
//! [`crate::approve`]) and the audit log (`--audit`, [`crate::audit`]),
//! applied to every `tools/call`.
//!
//! One [`Operator`] belongs to one server instance (one session): its
//! pending approvals are that session's. The audit log is shared by every
//! session of the process.

use std::sync::Arc;
use std::time::Instant;

use cordis_toolset::cancel::CancelToken;
use cordis_toolset::progress::Progress;
use cordis_toolset::{CallOptions, ToolOutput};
use cordis_toolset::{ToolOwner, code_sha256};
use rmcp::model::{CallToolRequestParams, CallToolResponse, ErrorData, ProgressNotificationParam};
use rmcp::service::{RequestContext, RoleServer};
use serde_json::Value;

use crate::approve::{self, Approval, Gated, Question, Verdict};
use crate::audit::{AuditLog, AuditRecord};
use crate::commands;
use crate::convert;
use crate::host::{ToolHost, names};
use crate::http::principal::Principal;
use crate::lanes::{Lane, Lanes};
use crate::metrics::{CallKind, METRICS, Outcome};

/// What the operator asked of a server: approvals, an audit log, both or
/// neither (the default).
#[derive(Clone, Default)]
pub struct Operator {
    approval: Option<Arc<Approval>>,
    audit: Option<Arc<AuditLog>>,
    /// The HTTP session served, named in every audit line; `None` on stdio.
    session: Option<u64>,
    /// The principal served over HTTP, named in every audit line and
    /// counted in the metrics; `None` on stdio.
    principal: Option<Principal>,
}

impl Operator {
    /// Controls for one session: ask before mounts and keeps when `approve`
    /// is set, and record into `audit` when there is one.
    pub fn new(approve: bool, audit: Option<Arc<AuditLog>>) -> Self {
        Self {
            approval: approve.then(Arc::default),
            audit,
            session: None,
            principal: None,
        }
    }

    /// The same controls for `principal`: its audit lines and calls name it.
    pub fn for_principal(self, principal: Principal) -> Self {
        Self {
            principal: Some(principal),
            ..self
        }
    }

    /// The same controls for HTTP session `id`: its audit lines name it.
    pub fn in_session(self, id: u64) -> Self {
        Self {
            session: Some(id),
            ..self
        }
    }

    /// Runs one `tools/call` on `host` under the controls, its blocking
    /// parts in their lane of `lanes`, and counts it ([`METRICS`]): its
    /// kind by lane, its outcome, its duration. A call answered with a
    /// question for the client is counted when it comes back answered.
    pub async fn call(
        &self,
        host: Arc<dyn ToolHost>,
        lanes: &Lanes,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let started = Instant::now();
        let kind = match Lane::of(
            &request.name,
            &Value::Object(request.arguments.clone().unwrap_or_default()),
        ) {
            Lane::Builtin => CallKind::Builtin,
            Lane::Tools => CallKind::Mounted,
        };
        let mut refused = false;
        let cancelled = context.ct.clone();
        let response = self.run(host, lanes, request, context, &mut refused).await;
        let outcome = match &response {
            _ if refused => Some(Outcome::Refused),
            _ if cancelled.is_cancelled() => Some(Outcome::Cancelled),
            Err(_) => Some(Outcome::Error),
            Ok(CallToolResponse::Complete(result)) if result.is_error == Some(true) => {
                Some(Outcome::Error)
            }
            Ok(CallToolResponse::InputRequired(_)) => None,
            Ok(_) => Some(Outcome::Ok),
        };
        if let Some(outcome) = outcome {
            METRICS.call(kind, outcome, started.elapsed(), self.principal.as_ref());
        }
        response
    }

    /// [`Operator::call`] uncounted; `refused` is set when the operator
    /// does not let the call run.
    async fn run(
        &self,
        host: Arc<dyn ToolHost>,
        lanes: &Lanes,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
        refused: &mut bool,
    ) -> Result<CallToolResponse, ErrorData> {
        let started = Instant::now();
        let name = request.name.to_string();
        let arguments = Value::Object(request.arguments.clone().unwrap_or_default());
        if let Some(approval) = &self.approval
            && let Some(gated) = Gated::of(&name, &arguments)
        {
            let (reader, about) = (Arc::clone(&host), gated.clone());
            let question = lanes
                .run(Lane::Builtin, move || Question::about(&about, &*reader))
                .await
                .map_err(|error| internal(format!("reading the mount code failed: {error}")))?;
            let question = match question {
                Ok(question) => question,
                // The call would fail the same way: say so without running it.
                Err(error) => {
                    let output = ToolOutput::error(error.to_string());
                    return Ok(self.finish(&name, &arguments, output, None, started));
                }
            };
            match approval.decide(&gated, &question, &request, &context).await {
                Verdict::Ask(input) => return Ok(input.into()),
                Verdict::Refused(message, decision) => {
                    *refused = true;
                    if let Some(Err(error)) = decision.map(|line| self.write(&line)) {
                        let message = format!("{message}\n{error}");
                        return Ok(convert::call_result(ToolOutput::error(message)).into());
                    }
                    let output = ToolOutput::error(message);
                    // A client that cancelled while the operator was asked
                    // ended the wait: the call line says so.
                    let cancelled = context.ct.is_cancelled();
                    return Ok(
                        self.finish_call(&name, &arguments, output, None, started, cancelled)
                    );
                }
                Verdict::Approved(decision) => {
                    if let Err(error) = self.write(&decision) {
                        let message = format!(
                            "{} was approved by the operator but did not run: {error}. Nothing was done.",
                            gated.tool()
                        );
                        return Ok(convert::call_result(ToolOutput::error(message)).into());
                    }
                }
            }
        }
        let (target, _) = approve::target(&name, &arguments);
        let (caller, called) = (Arc::clone(&host), name.clone());
        let given = arguments.clone();
        let lane = Lane::of(&name, &arguments);
        // The client's `notifications/cancelled` (or its session ending)
        // cancels `token`; the call's progress comes back on `reports`.
        let token = CancelToken::new();
        let (progress, mut reports) = tokio::sync::mpsc::unbounded_channel::<Progress>();
        let mut options = CallOptions::new().cancel(token.clone());
        let progress_token = context.meta.get_progress_token();
        if progress_token.is_some() {
            options = options.progress(move |report| {
                // The call outlives nobody: a closed channel is a call
                // that ended.
                let _ = progress.send(report);
            });
        }
        let call = lanes.run(lane, move || {
            // The owner is read before the call: a tool may unmount
            // its own plugin.
            let (owner, output) = caller.owned_call(&target, &called, given, options);
            let output = output.ok_or_else(|| caller.unknown_tool(&called));
            (owner, output)
        });
        // Progress is sent from this task, the request's own, so that it
        // goes out with the request (on HTTP, on the request's stream)
        // and before the response.
        let mut call = std::pin::pin!(call);
        let notify = |report: Progress| {
            let peer = context.peer.clone();
            let token = progress_token.clone();
            async move {
                if let Some(token) = token {
                    let mut param =
                        ProgressNotificationParam::new(token, report.done).with_total(report.total);
                    param.message = report.message;
                    // A client gone is no reason to stop the call.
                    let _ = peer.notify_progress(param).await;
                }
            }
        };
        let ran = loop {
            tokio::select! {
                biased;
                ran = &mut call => break ran,
                () = context.ct.cancelled(), if !token.is_cancelled() => token.cancel(),
                Some(report) = reports.recv() => notify(report).await,
            }
        };
        // Reports the call sent just before it ended, the held-back last
        // one among them.
        while let Ok(report) = reports.try_recv() {
            notify(report).await;
        }
        let (owner, output) =
            ran.map_err(|error| internal(format!("tool `{name}` failed to run: {error}")))?;
        let cancelled = token.is_cancelled();
        match output {
            Ok(output) => {
                Ok(self.finish_call(&name, &arguments, output, owner, started, cancelled))
            }
            Err(refusal) => Err(ErrorData::invalid_params(refusal, None)),
        }
    }

    /// The response to a call that produced `output`, after its audit line
    /// (if there is a log) is written; a line that cannot be written turns
    /// the response into an error saying so.
    fn finish(
        &self,
        name: &str,
        arguments: &Value,
        output: ToolOutput,
        owner: Option<ToolOwner>,
        started: Instant,
    ) -> CallToolResponse {
        self.finish_call(name, arguments, output, owner, started, false)
    }

    /// [`Self::finish`] for a call that ran; `cancelled` if the client
    /// cancelled it meanwhile (rmcp sends no response for it then, but the
    /// audit line says so).
    fn finish_call(
        &self,
        name: &str,
        arguments: &Value,
        output: ToolOutput,
        owner: Option<ToolOwner>,
        started: Instant,
        cancelled: bool,
    ) -> CallToolResponse {
        let Some(log) = &self.audit else {
            return convert::call_result(output).into();
        };
        let mut record = call_record(name, arguments, &output, owner, started);
        record.cancelled = cancelled.then_some(true);
        match log.record(&self.stamped(&record)) {
            Ok(()) => convert::call_result(output).into(),
            Err(error) => {
                let outcome = if output.is_error { "failed" } else { "ran" };
                let message = format!(
                    "{name} {outcome}, but {error}, so the operator's audit log misses this call; tell the user. Its result was:\n{}",
                    commands::text_of(&output)
                );
                convert::call_result(ToolOutput::error(message)).into()
            }
        }
    }

    fn write(&self, record: &AuditRecord) -> Result<(), crate::audit::AuditError> {
        match &self.audit {
            Some(log) => log.record(&self.stamped(record)),
            None => Ok(()),
        }
    }

    /// `record` with this operator's session, if it serves one.
    fn stamped(&self, record: &AuditRecord) -> AuditRecord {
        AuditRecord {
            session: self.session,
            principal: self.principal.as_ref().map(Principal::to_string),
            ..record.clone()
        }
    }
}

/// The audit line of a call of `name` with `arguments` that returned
/// `output`: the mount, plugin and code it concerns, read from the
/// arguments, the structured result, or the tool's owner.
fn call_record(
    name: &str,
    arguments: &Value,
    output: &ToolOutput,
    owner: Option<ToolOwner>,
    started: Instant,
) -> AuditRecord {
    let (target, arguments) = approve::target(name, arguments);
    let text = |value: Option<&Value>| value.and_then(Value::as_str).map(str::to_owned);
    let structured = output.structured.as_ref();
    let field = |key: &str| text(structured.and_then(|s| s.get(key)));
    let mut record = AuditRecord {
        // Every `cordis_call` names what it called, even a refused
        // `cordis_call` inside it.
        target: (name == names::CALL).then(|| target.clone()),
        ..AuditRecord::new(name, !output.is_error, started.elapsed())
    };
    match target.as_str() {
        names::MOUNT => {
            record.sha256 = text(arguments.get("code")).map(|code| code_sha256(&code));
            // A dry run's id is only the one a mount would get.
            let dry_run = arguments.get("dryRun").and_then(Value::as_bool) == Some(true);
            record.dry_run = dry_run.then_some(true);
            record.id = field("id").filter(|_| !dry_run);
            record.plugin = field("pluginName");
        }
        names::UNMOUNT | names::KEEP => {
            record.id = text(arguments.get("id"));
            record.plugin = field("pluginName");
            record.sha256 = field("sha256");
        }
        _ => {
            if let Some(owner) = owner.filter(|_| !target.starts_with("cordis_")) {
                record.plugin = Some(owner.plugin);
                record.id = owner.mount;
            }
        }
    }
    record
}

fn internal(message: String) -> ErrorData {
    ErrorData::internal_error(message, None)
}
