import { describe, expect, it } from "vitest";
import { axisMax, axisTicks, barPercent, columns, tickY } from "./statsCharts";

describe("axisMax", () => {
  it("rounds the largest count up to 1, 2 or 5 times a power of ten", () => {
    expect(axisMax(3)).toBe(5);
    expect(axisMax(5)).toBe(5);
    expect(axisMax(7)).toBe(10);
    expect(axisMax(11)).toBe(20);
    expect(axisMax(230)).toBe(500);
  });

  it("is at least 1, so an empty chart still has an axis", () => {
    expect(axisMax(0)).toBe(1);
    expect(axisMax(Number.NaN)).toBe(1);
  });
});

describe("axisTicks", () => {
  it("counts every whole number on a short axis", () => {
    expect(axisTicks(2)).toEqual([0, 1, 2]);
    expect(axisTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("steps by a round number so at most six labels show", () => {
    expect(axisTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(axisTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(500)).toEqual([0, 100, 200, 300, 400, 500]);
  });
});

describe("columns", () => {
  const area = { x: 40, y: 10, width: 300, height: 100 };

  it("divides the width into equal slots with the gap shared either side", () => {
    const [a, b, c] = columns([1, 2, 4], area, 4, 0.2);
    expect(a).toMatchObject({ x: 50, width: 80, centre: 90 });
    expect(b?.x).toBe(150);
    expect(c?.x).toBe(250);
  });

  it("makes heights proportional to the axis top, standing on the bottom of the area", () => {
    const [a, b, c] = columns([1, 2, 4], area, 4);
    expect(a).toMatchObject({ height: 25, y: 85 });
    expect(b).toMatchObject({ height: 50, y: 60 });
    expect(c).toMatchObject({ height: 100, y: 10 });
  });

  it("gives a zero count no column and a tiny count a visible sliver", () => {
    const [zero, tiny] = columns([0, 1], area, 1000);
    expect(zero?.height).toBe(0);
    expect(tiny?.height).toBe(2);
  });

  it("draws nothing for no buckets", () => {
    expect(columns([], area, 5)).toEqual([]);
  });

  it("places tick values on the same scale as the columns", () => {
    expect(tickY(0, area, 4)).toBe(110);
    expect(tickY(4, area, 4)).toBe(10);
    expect(tickY(2, area, 4)).toBe(60);
  });
});

describe("barPercent", () => {
  it("gives the bar length as a percentage of the longest", () => {
    expect(barPercent(0.5, 1)).toBe(50);
    expect(barPercent(3, 4)).toBe(75);
  });

  it("never draws past the end or a negative bar", () => {
    expect(barPercent(5, 4)).toBe(100);
    expect(barPercent(-1, 4)).toBe(0);
    expect(barPercent(1, 0)).toBe(0);
  });
});
