//! How far the accuracy figures of a set of 40 photos can be trusted: a
//! bootstrap over photos, for one run (a 95 % interval on each figure) and
//! for two runs of the same photos (a 95 % interval on each change).
//!
//! Photos are resampled, not cells: the cells of one photo fail together
//! (a grid not found loses them all), so treating them as independent
//! would give intervals far too narrow. Runs are deterministic (a fixed
//! seed). Leaves out everything but percentile intervals: no bias
//! correction, which sets of 40 photos do not need to tell a real change
//! from noise.

use drydock::rng::Rng;

/// The figures given an interval, as `vision_accuracy` names them.
pub const FIGURES: [&str; 5] = [
    "top_card",
    "chips",
    "both",
    "wrong_and_sure",
    "right_and_sure",
];

/// Resamples: enough for the 2.5th and 97.5th percentiles to settle
/// within a tenth of a point on sets of 40 photos.
const ROUNDS: usize = 4000;
const SEED: u64 = 17;

/// One photo's cells and its count of each of [`FIGURES`].
#[derive(Clone, Debug, PartialEq)]
pub struct Photo {
    pub label: String,
    pub cells: usize,
    pub counts: [usize; 5],
}

impl Photo {
    /// The line `vision_accuracy` prints for the photo (tab-separated, so
    /// a label may hold spaces), which [`Photo::parse`] reads back.
    pub fn line(&self) -> String {
        let counts: Vec<String> = self.counts.iter().map(|c| c.to_string()).collect();
        format!(
            "photo\t{}\t{}\t{}",
            self.label,
            self.cells,
            counts.join("\t")
        )
    }

    /// This photo's counts less `earlier`'s (running totals to one photo's).
    pub fn minus(&self, earlier: &Photo) -> Photo {
        Photo {
            label: self.label.clone(),
            cells: self.cells - earlier.cells,
            counts: std::array::from_fn(|k| self.counts[k] - earlier.counts[k]),
        }
    }

    pub fn parse(line: &str) -> Option<Photo> {
        let mut parts = line.strip_prefix("photo\t")?.split('\t');
        let label = parts.next()?.to_string();
        let cells = parts.next()?.parse().ok()?;
        let mut counts = [0; 5];
        for count in &mut counts {
            *count = parts.next()?.parse().ok()?;
        }
        Some(Photo {
            label,
            cells,
            counts,
        })
    }
}

/// Each figure in percent over the photos picked (`picks` indexes `photos`).
fn percents(photos: &[Photo], picks: &[usize]) -> [f64; 5] {
    let cells: usize = picks.iter().map(|&i| photos[i].cells).sum();
    let mut out = [0.0; 5];
    for (k, figure) in out.iter_mut().enumerate() {
        let n: usize = picks.iter().map(|&i| photos[i].counts[k]).sum();
        *figure = 100.0 * n as f64 / cells.max(1) as f64;
    }
    out
}

/// The 95 % interval of each figure of `stat` over photos resampled.
fn resampled(n: usize, stat: impl Fn(&[usize]) -> [f64; 5]) -> [(f64, f64); 5] {
    let mut rng = Rng::new(SEED);
    let mut draws: Vec<[f64; 5]> = (0..ROUNDS)
        .map(|_| {
            let picks: Vec<usize> = (0..n).map(|_| rng.below(n)).collect();
            stat(&picks)
        })
        .collect();
    let mut out = [(0.0, 0.0); 5];
    for (k, bounds) in out.iter_mut().enumerate() {
        draws.sort_by(|a, b| a[k].total_cmp(&b[k]));
        let at = |q: f64| draws[((ROUNDS - 1) as f64 * q).round() as usize][k];
        *bounds = (at(0.025), at(0.975));
    }
    out
}

/// The 95 % interval of each figure of one run.
pub fn intervals(photos: &[Photo]) -> [(f64, f64); 5] {
    resampled(photos.len(), |picks| percents(photos, picks))
}

/// The change in each figure from `before` to `after` (the same photos,
/// paired by label; a photo in one run only is left out) and its 95 %
/// interval: a change whose interval holds 0 is not told from noise.
pub fn paired(before: &[Photo], after: &[Photo]) -> ([f64; 5], [(f64, f64); 5]) {
    let (b, a): (Vec<Photo>, Vec<Photo>) = before
        .iter()
        .filter_map(|p| {
            let q = after.iter().find(|q| q.label == p.label)?;
            Some((p.clone(), q.clone()))
        })
        .unzip();
    let change = |picks: &[usize]| {
        let (pa, pb) = (percents(&a, picks), percents(&b, picks));
        std::array::from_fn(|k| pa[k] - pb[k])
    };
    let all: Vec<usize> = (0..a.len()).collect();
    (change(&all), resampled(a.len(), change))
}

/// The photo lines of one or more `vision_accuracy` logs, named
/// `A.log,B.log`: the sets of several logs are pooled, each photo's label
/// prefixed with its log's place in the list (so two runs of the same
/// sets, listed in the same order, pair photo by photo).
pub fn read_logs(paths: &str) -> Result<Vec<Photo>, String> {
    let mut photos = Vec::new();
    for (k, path) in paths.split(',').enumerate() {
        photos.extend(read_log(path)?.into_iter().map(|mut p| {
            p.label = format!("{k}:{}", p.label);
            p
        }));
    }
    Ok(photos)
}

/// The photo lines of a `vision_accuracy` log.
pub fn read_log(path: &str) -> Result<Vec<Photo>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let photos: Vec<Photo> = text.lines().filter_map(Photo::parse).collect();
    if photos.is_empty() {
        return Err(format!(
            "{path}: no photo lines (run vision_accuracy --photos DIR)"
        ));
    }
    Ok(photos)
}

/// Each figure in percent over all the photos.
pub fn figures(photos: &[Photo]) -> [f64; 5] {
    let all: Vec<usize> = (0..photos.len()).collect();
    percents(photos, &all)
}

/// `[lo, hi]` rounded to a tenth, as the summary prints it.
pub fn bounds_json(bounds: &[(f64, f64); 5]) -> String {
    let fields: Vec<String> = FIGURES
        .iter()
        .zip(bounds)
        .map(|(name, (lo, hi))| format!("\"{name}\": [{}, {}]", tenth(*lo), tenth(*hi)))
        .collect();
    format!("{{{}}}", fields.join(", "))
}

/// Each figure rounded to a tenth under its name.
pub fn figures_json(figures: &[f64; 5]) -> String {
    let fields: Vec<String> = FIGURES
        .iter()
        .zip(figures)
        .map(|(name, x)| format!("\"{name}\": {}", tenth(*x)))
        .collect();
    format!("{{{}}}", fields.join(", "))
}

fn tenth(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}
