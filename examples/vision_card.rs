//! Scratch: read dumped card images and print what the index reader sees.
use drydock::vision::card_image::{CardImage, Class, H, W};
use drydock::vision::{chips, glyphs::Bank, index, read};

fn main() {
    for path in std::env::args().skip(1) {
        let img = image::open(&path).expect("png").to_rgb8();
        let px = img
            .pixels()
            .map(|p| [p[0] as f32, p[1] as f32, p[2] as f32])
            .collect();
        let card = CardImage::from_pixels(px);
        let found = chips::find(&card);
        println!("{path}: chips {found:?}");
        let c = index::corner(&card, &found);
        println!(
            "  corner: {:?}",
            c.as_ref()
                .map(|c| (c.rank.aspect, c.rank.parts, c.suit.is_some(), c.red))
        );
        println!("  read: {:?}", read::read(&card, Bank::built_in()));
        for y in 0..H * 40 / 100 {
            let line: String = (0..W * 27 / 100)
                .map(|x| match card.class_at(x, y) {
                    Class::Paper => '.',
                    Class::Red => 'r',
                    Class::Dark => '#',
                    Class::Colour => 'c',
                })
                .collect();
            println!("  {line}");
        }
    }
}
