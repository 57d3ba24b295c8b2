//! Draws what the reader found over a photo, for looking at a reading:
//! each separate card's outline (green when read, red when not), the
//! paper mask's threshold in grey, and the reading beside it on stdout.
//!
//! ```text
//! cargo run --release --example vision_overlay -- PHOTO OUT.png
//! ```

use drydock::vision::geometry::Point;
use drydock::vision::read;
use drydock::vision::{decode, find, raster, recognize};
use image::{Rgb, RgbImage};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(input), Some(out)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: vision_overlay PHOTO OUT.png");
        std::process::exit(2);
    };
    let photo = match std::fs::read(input)
        .map_err(|e| e.to_string())
        .and_then(|b| decode::decode(&b).map_err(|e| e.0))
    {
        Ok(p) => p,
        Err(e) => {
            eprintln!("vision_overlay: {input}: {e}");
            std::process::exit(2);
        }
    };
    let mut canvas = photo.clone();
    let started = std::time::Instant::now();
    let found = find::cards(&photo, &raster::Working::of(&photo));
    let finding = started.elapsed();
    println!("{} card-shaped outlines", found.len());
    for f in found {
        outline(&mut canvas, &f.quad, Rgb([0, 200, 255]));
    }
    let started = std::time::Instant::now();
    let rec = recognize::recognize_image(&photo, read::built_in());
    println!(
        "finding {:.0} ms; recognising (finding included) {:.0} ms",
        finding.as_secs_f64() * 1e3,
        started.elapsed().as_secs_f64() * 1e3
    );
    for l in &rec.loose {
        outline(&mut canvas, &l.quad, Rgb([0, 255, 0]));
        println!(
            "{} {:.2} at {:.0},{:.0}",
            l.reading.card.code(),
            l.reading.card_confidence,
            l.quad[0].x,
            l.quad[0].y
        );
    }
    for c in &rec.cells {
        outline(&mut canvas, &c.quad, Rgb([255, 0, 0]));
    }
    println!(
        "grid {}×{}, {} cells, {} loose",
        rec.rows,
        rec.cols,
        rec.cells.len(),
        rec.loose.len()
    );
    if let Err(e) = canvas.save(out) {
        eprintln!("vision_overlay: {out}: {e}");
        std::process::exit(1);
    }
}

fn outline(img: &mut RgbImage, quad: &[Point; 4], colour: Rgb<u8>) {
    for i in 0..4 {
        let (a, b) = (quad[i], quad[(i + 1) % 4]);
        let steps = a.dist(b).ceil().max(1.0) as usize;
        for s in 0..=steps {
            let t = s as f64 / steps as f64;
            let (x, y) = (a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                let (px, py) = (x as i64 + dx, y as i64 + dy);
                if px >= 0 && py >= 0 && (px as u32) < img.width() && (py as u32) < img.height() {
                    img.put_pixel(px as u32, py as u32, colour);
                }
            }
        }
        // A dot marks the card's own top-left corner.
        let c = quad[0];
        for dy in -3i64..=3 {
            for dx in -3i64..=3 {
                let (px, py) = (c.x as i64 + dx, c.y as i64 + dy);
                if px >= 0 && py >= 0 && (px as u32) < img.width() && (py as u32) < img.height() {
                    img.put_pixel(px as u32, py as u32, Rgb([255, 255, 0]));
                }
            }
        }
    }
}
