//! Photos of cards: from image bytes to the cards seen (loose, or a
//! Rickety ship's grid) with a confidence per card; and, apart from that
//! reading path, the synthetic photos that measure it (`synth`) and the
//! training of its classifier and bank (`learn`). No reading module
//! imports those two (`tests/architecture.rs` checks it).
//!
//! Vision never opens files the UI named: callers hand it bytes. It knows
//! nothing of sessions or storage.

pub mod card_image;
pub mod cards_grid;
pub mod chip_model;
pub mod chips;
pub mod decode;
pub mod enrol;
pub mod find;
pub mod geometry;
pub mod glyphs;
pub mod grid;
pub mod index;
pub mod learn;
pub mod learn_chips;
pub mod locate;
pub mod loose;
pub mod model;
pub mod name;
pub mod raster;
pub mod read;
pub mod recognize;
pub mod resample;
pub mod synth;
pub mod table;
