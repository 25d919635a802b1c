// gradebook plugin: per-student averages, best student per subject, students below 60
const parseCsvLine = (line) => {
  const fields = [];
  let current = "";
  let inQuotes = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (inQuotes) {
      if (ch === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (ch === '"') {
        inQuotes = false;
      } else {
        current += ch;
      }
    } else if (ch === '"') {
      inQuotes = true;
    } else if (ch === ",") {
      fields.push(current);
      current = "";
    } else {
      current += ch;
    }
  }
  fields.push(current);
  return fields.map((f) => f.trim());
};

const average = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

export default {
  name: "gradebook",
  inject: ["fs"],
  apply(ctx) {
    ctx.tools.register({
      name: "gradebook",
      description: "Averages per student, best student per subject and students below 60, from a CSV of student,subject,score",
      parameters: {
        path: { type: "string", description: "CSV file with header student,subject,score" },
      },
      execute: async ({ path }) => {
        const text = await ctx.fs.read(path);
        const [header, ...lines] = text.split(/\r?\n/);
        const columns = parseCsvLine(header);
        const idx = Object.fromEntries(columns.map((c, i) => [c, i]));

        const byStudent = new Map();
        const bestBySubject = new Map();
        let skipped = 0;

        for (const line of lines) {
          if (line.trim() === "") continue;
          const fields = parseCsvLine(line);
          const student = fields[idx.student];
          const subject = fields[idx.subject];
          const score = Number(fields[idx.score]);
          if (!student || !subject || fields[idx.score] === "" || !Number.isFinite(score)) {
            skipped++;
            continue;
          }
          if (!byStudent.has(student)) byStudent.set(student, []);
          byStudent.get(student).push(score);

          const best = bestBySubject.get(subject);
          if (!best || score > best.score) {
            bestBySubject.set(subject, { student, score });
          }
        }

        const averages = Array.from(byStudent.entries())
          .map(([student, scores]) => ({ student, avg: average(scores) }))
          .sort((a, b) => a.student.localeCompare(b.student));

        const best = Array.from(bestBySubject.entries())
          .sort(([a], [b]) => a.localeCompare(b));

        const below = averages.filter(({ avg }) => avg < 60);

        const out = [
          "Averages:",
          ...averages.map(({ student, avg }) => `  ${student}: ${avg.toFixed(1)}`),
          "Best per subject:",
          ...best.map(([subject, { student, score }]) => `  ${subject}: ${student} (${score})`),
          `Below 60: ${below.length ? below.map(({ student, avg }) => `${student} (${avg.toFixed(1)})`).join(", ") : "none"}`,
          `Skipped rows: ${skipped}`,
        ];
        return out.join("\n");
      },
    });
  },
};
