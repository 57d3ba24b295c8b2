//! How well each chip finder counts, apart from finding the cards: every
//! card of photos made by `scripts/photogen` is cut where its truth says it
//! lies, and the two finders' counts are tallied against the truth. The
//! reader's naming of the same cuts is tallied too (`named`), with each
//! card named wrongly listed, so misreadings can be told from cards the
//! finder cut wrongly.
//!
//! ```text
//! cargo run --release --example chip_count -- DIR [--crops OUT]
//! ```
//! Where the truth says where each chip was drawn (`chips_drawn`, which
//! `scripts/photogen` writes), each chip is also tallied as found or
//! missed by what lies over it and by its design, so a miscount can be
//! traced to the chips behind it.
//!
//! The counts are also tallied by the confidence the reader gives them
//! (after `chips::faint_check`, as `read` does): a sure count that is
//! wrong is what makes a wrong-and-sure cell.
//!
//! `--crops OUT` writes each card miscounted as
//! `OUT/NAME-ROW-COL-tTRUTH-fFIND-oOUTLINES.png`, each card named
//! wrongly as `OUT/NAME-ROW-COL-TRUTH-named-READ.png` and each not named
//! at all as `OUT/NAME-ROW-COL-TRUTH-unnamed.png`, to look at (and to
//! keep as a test fixture: the cut as the reader sees it). With
//! `CHIP_MARKS` set, the miscounted cards are saved with the chips `find`
//! found circled in red and the discs `outlines` traced in green, to see
//! which disc is wrong. `CHIP_RIMS` prints each card's discs (traced
//! share and radius); `CHIP_PAIRS` prints each card's `find` count,
//! `outlines` count, weak-rim count, count, truth and confidence, to tally
//! how often each pair of finders' counts is right.
//!
//! The learned counter (`chip_model`) is tallied too: `network` is its
//! most probable count on each cut (classes 0–3 and "4 or more"), and
//! `weighed` the count once the network has had its say
//! (`chip_model::weigh`), which is what `read` reports.
//!
//! With `CHIP_NET=FILE`, the `network` line is the counter in FILE (a
//! `chips.bin` that `drydock dev train-chips --out` wrote) instead of the
//! committed one, so a trained counter can be measured before it is
//! committed; `weighed` still uses the committed one.
//!
//! A development tool: the figures that count come from `vision_accuracy`,
//! which reads through the whole pipeline.

use std::collections::BTreeMap;

use drydock::vision::card_image::{self, CardImage, H, W};
use drydock::vision::chip_model::{self, ChipNet};
use drydock::vision::geometry::Point;
use drydock::vision::{chips, decode, read, synth};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(dir) = args.get(1) else {
        eprintln!("usage: chip_count DIR [--crops OUT]");
        std::process::exit(2);
    };
    let network = chip_network();
    let crops = args
        .iter()
        .position(|a| a == "--crops")
        .and_then(|i| args.get(i + 1));
    if let Some(out) = crops {
        if let Err(e) = std::fs::create_dir_all(out) {
            eprintln!("chip_count: {out}: {e}");
            std::process::exit(2);
        }
    }
    let mut names: Vec<std::path::PathBuf> = match std::fs::read_dir(dir) {
        Ok(entries) => entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "jpg"))
            .collect(),
        Err(e) => {
            eprintln!("chip_count: {dir}: {e}");
            std::process::exit(2);
        }
    };
    names.sort();
    // confusion[finder][truth][count], counts capped at 5: find, outlines,
    // their count, the network, the count weighed.
    let mut confusion = [[[0usize; 6]; 6]; 5];
    let (mut named, mut cut) = (0usize, 0usize);
    // Counts by the confidence the reader gives them: [right, wrong].
    let mut calibration: BTreeMap<String, [usize; 2]> = BTreeMap::new();
    // Chips drawn, by what covers them and by design: [found, missed].
    let mut drawn: BTreeMap<String, [usize; 2]> = BTreeMap::new();
    for path in names {
        let Ok(text) = std::fs::read_to_string(path.with_extension("truth.json")) else {
            continue;
        };
        let Ok(truth) = serde_json::from_str::<synth::Truth>(&text) else {
            continue;
        };
        let Some(photo) = std::fs::read(&path)
            .ok()
            .and_then(|b| decode::decode(&b).ok())
        else {
            continue;
        };
        let stem = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        for cell in &truth.cells {
            let quad = cell.quad.map(|p| Point::new(p[0], p[1]));
            let Some(card) = CardImage::cut_card(&photo, quad) else {
                continue;
            };
            cut += 1;
            match read::read(&card, read::built_in()) {
                Some(r) if r.card.code() == cell.top => named += 1,
                Some(r) => {
                    println!(
                        "{stem} row {} col {}: {} named {} ({:.2})",
                        cell.row,
                        cell.col,
                        cell.top,
                        r.card.code(),
                        r.card_confidence
                    );
                    if let Some(out) = crops {
                        let name = format!(
                            "{out}/{stem}-{}-{}-{}-named-{}.png",
                            cell.row,
                            cell.col,
                            cell.top,
                            r.card.code()
                        );
                        save(&card, &name);
                    }
                }
                None => {
                    println!(
                        "{stem} row {} col {}: {} not named",
                        cell.row, cell.col, cell.top
                    );
                    if let Some(out) = crops {
                        let name = format!(
                            "{out}/{stem}-{}-{}-{}-unnamed.png",
                            cell.row, cell.col, cell.top
                        );
                        save(&card, &name);
                    }
                }
            }
            let found_chips = chips::find(&card);
            let found = found_chips.len();
            let discs = chips::outlines(&card);
            let count = chips::count(&found_chips, &discs);
            let counted = usize::from(count.chips);
            // As `read` rates the count: the faint check after the two
            // finders, then the network's say where they disagree, then
            // a disputed three the outlines show as a whole stack.
            let checked = chips::faint_check(&card, &found_chips, count);
            let weighed = chips::whole_stack(&card, &discs, chip_model::weigh(&card, checked));
            let sure = weighed.confidence;
            let net = network.map_or(0, |n| {
                let p = n.count(&card);
                (0..p.len()).fold(0, |b, i| if p[i] > p[b] { i } else { b })
            });
            let level = format!("{sure:.2}");
            calibration.entry(level).or_default()
                [usize::from(usize::from(weighed.chips) != cell.chips)] += 1;
            let outlined = discs.len();
            if std::env::var_os("CHIP_PAIRS").is_some() {
                let weak = found_chips.iter().filter(|c| c.rim < 0.75).count();
                println!(
                    "pair {found} {outlined} {weak} {counted} {} {sure:.2}",
                    cell.chips
                );
            }
            if std::env::var_os("CHIP_RIMS").is_some() {
                let rims: Vec<String> = discs
                    .iter()
                    .map(|d| format!("{:.2}:{:.0}", d.rim, d.r))
                    .collect();
                println!("card {} {found} {}", cell.chips, rims.join(" "));
            }
            tally_drawn(&mut drawn, &cell.chips_drawn, &found_chips, &discs);
            let t = cell.chips.min(5);
            confusion[0][t][found.min(5)] += 1;
            confusion[1][t][outlined.min(5)] += 1;
            confusion[2][t][counted.min(5)] += 1;
            confusion[3][t][net] += 1;
            confusion[4][t][usize::from(weighed.chips).min(5)] += 1;
            if let (Some(out), true) = (crops, counted != cell.chips) {
                let name = format!(
                    "{out}/{stem}-{}-{}-t{}-f{found}-o{outlined}.png",
                    cell.row, cell.col, cell.chips
                );
                if std::env::var_os("CHIP_MARKS").is_some() {
                    save_marked(&card, &found_chips, &discs, &name);
                } else {
                    save(&card, &name);
                }
            }
        }
    }
    println!(
        "named: {named}/{cut} right ({:.1} %)",
        100.0 * named as f64 / cut.max(1) as f64
    );
    for (name, table) in ["find", "outlines", "count", "network", "weighed"]
        .iter()
        .zip(confusion)
    {
        let cells: usize = table.iter().flatten().sum();
        let right: usize = (0..6).map(|i| table[i][i]).sum();
        println!(
            "{name}: {right}/{cells} right ({:.1} %)",
            100.0 * right as f64 / cells.max(1) as f64
        );
        for (t, row) in table.iter().enumerate() {
            println!("  truth {t}: {row:?}");
        }
    }
    println!("count by its confidence (right / wrong):");
    for (level, [right, wrong]) in calibration.iter().rev() {
        println!("  {level}: {right} / {wrong}");
    }
    if !drawn.is_empty() {
        println!("chips drawn (the generator's truth), found by either finder / missed:");
        for (class, [hit, miss]) in &drawn {
            println!("  {class}: {hit} / {miss}");
        }
    }
}

/// Tallies each chip the generator says it drew as found (a disc of
/// either finder within 0.3 of its radius of its centre, each disc used
/// once) or missed, by what lies over it and by its design.
fn tally_drawn(
    drawn: &mut BTreeMap<String, [usize; 2]>,
    truth: &[synth::DrawnChip],
    found: &[chips::Chip],
    discs: &[chips::Chip],
) {
    // The cut reaches MARGIN past each edge of the card.
    let m = card_image::MARGIN;
    let at = |c: &synth::DrawnChip| {
        let x = (c.at[0] + m) / (1.0 + 2.0 * m) * W as f64;
        let y = (c.at[1] + m) / (1.0 + 2.0 * m) * H as f64;
        (x, y, c.at[2] / (1.0 + 2.0 * m) * W as f64)
    };
    // One chip both finders see is one disc.
    let same = |a: &chips::Chip, b: &chips::Chip| (a.x - b.x).hypot(a.y - b.y) < 0.3 * a.r.max(b.r);
    let seen: Vec<&chips::Chip> = found
        .iter()
        .chain(discs.iter().filter(|d| !found.iter().any(|f| same(f, d))))
        .collect();
    let mut pairs: Vec<(f64, usize, usize)> = Vec::new();
    for (i, c) in truth.iter().enumerate() {
        let (x, y, r) = at(c);
        for (j, d) in seen.iter().enumerate() {
            let dist = (f64::from(d.x) - x).hypot(f64::from(d.y) - y);
            if dist < 0.3 * r {
                pairs.push((dist, i, j));
            }
        }
    }
    pairs.sort_by(|a, b| a.0.total_cmp(&b.0));
    let (mut hit, mut used) = (vec![false; truth.len()], vec![false; seen.len()]);
    for (_, i, j) in pairs {
        if !hit[i] && !used[j] {
            (hit[i], used[j]) = (true, true);
        }
    }
    for (i, c) in truth.iter().enumerate() {
        let (x, y, r) = at(c);
        let nearest_above = truth[i + 1..]
            .iter()
            .map(|a| {
                let (ax, ay, _) = at(a);
                (ax - x).hypot(ay - y) / r
            })
            .fold(f64::INFINITY, f64::min);
        let cover = match nearest_above {
            d if d.is_infinite() => "on top",
            d if d < 0.15 => "under a chip, centres within 0.15 r",
            d if d < 0.3 => "under a chip, centres 0.15-0.3 r apart",
            d if d < 0.45 => "under a chip, centres 0.3-0.45 r apart",
            d if d < 2.0 => "under a chip, centres 0.45-2 r apart",
            _ => "on top",
        };
        let design = match c.kind.split_whitespace().collect::<Vec<_>>()[..] {
            ["coin", "190/190/195"] => "silver coin",
            ["coin", _] => "gold or copper coin",
            [_, "235/235/230"] => "white chip",
            _ => "coloured chip",
        };
        for class in [format!("cover: {cover}"), format!("design: {design}")] {
            drawn.entry(class).or_default()[usize::from(!hit[i])] += 1;
        }
    }
}

/// [`save`], with the chips `find` found circled in red and the discs
/// `outlines` traced in green, so a miscount shows which disc is wrong.
fn save_marked(card: &CardImage, found: &[chips::Chip], discs: &[chips::Chip], name: &str) {
    let mut img = image::RgbImage::from_fn(W as u32, H as u32, |x, y| {
        let p = card.px[y as usize * W + x as usize];
        image::Rgb(p.map(|v| (v.min(1.0) * 255.0) as u8))
    });
    for (list, colour) in [(found, [220, 0, 0]), (discs, [0, 200, 0])] {
        for c in list {
            let centre = (c.x as i32, c.y as i32);
            imageproc::drawing::draw_hollow_circle_mut(
                &mut img,
                centre,
                c.r as i32,
                image::Rgb(colour),
            );
            imageproc::drawing::draw_cross_mut(&mut img, image::Rgb(colour), centre.0, centre.1);
        }
    }
    if let Err(e) = img.save(name) {
        eprintln!("chip_count: {name}: {e}");
    }
}

fn save(card: &CardImage, name: &str) {
    let img = image::RgbImage::from_fn(W as u32, H as u32, |x, y| {
        let p = card.px[y as usize * W + x as usize];
        image::Rgb(p.map(|v| (v.min(1.0) * 255.0) as u8))
    });
    if let Err(e) = img.save(name) {
        eprintln!("chip_count: {name}: {e}");
    }
}

/// The counter the `network` line tallies: `CHIP_NET`'s file, or the
/// committed one.
fn chip_network() -> Option<&'static ChipNet> {
    let Some(path) = std::env::var_os("CHIP_NET") else {
        return ChipNet::built_in();
    };
    let loaded = std::fs::read(&path)
        .map_err(|e| e.to_string())
        .and_then(|b| ChipNet::from_bytes(&b));
    match loaded {
        Ok(net) => Some(Box::leak(Box::new(net))),
        Err(e) => {
            eprintln!("chip_count: CHIP_NET {}: {e}", path.to_string_lossy());
            std::process::exit(2);
        }
    }
}
