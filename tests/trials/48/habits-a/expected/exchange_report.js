'use strict';
const fs = require('fs');
const path = require('path');

const LANG_NAMES = { en: 'English', es: 'Spanish', ja: 'Japanese', pt: 'Portuguese', de: 'German', tr: 'Turkish' };
const DAY_MS = 24 * 60 * 60 * 1000;

class MemberStats {
  constructor({ id, name, native, learning = [] }) {
    Object.assign(this, { id, name, native, learning });
    this.sessions = 0;
    this.minutes = 0;
    this.ratings = [];
    this.partners = new Set();
  }
  get avgRating() {
    return this.ratings.length ? this.ratings.reduce((a, b) => a + b, 0) / this.ratings.length : null;
  }
}

const langName = (code) => LANG_NAMES[code] ?? code.toUpperCase();

// languages practiced in a session: one side native, the other learning it
const practicedLanguages = (a, b) => {
  const langs = new Set();
  if (b.learning.includes(a.native)) langs.add(a.native);
  if (a.learning.includes(b.native)) langs.add(b.native);
  return [...langs].sort();
};

const daysBetween = (from, to) => Math.round((new Date(to) - new Date(from)) / DAY_MS);

function analyze({ members, sessions }) {
  const stats = new Map(members.map((m) => [m.id, new MemberStats(m)]));
  const langMinutes = new Map();
  const topics = new Map();
  const warnings = [];

  sessions.forEach((s, i) => {
    try {
      const [a, b] = s.pair.map((id) => {
        const m = stats.get(id);
        if (!m) throw new Error(`unknown member "${id}"`);
        return m;
      });
      for (const [me, other] of [[a, b], [b, a]]) {
        me.sessions += 1;
        me.minutes += s.minutes;
        me.partners.add(other.name);
        if (s.rating != null) me.ratings.push(s.rating);
      }
      const langs = practicedLanguages(a, b);
      langs.forEach((l) => langMinutes.set(l, (langMinutes.get(l) ?? 0) + s.minutes / langs.length));
      s.topics?.forEach((t) => topics.set(t, (topics.get(t) ?? 0) + 1));
    } catch (err) {
      warnings.push(`session #${i + 1} (${s.date}): ${err.message}`);
    }
  });
  return { stats, langMinutes, topics, warnings };
}

const row = (cols, widths) => cols.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' ');

function buildReport(data) {
  const { stats, langMinutes, topics, warnings } = analyze(data);
  const dates = data.sessions.map(({ date }) => date).sort();
  const totalMinutes = data.sessions.reduce((sum, { minutes }) => sum + minutes, 0);
  const lines = [
    `== ${data.club} ==`,
    `${data.sessions.length} sessions, ${totalMinutes} min, ${dates[0]} .. ${dates.at(-1)} (${daysBetween(dates[0], dates.at(-1))} days)`,
    '',
    row(['member', 'sess', 'min', 'avg', 'partners'], [8, 5, 5, 5, 9]),
  ];
  const ranked = [...stats.values()].sort((x, y) => y.minutes - x.minutes || x.name.localeCompare(y.name));
  for (const m of ranked) {
    const avg = m.avgRating?.toFixed(2) ?? '-';
    lines.push(row([m.name, m.sessions, m.minutes, avg, m.partners.size], [8, 5, 5, 5, 9]));
  }
  lines.push('', 'Minutes per language:');
  const langs = [...langMinutes.entries()].sort(([, x], [, y]) => y - x);
  const maxMin = Math.max(...langs.map(([, v]) => v));
  for (const [code, mins] of langs) {
    const bar = '#'.repeat(Math.round((mins / maxMin) * 20));
    lines.push(`  ${langName(code).padEnd(11)}${mins.toFixed(1).padStart(6)} ${bar}`);
  }
  const topTopics = Array.from(topics).sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).slice(0, 3);
  lines.push('', `Top topics: ${topTopics.map(([t, n]) => `${t} (${n})`).join(', ')}`);
  const idle = ranked.filter((m) => m.sessions === 0).map((m) => `${m.name} [${m.learning.map(langName).join('/')}]`);
  lines.push(`Without a partner yet: ${idle.length ? idle.join('; ') : 'nobody'}`);
  if (warnings.length) lines.push('', 'Warnings:', ...warnings.map((w) => `  ! ${w}`));
  const summary = {
    club: data.club,
    sessions: data.sessions.length,
    totalMinutes,
    languages: Object.fromEntries(langs.map(([c, v]) => [c, Math.round(v)])),
    busiest: ranked[0]?.name ?? null,
    warnings: warnings.length,
  };
  lines.push('', JSON.stringify(summary));
  return lines.join('\n') + '\n';
}

module.exports = { buildReport, analyze };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'exchange.json');
  process.stdout.write(buildReport(JSON.parse(fs.readFileSync(file, 'utf8'))));
}
