// v1: the Node program wrapped in the plugin shape, body still JavaScript
const DAY_MINUTES = 10 * 60; // rooms open 08:00-18:00

const toMinutes = (hhmm) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

const fmtDuration = (mins) => `${Math.floor(mins / 60)}h${String(mins % 60).padStart(2, '0')}`;

const pct = (part, whole) => `${whole ? ((part / whole) * 100).toFixed(1) : '0.0'}%`;

class RoomStats {
  constructor({ id, name, capacity }) {
    Object.assign(this, { id, name, capacity });
    this.minutes = 0;
    this.count = 0;
    this.seatsUsed = 0;
    this.overCapacity = [];
  }

  add(booking) {
    const mins = toMinutes(booking.end) - toMinutes(booking.start);
    const people = booking.attendees ?? 0;
    this.minutes += mins;
    this.count += 1;
    this.seatsUsed += people;
    if (people > this.capacity) this.overCapacity.push(booking.id);
    return mins;
  }

  get avgFill() {
    return this.count ? this.seatsUsed / (this.count * this.capacity) : 0;
  }
}

const findConflicts = (bookings) => {
  const byKey = new Map();
  for (const b of bookings) {
    const key = `${b.room}|${b.date}`;
    byKey.set(key, [...(byKey.get(key) ?? []), b]);
  }
  const conflicts = [];
  for (const list of byKey.values()) {
    const sorted = [...list].sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
    sorted.forEach((b, i) => {
      const next = sorted[i + 1];
      if (next && toMinutes(next.start) < toMinutes(b.end)) conflicts.push([b.id, next.id]);
    });
  }
  return conflicts;
};

const peakHour = (bookings) => {
  const hours = {};
  for (const { start, end } of bookings) {
    for (let h = Math.floor(toMinutes(start) / 60); h * 60 < toMinutes(end); h++) {
      hours[h] = (hours[h] || 0) + 1;
    }
  }
  const [hour, n] = Object.entries(hours).sort(([ha, a], [hb, b]) => b - a || ha - hb)[0] ?? ['0', 0];
  return { hour: Number(hour), n };
};

function buildReport(data) {
  const rooms = new Map(data.rooms.map((r) => [r.id, new RoomStats(r)]));
  const active = data.bookings.filter((b) => (b.status ?? 'confirmed') !== 'cancelled');
  const cancelled = data.bookings.length - active.length;
  const days = new Set(active.map((b) => b.date));
  const members = {};
  const unknown = [];
  for (const b of active) {
    const room = rooms.get(b.room);
    if (!room) { unknown.push(b.id); continue; }
    members[b.member] = (members[b.member] ?? 0) + room.add(b);
  }
  const open = days.size * DAY_MINUTES;
  const lines = [`Meeting rooms: ${active.length} bookings over ${days.size} days (${cancelled} cancelled)`, ''];
  lines.push('Room       Bookings  Booked   Util.  Avg fill');
  const ranked = [...rooms.values()].sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name));
  for (const r of ranked) {
    lines.push(`${r.name.padEnd(10)} ${String(r.count).padStart(8)}  ${fmtDuration(r.minutes).padStart(6)}  ${pct(r.minutes, open).padStart(6)}  ${pct(r.avgFill, 1).padStart(8)}`);
  }
  const top = Object.entries(members).sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).slice(0, 3);
  lines.push('', 'Top bookers:');
  top.forEach(([name, mins], i) => lines.push(`  ${i + 1}. ${name} - ${fmtDuration(mins)}`));
  const { hour, n } = peakHour(active);
  lines.push('', `Peak hour: ${String(hour).padStart(2, '0')}:00 with ${n} bookings`);
  const conflicts = findConflicts(active);
  lines.push(`Conflicts: ${conflicts.length ? conflicts.map(([a, b]) => `${a}/${b}`).join(', ') : 'none'}`);
  const over = ranked.flatMap((r) => r.overCapacity);
  if (over.length) lines.push(`Over capacity: ${over.join(', ')}`);
  if (unknown.length) lines.push(`Unknown room: ${unknown.join(', ')}`);
  const summary = { bookings: active.length, cancelled, conflicts: conflicts.length, busiest: ranked[0]?.name ?? null };
  return { text: `${lines.join('\n')}\n${JSON.stringify(summary)}`, summary };
}

#{
    name: "room-bookings",
    inject: ["fs"],
    apply: |ctx| {
        ctx.tools.register(#{
            name: "room_bookings_report",
            description: "Meeting-room bookings report: utilisation, top bookers, conflicts",
            parameters: #{ path: #{ type: "string", description: "bookings JSON file" } },
            execute: |args| {
                try {
                    const data = JSON.parse(ctx.fs.read(args.path));
                    return buildReport(data).text;
                } catch (err) {
                    return `cannot read ${args.path}: ${err.message}`;
                }
            }
        });
    }
}
