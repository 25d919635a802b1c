// meeting-conflicts: every overlapping pair of meetings and the total minutes booked
import type { Context } from "cordis";

interface Meeting {
  title: string;
  start: string; // "HH:MM"
  end: string;   // "HH:MM"
}

interface Conflict {
  first: Meeting;
  second: Meeting;
  from: number;
  to: number;
}

const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

const fmt = (mins: number): string =>
  `${String(Math.floor(mins / 60)).padStart(2, "0")}:${String(mins % 60).padStart(2, "0")}`;

class Schedule {
  private readonly meetings: Meeting[];

  constructor(meetings: Meeting[]) {
    this.meetings = [...meetings].sort(
      (a, b) => toMinutes(a.start) - toMinutes(b.start) || a.title.localeCompare(b.title),
    );
  }

  conflicts(): Conflict[] {
    return this.meetings.flatMap((a, i) =>
      this.meetings
        .slice(i + 1)
        .filter((b) => toMinutes(b.start) < toMinutes(a.end) && toMinutes(a.start) < toMinutes(b.end))
        .map((b) => ({
          first: a,
          second: b,
          from: Math.max(toMinutes(a.start), toMinutes(b.start)),
          to: Math.min(toMinutes(a.end), toMinutes(b.end)),
        })),
    );
  }

  totalMinutes(): number {
    return this.meetings.reduce((sum, { start, end }) => sum + toMinutes(end) - toMinutes(start), 0);
  }
}

export default {
  name: "meeting-conflicts",
  inject: ["fs"],
  apply(ctx: Context) {
    ctx.tools.register({
      name: "meeting_conflicts",
      description: "Every overlapping pair of meetings (earlier first) and the total minutes booked",
      parameters: {
        path: { type: "string", description: "JSON file: a list of { title, start: HH:MM, end: HH:MM }" },
      },
      execute: async ({ path }: { path: string }) => {
        const meetings: Meeting[] = JSON.parse(await ctx.fs.read(path));
        const schedule = new Schedule(meetings);
        const conflicts = schedule.conflicts();
        const total = schedule.totalMinutes();
        const lines = conflicts.map(
          ({ first, second, from, to }) =>
            `- ${first.title} (${first.start}-${first.end}) overlaps ${second.title} (${second.start}-${second.end}) from ${fmt(from)} to ${fmt(to)} (${to - from} min)`,
        );
        const pairs = conflicts.map(({ first, second }) => [first.title, second.title]);
        return {
          content: [
            {
              type: "text",
              text: [
                `Conflicts (${conflicts.length}):`,
                ...lines,
                `Pairs: ${JSON.stringify(pairs)}`,
                `Total booked: ${total} minutes (${fmt(total)})`,
              ].join("\n"),
            },
          ],
          structuredContent: { pairs, totalMinutes: total },
        };
      },
    });
  },
};
