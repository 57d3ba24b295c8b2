use drydock::rng::Rng;
use drydock::vision::card_image::CardImage;
use drydock::vision::chip_model::ChipNet;
use drydock::vision::learn::Example;
use drydock::vision::geometry::Point;
use drydock::vision::learn::Schedule;
use drydock::vision::{chips, decode, learn_chips, synth};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let model_path = "/tmp/chips_try.bin";
    if args[1] == "show" {
        let deck = synth::Deck::load_some(std::path::Path::new(&args[2]));
        let mut rng = Rng::new(7);
        let faces = deck.faces();
        let mut m = image::RgbImage::new(150 * 10, 210 * 3);
        for i in 0..30 {
            let all: Vec<_> = faces.iter().map(|f| f.1).collect();
            let face = if i % 2 == 1 { learn_chips::collage(faces[(i * 7) % faces.len()].1, &all, &mut rng) } else { faces[(i * 7) % faces.len()].1.clone() };
            let (cut, n) = learn_chips::stacked_view(&face, &all, &mut rng).unwrap();
            for y in 0..210 { for x in 0..150 {
                let p = cut.px[y * 150 + x];
                m.put_pixel((i % 10 * 150 + x) as u32, (i / 10 * 210 + y) as u32, image::Rgb(p.map(|v| (v.min(1.0) * 255.0) as u8)));
            }}
            eprint!("{n} ");
        }
        m.save("/tmp/show.png").unwrap();
        return;
    }
    if args[1] == "own" {
        let m = ChipNet::from_bytes(&std::fs::read(model_path).unwrap()).unwrap();
        let deck = synth::Deck::load_some(std::path::Path::new(&args[2]));
        let ex = learn_chips::examples(&deck, &[], 4, &mut Rng::new(99));
        println!("own painter on {}: {:.3} of {}", args[2], learn_chips::accuracy(&m, &ex), ex.len());
        return;
    }
    if args[1] == "train" {
        let views: usize = args[2].parse().unwrap();
        let hidden: usize = args[3].parse().unwrap();
        let epochs: usize = args[4].parse().unwrap();
        let decks: Vec<String> = args[5..].to_vec();
        let halves: Vec<Vec<String>> = vec![decks.iter().step_by(2).cloned().collect(), decks.iter().skip(1).step_by(2).cloned().collect()];
        let cache = format!("/tmp/chipdata4-{views}.bin");
        let have = std::path::Path::new(&cache).exists();
        let handles: Vec<_> = if have { vec![] } else { halves }.into_iter().enumerate().map(|(k, half)| { let all_decks = decks.clone(); std::thread::spawn(move || {
            let mut rng = Rng::new(100 + k as u64);
            let mut data = Vec::new();
            let all: Vec<synth::Deck> = all_decks.iter().map(|d| synth::Deck::load_some(std::path::Path::new(d))).collect();
            let pool: Vec<&image::RgbaImage> = all.iter().flat_map(|d| d.faces().into_iter().map(|(_, f)| f)).collect();
            for d in &half {
                let deck = synth::Deck::load_some(std::path::Path::new(d));
                let ex = learn_chips::examples(&deck, &pool, views, &mut rng);
                eprintln!("{d}: {}", ex.len());
                data.extend(ex);
            }
            data
        })}).collect();
        let mut data = Vec::new();
        if let Ok(bytes) = std::fs::read(&cache) {
            let per = 1 + drydock::vision::chip_model::PLANES * drydock::vision::chip_model::FW * drydock::vision::chip_model::FH;
            for chunk in bytes.chunks_exact(per * 4) {
                let v: Vec<f32> = chunk.chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
                data.push(Example { class: v[0] as usize, x: v[1..].to_vec() });
            }
            for h in handles { drop(h); }
        } else {
            for h in handles { data.extend(h.join().unwrap()); }
            let mut out = Vec::new();
            for e in &data { out.extend((e.class as f32).to_le_bytes()); for v in &e.x { out.extend(v.to_le_bytes()); } }
            std::fs::write(&cache, out).unwrap();
        }
        if let Some(n) = std::env::var("LIMIT").ok().and_then(|v| v.parse::<usize>().ok()) { data.truncate(n); }
        eprintln!("{} examples", data.len());
        let mut rng = Rng::new(1);
        let t = std::time::Instant::now();
        let rate: f32 = std::env::var("RATE").ok().and_then(|v| v.parse().ok()).unwrap_or(0.02);
        let s = Schedule { hidden, epochs, batch: 32, rate, decay: 1e-4 };
        let m = learn_chips::train(&data, s, &mut rng).unwrap();
        eprintln!("trained {:.0}s, own acc {:.3}", t.elapsed().as_secs_f64(), learn_chips::accuracy(&m, &data));
        std::fs::write(model_path, m.to_bytes()).unwrap();
        return;
    }
    let m = ChipNet::from_bytes(&std::fs::read(model_path).unwrap()).unwrap();
    for dir in &args[1..] {
        let mut names: Vec<_> = std::fs::read_dir(dir).unwrap().filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.extension().is_some_and(|x| x == "jpg")).collect();
        names.sort();
        let mut conf = [[0usize; 5]; 5];
        let mut mont = image::RgbImage::new(1500, 630);
        let mut shown = 0;
        let mut joint = std::collections::BTreeMap::new();
        for path in names {
            let Ok(text) = std::fs::read_to_string(path.with_extension("truth.json")) else { continue };
            let truth: synth::Truth = serde_json::from_str(&text).unwrap();
            let photo = decode::decode(&std::fs::read(&path).unwrap()).unwrap();
            for cell in &truth.cells {
                let quad = cell.quad.map(|p| Point::new(p[0], p[1]));
                let Some(card) = CardImage::cut_card(&photo, quad) else { continue };
                let p = m.count(&card);
                let (best, pb) = p.iter().enumerate().fold((0, 0f32), |a, (i, &v)| if v > a.1 { (i, v) } else { a });
                conf[cell.chips.min(4)][best] += 1;
                if cell.chips == 1 && best == 2 && shown < 30 {
                    for y in 0..210 { for x in 0..150 {
                        let q = card.px[y * 150 + x];
                        mont.put_pixel((shown % 10 * 150 + x) as u32, (shown / 10 * 210 + y) as u32, image::Rgb(q.map(|v| (v.min(1.0) * 255.0) as u8)));
                    }}
                    shown += 1;
                }
                let found = chips::find(&card);
                let count = chips::faint_check(&card, &found, chips::count(&found, &chips::outlines(&card)));
                let hand = usize::from(count.chips);
                let key = format!("hc{:.2} agree {} p>{}", count.confidence, hand == best, if pb > 0.9 { "0.9" } else if pb > 0.7 { "0.7" } else { "low" });
                let e = joint.entry(key).or_insert([0usize; 2]);
                e[usize::from(hand == cell.chips)] += 1;
                let e = joint.entry(format!("net p>{}", if pb > 0.9 { "0.9" } else if pb > 0.7 { "0.7" } else { "low" })).or_insert([0usize; 2]);
                e[usize::from(best == cell.chips)] += 1;
            }
        }
        mont.save("/tmp/mont2.png").unwrap();
        let total: usize = conf.iter().flatten().sum();
        let right: usize = (0..5).map(|i| conf[i][i]).sum();
        println!("{dir}: net {right}/{total} = {:.1}%", 100.0 * right as f64 / total as f64);
        for (i, row) in conf.iter().enumerate() { println!("  truth {i}: {row:?}"); }
        for (k, v) in joint { println!("  {k}: hand wrong {} right {}", v[0], v[1]); }
    }
}
