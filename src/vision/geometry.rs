//! Plane geometry for photos: points, lines and the homography that maps the
//! ship's plane (cards laid flat on the table) to the photo and back.
//!
//! Only what recognition and the synthetic renderer need: no general linear
//! algebra, no robust estimation (that lives in `grid`).

/// A point in pixels (x right, y down).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    pub x: f64,
    pub y: f64,
}

impl Point {
    pub fn new(x: f64, y: f64) -> Point {
        Point { x, y }
    }

    pub fn dist(self, other: Point) -> f64 {
        ((self.x - other.x).powi(2) + (self.y - other.y).powi(2)).sqrt()
    }
}

/// The unit square's corners: top-left, top-right, bottom-right,
/// bottom-left, the order every quad here is written in.
pub const UNIT_SQUARE: [Point; 4] = [
    Point { x: 0.0, y: 0.0 },
    Point { x: 1.0, y: 0.0 },
    Point { x: 1.0, y: 1.0 },
    Point { x: 0.0, y: 1.0 },
];

/// A 3×3 projective transform, row-major, normalised so `m[8]` is 1 where
/// possible.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Homography {
    m: [f64; 9],
}

impl Homography {
    pub fn identity() -> Homography {
        Homography {
            m: [1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0],
        }
    }

    /// The transform taking each `from[i]` to `to[i]`; `None` when three of
    /// the points are collinear (no unique answer).
    pub fn from_points(from: [Point; 4], to: [Point; 4]) -> Option<Homography> {
        // Eight equations in the eight unknowns h0..h7 (h8 = 1).
        let mut a = [[0.0f64; 9]; 8];
        for i in 0..4 {
            let (x, y) = (from[i].x, from[i].y);
            let (u, v) = (to[i].x, to[i].y);
            a[2 * i] = [x, y, 1.0, 0.0, 0.0, 0.0, -u * x, -u * y, u];
            a[2 * i + 1] = [0.0, 0.0, 0.0, x, y, 1.0, -v * x, -v * y, v];
        }
        let h = solve8(a)?;
        let m = [h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], 1.0];
        if m.iter().all(|v| v.is_finite()) {
            Some(Homography { m })
        } else {
            None
        }
    }

    /// The matrix, row-major.
    pub fn matrix(&self) -> &[f64; 9] {
        &self.m
    }

    pub fn apply(&self, p: Point) -> Point {
        let m = &self.m;
        let w = m[6] * p.x + m[7] * p.y + m[8];
        let w = if w.abs() < 1e-12 { 1e-12 } else { w };
        Point::new(
            (m[0] * p.x + m[1] * p.y + m[2]) / w,
            (m[3] * p.x + m[4] * p.y + m[5]) / w,
        )
    }

    pub fn inverse(&self) -> Option<Homography> {
        let m = &self.m;
        let c = [
            m[4] * m[8] - m[5] * m[7],
            m[2] * m[7] - m[1] * m[8],
            m[1] * m[5] - m[2] * m[4],
            m[5] * m[6] - m[3] * m[8],
            m[0] * m[8] - m[2] * m[6],
            m[2] * m[3] - m[0] * m[5],
            m[3] * m[7] - m[4] * m[6],
            m[1] * m[6] - m[0] * m[7],
            m[0] * m[4] - m[1] * m[3],
        ];
        let det = m[0] * c[0] + m[1] * c[3] + m[2] * c[6];
        if det.abs() < 1e-15 || !det.is_finite() {
            return None;
        }
        let mut inv = [0.0; 9];
        for (o, v) in inv.iter_mut().zip(c) {
            *o = v / det;
        }
        Some(Homography { m: inv })
    }

    /// `self` after `first`: p ↦ self(first(p)).
    pub fn after(&self, first: &Homography) -> Homography {
        let (a, b) = (&self.m, &first.m);
        let mut m = [0.0; 9];
        for r in 0..3 {
            for c in 0..3 {
                m[r * 3 + c] = (0..3).map(|k| a[r * 3 + k] * b[k * 3 + c]).sum();
            }
        }
        Homography { m }
    }
}

/// Gaussian elimination with partial pivoting on an 8×9 augmented matrix.
fn solve8(mut a: [[f64; 9]; 8]) -> Option<[f64; 8]> {
    for col in 0..8 {
        let pivot = (col..8).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        let pivot_row = a[col];
        for (row, r) in a.iter_mut().enumerate() {
            if row != col {
                let f = r[col] / pivot_row[col];
                if f != 0.0 {
                    for (v, p) in r.iter_mut().zip(pivot_row).skip(col) {
                        *v -= f * p;
                    }
                }
            }
        }
    }
    let mut x = [0.0; 8];
    for (i, v) in x.iter_mut().enumerate() {
        *v = a[i][8] / a[i][i];
    }
    Some(x)
}

/// A line `a·x + b·y = c` with `(a, b)` a unit normal.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Line {
    pub a: f64,
    pub b: f64,
    pub c: f64,
}

impl Line {
    pub fn through(p: Point, q: Point) -> Option<Line> {
        let (dx, dy) = (q.x - p.x, q.y - p.y);
        let len = (dx * dx + dy * dy).sqrt();
        if len < 1e-9 {
            return None;
        }
        let (a, b) = (-dy / len, dx / len);
        Some(Line {
            a,
            b,
            c: a * p.x + b * p.y,
        })
    }

    pub fn signed_dist(&self, p: Point) -> f64 {
        self.a * p.x + self.b * p.y - self.c
    }

    /// Least-squares line through points (total least squares).
    pub fn fit(points: &[Point]) -> Option<Line> {
        if points.len() < 2 {
            return None;
        }
        let n = points.len() as f64;
        let mx = points.iter().map(|p| p.x).sum::<f64>() / n;
        let my = points.iter().map(|p| p.y).sum::<f64>() / n;
        let (mut sxx, mut syy, mut sxy) = (0.0, 0.0, 0.0);
        for p in points {
            let (dx, dy) = (p.x - mx, p.y - my);
            sxx += dx * dx;
            syy += dy * dy;
            sxy += dx * dy;
        }
        // Direction of largest spread; the normal is perpendicular to it.
        let theta = 0.5 * (2.0 * sxy).atan2(sxx - syy);
        let (a, b) = (-theta.sin(), theta.cos());
        Some(Line {
            a,
            b,
            c: a * mx + b * my,
        })
    }

    pub fn intersect(&self, other: &Line) -> Option<Point> {
        let det = self.a * other.b - self.b * other.a;
        if det.abs() < 1e-9 {
            return None;
        }
        Some(Point::new(
            (self.c * other.b - self.b * other.c) / det,
            (self.a * other.c - self.c * other.a) / det,
        ))
    }
}

/// A card outline's area from two of its sides: enough to compare the
/// sizes of cards found, which are near parallelograms.
pub fn quad_area(q: &[Point; 4]) -> f64 {
    q[0].dist(q[1]) * q[1].dist(q[2])
}

/// The centre of the quadrilateral `q`: the mean of its corners.
pub fn centre(q: &[Point; 4]) -> Point {
    Point::new(
        q.iter().map(|p| p.x).sum::<f64>() / 4.0,
        q.iter().map(|p| p.y).sum::<f64>() / 4.0,
    )
}

/// The quadrilateral `q` (clockwise from its top-left) moved by
/// `across` of its top side and `down` of its left side.
pub fn moved(q: [Point; 4], across: f64, down: f64) -> [Point; 4] {
    let dx = across * (q[1].x - q[0].x) + down * (q[3].x - q[0].x);
    let dy = across * (q[1].y - q[0].y) + down * (q[3].y - q[0].y);
    q.map(|p| Point::new(p.x + dx, p.y + dy))
}

/// Whether `p` lies inside the convex quadrilateral `q`.
pub fn inside(q: &[Point; 4], p: Point) -> bool {
    let cross = |a: Point, b: Point| (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    let signs: Vec<bool> = (0..4).map(|i| cross(q[i], q[(i + 1) % 4]) >= 0.0).collect();
    signs.iter().all(|s| *s) || signs.iter().all(|s| !*s)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Moved along the quad's own sides, not the photo's axes: a card
    /// turned a quarter moves down the photo when moved across.
    #[test]
    fn a_quad_moves_along_its_own_sides() {
        let turned =
            [(10.0, 0.0), (10.0, 20.0), (0.0, 20.0), (0.0, 0.0)].map(|(x, y)| Point::new(x, y));
        let m = moved(turned, 0.5, -1.0);
        let want = [(20.0, 10.0), (20.0, 30.0), (10.0, 30.0), (10.0, 10.0)];
        for (p, (x, y)) in m.iter().zip(want) {
            assert!((p.x - x).abs() < 1e-9 && (p.y - y).abs() < 1e-9, "{m:?}");
        }
    }

    #[test]
    fn a_homography_maps_its_four_points_and_inverts() {
        let from = [
            Point::new(0.0, 0.0),
            Point::new(1.0, 0.0),
            Point::new(1.0, 1.0),
            Point::new(0.0, 1.0),
        ];
        let to = [
            Point::new(10.0, 20.0),
            Point::new(110.0, 25.0),
            Point::new(120.0, 140.0),
            Point::new(5.0, 130.0),
        ];
        let h = Homography::from_points(from, to).expect("a quad");
        for (f, t) in from.iter().zip(to) {
            assert!(h.apply(*f).dist(t) < 1e-6);
        }
        let inv = h.inverse().expect("invertible");
        let p = Point::new(0.3, 0.7);
        assert!(inv.apply(h.apply(p)).dist(p) < 1e-9);
        assert!(inv.after(&h).apply(p).dist(p) < 1e-9);
    }

    #[test]
    fn collinear_points_have_no_homography() {
        let line = [
            Point::new(0.0, 0.0),
            Point::new(1.0, 1.0),
            Point::new(2.0, 2.0),
            Point::new(3.0, 3.0),
        ];
        assert!(Homography::from_points(line, line).is_none());
    }

    #[test]
    fn lines_fit_and_meet() {
        let pts: Vec<Point> = (0..10)
            .map(|i| Point::new(i as f64, 2.0 * i as f64 + 1.0))
            .collect();
        let l = Line::fit(&pts).expect("a line");
        assert!(pts.iter().all(|p| l.signed_dist(*p).abs() < 1e-9));
        let m = Line::through(Point::new(0.0, 5.0), Point::new(1.0, 5.0)).expect("a line");
        let x = l.intersect(&m).expect("they meet");
        assert!(x.dist(Point::new(2.0, 5.0)) < 1e-9);
    }
}
