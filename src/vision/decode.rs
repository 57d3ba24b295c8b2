//! Photo bytes to upright RGB pixels, under explicit limits: the decoder
//! never allocates for a header's promises before they are checked.
//!
//! Leaves out colour management (ICC profiles are ignored: recognition
//! normalises colour per card anyway) and animation (first frame only).

use std::io::Cursor;

use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits, RgbImage};

/// Largest photo file accepted.
pub const MAX_BYTES: usize = 40 * 1024 * 1024;
/// Largest photo accepted, in pixels (a 50-megapixel camera).
pub const MAX_PIXELS: u64 = 50_000_000;
/// Smallest side that can show a ship.
pub const MIN_SIDE: u32 = 32;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct DecodeError(pub String);

/// Decodes JPEG, PNG or WebP bytes and applies the EXIF orientation.
pub fn decode(bytes: &[u8]) -> Result<RgbImage, DecodeError> {
    if bytes.is_empty() {
        return Err(DecodeError("the photo is empty (0 bytes)".into()));
    }
    if bytes.len() > MAX_BYTES {
        return Err(DecodeError(format!(
            "the photo is {:.1} MB; the limit is {} MB",
            bytes.len() as f64 / 1e6,
            MAX_BYTES / (1024 * 1024)
        )));
    }
    let format = image::guess_format(bytes).map_err(|_| {
        DecodeError("this is not a photo Drydock can read (JPEG, PNG or WebP)".into())
    })?;
    if !matches!(
        format,
        ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::WebP
    ) {
        return Err(DecodeError(format!(
            "{format:?} photos are not supported; use JPEG, PNG or WebP"
        )));
    }
    // The JPEG decoder fills a cut-off file with grey rather than failing;
    // a whole JPEG ends with its end-of-image marker.
    if format == ImageFormat::Jpeg && !ends_with_eoi(bytes) {
        return Err(DecodeError(
            "the photo is damaged or truncated: the JPEG has no end (was it copied completely?)"
                .into(),
        ));
    }
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = Limits::default();
    limits.max_image_width = Some(30_000);
    limits.max_image_height = Some(30_000);
    // 50 MP of RGBA plus the decoder's own buffers.
    limits.max_alloc = Some(MAX_PIXELS * 4 + 64 * 1024 * 1024);
    reader.limits(limits);
    let mut decoder = reader
        .into_decoder()
        .map_err(|e| DecodeError(format!("the photo cannot be read: {e}")))?;
    let (w, h) = decoder.dimensions();
    if u64::from(w) * u64::from(h) > MAX_PIXELS {
        return Err(DecodeError(format!(
            "the photo is {w}×{h} ({:.0} megapixels); the limit is {} megapixels",
            f64::from(w) * f64::from(h) / 1e6,
            MAX_PIXELS / 1_000_000
        )));
    }
    if w < MIN_SIDE || h < MIN_SIDE {
        return Err(DecodeError(format!(
            "the photo is {w}×{h} pixels: too small to show a ship"
        )));
    }
    let orientation = decoder
        .orientation()
        .unwrap_or(image::metadata::Orientation::NoTransforms);
    let mut img = DynamicImage::from_decoder(decoder)
        .map_err(|e| DecodeError(format!("the photo is damaged or truncated: {e}")))?;
    img.apply_orientation(orientation);
    Ok(img.into_rgb8())
}

/// Whether the JPEG's end-of-image marker is in its last bytes (cameras may
/// append a little padding after it).
fn ends_with_eoi(bytes: &[u8]) -> bool {
    let tail = &bytes[bytes.len().saturating_sub(1024)..];
    tail.windows(2).any(|w| w == [0xFF, 0xD9])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_what_is_not_a_photo() {
        assert!(decode(b"").is_err());
        assert!(decode(b"hello, this is text")
            .unwrap_err()
            .0
            .contains("JPEG"));
    }

    #[test]
    fn refuses_a_truncated_png() {
        let img = RgbImage::from_pixel(64, 64, image::Rgb([200, 10, 10]));
        let mut png = Vec::new();
        img.write_to(&mut Cursor::new(&mut png), ImageFormat::Png)
            .expect("encode");
        assert!(decode(&png).is_ok());
        let err = decode(&png[..png.len() / 2]).unwrap_err();
        assert!(err.0.contains("damaged"), "{err}");
    }
}
