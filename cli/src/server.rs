//! The MCP server: a [`ToolHost`] served over any rmcp transport (stdio for
//! `cordis-cli serve`).
//!
//! * `tools/list` is `host.tools()`; `tools/call` runs `host.call` on a
//!   blocking worker thread, so concurrent calls never stall the protocol.
//! * When the host's tool set changes, handshake-era clients (protocol
//!   versions up to 2025-11-25) get `notifications/tools/list_changed` through
//!   the peer; 2026-07-28 clients, which have no handshake, get it through
//!   every `subscriptions/listen` stream that asked for `toolsListChanged`.

use std::sync::Arc;

use rmcp::model::{
    CallToolRequestParams, CallToolResponse, ErrorData, Implementation, ListToolsResult,
    PaginatedRequestParams, ServerCapabilities, ServerConfig, SubscriptionFilter,
};
use rmcp::service::{
    Peer, QuitReason, RequestContext, RoleServer, RunningService, SubscriptionContext,
};
use rmcp::transport::IntoTransport;
use rmcp::{ServerHandler, ServiceExt};
use tokio::sync::broadcast;

use crate::convert;
use crate::host::ToolHost;

/// Why serving stopped with an error.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The client never completed the opening of a session (it closed the
    /// stream or sent something other than `initialize` or a request with
    /// protocol metadata).
    #[error("the MCP session could not start: {0}")]
    Start(Box<rmcp::service::ServerInitializeError>),
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
    changes: broadcast::Sender<()>,
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
        Self { host, changes }
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
        let changes = self.changes.subscribe();
        let running = ServiceExt::serve(self, transport).await?;
        // Only an `initialize` handshake sets the peer's info; 2026-07-28
        // sessions start without one and are notified through `listen`.
        if running.peer().peer_info().is_some() {
            tokio::spawn(forward_to_peer(changes, running.peer().clone()));
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
        ServerConfig::new(
            ServerCapabilities::builder()
                .enable_tools()
                .enable_tool_list_changed()
                .build(),
        )
        .with_server_info(Implementation::new("cordis-cli", env!("CARGO_PKG_VERSION")))
        .with_instructions(
            "A cordis plugin runtime. cordis_inspect shows services, plugins, tools and the API; \
             cordis_mount mounts a Rhai plugin you write; cordis_unmount removes it; \
             cordis_call calls any tool by name when your client does not refresh the tool list.",
        )
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        let host = Arc::clone(&self.host);
        let tools = tokio::task::spawn_blocking(move || host.tools())
            .await
            .map_err(|error| internal(format!("listing tools failed: {error}")))?;
        Ok(ListToolsResult::with_all_items(
            tools.iter().map(convert::tool).collect(),
        ))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let name = request.name.to_string();
        let arguments = serde_json::Value::Object(request.arguments.unwrap_or_default());
        let host = Arc::clone(&self.host);
        let called = name.clone();
        let output = tokio::task::spawn_blocking(move || host.call(&called, arguments))
            .await
            .map_err(|error| internal(format!("tool `{name}` crashed: {error}")))?;
        match output {
            Some(output) => Ok(convert::call_result(output).into()),
            None => Err(ErrorData::invalid_params(
                format!(
                    "unknown tool `{name}`; call tools/list (or cordis_inspect with what: \"tools\") \
                     for the tools registered now"
                ),
                None,
            )),
        }
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

fn internal(message: String) -> ErrorData {
    ErrorData::internal_error(message, None)
}

#[cfg(test)]
#[path = "server_tests.rs"]
mod tests;
