use std::path::Path;

use hyper::header::AUTHORIZATION;

use super::*;
use crate::config::Overrides;

fn settings(root: &Path, max_sessions: usize) -> (Settings, HttpSettings) {
    let overrides = Overrides {
        http: Some("127.0.0.1:0".into()),
        max_sessions: Some(max_sessions),
        ..Overrides::default()
    };
    let settings = Settings::resolve(&overrides, root).unwrap();
    let http = settings.http.clone().unwrap();
    (settings, http)
}

fn request(path: &str, authorization: Option<&str>) -> Request<Full<Bytes>> {
    let mut builder = Request::get(path).header("host", "127.0.0.1");
    if let Some(value) = authorization {
        builder = builder.header(AUTHORIZATION, value);
    }
    builder.body(Full::new(Bytes::new())).unwrap()
}

async fn body(response: HttpResponse) -> String {
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// What `route` is given in `serve`: rmcp's service over one session slot,
/// a generated token, the default origins and the session owners.
struct Front {
    _dir: tempfile::TempDir,
    service: McpService,
    token: Tokens,
    origins: Origins,
    owners: Owners,
}

impl Front {
    fn new() -> Self {
        let dir = tempfile::tempdir().unwrap();
        let (settings, http) = settings(dir.path(), 1);
        let sessions = Sessions::new(settings, crate::setup::Runner::Worker, None, &http, 1);
        let (service, manager) = mcp_service(&sessions, &http);
        Self {
            _dir: dir,
            service,
            token: Tokens::generate().unwrap(),
            origins: Origins::new(&[], "127.0.0.1:7331".parse().unwrap()),
            owners: Owners::new(manager, 1),
        }
    }

    fn gate(&self) -> Gate<'_> {
        Gate {
            token: &self.token,
            origins: &self.origins,
            owners: &self.owners,
        }
    }
}

#[tokio::test]
async fn the_token_is_checked_before_the_path_and_before_rmcp() {
    let front = Front::new();
    let (service, gate) = (&front.service, front.gate());
    let good = format!("Bearer {}", front.token.secret());

    let refused = route(service, &gate, request("/elsewhere", None)).await;
    assert_eq!(refused.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(refused.headers()[WWW_AUTHENTICATE], "Bearer");
    let wrong = route(service, &gate, request("/mcp", Some("Bearer nope"))).await;
    assert_eq!(wrong.status(), StatusCode::UNAUTHORIZED);
    insta::assert_snapshot!("unauthorized", body(wrong).await);

    let elsewhere = route(service, &gate, request("/elsewhere", Some(&good))).await;
    assert_eq!(elsewhere.status(), StatusCode::NOT_FOUND);
    insta::assert_snapshot!("not_found", body(elsewhere).await);

    // Authorized and at /mcp, the request reaches rmcp, which wants the
    // session's event stream to be asked for.
    let reached = route(service, &gate, request("/mcp", Some(&good))).await;
    assert_ne!(reached.status(), StatusCode::UNAUTHORIZED);
    assert_ne!(reached.status(), StatusCode::NOT_FOUND);
}

/// A body nested deeper than the JSON parser reads is answered with a
/// JSON-RPC parse error in words, not rmcp's bare 415 (trial 9).
#[tokio::test]
async fn a_request_nested_too_deep_is_told_so_in_words() {
    let front = Front::new();
    let (service, gate) = (&front.service, front.gate());
    let token = &front.token;
    let deep = format!("{}1{}", "[".repeat(200), "]".repeat(200));
    let call = format!(
        r#"{{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{{"name":"t","arguments":{{"items":{deep}}}}}}}"#
    );
    let request = Request::post("/mcp")
        .header("host", "127.0.0.1")
        .header(AUTHORIZATION, format!("Bearer {}", token.secret()))
        .header(CONTENT_TYPE, "application/json")
        .header("accept", "application/json, text/event-stream")
        .body(Full::new(Bytes::from(call)))
        .unwrap();
    let answer = route(service, &gate, request).await;
    assert_eq!(answer.status(), StatusCode::BAD_REQUEST);
    let text = body(answer).await;
    let error: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(error["error"]["code"], -32700, "{text}");
    assert!(
        error["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("more than 128 levels deep") && m.contains("48 levels")),
        "{text}"
    );
}

#[test]
fn the_refusals_of_a_session_say_why_and_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let (settings, http) = settings(dir.path(), 2);
    let sessions = Sessions::new(settings, crate::setup::Runner::Worker, None, &http, 1);
    insta::assert_snapshot!("server_full", session::tests::full_message(&sessions));
    insta::assert_snapshot!("no_session", session::tests::no_session_message(&sessions));
}

// A session's slot, taken at `initialize` and given back once its worker
// has disposed its runtime, is checked through the real binary (sessions
// start worker processes of `cordis-cli`): tests/mcp/test_http.py,
// "[max-sessions]".
