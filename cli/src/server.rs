//! The MCP server: a [`ToolHost`] served over any rmcp transport (stdio for
//! `cordis-cli serve`).
//!
//! * `tools/list` is `host.tools()`; `tools/call` runs `host.call` on a
//!   blocking worker thread, so concurrent calls never stall the protocol.
//!   Calls of mounted tools and built-in calls take separate [`Lanes`]
//!   ([`crate::lanes`]): at most [`TOOL_CALLS`](crate::lanes::TOOL_CALLS)
//!   mounted-tool calls hold workers at once (the rest wait without one), so
//!   a flood of them never leaves `cordis_*` without a worker.
//! * When the host's tool set changes, handshake-era clients (protocol
//!   versions up to 2025-11-25) get `notifications/tools/list_changed` through
//!   the peer; 2026-07-28 clients, which have no handshake, get it through
//!   every `subscriptions/listen` stream that asked for `toolsListChanged`.
//! * `tools/list` comes in pages of [`paging::PAGE`] tools, in the
//!   registry's append-only order, each with the cursor of the next.
//! * `resources/*` serve the catalogs and `prompts/*` the `write_plugin`
//!   prompt ([`crate::docs`]); `completion/complete` offers the service
//!   names of the `cordis://catalog/api/{service}` template (the prompt's
//!   one argument, `task`, is free text: no values).

use std::sync::Arc;

use cordis_toolset::catalog::Catalog;
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CompleteRequestParams, CompleteResult, CompletionInfo,
    ErrorData, GetPromptRequestParams, GetPromptResponse, GetPromptResult, Implementation,
    ListPromptsResult, ListResourceTemplatesResult, ListResourcesResult, ListToolsResult,
    PaginatedRequestParams, Prompt, PromptArgument, PromptMessage, ReadResourceRequestParams,
    ReadResourceResponse, ReadResourceResult, Reference, Resource, ResourceContents,
    ResourceTemplate, Role, ServerCapabilities, ServerConfig, SubscriptionFilter,
};
use rmcp::service::{
    Peer, QuitReason, RequestContext, RoleServer, RunningService, SubscriptionContext,
};
use rmcp::transport::IntoTransport;
use rmcp::{ServerHandler, ServiceExt};
use tokio::sync::broadcast;

use crate::docs::{self, CatalogResource};
use crate::host::{ToolHost, names};
use crate::lanes::{Lane, Lanes};
use crate::operator::Operator;
use crate::{commands, convert, paging};

/// The variable of [`docs::SERVICE_TEMPLATE`].
const SERVICE_VARIABLE: &str = "service";

/// Why serving stopped with an error.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ServeError {
    /// The client never completed the opening of a session (it closed the
    /// stream or sent something other than `initialize` or a request with
    /// protocol metadata).
    #[error("the MCP session could not start: {0}")]
    Start(#[source] Box<rmcp::service::ServerInitializeError>),
    /// The session task panicked or was aborted.
    #[error("the MCP session ended abnormally: {0}")]
    Session(#[from] tokio::task::JoinError),
}

impl From<rmcp::service::ServerInitializeError> for ServeError {
    fn from(error: rmcp::service::ServerInitializeError) -> Self {
        ServeError::Start(Box::new(error))
    }
}

/// The rmcp handler that serves one [`ToolHost`] to one client.
#[derive(Clone)]
pub struct McpServer {
    host: Arc<dyn ToolHost>,
    catalog: Arc<Catalog>,
    changes: broadcast::Sender<()>,
    operator: Operator,
    /// Bounds the blocking workers this server's calls hold at once.
    lanes: Lanes,
}

impl McpServer {
    /// Serves `host`, watching its tool set for changes.
    pub fn new(host: Arc<dyn ToolHost>) -> Self {
        // Change notices are level triggers: a lagging receiver missing some is
        // fine as long as it sees one, so a small buffer is enough.
        let (changes, _) = broadcast::channel(16);
        let sender = changes.clone();
        host.on_tools_changed(Box::new(move || {
            // No receiver (no client listening yet) is not an error.
            let _ = sender.send(());
        }));
        let catalog = Arc::new(host.catalog());
        Self {
            host,
            catalog,
            changes,
            operator: Operator::default(),
            lanes: Lanes::default(),
        }
    }

    /// Puts every `tools/call` under `operator`'s controls (`--approve`,
    /// `--audit`). Give each server instance (each session) its own.
    pub fn with_operator(mut self, operator: Operator) -> Self {
        self.operator = operator;
        self
    }

    /// Bounds this server's calls by `lanes` instead of the default (stdio's).
    /// With one server per client and a pool that has room for every
    /// client's lanes, one client's slow calls never wait for another's
    /// ([`crate::http`]).
    pub fn with_lanes(mut self, lanes: Lanes) -> Self {
        self.lanes = lanes;
        self
    }

    /// Runs `work` (host calls, which block) on a blocking worker in the
    /// built-in lane.
    async fn blocking<R: Send + 'static>(
        &self,
        work: impl FnOnce() -> R + Send + 'static,
    ) -> Result<R, ErrorData> {
        self.lanes
            .run(Lane::Builtin, work)
            .await
            .map_err(|error| internal(format!("the request failed: {error}")))
    }

    /// Sends `notifications/tools/list_changed` to `peer`, a handshake-era
    /// client, whenever this server's tool set changes, until it is gone or
    /// the returned handle aborts the forwarding.
    pub fn notify_changes_to(&self, peer: Peer<RoleServer>) -> tokio::task::AbortHandle {
        Self::forward_changes(self.changes.subscribe(), peer)
    }

    /// [`Self::notify_changes_to`] with changes heard since `changes` was
    /// subscribed: a change made before forwarding starts is not lost.
    fn forward_changes(
        changes: broadcast::Receiver<()>,
        peer: Peer<RoleServer>,
    ) -> tokio::task::AbortHandle {
        tokio::spawn(forward_to_peer(changes, peer)).abort_handle()
    }

    /// Runs the session on `transport` until the client closes it.
    pub async fn run<T, E, A>(self, transport: T) -> Result<QuitReason, ServeError>
    where
        T: IntoTransport<RoleServer, E, A>,
        E: std::error::Error + Send + Sync + 'static,
    {
        let running = self.start(transport).await?;
        Ok(running.waiting().await?)
    }

    /// Opens the session on `transport` and returns the running service; the
    /// caller drives it (`waiting`, `close`). Used by [`Self::run`] and tests.
    pub async fn start<T, E, A>(
        self,
        transport: T,
    ) -> Result<RunningService<RoleServer, Self>, ServeError>
    where
        T: IntoTransport<RoleServer, E, A>,
        E: std::error::Error + Send + Sync + 'static,
    {
        // Subscribed before the session starts: its first requests can
        // change the tool set before the forwarding below begins (a mount
        // sent right after `initialize` lost its notice on a loaded machine).
        let changes = self.changes.subscribe();
        let running = ServiceExt::serve(self, transport).await?;
        // Only an `initialize` handshake sets the peer's info; 2026-07-28
        // sessions start without one and are notified through `listen`.
        if running.peer().peer_info().is_some() {
            // It forwards until the client is gone.
            let _forwarding = Self::forward_changes(changes, running.peer().clone());
        }
        Ok(running)
    }
}

/// Sends `notifications/tools/list_changed` to a handshake-era client for
/// every change, until the client is gone.
async fn forward_to_peer(mut changes: broadcast::Receiver<()>, peer: Peer<RoleServer>) {
    loop {
        match changes.recv().await {
            Ok(()) | Err(broadcast::error::RecvError::Lagged(_)) => {
                if peer.notify_tool_list_changed().await.is_err() {
                    return;
                }
            }
            Err(broadcast::error::RecvError::Closed) => return,
        }
    }
}

impl ServerHandler for McpServer {
    fn get_info(&self) -> ServerConfig {
        server_config()
    }

    async fn list_tools(
        &self,
        request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        let host = Arc::clone(&self.host);
        let tools = self.blocking(move || host.tools()).await?;
        let cursor = request.and_then(|request| request.cursor);
        let (page, next) = paging::page(&tools, cursor.as_deref())
            .map_err(|error| ErrorData::invalid_params(error.to_string(), None))?;
        let mut result = ListToolsResult::with_all_items(page.iter().map(convert::tool).collect());
        result.next_cursor = next;
        Ok(result)
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        // The lanes bound only the blocking parts: waiting for the
        // operator's approval holds no worker.
        self.operator
            .call(Arc::clone(&self.host), &self.lanes, request, context)
            .await
    }

    async fn list_resources(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListResourcesResult, ErrorData> {
        Ok(ListResourcesResult::with_all_items(
            docs::RESOURCES.iter().map(resource).collect(),
        ))
    }

    async fn list_resource_templates(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListResourceTemplatesResult, ErrorData> {
        let template = docs::SERVICE_RESOURCE;
        Ok(ListResourceTemplatesResult::with_all_items(vec![
            ResourceTemplate::new(template.uri, template.name)
                .with_description(template.description)
                .with_mime_type(template.mime_type),
        ]))
    }

    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<ReadResourceResponse, ErrorData> {
        match docs::read(&self.catalog, &request.uri) {
            Ok(read) => {
                // What this server does not provide now, said where the
                // catalog documents it.
                let host = Arc::clone(&self.host);
                let api = self.blocking(move || live_api(&*host)).await?;
                let text = docs::with_provision(&request.uri, read.text, &docs::not_provided(&api));
                Ok(ReadResourceResult::new(vec![
                    ResourceContents::text(text, request.uri).with_mime_type(read.mime_type),
                ])
                .into())
            }
            Err(error) => Err(ErrorData::resource_not_found(error.to_string(), None)),
        }
    }

    async fn list_prompts(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListPromptsResult, ErrorData> {
        let task = PromptArgument::new(docs::TASK)
            .with_description(
                "What the plugin should do, e.g. \"a tool that counts the lines of a file\".",
            )
            .with_required(true);
        Ok(ListPromptsResult::with_all_items(vec![
            Prompt::new(
                docs::WRITE_PLUGIN,
                Some(docs::WRITE_PLUGIN_DESCRIPTION),
                Some(vec![task]),
            )
            .with_title("Write a cordis plugin"),
        ]))
    }

    async fn get_prompt(
        &self,
        request: GetPromptRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<GetPromptResponse, ErrorData> {
        if request.name != docs::WRITE_PLUGIN {
            return Err(ErrorData::invalid_params(
                format!(
                    "no prompt is named `{}`; the one prompt is `{}` {{ {}: \"what the plugin should do\" }}",
                    request.name,
                    docs::WRITE_PLUGIN,
                    docs::TASK
                ),
                None,
            ));
        }
        let task = request
            .arguments
            .as_ref()
            .and_then(|arguments| arguments.get(docs::TASK))
            .and_then(serde_json::Value::as_str)
            .filter(|task| !task.trim().is_empty())
            .ok_or_else(|| {
                ErrorData::invalid_params(
                    format!(
                        "`{}` needs the argument `{}`: what the plugin should do, e.g. \"a tool that counts the lines of a file\"",
                        docs::WRITE_PLUGIN,
                        docs::TASK
                    ),
                    None,
                )
            })?
            .to_owned();
        let host = Arc::clone(&self.host);
        let api = self.blocking(move || live_api(&*host)).await?;
        let mut result = GetPromptResult::new(vec![PromptMessage::new_text(
            Role::User,
            docs::write_plugin(&task, &api),
        )]);
        result.description = Some(docs::WRITE_PLUGIN_DESCRIPTION.to_owned());
        Ok(result.into())
    }

    async fn complete(
        &self,
        request: CompleteRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<CompleteResult, ErrorData> {
        let argument = &request.argument;
        let values = match &request.r#ref {
            Reference::Resource(template) if template.uri == docs::SERVICE_TEMPLATE => {
                if argument.name != SERVICE_VARIABLE {
                    return Err(ErrorData::invalid_params(
                        format!(
                            "{} has one variable, `{SERVICE_VARIABLE}`, not `{}`",
                            docs::SERVICE_TEMPLATE,
                            argument.name
                        ),
                        None,
                    ));
                }
                docs::service_names(&self.catalog, &argument.value, CompletionInfo::MAX_VALUES)
            }
            Reference::Resource(template) => {
                return Err(ErrorData::invalid_params(
                    format!(
                        "no resource template is `{}`; the one template is {}",
                        template.uri,
                        docs::SERVICE_TEMPLATE
                    ),
                    None,
                ));
            }
            // `task` is free text: nothing to offer.
            Reference::Prompt(prompt)
                if prompt.name == docs::WRITE_PLUGIN && argument.name == docs::TASK =>
            {
                Vec::new()
            }
            Reference::Prompt(prompt) => {
                return Err(ErrorData::invalid_params(
                    format!(
                        "no prompt argument `{}` of `{}`; the one prompt is `{}` with the argument `{}` (free text, so it has no completions)",
                        argument.name,
                        prompt.name,
                        docs::WRITE_PLUGIN,
                        docs::TASK
                    ),
                    None,
                ));
            }
            _ => {
                return Err(ErrorData::invalid_params(
                    format!(
                        "completions are offered for the resource template {} and the prompt `{}`",
                        docs::SERVICE_TEMPLATE,
                        docs::WRITE_PLUGIN
                    ),
                    None,
                ));
            }
        };
        let completion = CompletionInfo::with_all_values(values)
            .map_err(|error| internal(format!("the completion failed: {error}")))?;
        Ok(CompleteResult::new(completion))
    }

    fn accepted_subscription_filter(
        &self,
        requested: &SubscriptionFilter,
    ) -> Option<SubscriptionFilter> {
        Some(requested.supported_by(&self.get_info().capabilities))
    }

    async fn listen(&self, context: SubscriptionContext) -> Result<(), ErrorData> {
        if context.accepted().tools_list_changed != Some(true) {
            context.cancelled().await;
            return Ok(());
        }
        let mut changes = self.changes.subscribe();
        loop {
            tokio::select! {
                () = context.cancelled() => return Ok(()),
                change = changes.recv() => match change {
                    Ok(()) | Err(broadcast::error::RecvError::Lagged(_)) => {
                        if context.sink().notify_tool_list_changed().await.is_err() {
                            return Ok(());
                        }
                    }
                    Err(broadcast::error::RecvError::Closed) => return Ok(()),
                },
            }
        }
    }
}

/// What this server offers and says about itself (`initialize`, `server/discover`).
pub(crate) fn server_config() -> ServerConfig {
    ServerConfig::new(
        ServerCapabilities::builder()
            .enable_tools()
            .enable_tool_list_changed()
            .enable_resources()
            .enable_prompts()
            .enable_completions()
            .build(),
    )
    .with_server_info(Implementation::new("cordis-cli", env!("CARGO_PKG_VERSION")))
    .with_instructions(
        "A cordis plugin runtime. cordis_inspect shows services, plugins, tools and the API; \
             cordis_mount mounts a Rhai plugin you write; cordis_unmount removes it; \
             cordis_call calls any tool by name when your client does not refresh the tool list; \
             cordis_keep (offered when the server has a plugin directory) keeps a mount as a plugin file. \
             The resources cordis://catalog/api and cordis://catalog/events hold the catalogs; \
             the prompt write_plugin starts a plugin from a task.",
    )
}

fn resource(entry: &CatalogResource) -> Resource {
    Resource::new(entry.uri, entry.name)
        .with_description(entry.description)
        .with_mime_type(entry.mime_type)
}

/// The `cordis_inspect { what: "api" }` report, or why there is none.
fn live_api(host: &dyn ToolHost) -> String {
    let arguments = serde_json::json!({ "what": "api" });
    match host.call(names::INSPECT, arguments) {
        Some(output) => commands::text_of(&output),
        None => format!(
            "(no live API: this server has no {} tool; read the resource {})",
            names::INSPECT,
            docs::API
        ),
    }
}

fn internal(message: String) -> ErrorData {
    ErrorData::internal_error(message, None)
}

#[cfg(test)]
#[path = "server_tests.rs"]
mod tests;
