'use strict';
// Harbour pilot boardings: per-pilot workload report from a CSV log.
const fs = require('fs');
const path = require('path');

const DEEP_DRAUGHT = 10.0;

class Boarding {
  constructor({ date, vessel, pilot, draught, minutes, kind }) {
    Object.assign(this, { date, vessel, pilot, draught, minutes, kind });
  }

  get isDeep() {
    return this.draught >= DEEP_DRAUGHT;
  }

  get hours() {
    return this.minutes / 60;
  }
}

class PilotLog {
  constructor() {
    this.boardings = [];
    this.rejects = [];
  }

  static parse(text) {
    const log = new PilotLog();
    text.split('\n').forEach((raw, i) => {
      const line = raw.trim();
      if (!line || line.startsWith('#')) return;
      const fields = line.split(',').map((f) => f.trim());
      if (fields.length !== 6) {
        log.rejects.push({ line: i + 1, reason: `expected 6 fields, got ${fields.length}` });
        return;
      }
      const [date, vessel, pilot, draughtText, minutesText, kind] = fields;
      const draught = Number(draughtText);
      const minutes = Number.parseInt(minutesText, 10);
      if (Number.isNaN(minutes)) {
        log.rejects.push({ line: i + 1, reason: `bad minutes "${minutesText}"` });
        return;
      }
      if (!(draught > 0)) {
        log.rejects.push({ line: i + 1, reason: `bad draught "${draughtText}"` });
        return;
      }
      log.boardings.push(new Boarding({ date, vessel, pilot, draught, minutes, kind }));
    });
    return log;
  }

  byPilot() {
    const map = new Map();
    for (const b of this.boardings) {
      const entry = map.get(b.pilot) ?? { jobs: 0, minutes: 0, deep: 0, maxDraught: 0 };
      entry.jobs += 1;
      entry.minutes += b.minutes;
      entry.deep += b.isDeep ? 1 : 0;
      entry.maxDraught = Math.max(entry.maxDraught, b.draught);
      map.set(b.pilot, entry);
    }
    return new Map([...map].sort(([a], [b]) => a.localeCompare(b)));
  }

  get totalHours() {
    return this.boardings.reduce((sum, b) => sum + b.hours, 0);
  }
}

function report(log) {
  const lines = ['Harbour pilot boardings', '======================='];
  const pilots = log.byPilot();
  for (const [name, { jobs, minutes, deep, maxDraught }] of pilots) {
    const avg = (minutes / jobs).toFixed(1);
    lines.push(`${name.padEnd(8)} ${String(jobs).padStart(3)} jobs  ${String(minutes).padStart(5)} min  avg ${avg.padStart(6)}  deep ${deep}  max ${maxDraught.toFixed(1)} m`);
  }
  const kinds = log.boardings.reduce((acc, { kind }) => ({ ...acc, [kind]: (acc[kind] || 0) + 1 }), {});
  lines.push('');
  lines.push(`By kind: ${Object.entries(kinds).map(([k, n]) => `${k}=${n}`).join(', ')}`);
  const busiest = [...pilots].reduce((best, cur) => (cur[1].minutes > best[1].minutes ? cur : best));
  lines.push(`Busiest pilot: ${busiest[0]} (${(busiest[1].minutes / 60).toFixed(2)} h)`);
  for (const { line, reason } of log.rejects) {
    lines.push(`skipped line ${line}: ${reason}`);
  }
  const summary = {
    boardings: log.boardings.length,
    pilots: pilots.size,
    hours: Number(log.totalHours.toFixed(2)),
    deep: log.boardings.filter((b) => b.isDeep).length,
    skipped: log.rejects.length,
  };
  lines.push(JSON.stringify(summary));
  return lines.join('\n');
}

function main(file) {
  const text = fs.readFileSync(file, 'utf8');
  return report(PilotLog.parse(text));
}

module.exports = { Boarding, PilotLog, report, main };

if (require.main === module) {
  console.log(main(process.argv[2] || path.join(__dirname, '..', 'root', 'pilot_boardings.csv')));
}
