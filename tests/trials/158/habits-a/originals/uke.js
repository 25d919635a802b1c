'use strict';
// Ukulele club strum-night song votes: tally per song, per member, per night.
const fs = require('fs');
const path = require('path');

class Song {
  constructor(title, key, bpm) {
    this.title = title;
    this.key = key;
    this.bpm = bpm;
    this.votes = [];
  }
  add(member, n) {
    this.votes.push({ member, n });
  }
  get total() {
    return this.votes.reduce((sum, { n }) => sum + n, 0);
  }
  get voters() {
    return new Set(this.votes.map(({ member }) => member)).size;
  }
  get tempo() {
    if (this.bpm < 90) return 'slow';
    return this.bpm < 120 ? 'mid' : 'fast';
  }
}

function parseLine(line, lineNo) {
  const fields = line.split(',').map((f) => f.trim());
  if (fields.length !== 6) {
    return { error: `line ${lineNo}: expected 6 fields, got ${fields.length}` };
  }
  const [night, member, title, key, votesText, bpmText] = fields;
  if (!title) return { error: `line ${lineNo}: missing song title` };
  const votes = Number(votesText);
  if (votesText === '' || !Number.isInteger(votes) || votes < 0) {
    return { error: `line ${lineNo}: bad vote count "${votesText}"` };
  }
  return { row: { night, member, title, key, votes, bpm: parseInt(bpmText, 10) } };
}

function load(text) {
  const rows = [];
  const errors = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('night,')) return;
    const { row, error } = parseLine(line, i + 1);
    if (error) errors.push(error);
    else rows.push(row);
  });
  return { rows, errors };
}

function tally(rows) {
  const songs = new Map();
  const members = new Map();
  const nights = new Map();
  for (const { night, member, title, key, votes, bpm } of rows) {
    if (!songs.has(title)) songs.set(title, new Song(title, key, bpm));
    songs.get(title).add(member, votes);
    members.set(member, (members.get(member) ?? 0) + votes);
    nights.set(night, [...(nights.get(night) ?? []), title]);
  }
  return { songs, members, nights };
}

function report(text) {
  const { rows, errors } = load(text);
  const { songs, members, nights } = tally(rows);
  const ranked = [...songs.values()].sort(
    (a, b) => b.total - a.total || a.title.localeCompare(b.title)
  );
  const out = [];
  out.push(`Strum night votes: ${rows.length} ballots, ${songs.size} songs`);
  out.push('');
  out.push(`${'Song'.padEnd(22)}${'Key'.padStart(4)}${'Votes'.padStart(7)}${'Voters'.padStart(8)}  Tempo`);
  ranked.forEach((s, i) => {
    const line = `${String(i + 1).padStart(2)}. ${s.title.padEnd(18)}${s.key.padStart(4)}` +
      `${String(s.total).padStart(7)}${String(s.voters).padStart(8)}  ${s.tempo}`;
    out.push(line);
  });
  out.push('');
  const keen = [...members.entries()].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  out.push(`Keenest voters: ${keen.slice(0, 3).map(([m, n]) => `${m} (${n})`).join(', ')}`);
  for (const [night, titles] of [...nights].sort()) {
    out.push(`  ${night}: ${new Set(titles).size} distinct songs`);
  }
  const allVotes = ranked.reduce((sum, s) => sum + s.total, 0);
  const share = ranked.length ? ((ranked[0].total / allVotes) * 100).toFixed(1) : '0.0';
  out.push(`Top song share: ${share}%`);
  if (errors.length) {
    out.push(`Skipped ${errors.length} bad lines:`);
    errors.forEach((e) => out.push(`  - ${e}`));
  }
  const summary = {
    ballots: rows.length,
    songs: songs.size,
    votes: allVotes,
    top: ranked[0]?.title ?? null,
    skipped: errors.length,
  };
  out.push(JSON.stringify(summary));
  return out.join('\n');
}

module.exports = { Song, parseLine, load, tally, report };

if (require.main === module) {
  const file = process.argv[2] || path.join(__dirname, '..', 'root', 'uke_votes.csv');
  console.log(report(fs.readFileSync(file, 'utf8')));
}
