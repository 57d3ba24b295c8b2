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
//! `--crops OUT` writes each card miscounted as
//! `OUT/NAME-ROW-COL-tTRUTH-fFIND-oOUTLINES.png`, and each card named
//! wrongly as `OUT/NAME-ROW-COL-TRUTH-named-READ.png`, to look at. A development tool: the figures that count come from
//! `vision_accuracy`, which reads through the whole pipeline.

use drydock::vision::card_image::{CardImage, H, W};
use drydock::vision::geometry::Point;
use drydock::vision::{chips, decode, read, synth};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(dir) = args.get(1) else {
        eprintln!("usage: chip_count DIR [--crops OUT]");
        std::process::exit(2);
    };
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
    // confusion[finder][truth][count], counts capped at 5.
    let mut confusion = [[[0usize; 6]; 6]; 3];
    let (mut named, mut cut) = (0usize, 0usize);
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
                None => println!(
                    "{stem} row {} col {}: {} not named",
                    cell.row, cell.col, cell.top
                ),
            }
            let found_chips = chips::find(&card);
            let found = found_chips.len();
            let discs = chips::outlines(&card);
            let counted = usize::from(chips::count(&found_chips, &discs).chips);
            let outlined = discs.len();
            if std::env::var_os("CHIP_RIMS").is_some() {
                let rims: Vec<String> = discs
                    .iter()
                    .map(|d| format!("{:.2}:{:.0}", d.rim, d.r))
                    .collect();
                println!("card {} {found} {}", cell.chips, rims.join(" "));
            }
            let t = cell.chips.min(5);
            confusion[0][t][found.min(5)] += 1;
            confusion[1][t][outlined.min(5)] += 1;
            confusion[2][t][counted.min(5)] += 1;
            if let (Some(out), true) = (crops, counted != cell.chips) {
                let name = format!(
                    "{out}/{stem}-{}-{}-t{}-f{found}-o{outlined}.png",
                    cell.row, cell.col, cell.chips
                );
                save(&card, &name);
            }
        }
    }
    println!(
        "named: {named}/{cut} right ({:.1} %)",
        100.0 * named as f64 / cut.max(1) as f64
    );
    for (name, table) in ["find", "outlines", "count"].iter().zip(confusion) {
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
