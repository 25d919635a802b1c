import report from "./drone_report.mjs";
process.stdout.write(report(process.argv[2] ?? "root/drones.csv"));
