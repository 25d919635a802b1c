//! Where a fetch may go: the host allowlist, and the address check done in
//! the resolver that ureq connects with.

use std::fmt;
use std::io;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use ureq::config::Config;
use ureq::http::Uri;
use ureq::unversioned::resolver::{DefaultResolver, ResolvedSocketAddrs, Resolver};
use ureq::unversioned::transport::NextTimeout;

/// Whether `host` (lowercase, IPv6 literals without brackets) matches an
/// allowlist entry: an exact name, or `*.suffix` for any subdomain of suffix.
pub(super) fn host_allowed(host: &str, allow_hosts: &[String]) -> bool {
    allow_hosts.iter().any(|entry| {
        let entry = entry.trim_start_matches('[').trim_end_matches(']');
        match entry.strip_prefix("*.") {
            Some(suffix) => host
                .strip_suffix(suffix)
                .is_some_and(|head| head.len() > 1 && head.ends_with('.')),
            None => host.eq_ignore_ascii_case(entry),
        }
    })
}

/// Why `ip` may not be reached, or `None` if it may.
pub(super) fn blocked(ip: IpAddr, allow_private: bool) -> Option<&'static str> {
    match ip {
        IpAddr::V4(v4) => blocked_v4(v4, allow_private),
        IpAddr::V6(v6) => blocked_v6(v6, allow_private),
    }
}

fn blocked_v4(ip: Ipv4Addr, allow_private: bool) -> Option<&'static str> {
    let [a, b, ..] = ip.octets();
    if ip.is_link_local() {
        return Some("a link-local address (169.254.0.0/16, where cloud metadata services live)");
    }
    if ip.is_unspecified() || a == 0 || ip.is_broadcast() || ip.is_multicast() {
        return Some("not a unicast host address");
    }
    let private = ip.is_loopback()
        || ip.is_private()
        || (a == 100 && (64..128).contains(&b)) // shared address space, 100.64.0.0/10
        || (a == 198 && (b == 18 || b == 19)) // benchmarking, 198.18.0.0/15
        || a >= 240; // reserved
    if private && !allow_private {
        return Some("a loopback or private address");
    }
    None
}

fn blocked_v6(ip: Ipv6Addr, allow_private: bool) -> Option<&'static str> {
    if let Some(v4) = ip.to_ipv4_mapped() {
        return blocked_v4(v4, allow_private);
    }
    let seg = ip.segments();
    if seg[0] == 0x64 && seg[1] == 0xff9b && seg[2..6] == [0; 4] {
        // NAT64 (64:ff9b::/96) embeds an IPv4 address in the last 32 bits.
        let [.., hi, lo] = seg;
        let [h1, h2] = hi.to_be_bytes();
        let [l1, l2] = lo.to_be_bytes();
        return blocked_v4(Ipv4Addr::new(h1, h2, l1, l2), allow_private);
    }
    if seg[0] & 0xffc0 == 0xfe80 {
        return Some("a link-local address (fe80::/10)");
    }
    if ip.is_unspecified() || ip.is_multicast() {
        return Some("not a unicast host address");
    }
    let private = ip.is_loopback()
        || seg[0] & 0xfe00 == 0xfc00 // unique local, fc00::/7
        || seg[0] & 0xffc0 == 0xfec0; // deprecated site-local, fec0::/10
    if private && !allow_private {
        return Some("a loopback or private address");
    }
    None
}

/// The error the resolver raises for a refused address; found again by
/// downcasting the `io::Error` ureq hands back.
#[derive(Debug)]
pub(super) struct Blocked {
    host: String,
    ip: IpAddr,
    reason: &'static str,
    allow_private: bool,
}

impl fmt::Display for Blocked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "host {:?} resolves to {}, {}; fetches may only reach public internet addresses",
            self.host, self.ip, self.reason
        )?;
        if !self.allow_private && self.reason.contains("private") {
            f.write_str(" (the operator can set `allow_private = true` to permit this)")?;
        }
        Ok(())
    }
}

impl std::error::Error for Blocked {}

/// A resolver that refuses a host if *any* address it resolves to is
/// blocked, so the connection ureq then makes can only go to checked
/// addresses.
#[derive(Debug, Default)]
pub(super) struct GuardedResolver {
    inner: DefaultResolver,
    allow_private: bool,
}

impl GuardedResolver {
    /// A resolver applying [`blocked`] with the given `allow_private`.
    pub(super) fn new(allow_private: bool) -> Self {
        Self {
            inner: DefaultResolver::default(),
            allow_private,
        }
    }
}

impl Resolver for GuardedResolver {
    fn resolve(
        &self,
        uri: &Uri,
        config: &Config,
        timeout: NextTimeout,
    ) -> Result<ResolvedSocketAddrs, ureq::Error> {
        let addrs = self.inner.resolve(uri, config, timeout)?;
        for addr in addrs.iter() {
            if let Some(reason) = blocked(addr.ip(), self.allow_private) {
                let blocked = Blocked {
                    host: uri.host().unwrap_or_default().to_owned(),
                    ip: addr.ip(),
                    reason,
                    allow_private: self.allow_private,
                };
                return Err(ureq::Error::Io(io::Error::new(
                    io::ErrorKind::PermissionDenied,
                    blocked,
                )));
            }
        }
        Ok(addrs)
    }
}

/// The refusal inside `err`, if the resolver raised one.
pub(super) fn as_blocked(err: &ureq::Error) -> Option<&Blocked> {
    match err {
        ureq::Error::Io(io) => io.get_ref()?.downcast_ref::<Blocked>(),
        _ => None,
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn v(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn metadata_and_link_local_always_blocked() {
        for ip in [
            "169.254.169.254",
            "fe80::1",
            "::ffff:169.254.169.254",
            "64:ff9b::a9fe:a9fe",
        ] {
            assert!(blocked(v(ip), true).is_some(), "{ip}");
        }
    }

    #[test]
    fn private_blocked_unless_allowed() {
        for ip in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "100.64.0.1",
            "::1",
            "fd00::1",
            "::ffff:127.0.0.1",
        ] {
            assert!(blocked(v(ip), false).is_some(), "{ip}");
            assert!(blocked(v(ip), true).is_none(), "{ip}");
        }
    }

    #[test]
    fn public_and_unusable_addresses() {
        assert!(blocked(v("93.184.216.34"), false).is_none());
        assert!(blocked(v("2606:4700::1111"), false).is_none());
        for ip in ["0.0.0.0", "255.255.255.255", "224.0.0.1", "::", "ff02::1"] {
            assert!(blocked(v(ip), true).is_some(), "{ip}");
        }
    }

    #[test]
    fn allowlist_matching() {
        let list = vec!["example.com".to_owned(), "*.api.test".to_owned()];
        assert!(host_allowed("example.com", &list));
        assert!(host_allowed("EXAMPLE.com", &list));
        assert!(!host_allowed("www.example.com", &list));
        assert!(!host_allowed("evilexample.com", &list));
        assert!(host_allowed("a.api.test", &list));
        assert!(host_allowed("a.b.api.test", &list));
        assert!(!host_allowed("api.test", &list));
        assert!(!host_allowed("xapi.test", &list));
        assert!(!host_allowed("example.com", &[]));
    }
}
