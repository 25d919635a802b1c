//! The pool of connections that have not yet shown the token (*unproven*,
//! see [`super::head`]): small, with a cap per address, and never full.
//!
//! A new connection always gets a place: when the pool holds
//! [`Unproven::per_address`] connections of its address, the oldest of
//! them is closed; when it holds [`Unproven::total`], the oldest of all is.
//! A client that sends its head at once (every real client) is proven in
//! milliseconds, so it is the connections that send nothing that grow old
//! and are closed, not the client's; and one address cannot close more
//! than its own share of the others' connections.
//!
//! Each connection holds a [`Ticket`]; the pool closes a connection by
//! dropping the sender its ticket waits on ([`Ticket::closed`]), and a
//! ticket dropped (the connection proven, answered or gone) takes its
//! place back.

use std::collections::VecDeque;
use std::net::IpAddr;
use std::sync::Arc;

use parking_lot::Mutex;
use tokio::sync::oneshot;

/// The pool of unproven connections.
#[derive(Debug)]
pub struct Unproven {
    /// How many unproven connections are open at once, at most.
    total: usize,
    /// How many of them one address (an IPv6 /64) holds, at most.
    per_address: usize,
    /// Oldest first.
    waiting: Mutex<Waiting>,
}

#[derive(Debug, Default)]
struct Waiting {
    next: u64,
    queue: VecDeque<Place>,
}

/// One connection's place in the pool.
#[derive(Debug)]
struct Place {
    id: u64,
    from: IpAddr,
    /// Dropped to close the connection.
    _close: oneshot::Sender<()>,
}

impl Unproven {
    /// A pool of `total` places, at most `per_address` of them for one
    /// address (both at least 1).
    pub fn new(total: usize, per_address: usize) -> Arc<Self> {
        Arc::new(Self {
            total: total.max(1),
            per_address: per_address.clamp(1, total.max(1)),
            waiting: Mutex::default(),
        })
    }

    /// A place for a connection from `peer`, making room by closing the
    /// oldest connection of `peer`'s address or, failing that, the oldest
    /// of all.
    pub fn admit(self: &Arc<Self>, peer: IpAddr) -> Ticket {
        let from = neighbourhood(peer);
        let (close, closed) = oneshot::channel();
        let mut waiting = self.waiting.lock();
        let same = waiting
            .queue
            .iter()
            .filter(|place| place.from == from)
            .count();
        if same >= self.per_address {
            if let Some(oldest) = waiting.queue.iter().position(|place| place.from == from) {
                waiting.queue.remove(oldest);
            }
        } else if waiting.queue.len() >= self.total {
            waiting.queue.pop_front();
        }
        let id = waiting.next;
        waiting.next += 1;
        waiting.queue.push_back(Place {
            id,
            from,
            _close: close,
        });
        Ticket {
            pool: Arc::clone(self),
            id,
            closed,
        }
    }

    /// How many connections hold a place.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.waiting.lock().queue.len()
    }
}

/// What the per-address cap counts as one address: an IPv4 address, or the
/// /64 network of an IPv6 one (one host usually has a whole /64).
fn neighbourhood(peer: IpAddr) -> IpAddr {
    match peer.to_canonical() {
        IpAddr::V6(v6) => IpAddr::V6((u128::from(v6) & !u128::from(u64::MAX)).into()),
        v4 => v4,
    }
}

/// A connection's place in [`Unproven`], given back when dropped.
#[derive(Debug)]
pub struct Ticket {
    pool: Arc<Unproven>,
    id: u64,
    closed: oneshot::Receiver<()>,
}

impl Ticket {
    /// Resolves when the pool closes this connection to make room.
    pub async fn closed(&mut self) {
        // The sender is only ever dropped, never sent on.
        let _ = (&mut self.closed).await;
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut waiting = self.pool.waiting.lock();
        if let Some(at) = waiting.queue.iter().position(|place| place.id == self.id) {
            waiting.queue.remove(at);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::future::Future;
    use std::pin::pin;
    use std::task::{Context, Poll, Waker};

    fn is_closed(ticket: &mut Ticket) -> bool {
        let mut closed = pin!(ticket.closed());
        let mut cx = Context::from_waker(Waker::noop());
        matches!(closed.as_mut().poll(&mut cx), Poll::Ready(()))
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn one_address_past_its_share_closes_its_own_oldest() {
        let pool = Unproven::new(8, 2);
        let mut other = pool.admit(ip("10.0.0.2"));
        let mut tickets: Vec<Ticket> = (0..5).map(|_| pool.admit(ip("10.0.0.1"))).collect();
        let closed: Vec<bool> = tickets.iter_mut().map(is_closed).collect();
        assert_eq!(closed, [true, true, true, false, false]);
        assert!(!is_closed(&mut other), "another address keeps its place");
        assert_eq!(pool.len(), 3);
    }

    #[test]
    fn a_full_pool_closes_the_oldest_of_all() {
        let pool = Unproven::new(3, 3);
        let mut a = pool.admit(ip("10.0.0.1"));
        let mut b = pool.admit(ip("10.0.0.2"));
        let mut c = pool.admit(ip("10.0.0.3"));
        let mut d = pool.admit(ip("10.0.0.4"));
        assert!(is_closed(&mut a));
        assert!(![&mut b, &mut c, &mut d].into_iter().any(is_closed));
        drop(b);
        assert_eq!(pool.len(), 2, "a dropped ticket gives its place back");
        let mut e = pool.admit(ip("10.0.0.5"));
        assert!(![&mut c, &mut d, &mut e].into_iter().any(is_closed));
    }

    #[test]
    fn an_ipv6_host_is_its_slash_64_and_mapped_ipv4_is_ipv4() {
        assert_eq!(neighbourhood(ip("2001:db8::1")), ip("2001:db8::"));
        assert_eq!(
            neighbourhood(ip("2001:db8::1:2:3:4")),
            neighbourhood(ip("2001:db8::ffff"))
        );
        assert_eq!(neighbourhood(ip("::ffff:10.0.0.1")), ip("10.0.0.1"));
        assert_eq!(neighbourhood(ip("10.0.0.1")), ip("10.0.0.1"));
    }
}
