// quiz_grader plugin
class StudentResult {
  constructor(student, correct, total) {
    this.student = student;
    this.correct = correct;
    this.total = total;
  }
  get percent() {
    return Math.round((this.correct / this.total) * 100 * 10) / 10;
  }
}

const bar = (name, n, width = 6) => name.padEnd(width) + "|" + "#".repeat(n);

module.exports = {
  name: "quiz-grader",
  inject: ["fs"],
  apply(ctx) {
    ctx.tools.register({
      name: "quiz_grader",
      description: "Grade quiz.json: scores, ranking, per-question share, bar chart",
      parameters: {},
      execute: async (args) => {
        const data = JSON.parse(await ctx.fs.read("quiz.json"));
        const key = data.key;
        const questions = Object.keys(key).sort();
        const total = Object.keys(key).length;

        const results = data.submissions.map(
          (s) => new StudentResult(s.student, questions.filter((q) => s.answers[q] === key[q]).length, total)
        );
        results.sort((a, b) => b.correct - a.correct || a.student.localeCompare(b.student));

        const ranked = [];
        results.forEach((r, i) => {
          const rank = i > 0 && results[i - 1].correct === r.correct ? ranked[i - 1].rank : i + 1;
          ranked.push({ student: r.student, correct: r.correct, percent: r.percent, rank });
        });

        const share = Object.fromEntries(
          questions.map((q) => {
            const right = data.submissions.filter((s) => s.answers[q] === key[q]).length;
            return [q, Math.round((right / data.submissions.length) * 100 * 10) / 10];
          })
        );

        const allAnswered = data.submissions.every((s) => questions.every((q) => Object.keys(s.answers).includes(q)));

        const lines = [];
        for (const r of ranked) lines.push(`${r.rank}. ${r.student}: ${r.correct}/${total} (${r.percent.toFixed(1)}%)`);
        for (const q of questions) lines.push(`${q}: ${share[q].toFixed(1)}%`);
        for (const r of ranked) lines.push(bar(r.student, r.correct));
        if (!allAnswered) lines.push("(some answers missing)");
        const json = { students: ranked, questions: share };
        lines.push(JSON.stringify(json));
        return lines.join("\n");
      },
    });
  },
};
