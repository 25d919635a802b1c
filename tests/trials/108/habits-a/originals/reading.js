'use strict';
// Book club reading challenge: who read the most pages, which books landed best.
const fs = require('fs');
const path = require('path');

class Member {
  constructor(name) {
    this.name = name;
    this.books = [];
  }
  add({ title, pages, rating }) {
    this.books.push({ title, pages, rating });
  }
  get pages() {
    return this.books.reduce((sum, b) => sum + b.pages, 0);
  }
  get avgRating() {
    return this.books.length ? this.books.reduce((s, b) => s + b.rating, 0) / this.books.length : 0;
  }
}

function parseLine(line, lineNo) {
  const parts = line.split(',').map((p) => p.trim());
  if (parts.length !== 5) throw new Error(`line ${lineNo}: expected 5 fields, got ${parts.length}`);
  const [date, member, title, pagesText, ratingText] = parts;
  if (!member) throw new Error(`line ${lineNo}: missing member`);
  const pages = Number(pagesText);
  if (!Number.isInteger(pages) || pages <= 0) throw new Error(`line ${lineNo}: bad pages "${pagesText}"`);
  const rating = Number(ratingText);
  if (!(rating >= 1 && rating <= 5)) throw new Error(`line ${lineNo}: rating ${ratingText} out of 1-5`);
  return { date, member, title, pages, rating };
}

function load(text) {
  const entries = [];
  const problems = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      entries.push(parseLine(line, i + 1));
    } catch (err) {
      problems.push(err.message);
    }
  });
  return { entries, problems };
}

function summarise(entries) {
  const members = new Map();
  const books = new Map();
  for (const e of entries) {
    if (!members.has(e.member)) members.set(e.member, new Member(e.member));
    members.get(e.member).add(e);
    const b = books.get(e.title) ?? { title: e.title, readers: new Set(), ratings: [] };
    b.readers.add(e.member);
    b.ratings.push(e.rating);
    books.set(e.title, b);
  }
  const ranking = [...members.values()].sort((a, b) => b.pages - a.pages || a.name.localeCompare(b.name));
  const bookList = [...books.values()]
    .map(({ title, readers, ratings }) => ({
      title,
      readers: readers.size,
      avg: ratings.reduce((s, r) => s + r, 0) / ratings.length,
    }))
    .sort((a, b) => b.avg - a.avg || b.readers - a.readers || a.title.localeCompare(b.title));
  return { ranking, bookList };
}

function report(text) {
  const { entries, problems } = load(text);
  const { ranking, bookList } = summarise(entries);
  const out = [];
  out.push('BOOK CLUB READING CHALLENGE');
  out.push('='.repeat(27));
  out.push(`${'Member'.padEnd(8)}${'Books'.padStart(6)}${'Pages'.padStart(7)}${'Avg★'.padStart(6)}`);
  ranking.forEach((m, i) => {
    const medal = i === 0 ? ' <- leader' : '';
    out.push(`${m.name.padEnd(8)}${String(m.books.length).padStart(6)}${String(m.pages).padStart(7)}${m.avgRating.toFixed(2).padStart(6)}${medal}`);
  });
  out.push('');
  out.push('Books by average rating:');
  for (const { title, readers, avg } of bookList) {
    out.push(`  ${title.padEnd(28, '.')} ${avg.toFixed(1)} (${readers} reader${readers === 1 ? '' : 's'})`);
  }
  if (problems.length) {
    out.push('');
    out.push(`Skipped ${problems.length} bad line(s):`);
    problems.forEach((p) => out.push(`  - ${p}`));
  }
  const totalPages = ranking.reduce((s, m) => s + m.pages, 0);
  const summary = {
    entries: entries.length,
    members: ranking.length,
    totalPages,
    leader: ranking[0]?.name ?? null,
    topBook: bookList[0]?.title ?? null,
    skipped: problems.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { report, load, summarise };

if (require.main === module) {
  const file = process.argv[2] ?? path.join(__dirname, '..', 'root', 'reading.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
