//! The operator's log exported over OpenTelemetry (OTLP/HTTP with JSON
//! bodies), where `OTEL_EXPORTER_OTLP_ENDPOINT` (or
//! `OTEL_EXPORTER_OTLP_LOGS_ENDPOINT`) is set: the same events stderr gets,
//! each a log record with its level, message, fields and the fields of its
//! spans (the session) as attributes. MCP's own logging is deprecated
//! (SEP-2577), which names stderr and OpenTelemetry instead.
//!
//! Records are batched on a thread of their own and posted to
//! `<endpoint>/v1/logs` (the logs endpoint as given); a collector that is
//! down or slow costs dropped records, counted on stderr, never a blocked
//! server: the queue is bounded and posting has a timeout.

use std::fmt::Write as _;
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde_json::{Value, json};
use tracing::field::{Field, Visit};
use tracing::span::{Attributes, Id};
use tracing::{Event, Level, Subscriber};
use tracing_subscriber::Layer;
use tracing_subscriber::layer::Context;
use tracing_subscriber::registry::LookupSpan;

/// The base endpoint's variable; `/v1/logs` is appended to it.
const ENDPOINT: &str = "OTEL_EXPORTER_OTLP_ENDPOINT";
/// The logs endpoint's variable, used as it is.
const LOGS_ENDPOINT: &str = "OTEL_EXPORTER_OTLP_LOGS_ENDPOINT";
/// Records waiting to be posted; beyond this they are dropped.
const QUEUE: usize = 4096;
/// At most this many records in one post.
const BATCH: usize = 256;
/// How long records wait for more before they are posted.
const LINGER: Duration = Duration::from_millis(200);
/// How long one post may take.
const POST_TIMEOUT: Duration = Duration::from_secs(5);

/// The layer that exports every event, when an endpoint is set.
pub fn layer_from_env() -> Option<OtlpLayer> {
    let url = match std::env::var(LOGS_ENDPOINT) {
        Ok(url) if !url.trim().is_empty() => url,
        _ => {
            let base = std::env::var(ENDPOINT).ok()?;
            let base = base.trim().trim_end_matches('/');
            if base.is_empty() {
                return None;
            }
            format!("{base}/v1/logs")
        }
    };
    let (records, queue) = sync_channel(QUEUE);
    let spawned = std::thread::Builder::new()
        .name("otlp-export".into())
        .spawn(move || export(&url, &queue));
    spawned.ok().map(|_| OtlpLayer { records })
}

/// A tracing layer that queues each event as an OTLP log record.
pub struct OtlpLayer {
    records: SyncSender<Value>,
}

/// The fields of a span, kept in its extensions as OTLP attributes.
struct SpanFields(Vec<Value>);

impl<S> Layer<S> for OtlpLayer
where
    S: Subscriber + for<'a> LookupSpan<'a>,
{
    fn on_new_span(&self, attrs: &Attributes<'_>, id: &Id, ctx: Context<'_, S>) {
        let mut fields = Fields::default();
        attrs.record(&mut fields);
        if let Some(span) = ctx.span(id) {
            span.extensions_mut().insert(SpanFields(fields.attributes));
        }
    }

    fn on_event(&self, event: &Event<'_>, ctx: Context<'_, S>) {
        let mut fields = Fields::default();
        event.record(&mut fields);
        let mut attributes = fields.attributes;
        attributes.push(attribute("target", event.metadata().target()));
        if let Some(scope) = ctx.event_scope(event) {
            for span in scope.from_root() {
                if let Some(SpanFields(values)) = span.extensions().get::<SpanFields>() {
                    attributes.extend(values.iter().cloned());
                }
            }
        }
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let level = *event.metadata().level();
        let record = json!({
            "timeUnixNano": nanos.to_string(),
            "severityNumber": severity(level),
            "severityText": level.as_str(),
            "body": { "stringValue": fields.message },
            "attributes": attributes,
        });
        if let Err(TrySendError::Full(_)) = self.records.try_send(record) {
            // Never block the server on its collector.
        }
    }
}

/// An event's or span's fields: the message, the rest as attributes.
#[derive(Default)]
struct Fields {
    message: String,
    attributes: Vec<Value>,
}

impl Visit for Fields {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        let mut text = String::new();
        let _ = write!(text, "{value:?}");
        self.record_str(field, &text);
    }

    fn record_str(&mut self, field: &Field, value: &str) {
        if field.name() == "message" {
            self.message = value.to_owned();
        } else {
            self.attributes.push(attribute(field.name(), value));
        }
    }

    fn record_u64(&mut self, field: &Field, value: u64) {
        self.attributes
            .push(json!({ "key": field.name(), "value": { "intValue": value.to_string() } }));
    }

    fn record_i64(&mut self, field: &Field, value: i64) {
        self.attributes
            .push(json!({ "key": field.name(), "value": { "intValue": value.to_string() } }));
    }

    fn record_bool(&mut self, field: &Field, value: bool) {
        self.attributes
            .push(json!({ "key": field.name(), "value": { "boolValue": value } }));
    }
}

fn attribute(key: &str, value: &str) -> Value {
    json!({ "key": key, "value": { "stringValue": value } })
}

/// OTLP's severity number of a level.
fn severity(level: Level) -> u8 {
    match level {
        Level::TRACE => 1,
        Level::DEBUG => 5,
        Level::INFO => 9,
        Level::WARN => 13,
        Level::ERROR => 17,
    }
}

/// Posts the queued records in batches until the process ends.
fn export(url: &str, queue: &Receiver<Value>) {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_global(Some(POST_TIMEOUT))
        .build()
        .into();
    let mut failed = 0u64;
    while let Ok(first) = queue.recv() {
        let mut batch = vec![first];
        let until = std::time::Instant::now() + LINGER;
        while batch.len() < BATCH {
            let left = until.saturating_duration_since(std::time::Instant::now());
            match queue.recv_timeout(left) {
                Ok(record) => batch.push(record),
                Err(_) => break,
            }
        }
        let body = json!({
            "resourceLogs": [{
                "resource": { "attributes": [attribute("service.name", "cordis-cli")] },
                "scopeLogs": [{
                    "scope": { "name": "cordis-cli", "version": env!("CARGO_PKG_VERSION") },
                    "logRecords": batch,
                }],
            }],
        });
        let sent = agent
            .post(url)
            .header("Content-Type", "application/json")
            .send(body.to_string());
        if sent.is_err() {
            failed += 1;
            // Said on stderr only: an event here would be queued again.
            if failed.is_power_of_two() {
                eprintln!("cordis-cli: {failed} OTLP log export(s) to {url} failed");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_map_to_otlp_severities() {
        assert_eq!(severity(Level::INFO), 9);
        assert_eq!(severity(Level::ERROR), 17);
    }
}
