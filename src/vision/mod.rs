//! Ship photos: from image bytes to a Rickety layout with a confidence per
//! cell, and the synthetic photos that measure it.
//!
//! Vision never opens files the UI named: callers hand it bytes. It knows
//! nothing of sessions or storage.

pub mod geometry;
pub mod synth;
