//! Ship photos: from image bytes to a Rickety layout with a confidence per
//! cell, and the synthetic photos that measure it.
//!
//! Vision never opens files the UI named: callers hand it bytes. It knows
//! nothing of sessions or storage.

pub mod card_image;
pub mod chips;
pub mod decode;
pub mod enrol;
pub mod find;
pub mod geometry;
pub mod glyphs;
pub mod grid;
pub mod index;
pub mod locate;
pub mod raster;
pub mod read;
pub mod recognize;
pub mod synth;
