'use strict';
// Surf school weekly report: lessons per instructor, revenue per level, busiest day.
const fs = require('fs');
const path = require('path');

const LEVELS = ['beginner', 'intermediate', 'advanced'];

class Lesson {
  constructor({ date, instructor, student, level, minutes, price, board }) {
    Object.assign(this, { date, instructor, student, level, minutes, price, board });
  }
  get hours() { return this.minutes / 60; }
  get ratePerHour() { return this.price / this.hours; }
  static parse(line) {
    const parts = line.split(',').map(s => s.trim());
    if (parts.length !== 7) throw new Error(`expected 7 fields, got ${parts.length}`);
    const [date, instructor, student, level, minutesRaw, priceRaw, board] = parts;
    const minutes = Number(minutesRaw);
    const price = Number(priceRaw);
    if (!Number.isInteger(minutes) || minutes <= 0) throw new Error(`bad minutes "${minutesRaw}"`);
    if (!Number.isFinite(price) || price < 0) throw new Error(`bad price "${priceRaw}"`);
    if (!LEVELS.includes(level)) throw new Error(`unknown level "${level}"`);
    return new Lesson({ date, instructor, student, level, minutes, price, board });
  }
}

class InstructorStats {
  constructor(name) {
    this.name = name;
    this.lessons = [];
  }
  add(lesson) { this.lessons.push(lesson); }
  get count() { return this.lessons.length; }
  get minutes() { return this.lessons.reduce((sum, l) => sum + l.minutes, 0); }
  get revenue() { return this.lessons.reduce((sum, l) => sum + l.price, 0); }
  get students() { return new Set(this.lessons.map(l => l.student)).size; }
}

function loadLessons(text) {
  const lessons = [];
  const skipped = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      lessons.push(Lesson.parse(line));
    } catch (err) {
      skipped.push({ line: i + 1, reason: err.message });
    }
  });
  return { lessons, skipped };
}

function buildReport(text) {
  const { lessons, skipped } = loadLessons(text);
  const byInstructor = new Map();
  const byLevel = new Map(LEVELS.map(l => [l, { count: 0, revenue: 0 }]));
  const byDay = new Map();

  for (const lesson of lessons) {
    const { instructor, level, date, price } = lesson;
    if (!byInstructor.has(instructor)) byInstructor.set(instructor, new InstructorStats(instructor));
    byInstructor.get(instructor).add(lesson);
    const lv = byLevel.get(level);
    lv.count += 1;
    lv.revenue += price;
    byDay.set(date, (byDay.get(date) ?? 0) + 1);
  }

  const out = [];
  out.push('SURF SCHOOL REPORT');
  out.push('='.repeat(40));
  out.push(`${'Instructor'.padEnd(12)}${'Lessons'.padStart(8)}${'Hours'.padStart(8)}${'Revenue'.padStart(10)}`);
  const instructors = [...byInstructor.values()].sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name));
  for (const s of instructors) {
    out.push(`${s.name.padEnd(12)}${String(s.count).padStart(8)}${(s.minutes / 60).toFixed(1).padStart(8)}${s.revenue.toFixed(2).padStart(10)}`);
  }
  out.push('-'.repeat(40));
  for (const [level, { count, revenue }] of byLevel) {
    const avg = count ? revenue / count : 0;
    out.push(`${level.padEnd(14)} ${count} lessons, avg £${avg.toFixed(2)}`);
  }
  const [busiestDay, busiestCount] = [...byDay.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? ['-', 0];
  out.push(`Busiest day: ${busiestDay} (${busiestCount} lessons)`);
  const best = lessons.reduce((a, b) => (b.ratePerHour > a.ratePerHour ? b : a), lessons[0]);
  if (best) out.push(`Best rate: ${best.instructor} with ${best.student}, £${best.ratePerHour.toFixed(2)}/h`);
  for (const { line, reason } of skipped) out.push(`skipped line ${line}: ${reason}`);

  const total = lessons.reduce((sum, l) => sum + l.price, 0);
  const summary = {
    lessons: lessons.length,
    skipped: skipped.length,
    revenue: Math.round(total * 100) / 100,
    instructors: instructors.map(s => s.name),
    busiestDay,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Lesson, InstructorStats, loadLessons, buildReport };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'surf_lessons.csv');
  console.log(buildReport(fs.readFileSync(file, 'utf8')));
}
