//! The table's own lightness across a photo: a smooth surface fitted to
//! the whiteness of everything that is not brighter than its
//! surroundings, so card paper can be told from a light table by how far
//! it stands out from the table under it, not by one level for the whole
//! photo. A white or cream table in the light is as white as cards in the
//! shade; a lamp, a window and the lens's vignetting shade it smoothly,
//! which a cubic in x and y follows.
//!
//! Leaves out anything that is not smooth (wood grain, a cloth's pattern,
//! a table's edge): what the surface misses there is left to the absolute
//! levels `find` also cuts paper at.

use nalgebra::{SMatrix, SVector};

/// Terms of the cubic surface in x and y.
const TERMS: usize = 10;

/// Every how many working pixels, each way, the fit samples the photo:
/// a surface this smooth needs a few thousand points (8,000 on a 1000 px
/// working copy), not all of them.
const STEP: usize = 8;

/// Rounds of fitting, each leaving out the points far from the last
/// surface (cards, chips, dark print): the fit settles in four or five.
const ROUNDS: usize = 6;

/// Points further from the surface than this many spreads (the median
/// distance, scaled to a standard deviation) are not table.
const KEEP_SPREADS: f64 = 2.5;

/// The table's whiteness under each pixel of a `w`×`h` whiteness plane
/// (row by row, as `whiteness` is), only where the table is lighter than
/// `level` across most of the photo (the surface's median): a level cut
/// for the whole photo (its Otsu level) then takes the table for paper,
/// and paper must be told from it by standing out from the surface
/// instead. On a darker table the whole-photo level already parts them,
/// and the surface is not laid over every pixel. `None` too where the
/// photo is too small to fit.
pub fn lighter_than(level: u8, whiteness: &[u8], w: usize, h: usize) -> Option<Vec<f32>> {
    let (coef, samples) = fitted(whiteness, w, h)?;
    let mut under: Vec<f64> = samples.iter().map(|(t, _)| at(&coef, t)).collect();
    let mid = under.len() / 2;
    let (_, median, _) = under.select_nth_unstable_by(mid, f64::total_cmp);
    (*median > f64::from(level)).then(|| laid_over(&coef, w, h))
}

/// A sample of the photo: the cubic's terms where it lies, its whiteness.
type Sample = ([f64; TERMS], f64);

/// The cubic fitted to the table, and the samples it was fitted to.
fn fitted(whiteness: &[u8], w: usize, h: usize) -> Option<(SVector<f64, TERMS>, Vec<Sample>)> {
    if w < 2 * STEP || h < 2 * STEP || whiteness.len() != w * h {
        return None;
    }
    let samples: Vec<Sample> = (0..h)
        .step_by(STEP)
        .flat_map(|y| (0..w).step_by(STEP).map(move |x| (x, y)))
        .map(|(x, y)| (terms(x, y, w, h), f64::from(whiteness[y * w + x])))
        .collect();
    let mut keep = vec![true; samples.len()];
    let mut coef = fit(&samples, &keep)?;
    for _ in 1..ROUNDS {
        let off: Vec<f64> = samples.iter().map(|(t, v)| v - at(&coef, t)).collect();
        let mut kept: Vec<f64> = off
            .iter()
            .zip(&keep)
            .filter_map(|(o, k)| k.then_some(o.abs()))
            .collect();
        let mid = kept.len() / 2;
        let (_, median, _) = kept.select_nth_unstable_by(mid, f64::total_cmp);
        let spread = 1.5 * *median + 1.0;
        keep = off
            .iter()
            .map(|o| o.abs() < KEEP_SPREADS * spread)
            .collect();
        coef = fit(&samples, &keep)?;
    }
    Some((coef, samples))
}

/// The cubic's value under every pixel, row by row.
fn laid_over(coef: &SVector<f64, TERMS>, w: usize, h: usize) -> Vec<f32> {
    (0..h)
        .flat_map(|y| (0..w).map(move |x| (x, y)))
        .map(|(x, y)| at(coef, &terms(x, y, w, h)) as f32)
        .collect()
}

/// How far above the table's surface paper begins: a light table's
/// grain and JPEG noise stray less, white cards in uneven light stand
/// out by 15–40 (the second generator's development photos).
pub const STANDS_OUT: f32 = 12.0;

/// Whether each pixel stands out from the table's `surface` under it by
/// more than `by`.
pub fn stands_out<'a>(
    whiteness: &'a [u8],
    surface: &'a [f32],
    by: f32,
) -> impl Iterator<Item = bool> + 'a {
    whiteness
        .iter()
        .zip(surface)
        .map(move |(v, s)| f32::from(*v) > s + by)
}

/// The cubic's terms at pixel (x, y), the photo's centre at 0 and its
/// sides at ±0.5, so the fit is well conditioned at any size.
fn terms(x: usize, y: usize, w: usize, h: usize) -> [f64; TERMS] {
    let u = x as f64 / w as f64 - 0.5;
    let v = y as f64 / h as f64 - 0.5;
    [
        1.0,
        u,
        v,
        u * u,
        u * v,
        v * v,
        u * u * u,
        u * u * v,
        u * v * v,
        v * v * v,
    ]
}

fn at(coef: &SVector<f64, TERMS>, terms: &[f64; TERMS]) -> f64 {
    terms.iter().zip(coef.iter()).map(|(t, c)| t * c).sum()
}

/// Least squares over the kept samples, by the normal equations (their
/// upper triangle summed, the lower mirrored: half the work on a fit run
/// several times for every photo).
fn fit(samples: &[Sample], keep: &[bool]) -> Option<SVector<f64, TERMS>> {
    let mut ata = SMatrix::<f64, TERMS, TERMS>::zeros();
    let mut atb = SVector::<f64, TERMS>::zeros();
    for ((t, v), _) in samples.iter().zip(keep).filter(|(_, k)| **k) {
        for i in 0..TERMS {
            atb[i] += t[i] * v;
            for j in i..TERMS {
                ata[(i, j)] += t[i] * t[j];
            }
        }
    }
    ata.fill_lower_triangle_with_upper_triangle();
    ata.cholesky().map(|c| c.solve(&atb))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table lit from its left, with a bright card on it: the surface
    /// follows the light and passes under the card, not over it.
    #[test]
    fn the_surface_follows_the_light_and_passes_under_a_card() {
        let (w, h) = (200, 120);
        let table = |x: usize| 150.0 + 60.0 * (1.0 - x as f64 / w as f64);
        let card = |x: usize, y: usize| (120..160).contains(&x) && (40..95).contains(&y);
        let whiteness: Vec<u8> = (0..h)
            .flat_map(|y| (0..w).map(move |x| (x, y)))
            .map(|(x, y)| if card(x, y) { 245 } else { table(x) as u8 })
            .collect();
        let s = lighter_than(0, &whiteness, w, h).expect("a fit");
        for (x, y) in [(10, 10), (100, 60), (190, 110), (140, 70)] {
            let off = f64::from(s[y * w + x]) - table(x);
            assert!(off.abs() < 3.0, "({x}, {y}) off by {off}");
        }
    }

    /// A table darker than the level is left to the level.
    #[test]
    fn a_table_darker_than_the_level_has_no_surface() {
        let whiteness = vec![90; 64 * 48];
        assert_eq!(lighter_than(120, &whiteness, 64, 48), None);
        assert!(lighter_than(60, &whiteness, 64, 48).is_some());
    }

    #[test]
    fn a_photo_too_small_to_fit_has_no_surface() {
        assert_eq!(lighter_than(0, &[200; 12], 4, 3), None);
    }
}
