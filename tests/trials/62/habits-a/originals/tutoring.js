'use strict';
const fs = require('fs');

const RATE_PER_HOUR = 32;
const LOW_RATING = 3;

class Session {
  constructor({ tutor, student, subject, date, minutes, rating = null, paid = false }) {
    Object.assign(this, { tutor, student, subject, date, minutes, rating, paid });
  }
  get hours() { return this.minutes / 60; }
  get fee() { return this.hours * RATE_PER_HOUR; }
  get isLow() { return this.rating !== null && this.rating <= LOW_RATING; }
}

const parseLine = (line, lineNo) => {
  const [tutor, student, subject, date, minutesRaw, ratingRaw = '', paidRaw = 'no'] =
    line.split(',').map((s) => s.trim());
  if (!date) return { error: `line ${lineNo}: expected 7 fields` };
  const minutes = Number(minutesRaw);
  if (!Number.isFinite(minutes) || minutes <= 0) {
    return { error: `line ${lineNo}: bad minutes "${minutesRaw}"` };
  }
  const rating = ratingRaw === '' ? null : Number(ratingRaw);
  return { session: new Session({ tutor, student, subject, date, minutes, rating, paid: paidRaw === 'yes' }) };
};

const loadSessions = (text) => {
  const sessions = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const { session, error } = parseLine(line, i + 1);
    if (error) errors.push(error);
    else sessions.push(session);
  });
  return { sessions, errors };
};

const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const mean = (xs) => (xs.length ? sum(xs) / xs.length : null);

const summarizeTutors = (sessions) => {
  const byTutor = new Map();
  for (const s of sessions) {
    const entry = byTutor.get(s.tutor) ?? { tutor: s.tutor, minutes: 0, fees: 0, ratings: [], students: new Set(), unpaid: 0 };
    entry.minutes += s.minutes;
    entry.fees += s.fee;
    if (s.rating !== null) entry.ratings.push(s.rating);
    entry.students.add(s.student);
    if (!s.paid) entry.unpaid += s.fee;
    byTutor.set(s.tutor, entry);
  }
  return [...byTutor.values()]
    .map((e) => ({ ...e, avgRating: mean(e.ratings), studentCount: e.students.size }))
    .sort((a, b) => b.minutes - a.minutes || (b.avgRating ?? 0) - (a.avgRating ?? 0) || a.tutor.localeCompare(b.tutor));
};

const countBy = (items, keyFn) =>
  items.reduce((acc, item) => acc.set(keyFn(item), (acc.get(keyFn(item)) ?? 0) + 1), new Map());

const report = (text) => {
  const { sessions, errors } = loadSessions(text);
  const tutors = summarizeTutors(sessions);
  const subjects = [...countBy(sessions, (s) => s.subject)].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  const lowRated = sessions.filter((s) => s.isLow);
  const totalFees = sum(sessions.map((s) => s.fee));
  const unpaidTotal = sum(tutors.map((t) => t.unpaid));
  const out = [];

  out.push(`Tutoring report: ${sessions.length} sessions, ${errors.length} rejected`);
  out.push('');
  out.push(`${'Tutor'.padEnd(8)}${'Mins'.padStart(6)}${'Fees'.padStart(9)}${'Avg'.padStart(6)}${'Stud'.padStart(6)}${'Unpaid'.padStart(9)}`);
  for (const { tutor, minutes, fees, avgRating, studentCount, unpaid } of tutors) {
    const avg = avgRating?.toFixed(2) ?? '-';
    out.push(`${tutor.padEnd(8)}${String(minutes).padStart(6)}${fees.toFixed(2).padStart(9)}${avg.padStart(6)}${String(studentCount).padStart(6)}${unpaid.toFixed(2).padStart(9)}`);
  }
  out.push('');
  out.push(`Subjects: ${subjects.map(([name, n]) => `${name}=${n}`).join(', ')}`);
  out.push(`Low-rated (<= ${LOW_RATING}): ${lowRated.map(({ tutor, date }) => `${tutor}@${date}`).join(' ') || 'none'}`);
  errors.forEach((e) => out.push(`! ${e}`));
  out.push(`Total fees ${totalFees.toFixed(2)}, unpaid ${unpaidTotal.toFixed(2)} (${((unpaidTotal / totalFees) * 100).toFixed(1)}%)`);
  out.push(JSON.stringify({
    sessions: sessions.length,
    rejected: errors.length,
    top: tutors[0]?.tutor ?? null,
    fees: Number(totalFees.toFixed(2)),
    unpaid: Number(unpaidTotal.toFixed(2)),
    subjects: Object.fromEntries(subjects),
  }));
  return out.join('\n');
};

module.exports = { Session, loadSessions, summarizeTutors, report };

if (require.main === module) {
  const path = process.argv[2] ?? `${__dirname}/../root/tutoring.csv`;
  console.log(report(fs.readFileSync(path, 'utf8')));
}
