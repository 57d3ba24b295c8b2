import { describe, expect, it } from "vitest";
import type { ScoreSeries } from "../bindings/ScoreSeries";
import { chartSummary, niceStep, niceTicks, scoreChart, type ChartBox } from "./scoreChart";

const BOX: ChartBox = { width: 120, height: 60, left: 10, right: 10, top: 10, bottom: 10 };

const series = (scores: number[][]): ScoreSeries => ({
  seats: ["Ann", "Bob"],
  colours: ["#d62828", "#1d5cc0"],
  points: scores.map((s, seq) => ({ seq, at: `2026-11-28T19:0${seq}:00Z`, scores: s, round: null })),
});

/** A scorepad's series: entry `seq` reaches round `rounds[seq]` (an edit stays in its round). */
const inRounds = (rounds: number[]): ScoreSeries => ({
  seats: ["Ann"],
  colours: ["#d62828"],
  points: rounds.map((round, seq) => ({ seq, at: "", scores: [seq], round })),
});

describe("niceStep and niceTicks", () => {
  it("rounds a step up to 1, 2 or 5 times a power of ten, never below 1", () => {
    expect([0.3, 1, 1.5, 3, 7, 12, 35, 80].map(niceStep)).toEqual([1, 1, 2, 5, 10, 20, 50, 100]);
  });

  it("covers the range with round values from below the lowest to above the highest", () => {
    expect(niceTicks(0, 24, 6)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(niceTicks(-7, 12, 6)).toEqual([-10, -5, 0, 5, 10, 15]);
  });

  it("still gives two ticks when every score is the same", () => {
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });
});

describe("scoreChart", () => {
  const chart = scoreChart(series([[0, 0], [10, 7], [13, 19], [21, 24]]), BOX);

  it("puts the first entry at the left edge and the last at the right edge of the plot", () => {
    expect(chart.x(0)).toBe(10);
    expect(chart.x(3)).toBe(110);
    expect(chart.x(99)).toBe(110);
  });

  it("puts 0 at the bottom and the top tick at the top of the plot", () => {
    expect(chart.yTicks.map((t) => t.value)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(chart.y(0)).toBe(50);
    expect(chart.y(25)).toBe(10);
  });

  it("draws one path per seat through each of its scores", () => {
    expect(chart.lines).toHaveLength(2);
    expect(chart.lines[0]?.path).toBe("M10 50 L43.3 34 L76.7 29.2 L110 16.4");
    expect(chart.lines[1]?.end).toEqual({ x: 110, y: 11.6, score: 24 });
  });

  it("labels the entries with whole numbers inside the range", () => {
    expect(chart.xTicks.map((t) => t.value)).toEqual([0, 1, 2, 3]);
    expect(chart.xAxis).toBe("Steps of the session");
  });

  it("counts rounds on the x axis where the game has rounds, at the entry that reached each", () => {
    const rounds = scoreChart(inRounds([0, 1, 1, 2, 3]), BOX);
    expect(rounds.xAxis).toBe("Rounds");
    expect(rounds.xTicks.map((t) => [t.value, t.label])).toEqual([
      [1, "1"],
      [3, "2"],
      [4, "3"],
    ]);
  });

  it("thins the round ticks of a long game", () => {
    const long = scoreChart(inRounds(Array.from({ length: 41 }, (_, i) => i)), BOX);
    expect(long.xTicks.map((t) => t.label)).toEqual(["1", "5", "10", "15", "20", "25", "30", "35", "40"]);
  });

  it("keeps negative scores inside the plot", () => {
    const low = scoreChart(series([[0, 0], [-6, 3]]), BOX);
    expect(low.y(-6)).toBeLessThanOrEqual(50);
    expect(low.y(-6)).toBeGreaterThanOrEqual(10);
  });

  it("draws a session with no entries yet as flat lines from its setup", () => {
    const empty = scoreChart(series([[0, 0]]), BOX);
    expect(empty.lines[0]?.path).toBe("M10 50");
    expect(empty.xTicks.map((t) => t.value)).toEqual([0, 1]);
  });
});

describe("chartSummary", () => {
  it("says each player's final and highest score for screen readers", () => {
    expect(chartSummary(series([[0, 0], [10, 7], [8, 12]]))).toBe(
      "Scores over 2 log entries: Ann ends on 8 (highest 10), Bob ends on 12 (highest 12).",
    );
  });
});
