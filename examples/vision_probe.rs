//! Scratch probe: recognition on synthetic photos.
use drydock::games::rickety::Shape;
use drydock::vision::geometry::Point;
use drydock::vision::{glyphs::Bank, recognize, synth};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let deck = synth::Deck::load(std::path::Path::new(&args[1])).expect("deck");
    let n: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(20);
    let start: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(0);
    let shapes = ["basic", "skiff", "frigate", "dreadnought"];
    let (mut cells, mut card_ok, mut chip_ok, mut wrong_conf, mut grid_ok) = (0, 0, 0, 0, 0);
    for seed in start..start + n {
        let shape = Shape::built_in(shapes[seed as usize % 4]).unwrap();
        let layout = synth::random_layout(&shape, &mut synth::Rng::new(seed * 31));
        let r = synth::render(&layout, &deck, seed, (2448, 3264), Default::default()).unwrap();
        let jpeg = synth::encode_jpeg(&r).unwrap();
        let rec = recognize::recognize(&jpeg, Bank::built_in()).unwrap();
        let (tr, tc) = (
            layout.rows.len(),
            layout.rows.iter().map(Vec::len).max().unwrap(),
        );
        grid_ok += usize::from(rec.rows == tr && rec.cols == tc);
        for t in &r.truth.cells {
            cells += 1;
            let tcx = t.quad.iter().map(|p| p[0]).sum::<f64>() / 4.0;
            let tcy = t.quad.iter().map(|p| p[1]).sum::<f64>() / 4.0;
            let tw = ((t.quad[0][0] - t.quad[1][0]).powi(2)
                + (t.quad[0][1] - t.quad[1][1]).powi(2))
            .sqrt();
            let found = rec.cells.iter().find(|c| {
                let cx = c.quad.iter().map(|p| p.x).sum::<f64>() / 4.0;
                let cy = c.quad.iter().map(|p| p.y).sum::<f64>() / 4.0;
                Point::new(cx, cy).dist(Point::new(tcx, tcy)) < tw * 0.4
            });
            let Some(reading) = found.and_then(|c| c.reading.as_ref()) else {
                println!("seed {seed} r{} c{} {}: missing", t.row, t.col, t.top);
                continue;
            };
            let cok = reading.card.code() == t.top;
            let hok = usize::from(reading.chips) == t.chips;
            card_ok += usize::from(cok);
            chip_ok += usize::from(hok);
            let conf = reading.confidence();
            if (!cok || !hok) && conf >= 0.9 {
                wrong_conf += 1;
            }
            if !cok || !hok {
                println!(
                    "seed {seed} r{} c{}: truth {}^{} read {}^{} conf {:.2}/{:.2}",
                    t.row,
                    t.col,
                    t.top,
                    t.chips,
                    reading.card.code(),
                    reading.chips,
                    reading.card_confidence,
                    reading.chip_confidence
                );
            }
        }
    }
    println!(
        "grids {grid_ok}/{n}; cells {cells}: card {:.1}% chips {:.1}% wrong&confident {:.1}%",
        100.0 * card_ok as f64 / cells as f64,
        100.0 * chip_ok as f64 / cells as f64,
        100.0 * wrong_conf as f64 / cells as f64
    );
}
